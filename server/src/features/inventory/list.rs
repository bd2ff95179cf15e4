//! `GET /api/inventory` and the `/app/inventory` page: one page of the assets in scope, through the
//! list contract (`crate::list`). The database answers the page's ids; the rows are then read for
//! those ids only (division names, photo, open storage, assignment), never for the whole scope.
use std::collections::{HashMap, HashSet};

use entity::{asset, company_division, document, storage_entry};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, RelationTrait,
};

use super::{
    dto::{AssetRow, ListQuery, PhotoDto},
    read::assignment_of_ids,
};
use crate::{
    auth::Scope,
    error::AppResult,
    list::{
        col, division_name, division_search, in_order_of, page_ids, Dir, ListRequest, ListSpec,
        Page, SortColumn,
    },
};

/// Sorts: title (default), artist, theirRef, division (by name), created (when added).
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("title", || col(asset::Column::TitleKey)),
        SortColumn::new("artist", || col(asset::Column::ArtistKey)),
        SortColumn::new("theirRef", || col(asset::Column::TheirRefKey)),
        SortColumn::new("division", division_name),
        SortColumn::new("created", || col(asset::Column::CreatedAt)),
    ],
    default_sort: "title",
    default_dir: Dir::Asc,
    search: || vec![col(asset::Column::SearchText), division_search()],
    tie: || col(asset::Column::Id),
};

impl ListQuery {
    /// The filters as the API query string carries them (after the list parameters).
    pub fn query_pairs(&self) -> Vec<(&'static str, String)> {
        let mut out = vec![("incHidden", self.inc_hidden.unwrap_or(false).to_string())];
        if let Some(id) = self.company_division_id {
            out.push(("companyDivisionId", id.to_string()));
        }
        if let Some(id) = self.company_id {
            out.push(("companyId", id.to_string()));
        }
        out
    }
}

/// One page of the assets in scope that pass the filters.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    filters: &ListQuery,
    request: &ListRequest,
) -> AppResult<Page<AssetRow>> {
    let mut select = asset::Entity::find()
        .join(JoinType::InnerJoin, asset::Relation::CompanyDivision.def())
        .filter(scope.condition(asset::Column::CompanyId));
    if !filters.inc_hidden.unwrap_or(false) {
        select = select.filter(asset::Column::Hidden.eq(false));
    }
    if let Some(id) = filters.company_division_id {
        select = select.filter(asset::Column::CompanyDivisionId.eq(id));
    }
    if let Some(id) = filters.company_id {
        select = select.filter(asset::Column::CompanyId.eq(id));
    }
    let ids = page_ids(db, select, asset::Column::Id, &SPEC, request).await?;
    let rows = rows(db, scope, &ids.rows).await?;
    Ok(ids.with_rows(rows))
}

/// The list rows of `ids` in scope, in the order of `ids`.
pub async fn rows(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
) -> AppResult<Vec<AssetRow>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let wanted = || ids.iter().copied();
    let assets = asset::Entity::find()
        .filter(scope.condition(asset::Column::CompanyId))
        .filter(asset::Column::Id.is_in(wanted()))
        .all(db)
        .await?;
    let division_ids: HashSet<i32> = assets.iter().map(|a| a.company_division_id).collect();
    let divisions: HashMap<i32, String> = company_division::Entity::find()
        .filter(company_division::Column::Id.is_in(division_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();
    let photo_ids: Vec<i32> = assets.iter().filter_map(|a| a.photo_document_id).collect();
    let photos: HashMap<i32, document::Model> = if photo_ids.is_empty() {
        HashMap::new()
    } else {
        document::Entity::find()
            .filter(scope.condition(document::Column::CompanyId))
            .filter(document::Column::Id.is_in(photo_ids))
            .all(db)
            .await?
            .into_iter()
            .map(|d| (d.id, d))
            .collect()
    };
    let stored: HashSet<i32> = storage_entry::Entity::find()
        .select_only()
        .column(storage_entry::Column::AssetId)
        .filter(scope.condition(storage_entry::Column::CompanyId))
        .filter(storage_entry::Column::AssetId.is_in(wanted()))
        .filter(storage_entry::Column::OutOn.is_null())
        .into_tuple::<Option<i32>>()
        .all(db)
        .await?
        .into_iter()
        .flatten()
        .collect();
    let assignments = assignment_of_ids(db, scope, ids).await?;
    let rows: Vec<AssetRow> = assets
        .into_iter()
        .map(|a| {
            let division = divisions.get(&a.company_division_id).cloned();
            let photo = a.photo_document_id.and_then(|id| photos.get(&id));
            let linked = assignments.get(&a.id).copied();
            let in_storage = stored.contains(&a.id);
            row(&a, division.unwrap_or_default(), photo, linked, in_storage)
        })
        .collect();
    Ok(in_order_of(ids, rows, |r| r.id))
}

/// The list row of asset `a`: its division's name, its photo, the assignment it is on (open, id)
/// and whether it is in storage. The full asset (`read.rs`) is this row and more.
pub fn row(
    a: &asset::Model,
    company_division: String,
    photo: Option<&document::Model>,
    linked: Option<(bool, i32)>,
    in_storage: bool,
) -> AssetRow {
    AssetRow {
        id: a.id,
        title: a.title.clone(),
        artist: a.artist.clone(),
        reference: a.r#ref.clone(),
        their_ref: a.their_ref.clone(),
        company_id: a.company_id,
        company_division_id: a.company_division_id,
        company_division,
        has_assignment: linked.is_some_and(|(open, _)| open),
        assignment_id: linked.map(|(_, id)| id),
        in_storage,
        hidden: a.hidden,
        photo: photo.map(|p| PhotoDto::of_asset(a.id, p)),
        photo_rotation: a.photo_rotation,
    }
}
