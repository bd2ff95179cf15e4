//! An event as the stream (and a webhook) sends it.
use serde::Serialize;
use utoipa::ToSchema;

use crate::events::EventKind;

/// One change. `data` always has the ids and refs of what changed (`assignmentId` and `ref` when it
/// is about an assignment) and what the kind adds: `status`, `progress`, `completed` and
/// `previousStatus` for a status change; `pickupOn`, `deliverOn` for dates; `shipmentId`,
/// `shipmentRef`, `mode` for a shipment joined or left; `legs` for a shipment's legs; `documentId`,
/// `name`, `documentType` for a document; `invoiceId`, `invoiceNumber` for an invoice; `assetId`,
/// `location`, `on` for storage; `conditionReportId`, `assetId` for a signed report. Never an
/// amount, never a protected document.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventDto {
    /// Increasing; the stream's `id:`, and what `Last-Event-ID` resumes after.
    pub id: i32,
    #[serde(rename = "type")]
    pub kind: EventKind,
    /// UTC, RFC 3339 with milliseconds.
    #[schema(value_type = String, format = DateTime)]
    pub at: String,
    pub company_id: i32,
    pub division_id: Option<i32>,
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}

impl EventDto {
    /// The stored event as sent; None for a kind this build does not know (written by a newer one).
    pub fn of(row: &entity::event::Model) -> Option<Self> {
        let kind = EventKind::parse(&row.kind)?;
        let at = chrono::DateTime::from_timestamp_millis(row.at_ms)?
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        Some(EventDto {
            id: row.id,
            kind,
            at,
            company_id: row.company_id,
            division_id: row.division_id,
            data: serde_json::from_str(&row.data).unwrap_or(serde_json::Value::Null),
        })
    }
}
