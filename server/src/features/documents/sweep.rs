//! The start-up sweep of the file store: files that no row refers to are removed.
//!
//! A change writes its files first and commits its rows after (`files::StagedFiles`); a delete
//! commits first and removes the files after. So a process killed in the middle (kill -9, power,
//! OOM) can leave a file without a row, never a row without its file. Dropping `StagedFiles`
//! cleans up after a failed change, but not after a killed process: this sweep does, before the
//! server takes requests. `just crash-test` checks it.
//!
//! It assumes one server per data directory (as SQLite does anyway): a second server's
//! uncommitted upload would look unreferenced too.
use std::{collections::HashSet, io};

use entity::{document, generated_invoice};
use sea_orm::{DatabaseConnection, EntityTrait, QuerySelect};

use crate::{
    error::{AppError, AppResult},
    files::{thumb::thumb_name, FileStore},
};

/// Removes every stored file that no document (or generated invoice, or condition report photo) refers to, nor is the
/// cached thumbnail of one; leftovers of thumbnail making (`.tmp`) go too. Returns how many went.
pub async fn remove_unreferenced(db: &DatabaseConnection, store: &FileStore) -> AppResult<usize> {
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
    let invoices: Vec<Option<String>> = generated_invoice::Entity::find()
        .select_only()
        .column(generated_invoice::Column::FileName)
        .into_tuple()
        .all(db)
        .await?;
    keep.extend(invoices.into_iter().flatten());
    keep.extend(crate::features::condition_reports::photos::file_names(db).await?);
    let store = store.clone();
    tokio::task::spawn_blocking(move || remove_all_but(&store, &keep))
        .await
        .map_err(AppError::internal)?
        .map_err(AppError::internal)
}

fn remove_all_but(store: &FileStore, keep: &HashSet<String>) -> io::Result<usize> {
    let mut removed = 0;
    for name in store.names()? {
        if keep.contains(&name) {
            continue;
        }
        store
            .remove(&name)
            .map_err(|e| io::Error::other(e.to_string()))?;
        removed += 1;
    }
    Ok(removed)
}
