//! Labels (`POST /api/inventory/generate/labels`): one per asset, one per piece when it has more
//! than one ("1 of 3"), each with the provider's ref in large type, the owner's ref, title,
//! artist, owner and division, the first net size in cm and inches, the pieces, and a QR code of
//! the asset's scan address (`scan.rs`). Template `labels.typ`, laid out for A4 label sheets or a
//! 4 × 6 inch thermal label (`LabelLayout`).
use std::collections::HashMap;

use chrono::NaiveDate;
use serde::Serialize;

use super::{
    dto::LabelLayout,
    paper::{self, piece_of, pieces_text, text},
    qr,
    scan::scan_path,
};
use crate::{
    error::{AppError, AppResult},
    features::{inventory::dto::AssetDto, reports::read::Names},
    pdf::PdfDocument,
};

pub const TEMPLATE: &str = "labels.typ";
/// Most labels one PDF holds (1,000 assets of many pieces would otherwise make a book).
pub const MAX_LABELS: usize = 5_000;

/// The file name of the labels printed on `today`.
pub fn file_name(today: NaiveDate) -> String {
    format!("labels-{}.pdf", today.format("%Y-%m-%d"))
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Label {
    #[serde(rename = "ref")]
    reference: String,
    their_ref: String,
    title: String,
    artist: String,
    owner: String,
    division: String,
    cm: String,
    inch: String,
    pieces: String,
    /// "1 of 3", when the asset has more than one piece.
    piece: Option<String>,
    /// `/files/qr-{n}.svg`: one code per asset, shared by its pieces' labels.
    qr: String,
    /// The scan address, printed small under the code for anyone without a scanner.
    url: String,
}

#[derive(Debug, Serialize)]
struct LabelsData {
    layout: LabelLayout,
    labels: Vec<Label>,
}

/// How many labels the assets make: one a piece (an asset has at least one).
pub fn label_count(assets: &[AssetDto]) -> usize {
    assets.iter().map(|a| a.pieces.max(1) as usize).sum()
}

/// The labels of the assets, in their order, piece by piece (pure: `qr` names each asset's code
/// file, `origin` is the scan addresses' start).
fn labels(
    assets: &[AssetDto],
    names: &Names,
    origin: &str,
    qr: &HashMap<i32, usize>,
) -> Vec<Label> {
    let mut out = Vec::with_capacity(label_count(assets));
    for a in assets {
        let size = a
            .net_measurements
            .first()
            .or_else(|| a.gross_measurements.first())
            .map(paper::figures);
        let pieces = a.pieces.max(1);
        for n in 1..=pieces {
            out.push(Label {
                reference: text(&a.row.reference),
                their_ref: text(&a.row.their_ref),
                title: a.row.title.clone(),
                artist: text(&a.row.artist),
                owner: names.company(a.row.company_id).to_owned(),
                division: a.row.company_division.clone(),
                cm: size
                    .as_ref()
                    .map_or_else(|| paper::NONE.into(), |s| s.cm.clone()),
                inch: size
                    .as_ref()
                    .map_or_else(|| paper::NONE.into(), |s| s.inch.clone()),
                pieces: pieces_text(pieces),
                piece: piece_of(n, pieces),
                qr: format!(
                    "/files/qr-{}.svg",
                    qr.get(&a.row.id).copied().unwrap_or_default()
                ),
                url: format!("{origin}{}", scan_path(a.row.id)),
            });
        }
    }
    out
}

/// The labels' document: its data and one QR code (SVG) per asset. 422 beyond `MAX_LABELS`.
pub fn document(
    assets: &[AssetDto],
    names: &Names,
    origin: &str,
    layout: LabelLayout,
) -> AppResult<PdfDocument> {
    let count = label_count(assets);
    if count > MAX_LABELS {
        return Err(AppError::Unprocessable(format!(
            "These assets make {count} labels (one a piece): at most {MAX_LABELS} at a time, print them in parts."
        )));
    }
    let mut slots = HashMap::new();
    let mut files = Vec::with_capacity(assets.len());
    for a in assets {
        let n = files.len();
        slots.insert(a.row.id, n);
        let url = format!("{origin}{}", scan_path(a.row.id));
        files.push((format!("qr-{n}.svg"), qr::svg(&url)?.into_bytes()));
    }
    let data = LabelsData {
        layout,
        labels: labels(assets, names, origin, &slots),
    };
    let mut doc = PdfDocument::new(TEMPLATE, &data)?;
    doc.files = files;
    Ok(doc)
}
