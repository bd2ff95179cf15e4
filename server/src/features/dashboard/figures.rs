//! The dashboard figures. Counts are aggregated in SQL (COUNT, COUNT DISTINCT, GROUP BY through the
//! sea-query builder, so the same query runs on SQLite and PostgreSQL); every query is filtered by
//! the caller's scope. Hidden assets are left out of every count.
use std::collections::HashMap;

use chrono::{DateTime, Utc};
use entity::{
    asset, assignment, assignment_asset, company, company_division, storage_entry,
    types::AssignmentStatus,
};
use sea_orm::{
    sea_query::{Expr, Func, Query},
    ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, JoinType, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, RelationTrait, Select,
};

use super::dto::{RecentAssetDto, RecentAssignmentDto, StatsDto, StatusCountDto};
use crate::{auth::Scope, error::AppResult};

/// How many assignments the dashboard lists.
pub const RECENT_LIMIT: u64 = 5;

/// All the figures at once (the API's `/api/stats/` and the dashboard page loader).
pub async fn stats(db: &impl ConnectionTrait, scope: Scope) -> AppResult<StatsDto> {
    // Independent reads: on a pool they run side by side.
    let (
        asset_count,
        assignment_count,
        assets_in_transit,
        assets_in_storage,
        recent_assignments,
        assignment_statuses,
    ) = tokio::try_join!(
        asset_count(db, scope),
        assignment_count(db, scope),
        assets_in_transit(db, scope),
        assets_in_storage(db, scope),
        recent_assignments(db, scope),
        assignment_statuses(db, scope),
    )?;
    Ok(StatsDto {
        asset_count,
        assignment_count,
        assets_in_transit,
        assets_in_storage,
        recent_assignments,
        assignment_statuses,
    })
}

/// Assets in scope that are not hidden.
fn visible_assets(scope: Scope) -> Select<asset::Entity> {
    asset::Entity::find()
        .filter(scope.condition(asset::Column::CompanyId))
        .filter(asset::Column::Hidden.eq(false))
}

/// `SELECT COUNT(DISTINCT asset.id)` over a query of visible assets (after its joins).
async fn count_distinct_assets(
    db: &impl ConnectionTrait,
    query: Select<asset::Entity>,
) -> AppResult<u64> {
    let n: Option<i64> = query
        .select_only()
        .expr_as(
            Func::count_distinct(Expr::col((asset::Entity, asset::Column::Id))),
            "n",
        )
        .into_tuple()
        .one(db)
        .await?;
    Ok(as_count(n))
}

/// A `COUNT` as read back (none when no row matched).
fn as_count(n: Option<i64>) -> u64 {
    n.unwrap_or(0).max(0) as u64
}

/// Visible assets in scope.
pub async fn asset_count(db: &impl ConnectionTrait, scope: Scope) -> AppResult<u64> {
    Ok(visible_assets(scope).count(db).await?)
}

/// Assignments in scope, open and completed.
pub async fn assignment_count(db: &impl ConnectionTrait, scope: Scope) -> AppResult<u64> {
    Ok(assignment::Entity::find()
        .filter(scope.condition(assignment::Column::CompanyId))
        .count(db)
        .await?)
}

/// Distinct visible assets on a not-completed assignment whose status is under way
/// (`AssignmentStatus::is_under_way`). An asset on two such assignments counts once.
///
/// Driven from the few open assignments under way (an index on completed, status, company) to
/// their links, with the asset checked by `EXISTS` per link. Written as a three-way join,
/// SQLite without table statistics started from the customer's assets instead and probed every
/// open assignment for each: seconds at 10,000 assets.
pub async fn assets_in_transit(db: &impl ConnectionTrait, scope: Scope) -> AppResult<u64> {
    use assignment_asset::Column as L;
    let under_way: Vec<&str> = AssignmentStatus::under_way().map(|s| s.as_str()).collect();
    let visible_asset = Query::select()
        .expr(Expr::val(1))
        .from(asset::Entity)
        // By path: importing ExprTrait would make `max` on the integers below ambiguous.
        .and_where(sea_orm::sea_query::ExprTrait::equals(
            Expr::col((asset::Entity, asset::Column::Id)),
            (assignment_asset::Entity, L::AssetId),
        ))
        .and_where(asset::Column::Hidden.eq(false))
        .cond_where(scope.condition(asset::Column::CompanyId))
        .to_owned();
    let n: Option<i64> = assignment_asset::Entity::find()
        .select_only()
        .expr_as(
            Func::count_distinct(Expr::col((assignment_asset::Entity, L::AssetId))),
            "n",
        )
        .join(
            JoinType::InnerJoin,
            assignment_asset::Relation::Assignment.def(),
        )
        .filter(scope.condition(assignment::Column::CompanyId))
        .filter(assignment::Column::Completed.eq(false))
        .filter(assignment::Column::Status.is_in(under_way))
        .filter(Expr::exists(visible_asset))
        .into_tuple()
        .one(db)
        .await?;
    Ok(as_count(n))
}

/// Distinct visible assets with an open storage entry (`out_on` is NULL).
pub async fn assets_in_storage(db: &impl ConnectionTrait, scope: Scope) -> AppResult<u64> {
    let query = visible_assets(scope)
        .join(JoinType::InnerJoin, asset::Relation::StorageEntry.def())
        .filter(storage_entry::Column::OutOn.is_null());
    count_distinct_assets(db, query).await
}

#[derive(FromQueryResult)]
struct RecentRow {
    id: i32,
    reference: String,
    status: String,
    progress: i32,
    completed: bool,
    company_id: i32,
    company_name: String,
    company_division_id: i32,
    division_name: String,
    created_at: DateTime<Utc>,
}

