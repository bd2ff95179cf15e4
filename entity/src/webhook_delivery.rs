//! `webhook_delivery`: one event for one endpoint (unique on the two). `webhook_id` is sent as the
//! `webhook-id` header on every attempt; `job_id` is the job sending it now (a "send again" makes a
//! new one). `status`: pending, delivered, failing, cancelled.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "webhook_delivery")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub endpoint_id: i32,
    pub event_id: i32,
    pub event_type: String,
    pub webhook_id: String,
    pub status: String,
    pub attempts: i32,
    pub job_id: Option<i32>,
    pub created_at_ms: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
