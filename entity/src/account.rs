//! `account`: A user. `company_id` is NULL for the provider's own administrators.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

use crate::types::StringList;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "account")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// Unique; stored trimmed and lower-case (normalised in `before_save`).
    #[sea_orm(unique)]
    pub email: String,
    #[serde(skip_serializing)]
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub company_id: Option<i32>,
    pub company_division_id: Option<i32>,
    /// Role names, e.g. `["Plinth_Admin"]`.
    pub roles: StringList,
    pub business_roles: StringList,
    pub theme: String,
    /// The language mail is written in (`en`, `es`, `zh`, `ja`, `pt`, `ru`): the last one the user
    /// picked in the UI; `en` until then.
    pub locale: String,
    pub disabled: bool,
    /// Folded names and email (`text::search_text`), kept by `set_keys`.
    pub search_text: String,
    /// "last first", folded: the users list sorts by it.
    pub name_key: Option<String>,
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
    #[sea_orm(has_many = "super::session::Entity")]
    Session,
    #[sea_orm(has_many = "super::asset::Entity")]
    Asset,
    #[sea_orm(has_many = "super::assignment::Entity")]
    Assignment,
    #[sea_orm(has_many = "super::document::Entity")]
    Document,
    #[sea_orm(has_many = "super::generated_invoice::Entity")]
    GeneratedInvoice,
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

impl Related<super::session::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Session.def()
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

impl Related<super::document::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Document.def()
    }
}

impl Related<super::generated_invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::GeneratedInvoice.def()
    }
}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    /// Keeps `email` trimmed and lower-case, whoever writes it, and the list keys in step (`keys.rs`).
    async fn before_save<C>(mut self, _db: &C, _insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        if let sea_orm::ActiveValue::Set(email) = &self.email {
            let normal = crate::types::normalize_email(email);
            if &normal != email {
                self.email = sea_orm::ActiveValue::Set(normal);
            }
        }
        self.set_keys();
        Ok(self)
    }
}
