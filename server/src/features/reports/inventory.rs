//! The `inventory` (every asset of every company) and `in-storage` (every asset in storage now,
//! with its days outstanding) named reports. Both go company by company (by name) and read a page
//! of rows at a time by keyset (the last key read), never the whole table at once.
use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, Utc};
use entity::{asset, storage_entry};
use sea_orm::{
    sea_query::Condition, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::{
    build::ReportBuild,
    columns::{self, asset_rows, gross_cells, ASSET},
    read::{self, Names, PAGE},
    words::Words,
    xlsx::{column, Cell, Column, Kind},
};
use crate::{
    auth::Scope,
    error::AppResult,
    features::{
        companies::read::companies,
        storage_entries::{billing, outstanding::Outstanding},
    },
};

const fn text(header: &'static str, width: f64) -> Column {
    column(header, width, Kind::Text)
}

pub const INVENTORY: [Column; 23] = columns::join(&[
    &[text("Company", 22.0), text("Division", 18.0)],
    &ASSET,
    &[
        column("Hidden", 8.0, Kind::Bool),
        column("In storage", 10.0, Kind::Bool),
        text("Open assignment", 16.0),
        column("Created (UTC)", 17.0, Kind::DateTime),
    ],
]);

pub const IN_STORAGE: [Column; 15] = [
    text("Company", 22.0),
    text("Division", 18.0),
    text("Title", 32.0),
    text("Artist", 22.0),
    text("Their ref", 14.0),
    text("Ref", 14.0),
    column("Pieces", 8.0, Kind::Integer),
    text("Location", 16.0),
    column("In storage since", 14.0, Kind::Date),
    column("Days outstanding", 10.0, Kind::Integer),
    text("Assignment", 14.0),
    column("Gross weight (kg)", 12.0, Kind::Decimal(2)),
    column("Gross weight (lb)", 12.0, Kind::Decimal(2)),
    column("Gross volume (m³)", 14.0, Kind::Decimal(4)),
    column("Gross volume (ft³)", 12.0, Kind::Decimal(2)),
];

/// Every asset of every company, hidden ones included: companies by name, then assets in the
/// order they were added; an asset with several net measurements has a row for each.
pub async fn inventory_report(db: &impl ConnectionTrait, words: Words) -> AppResult<Vec<u8>> {
    let scope = Scope::All;
    let names = Names::read(db, scope).await?;
    let mut out = ReportBuild::start("Inventory", &INVENTORY, words).await?;
    for company in companies(db).await? {
        let mut after = 0;
        loop {
            let assets = asset::Entity::find()
                .filter(asset::Column::CompanyId.eq(company.id))
                .filter(asset::Column::Id.gt(after))
                .order_by_asc(asset::Column::Id)
                .limit(PAGE)
                .all(db)
                .await?;
            let Some(last) = assets.last() else { break };
            after = last.id;
            let ids: Vec<i32> = assets.iter().map(|a| a.id).collect();
            let sizes = read::sizes(db, scope, &ids).await?;
            let stored = read::in_storage(db, scope, &ids).await?;
            let on = read::open_assignment_refs(db, scope, &ids).await?;
            let rows = inventory_rows(&company.name, &names, &assets, &sizes, &stored, &on);
            out.push_all(rows).await?;
        }
    }
    out.finish().await
}

fn inventory_rows(
    company: &str,
    names: &Names,
    assets: &[asset::Model],
    sizes: &read::Sizes,
    stored: &HashSet<i32>,
    on: &HashMap<i32, String>,
) -> Vec<Vec<Cell>> {
    let mut rows = Vec::with_capacity(assets.len());
    for a in assets {
        let (net, gross) = read::sizes_of(sizes, a.id);
        let head = [
            Cell::text(company),
            Cell::text(names.division(a.company_division_id)),
        ];
        let tail = [
            Cell::Bool(a.hidden),
            Cell::Bool(stored.contains(&a.id)),
            Cell::opt_text(on.get(&a.id).map(String::as_str)),
            Cell::DateTime(a.created_at),
        ];
        for cells in asset_rows(a, net, gross) {
            let mut row = Vec::with_capacity(INVENTORY.len());
            row.extend(head.iter().cloned());
            row.extend(cells);
            row.extend(tail.iter().cloned());
            rows.push(row);
        }
    }
    rows
}

/// Every asset in storage now (an open storage entry): companies by name, then the longest in
/// storage first. An asset with two open entries is listed once, from the earlier.
pub async fn in_storage_report(db: &impl ConnectionTrait, words: Words) -> AppResult<Vec<u8>> {
    let scope = Scope::All;
    let names = Names::read(db, scope).await?;
    let today = Utc::now().date_naive();
    let mut out = ReportBuild::start("In storage", &IN_STORAGE, words).await?;
    for company in companies(db).await? {
        let mut listed: HashSet<i32> = HashSet::new();
        let mut after: Option<(NaiveDate, i32)> = None;
        loop {
            let mut query = storage_entry::Entity::find()
                .filter(storage_entry::Column::CompanyId.eq(company.id))
                .filter(storage_entry::Column::OutOn.is_null())
                .filter(storage_entry::Column::AssetId.is_not_null());
            if let Some((in_on, id)) = after {
                query = query.filter(
                    Condition::any()
                        .add(storage_entry::Column::InOn.gt(in_on))
                        .add(
                            Condition::all()
                                .add(storage_entry::Column::InOn.eq(in_on))
                                .add(storage_entry::Column::Id.gt(id)),
                        ),
                );
            }
            let entries = query
                .order_by_asc(storage_entry::Column::InOn)
                .order_by_asc(storage_entry::Column::Id)
                .limit(PAGE)
                .all(db)
                .await?;
            let Some(last) = entries.last() else { break };
            after = Some((last.in_on, last.id));
            let entries: Vec<storage_entry::Model> = entries
                .into_iter()
                .filter(|e| e.asset_id.is_some_and(|id| listed.insert(id)))
                .collect();
            let ids: Vec<i32> = entries.iter().filter_map(|e| e.asset_id).collect();
            let assets: HashMap<i32, asset::Model> = if ids.is_empty() {
                HashMap::new()
            } else {
                asset::Entity::find()
                    .filter(asset::Column::Id.is_in(ids.iter().copied()))
                    .all(db)
                    .await?
                    .into_iter()
                    .map(|a| (a.id, a))
                    .collect()
            };
            let sizes = read::sizes(db, scope, &ids).await?;
            let days = billing::for_assets(db, scope, &ids, today).await?;
            let assignment_ids = entries.iter().filter_map(|e| e.assignment_id).collect();
            let refs = read::assignment_refs(db, scope, assignment_ids).await?;
            let rows = storage_rows(
                &company.name,
                &names,
                &entries,
                &assets,
                &sizes,
                &refs,
                &days,
            );
            out.push_all(rows).await?;
        }
    }
    out.finish().await
}

fn storage_rows(
    company: &str,
    names: &Names,
    entries: &[storage_entry::Model],
    assets: &HashMap<i32, asset::Model>,
    sizes: &read::Sizes,
    refs: &HashMap<i32, String>,
    days: &HashMap<i32, Outstanding>,
) -> Vec<Vec<Cell>> {
    let mut rows = Vec::with_capacity(entries.len());
    for e in entries {
        let Some(a) = e.asset_id.and_then(|id| assets.get(&id)) else {
            continue;
        };
        let (net, gross) = read::sizes_of(sizes, a.id);
        let mut row = vec![
            Cell::text(company),
            Cell::text(names.division(a.company_division_id)),
            Cell::text(a.title.clone()),
            Cell::opt_text(a.artist.as_deref()),
            Cell::opt_text(a.their_ref.as_deref()),
            Cell::opt_text(a.r#ref.as_deref()),
            Cell::int(a.pieces.into()),
            Cell::opt_text(e.location.as_deref()),
            Cell::Date(e.in_on),
            Cell::int(days.get(&a.id).map_or(0, |o| o.days)),
            Cell::opt_text(
                e.assignment_id
                    .and_then(|id| refs.get(&id))
                    .map(String::as_str),
            ),
        ];
        row.extend(gross_cells(gross, net));
        rows.push(row);
    }
    rows
}
