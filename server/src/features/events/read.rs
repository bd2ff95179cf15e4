//! The events an audience may see after an id, from the table: what a stream sends first when it
//! resumes, and again when it fell behind the live ones.
use axum::http::HeaderMap;
use entity::event;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::stream::Audience;
use crate::error::AppResult;

/// At most this many at a time; the stream reads again until it has caught up.
pub const PAGE: u64 = 500;

/// The audience's events after `after`, oldest first, at most [`PAGE`].
pub async fn after(
    db: &impl ConnectionTrait,
    audience: Audience,
    after: i32,
) -> AppResult<Vec<event::Model>> {
    let mut query = event::Entity::find().filter(event::Column::Id.gt(after));
    query = match audience {
        Audience::Scope(scope) => query.filter(scope.condition(event::Column::CompanyId)),
        Audience::Assignment(id) => query.filter(event::Column::AssignmentId.eq(id)),
    };
    Ok(query
        .order_by_asc(event::Column::Id)
        .limit(PAGE)
        .all(db)
        .await?)
}

/// Where a stream starts: after the `Last-Event-ID` header, else after `?lastEventId=`, else after
/// the newest event (a new stream starts with what happens next).
pub async fn start(
    db: &impl ConnectionTrait,
    headers: &HeaderMap,
    query: Option<i32>,
) -> AppResult<i32> {
    let header = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<i32>().ok());
    match header.or(query) {
        Some(id) => Ok(id.max(0)),
        None => Ok(crate::events::hub::latest_id(db).await?),
    }
}
