//! Asset photos for PDFs (the packing list, condition reports): each asset's stored thumbnail (the
//! 320 px JPEG the file store keeps, made on first use off the async threads) handed to the
//! document as `/files/thumb-{n}.jpg`. Slots are numbered per document, so the typst world's file
//! ids are reused from one document to the next rather than growing with every asset ever printed.
use std::collections::HashMap;

use entity::{asset, document};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::{
    error::AppResult,
    files::{thumb, FileStore},
};

/// The thumbnails of a document: which slot each asset's photo is in, and the files to give it.
#[derive(Default)]
pub struct Thumbnails {
    slots: HashMap<i32, usize>,
    pub files: Vec<(String, Vec<u8>)>,
}

impl Thumbnails {
    /// The path a template reads the asset's thumbnail from, if it has one that could be read.
    pub fn path(&self, asset_id: i32) -> Option<String> {
        self.slots.get(&asset_id).map(|n| slot_path(*n))
    }
}

fn slot_name(n: usize) -> String {
    format!("thumb-{n}.jpg")
}

fn slot_path(n: usize) -> String {
    format!("/files/{}", slot_name(n))
}

/// The thumbnails of the assets `ids` that have a photo. The caller has already checked the ids
/// against the reader's scope. A photo that is missing or cannot be decoded is left out (the file
/// store logs why), never a failure: the document shows its placeholder instead.
pub async fn asset_thumbnails(
    db: &impl ConnectionTrait,
    store: &FileStore,
    ids: &[i32],
) -> AppResult<Thumbnails> {
    let mut photos: HashMap<i32, i32> = HashMap::new();
    for chunk in ids.chunks(1_000) {
        let rows = asset::Entity::find()
            .filter(asset::Column::Id.is_in(chunk.iter().copied()))
            .filter(asset::Column::PhotoDocumentId.is_not_null())
            .all(db)
            .await?;
        photos.extend(
            rows.into_iter()
                .filter_map(|a| a.photo_document_id.map(|d| (d, a.id))),
        );
    }
    let mut files: HashMap<i32, String> = HashMap::new();
    let documents: Vec<i32> = photos.keys().copied().collect();
    for chunk in documents.chunks(1_000) {
        let rows = document::Entity::find()
            .filter(document::Column::Id.is_in(chunk.iter().copied()))
            .all(db)
            .await?;
        files.extend(
            rows.into_iter()
                .filter_map(|d| photos.get(&d.id).map(|asset| (*asset, d.file_name))),
        );
    }
    let mut out = Thumbnails::default();
    for id in ids {
        let Some(name) = files.get(id) else {
            continue;
        };
        if out.slots.contains_key(id) {
            continue;
        }
        match thumb::thumbnail(store, name).await {
            Ok(Some(bytes)) => {
                let n = out.files.len();
                out.slots.insert(*id, n);
                out.files.push((slot_name(n), bytes));
            }
            Ok(None) => tracing::warn!(asset = id, "the asset's photo file is missing"),
            Err(e) => tracing::warn!(asset = id, error = %e, "no thumbnail for the asset's photo"),
        }
    }
    Ok(out)
}
