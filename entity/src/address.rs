//! `address`: A postal address: a customer's (`company_id` set) or a forwarder's / the provider's own (`company_id` NULL).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "address")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: Option<i32>,
    pub company_division_id: Option<i32>,
    /// `customer` or `forwarder` (see `types::AddressKind`).
    pub kind: String,
    pub name: Option<String>,
    pub line1: String,
    pub line2: Option<String>,
    pub city: String,
    pub county: Option<String>,
    pub post_code: Option<String>,
    pub country: String,
    /// Folded name, lines, city, county, post code and country (`text::search_text`), kept by `set_keys`.
    pub search_text: String,
    pub city_key: Option<String>,
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
        belongs_to = "super::company_division::Entity",
        from = "Column::CompanyDivisionId",
        to = "super::company_division::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    CompanyDivision,
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

// `before_save` keeps the list keys in step with the text (`keys.rs`).
crate::keys::keeps_list_keys!();
