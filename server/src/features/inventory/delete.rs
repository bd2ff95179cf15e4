//! Deleting an asset: refused while records need it, else the asset with its measurements,
//! documents and files, in one transaction with its audit entry; the files go after the commit.
use entity::{
    asset, assignment, document, measurement, storage_entry, storage_invoice_item,
    types::AuditAction,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, ModelTrait, PaginatorTrait,
    QueryFilter, Set,
};
use serde_json::json;

use super::write::record;
use crate::{
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    features::documents::attached as documents,
    files::FileStore,
};

/// Deletes an asset in scope with its measurements, documents and files. Refused (409) while it is
/// on any assignment, has storage history, is on a storage invoice or has condition reports: those
/// records need it.
pub async fn delete(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    id: i32,
) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let current = find_in_scope::<asset::Entity>(&txn, actor.scope(), id).await?;
    let jobs: Vec<String> = current
        .find_related(assignment::Entity)
        .all(&txn)
        .await?
        .into_iter()
        .map(|j| j.r#ref)
        .collect();
    if !jobs.is_empty() {
        return Err(AppError::Conflict(format!(
            "{} is on assignment {}: it cannot be deleted.",
            current.title,
            jobs.join(", ")
        )));
    }
    let stored = current
        .find_related(storage_entry::Entity)
        .count(&txn)
        .await?;
    let billed = current
        .find_related(storage_invoice_item::Entity)
        .count(&txn)
        .await?;
    if stored + billed > 0 {
        return Err(AppError::Conflict(format!(
            "{} has storage records: it cannot be deleted. Hide it instead.",
            current.title
        )));
    }
    if crate::features::condition_reports::read::count_of_asset(&txn, id).await? > 0 {
        return Err(AppError::Conflict(format!(
            "{} has condition reports: it cannot be deleted. Hide it instead.",
            current.title
        )));
    }
    let mut active: asset::ActiveModel = current.clone().into();
    active.photo_document_id = Set(None);
    active.update(&txn).await?;
    let rows = current.find_related(document::Entity).all(&txn).await?;
    let gone = documents::delete_rows(&txn, actor, rows).await?;
    measurement::Entity::delete_many()
        .filter(measurement::Column::AssetId.eq(id))
        .exec(&txn)
        .await?;
    record(
        &txn,
        actor,
        AuditAction::Delete,
        &current,
        json!({ "title": current.title, "theirRef": current.their_ref }),
    )
    .await?;
    current.delete(&txn).await?;
    txn.commit().await?;
    documents::discard_files(store, &gone).await;
    Ok(())
}
