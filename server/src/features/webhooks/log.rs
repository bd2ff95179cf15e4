//! An endpoint's delivery log: its attempts a page at a time (the list contract), the newest first.
use entity::{webhook_attempt, webhook_delivery};
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};

use super::dto::AttemptDto;
use crate::{
    error::AppResult,
    list::{col, in_order_of, page_ids, Dir, ListRequest, ListSpec, Page, SortColumn},
};

/// Sorts: at (default, the newest first), event, status, duration. Search: the event type and the
/// error.
pub const LIST: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("at", || col(webhook_attempt::Column::Id)),
        SortColumn::new("event", || col(webhook_attempt::Column::EventId)),
        SortColumn::new("status", || col(webhook_attempt::Column::ResponseStatus)),
        SortColumn::new("duration", || col(webhook_attempt::Column::DurationMs)),
    ],
    default_sort: "at",
    default_dir: Dir::Desc,
    // Neither column has a folded key: searched lower-cased (the search words are).
    search: || vec![lower("event_type"), lower("error")],
    tie: || col(webhook_attempt::Column::Id),
};

fn lower(column: &str) -> SimpleExpr {
    Expr::cust(format!("LOWER(\"webhook_attempt\".\"{column}\")"))
}

/// One page of `endpoint_id`'s log (the caller has checked that the endpoint exists).
pub async fn page(
    db: &impl ConnectionTrait,
    endpoint_id: i32,
    request: &ListRequest,
) -> AppResult<Page<AttemptDto>> {
    let select =
        webhook_attempt::Entity::find().filter(webhook_attempt::Column::EndpointId.eq(endpoint_id));
    let ids = page_ids(db, select, webhook_attempt::Column::Id, &LIST, request).await?;
    let rows = webhook_attempt::Entity::find()
        .filter(webhook_attempt::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let rows = in_order_of(&ids.rows, rows, |a| a.id);
    let deliveries = webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::Id.is_in(rows.iter().map(|a| a.delivery_id)))
        .all(db)
        .await?;
    let dtos = rows
        .into_iter()
        .map(|a| {
            let webhook_id = deliveries
                .iter()
                .find(|d| d.id == a.delivery_id)
                .map(|d| d.webhook_id.clone())
                .unwrap_or_default();
            AttemptDto::of(a, webhook_id)
        })
        .collect();
    Ok(ids.with_rows(dtos))
}
