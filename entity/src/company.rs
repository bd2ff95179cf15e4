//! `company`: A customer company (tenant). Every tenant-owned row carries its `company_id`.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

use crate::types::StringList;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "company")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub name: String,
    /// Group brand that invoices this company: `fd` or `eagle` (see `types::GroupBrand`).
    pub group_brand: String,
    /// Currency codes offered to this company, e.g. `["GBP","USD"]`.
    pub currencies: StringList,
    #[sea_orm(column_type = "Text")]
    pub invoice_addressee: Option<String>,
    /// Sort key of `name` (`text::sort_key`), kept by `set_keys`.
    pub name_key: Option<String>,
    /// Folded `name` (`text::search_text`), kept by `set_keys`.
    pub search_text: String,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::company_division::Entity")]
    CompanyDivision,
    #[sea_orm(has_many = "super::account::Entity")]
    Account,
    #[sea_orm(has_many = "super::address::Entity")]
    Address,
    #[sea_orm(has_many = "super::asset::Entity")]
    Asset,
    #[sea_orm(has_many = "super::measurement::Entity")]
    Measurement,
    #[sea_orm(has_many = "super::assignment::Entity")]
    Assignment,
    #[sea_orm(has_many = "super::assignment_asset::Entity")]
    AssignmentAsset,
    #[sea_orm(has_many = "super::storage_entry::Entity")]
    StorageEntry,
    #[sea_orm(has_many = "super::document::Entity")]
    Document,
    #[sea_orm(has_many = "super::invoice::Entity")]
    Invoice,
    #[sea_orm(has_many = "super::generated_invoice::Entity")]
    GeneratedInvoice,
    #[sea_orm(has_many = "super::storage_invoice_item::Entity")]
    StorageInvoiceItem,
}

impl Related<super::company_division::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CompanyDivision.def()
    }
}

impl Related<super::account::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Account.def()
    }
}

impl Related<super::address::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Address.def()
    }
}

impl Related<super::asset::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Asset.def()
    }
}

impl Related<super::measurement::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Measurement.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Assignment.def()
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

impl Related<super::storage_invoice_item::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::StorageInvoiceItem.def()
    }
}

// `before_save` keeps the list keys in step with the text (`keys.rs`).
crate::keys::keeps_list_keys!();
