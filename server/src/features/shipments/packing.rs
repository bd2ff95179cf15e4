//! The packing list PDF of a shipment (`GET /api/admin/shipment/{id}/packing-list.pdf`): the assets
//! of the printable list with their thumbnails, through the one PDF path (`crate::pdf`, template
//! `packing-list.typ`). Figures and dates are written out here, so the template only lays them out.
//! Thumbnails through `pdf::photos` (the 320 px JPEGs the file store keeps), as condition reports.
use chrono::NaiveDate;
use serde::Serialize;

use super::{
    dto::{ShipmentAssetDto, ShipmentDto},
    read,
};
use crate::{
    error::{AppError, AppResult},
    features::reports::columns::address_line,
    pdf::{
        self,
        photos::{asset_thumbnails, Thumbnails},
        PdfDocument,
    },
    state::AppState,
};

pub const TEMPLATE: &str = "packing-list.typ";
pub const CONTENT_TYPE: &str = "application/pdf";

/// The file name of a shipment's packing list.
pub fn file_name(reference: &str) -> String {
    format!("packing-list-{reference}.pdf")
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LegLine {
    name_number: String,
    voyage: String,
    pod: String,
    etd: String,
    poa: String,
    eta: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AssetLine {
    /// `/files/thumb-{n}.jpg`: slots numbered per document, so the PDF world's file ids are reused.
    thumb: Option<String>,
    assignment_ref: String,
    #[serde(rename = "ref")]
    reference: String,
    their_ref: String,
    title: String,
    artist: String,
    pieces: String,
    cm: String,
    inch: String,
    kg: String,
    lb: String,
    m3: String,
    ft3: String,
    owner: String,
    division: String,
}

#[derive(Serialize)]
struct Totals {
    assets: usize,
    pieces: i64,
    kg: String,
    lb: String,
    m3: String,
    ft3: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PackingData {
    reference: String,
    mode: String,
    commencement: String,
    conclusion: String,
    origin: String,
    destination: String,
    legs: Vec<LegLine>,
    assignments: Vec<String>,
    assets: Vec<AssetLine>,
    totals: Totals,
}

const NONE: &str = "—";

fn date(d: Option<NaiveDate>) -> String {
    d.map_or_else(|| NONE.to_owned(), |d| d.format("%d %b %Y").to_string())
}

fn text(v: &Option<String>) -> String {
    v.clone()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| NONE.to_owned())
}

fn figure(v: Option<f64>, places: usize, unit: &str) -> String {
    v.map_or_else(|| NONE.to_owned(), |v| format!("{v:.places$} {unit}"))
}

fn sides(v: Option<[f64; 3]>, unit: &str) -> String {
    v.map_or_else(
        || NONE.to_owned(),
        |[x, y, z]| format!("{x:.1} × {y:.1} × {z:.1} {unit}"),
    )
}

/// The data of the template (pure: the shipment as read, its two addresses on one line each, and
/// which assets have a thumbnail slot).
fn data(s: &ShipmentDto, ends: [String; 2], thumbs: &Thumbnails) -> PackingData {
    let [origin, destination] = ends;
    let moment = |on: Option<NaiveDate>, at: &Option<String>| match at {
        Some(at) if on.is_some() => format!("{} {at}", date(on)),
        _ => date(on),
    };
    let sum = |f: fn(&ShipmentAssetDto) -> Option<f64>| s.assets.iter().filter_map(f).sum::<f64>();
    PackingData {
        reference: s.reference.clone(),
        mode: s.mode.clone(),
        commencement: moment(s.commencement_on, &s.commencement_at),
        conclusion: moment(s.conclusion_on, &s.conclusion_at),
        origin,
        destination,
        legs: s
            .legs
            .iter()
            .map(|l| LegLine {
                name_number: text(&l.name_number),
                voyage: text(&l.voyage),
                pod: text(&l.pod),
                etd: date(l.etd_on),
                poa: text(&l.poa),
                eta: date(l.eta_on),
            })
            .collect(),
        assignments: s.assignments.iter().map(|a| a.reference.clone()).collect(),
        assets: s
            .assets
            .iter()
            .map(|a| AssetLine {
                thumb: thumbs.path(a.id),
                assignment_ref: a.assignment_ref.clone(),
                reference: text(&a.reference),
                their_ref: text(&a.their_ref),
                title: a.title.clone(),
                artist: text(&a.artist),
                pieces: a.pieces.to_string(),
                cm: sides(a.dimensions_cm, "cm"),
                inch: sides(a.dimensions_inch, "in"),
                kg: figure(a.weight_kg, 2, "kg"),
                lb: figure(a.weight_lb, 2, "lb"),
                m3: figure(a.volume_m3, 3, "m³"),
                ft3: figure(a.volume_ft3, 2, "ft³"),
                owner: a.company_name.clone(),
                division: a.company_division.clone(),
            })
            .collect(),
        totals: Totals {
            assets: s.assets.len(),
            pieces: s.assets.iter().map(|a| i64::from(a.pieces)).sum(),
            kg: figure(Some(sum(|a| a.weight_kg)), 2, "kg"),
            lb: figure(Some(sum(|a| a.weight_lb)), 2, "lb"),
            m3: figure(Some(sum(|a| a.volume_m3)), 3, "m³"),
            ft3: figure(Some(sum(|a| a.volume_ft3)), 2, "ft³"),
        },
    }
}

/// The packing list of the shipment: (file name, PDF). 404 when there is no such shipment.
pub async fn packing_list(state: &AppState, id: i32) -> AppResult<(String, Vec<u8>)> {
    let shipment = read::get(&state.db, id).await?;
    let with_photo: Vec<i32> = shipment
        .assets
        .iter()
        .filter(|a| a.thumb_url.is_some())
        .map(|a| a.id)
        .collect();
    let thumbs = asset_thumbnails(&state.db, &state.files, &with_photo).await?;
    let ends = [&shipment.origin, &shipment.destination].map(|a| a.as_ref().map(|a| a.id));
    let addresses = read::addresses(&state.db, ends).await?;
    let ends = ends.map(|id| {
        id.and_then(|id| addresses.get(&id))
            .map_or_else(|| NONE.to_owned(), address_line)
    });
    let mut document = PdfDocument::new(TEMPLATE, &data(&shipment, ends, &thumbs))?;
    document.files = thumbs.files;
    let bytes = pdf::render(document).await?;
    if bytes.is_empty() {
        return Err(AppError::Internal("an empty packing list".into()));
    }
    Ok((file_name(&shipment.reference), bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_and_dates_are_written_for_paper() {
        assert_eq!(date(NaiveDate::from_ymd_opt(2026, 12, 1)), "01 Dec 2026");
        assert_eq!(date(None), NONE);
        assert_eq!(figure(Some(2.5), 2, "kg"), "2.50 kg");
        assert_eq!(
            sides(Some([10.0, 20.25, 3.0]), "cm"),
            "10.0 × 20.2 × 3.0 cm"
        );
        assert_eq!(file_name("S-12"), "packing-list-S-12.pdf");
    }
}
