//! `webhook_attempt`: one try of a delivery, as the endpoint's log shows it (the event's id and
//! type copied from the delivery so that the log is one table). `response_status` None: no answer
//! (refused, timed out, not allowed).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "webhook_attempt")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub delivery_id: i32,
    pub endpoint_id: i32,
    pub event_id: i32,
    pub event_type: String,
    pub attempt: i32,
    pub at_ms: i64,
    pub response_status: Option<i32>,
    pub duration_ms: i32,
    #[sea_orm(column_type = "Text", nullable)]
    pub error: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
