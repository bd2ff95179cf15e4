//! The shipments carrying an assignment. Shipments belong to the provider, not to a company: a
//! customer sees them only through an assignment of their own (another company's is a 404).
use entity::{assignment, shipment, shipment_assignment};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
    RelationTrait,
};

use super::dto::{ShipmentModes, ShipmentSummaryDto};
use crate::{
    auth::{scope::find_in_scope, Scope},
    error::AppResult,
    features::{
        address::dto::AddressDto,
        shipment::{dto::shipment_ref, read as shipment_read},
    },
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
    // Legs and the forwarder addresses only: never the other assignments on board (a
    // consolidation carries other customers' works).
    let mut legs = shipment_read::legs_of(db, &ids).await?;
    let addresses = shipment_read::addresses(
        db,
        shipments
            .iter()
            .flat_map(|s| [s.origin_address_id, s.destination_address_id]),
    )
    .await?;
    let address = |id: Option<i32>| {
        id.and_then(|id| addresses.get(&id))
            .map(|a| AddressDto::from(a.clone()))
    };
    Ok(shipments
        .into_iter()
        .map(|s| ShipmentSummaryDto {
            id: s.id,
            reference: shipment_ref(s.id),
            origin: address(s.origin_address_id),
            destination: address(s.destination_address_id),
            legs: legs.remove(&s.id).unwrap_or_default(),
            mode: s.mode,
            commencement_on: s.commencement_on,
            commencement_at: s.commencement_at,
            conclusion_on: s.conclusion_on,
            conclusion_at: s.conclusion_at,
            completed: s.completed,
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
