//! A customer's new assignment. The rules that need the database are checked inside the write
//! transaction, with the assets locked, so two assignments made at the same moment cannot both
//! take one asset: on SQLite the transaction holds the write lock from its start (`BEGIN
//! IMMEDIATE`); on PostgreSQL the assets' rows are locked (`FOR UPDATE`, in id order so two
//! writers never wait on each other) and the second writer's check then sees the first's links.
use chrono::Utc;
use entity::{
    address, asset, assignment, assignment_asset, company, company_division,
    types::{AssignmentStatus, AuditAction},
};
use sea_orm::{
    sea_query::Condition, ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction,
    EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect, RelationTrait, Set,
};
use serde_json::json;

use super::{dto::AssignmentInput, reference, rules};
use crate::{
    audit,
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    features::input::optional,
};

/// The message of the division rule, as the draft assignment words it too.
pub const SAME_DIVISION: &str = "Can only add assets of the same Division";

/// Creates the assignment (status Submitted, progress 3) and returns its id.
pub async fn create(
    db: &DatabaseConnection,
    user: &CurrentUser,
    input: AssignmentInput,
) -> AppResult<i32> {
    let asset_ids = rules::asset_ids(&input.asset_ids)?;
    let (pickup_on, deliver_on) =
        rules::planned_dates(input.pickup_on.as_deref(), input.deliver_on.as_deref())?;
    let po_number = optional(
        "The PO number",
        input.po_number.as_deref(),
        rules::MAX_PO_NUMBER,
    )?;
    let scope = user.scope();

    let txn = crate::db::begin_write(db).await?;
    let division =
        find_in_scope::<company_division::Entity>(&txn, scope, input.company_division_id).await?;
    let assets = lock_assets(&txn, scope, &asset_ids).await?;
    if assets.iter().any(|a| a.company_division_id != division.id) {
        return Err(AppError::Unprocessable(SAME_DIVISION.into()));
    }
    refuse_assets_on_open_assignments(&txn, &assets, None).await?;
    let origin = address_of(&txn, &division, input.origin_address_id).await?;
    let destination = address_of(&txn, &division, input.destination_address_id).await?;

    let company = company::Entity::find_by_id(division.company_id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let reference = reference::next_for(&txn, &company.name).await?;

    let now = Utc::now();
    let status = AssignmentStatus::Submitted;
    let made = assignment::ActiveModel {
        company_id: Set(division.company_id),
        company_division_id: Set(division.id),
        r#ref: Set(reference.clone()),
        status: Set(status.as_str().to_owned()),
        progress: Set(status.fixed_progress().unwrap_or(0)),
        completed: Set(false),
        origin_address_id: Set(origin),
        destination_address_id: Set(destination),
        origin_storage: Set(input.origin_storage),
        destination_storage: Set(input.destination_storage),
        pickup_on: Set(pickup_on),
        deliver_on: Set(deliver_on),
        po_number: Set(po_number),
        created_by: Set(Some(user.account.id)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(AppError::unique_as(format!(
        "The reference {reference} is already in use: please save again."
    )))?;
    assignment_asset::Entity::insert_many(asset_ids.iter().map(|&asset_id| {
        assignment_asset::ActiveModel {
            company_id: Set(made.company_id),
            assignment_id: Set(made.id),
            asset_id: Set(asset_id),
            ..Default::default()
        }
    }))
    .exec(&txn)
    .await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(user.account.id),
            action: AuditAction::Create,
            object_type: "assignment",
            object_id: Some(made.id.to_string()),
            company_id: Some(made.company_id),
            detail: Some(json!({
                "ref": made.r#ref,
                "companyDivisionId": division.id,
                "assetIds": asset_ids,
                "status": made.status,
                "progress": made.progress,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(made.id)
}

/// The assets, locked for this transaction, in id order. One that is missing or another
/// company's is a 404, like a missing one.
pub(super) async fn lock_assets(
    txn: &DatabaseTransaction,
    scope: crate::auth::Scope,
    ids: &[i32],
) -> AppResult<Vec<asset::Model>> {
    let assets = asset::Entity::find()
        .filter(asset::Column::Id.is_in(ids.iter().copied()))
        .filter(scope.condition(asset::Column::CompanyId))
        .order_by_asc(asset::Column::Id)
        .lock_exclusive()
        .all(txn)
        .await?;
    if assets.len() != ids.len() {
        return Err(AppError::NotFound);
    }
    Ok(assets)
}

/// 409 naming the first asset (in id order) that is on an open (not completed) assignment other
/// than `except`.
pub(super) async fn refuse_assets_on_open_assignments(
    txn: &DatabaseTransaction,
    assets: &[asset::Model],
    except: Option<i32>,
) -> AppResult<()> {
    let taken: Vec<(i32, String)> = assignment_asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssetId)
        .column(assignment::Column::Ref)
        .join(
            JoinType::InnerJoin,
            assignment_asset::Relation::Assignment.def(),
        )
        .filter(assignment_asset::Column::AssetId.is_in(assets.iter().map(|a| a.id)))
        .filter(assignment::Column::Completed.eq(false))
        .filter(except.map_or(Condition::all(), |id| {
            Condition::all().add(assignment::Column::Id.ne(id))
        }))
        .order_by_asc(assignment::Column::Id)
        .into_tuple()
        .all(txn)
        .await?;
    for asset in assets {
        if let Some((_, reference)) = taken.iter().find(|(id, _)| *id == asset.id) {
            return Err(AppError::Conflict(rules::already_assigned(
                &asset.title,
                asset.their_ref.as_deref(),
                reference,
            )));
        }
    }
    Ok(())
}

/// The address when it is the division's, or its company's with no division; 404 otherwise
/// (another company's address, a forwarder's, or none at all).
async fn address_of(
    txn: &DatabaseTransaction,
    division: &company_division::Model,
    id: Option<i32>,
) -> AppResult<Option<i32>> {
    let Some(id) = id else { return Ok(None) };
    address::Entity::find_by_id(id)
        .filter(
            Condition::any()
                .add(address::Column::CompanyDivisionId.eq(division.id))
                .add(
                    Condition::all()
                        .add(address::Column::CompanyId.eq(division.company_id))
                        .add(address::Column::CompanyDivisionId.is_null()),
                ),
        )
        .one(txn)
        .await?
        .map(|a| Some(a.id))
        .ok_or(AppError::NotFound)
}
