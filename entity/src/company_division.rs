//! `company_division`: A division of a company; customers work within one.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "company_division")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    pub name: String,
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
    #[sea_orm(
        belongs_to = "super::company::Entity",
        from = "Column::CompanyId",
        to = "super::company::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Company,
    #[sea_orm(has_many = "super::account::Entity")]
    Account,
    #[sea_orm(has_many = "super::address::Entity")]
    Address,
    #[sea_orm(has_many = "super::asset::Entity")]
    Asset,
    #[sea_orm(has_many = "super::assignment::Entity")]
    Assignment,
    #[sea_orm(has_many = "super::generated_invoice::Entity")]
    GeneratedInvoice,
}

impl Related<super::company::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Company.def()
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

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Assignment.def()
    }
}

impl Related<super::generated_invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::GeneratedInvoice.def()
    }
}

// `before_save` keeps the list keys in step with the text (`keys.rs`).
crate::keys::keeps_list_keys!();
