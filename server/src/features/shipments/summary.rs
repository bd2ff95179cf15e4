//! The shipments carrying an assignment, as its owner sees them. Shipments belong to the provider,
//! not to a company: a customer sees them only through an assignment of their own (another
//! company's is a 404), and never the other assignments on board.
use entity::assignment;
use sea_orm::ConnectionTrait;

use super::{dto::ShipmentSummaryDto, read};
use crate::{
    auth::{scope::find_in_scope, Scope},
    error::AppResult,
    features::{addresses::dto::AddressDto, assignments::shipments::carrying},
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
    let mut legs = read::legs_of(db, &ids).await?;
    let addresses = read::addresses(
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
            reference: entity::shipment::reference(s.id),
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
