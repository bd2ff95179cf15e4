//! `POST` and `PUT /api/admin/shipment`: a new shipment, or the whole of one changed, in one
//! transaction with one audit entry for the shipment; each assignment that joins or leaves it also
//! gets the entry its history reads ("joined shipment S-…", `history::record::shipment_link`).
//! The pure rules are in `rules.rs` and run before the transaction opens.
use std::collections::{HashMap, HashSet};

use chrono::Utc;
use entity::{
    address, assignment, shipment, shipment_assignment, shipment_leg,
    types::{AddressKind, AuditAction},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait,
    ModelTrait, QueryFilter, QueryOrder, Set,
};
use serde_json::json;

use super::{
    dto::ShipmentInput,
    read,
    rules::{self, Leg, Moment},
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
    features::history::record::shipment_link,
};

/// The refusal of a change made from an older version.
pub const CHANGED_MEANWHILE: &str = "Someone else changed this shipment since you opened it. \
Reload it to see their changes, then make yours again.";

/// The question a save that completes the shipment must have answered (`confirmComplete`).
pub const COMPLETE_QUESTION: &str = "Are you sure you want to mark this shipment completed?";

/// Whether the call makes a shipment or changes one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Save {
    Create,
    Update,
}

/// The shipment after the rules, ready to write.
struct Clean {
    mode: &'static str,
    start: Moment,
    end: Moment,
    legs: Vec<Leg>,
    assignment_ids: Vec<i32>,
}

