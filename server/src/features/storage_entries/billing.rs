//! What the outstanding days of stored assets need from the database: each asset's storage entries
//! and the end of the last period a storage invoice billed it for. A handful of queries for all the
//! ids at once, never one per asset.
use std::collections::HashMap;

use chrono::NaiveDate;
use entity::{storage_entry, storage_invoice_item};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use super::outstanding::{outstanding, Outstanding, Stay};
use crate::{auth::Scope, error::AppResult};

/// Per asset of `ids` in scope: the end of the last period a storage invoice billed it for.
pub async fn billed_through(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<HashMap<i32, NaiveDate>> {
    let mut out: HashMap<i32, NaiveDate> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    let rows: Vec<(i32, Option<NaiveDate>)> = storage_invoice_item::Entity::find()
        .select_only()
        .column(storage_invoice_item::Column::AssetId)
        .column(storage_invoice_item::Column::PeriodTo)
        .filter(scope.condition(storage_invoice_item::Column::CompanyId))
        .filter(storage_invoice_item::Column::AssetId.is_in(ids.iter().copied()))
        .into_tuple()
        .all(db)
        .await?;
    for (asset, to) in rows {
        let Some(to) = to else { continue };
        let slot = out.entry(asset).or_insert(to);
        *slot = Ord::max(*slot, to);
    }
    Ok(out)
}

/// The storage entries of an asset as the rule reads them.
pub fn stays(entries: &[storage_entry::Model]) -> Vec<Stay> {
    entries
        .iter()
        .map(|e| Stay {
            in_on: e.in_on,
            out_on: e.out_on,
        })
        .collect()
}

/// Per asset of `ids` in scope: its outstanding days on `today` (assets without any: left out).
pub async fn for_assets(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
    today: NaiveDate,
) -> AppResult<HashMap<i32, Outstanding>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let mut entries: HashMap<i32, Vec<storage_entry::Model>> = HashMap::new();
    for e in storage_entry::Entity::find()
        .filter(scope.condition(storage_entry::Column::CompanyId))
        .filter(storage_entry::Column::AssetId.is_in(ids.iter().copied()))
        .all(db)
        .await?
    {
        if let Some(asset) = e.asset_id {
            entries.entry(asset).or_default().push(e);
        }
    }
    let billed = billed_through(db, scope, ids).await?;
    Ok(entries
        .into_iter()
        .map(|(asset, list)| {
            (
                asset,
                outstanding(&stays(&list), billed.get(&asset).copied(), today),
            )
        })
        .collect())
}
