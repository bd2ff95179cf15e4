//! `notification_choice`: what an account wants to hear by mail (docs/mail.md). No row: the
//! defaults (each status change, invoices, no documents; an admin hears every company).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "notification_choice")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub account_id: i32,
    /// `each`, `digest` or `none`.
    pub status_changes: String,
    pub invoices: bool,
    pub documents: bool,
    /// Admins: every company (`company_ids` unused), or only those of `company_ids`.
    pub all_companies: bool,
    /// A JSON array of company ids.
    #[sea_orm(column_type = "Text")]
    pub company_ids: String,
    pub updated_at_ms: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
