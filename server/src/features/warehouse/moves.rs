//! Check in and check out by scanning (docs/warehouse.md), through the storage entries' own rules
//! (`storage_entries::entries::plan`, one open entry per work) and their one writer
//! (`storage_entries::store::write`). Each work that moves gets one audit entry (`asset` update,
//! with the `storage` change the history already reads and a `move` `{from, to, on}` that makes
//! it one line of the work's timeline: `features::history::events`).
use chrono::{NaiveDate, Utc};
use entity::{asset, storage_entry, storage_location, types::AuditAction};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait,
    QueryFilter, Set,
};
use serde_json::json;

use super::{
    dto::{MoveDto, MoveOutcome},
    locations,
};
use crate::{
    audit,
    auth::CurrentUser,
    db::begin_write,
    error::{AppError, AppResult},
    features::{
        input::{distinct_ids, missing_ids_message},
        storage_entries::{
            entries::{plan, Holder, StorageLine},
            store::{self, Owner},
        },
    },
};

/// Most works one call moves.
pub const MAX_MOVES: usize = 500;

/// Where a work goes: into storage at a location, or out.
#[derive(Clone, Copy, Debug)]
pub enum Target<'a> {
    In(&'a storage_location::Model),
    Out,
}

/// The entries a move leaves (pure): every open one closed on `today` (never before its own in
/// date; there is one at most by the rules, but entries kept before them may hold more) and, going
/// in, a new open one at the location; `None` when nothing changes (already here, or going out
/// while not in storage).
pub fn moved_lines(
    stored: &[StorageLine],
    target: Target<'_>,
    today: NaiveDate,
) -> (MoveOutcome, Option<Vec<StorageLine>>) {
    let open: Vec<usize> = (0..stored.len())
        .filter(|i| stored[*i].out_on.is_none())
        .collect();
    match (target, open.as_slice()) {
        (Target::In(place), [i]) if stored[*i].location.as_deref() == Some(place.path.as_str()) => {
            return (MoveOutcome::AlreadyHere, None)
        }
        (Target::Out, []) => return (MoveOutcome::NotInStorage, None),
        _ => {}
    }
    let mut lines = stored.to_vec();
    for i in &open {
        lines[*i].out_on = Some(today.max(lines[*i].in_on));
    }
    let outcome = match target {
        Target::In(place) => {
            lines.push(StorageLine {
                id: None,
                in_on: today,
                out_on: None,
                location: Some(place.path.clone()),
            });
            if open.is_empty() {
                MoveOutcome::CheckedIn
            } else {
                MoveOutcome::Moved
            }
        }
        Target::Out => MoveOutcome::CheckedOut,
    };
    (outcome, Some(lines))
}

/// Moves each work (ids checked to exist first: an unknown id is a 404 for the whole call).
pub async fn move_works(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    ids: &[i32],
    location_id: Option<i32>,
) -> AppResult<Vec<MoveDto>> {
    let ids = distinct_ids(
        ids,
        MAX_MOVES,
        "Scan at least one work: assetIds is empty.",
        |n| format!("At most {MAX_MOVES} works at a time, not {n}."),
    )?;
    let txn = begin_write(db).await?;
    let place = match location_id {
        Some(id) => Some(locations::find(&txn, id).await?),
        None => None,
    };
    let works = asset::Entity::find()
        .filter(asset::Column::Id.is_in(ids.clone()))
        .all(&txn)
        .await?;
    if works.len() != ids.len() {
        let missing: Vec<i32> = ids
            .iter()
            .copied()
            .filter(|id| !works.iter().any(|w| w.id == *id))
            .collect();
        // Absent, not NotFound: the message names only ids the caller sent.
        return Err(AppError::Absent(missing_ids_message(
            &missing, "work", "works",
        )));
    }
    let target = place.as_ref().map_or(Target::Out, Target::In);
    let mut out = Vec::with_capacity(works.len());
    for id in &ids {
        let Some(work) = works.iter().find(|w| w.id == *id) else {
            continue;
        };
        out.push(move_one(&txn, actor, work, target).await?);
    }
    txn.commit().await?;
    Ok(out)
}

