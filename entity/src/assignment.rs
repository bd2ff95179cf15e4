//! `assignment`: A job: moving or storing a set of assets for a company division.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "assignment")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    pub company_division_id: i32,
    /// The assignment reference; unique.
    #[sea_orm(unique)]
    pub r#ref: String,
    /// One of `types::AssignmentStatus` (stored as its display text, e.g. `In Transit`).
    pub status: String,
    /// 0 to 100.
    pub progress: i32,
    pub completed: bool,
    pub origin_address_id: Option<i32>,
    pub destination_address_id: Option<i32>,
    pub origin_storage: bool,
    pub destination_storage: bool,
    pub pickup_on: Option<ChronoDate>,
    pub deliver_on: Option<ChronoDate>,
    pub po_number: Option<String>,
    /// Folded ref and PO number (`text::search_text`), kept by `set_keys`.
    pub search_text: String,
    pub ref_key: Option<String>,
    pub po_key: Option<String>,
    pub created_by: Option<i32>,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
    /// Grows by one with every change; a save names the version it was made from (optimistic
    /// concurrency: a stale save is refused, never silently overwriting another's change).
    pub version: i32,
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
    #[sea_orm(
        belongs_to = "super::account::Entity",
        from = "Column::CreatedBy",
        to = "super::account::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    CreatedBy,
    #[sea_orm(has_many = "super::assignment_asset::Entity")]
    AssignmentAsset,
    #[sea_orm(has_many = "super::storage_entry::Entity")]
    StorageEntry,
    #[sea_orm(has_many = "super::shipment_assignment::Entity")]
    ShipmentAssignment,
    #[sea_orm(has_many = "super::document::Entity")]
    Document,
    #[sea_orm(has_one = "super::invoice::Entity")]
    Invoice,
    #[sea_orm(has_many = "super::generated_invoice::Entity")]
    GeneratedInvoice,
    #[sea_orm(has_many = "super::purchase_invoice_assignment::Entity")]
    PurchaseInvoiceAssignment,
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

impl Related<super::invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Invoice.def()
    }
}

impl Related<super::generated_invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::GeneratedInvoice.def()
    }
}

impl Related<super::purchase_invoice_assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PurchaseInvoiceAssignment.def()
    }
}

impl Related<super::asset::Entity> for Entity {
    fn to() -> RelationDef {
        super::assignment_asset::Relation::Asset.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::assignment_asset::Relation::Assignment.def().rev())
    }
}

impl Related<super::shipment::Entity> for Entity {
    fn to() -> RelationDef {
        super::shipment_assignment::Relation::Shipment.def()
    }

    fn via() -> Option<RelationDef> {
        Some(super::shipment_assignment::Relation::Assignment.def().rev())
    }
}

impl Related<super::purchase_invoice::Entity> for Entity {
    fn to() -> RelationDef {
        super::purchase_invoice_assignment::Relation::PurchaseInvoice.def()
    }

    fn via() -> Option<RelationDef> {
        Some(
            super::purchase_invoice_assignment::Relation::Assignment
                .def()
                .rev(),
        )
    }
}

// `before_save` keeps the list keys in step with the text (`keys.rs`).
crate::keys::keeps_list_keys!();
