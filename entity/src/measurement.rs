//! `measurement`: A net or gross measurement of an asset (weight and dimensions).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "measurement")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    pub asset_id: i32,
    /// `net` or `gross` (see `types::MeasurementKind`).
    pub kind: String,
    /// Order within the asset's list of this kind, from 0.
    pub position: i32,
    pub weight_value: Option<f64>,
    /// `Kg` or `lb` (see `types::WeightUnit`).
    pub weight_unit: String,
    pub x: Option<f64>,
    pub y: Option<f64>,
    pub z: Option<f64>,
    /// `cm` or `inch` (see `types::LengthUnit`).
    pub x_unit: String,
    pub y_unit: String,
    pub z_unit: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::company::Entity",
        from = "Column::CompanyId",
        to = "super::company::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Company,
    #[sea_orm(
        belongs_to = "super::asset::Entity",
        from = "Column::AssetId",
        to = "super::asset::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Asset,
}

impl Related<super::company::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Company.def()
    }
}

impl Related<super::asset::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Asset.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
