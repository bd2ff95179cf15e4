//! `shipment`: A provider-level shipment carrying one or more assignments (no `company_id`).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "shipment")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub mode: String,
    pub status: Option<String>,
    pub completed: bool,
    pub commencement_on: Option<ChronoDate>,
    /// Time of day, `HH:MM`.
    pub commencement_at: Option<String>,
    pub conclusion_on: Option<ChronoDate>,
    /// Time of day, `HH:MM`.
    pub conclusion_at: Option<String>,
    pub origin_address_id: Option<i32>,
    pub destination_address_id: Option<i32>,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
    /// Grows by one with every save; a save names the version it was made from (409 otherwise).
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::address::Entity",
        from = "Column::OriginAddressId",
        to = "super::address::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    OriginAddress,
    #[sea_orm(
        belongs_to = "super::address::Entity",
        from = "Column::DestinationAddressId",
        to = "super::address::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    DestinationAddress,
    #[sea_orm(has_many = "super::shipment_leg::Entity")]
    ShipmentLeg,
    #[sea_orm(has_many = "super::shipment_assignment::Entity")]
    ShipmentAssignment,
    #[sea_orm(has_many = "super::document::Entity")]
    Document,
}

impl Related<super::shipment_leg::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ShipmentLeg.def()
    }
}

impl Related<super::shipment_assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ShipmentAssignment.def()
    }
}

impl Related<super::document::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Document.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        super::shipment_assignment::Relation::Assignment.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::shipment_assignment::Relation::Shipment.def().rev())
    }
}

impl ActiveModelBehavior for ActiveModel {}

/// A shipment as every screen, message and document names it: `S-{id}` (the UI's
/// `shared/shipment/ref.ts` says the same).
pub fn reference(id: i32) -> String {
    format!("S-{id}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_shipment_reads_as_s_and_its_id() {
        assert_eq!(super::reference(3), "S-3");
    }
}
