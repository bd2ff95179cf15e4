//! Stocktakes: start a count of a location's subtree (or of the whole warehouse), take scans from
//! any number of phones (a work scanned twice counts once), finish it (the result is worked out
//! once, by `rules::classify`, and kept), and apply its corrections as moves.
use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::Utc;
use entity::{
    account, asset, db_error::is_unique_violation, stocktake, stocktake_scan, storage_entry,
    storage_location,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, Set,
};

use super::{
    dto::{
        AppliedDto, ResultLine, StocktakeDetail, StocktakeDto, StocktakeScanDto,
        StocktakeScanInput, Tally,
    },
    rules::{classify, correction, Count, Outcome, Recorded, Seen},
};
use crate::{
    auth::CurrentUser,
    db::begin_write,
    error::{AppError, AppResult},
    features::warehouse::{
        locations,
        moves::{move_one, Target},
        paths::path_key,
        scan::{scanned_work, scanned_works},
    },
};

async fn find(db: &impl ConnectionTrait, id: i32) -> AppResult<stocktake::Model> {
    stocktake::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

fn tally(lines: &[ResultLine]) -> Tally {
    let mut t = Tally::default();
    for l in lines {
        match l.outcome {
            Outcome::Found => t.found += 1,
            Outcome::Missing => t.missing += 1,
            Outcome::Misplaced => t.misplaced += 1,
            Outcome::Unexpected => t.unexpected += 1,
        }
    }
    t
}

/// The kept result of a finished count.
pub fn result_of(row: &stocktake::Model) -> Option<Vec<ResultLine>> {
    row.result
        .clone()
        .and_then(|r| serde_json::from_value(r).ok())
}

async fn dto(db: &impl ConnectionTrait, row: stocktake::Model) -> AppResult<StocktakeDto> {
    let location_path = match row.location_id {
        Some(id) => Some(locations::find(db, id).await?.path),
        None => None,
    };
    let started_by = match row.started_by {
        Some(id) => account::Entity::find_by_id(id).one(db).await?.map(|a| {
            format!("{} {}", a.first_name, a.last_name)
                .trim()
                .to_owned()
        }),
        None => None,
    };
    let scanned = stocktake_scan::Entity::find()
        .filter(stocktake_scan::Column::StocktakeId.eq(row.id))
        .count(db)
        .await?;
    Ok(StocktakeDto {
        tally: result_of(&row).map(|r| tally(&r)),
        id: row.id,
        location_id: row.location_id,
        location_path,
        started_at: row.started_at,
        started_by,
        finished_at: row.finished_at,
        applied_at: row.applied_at,
        scanned,
    })
}

/// Starts a count (of `location_id` and what lies under it; the whole warehouse for `None`).
pub async fn start(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    location_id: Option<i32>,
) -> AppResult<StocktakeDto> {
    if let Some(id) = location_id {
        locations::find(db, id).await?;
    }
    let row = stocktake::ActiveModel {
        location_id: Set(location_id),
        started_by: Set(Some(actor.account.id)),
        started_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    dto(db, row).await
}

/// Every count, newest first.
pub async fn list(db: &DatabaseConnection) -> AppResult<Vec<StocktakeDto>> {
    let rows = stocktake::Entity::find()
        .order_by_desc(stocktake::Column::Id)
        .all(db)
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        out.push(dto(db, row).await?);
    }
    Ok(out)
}

/// A count with its scans and, once finished, its result.
pub async fn detail(db: &DatabaseConnection, id: i32) -> AppResult<StocktakeDetail> {
    let row = find(db, id).await?;
    let scans = stocktake_scan::Entity::find()
        .filter(stocktake_scan::Column::StocktakeId.eq(id))
        .order_by_desc(stocktake_scan::Column::Id)
        .all(db)
        .await?;
    let ids: Vec<i32> = scans.iter().map(|s| s.asset_id).collect();
    let mut works: HashMap<i32, asset::Model> = asset::Entity::find()
        .filter(asset::Column::Id.is_in(ids.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a))
        .collect();
    let ordered: Vec<asset::Model> = ids.iter().filter_map(|id| works.remove(id)).collect();
    let scanned = scanned_works(db, ordered).await?;
    Ok(StocktakeDetail {
        result: result_of(&row),
        stocktake: dto(db, row).await?,
        scans: scanned,
    })
}

/// The count's subtree (`None`: the whole warehouse).
async fn within(
    db: &impl ConnectionTrait,
    row: &stocktake::Model,
) -> AppResult<Option<HashSet<i32>>> {
    let Some(id) = row.location_id else {
        return Ok(None);
    };
    let root = locations::find(db, id).await?;
    Ok(Some(
        locations::subtree(db, Some(&root))
            .await?
            .into_iter()
            .map(|l| l.id)
            .collect(),
    ))
}

/// One work seen. A finished count takes no more (409); a location outside the count is a 422.
pub async fn scan(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    id: i32,
    input: &StocktakeScanInput,
) -> AppResult<StocktakeScanDto> {
    let row = find(db, id).await?;
    if row.finished_at.is_some() {
        return Err(AppError::Conflict(
            "This count is finished: start a new one.".into(),
        ));
    }
    let work = asset::Entity::find_by_id(input.asset_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    if let Some(place) = input.location_id {
        let inside = within(db, &row).await?;
        let known = locations::find(db, place).await.is_ok();
        if !known || inside.is_some_and(|set| !set.contains(&place)) {
            return Err(AppError::Unprocessable(
                "That location is not part of this count.".into(),
            ));
        }
    }
    let made = stocktake_scan::ActiveModel {
        stocktake_id: Set(id),
        asset_id: Set(work.id),
        location_id: Set(input.location_id),
        account_id: Set(Some(actor.account.id)),
        scanned_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await;
    let duplicate = match made {
        Ok(_) => false,
        Err(e) if is_unique_violation(&e) => true,
        Err(e) => return Err(e.into()),
    };
    Ok(StocktakeScanDto {
        duplicate,
        work: scanned_work(db, work).await?,
    })
}

/// Where every work in storage is recorded: its open entry's location record, or the record its
/// free text names (case and spacing aside), or only the text.
async fn recorded(db: &impl ConnectionTrait) -> AppResult<BTreeMap<i32, Recorded>> {
    let by_key: HashMap<String, i32> = storage_location::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|l| (l.path.to_lowercase(), l.id))
        .collect();
    let open = storage_entry::Entity::find()
        .filter(storage_entry::Column::OutOn.is_null())
        .filter(storage_entry::Column::AssetId.is_not_null())
        .order_by_asc(storage_entry::Column::Id)
        .all(db)
        .await?;
    let mut out = BTreeMap::new();
    for e in open {
        let Some(asset_id) = e.asset_id else { continue };
        let location_id = e.location_id.or_else(|| {
            e.location
                .as_deref()
                .and_then(path_key)
                .and_then(|k| by_key.get(&k).copied())
        });
        out.entry(asset_id).or_insert(Recorded {
            location_id,
            text: e.location,
        });
    }
    Ok(out)
}

/// Finishes a count: works out its result and keeps it. A finished count is a 409.
pub async fn finish(db: &DatabaseConnection, id: i32) -> AppResult<StocktakeDetail> {
    let txn = begin_write(db).await?;
    let row = find(&txn, id).await?;
    if row.finished_at.is_some() {
        return Err(AppError::Conflict("This count is already finished.".into()));
    }
    let inside = within(&txn, &row).await?;
    let recorded = recorded(&txn).await?;
    let seen: Vec<Seen> = stocktake_scan::Entity::find()
        .filter(stocktake_scan::Column::StocktakeId.eq(id))
        .order_by_asc(stocktake_scan::Column::Id)
        .all(&txn)
        .await?
        .into_iter()
        .map(|s| Seen {
            asset_id: s.asset_id,
            location_id: s.location_id,
        })
        .collect();
    let count = Count {
        within: inside.as_ref(),
        root: row.location_id,
    };
    let lines = classify(&count, &recorded, &seen);
    let ids: Vec<i32> = lines.iter().map(|l| l.asset_id).collect();
    let works: HashMap<i32, asset::Model> = asset::Entity::find()
        .filter(asset::Column::Id.is_in(ids))
        .all(&txn)
        .await?
        .into_iter()
        .map(|a| (a.id, a))
        .collect();
    let paths: HashMap<i32, String> = storage_location::Entity::find()
        .all(&txn)
        .await?
        .into_iter()
        .map(|l| (l.id, l.path))
        .collect();
    let result: Vec<ResultLine> = lines
        .iter()
        .filter_map(|l| {
            let work = works.get(&l.asset_id)?;
            Some(ResultLine {
                asset_id: l.asset_id,
                reference: work.r#ref.clone(),
                their_ref: work.their_ref.clone(),
                title: work.title.clone(),
                outcome: l.outcome,
                expected: l.expected.as_ref().and_then(|r| {
                    r.location_id
                        .and_then(|id| paths.get(&id).cloned())
                        .or_else(|| r.text.clone())
                }),
                seen_at: l.seen_at.and_then(|id| paths.get(&id).cloned()),
                seen_at_id: correction(l),
            })
        })
        .collect();
    let mut active: stocktake::ActiveModel = row.into();
    active.finished_at = Set(Some(Utc::now()));
    active.result = Set(Some(
        serde_json::to_value(&result).map_err(AppError::internal)?,
    ));
    active.update(&txn).await?;
    txn.commit().await?;
    detail(db, id).await
}

/// Applies a finished count's corrections, once: each misplaced or unexpected work seen at a
/// location is moved there (checked in if it was not in storage), through the same moves as a
/// check in. Missing works are left as recorded. 409 before it is finished or when applied.
pub async fn apply(db: &DatabaseConnection, actor: &CurrentUser, id: i32) -> AppResult<AppliedDto> {
    let txn = begin_write(db).await?;
    let row = find(&txn, id).await?;
    if row.finished_at.is_none() {
        return Err(AppError::Conflict(
            "Finish the count before applying it.".into(),
        ));
    }
    if row.applied_at.is_some() {
        return Err(AppError::Conflict(
            "This count's corrections were already applied.".into(),
        ));
    }
    let lines = result_of(&row).unwrap_or_default();
    let mut moves = Vec::new();
    for line in &lines {
        let Some(place_id) = line.seen_at_id else {
            continue;
        };
        let Some(work) = asset::Entity::find_by_id(line.asset_id).one(&txn).await? else {
            continue;
        };
        let place = locations::find(&txn, place_id).await?;
        moves.push(move_one(&txn, actor, &work, Target::In(&place)).await?);
    }
    let mut active: stocktake::ActiveModel = row.into();
    active.applied_at = Set(Some(Utc::now()));
    active.update(&txn).await?;
    txn.commit().await?;
    Ok(AppliedDto { moves })
}
