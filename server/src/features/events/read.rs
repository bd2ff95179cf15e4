//! The events a caller may see after an id, from the table: what a stream sends first when it
//! resumes, and again when it fell behind the live ones.
use entity::event;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::{auth::Scope, error::AppResult};

/// At most this many at a time; the stream reads again until it has caught up.
pub const PAGE: u64 = 500;

/// The caller's events after `after`, oldest first, at most [`PAGE`].
pub async fn after(
    db: &impl ConnectionTrait,
    scope: Scope,
    after: i32,
) -> AppResult<Vec<event::Model>> {
    Ok(event::Entity::find()
        .filter(scope.condition(event::Column::CompanyId))
        .filter(event::Column::Id.gt(after))
        .order_by_asc(event::Column::Id)
        .limit(PAGE)
        .all(db)
        .await?)
}

/// The newest event's id (0 when there is none): a stream opened without `Last-Event-ID` starts
/// after it.
pub async fn latest(db: &impl ConnectionTrait) -> AppResult<i32> {
    Ok(event::Entity::find()
        .order_by_desc(event::Column::Id)
        .one(db)
        .await?
        .map_or(0, |e| e.id))
}
