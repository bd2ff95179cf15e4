//! Storage locations as records: list, add, rename, and matching the free-text locations typed on
//! storage entries before the records existed. The provider's own places: admin only.
use std::collections::HashMap;

use chrono::Utc;
use entity::{storage_entry, storage_location, types::AuditAction};
use sea_orm::{
    sea_query::{Expr, Func},
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use super::{
    dto::LocationDto,
    paths::{clean_path, is_within, path_key},
};
use crate::{
    audit,
    auth::CurrentUser,
    db::begin_write,
    error::{AppError, AppResult},
};

/// How many works' open entries point at each location.
async fn works_here(db: &impl ConnectionTrait) -> AppResult<HashMap<i32, u64>> {
    let rows: Vec<(Option<i32>, i64)> = storage_entry::Entity::find()
        .select_only()
        .column(storage_entry::Column::LocationId)
        .column_as(
            Expr::expr(Func::count(Expr::col(storage_entry::Column::Id))),
            "n",
        )
        .filter(storage_entry::Column::OutOn.is_null())
        .filter(storage_entry::Column::AssetId.is_not_null())
        .filter(storage_entry::Column::LocationId.is_not_null())
        .group_by(storage_entry::Column::LocationId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, n)| id.map(|id| (id, n.max(0) as u64)))
        .collect())
}

fn dto(row: storage_location::Model, counts: &HashMap<i32, u64>) -> LocationDto {
    LocationDto {
        works_here: counts.get(&row.id).copied().unwrap_or(0),
        id: row.id,
        path: row.path,
    }
}

/// Every location, by path (so a warehouse is followed by what lies in it).
pub async fn all(db: &DatabaseConnection) -> AppResult<Vec<LocationDto>> {
    let counts = works_here(db).await?;
    Ok(storage_location::Entity::find()
        .order_by_asc(storage_location::Column::Path)
        .all(db)
        .await?
        .into_iter()
        .map(|row| dto(row, &counts))
        .collect())
}

/// One location, or 404.
pub async fn find(db: &impl ConnectionTrait, id: i32) -> AppResult<storage_location::Model> {
    storage_location::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

/// One location as the calls show it.
pub async fn one(db: &DatabaseConnection, id: i32) -> AppResult<LocationDto> {
    let row = find(db, id).await?;
    Ok(dto(row, &works_here(db).await?))
}

/// The locations at `root` and under it (all of them for `None`).
pub async fn subtree(
    db: &impl ConnectionTrait,
    root: Option<&storage_location::Model>,
) -> AppResult<Vec<storage_location::Model>> {
    let all = storage_location::Entity::find().all(db).await?;
    Ok(match root {
        None => all,
        Some(root) => all
            .into_iter()
            .filter(|l| is_within(&l.path, &root.path))
            .collect(),
    })
}

async fn refuse_taken(db: &impl ConnectionTrait, path: &str, except: Option<i32>) -> AppResult<()> {
    let key = path.to_lowercase();
    let taken = storage_location::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .any(|l| l.path.to_lowercase() == key && Some(l.id) != except);
    if taken {
        return Err(AppError::Conflict(format!(
            "There is already a location {path}."
        )));
    }
    Ok(())
}

/// Adds a location (its path tidied; a path already taken, in any case, is a 409).
pub async fn create(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    raw: &str,
) -> AppResult<LocationDto> {
    let path = clean_path(raw)?;
    let txn = begin_write(db).await?;
    refuse_taken(&txn, &path, None).await?;
    let row = storage_location::ActiveModel {
        path: Set(path.clone()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    record(
        &txn,
        actor,
        AuditAction::Create,
        row.id,
        json!({ "path": path }),
    )
    .await?;
    txn.commit().await?;
    one(db, row.id).await
}

/// Renames a location. The storage entries pointing at it take the new path as their text, so
/// what the screens show stays what the record says.
pub async fn rename(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    id: i32,
    raw: &str,
) -> AppResult<LocationDto> {
    let path = clean_path(raw)?;
    let txn = begin_write(db).await?;
    let before = find(&txn, id).await?;
    refuse_taken(&txn, &path, Some(id)).await?;
    let mut row: storage_location::ActiveModel = before.clone().into();
    row.path = Set(path.clone());
    row.update(&txn).await?;
    storage_entry::Entity::update_many()
        .col_expr(storage_entry::Column::Location, Expr::value(path.clone()))
        .filter(storage_entry::Column::LocationId.eq(id))
        .exec(&txn)
        .await?;
    record(
        &txn,
        actor,
        AuditAction::Update,
        id,
        json!({ "path": { "from": before.path, "to": path } }),
    )
    .await?;
    txn.commit().await?;
    one(db, id).await
}

/// Points every storage entry whose free-text location names a record (by `path_key`: case and
/// spacing aside) and that points at none yet, at that record. The text is written as the
/// record's path. Returns how many entries it matched.
pub async fn match_free_text(db: &DatabaseConnection) -> AppResult<u64> {
    let records: HashMap<String, storage_location::Model> = storage_location::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|l| (l.path.to_lowercase(), l))
        .collect();
    let txn = begin_write(db).await?;
    let loose = storage_entry::Entity::find()
        .filter(storage_entry::Column::LocationId.is_null())
        .filter(storage_entry::Column::Location.is_not_null())
        .all(&txn)
        .await?;
    let mut matched = 0;
    for entry in loose {
        let Some(record) = entry
            .location
            .as_deref()
            .and_then(path_key)
            .and_then(|key| records.get(&key))
        else {
            continue;
        };
        storage_entry::ActiveModel {
            id: sea_orm::ActiveValue::Unchanged(entry.id),
            location_id: Set(Some(record.id)),
            location: Set(Some(record.path.clone())),
            ..Default::default()
        }
        .update(&txn)
        .await?;
        matched += 1;
    }
    txn.commit().await?;
    Ok(matched)
}

async fn record(
    db: &impl ConnectionTrait,
    actor: &CurrentUser,
    action: AuditAction,
    id: i32,
    detail: serde_json::Value,
) -> AppResult<()> {
    audit::record(
        db,
        audit::Entry {
            actor: Some(actor.account.id),
            action,
            object_type: "storage_location",
            object_id: Some(id.to_string()),
            company_id: None,
            detail: Some(detail),
        },
    )
    .await
}
