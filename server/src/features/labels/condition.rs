//! Condition reports (`POST /api/inventory/generate/conditionReports`): one report per asset, made
//! to be printed and filled in by hand on the warehouse floor: the photo (turned by the asset's
//! `photoRotation`), refs, title, artist, owner, pieces, where it is stored, every measurement in
//! both unit systems, a grid with the work's outline in its proportions for marking damage, lines
//! for condition notes, and boxes for the date, the examiner and a signature. Template
//! `condition-report.typ`; photos through `pdf::photos`, a photo that cannot be read leaves a
//! placeholder.
use chrono::NaiveDate;
use serde::Serialize;

use super::paper::{self, figures, outline, pieces_text, text, Figures};
use crate::{
    error::AppResult,
    features::{inventory::dto::AssetDto, reports::read::Names},
    pdf::{photos::Thumbnails, PdfDocument},
};

pub const TEMPLATE: &str = "condition-report.typ";
/// The damage grid's drawing room in millimetres (width, height): the outline fits inside it.
pub const GRID_ROOM: (f64, f64) = (150.0, 60.0);

/// The file name of the reports printed on `today`.
pub fn file_name(today: NaiveDate) -> String {
    format!("condition-reports-{}.pdf", today.format("%Y-%m-%d"))
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Measure {
    /// "Net 1", "Gross".
    kind: String,
    #[serde(flatten)]
    figures: Figures,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Report {
    #[serde(rename = "ref")]
    reference: String,
    their_ref: String,
    title: String,
    artist: String,
    owner: String,
    division: String,
    pieces: String,
    /// Where it is stored now, and since when ("—" when not in storage).
    location: String,
    /// `/files/thumb-{n}.jpg`, when the asset has a photo that could be read.
    photo: Option<String>,
    /// The asset has a photo the report could not read (the placeholder says so).
    photo_unreadable: bool,
    /// Degrees clockwise, as the asset is shown on screen.
    rotation: i32,
    measures: Vec<Measure>,
    /// The work's outline on the grid, in millimetres.
    outline_w: f64,
    outline_h: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ReportsData {
    grid_w: f64,
    grid_h: f64,
    reports: Vec<Report>,
}

fn measures(a: &AssetDto) -> Vec<Measure> {
    let net = a.net_measurements.iter().enumerate().map(|(i, m)| Measure {
        kind: if a.net_measurements.len() > 1 {
            format!("Net {}", i + 1)
        } else {
            "Net".to_owned()
        },
        figures: figures(m),
    });
    let gross = a
        .gross_measurements
        .iter()
        .enumerate()
        .map(|(i, m)| Measure {
            kind: if a.gross_measurements.len() > 1 {
                format!("Gross {}", i + 1)
            } else {
                "Gross".to_owned()
            },
            figures: figures(m),
        });
    net.chain(gross).collect()
}

fn location(a: &AssetDto) -> String {
    a.storage.iter().find(|s| s.out_on.is_none()).map_or_else(
        || paper::NONE.to_owned(),
        |s| {
            let since = s.in_on.format("%d %b %Y");
            match s
                .location
                .as_deref()
                .map(str::trim)
                .filter(|l| !l.is_empty())
            {
                Some(place) => format!("{place}, since {since}"),
                None => format!("In storage since {since}"),
            }
        },
    )
}

/// One report per asset, in their order (pure: `thumbs` says which photos could be read).
fn reports(assets: &[AssetDto], names: &Names, thumbs: &Thumbnails) -> Vec<Report> {
    assets
        .iter()
        .map(|a| {
            let photo = thumbs.path(a.row.id);
            let (outline_w, outline_h) = outline(a.net_measurements.first(), GRID_ROOM);
            Report {
                reference: text(&a.row.reference),
                their_ref: text(&a.row.their_ref),
                title: a.row.title.clone(),
                artist: text(&a.row.artist),
                owner: names.company(a.row.company_id).to_owned(),
                division: a.row.company_division.clone(),
                pieces: pieces_text(a.pieces.max(1)),
                location: location(a),
                photo_unreadable: photo.is_none() && a.row.photo.is_some(),
                photo,
                rotation: a.row.photo_rotation.rem_euclid(360),
                measures: measures(a),
                outline_w,
                outline_h,
            }
        })
        .collect()
}

/// The reports' document, with the photos' thumbnails.
pub fn document(assets: &[AssetDto], names: &Names, thumbs: Thumbnails) -> AppResult<PdfDocument> {
    let data = ReportsData {
        grid_w: GRID_ROOM.0,
        grid_h: GRID_ROOM.1,
        reports: reports(assets, names, &thumbs),
    };
    let mut doc = PdfDocument::new(TEMPLATE, &data)?;
    doc.files = thumbs.files;
    Ok(doc)
}