/// Applies a save; the shipment's id.
pub async fn save(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: ShipmentInput,
    how: Save,
) -> AppResult<i32> {
    match (how, input.id) {
        (Save::Create, Some(_)) => {
            return Err(AppError::Unprocessable(
                "A new shipment has no id: change an existing one with PUT.".into(),
            ))
        }
        (Save::Update, None) => {
            return Err(AppError::Unprocessable(
                "Name the shipment to change: its id is required.".into(),
            ))
        }
        (Save::Update, Some(_)) if input.version.is_none() => return Err(AppError::Unprocessable(
            "Send the version of the shipment you changed (GET /api/admin/shipment/{id} gives it)."
                .into(),
        )),
        _ => {}
    }
    let (start, end) = rules::journey(
        (
            input.commencement_on.as_deref(),
            input.commencement_at.as_deref(),
        ),
        (
            input.conclusion_on.as_deref(),
            input.conclusion_at.as_deref(),
        ),
    )?;
    let clean = Clean {
        mode: rules::mode(&input.mode)?,
        start,
        end,
        legs: rules::legs(&input.legs)?,
        assignment_ids: rules::assignment_ids(&input.assignment_ids)?,
    };

    let txn = crate::db::begin_write(db).await?;
    let current = match (input.id, input.version) {
        (Some(id), Some(version)) => {
            crate::db::claim_version::<shipment::Entity>(
                &txn,
                (shipment::Column::Id, id),
                (shipment::Column::Version, version),
                CHANGED_MEANWHILE,
            )
            .await?;
            Some(read::find(&txn, id).await?)
        }
        _ => None,
    };
    forwarder(&txn, input.origin_address_id, "origin").await?;
    forwarder(&txn, input.destination_address_id, "destination").await?;
    let carried = assignments(&txn, &clean.assignment_ids).await?;
    let before: Vec<i32> = match &current {
        Some(s) => read::assignment_ids(&txn, s.id).await?,
        None => Vec::new(),
    };
    refuse_unconfirmed_completed(&carried, &before, &clean.assignment_ids, &input)?;
    let was_completed = current.as_ref().is_some_and(|s| s.completed);
    if input.completed && !was_completed && !input.confirm_complete {
        return Err(AppError::Unprocessable(COMPLETE_QUESTION.into()));
    }

    let now = Utc::now();
    let mut row: shipment::ActiveModel = match current.clone() {
        Some(s) => s.into(),
        None => shipment::ActiveModel {
            status: Set(None),
            created_at: Set(now),
            version: Set(1),
            ..Default::default()
        },
    };
    row.mode = Set(clean.mode.to_owned());
    row.completed = Set(input.completed);
    row.commencement_on = Set(clean.start.on);
    row.commencement_at = Set(clean.start.at.clone());
    row.conclusion_on = Set(clean.end.on);
    row.conclusion_at = Set(clean.end.at.clone());
    row.origin_address_id = Set(input.origin_address_id);
    row.destination_address_id = Set(input.destination_address_id);
    row.updated_at = Set(now);
    let saved = match how {
        Save::Create => row.insert(&txn).await?,
        Save::Update => row.update(&txn).await?,
    };
    let leg_dates_changed = write_legs(&txn, saved.id, &clean.legs).await?;
    let (joined, left) = relink(&txn, actor, &saved, &carried, &clean.assignment_ids).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: if how == Save::Create {
                AuditAction::Create
            } else {
                AuditAction::Update
            },
            object_type: "shipment",
            object_id: Some(saved.id.to_string()),
            company_id: None,
            detail: Some(json!({
                "ref": entity::shipment::reference(saved.id),
                "mode": saved.mode,
                "completed": saved.completed,
                "legs": clean.legs.len(),
                // Read by `crate::events`: the assignments on it are told of new leg dates.
                "legDatesChanged": how == Save::Update && leg_dates_changed,
                "legDates": clean.legs.iter().map(|l| json!({
                    "etdOn": l.etd_on, "etaOn": l.eta_on, "pod": l.pod, "poa": l.poa,
                })).collect::<Vec<_>>(),
                "assignmentIds": clean.assignment_ids,
                "joined": joined,
                "left": left,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(saved.id)
}

/// An address the shipment may start or end at: a forwarder's. None at all is fine; an unknown id
/// is a 404; a customer's address is refused, since the shipment summary shows the addresses to
/// every customer on board and a consolidation must not show one customer's address to another.
async fn forwarder(txn: &DatabaseTransaction, id: Option<i32>, end: &str) -> AppResult<()> {
    let Some(id) = id else { return Ok(()) };
    let found = address::Entity::find_by_id(id)
        .one(txn)
        .await?
        .ok_or(AppError::NotFound)?;
    if found.kind != AddressKind::Forwarder.as_str() {
        return Err(AppError::Unprocessable(format!(
            "The {end} must be one of the forwarder addresses."
        )));
    }
    Ok(())
}

/// The assignments of `ids`, by id; 404 when one is missing.
async fn assignments(
    txn: &DatabaseTransaction,
    ids: &[i32],
) -> AppResult<HashMap<i32, assignment::Model>> {
    let found: HashMap<i32, assignment::Model> = assignment::Entity::find()
        .filter(assignment::Column::Id.is_in(ids.iter().copied()))
        .all(txn)
        .await?
        .into_iter()
        .map(|a| (a.id, a))
        .collect();
    if ids.iter().any(|id| !found.contains_key(id)) {
        return Err(AppError::NotFound);
    }
    Ok(found)
}

/// A completed assignment joins a shipment only after the admin confirmed it: 422 naming them.
fn refuse_unconfirmed_completed(
    carried: &HashMap<i32, assignment::Model>,
    before: &[i32],
    ids: &[i32],
    input: &ShipmentInput,
) -> AppResult<()> {
    if input.confirm_completed_assignments {
        return Ok(());
    }
    let completed: Vec<&str> = ids
        .iter()
        .filter(|id| !before.contains(id))
        .filter_map(|id| carried.get(id))
        .filter(|a| a.completed)
        .map(|a| a.r#ref.as_str())
        .collect();
    if completed.is_empty() {
        return Ok(());
    }
    Err(AppError::Unprocessable(format!(
        "{} {} completed: are you sure you want to ship {}?",
        completed.join(", "),
        if completed.len() == 1 { "is" } else { "are" },
        if completed.len() == 1 { "it" } else { "them" },
    )))
}

/// Replaces the legs with the ones sent, in their order; whether any leg's dates changed.
async fn write_legs(txn: &DatabaseTransaction, shipment_id: i32, legs: &[Leg]) -> AppResult<bool> {
    let before: Vec<_> = shipment_leg::Entity::find()
        .filter(shipment_leg::Column::ShipmentId.eq(shipment_id))
        .order_by_asc(shipment_leg::Column::Position)
        .all(txn)
        .await?
        .into_iter()
        .map(|l| (l.etd_on, l.eta_on))
        .collect();
    let after: Vec<_> = legs.iter().map(|l| (l.etd_on, l.eta_on)).collect();
    shipment_leg::Entity::delete_many()
        .filter(shipment_leg::Column::ShipmentId.eq(shipment_id))
        .exec(txn)
        .await?;
    for (position, leg) in legs.iter().enumerate() {
        shipment_leg::ActiveModel {
            shipment_id: Set(shipment_id),
            position: Set(position as i32),
            name_number: Set(leg.name_number.clone()),
            voyage: Set(leg.voyage.clone()),
            pod: Set(leg.pod.clone()),
            etd_on: Set(leg.etd_on),
            poa: Set(leg.poa.clone()),
            eta_on: Set(leg.eta_on),
            ..Default::default()
        }
        .insert(txn)
        .await?;
    }
    Ok(before != after)
}

/// Links the assignments sent and unlinks the others, with each one's history entry; the ids that
/// joined and the ids that left.
async fn relink(
    txn: &DatabaseTransaction,
    actor: &CurrentUser,
    saved: &shipment::Model,
    carried: &HashMap<i32, assignment::Model>,
    ids: &[i32],
) -> AppResult<(Vec<i32>, Vec<i32>)> {
    let wanted: HashSet<i32> = ids.iter().copied().collect();
    let links = shipment_assignment::Entity::find()
        .filter(shipment_assignment::Column::ShipmentId.eq(saved.id))
        .order_by_asc(shipment_assignment::Column::Id)
        .find_also_related(assignment::Entity)
        .all(txn)
        .await?;
    let mut left = Vec::new();
    let mut kept = HashSet::new();
    for (link, a) in links {
        if wanted.contains(&link.assignment_id) {
            kept.insert(link.assignment_id);
            continue;
        }
        let company_id = a.map_or(0, |a| a.company_id);
        shipment_link(
            txn,
            Some(actor.account.id),
            company_id,
            &link,
            &saved.mode,
            false,
        )
        .await?;
        left.push(link.assignment_id);
        link.delete(txn).await?;
    }
    let mut joined = Vec::new();
    for id in ids.iter().filter(|id| !kept.contains(id)) {
        let link = shipment_assignment::ActiveModel {
            shipment_id: Set(saved.id),
            assignment_id: Set(*id),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        let company_id = carried[id].company_id;
        shipment_link(
            txn,
            Some(actor.account.id),
            company_id,
            &link,
            &saved.mode,
            true,
        )
        .await?;
        joined.push(*id);
    }
    Ok((joined, left))
}
