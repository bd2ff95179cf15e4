//! Reading assets in full: one asset, a set of assets by id (for assignments), and the duplicate
//! check. Related rows are read with a handful of queries for all the ids at once, never one query
//! per asset. The list reads slim rows of one page (`list.rs`).
use std::collections::HashMap;

use chrono::Utc;
use entity::{
    asset, assignment, assignment_asset, company_division, document, measurement, storage_entry,
    types::{DocumentType, MeasurementKind},
};
use sea_orm::{
    sea_query::{Condition, Expr, ExprTrait, Func},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};

use super::{
    dto::{AssetDto, AssetMatches, MeasurementDto, OwnerDto, StorageDto},
    list,
    measurements::{gross_entry, money_text, volume_m3},
};
use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    features::storage_entries::{billing, outstanding::outstanding},
};

/// Which assets' related rows to read: a few ids in a scope (one asset, an assignment, a page).
#[derive(Clone, Copy)]
enum Rows<'a> {
    Ids(Scope, &'a [i32]),
}

impl Rows<'_> {
    /// The condition on a related table's `company_id` and asset column.
    fn on(self, company: impl ColumnTrait, asset: impl ColumnTrait) -> Condition {
        match self {
            Rows::Ids(scope, ids) => scope
                .condition(company)
                .add(asset.is_in(ids.iter().copied())),
        }
    }
}

/// One asset in scope; 404 for a missing one or another company's.
pub async fn get(db: &impl ConnectionTrait, scope: Scope, id: i32) -> AppResult<AssetDto> {
    asset_dtos(db, scope, &[id])
        .await?
        .pop()
        .ok_or(AppError::NotFound)
}

/// The assets of `ids` that are in scope, in the order of `ids` (ids outside the scope are left out).
pub async fn asset_dtos(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<Vec<AssetDto>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let assets = asset::Entity::find()
        .filter(scope.condition(asset::Column::CompanyId))
        .filter(asset::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    let mut dtos = assemble(db, assets, Rows::Ids(scope, ids)).await?;
    let place: HashMap<i32, usize> = ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    dtos.sort_by_key(|a| place.get(&a.row.id).copied().unwrap_or(usize::MAX));
    Ok(dtos)
}

/// Assets in scope whose theirRef, or whose title, equals the one given (trimmed, any case).
pub async fn matches(
    db: &impl ConnectionTrait,
    scope: Scope,
    title: Option<&str>,
    reference: Option<&str>,
) -> AppResult<AssetMatches> {
    Ok(AssetMatches {
        by_reference: same_text(db, scope, asset::Column::TheirRef, reference).await?,
        by_title: same_text(db, scope, asset::Column::Title, title).await?,
    })
}

async fn same_text(
    db: &impl ConnectionTrait,
    scope: Scope,
    column: asset::Column,
    text: Option<&str>,
) -> AppResult<Vec<AssetDto>> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(Vec::new());
    };
    let ids: Vec<i32> = asset::Entity::find()
        .filter(scope.condition(asset::Column::CompanyId))
        .filter(lower_eq(column, text))
        .order_by_asc(asset::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|a| a.id)
        .collect();
    asset_dtos(db, scope, &ids).await
}

/// `lower(column) = lower(text)`: SQLite's `lower` folds ASCII only, so references and titles in
/// other scripts match in their exact case there.
pub fn lower_eq(column: asset::Column, text: &str) -> Condition {
    Condition::all().add(ExprTrait::eq(
        Expr::expr(Func::lower(Expr::col(column))),
        text.to_lowercase(),
    ))
}

