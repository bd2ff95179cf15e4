//! `shipment_leg`: A leg (vessel / flight) of a shipment.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "shipment_leg")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub shipment_id: i32,
    pub position: i32,
    pub name_number: Option<String>,
    pub voyage: Option<String>,
    /// Port of departure.
    pub pod: Option<String>,
    /// Port of arrival.
    pub poa: Option<String>,
    pub etd_on: Option<ChronoDate>,
    pub eta_on: Option<ChronoDate>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::shipment::Entity",
        from = "Column::ShipmentId",
        to = "super::shipment::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Shipment,
}

impl Related<super::shipment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Shipment.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