/// One work's move inside the caller's transaction.
pub async fn move_one(
    txn: &DatabaseTransaction,
    actor: &CurrentUser,
    work: &asset::Model,
    target: Target<'_>,
) -> AppResult<MoveDto> {
    let owner = Owner {
        holder: Holder::Asset,
        id: work.id,
        company_id: work.company_id,
    };
    let stored = store::stored(txn, owner).await?;
    let from = stored
        .iter()
        .find(|s| s.out_on.is_none())
        .and_then(|s| s.location.clone());
    let today = Utc::now().date_naive();
    let (outcome, lines) = moved_lines(&stored, target, today);
    let to = match target {
        Target::In(place) => Some(place.path.clone()),
        Target::Out => None,
    };
    let Some(lines) = lines else {
        return Ok(MoveDto {
            asset_id: work.id,
            outcome,
            from: from.clone(),
            to: if outcome == MoveOutcome::AlreadyHere {
                from
            } else {
                None
            },
        });
    };
    let change = plan(Holder::Asset, &stored, lines)?;
    let written = store::write(txn, owner, change).await?;
    if let Target::In(place) = target {
        point_at(txn, &written, place.id).await?;
    }
    audit::record(
        txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Update,
            object_type: "asset",
            object_id: Some(work.id.to_string()),
            company_id: Some(work.company_id),
            detail: Some(json!({
                "storage": written,
                "move": { "from": from, "to": to, "on": today },
            })),
        },
    )
    .await?;
    Ok(MoveDto {
        asset_id: work.id,
        outcome,
        from,
        to,
    })
}

/// The new entry points at its location record (the writer knows only the text).
async fn point_at(
    txn: &DatabaseTransaction,
    written: &serde_json::Value,
    location_id: i32,
) -> AppResult<()> {
    for added in written["added"].as_array().into_iter().flatten() {
        let Some(id) = added["id"].as_i64().and_then(|id| i32::try_from(id).ok()) else {
            continue;
        };
        storage_entry::ActiveModel {
            id: sea_orm::ActiveValue::Unchanged(id),
            location_id: Set(Some(location_id)),
            ..Default::default()
        }
        .update(txn)
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn place(path: &str) -> storage_location::Model {
        storage_location::Model {
            id: 1,
            path: path.into(),
            created_at: Utc::now(),
        }
    }

    fn open(at: &str, in_on: u32) -> StorageLine {
        StorageLine {
            id: Some(5),
            in_on: day(in_on),
            out_on: None,
            location: Some(at.into()),
        }
    }

    #[test]
    fn checking_in_opens_moves_or_leaves_alone() {
        let bay = place("LDN / Bay C");
        let (outcome, lines) = moved_lines(&[], Target::In(&bay), day(20));
        assert_eq!(outcome, MoveOutcome::CheckedIn);
        assert_eq!(lines.unwrap()[0].location.as_deref(), Some("LDN / Bay C"));
        let (outcome, lines) = moved_lines(&[open("LDN / Bay A", 3)], Target::In(&bay), day(20));
        assert_eq!(outcome, MoveOutcome::Moved);
        let lines = lines.unwrap();
        assert_eq!(lines[0].out_on, Some(day(20)), "the old entry closes today");
        assert_eq!((lines[1].in_on, lines[1].out_on), (day(20), None));
        let (outcome, lines) = moved_lines(&[open("LDN / Bay C", 3)], Target::In(&bay), day(20));
        assert_eq!((outcome, lines), (MoveOutcome::AlreadyHere, None));
    }

    #[test]
    fn checking_out_closes_the_open_entry_never_before_it_began() {
        let (outcome, lines) = moved_lines(&[open("Bay", 3)], Target::Out, day(20));
        assert_eq!(outcome, MoveOutcome::CheckedOut);
        assert_eq!(lines.unwrap()[0].out_on, Some(day(20)));
        let (_, lines) = moved_lines(&[open("Bay", 25)], Target::Out, day(20));
        assert_eq!(lines.unwrap()[0].out_on, Some(day(25)));
        // Two open entries kept from before the rules: both close.
        let (_, lines) = moved_lines(
            &[open("A", 1), open("B", 2)],
            Target::In(&place("C")),
            day(20),
        );
        let lines = lines.unwrap();
        assert_eq!(
            (lines[0].out_on, lines[1].out_on, lines[2].out_on),
            (Some(day(20)), Some(day(20)), None)
        );
        assert_eq!(
            moved_lines(&[], Target::Out, day(20)),
            (MoveOutcome::NotInStorage, None)
        );
    }
}
