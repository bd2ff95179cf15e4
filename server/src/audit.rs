//! The audit log: who did what to which object, when. Written in the same transaction as the change
//! where there is one, so a change and its record stand or fall together.
//!
//! Each entry also names the assignment and the asset it is about ([`subjects`]): the object
//! itself when it is one, else the `assignmentId` / `assetId` of its detail (a document's entry
//! names its parent that way). The histories (`features::history`) read an assignment's or an
//! asset's entries by those indexed columns, and the entries a customer cares about give the
//! events sent live, by webhook and by mail (`crate::events`), written here with them.
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
    let (assignment_id, asset_id) = subjects(
        entry.object_type,
        entry.object_id.as_deref(),
        entry.detail.as_ref(),
    );
    let row = audit_log::ActiveModel {
        at: Set(Utc::now()),
        account_id: Set(entry.actor),
        action: Set(entry.action.as_str().to_owned()),
        object_type: Set(entry.object_type.to_owned()),
        object_id: Set(entry.object_id),
        company_id: Set(entry.company_id),
        detail: Set(entry.detail),
        assignment_id: Set(assignment_id),
        asset_id: Set(asset_id),
        ..Default::default()
    }
    .insert(db)
    .await?;
    crate::events::record_for(db, &row).await
}

/// The assignment and the asset an entry is about: `(assignment id, asset id)`.
pub fn subjects(
    object_type: &str,
    object_id: Option<&str>,
    detail: Option<&serde_json::Value>,
) -> (Option<i32>, Option<i32>) {
    let own = || object_id.and_then(|id| id.parse::<i32>().ok());
    let named = |key: &str| {
        detail
            .and_then(|d| d.get(key))
            .and_then(serde_json::Value::as_i64)
            .and_then(|id| i32::try_from(id).ok())
    };
    match object_type {
        "assignment" => (own(), None),
        "asset" => (None, own()),
        _ => (named("assignmentId"), named("assetId")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_entry_is_about_its_object_or_the_parent_its_detail_names() {
        assert_eq!(subjects("assignment", Some("7"), None), (Some(7), None));
        assert_eq!(
            subjects("asset", Some("9"), Some(&json!({"assignmentId": 3}))),
            (None, Some(9)),
            "an asset's own entry is about the asset"
        );
        let document = json!({"assignmentId": 3, "name": "Quote.pdf"});
        assert_eq!(
            subjects("document", Some("41"), Some(&document)),
            (Some(3), None)
        );
        assert_eq!(
            subjects("document", Some("42"), Some(&json!({"assetId": 5}))),
            (None, Some(5))
        );
        assert_eq!(
            subjects(
                "shipment_assignment",
                Some("2"),
                Some(&json!({"assignmentId": 8}))
            ),
            (Some(8), None)
        );
        assert_eq!(subjects("account", Some("1"), None), (None, None));
        assert_eq!(subjects("assignment", Some("x"), None), (None, None));
        assert_eq!(
            subjects("document", None, Some(&json!({"assignmentId": "3"}))),
            (None, None),
            "ids are numbers"
        );
    }
}
