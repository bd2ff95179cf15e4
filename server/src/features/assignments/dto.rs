//! Customer assignments as the calls carry them (camelCase), with their OpenAPI schemas.
use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::features::inventory::dto::OwnerDto;

/// One line of the assignments list; also the head of `AssignmentDto`.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentRow {
    pub id: i32,
    #[serde(rename = "ref")]
    #[schema(example = "A-000042")]
    pub reference: String,
    /// The stored status text (one of the assignment statuses).
    #[schema(example = "Submitted")]
    pub status: String,
    /// 0 to 100.
    pub progress: i32,
    pub completed: bool,
    pub company_id: i32,
    pub owner: OwnerDto,
    pub company_name: String,
    pub company_division_id: i32,
    /// The division's name.
    pub company_division: String,
    /// Assets on the assignment (hidden ones too: they still travel with it).
    pub asset_count: i64,
    /// Pieces of those assets, summed.
    pub pieces: i64,
    pub po_number: Option<String>,
    #[schema(value_type = Option<String>, format = Date, example = "2026-12-01")]
    pub pickup_on: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date, example = "2026-12-03")]
    pub deliver_on: Option<NaiveDate>,
    /// UTC, RFC 3339 to the second (`2026-11-20T10:00:00Z`).
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Whole days since `createdAt`, counted in UTC calendar days: 0 today, 1 yesterday.
    pub age: i64,
}

/// A new assignment, as the add-assignment screen sends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AssignmentInput {
    /// A division the caller may work in (404 otherwise).
    pub company_division_id: i32,
    /// At least one, each once, all of that division and none on an open assignment. A hidden
    /// asset may be sent: hiding only takes it out of the inventory list.
    pub asset_ids: Vec<i32>,
    /// An address of the division, or of its company and no division (404 otherwise).
    #[serde(default)]
    pub origin_address_id: Option<i32>,
    /// As `originAddressId`.
    #[serde(default)]
    pub destination_address_id: Option<i32>,
    #[serde(default)]
    pub origin_storage: bool,
    #[serde(default)]
    pub destination_storage: bool,
    /// `YYYY-MM-DD`.
    #[serde(default)]
    #[schema(example = "2026-12-01")]
    pub pickup_on: Option<String>,
    /// `YYYY-MM-DD`, not before `pickupOn`.
    #[serde(default)]
    #[schema(example = "2026-12-03")]
    pub deliver_on: Option<String>,
    /// At most 100 characters.
    #[serde(default)]
    pub po_number: Option<String>,
}

/// Shipment id (as text) to its mode.
pub type ShipmentModes = BTreeMap<String, String>;

pub use crate::features::storage_entries::entries::StorageEntryInput;

/// `PUT /api/admin/assignment`: the admin's edit of one assignment, every field as the edit
/// screen holds it (a field left out counts as null, or false). The assets and the division do not
/// change here.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AdminAssignmentInput {
    pub id: i32,
    /// The `version` the screen was loaded with. When the assignment has changed since (another
    /// save), the save is refused with 409 and nothing is written.
    pub version: i32,
    /// One of the statuses of docs/assignments.md, exactly (`In Transit`).
    #[schema(example = "In Transit")]
    pub status: String,
    /// 0 to 100. Left out: a newly chosen status suggests it (`assets/assignment-statuses.json`,
    /// its first choice), the same status keeps the current progress.
    #[serde(default)]
    pub progress: Option<i32>,
    /// The answer to 'Are you sure you want to close this assignment?': needed (true) to save
    /// Delivered or Cancelled on an assignment not yet completed; without it the save is refused
    /// with 422 and that question, and nothing is written.
    #[serde(default)]
    pub confirm_close: bool,
    /// An address of the assignment's division, or of its company and no division (404 otherwise).
    #[serde(default)]
    pub origin_address_id: Option<i32>,
    /// As `originAddressId`.
    #[serde(default)]
    pub destination_address_id: Option<i32>,
    #[serde(default)]
    pub origin_storage: bool,
    #[serde(default)]
    pub destination_storage: bool,
    /// `YYYY-MM-DD`.
    #[serde(default)]
    #[schema(example = "2026-12-01")]
    pub pickup_on: Option<String>,
    /// `YYYY-MM-DD`, not before `pickupOn`.
    #[serde(default)]
    #[schema(example = "2026-12-03")]
    pub deliver_on: Option<String>,
    /// At most 100 characters.
    #[serde(default)]
    pub po_number: Option<String>,
    /// The whole list of storage entries: stored ones with their `id` (changed or not), new ones
    /// without; stored ones left out are removed. Left out (null): the entries stay as they are.
    #[serde(default)]
    pub storage: Option<Vec<StorageEntryInput>>,
}
