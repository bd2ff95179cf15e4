//! `tracking_link`: a shared link to one assignment's progress (see the migration
//! `m20261127_000510_tracking_link` and docs/tracking.md). Times are milliseconds since 1970.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "tracking_link")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub assignment_id: i32,
    pub company_id: i32,
    /// SHA-256 (hex) of the token; the token itself is shown once, when the link is made.
    #[sea_orm(unique)]
    pub token_hash: String,
    pub label: Option<String>,
    pub created_by: Option<i32>,
    pub created_at_ms: i64,
    pub expires_at_ms: i64,
    pub revoked_at_ms: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
