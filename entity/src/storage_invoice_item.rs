//! `storage_invoice_item`: An asset line of a storage invoice.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "storage_invoice_item")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    pub generated_invoice_id: i32,
    pub asset_id: i32,
    pub asset_ref: Option<String>,
    pub days: i32,
    pub charge_minor: i64,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    /// The billed period, half-open `[period_from, period_to)`: the asset's outstanding days start
    /// again from `period_to` (`server/src/features/storage/outstanding.rs`).
    pub period_from: Option<ChronoDate>,
    pub period_to: Option<ChronoDate>,
    /// The gross volume billed under the per-cubic-metre basis, in millionths of a m³.
    pub volume_micro: Option<i64>,
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
        belongs_to = "super::generated_invoice::Entity",
        from = "Column::GeneratedInvoiceId",
        to = "super::generated_invoice::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    GeneratedInvoice,
    #[sea_orm(
        belongs_to = "super::asset::Entity",
        from = "Column::AssetId",
        to = "super::asset::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Asset,
}

impl Related<super::company::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Company.def()
    }
}

impl Related<super::generated_invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::GeneratedInvoice.def()
    }
}

impl Related<super::asset::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Asset.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
