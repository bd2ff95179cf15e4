//! The shipments carrying an assignment, for the assignment's `shipments` map. (The customer's
//! shipment summary, with legs and addresses, is the shipment area's: `shipment::summary`.)
use entity::{shipment, shipment_assignment};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
    RelationTrait,
};

use super::dto::ShipmentModes;
use crate::error::AppResult;

/// Shipment id to mode for the assignment's `shipments` map.
pub async fn modes(db: &impl ConnectionTrait, assignment_id: i32) -> AppResult<ShipmentModes> {
    Ok(carrying(db, assignment_id)
        .await?
        .into_iter()
        .map(|s| (s.id.to_string(), s.mode))
        .collect())
}

/// The shipments linked to the assignment, oldest first. The caller has checked the scope
/// (the shipment summary reads them too).
pub async fn carrying(
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
