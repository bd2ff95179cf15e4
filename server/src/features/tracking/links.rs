//! Making, listing and revoking an assignment's tracking links, within the caller's scope (a
//! customer their company's assignments, the admin any). Each change is audited.
use chrono::{DateTime, Utc};
use entity::{assignment, tracking_link, types::AuditAction};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set,
    TransactionTrait,
};
use serde_json::json;

use super::{
    dto::{instant, CreatedTrackingLinkDto, NewTrackingLink, TrackingLinkDto},
    rules,
};
use crate::{
    audit,
    auth::{scope::find_in_scope, session, CurrentUser, Scope},
    error::{AppError, AppResult},
    limits::millis,
};

fn dto(link: &tracking_link::Model, now_ms: i64) -> TrackingLinkDto {
    TrackingLinkDto {
        id: link.id,
        label: link.label.clone(),
        created_at: instant(link.created_at_ms),
        expires_at: instant(link.expires_at_ms),
        revoked_at: link.revoked_at_ms.map(instant),
        open: rules::is_open(link.expires_at_ms, link.revoked_at_ms, now_ms),
    }
}

/// The assignment's links, newest first.
pub async fn list(
    db: &DatabaseConnection,
    scope: Scope,
    assignment_id: i32,
    now: DateTime<Utc>,
) -> AppResult<Vec<TrackingLinkDto>> {
    find_in_scope::<assignment::Entity>(db, scope, assignment_id).await?;
    let now_ms = millis(now);
    Ok(tracking_link::Entity::find()
        .filter(tracking_link::Column::AssignmentId.eq(assignment_id))
        .order_by_desc(tracking_link::Column::Id)
        .all(db)
        .await?
        .iter()
        .map(|l| dto(l, now_ms))
        .collect())
}

/// A new link to the assignment; its path with the token, shown this once.
pub async fn create(
    db: &DatabaseConnection,
    user: &CurrentUser,
    assignment_id: i32,
    input: NewTrackingLink,
    now: DateTime<Utc>,
) -> AppResult<CreatedTrackingLinkDto> {
    let job = find_in_scope::<assignment::Entity>(db, user.scope(), assignment_id).await?;
    let label = rules::label(input.label.as_deref())?;
    let expires = rules::expiry(now, input.expires_in_days)?;
    let now_ms = millis(now);
    let txn = db.begin().await?;
    let open = tracking_link::Entity::find()
        .filter(tracking_link::Column::AssignmentId.eq(job.id))
        .all(&txn)
        .await?
        .iter()
        .filter(|l| rules::is_open(l.expires_at_ms, l.revoked_at_ms, now_ms))
        .count();
    if open >= rules::MAX_OPEN {
        return Err(AppError::Conflict(format!(
            "An assignment has at most {} open tracking links: revoke one first.",
            rules::MAX_OPEN
        )));
    }
    let token = session::new_token();
    let link = tracking_link::ActiveModel {
        assignment_id: Set(job.id),
        company_id: Set(job.company_id),
        token_hash: Set(session::token_hash(&token)),
        label: Set(label),
        created_by: Set(Some(user.account.id)),
        created_at_ms: Set(now_ms),
        expires_at_ms: Set(millis(expires)),
        revoked_at_ms: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    record(&txn, user, AuditAction::Create, &link).await?;
    txn.commit().await?;
    Ok(CreatedTrackingLinkDto {
        link: dto(&link, now_ms),
        path: format!("/track/{token}"),
    })
}

/// Revokes a link of the assignment: its page is a 404 from now on. Revoking twice is fine.
pub async fn revoke(
    db: &DatabaseConnection,
    user: &CurrentUser,
    assignment_id: i32,
    link_id: i32,
    now: DateTime<Utc>,
) -> AppResult<TrackingLinkDto> {
    find_in_scope::<assignment::Entity>(db, user.scope(), assignment_id).await?;
    let txn = db.begin().await?;
    let link = tracking_link::Entity::find_by_id(link_id)
        .filter(tracking_link::Column::AssignmentId.eq(assignment_id))
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let link = if link.revoked_at_ms.is_some() {
        link
    } else {
        let mut row: tracking_link::ActiveModel = link.into();
        row.revoked_at_ms = Set(Some(millis(now)));
        let link = row.update(&txn).await?;
        record(&txn, user, AuditAction::Delete, &link).await?;
        link
    };
    txn.commit().await?;
    Ok(dto(&link, millis(now)))
}

async fn record(
    txn: &sea_orm::DatabaseTransaction,
    user: &CurrentUser,
    action: AuditAction,
    link: &tracking_link::Model,
) -> AppResult<()> {
    audit::record(
        txn,
        audit::Entry {
            actor: Some(user.account.id),
            action,
            object_type: "tracking_link",
            object_id: Some(link.id.to_string()),
            company_id: Some(link.company_id),
            detail: Some(json!({
                "assignmentId": link.assignment_id,
                "label": link.label,
                "expiresAt": instant(link.expires_at_ms),
            })),
        },
    )
    .await
}
