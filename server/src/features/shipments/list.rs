//! `GET /api/admin/shipment/` and the `/app/admin/shipment` page: one page of the shipments through
//! the list contract (`crate::list`), the open ones unless `incCompleted=true`. A search word may be
//! found in the reference (`S-12`), the mode, the origin or destination address, or the reference
//! or PO number of an assignment carried.
use std::collections::HashMap;

use entity::{assignment, shipment, shipment_assignment};
use sea_orm::{
    sea_query::{Condition, Expr, ExprTrait, LikeExpr, Query, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};

use super::{
    dto::{ShipmentFilters, ShipmentRow},
    read,
};
use crate::{
    error::AppResult,
    features::reports::columns::address_line,
    list::{child_count, col, in_order_of, page_ids, Dir, ListRequest, ListSpec, Page, SortColumn},
};

/// The first leg's ETD, else the commencement date.
fn departure() -> SimpleExpr {
    Expr::cust(
        "COALESCE((SELECT MIN(\"etd_on\") FROM \"shipment_leg\" WHERE \"shipment_leg\".\"shipment_id\" \
= \"shipment\".\"id\"), \"shipment\".\"commencement_on\")",
    )
}

/// The last leg's ETA, else the conclusion date.
fn arrival() -> SimpleExpr {
    Expr::cust(
        "COALESCE((SELECT MAX(\"eta_on\") FROM \"shipment_leg\" WHERE \"shipment_leg\".\"shipment_id\" \
= \"shipment\".\"id\"), \"shipment\".\"conclusion_on\")",
    )
}

/// An address's folded text, for the search (`address.search_text`).
fn address_text(column: &str) -> SimpleExpr {
    Expr::cust(format!(
        "(SELECT \"search_text\" FROM \"address\" WHERE \"address\".\"id\" = \"shipment\".\"{column}\")"
    ))
}

/// Sorts: ref (default: the newest first), mode, departure, arrival, assignments (how many),
/// completed.
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn {
            id: "ref",
            key: || col(shipment::Column::Id),
            reversed: true,
        },
        SortColumn::new("mode", || col(shipment::Column::Mode)),
        SortColumn::new("departure", departure),
        SortColumn::new("arrival", arrival),
        SortColumn::new("assignments", || {
            child_count("shipment_assignment", "shipment_id", "shipment")
        }),
        SortColumn::new("completed", || col(shipment::Column::Completed)),
    ],
    default_sort: "ref",
    default_dir: Dir::Asc,
    search: || {
        vec![
            // `s-12`: the reference as the folded search word reads it.
            Expr::cust("('s-' || CAST(\"shipment\".\"id\" AS TEXT))"),
            Expr::cust("LOWER(\"shipment\".\"mode\")"),
            address_text("origin_address_id"),
            address_text("destination_address_id"),
        ]
    },
    tie: || col(shipment::Column::Id),
};

/// Every word in one of the list's columns or in an assignment carried (its folded ref and PO).
fn search(q: &str) -> Condition {
    let mut all = Condition::all();
    for term in entity::text::search_terms(q) {
        let pattern = entity::text::like_pattern(&term);
        let mut any = Condition::any();
        for column in (SPEC.search)() {
            any = any.add(column.like(LikeExpr::new(pattern.clone()).escape('\\')));
        }
        let carried = Query::select()
            .expr(Expr::val(1))
            .from(shipment_assignment::Entity)
            .inner_join(
                assignment::Entity,
                Expr::col((assignment::Entity, assignment::Column::Id)).equals((
                    shipment_assignment::Entity,
                    shipment_assignment::Column::AssignmentId,
                )),
            )
            .and_where(
                Expr::col((
                    shipment_assignment::Entity,
                    shipment_assignment::Column::ShipmentId,
                ))
                .equals((shipment::Entity, shipment::Column::Id)),
            )
            .and_where(
                Expr::col((assignment::Entity, assignment::Column::SearchText))
                    .like(LikeExpr::new(pattern.clone()).escape('\\')),
            )
            .to_owned();
        any = any.add(Expr::exists(carried));
        all = all.add(any);
    }
    all
}

impl ShipmentFilters {
    /// The filter as the API query string carries it (after the list parameters).
    pub fn query_pairs(&self) -> Vec<(&'static str, String)> {
        self.inc_completed
            .map(|inc| vec![("incCompleted", inc.to_string())])
            .unwrap_or_default()
    }
}

/// One page of the shipments that pass the filter.
pub async fn page(
    db: &impl ConnectionTrait,
    filters: &ShipmentFilters,
    request: &ListRequest,
) -> AppResult<Page<ShipmentRow>> {
    let mut select = shipment::Entity::find();
    if !filters.inc_completed.unwrap_or(false) {
        select = select.filter(shipment::Column::Completed.eq(false));
    }
    if !request.q.trim().is_empty() {
        select = select.filter(search(&request.q));
    }
    // The search is applied above (it reaches into the assignments carried).
    let unsearched = ListRequest {
        q: String::new(),
        sort: request.sort.clone(),
        ..*request
    };
    let ids = page_ids(db, select, shipment::Column::Id, &SPEC, &unsearched).await?;
    let rows = rows(db, &ids.rows).await?;
    Ok(ids.with_rows(rows))
}

/// The list rows of `ids`, in that order.
async fn rows(db: &impl ConnectionTrait, ids: &[i32]) -> AppResult<Vec<ShipmentRow>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let shipments = shipment::Entity::find()
        .filter(shipment::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    let mut refs: HashMap<i32, Vec<String>> = HashMap::new();
    for (link, a) in shipment_assignment::Entity::find()
        .filter(shipment_assignment::Column::ShipmentId.is_in(ids.iter().copied()))
        .order_by_asc(shipment_assignment::Column::Id)
        .find_also_related(entity::assignment::Entity)
        .all(db)
        .await?
    {
        if let Some(a) = a {
            refs.entry(link.shipment_id).or_default().push(a.r#ref);
        }
    }
    let legs = read::legs_of(db, ids).await?;
    let addresses = read::addresses(
        db,
        shipments
            .iter()
            .flat_map(|s| [s.origin_address_id, s.destination_address_id]),
    )
    .await?;
    let line = |id: Option<i32>| id.and_then(|id| addresses.get(&id)).map(address_line);
    let rows = shipments
        .into_iter()
        .map(|s| {
            let legs = legs.get(&s.id).map(Vec::as_slice).unwrap_or_default();
            ShipmentRow {
                reference: entity::shipment::reference(s.id),
                assignments: refs.remove(&s.id).unwrap_or_default(),
                first_departure: legs
                    .iter()
                    .filter_map(|l| l.etd_on)
                    .min()
                    .or(s.commencement_on),
                last_arrival: legs
                    .iter()
                    .filter_map(|l| l.eta_on)
                    .max()
                    .or(s.conclusion_on),
                origin: line(s.origin_address_id),
                destination: line(s.destination_address_id),
                id: s.id,
                mode: s.mode,
                completed: s.completed,
            }
        })
        .collect();
    Ok(in_order_of(ids, rows, |r| r.id))
}
