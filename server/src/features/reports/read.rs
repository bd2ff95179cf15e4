//! The queries the reports share, each for one page of rows at a time: company and division
//! names (read once per report: they are few), measurements, addresses, open storage and open
//! assignments of a set of assets. Every query carries the scope.
use std::collections::{HashMap, HashSet};

use entity::{
    address, assignment, assignment_asset, company, company_division, measurement, storage_entry,
    types::MeasurementKind,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::columns::address_line;
use crate::{auth::Scope, error::AppResult, features::inventory::dto::MeasurementDto};

/// Rows read per query when a report pages through a table.
pub const PAGE: u64 = 1_000;

/// Company and division names by id, within the scope.
pub struct Names {
    pub companies: HashMap<i32, String>,
    pub divisions: HashMap<i32, String>,
}

impl Names {
    pub async fn read(db: &impl ConnectionTrait, scope: Scope) -> AppResult<Names> {
        let companies = company::Entity::find()
            .filter(scope.condition(company::Column::Id))
            .all(db)
            .await?
            .into_iter()
            .map(|c| (c.id, c.name))
            .collect();
        let divisions = company_division::Entity::find()
            .filter(scope.condition(company_division::Column::CompanyId))
            .all(db)
            .await?
            .into_iter()
            .map(|d| (d.id, d.name))
            .collect();
        Ok(Names {
            companies,
            divisions,
        })
    }

    pub fn company(&self, id: i32) -> &str {
        self.companies.get(&id).map_or("", String::as_str)
    }

    pub fn division(&self, id: i32) -> &str {
        self.divisions.get(&id).map_or("", String::as_str)
    }
}

/// Net and gross measurements of the assets `ids`, each list in its order.
pub type Sizes = HashMap<i32, (Vec<MeasurementDto>, Vec<MeasurementDto>)>;

/// The (net, gross) measurements of one asset; none when it has none.
pub fn sizes_of(sizes: &Sizes, asset_id: i32) -> (&[MeasurementDto], &[MeasurementDto]) {
    sizes
        .get(&asset_id)
        .map_or((&[][..], &[][..]), |(net, gross)| (&net[..], &gross[..]))
}

pub async fn sizes(db: &impl ConnectionTrait, scope: Scope, ids: &[i32]) -> AppResult<Sizes> {
    let mut sizes = Sizes::new();
    if ids.is_empty() {
        return Ok(sizes);
    }
    for m in measurement::Entity::find()
        .filter(scope.condition(measurement::Column::CompanyId))
        .filter(measurement::Column::AssetId.is_in(ids.iter().copied()))
        .order_by_asc(measurement::Column::Position)
        .order_by_asc(measurement::Column::Id)
        .all(db)
        .await?
    {
        let (net, gross) = sizes.entry(m.asset_id).or_default();
        if m.kind == MeasurementKind::Gross.as_str() {
            gross.push((&m).into());
        } else {
            net.push((&m).into());
        }
    }
    Ok(sizes)
}

/// Addresses by id, each on one line.
pub async fn address_lines(
    db: &impl ConnectionTrait,
    ids: HashSet<i32>,
) -> AppResult<HashMap<i32, String>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(address::Entity::find()
        .filter(address::Column::Id.is_in(ids))
        .all(db)
        .await?
        .iter()
        .map(|a| (a.id, address_line(a)))
        .collect())
}

/// The assets of `ids` that have an open storage entry (no out date).
pub async fn in_storage(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<HashSet<i32>> {
    if ids.is_empty() {
        return Ok(HashSet::new());
    }
    let stored: Vec<Option<i32>> = storage_entry::Entity::find()
        .select_only()
        .column(storage_entry::Column::AssetId)
        .filter(scope.condition(storage_entry::Column::CompanyId))
        .filter(storage_entry::Column::OutOn.is_null())
        .filter(storage_entry::Column::AssetId.is_in(ids.iter().copied()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(stored.into_iter().flatten().collect())
}

/// The reference of the open assignment each asset of `ids` is on (an asset is on one at most;
/// should there be two, the newest).
///
/// Two queries rather than a join: given the join, SQLite starts from the open assignments (by the
/// `completed` index) and probes each for every asset of the page, which grows with the table.
pub async fn open_assignment_refs(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<HashMap<i32, String>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let links: Vec<(i32, i32)> = assignment_asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssetId)
        .column(assignment_asset::Column::AssignmentId)
        .filter(scope.condition(assignment_asset::Column::CompanyId))
        .filter(assignment_asset::Column::AssetId.is_in(ids.iter().copied()))
        .into_tuple()
        .all(db)
        .await?;
    if links.is_empty() {
        return Ok(HashMap::new());
    }
    let assignment_ids: HashSet<i32> = links.iter().map(|(_, a)| *a).collect();
    let open: HashMap<i32, String> = assignment::Entity::find()
        .select_only()
        .column(assignment::Column::Id)
        .column(assignment::Column::Ref)
        .filter(assignment::Column::Id.is_in(assignment_ids))
        .filter(assignment::Column::Completed.eq(false))
        .into_tuple::<(i32, String)>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let mut newest: HashMap<i32, (i32, String)> = HashMap::new();
    for (asset_id, assignment_id) in links {
        let Some(reference) = open.get(&assignment_id) else {
            continue;
        };
        let slot = newest
            .entry(asset_id)
            .or_insert_with(|| (assignment_id, reference.clone()));
        if assignment_id > slot.0 {
            *slot = (assignment_id, reference.clone());
        }
    }
    Ok(newest
        .into_iter()
        .map(|(asset_id, (_, reference))| (asset_id, reference))
        .collect())
}

/// The references of the assignments `ids`.
pub async fn assignment_refs(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: HashSet<i32>,
) -> AppResult<HashMap<i32, String>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let refs: Vec<(i32, String)> = assignment::Entity::find()
        .select_only()
        .column(assignment::Column::Id)
        .column(assignment::Column::Ref)
        .filter(scope.condition(assignment::Column::CompanyId))
        .filter(assignment::Column::Id.is_in(ids))
        .into_tuple()
        .all(db)
        .await?;
    Ok(refs.into_iter().collect())
}

/// The asset ids of each of the assignments `ids`, in the order they were added.
pub async fn assets_of(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<HashMap<i32, Vec<i32>>> {
    let mut of: HashMap<i32, Vec<i32>> = HashMap::new();
    if ids.is_empty() {
        return Ok(of);
    }
    let links: Vec<(i32, i32)> = assignment_asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssignmentId)
        .column(assignment_asset::Column::AssetId)
        .filter(scope.condition(assignment_asset::Column::CompanyId))
        .filter(assignment_asset::Column::AssignmentId.is_in(ids.iter().copied()))
        .order_by_asc(assignment_asset::Column::Id)
        .into_tuple()
        .all(db)
        .await?;
    for (assignment_id, asset_id) in links {
        of.entry(assignment_id).or_default().push(asset_id);
    }
    Ok(of)
}
