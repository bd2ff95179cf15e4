//! One assignment as its view shows it: the list row, the assets (as the inventory gives them),
//! the addresses, storage, gross totals, shipments and the documents the caller may see.
use entity::{assignment, assignment_asset, storage_entry, types::WeightUnit};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    dto::{AssignmentRow, ShipmentModes},
    read,
    rules::sum_present,
    shipments,
};
use crate::{
    auth::{scope::find_in_scope, CurrentUser, Scope},
    error::{AppError, AppResult},
    features::{
        addresses::dto::AddressDto,
        companies::read::sort_by_name,
        documents::{attached as documents, attached::Parent, dto::DocumentDto},
        inventory::{
            dto::{AssetDto, StorageDto, WeightDto},
            measurements::kg,
            read::asset_dtos,
        },
    },
};

/// `GET /api/assignment/{id}`: the list row and everything the assignment view shows.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentDto {
    #[serde(flatten)]
    pub row: AssignmentRow,
    /// As `GET /api/inventory/{id}` gives them, hidden ones too; by title (ignoring case), then id.
    pub assets: Vec<AssetDto>,
    pub origin: Option<AddressDto>,
    pub destination: Option<AddressDto>,
    pub origin_storage: bool,
    pub destination_storage: bool,
    /// The assignment's storage periods, oldest first.
    pub storage: Vec<StorageDto>,
    /// The assets' gross weights summed, in Kg; null when none has a weight.
    pub gross_weight: Option<WeightDto>,
    /// The assets' gross volumes summed, in cubic metres; null when none has a volume.
    pub gross_volume: Option<f64>,
    /// Shipment id (as text) to its mode, for the shipments carrying the assignment.
    #[schema(value_type = Object, example = json!({"12": "Road"}))]
    pub shipments: ShipmentModes,
    /// Oldest first; protected ones only for the provider's staff.
    pub documents: Vec<DocumentDto>,
}

/// The assignment with this id in the caller's scope; 404 for a missing one or another company's.
pub async fn get(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    id: i32,
) -> AppResult<AssignmentDto> {
    let scope = user.scope();
    let model = find_in_scope::<assignment::Entity>(db, scope, id).await?;
    let row = read::row(db, scope, id).await?.ok_or(AppError::NotFound)?;
    let mut assets = asset_dtos(db, scope, &asset_ids(db, scope, id).await?).await?;
    sort_by_name(&mut assets, |a| (&a.row.title, a.row.id));
    Ok(AssignmentDto {
        gross_weight: sum_present(assets.iter().map(|a| a.gross_weight.as_ref().and_then(kg))).map(
            |total| WeightDto {
                value: Some(total),
                unit: WeightUnit::Kg.as_str().to_owned(),
            },
        ),
        gross_volume: sum_present(assets.iter().map(|a| a.gross_volume)),
        origin: read::address_dto(db, model.origin_address_id).await?,
        destination: read::address_dto(db, model.destination_address_id).await?,
        origin_storage: model.origin_storage,
        destination_storage: model.destination_storage,
        storage: storage(db, scope, id).await?,
        shipments: shipments::modes(db, id).await?,
        documents: documents::list(db, scope, Parent::Assignment(id)).await?,
        assets,
        row,
    })
}

/// The ids of the assignment's assets, in the order they were added.
async fn asset_ids(db: &impl ConnectionTrait, scope: Scope, id: i32) -> AppResult<Vec<i32>> {
    Ok(assignment_asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssetId)
        .filter(assignment_asset::Column::AssignmentId.eq(id))
        .filter(scope.condition(assignment_asset::Column::CompanyId))
        .order_by_asc(assignment_asset::Column::Id)
        .into_tuple()
        .all(db)
        .await?)
}

async fn storage(db: &impl ConnectionTrait, scope: Scope, id: i32) -> AppResult<Vec<StorageDto>> {
    Ok(storage_entry::Entity::find()
        .filter(storage_entry::Column::AssignmentId.eq(id))
        .filter(scope.condition(storage_entry::Column::CompanyId))
        .order_by_asc(storage_entry::Column::InOn)
        .order_by_asc(storage_entry::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|s| StorageDto {
            id: s.id,
            in_on: s.in_on,
            out_on: s.out_on,
            location: s.location,
        })
        .collect())
}
