//! The admin's edit of an assignment (`PUT /api/admin/assignment`): status and progress, completion
//! after confirmation, dates, addresses and their storage flags, PO number and storage entries, in
//! one transaction with one audit entry.
//!
//! Two admins saving the same assignment: each save names the `version` it was made from, and the
//! first statement of the transaction moves the row to the next version only if it still has that
//! one (`UPDATE ... SET version = version + 1 WHERE id = ? AND version = ?`). That statement also
//! holds the row (PostgreSQL's row lock; SQLite's `BEGIN IMMEDIATE` write lock), so the second save
//! finds another version and is refused (409) with nothing written, whatever the timing.
use chrono::Utc;
use entity::{
    address, asset, assignment, assignment_asset,
    types::{AssignmentStatus, AuditAction},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait,
    QueryFilter, QuerySelect, Set,
};
use serde_json::{json, Map, Value};

use super::{
    create,
    dto::AdminAssignmentInput,
    rules,
    status::{completed_after, parse_status, progress_for},
};
use crate::{
    audit,
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    features::{
        input::optional,
        storage_entries::{
            entries::{self as storage, Holder, StoragePlan},
            store::{self, Owner},
        },
    },
};

/// The refusal of a save made from an older version.
pub const CHANGED_MEANWHILE: &str = "Someone else changed this assignment since you opened it. \
Reload it to see their changes, then make yours again.";

/// Applies the admin's edit; the assignment's id. A save that changes nothing writes nothing (no
/// new version, no audit entry).
pub async fn update(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: AdminAssignmentInput,
) -> AppResult<i32> {
    let status = parse_status(&input.status)?;
    let (pickup_on, deliver_on) =
        rules::planned_dates(input.pickup_on.as_deref(), input.deliver_on.as_deref())?;
    let po_number = optional(
        "The PO number",
        input.po_number.as_deref(),
        rules::MAX_PO_NUMBER,
    )?;
    let sent_storage = input
        .storage
        .as_deref()
        .map(|sent| storage::clean(Holder::Assignment, sent))
        .transpose()?;

    let txn = crate::db::begin_write(db).await?;
    crate::db::claim_version::<assignment::Entity>(
        &txn,
        (assignment::Column::Id, input.id),
        (assignment::Column::Version, input.version),
        CHANGED_MEANWHILE,
    )
    .await?;
    let current = find_in_scope::<assignment::Entity>(&txn, actor.scope(), input.id).await?;
    // A stored status this build does not know (written by hand) counts as unchanged.
    let previous = AssignmentStatus::parse(&current.status).unwrap_or(status);
    let progress = progress_for(status, previous, current.progress, input.progress)?;
    let completed = completed_after(status, current.completed, input.confirm_close)?;
    if current.completed && !completed {
        refuse_reopening_taken_assets(&txn, actor, &current).await?;
    }
    let origin = address_of(
        &txn,
        &current,
        current.origin_address_id,
        input.origin_address_id,
    )
    .await?;
    let destination = address_of(
        &txn,
        &current,
        current.destination_address_id,
        input.destination_address_id,
    )
    .await?;
    let owner = Owner {
        holder: Holder::Assignment,
        id: current.id,
        company_id: current.company_id,
    };
    let plan = match sent_storage {
        Some(sent) => storage::plan(Holder::Assignment, &store::stored(&txn, owner).await?, sent)?,
        None => StoragePlan::default(),
    };

    let mut changes = Changes::default();
    let mut next: assignment::ActiveModel = current.clone().into();
    changes.note("status", &current.status, status.as_str(), || {
        next.status = Set(status.as_str().to_owned())
    });
    changes.note("progress", &current.progress, &progress, || {
        next.progress = Set(progress)
    });
    changes.note("completed", &current.completed, &completed, || {
        next.completed = Set(completed)
    });
    changes.note("pickupOn", &current.pickup_on, &pickup_on, || {
        next.pickup_on = Set(pickup_on)
    });
    changes.note("deliverOn", &current.deliver_on, &deliver_on, || {
        next.deliver_on = Set(deliver_on)
    });
    changes.note(
        "originAddressId",
        &current.origin_address_id,
        &origin,
        || next.origin_address_id = Set(origin),
    );
    changes.note(
        "destinationAddressId",
        &current.destination_address_id,
        &destination,
        || next.destination_address_id = Set(destination),
    );
    changes.note(
        "originStorage",
        &current.origin_storage,
        &input.origin_storage,
        || next.origin_storage = Set(input.origin_storage),
    );
    changes.note(
        "destinationStorage",
        &current.destination_storage,
        &input.destination_storage,
        || next.destination_storage = Set(input.destination_storage),
    );
    changes.note("poNumber", &current.po_number, &po_number, || {
        next.po_number = Set(po_number.clone())
    });
    if changes.fields.is_empty() && plan.is_empty() {
        // Dropping the transaction rolls the version back: nothing happened.
        return Ok(current.id);
    }

    next.updated_at = Set(Utc::now());
    let saved = next.update(&txn).await?;
    let storage = store::write(&txn, owner, plan).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Update,
            object_type: "assignment",
            object_id: Some(saved.id.to_string()),
            company_id: Some(saved.company_id),
            detail: Some(json!({
                "ref": saved.r#ref,
                "version": saved.version,
                "status": saved.status,
                "progress": saved.progress,
                "completed": saved.completed,
                "changes": changes.fields,
                "storage": storage,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(saved.id)
}

/// The fields a save changes, as `{field: {from, to}}` for the audit entry.
#[derive(Default)]
struct Changes {
    fields: Map<String, Value>,
}

impl Changes {
    /// Records the field and runs `set` when `to` differs from `from`.
    fn note<A, B>(&mut self, field: &str, from: &A, to: &B, set: impl FnOnce())
    where
        A: serde::Serialize + ?Sized,
        B: serde::Serialize + ?Sized,
    {
        let (from, to) = (json!(from), json!(to));
        if from != to {
            self.fields
                .insert(field.to_owned(), json!({ "from": from, "to": to }));
            set();
        }
    }
}

/// Reopening a completed assignment puts its assets back on an open one: refused (409) while one
/// of them is on another open assignment, as when an assignment is created. The assets are locked
/// first, as `create` locks them, so the two cannot cross.
async fn refuse_reopening_taken_assets(
    txn: &DatabaseTransaction,
    actor: &CurrentUser,
    current: &assignment::Model,
) -> AppResult<()> {
    let ids: Vec<i32> = assignment_asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssetId)
        .filter(assignment_asset::Column::AssignmentId.eq(current.id))
        .into_tuple()
        .all(txn)
        .await?;
    if ids.is_empty() {
        return Ok(());
    }
    let assets: Vec<asset::Model> = create::lock_assets(txn, actor.scope(), &ids).await?;
    create::refuse_assets_on_open_assignments(txn, &assets, Some(current.id)).await
}

/// The address a save names: unchanged, it stays (whatever it is); a new one must be one of the
/// assignment's company's customer addresses (any of its divisions, or none), else 404.
async fn address_of(
    txn: &DatabaseTransaction,
    current: &assignment::Model,
    stored: Option<i32>,
    sent: Option<i32>,
) -> AppResult<Option<i32>> {
    match sent {
        None => Ok(None),
        Some(id) if Some(id) == stored => Ok(Some(id)),
        Some(id) => address::Entity::find_by_id(id)
            .filter(address::Column::CompanyId.eq(current.company_id))
            .one(txn)
            .await?
            .map(|a| Some(a.id))
            .ok_or(AppError::NotFound),
    }
}
