//! The history (chain of custody) as the calls carry it: one event per line of the timeline.
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// What happened.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum HistoryKind {
    /// The assignment (in an assignment's history) or the asset (in an asset's) was added.
    #[default]
    Created,
    /// The asset was put on an assignment (an asset's history): `assignmentId`, `assignmentRef`.
    AssignmentJoined,
    /// The status or progress changed, or the assignment was completed or reopened: `status`,
    /// `progress`, `completed` as they became.
    Status,
    /// Into storage: `on` (the in date), `location`.
    StorageIn,
    /// Out of storage: `on` (the out date), `location`.
    StorageOut,
    /// Moved by scanning on the warehouse floor (one line a move): `on`, `fromLocation` (null: it
    /// was not in storage) and `location` (null: it left storage).
    Moved,
    /// A storage entry was corrected: `inOn`, `outOn`, `location` as they became.
    StorageChanged,
    /// A storage entry was removed: `inOn`, `outOn`, `location` as they were.
    StorageRemoved,
    /// `documentId`, `documentName`.
    DocumentAdded,
    /// `documentId`, `documentName`.
    DocumentRemoved,
    /// The assignment joined a shipment: `shipmentId`, `mode`.
    ShipmentJoined,
    /// The assignment left a shipment: `shipmentId`, `mode`.
    ShipmentLeft,
    /// A condition report was signed with new observations above "minor": `conditionReportId`,
    /// `severity` (the worst of them), `flaggedCount`.
    ConditionFlagged,
}

/// Who did it. To a customer, the provider's staff (and the system) are the provider: `name` is
/// the brand label and `provider` true; no staff names reach a customer. The admin sees names;
/// `name` is null for the system (seeded data) or an account that no longer exists.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActorDto {
    #[schema(example = "Ada Lovelace")]
    pub name: Option<String>,
    /// The provider's staff (or the system), not the customer's own people.
    pub provider: bool,
}

/// One line of an assignment's or an asset's history. The fields beside `entryId`, `kind`, `at`
/// and `by` are there when the kind has them (see `HistoryKind`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEvent {
    /// The audit entry it comes from: one save may give several events, which share it.
    pub entry_id: i32,
    pub kind: HistoryKind,
    /// UTC, RFC 3339 to the second.
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub at: DateTime<Utc>,
    pub by: ActorDto,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assignment_id: Option<i32>,
    /// The assignment's reference as it is now.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assignment_ref: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub progress: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completed: Option<bool>,
    /// The day of a move into or out of storage.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, format = Date)]
    pub on: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, format = Date)]
    pub in_on: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, format = Date)]
    pub out_on: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// Where a `moved` work came from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_location: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub document_id: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub document_name: Option<String>,
    /// The admin only: the document is protected (a customer never sees those at all).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub protected: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shipment_id: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "Road")]
    pub mode: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condition_report_id: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "major")]
    pub severity: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flagged_count: Option<i32>,
}
