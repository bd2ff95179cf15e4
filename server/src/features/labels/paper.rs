//! Figures written out for paper (pure): an asset's sides in cm and in inches, weights in kg and
//! lb, volume in m³ and ft³ (the conversions of `inventory::measurements`, docs/inventory.md), and
//! the outline of a work on the condition report's damage grid, in the work's proportions.
use serde::Serialize;

use crate::features::inventory::{
    dto::MeasurementDto,
    measurements::{cm, ft3, inch, kg, lb, volume_m3},
};

pub const NONE: &str = "—";

/// One measurement entry in both unit systems.
#[derive(Debug, PartialEq, Serialize)]
pub struct Figures {
    pub cm: String,
    pub inch: String,
    pub kg: String,
    pub lb: String,
    pub m3: String,
    pub ft3: String,
}

fn sides(m: &MeasurementDto, to: fn(f64, &str) -> f64, unit: &str) -> String {
    let d = &m.dimension;
    let known: Vec<String> = [(d.x, &d.x_unit), (d.y, &d.y_unit), (d.z, &d.z_unit)]
        .into_iter()
        .filter_map(|(v, u)| v.map(|v| format!("{:.1}", to(v, u))))
        .collect();
    if known.is_empty() {
        NONE.to_owned()
    } else {
        format!("{} {unit}", known.join(" × "))
    }
}

fn figure(v: Option<f64>, places: usize, unit: &str) -> String {
    v.map_or_else(|| NONE.to_owned(), |v| format!("{v:.places$} {unit}"))
}

/// An entry's sides (those it has, in x × y × z order), weight and volume in both systems.
pub fn figures(m: &MeasurementDto) -> Figures {
    let volume = volume_m3(&m.dimension);
    Figures {
        cm: sides(m, cm, "cm"),
        inch: sides(m, inch, "in"),
        kg: figure(kg(&m.weight), 2, "kg"),
        lb: figure(lb(&m.weight), 2, "lb"),
        m3: figure(volume, 3, "m³"),
        ft3: figure(volume.map(ft3), 2, "ft³"),
    }
}

/// The outline of the work inside a box of `room` (width, height): the rectangle of its first
/// two sides (width x, height y, in one unit) as large as fits, or a square when a side is
/// missing or zero. Returned as (width, height) in the units of `room`.
pub fn outline(m: Option<&MeasurementDto>, room: (f64, f64)) -> (f64, f64) {
    let d = m.map(|m| &m.dimension);
    let sides = d.and_then(|d| Some((cm(d.x?, &d.x_unit), cm(d.y?, &d.y_unit))));
    let (w, h) = match sides {
        Some((w, h)) if w > 0.0 && h > 0.0 => (w, h),
        _ => (1.0, 1.0),
    };
    let scale = (room.0 / w).min(room.1 / h);
    (round(w * scale), round(h * scale))
}

fn round(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

/// A piece's place on its label: "1 of 3", or none for a single piece.
pub fn piece_of(n: i32, pieces: i32) -> Option<String> {
    (pieces > 1).then(|| format!("{n} of {pieces}"))
}

/// "1 piece", "3 pieces".
pub fn pieces_text(pieces: i32) -> String {
    if pieces == 1 {
        "1 piece".to_owned()
    } else {
        format!("{pieces} pieces")
    }
}

/// Text, or the dash paper shows for nothing.
pub fn text(v: &Option<String>) -> String {
    v.clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| NONE.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::inventory::dto::{DimensionDto, WeightDto};

    fn entry(
        x: Option<f64>,
        y: Option<f64>,
        z: Option<f64>,
        unit: &str,
        kg: Option<f64>,
    ) -> MeasurementDto {
        MeasurementDto {
            weight: WeightDto {
                value: kg,
                unit: "Kg".into(),
            },
            dimension: DimensionDto {
                x,
                y,
                z,
                x_unit: unit.into(),
                y_unit: unit.into(),
                z_unit: unit.into(),
            },
        }
    }

    #[test]
    fn figures_are_written_in_both_systems() {
        let f = figures(&entry(
            Some(100.0),
            Some(80.0),
            Some(10.0),
            "cm",
            Some(12.5),
        ));
        assert_eq!(f.cm, "100.0 × 80.0 × 10.0 cm");
        assert_eq!(f.inch, "39.4 × 31.5 × 3.9 in");
        assert_eq!((f.kg.as_str(), f.lb.as_str()), ("12.50 kg", "27.56 lb"));
        assert_eq!((f.m3.as_str(), f.ft3.as_str()), ("0.080 m³", "2.83 ft³"));
        let flat = figures(&entry(Some(10.0), Some(20.0), None, "inch", None));
        assert_eq!(flat.cm, "25.4 × 50.8 cm");
        assert_eq!(flat.inch, "10.0 × 20.0 in");
        assert_eq!((flat.kg.as_str(), flat.m3.as_str()), (NONE, NONE));
        assert_eq!(figures(&entry(None, None, None, "cm", None)).cm, NONE);
    }

    #[test]
    fn the_outline_keeps_the_works_proportions() {
        let room = (160.0, 90.0);
        let wide = entry(Some(200.0), Some(50.0), None, "cm", None);
        assert_eq!(outline(Some(&wide), room), (160.0, 40.0));
        let tall = entry(Some(30.0), Some(60.0), Some(2.0), "cm", None);
        assert_eq!(outline(Some(&tall), room), (45.0, 90.0));
        // Mixed units are compared in one unit.
        let mixed = MeasurementDto {
            dimension: DimensionDto {
                x_unit: "inch".into(),
                ..entry(Some(10.0), Some(25.4), None, "cm", None).dimension
            },
            ..tall
        };
        assert_eq!(outline(Some(&mixed), room), (90.0, 90.0));
        assert_eq!(outline(None, room), (90.0, 90.0));
        assert_eq!(
            outline(Some(&entry(Some(0.0), Some(5.0), None, "cm", None)), room),
            (90.0, 90.0)
        );
    }

    #[test]
    fn pieces_are_counted_on_paper() {
        assert_eq!(piece_of(1, 1), None);
        assert_eq!(piece_of(2, 3).as_deref(), Some("2 of 3"));
        assert_eq!(
            (pieces_text(1), pieces_text(4)),
            ("1 piece".into(), "4 pieces".into())
        );
        assert_eq!(text(&Some("  ".into())), NONE);
    }
}
