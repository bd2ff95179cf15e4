//! Location labels (`POST /api/admin/warehouse/locations/labels`): through the one PDF path and
//! the labels' QR codes (`features::labels::qr`), template `location-labels.typ`, on the works'
//! A4 label stock.
use chrono::NaiveDate;
use entity::storage_location;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};
use serde::Serialize;

use super::paths::{location_scan_path, SEPARATOR};
use crate::{
    error::{AppError, AppResult},
    features::{
        input::{distinct_ids, missing_ids_message},
        labels::qr,
    },
    pdf::PdfDocument,
};

pub const TEMPLATE: &str = "location-labels.typ";
const MAX_IDS: usize = 1_000;

pub fn file_name(today: NaiveDate) -> String {
    format!("location-labels-{}.pdf", today.format("%Y-%m-%d"))
}

#[derive(Serialize)]
struct Label {
    /// The last name of the path, printed largest (`Shelf 3`).
    name: String,
    path: String,
    qr: String,
    url: String,
}

#[derive(Serialize)]
struct Data {
    labels: Vec<Label>,
}

/// The locations of `ids`, in their order; 404 naming any id that is none.
pub async fn read(db: &DatabaseConnection, ids: &[i32]) -> AppResult<Vec<storage_location::Model>> {
    let ids = distinct_ids(
        ids,
        MAX_IDS,
        "Choose at least one location: ids is empty.",
        |n| format!("At most {MAX_IDS} location labels at a time, not {n}."),
    )?;
    let rows = storage_location::Entity::find()
        .filter(storage_location::Column::Id.is_in(ids.clone()))
        .all(db)
        .await?;
    let missing: Vec<i32> = ids
        .iter()
        .copied()
        .filter(|id| !rows.iter().any(|r| r.id == *id))
        .collect();
    if !missing.is_empty() {
        return Err(AppError::Absent(missing_ids_message(
            &missing,
            "location",
            "locations",
        )));
    }
    Ok(ids
        .iter()
        .filter_map(|id| rows.iter().find(|r| r.id == *id).cloned())
        .collect())
}

/// The labels' document: one label and one QR code (SVG) per location.
pub fn document(places: &[storage_location::Model], origin: &str) -> AppResult<PdfDocument> {
    let mut labels = Vec::with_capacity(places.len());
    let mut files = Vec::with_capacity(places.len());
    for (n, place) in places.iter().enumerate() {
        let url = format!("{origin}{}", location_scan_path(place.id));
        files.push((format!("qr-{n}.svg"), qr::svg(&url)?.into_bytes()));
        labels.push(Label {
            name: place
                .path
                .rsplit(SEPARATOR)
                .next()
                .unwrap_or(&place.path)
                .to_owned(),
            path: place.path.clone(),
            qr: format!("/files/qr-{n}.svg"),
            url,
        });
    }
    let mut doc = PdfDocument::new(TEMPLATE, &Data { labels })?;
    doc.files = files;
    Ok(doc)
}
