//! The audit log: who did what to which object, when. Written in the same transaction as the change
//! where there is one, so a change and its record stand or fall together.
use chrono::Utc;
use entity::{audit_log, types::AuditAction};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use crate::error::AppResult;

pub struct Entry<'a> {
    pub actor: Option<i32>,
    pub action: AuditAction,
    pub object_type: &'a str,
    pub object_id: Option<String>,
    pub company_id: Option<i32>,
    pub detail: Option<serde_json::Value>,
}

pub async fn record(db: &impl ConnectionTrait, entry: Entry<'_>) -> AppResult<()> {
    audit_log::ActiveModel {
        at: Set(Utc::now()),
        account_id: Set(entry.actor),
        action: Set(entry.action.as_str().to_owned()),
        object_type: Set(entry.object_type.to_owned()),
        object_id: Set(entry.object_id),
        company_id: Set(entry.company_id),
        detail: Set(entry.detail),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}
