//! What a scanned or typed code names, for the person scanning: a work they may see (with where
//! its open storage entry says it is) or, for the provider's staff, a location. A work outside the
//! caller's scope is the same 404 as a missing one: the scanner says so and shows nothing of it.
use std::collections::HashMap;

use entity::{asset, storage_entry, storage_location};
use sea_orm::{
    sea_query::Condition, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait,
    QueryFilter, QueryOrder,
};

use super::{
    dto::{ScanResult, ScannedWork},
    locations,
    paths::{path_key, read_code, Code},
};
use crate::{
    auth::{scope::find_in_scope, CurrentUser, Scope},
    error::{AppError, AppResult},
};

/// A work as the scanner shows it, with its open storage entry's place.
pub async fn scanned_work(db: &impl ConnectionTrait, work: asset::Model) -> AppResult<ScannedWork> {
    scanned_works(db, vec![work])
        .await?
        .pop()
        .ok_or_else(|| AppError::Internal("a scanned work went missing".into()))
}

/// Many works as the scanner shows them, in their order: one query for their open entries.
pub async fn scanned_works(
    db: &impl ConnectionTrait,
    works: Vec<asset::Model>,
) -> AppResult<Vec<ScannedWork>> {
    let ids: Vec<i32> = works.iter().map(|w| w.id).collect();
    let mut open: HashMap<i32, storage_entry::Model> = HashMap::new();
    for e in storage_entry::Entity::find()
        .filter(storage_entry::Column::AssetId.is_in(ids))
        .filter(storage_entry::Column::OutOn.is_null())
        .order_by_desc(storage_entry::Column::Id)
        .all(db)
        .await?
    {
        if let Some(id) = e.asset_id {
            open.insert(id, e);
        }
    }
    Ok(works
        .into_iter()
        .map(|work| {
            let entry = open.remove(&work.id);
            ScannedWork {
                id: work.id,
                reference: work.r#ref,
                their_ref: work.their_ref,
                title: work.title,
                artist: work.artist,
                location: entry.as_ref().and_then(|e| e.location.clone()),
                location_id: entry.and_then(|e| e.location_id),
            }
        })
        .collect())
}

/// The work a typed ref names in the caller's scope: the provider's ref first, then the owner's.
async fn by_reference(
    db: &impl ConnectionTrait,
    scope: Scope,
    text: &str,
) -> AppResult<Option<asset::Model>> {
    for column in [asset::Column::Ref, asset::Column::TheirRef] {
        let found = asset::Entity::find()
            .filter(Condition::all().add(column.eq(text)))
            .filter(scope.condition(asset::Column::CompanyId))
            .order_by_asc(asset::Column::Id)
            .one(db)
            .await?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

/// A typed location path (staff only), case and spacing aside.
async fn location_by_path(
    db: &impl ConnectionTrait,
    text: &str,
) -> AppResult<Option<storage_location::Model>> {
    let Some(key) = path_key(text) else {
        return Ok(None);
    };
    Ok(storage_location::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .find(|l| l.path.to_lowercase() == key))
}

/// Resolves a code for `user`. 400 for an empty code; 404 for anything the caller may not see
/// or that does not exist.
pub async fn resolve(
    db: &DatabaseConnection,
    user: &CurrentUser,
    raw: &str,
) -> AppResult<ScanResult> {
    let code = read_code(raw)
        .ok_or_else(|| AppError::BadRequest("Scan a label or type a ref: code is empty.".into()))?;
    let scope = user.scope();
    let work = match code {
        Code::Work(id) => Some(find_in_scope::<asset::Entity>(db, scope, id).await?),
        Code::Location(id) if user.is_admin() => {
            return Ok(ScanResult {
                work: None,
                location: Some(locations::one(db, id).await?),
            })
        }
        Code::Location(_) => return Err(AppError::NotFound),
        Code::Reference(text) => {
            if user.is_admin() {
                if let Some(place) = location_by_path(db, &text).await? {
                    return Ok(ScanResult {
                        work: None,
                        location: Some(locations::one(db, place.id).await?),
                    });
                }
            }
            by_reference(db, scope, &text).await?
        }
    };
    let work = work.ok_or(AppError::NotFound)?;
    Ok(ScanResult {
        work: Some(scanned_work(db, work).await?),
        location: None,
    })
}
