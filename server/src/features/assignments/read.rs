//! Reading customer assignments: the list of the caller's scope, newest first, and one assignment
//! with its assets, addresses, storage, shipments and documents. Every query carries the scope;
//! another company's assignment is a 404, exactly like a missing one.
use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use entity::{address, asset, assignment, assignment_asset, company, company_division};
use sea_orm::{
    sea_query::{Expr, Func},
    ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, JoinType, QueryFilter, QuerySelect,
    RelationTrait, Select,
};

use super::{dto::AssignmentRow, rules::age_in_days};
use crate::{
    auth::Scope,
    error::AppResult,
    features::{addresses::dto::AddressDto, inventory::dto::OwnerDto},
    list::in_order_of,
};

#[derive(FromQueryResult)]
struct RowData {
    id: i32,
    reference: String,
    status: String,
    progress: i32,
    completed: bool,
    company_id: i32,
    company_name: String,
    company_division_id: i32,
    division_name: String,
    po_number: Option<String>,
    pickup_on: Option<NaiveDate>,
    deliver_on: Option<NaiveDate>,
    created_at: DateTime<Utc>,
}

/// Asset count and pieces of one assignment.
#[derive(Clone, Copy, Default)]
struct Tally {
    assets: i64,
    pieces: i64,
}

/// The list rows of `ids` in scope, in the order of `ids` (one page of the list).
pub async fn rows(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<Vec<AssignmentRow>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let data = rows_query(scope)
        .filter(assignment::Column::Id.is_in(ids.iter().copied()))
        .into_model::<RowData>()
        .all(db)
        .await?;
    let mut tallies = tallies(db, scope, ids).await?;
    let today = Utc::now().date_naive();
    let rows = data
        .into_iter()
        .map(|r| {
            let tally = tallies.remove(&r.id).unwrap_or_default();
            to_row(r, tally, today)
        })
        .collect();
    Ok(in_order_of(ids, rows, |r| r.id))
}

/// The list row of one assignment in scope, or `None` when it is missing or another company's.
pub async fn row(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
) -> AppResult<Option<AssignmentRow>> {
    let Some(data) = rows_query(scope)
        .filter(assignment::Column::Id.eq(id))
        .into_model::<RowData>()
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let tally = tallies(db, scope, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default();
    Ok(Some(to_row(data, tally, Utc::now().date_naive())))
}

/// Assignments in scope with their company and division names (joined: the list sorts and
/// searches by them too).
pub fn rows_query(scope: Scope) -> Select<assignment::Entity> {
    use assignment::Column as A;
    assignment::Entity::find()
        .select_only()
        .columns([
            A::Id,
            A::Status,
            A::Progress,
            A::Completed,
            A::CompanyId,
            A::CompanyDivisionId,
            A::PoNumber,
            A::PickupOn,
            A::DeliverOn,
            A::CreatedAt,
        ])
        .column_as(A::Ref, "reference")
        .column_as(company::Column::Name, "company_name")
        .column_as(company_division::Column::Name, "division_name")
        .join(JoinType::InnerJoin, assignment::Relation::Company.def())
        .join(
            JoinType::InnerJoin,
            assignment::Relation::CompanyDivision.def(),
        )
        .filter(scope.condition(A::CompanyId))
}

/// Asset count and pieces of the assignments `ids` in scope, in one grouped query rather than one
/// per assignment.
async fn tallies(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<HashMap<i32, Tally>> {
    use assignment_asset::Column as L;
    let query = assignment_asset::Entity::find()
        .select_only()
        .column(L::AssignmentId)
        .expr_as(
            Func::count(Expr::col((assignment_asset::Entity, L::Id))),
            "assets",
        )
        .expr_as(
            Func::sum(Expr::col((asset::Entity, asset::Column::Pieces))),
            "pieces",
        )
        .join(JoinType::InnerJoin, assignment_asset::Relation::Asset.def())
        .filter(scope.condition(L::CompanyId))
        .filter(L::AssignmentId.is_in(ids.iter().copied()))
        .group_by(L::AssignmentId);
    let rows: Vec<(i32, i64, Option<i64>)> = query.into_tuple().all(db).await?;
    Ok(rows
        .into_iter()
        .map(|(id, assets, pieces)| {
            (
                id,
                Tally {
                    assets,
                    pieces: pieces.unwrap_or(0),
                },
            )
        })
        .collect())
}

fn to_row(r: RowData, tally: Tally, today: NaiveDate) -> AssignmentRow {
    AssignmentRow {
        id: r.id,
        reference: r.reference,
        status: r.status,
        progress: r.progress,
        completed: r.completed,
        company_id: r.company_id,
        owner: OwnerDto {
            company_id: r.company_id,
        },
        company_name: r.company_name,
        company_division_id: r.company_division_id,
        company_division: r.division_name,
        asset_count: tally.assets,
        pieces: tally.pieces,
        po_number: r.po_number,
        pickup_on: r.pickup_on,
        deliver_on: r.deliver_on,
        age: age_in_days(r.created_at, today),
        created_at: r.created_at,
    }
}

/// An address by id, as `GET /api/address` gives it (the assignment's own: already in scope).
pub async fn address_dto(
    db: &impl ConnectionTrait,
    id: Option<i32>,
) -> AppResult<Option<AddressDto>> {
    let Some(id) = id else { return Ok(None) };
    Ok(address::Entity::find_by_id(id)
        .one(db)
        .await?
        .map(Into::into))
}
