//! `mail`: one mail to send (docs/mail.md), written ready to go (its language, links and both
//! parts already made) and sent by the `mail` job. `key` is unique (`event:<event>:<account>:<kind>`,
//! `digest:<account>:<day>`, `reset:<token hash>`), so work that runs twice queues a mail once;
//! `sent_at_ms` is set as soon as the mail server has accepted it, and a job finding it set sends
//! nothing again.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "mail")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    #[sea_orm(unique)]
    pub key: String,
    pub account_id: i32,
    /// `status`, `digest`, `invoices`, `documents`, `reset`.
    pub kind: String,
    pub to_address: String,
    #[sea_orm(column_type = "Text")]
    pub subject: String,
    #[sea_orm(column_type = "Text")]
    pub text_body: String,
    #[sea_orm(column_type = "Text")]
    pub html_body: String,
    /// The one-click unsubscribe address (RFC 8058), when the mail is a notification.
    #[sea_orm(column_type = "Text", nullable)]
    pub unsubscribe_url: Option<String>,
    pub created_at_ms: i64,
    pub sent_at_ms: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
