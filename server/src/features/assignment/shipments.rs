//! The shipments carrying an assignment. Shipments belong to the provider, not to a company: a
//! customer sees them only through an assignment of their own (another company's is a 404).
use std::collections::HashMap;

use entity::{address, assignment, shipment, shipment_assignment, shipment_leg};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
    RelationTrait,
};

use super::dto::{ShipmentLegDto, ShipmentModes, ShipmentSummaryDto};
use crate::{
    auth::{scope::find_in_scope, Scope},
    error::AppResult,
    features::address::dto::AddressDto,
};

/// The shipments carrying `assignment_id`, oldest first, with their legs in travel order.
pub async fn summary(
    db: &impl ConnectionTrait,
    scope: Scope,
    assignment_id: i32,
) -> AppResult<Vec<ShipmentSummaryDto>> {
    let assignment = find_in_scope::<assignment::Entity>(db, scope, assignment_id).await?;
    let shipments = carrying(db, assignment.id).await?;
    if shipments.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i32> = shipments.iter().map(|s| s.id).collect();
    let mut legs: HashMap<i32, Vec<ShipmentLegDto>> = HashMap::new();
    for leg in shipment_leg::Entity::find()
        .filter(shipment_leg::Column::ShipmentId.is_in(ids))
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
    let address_ids: Vec<i32> = shipments
        .iter()
        .flat_map(|s| [s.origin_address_id, s.destination_address_id])
        .flatten()
        .collect();
    let addresses: HashMap<i32, AddressDto> = address::Entity::find()
        .filter(address::Column::Id.is_in(address_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a.into()))
        .collect();
    let address = |id: Option<i32>| id.and_then(|id| addresses.get(&id).cloned());
    Ok(shipments
        .into_iter()
        .map(|s| ShipmentSummaryDto {
            id: s.id,
            origin: address(s.origin_address_id),
            destination: address(s.destination_address_id),
            legs: legs.remove(&s.id).unwrap_or_default(),
            mode: s.mode,
            commencement_on: s.commencement_on,
            conclusion_on: s.conclusion_on,
        })
        .collect())
}

/// Shipment id to mode for the assignment's `shipments` map.
pub async fn modes(db: &impl ConnectionTrait, assignment_id: i32) -> AppResult<ShipmentModes> {
    Ok(carrying(db, assignment_id)
        .await?
        .into_iter()
        .map(|s| (s.id.to_string(), s.mode))
        .collect())
}

/// The shipments linked to the assignment, oldest first. The caller has checked the scope.
async fn carrying(
    db: &impl ConnectionTrait,
    assignment_id: i32,
) -> AppResult<Vec<shipment::Model>> {
    Ok(shipment::Entity::find()
        .join(
            JoinType::InnerJoin,
            shipment::Relation::ShipmentAssignment.def(),
        )
        .filter(shipment_assignment::Column::AssignmentId.eq(assignment_id))
        .order_by_asc(shipment::Column::Id)
        .all(db)
        .await?)
}
