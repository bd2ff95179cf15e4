//! Reads of shipments: one shipment with its legs, addresses, assignments, assets and documents
//! (the admin's view and edit), and the pieces other readers share: the legs and addresses of a
//! set of shipments (the customer's shipment summary reads them too, `assignment::shipments`).
//! Shipments belong to the provider: only the admin reads them whole.
use std::collections::HashMap;

use entity::{address, shipment, shipment_assignment, shipment_leg};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{
    assets,
    dto::{ShipmentDto, ShipmentLegDto},
};
use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    features::{
        addresses::dto::AddressDto,
        assignments::read as assignments,
        documents::attached::{self as documents, Parent},
    },
};

/// The shipment with this id; 404 when there is none.
pub async fn find(db: &impl ConnectionTrait, id: i32) -> AppResult<shipment::Model> {
    shipment::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

/// Everything the admin's shipment screens show; 404 when there is no such shipment.
pub async fn get(db: &impl ConnectionTrait, id: i32) -> AppResult<ShipmentDto> {
    let s = find(db, id).await?;
    let assignment_ids = assignment_ids(db, s.id).await?;
    let mut legs = legs_of(db, &[s.id]).await?;
    let addresses = addresses(db, [s.origin_address_id, s.destination_address_id]).await?;
    let address = |id: Option<i32>| {
        id.and_then(|id| addresses.get(&id))
            .map(|a| AddressDto::from(a.clone()))
    };
    Ok(ShipmentDto {
        reference: entity::shipment::reference(s.id),
        legs: legs.remove(&s.id).unwrap_or_default(),
        origin: address(s.origin_address_id),
        destination: address(s.destination_address_id),
        assignments: assignments::rows(db, Scope::All, &assignment_ids).await?,
        assets: assets::of_assignments(db, &assignment_ids).await?,
        documents: documents::list(db, Scope::All, Parent::Shipment(s.id)).await?,
        id: s.id,
        mode: s.mode,
        completed: s.completed,
        commencement_on: s.commencement_on,
        commencement_at: s.commencement_at,
        conclusion_on: s.conclusion_on,
        conclusion_at: s.conclusion_at,
        updated_at: s.updated_at,
        version: s.version,
    })
}

/// The ids of the assignments on the shipment, in the order they joined.
pub async fn assignment_ids(db: &impl ConnectionTrait, shipment_id: i32) -> AppResult<Vec<i32>> {
    Ok(shipment_assignment::Entity::find()
        .filter(shipment_assignment::Column::ShipmentId.eq(shipment_id))
        .order_by_asc(shipment_assignment::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|l| l.assignment_id)
        .collect())
}

/// The legs of the shipments `ids`, each shipment's in travel order.
pub async fn legs_of(
    db: &impl ConnectionTrait,
    ids: &[i32],
) -> AppResult<HashMap<i32, Vec<ShipmentLegDto>>> {
    let mut legs: HashMap<i32, Vec<ShipmentLegDto>> = HashMap::new();
    if ids.is_empty() {
        return Ok(legs);
    }
    for leg in shipment_leg::Entity::find()
        .filter(shipment_leg::Column::ShipmentId.is_in(ids.iter().copied()))
        .order_by_asc(shipment_leg::Column::Position)
        .order_by_asc(shipment_leg::Column::Id)
        .all(db)
        .await?
    {
        legs.entry(leg.shipment_id)
            .or_default()
            .push(ShipmentLegDto {
                name_number: leg.name_number,
                voyage: leg.voyage,
                pod: leg.pod,
                etd_on: leg.etd_on,
                poa: leg.poa,
                eta_on: leg.eta_on,
            });
    }
    Ok(legs)
}

/// The addresses of these ids (the ones given), by id.
pub async fn addresses(
    db: &impl ConnectionTrait,
    ids: impl IntoIterator<Item = Option<i32>>,
) -> AppResult<HashMap<i32, address::Model>> {
    let ids: Vec<i32> = ids.into_iter().flatten().collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(address::Entity::find()
        .filter(address::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a))
        .collect())
}