#[derive(FromQueryResult)]
struct LinkedAssetRow {
    assignment_id: i32,
    id: i32,
    title: String,
    artist: Option<String>,
    their_ref: Option<String>,
}

/// The newest assignments in scope (created_at, then id, descending), with company and division
/// names joined in, and their assets fetched for all of them in one more query (no N+1).
///
/// Hidden assets are listed here: hiding takes an asset out of the inventory and the counts, but
/// it still travels with its assignment.
pub async fn recent_assignments(
    db: &impl ConnectionTrait,
    scope: Scope,
) -> AppResult<Vec<RecentAssignmentDto>> {
    use assignment::Column as A;
    let rows = assignment::Entity::find()
        .select_only()
        .columns([
            A::Id,
            A::Status,
            A::Progress,
            A::Completed,
            A::CompanyId,
            A::CompanyDivisionId,
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
        .order_by_desc(A::CreatedAt)
        .order_by_desc(A::Id)
        .limit(RECENT_LIMIT)
        .into_model::<RecentRow>()
        .all(db)
        .await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let links = asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssignmentId)
        .columns([
            asset::Column::Id,
            asset::Column::Title,
            asset::Column::Artist,
            asset::Column::TheirRef,
        ])
        .join(JoinType::InnerJoin, asset::Relation::AssignmentAsset.def())
        .filter(assignment_asset::Column::AssignmentId.is_in(rows.iter().map(|r| r.id)))
        .filter(scope.condition(asset::Column::CompanyId))
        .order_by_asc(asset::Column::Title)
        .order_by_asc(asset::Column::Id)
        .into_model::<LinkedAssetRow>()
        .all(db)
        .await?;
    let mut assets = assets_by_assignment(links);
    Ok(rows
        .into_iter()
        .map(|r| RecentAssignmentDto {
            assets: assets.remove(&r.id).unwrap_or_default(),
            id: r.id,
            reference: r.reference,
            status: r.status,
            progress: r.progress,
            completed: r.completed,
            company_id: r.company_id,
            company_name: r.company_name,
            company_division_id: r.company_division_id,
            division_name: r.division_name,
            created_at: r.created_at,
        })
        .collect())
}

/// Groups linked assets by assignment, keeping the query's order within each group.
fn assets_by_assignment(links: Vec<LinkedAssetRow>) -> HashMap<i32, Vec<RecentAssetDto>> {
    let mut by_assignment: HashMap<i32, Vec<RecentAssetDto>> = HashMap::new();
    for link in links {
        by_assignment
            .entry(link.assignment_id)
            .or_default()
            .push(RecentAssetDto {
                id: link.id,
                title: link.title,
                artist: link.artist,
                their_ref: link.their_ref,
            });
    }
    by_assignment
}

/// Assignments in scope per status: one `GROUP BY status` query, then `status_counts`.
pub async fn assignment_statuses(
    db: &impl ConnectionTrait,
    scope: Scope,
) -> AppResult<Vec<StatusCountDto>> {
    let rows: Vec<(String, i64)> = assignment::Entity::find()
        .select_only()
        .column(assignment::Column::Status)
        .expr_as(
            Func::count(Expr::col((assignment::Entity, assignment::Column::Id))),
            "n",
        )
        .filter(scope.condition(assignment::Column::CompanyId))
        .group_by(assignment::Column::Status)
        .into_tuple()
        .all(db)
        .await?;
    Ok(status_counts(rows))
}

/// One entry per status of `AssignmentStatus::ALL`, in that order, with its count (0 when absent).
/// Stored strings that are not a status are not counted.
pub fn status_counts(rows: impl IntoIterator<Item = (String, i64)>) -> Vec<StatusCountDto> {
    let mut counts: HashMap<AssignmentStatus, u64> = HashMap::new();
    for (status, n) in rows {
        if let Some(status) = AssignmentStatus::parse(&status) {
            *counts.entry(status).or_default() += n.max(0) as u64;
        }
    }
    AssignmentStatus::ALL
        .iter()
        .map(|&status| StatusCountDto {
            status,
            count: counts.get(&status).copied().unwrap_or(0),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_is_listed_in_order_and_unknown_ones_are_dropped() {
        let counts = status_counts([
            ("In Transit".to_owned(), 3),
            ("Submitted".to_owned(), 2),
            ("Shipped by owl".to_owned(), 7),
            ("in transit".to_owned(), 1),
        ]);
        assert_eq!(counts.len(), AssignmentStatus::ALL.len());
        assert_eq!(
            counts.iter().map(|c| c.status).collect::<Vec<_>>(),
            AssignmentStatus::ALL
        );
        let count_of = |s: AssignmentStatus| counts.iter().find(|c| c.status == s).unwrap().count;
        assert_eq!(count_of(AssignmentStatus::Submitted), 2);
        assert_eq!(count_of(AssignmentStatus::InTransit), 3);
        assert_eq!(count_of(AssignmentStatus::Delivered), 0);
        assert_eq!(counts.iter().map(|c| c.count).sum::<u64>(), 5);
    }

    #[test]
    fn assets_keep_their_order_within_each_assignment() {
        let row = |assignment_id, id, title: &str| LinkedAssetRow {
            assignment_id,
            id,
            title: title.to_owned(),
            artist: None,
            their_ref: None,
        };
        let grouped = assets_by_assignment(vec![
            row(2, 9, "Apple"),
            row(1, 4, "Birch"),
            row(2, 3, "Cedar"),
        ]);
        let ids = |a: i32| grouped[&a].iter().map(|x| x.id).collect::<Vec<_>>();
        assert_eq!(ids(2), [9, 3]);
        assert_eq!(ids(1), [4]);
    }
}
