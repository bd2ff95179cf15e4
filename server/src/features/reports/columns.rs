//! The columns of the reports and the cells of an asset, an assignment and an address: pure, so
//! the conversions and the layout are tested without a database. Every figure is converted with
//! the server's one copy of the unit rules (`inventory::measurements`, docs/inventory.md).
use chrono::{DateTime, NaiveDate, Utc};
use entity::{address, asset, assignment};

use super::xlsx::{column, Cell, Column, Kind};
use crate::features::inventory::{
    dto::MeasurementDto,
    measurements::{cm, ft3, gross_entry, inch, kg, lb, volume_m3},
};

const fn text(header: &'static str, width: f64) -> Column {
    column(header, width, Kind::Text)
}
const fn int(header: &'static str, width: f64) -> Column {
    column(header, width, Kind::Integer)
}
const fn figure(header: &'static str) -> Column {
    column(header, 12.0, Kind::Decimal(2))
}
const fn date(header: &'static str) -> Column {
    column(header, 12.0, Kind::Date)
}

/// An asset: who it is, its first net measurement in both unit systems, its gross figures.
pub const ASSET: [Column; 17] = [
    text("Title", 32.0),
    text("Artist", 22.0),
    text("Their ref", 14.0),
    text("Ref", 14.0),
    int("Pieces", 8.0),
    figure("Net length (cm)"),
    figure("Net width (cm)"),
    figure("Net height (cm)"),
    figure("Net length (inch)"),
    figure("Net width (inch)"),
    figure("Net height (inch)"),
    figure("Net weight (kg)"),
    figure("Net weight (lb)"),
    figure("Gross weight (kg)"),
    figure("Gross weight (lb)"),
    column("Gross volume (m³)", 14.0, Kind::Decimal(4)),
    figure("Gross volume (ft³)"),
];

/// An assignment as the lists show it, with its dates and addresses.
pub const ASSIGNMENT: [Column; 11] = [
    text("Reference", 14.0),
    text("Company", 22.0),
    text("Division", 18.0),
    column("Status", 20.0, Kind::Status),
    int("Progress (%)", 12.0),
    text("PO number", 14.0),
    date("Pickup"),
    date("Delivery"),
    column("Created (UTC)", 17.0, Kind::DateTime),
    text("Origin", 40.0),
    text("Destination", 40.0),
];

/// The columns of `parts`, one after the other (a report's layout is fixed at compile time).
pub const fn join<const N: usize>(parts: &[&[Column]]) -> [Column; N] {
    let mut out = [text("", 0.0); N];
    let mut at = 0;
    let mut p = 0;
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            out[at] = parts[p][i];
            at += 1;
            i += 1;
        }
        p += 1;
    }
    assert!(at == N, "the parts must fill the columns exactly");
    out
}

