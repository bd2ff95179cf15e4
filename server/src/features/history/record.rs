//! Audit entries written for the history that no call of this build writes yet: an assignment
//! joining or leaving a shipment. The shipments feature writes them with each link it adds or
//! removes; the demo data does for its shipment. `events.rs` reads them.
use entity::{shipment_assignment, types::AuditAction};
use sea_orm::ConnectionTrait;
use serde_json::json;

use crate::{audit, error::AppResult};

/// The entry of an assignment (of `company_id`) put on a shipment (`joined`) or taken off it.
pub async fn shipment_link(
    db: &impl ConnectionTrait,
    actor: Option<i32>,
    company_id: i32,
    link: &shipment_assignment::Model,
    mode: &str,
    joined: bool,
) -> AppResult<()> {
    audit::record(
        db,
        audit::Entry {
            actor,
            action: if joined {
                AuditAction::Create
            } else {
                AuditAction::Delete
            },
            object_type: "shipment_assignment",
            object_id: Some(link.id.to_string()),
            company_id: Some(company_id),
            detail: Some(json!({
                "shipmentId": link.shipment_id,
                "assignmentId": link.assignment_id,
                "mode": mode,
            })),
        },
    )
    .await
}
