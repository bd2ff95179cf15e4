//! `audit_log`: Who did what to which object, when. No foreign keys, so the log outlives what it describes.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub at: ChronoDateTimeUtc,
    /// The actor; no foreign key.
    pub account_id: Option<i32>,
    /// e.g. `create`, `update`, `delete`, `signin`, `signout`, `password` (see `types::AuditAction`).
    pub action: String,
    pub object_type: String,
    pub object_id: Option<String>,
    pub company_id: Option<i32>,
    pub detail: Option<Json>,
    /// The assignment the entry is about (its own change, or one of its documents'); no foreign key.
    pub assignment_id: Option<i32>,
    /// The asset the entry is about (its own change, or one of its documents'); no foreign key.
    pub asset_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