/// Puts assets together with their division names, measurements, storage, photo and assignment.
async fn assemble(
    db: &impl ConnectionTrait,
    assets: Vec<asset::Model>,
    rows: Rows<'_>,
) -> AppResult<Vec<AssetDto>> {
    if assets.is_empty() {
        return Ok(Vec::new());
    }
    let Rows::Ids(scope, _) = rows;
    let divisions: HashMap<i32, String> = company_division::Entity::find()
        .filter(scope.condition(company_division::Column::CompanyId))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();
    let mut sizes: HashMap<i32, (Vec<MeasurementDto>, Vec<MeasurementDto>)> = HashMap::new();
    for m in measurement::Entity::find()
        .filter(rows.on(measurement::Column::CompanyId, measurement::Column::AssetId))
        .order_by_asc(measurement::Column::Position)
        .order_by_asc(measurement::Column::Id)
        .all(db)
        .await?
    {
        let entry = sizes.entry(m.asset_id).or_default();
        let list = if m.kind == MeasurementKind::Gross.as_str() {
            &mut entry.1
        } else {
            &mut entry.0
        };
        list.push((&m).into());
    }
    let mut storage: HashMap<i32, Vec<storage_entry::Model>> = HashMap::new();
    for s in storage_entry::Entity::find()
        .filter(rows.on(
            storage_entry::Column::CompanyId,
            storage_entry::Column::AssetId,
        ))
        .filter(storage_entry::Column::AssetId.is_not_null())
        .order_by_asc(storage_entry::Column::InOn)
        .order_by_asc(storage_entry::Column::Id)
        .all(db)
        .await?
    {
        storage
            .entry(s.asset_id.unwrap_or_default())
            .or_default()
            .push(s);
    }
    let photos: HashMap<i32, document::Model> = document::Entity::find()
        .filter(rows.on(document::Column::CompanyId, document::Column::AssetId))
        .filter(document::Column::DocumentType.eq(DocumentType::Asset.as_str()))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d))
        .collect();
    let assignments = assignment_of(db, rows).await?;
    let asset_ids: Vec<i32> = assets.iter().map(|a| a.id).collect();
    let billed = billing::billed_through(db, scope, &asset_ids).await?;
    let today = Utc::now().date_naive();
    Ok(assets
        .into_iter()
        .map(|a| {
            let (net, gross) = sizes.remove(&a.id).unwrap_or_default();
            let storage = storage.remove(&a.id).unwrap_or_default();
            let photo = a.photo_document_id.and_then(|id| photos.get(&id));
            let division = divisions.get(&a.company_division_id).cloned();
            let days =
                outstanding(&billing::stays(&storage), billed.get(&a.id).copied(), today).days;
            dto(
                a,
                division.unwrap_or_default(),
                net,
                gross,
                storage,
                photo,
                &assignments,
                days,
            )
        })
        .collect())
}

/// Per asset of `ids` in scope: (on an open assignment, the assignment to link to).
pub async fn assignment_of_ids(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<HashMap<i32, (bool, i32)>> {
    assignment_of(db, Rows::Ids(scope, ids)).await
}

/// Per asset: (on an open assignment, the assignment to link to).
async fn assignment_of(
    db: &impl ConnectionTrait,
    rows: Rows<'_>,
) -> AppResult<HashMap<i32, (bool, i32)>> {
    let links = assignment_asset::Entity::find()
        .filter(rows.on(
            assignment_asset::Column::CompanyId,
            assignment_asset::Column::AssetId,
        ))
        .find_also_related(assignment::Entity)
        .all(db)
        .await?;
    let mut best: HashMap<i32, (bool, i32)> = HashMap::new();
    for (link, job) in links {
        let Some(job) = job else { continue };
        let candidate = (!job.completed, job.id);
        // An open assignment wins; among equals, the newest.
        let slot = best.entry(link.asset_id).or_insert(candidate);
        if candidate > *slot {
            *slot = candidate;
        }
    }
    Ok(best)
}

#[allow(clippy::too_many_arguments)]
fn dto(
    a: asset::Model,
    company_division: String,
    net: Vec<MeasurementDto>,
    gross: Vec<MeasurementDto>,
    storage: Vec<storage_entry::Model>,
    photo: Option<&document::Model>,
    assignments: &HashMap<i32, (bool, i32)>,
    days_outstanding: i64,
) -> AssetDto {
    let open_since = storage.iter().find(|s| s.out_on.is_none()).map(|s| s.in_on);
    let (gross_volume, gross_weight) = match gross_entry(&gross, &net) {
        Some(m) => (
            volume_m3(&m.dimension),
            m.weight.value.map(|_| m.weight.clone()),
        ),
        None => (None, None),
    };
    AssetDto {
        row: list::row(
            &a,
            company_division,
            photo,
            assignments.get(&a.id).copied(),
            open_since.is_some(),
        ),
        owner: OwnerDto {
            company_id: a.company_id,
        },
        pieces: a.pieces,
        value: a.value_minor.map(money_text),
        value_currency: a.value_currency,
        net_measurements: net,
        gross_measurements: gross,
        days_in_storage_outstanding: days_outstanding,
        storage: storage
            .into_iter()
            .map(|s| StorageDto {
                id: s.id,
                in_on: s.in_on,
                out_on: s.out_on,
                location: s.location,
            })
            .collect(),
        gross_volume,
        gross_weight,
        image_name: photo.map(|p| p.name.clone()),
        created_at: a.created_at,
    }
}
