//! What a tracking link shows, looked up by its token: the assignment's ref, status, progress,
//! dates and its shipments' legs. An unknown, expired or revoked token is `NotFound`, the same
//! for each, so a link that no longer works says nothing.
use chrono::{DateTime, Utc};
use entity::{assignment, tracking_link};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::{
    dto::{instant, TrackedLegDto, TrackedShipmentDto, TrackingDto},
    rules,
};
use crate::{
    auth::session::token_hash,
    error::{AppError, AppResult},
    features::{assignments::shipments::carrying, shipments::read::legs_of},
    limits::millis,
};

/// The open link of `token`.
pub async fn open_link(
    db: &impl ConnectionTrait,
    token: &str,
    now: DateTime<Utc>,
) -> AppResult<tracking_link::Model> {
    if !rules::plausible_token(token) {
        return Err(AppError::NotFound);
    }
    tracking_link::Entity::find()
        .filter(tracking_link::Column::TokenHash.eq(token_hash(token)))
        .one(db)
        .await?
        .filter(|l| rules::is_open(l.expires_at_ms, l.revoked_at_ms, millis(now)))
        .ok_or(AppError::NotFound)
}

/// Whether the link (by id) still opens its page: a page left open stops updating once it does
/// not.
pub async fn still_open(
    db: &impl ConnectionTrait,
    link_id: i32,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    Ok(tracking_link::Entity::find_by_id(link_id)
        .one(db)
        .await?
        .is_some_and(|l| rules::is_open(l.expires_at_ms, l.revoked_at_ms, millis(now))))
}

/// What the link of `token` shows now.
pub async fn tracking(
    db: &impl ConnectionTrait,
    token: &str,
    now: DateTime<Utc>,
) -> AppResult<TrackingDto> {
    let link = open_link(db, token, now).await?;
    let job = assignment::Entity::find_by_id(link.assignment_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let shipments = carrying(db, job.id).await?;
    let ids: Vec<i32> = shipments.iter().map(|s| s.id).collect();
    let mut legs = legs_of(db, &ids).await?;
    Ok(TrackingDto {
        reference: job.r#ref,
        status: job.status,
        progress: job.progress,
        completed: job.completed,
        pickup_on: job.pickup_on,
        deliver_on: job.deliver_on,
        shipments: shipments
            .into_iter()
            .map(|s| TrackedShipmentDto {
                reference: entity::shipment::reference(s.id),
                mode: s.mode,
                completed: s.completed,
                legs: legs
                    .remove(&s.id)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|l| TrackedLegDto {
                        pod: l.pod,
                        poa: l.poa,
                        etd_on: l.etd_on,
                        eta_on: l.eta_on,
                    })
                    .collect(),
            })
            .collect(),
        expires_at: instant(link.expires_at_ms),
    })
}
