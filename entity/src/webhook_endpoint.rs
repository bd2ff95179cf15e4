//! `webhook_endpoint`: where events are sent (see the migration `m20261127_000700_webhooks` and
//! docs/webhooks.md). `company_id` None: every company's events. `event_types` is a JSON array of
//! event kinds (empty: every kind). The secrets sign; `old_secret` signs too until
//! `old_secret_until_ms` while the receiver moves to the new one. Times are milliseconds since 1970.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "webhook_endpoint")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: Option<i32>,
    #[sea_orm(column_type = "Text")]
    pub url: String,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    #[sea_orm(column_type = "Text")]
    pub event_types: String,
    pub active: bool,
    pub secret: String,
    pub old_secret: Option<String>,
    pub old_secret_until_ms: Option<i64>,
    /// Why the endpoint was disabled (it kept failing); None while it is not.
    #[sea_orm(column_type = "Text", nullable)]
    pub disabled_reason: Option<String>,
    pub disabled_at_ms: Option<i64>,
    /// The first failed attempt since the last success.
    pub failing_since_ms: Option<i64>,
    pub last_success_ms: Option<i64>,
    pub created_at_ms: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
