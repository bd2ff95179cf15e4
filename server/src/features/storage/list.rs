//! `GET /api/admin/storage/` and the `/app/admin/storage` page: one page of the assets in storage
//! now (an open storage entry) through the list contract (`crate::list`), every company's, with
//! where and since when each is stored, its days outstanding and its gross volume.
use std::collections::{HashMap, HashSet};

use chrono::Utc;
use entity::{asset, company, storage_entry};
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, RelationTrait,
};

use super::dto::{StorageFilters, StorageRow};
use crate::{
    auth::Scope,
    error::AppResult,
    features::{inventory::read, storage_entries::billing},
    list::{
        col, company_name, company_search, division_name, division_search, in_order_of, page_ids,
        Dir, ListRequest, ListSpec, Page, SortColumn,
    },
};

/// The in date of the asset's open entry (the earliest, if the admin kept two open).
fn in_since() -> SimpleExpr {
    Expr::cust(
        "(SELECT MIN(\"in_on\") FROM \"storage_entry\" WHERE \"storage_entry\".\"asset_id\" = \
\"asset\".\"id\" AND \"storage_entry\".\"out_on\" IS NULL)",
    )
}

/// The open entry's location, for the sort (the earliest open entry's).
fn location() -> SimpleExpr {
    Expr::cust(
        "(SELECT LOWER(MIN(\"location\")) FROM \"storage_entry\" WHERE \"storage_entry\".\"asset_id\" = \
\"asset\".\"id\" AND \"storage_entry\".\"out_on\" IS NULL)",
    )
}

/// Sorts: since (default: the longest in storage first), title, ref, company, division, location.
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("since", in_since),
        SortColumn::new("title", || col(asset::Column::TitleKey)),
        SortColumn::new("ref", || Expr::cust("LOWER(\"asset\".\"ref\")")),
        SortColumn::new("company", company_name),
        SortColumn::new("division", division_name),
        SortColumn::new("location", location),
    ],
    default_sort: "since",
    default_dir: Dir::Asc,
    search: || {
        vec![
            col(asset::Column::SearchText),
            company_search(),
            division_search(),
        ]
    },
    tie: || col(asset::Column::Id),
};

impl StorageFilters {
    /// The filters as the API query string carries them (after the list parameters).
    pub fn query_pairs(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if let Some(id) = self.company_id {
            out.push(("companyId", id.to_string()));
        }
        if let Some(id) = self.company_division_id {
            out.push(("companyDivisionId", id.to_string()));
        }
        out
    }
}

/// One page of the assets in storage in scope that pass the filters.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    filters: &StorageFilters,
    request: &ListRequest,
) -> AppResult<Page<StorageRow>> {
    let open = Expr::cust(
        "EXISTS (SELECT 1 FROM \"storage_entry\" WHERE \"storage_entry\".\"asset_id\" = \
\"asset\".\"id\" AND \"storage_entry\".\"out_on\" IS NULL)",
    );
    let mut select = asset::Entity::find()
        .join(JoinType::InnerJoin, asset::Relation::CompanyDivision.def())
        .join(JoinType::InnerJoin, asset::Relation::Company.def())
        .filter(scope.condition(asset::Column::CompanyId))
        .filter(open);
    if let Some(id) = filters.company_id {
        select = select.filter(asset::Column::CompanyId.eq(id));
    }
    if let Some(id) = filters.company_division_id {
        select = select.filter(asset::Column::CompanyDivisionId.eq(id));
    }
    let ids = page_ids(db, select, asset::Column::Id, &SPEC, request).await?;
    let rows = rows(db, scope, &ids.rows).await?;
    Ok(ids.with_rows(rows))
}

/// The rows of `ids` in scope, in the order of `ids`.
async fn rows(db: &impl ConnectionTrait, scope: Scope, ids: &[i32]) -> AppResult<Vec<StorageRow>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let assets = read::asset_dtos(db, scope, ids).await?;
    let company_ids: HashSet<i32> = assets.iter().map(|a| a.row.company_id).collect();
    let names: HashMap<i32, String> = company::Entity::find()
        .filter(company::Column::Id.is_in(company_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    let open: HashMap<i32, storage_entry::Model> = storage_entry::Entity::find()
        .filter(scope.condition(storage_entry::Column::CompanyId))
        .filter(storage_entry::Column::AssetId.is_in(ids.iter().copied()))
        .filter(storage_entry::Column::OutOn.is_null())
        .all(db)
        .await?
        .into_iter()
        .fold(HashMap::new(), |mut by_asset, e| {
            if let Some(asset) = e.asset_id {
                let earlier = by_asset
                    .get(&asset)
                    .is_none_or(|o: &storage_entry::Model| (e.in_on, e.id) < (o.in_on, o.id));
                if earlier {
                    by_asset.insert(asset, e);
                }
            }
            by_asset
        });
    let today = Utc::now().date_naive();
    let days = billing::for_assets(db, scope, ids, today).await?;
    let rows = assets
        .into_iter()
        .filter_map(|a| {
            let entry = open.get(&a.row.id)?;
            Some(StorageRow {
                id: a.row.id,
                title: a.row.title,
                artist: a.row.artist,
                reference: a.row.reference,
                their_ref: a.row.their_ref,
                company_id: a.row.company_id,
                company_name: names.get(&a.row.company_id).cloned().unwrap_or_default(),
                company_division_id: a.row.company_division_id,
                company_division: a.row.company_division,
                location: entry.location.clone(),
                in_since: entry.in_on,
                days_outstanding: days.get(&a.row.id).map_or(0, |o| o.days),
                gross_volume: a.gross_volume,
            })
        })
        .collect();
    Ok(in_order_of(ids, rows, |r| r.id))
}
