//! `event`: a change a customer cares about (see the migration `m20261127_000500_event` and
//! docs/events.md). `data` is the event's JSON payload; times are milliseconds since 1970.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "event")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub at_ms: i64,
    /// `assignment.status_changed`, … (`server/src/events/kinds.rs`).
    pub kind: String,
    pub company_id: i32,
    pub division_id: Option<i32>,
    pub assignment_id: Option<i32>,
    /// The audit entry it comes from; no foreign key.
    pub audit_id: Option<i32>,
    #[sea_orm(column_type = "Text")]
    pub data: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
