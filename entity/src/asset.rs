//! `asset`: An item of inventory (an artwork) owned by a company division.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "asset")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    pub company_division_id: i32,
    pub title: String,
    pub artist: Option<String>,
    /// The provider's reference.
    pub r#ref: Option<String>,
    /// The owner's reference; unique per company where set (checked by the service, indexed here).
    pub their_ref: Option<String>,
    pub pieces: i32,
    /// Declared value in minor units of `value_currency`.
    pub value_minor: Option<i64>,
    pub value_currency: String,
    pub hidden: bool,
    /// The item photo (`document.id`). No foreign key: it would make a cycle with `document.asset_id`.
    pub photo_document_id: Option<i32>,
    /// Degrees: 0, 90, 180 or 270.
    pub photo_rotation: i32,
    /// Folded title, artist, theirRef and ref (`text::search_text`), kept by `set_keys`.
    pub search_text: String,
    /// Sort keys (`text::sort_key`), kept by `set_keys`.
    pub title_key: Option<String>,
    pub artist_key: Option<String>,
    pub their_ref_key: Option<String>,
    pub created_by: Option<i32>,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
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
        belongs_to = "super::company_division::Entity",
        from = "Column::CompanyDivisionId",
        to = "super::company_division::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    CompanyDivision,
    #[sea_orm(
        belongs_to = "super::account::Entity",
        from = "Column::CreatedBy",
        to = "super::account::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    CreatedBy,
    #[sea_orm(has_many = "super::measurement::Entity")]
    Measurement,
    #[sea_orm(has_many = "super::assignment_asset::Entity")]
    AssignmentAsset,
    #[sea_orm(has_many = "super::storage_entry::Entity")]
    StorageEntry,
    #[sea_orm(has_many = "super::document::Entity")]
    Document,
    #[sea_orm(has_many = "super::storage_invoice_item::Entity")]
    StorageInvoiceItem,
}

impl Related<super::company::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Company.def()
    }
}

impl Related<super::company_division::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CompanyDivision.def()
    }
}

impl Related<super::account::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CreatedBy.def()
    }
}

impl Related<super::measurement::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Measurement.def()
    }
}

impl Related<super::assignment_asset::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::AssignmentAsset.def()
    }
}

impl Related<super::storage_entry::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::StorageEntry.def()
    }
}

impl Related<super::document::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Document.def()
    }
}

impl Related<super::storage_invoice_item::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::StorageInvoiceItem.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        super::assignment_asset::Relation::Assignment.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::assignment_asset::Relation::Asset.def().rev())
    }
}

// `before_save` keeps the list keys in step with the text (`keys.rs`).
crate::keys::keeps_list_keys!();
