//! `document`: An uploaded file. Exactly one parent of asset / assignment / shipment is set (enforced by the service). `company_id` is NULL for provider-only shipment documents.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "document")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: Option<i32>,
    pub asset_id: Option<i32>,
    pub assignment_id: Option<i32>,
    pub shipment_id: Option<i32>,
    /// Display name (the uploaded file's name).
    pub name: String,
    /// Stored file name on disk.
    pub file_name: String,
    pub content_type: String,
    pub size_bytes: i64,
    /// `asset` for the item photo, `document` otherwise (see `types::DocumentType`).
    pub document_type: String,
    pub protected: bool,
    pub uploaded_by: Option<i32>,
    pub created_at: ChronoDateTimeUtc,
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
        on_delete = "Restrict"
    )]
    Asset,
    #[sea_orm(
        belongs_to = "super::assignment::Entity",
        from = "Column::AssignmentId",
        to = "super::assignment::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Assignment,
    #[sea_orm(
        belongs_to = "super::shipment::Entity",
        from = "Column::ShipmentId",
        to = "super::shipment::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Shipment,
    #[sea_orm(
        belongs_to = "super::account::Entity",
        from = "Column::UploadedBy",
        to = "super::account::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    UploadedBy,
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

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Assignment.def()
    }
}

impl Related<super::shipment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Shipment.def()
    }
}

impl Related<super::account::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::UploadedBy.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
