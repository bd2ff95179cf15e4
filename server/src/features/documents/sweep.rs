//! The sweep of the file store: files that no row refers to are removed.
//!
//! A change writes its files first and commits its rows after (`files::StagedFiles`); a delete
//! commits first and removes the files after. So a process killed in the middle (kill -9, power,
//! OOM) can leave a file without a row, never a row without its file. Dropping `StagedFiles`
//! cleans up after a failed change, but not after a killed process: this sweep does, when the
//! server starts. `just crash-test` checks it.
//!
//! Several instances may share one database and one store, so a file without a row may also be an
//! upload in flight on another instance, whose row is not committed yet. The sweep therefore
//! removes only files older than a grace period (`--sweep-grace-secs`, an hour by default), far
//! longer than any request that stores files takes; the crash test, with one instance, sets 0.
use std::{collections::HashSet, time::Duration};

use entity::{credit_note, document, generated_invoice};
use sea_orm::{ConnectionTrait, EntityTrait, QuerySelect};

use crate::{
    error::{AppError, AppResult},
    files::{thumb::thumb_name, FileStore},
};

/// Every stored name a row refers to: documents (and their cached thumbnails) and the PDF and XML of
/// issued invoices and credit notes, and condition report photos (and their print copies). Backups
/// copy these.
pub async fn referenced_names(db: &impl ConnectionTrait) -> AppResult<HashSet<String>> {
    let mut keep: HashSet<String> = HashSet::new();
    let documents: Vec<String> = document::Entity::find()
        .select_only()
        .column(document::Column::FileName)
        .into_tuple()
        .all(db)
        .await?;
    for name in documents {
        keep.insert(thumb_name(&name));
        keep.insert(name);
    }
    // Issued invoices and credit notes: each a Factur-X PDF and a UBL file.
    let invoices: Vec<(Option<String>, Option<String>)> = generated_invoice::Entity::find()
        .select_only()
        .column(generated_invoice::Column::FileName)
        .column(generated_invoice::Column::XmlFileName)
        .into_tuple()
        .all(db)
        .await?;
    let credit_notes: Vec<(Option<String>, Option<String>)> = credit_note::Entity::find()
        .select_only()
        .column(credit_note::Column::FileName)
        .column(credit_note::Column::XmlFileName)
        .into_tuple()
        .all(db)
        .await?;
    for (pdf, xml) in invoices.into_iter().chain(credit_notes) {
        keep.extend(pdf);
        keep.extend(xml);
    }
    keep.extend(crate::features::condition_reports::photos::file_names(db).await?);
    Ok(keep)
}

/// Removes every stored file that no row refers to (`referenced_names`), nor is the
/// cached thumbnail of one, and that is older than `grace`. Returns how many went.
pub async fn remove_unreferenced(
    db: &impl ConnectionTrait,
    store: &FileStore,
    grace: Duration,
) -> AppResult<usize> {
    // Listed before the rows are read: a file written after the listing is not looked at, and one
    // listed whose row commits before the read is kept.
    let files = store.list().await.map_err(AppError::internal)?;
    let keep = referenced_names(db).await?;
    let Some(cutoff) = chrono::Duration::from_std(grace)
        .ok()
        .and_then(|grace| chrono::Utc::now().checked_sub_signed(grace))
    else {
        return Ok(0);
    };
    let mut removed = store
        .remove_partial_writes(cutoff)
        .await
        .map_err(AppError::internal)?;
    for file in files {
        if keep.contains(&file.name) || file.modified > cutoff {
            continue;
        }
        store.remove(&file.name).await.map_err(AppError::internal)?;
        removed += 1;
    }
    Ok(removed)
}