/// An asset's rows of `ASSET` cells: one with everything and its first net measurement; then, for
/// each further net measurement, a row of its own with the asset's names and that measurement but
/// no pieces and no gross figures, so that summing a column still counts each asset once.
pub fn asset_rows(
    a: &asset::Model,
    net: &[MeasurementDto],
    gross: &[MeasurementDto],
) -> Vec<Vec<Cell>> {
    let names = || {
        vec![
            Cell::text(a.title.clone()),
            Cell::opt_text(a.artist.as_deref()),
            Cell::opt_text(a.their_ref.as_deref()),
            Cell::opt_text(a.r#ref.as_deref()),
        ]
    };
    let mut first = names();
    first.push(Cell::int(a.pieces.into()));
    first.extend(net_cells(net.first()));
    first.extend(gross_cells(gross, net));
    let mut rows = vec![first];
    for m in net.iter().skip(1) {
        let mut more = names();
        more.push(Cell::Empty);
        more.extend(net_cells(Some(m)));
        more.extend([Cell::Empty, Cell::Empty, Cell::Empty, Cell::Empty]);
        rows.push(more);
    }
    rows
}

/// Length, width and height in cm, then in inches, then the weight in kg and lb.
fn net_cells(m: Option<&MeasurementDto>) -> [Cell; 8] {
    let Some(m) = m else {
        return std::array::from_fn(|_| Cell::Empty);
    };
    let d = &m.dimension;
    let sides = [(d.x, &d.x_unit), (d.y, &d.y_unit), (d.z, &d.z_unit)];
    let in_cm = sides.map(|(v, unit)| Cell::number(v.map(|v| cm(v, unit))));
    let in_inch = sides.map(|(v, unit)| Cell::number(v.map(|v| inch(v, unit))));
    let [a, b, c] = in_cm;
    let [e, f, g] = in_inch;
    [
        a,
        b,
        c,
        e,
        f,
        g,
        Cell::number(kg(&m.weight)),
        Cell::number(lb(&m.weight)),
    ]
}

/// Gross weight in kg and lb and gross volume in m³ and ft³, of the asset's gross entry
/// (docs/inventory.md).
pub fn gross_cells(gross: &[MeasurementDto], net: &[MeasurementDto]) -> [Cell; 4] {
    let (weight_kg, weight_lb, volume) = gross_figures(gross, net);
    [
        Cell::number(weight_kg),
        Cell::number(weight_lb),
        Cell::number(volume),
        Cell::number(volume.map(ft3)),
    ]
}

/// (kg, lb, m³) of an asset's gross entry (the first gross measurement, else the first net one).
pub fn gross_figures(
    gross: &[MeasurementDto],
    net: &[MeasurementDto],
) -> (Option<f64>, Option<f64>, Option<f64>) {
    match gross_entry(gross, net) {
        Some(m) => (kg(&m.weight), lb(&m.weight), volume_m3(&m.dimension)),
        None => (None, None, None),
    }
}

/// The cells of `ASSIGNMENT`.
pub fn assignment_cells(
    a: &assignment::Model,
    company: &str,
    division: &str,
    origin: Option<&str>,
    destination: Option<&str>,
) -> Vec<Cell> {
    vec![
        Cell::text(a.r#ref.clone()),
        Cell::text(company),
        Cell::text(division),
        Cell::text(a.status.clone()),
        Cell::int(a.progress.into()),
        Cell::opt_text(a.po_number.as_deref()),
        Cell::date(a.pickup_on),
        Cell::date(a.deliver_on),
        Cell::DateTime(a.created_at),
        Cell::opt_text(origin),
        Cell::opt_text(destination),
    ]
}

/// An address on one line: name, lines, city, county, post code, country; blanks left out.
pub fn address_line(a: &address::Model) -> String {
    [
        a.name.as_deref(),
        Some(a.line1.as_str()),
        a.line2.as_deref(),
        Some(a.city.as_str()),
        a.county.as_deref(),
        a.post_code.as_deref(),
        Some(a.country.as_str()),
    ]
    .into_iter()
    .flatten()
    .map(str::trim)
    .filter(|s| !s.is_empty())
    .collect::<Vec<_>>()
    .join(", ")
}

/// Whole UTC days since `created_at` (the lists' age).
pub fn age(created_at: DateTime<Utc>, today: NaiveDate) -> i64 {
    crate::features::assignments::rules::age_in_days(created_at, today)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::inventory::dto::{DimensionDto, WeightDto};

    fn entry(w: Option<f64>, wu: &str, sides: [Option<f64>; 3], lu: &str) -> MeasurementDto {
        MeasurementDto {
            weight: WeightDto {
                value: w,
                unit: wu.into(),
            },
            dimension: DimensionDto {
                x: sides[0],
                y: sides[1],
                z: sides[2],
                x_unit: lu.into(),
                y_unit: lu.into(),
                z_unit: lu.into(),
            },
        }
    }

    fn asset(pieces: i32) -> asset::Model {
        let now = Utc::now();
        asset::Model {
            id: 1,
            company_id: 1,
            company_division_id: 1,
            title: "Blue Horse".into(),
            artist: None,
            r#ref: Some("P-1".into()),
            their_ref: Some("BH-1".into()),
            pieces,
            value_minor: None,
            value_currency: "$".into(),
            hidden: false,
            photo_document_id: None,
            photo_rotation: 0,
            search_text: String::new(),
            title_key: None,
            artist_key: None,
            their_ref_key: None,
            created_by: None,
            created_at: now,
            updated_at: now,
        }
    }

    fn figure(c: &Cell) -> f64 {
        match c {
            Cell::Number(n) => *n,
            other => panic!("not a number: {other:?}"),
        }
    }

    #[test]
    fn a_net_measurement_shows_in_both_unit_systems() {
        let net = [entry(
            Some(10.0),
            "lb",
            [Some(10.0), Some(20.0), Some(1.0)],
            "inch",
        )];
        let rows = asset_rows(&asset(2), &net, &[]);
        assert_eq!(rows.len(), 1);
        let r = &rows[0];
        assert_eq!(r.len(), ASSET.len());
        assert_eq!(r[0], Cell::text("Blue Horse"));
        assert_eq!(r[1], Cell::Empty, "no artist: blank, not empty text");
        assert_eq!(r[4], Cell::Number(2.0));
        assert!((figure(&r[5]) - 25.4).abs() < 1e-6, "10 inch in cm");
        assert!((figure(&r[6]) - 50.8).abs() < 1e-6);
        assert_eq!(figure(&r[8]), 10.0, "inches as entered");
        assert!((figure(&r[11]) - 4.53592).abs() < 1e-12, "10 lb in kg");
        assert_eq!(figure(&r[12]), 10.0);
        // No gross entry: the gross figures are the first net entry's.
        assert!((figure(&r[13]) - 4.53592).abs() < 1e-12);
        let m3 = 25.4 * 50.8 * 2.54 / 1_000_000.0;
        assert!((figure(&r[15]) - m3).abs() < 1e-9);
        assert!((figure(&r[16]) - m3 * 35.3146667).abs() < 1e-9);
    }

    #[test]
    fn further_net_measurements_get_rows_without_pieces_or_gross() {
        let net = [
            entry(Some(5.0), "Kg", [Some(100.0), Some(50.0), Some(20.0)], "cm"),
            entry(None, "Kg", [Some(10.0), None, None], "cm"),
        ];
        let gross = [entry(
            Some(8.0),
            "Kg",
            [Some(110.0), Some(60.0), Some(30.0)],
            "cm",
        )];
        let rows = asset_rows(&asset(2), &net, &gross);
        assert_eq!(rows.len(), 2);
        assert!(
            (figure(&rows[0][15]) - 0.198).abs() < 1e-12,
            "the gross entry's volume"
        );
        assert!((figure(&rows[0][14]) - 8.0 / 0.453592).abs() < 1e-9);
        let more = &rows[1];
        assert_eq!(more.len(), ASSET.len());
        assert_eq!(more[3], Cell::text("P-1"));
        assert_eq!(more[4], Cell::Empty, "pieces counted once");
        assert_eq!(figure(&more[5]), 10.0);
        assert!((figure(&more[8]) - 3.93700787).abs() < 1e-9);
        assert_eq!(more[6], Cell::Empty);
        assert!(more[13..].iter().all(|c| *c == Cell::Empty));
    }

    #[test]
    fn an_asset_without_measurements_has_blank_figures() {
        let rows = asset_rows(&asset(1), &[], &[]);
        assert_eq!(rows.len(), 1);
        assert!(rows[0][5..].iter().all(|c| *c == Cell::Empty));
    }

    #[test]
    fn addresses_read_on_one_line() {
        let a = address::Model {
            id: 1,
            company_id: None,
            company_division_id: None,
            kind: "customer".into(),
            name: Some("Gallery".into()),
            line1: "1 King St".into(),
            line2: Some(" ".into()),
            city: "London".into(),
            county: None,
            post_code: Some("SW1".into()),
            country: "United Kingdom".into(),
            search_text: String::new(),
            city_key: None,
            created_at: Utc::now(),
        };
        assert_eq!(
            address_line(&a),
            "Gallery, 1 King St, London, SW1, United Kingdom"
        );
    }

    #[test]
    fn joined_columns_keep_their_order() {
        const BOTH: [Column; 28] = join(&[&ASSIGNMENT, &ASSET]);
        assert_eq!(BOTH[0].header, "Reference");
        assert_eq!(BOTH[11].header, "Title");
        assert_eq!(BOTH[27].header, "Gross volume (ft³)");
    }
}
