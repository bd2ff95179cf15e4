//! What the warehouse floor's calls take and give, with their OpenAPI schemas.
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A storage location record.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationDto {
    pub id: i32,
    /// From the warehouse down, names joined by ` / `.
    #[schema(example = "LDN / Vault 2 / Bay C / Shelf 3")]
    pub path: String,
    /// Works whose open storage entry points at this location (not those under it).
    pub works_here: u64,
}

/// `POST /api/admin/warehouse/locations` and `PUT …/{id}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocationInput {
    /// Names from the warehouse down, separated by `/` (spacing is tidied); unique.
    #[schema(example = "LDN / Vault 2 / Bay C / Shelf 3")]
    pub path: String,
}

/// `POST /api/admin/warehouse/locations/labels`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocationLabelsRequest {
    /// Location ids, in print order; at least one, at most 1,000.
    #[schema(example = json!([1, 2]))]
    pub ids: Vec<i32>,
}

/// What matching the free-text locations did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchedDto {
    /// Storage entries that now point at the record their text names.
    pub matched: u64,
}

/// `POST /api/scan`: a code read by the camera or typed.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScanRequest {
    /// A label's address (`{origin}/app/asset/{id}`, `{origin}/app/location/{id}`) or a typed
    /// provider's or owner's ref.
    #[schema(example = "https://plinth.example/app/asset/12")]
    pub code: String,
}

/// A work as the scanner shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScannedWork {
    pub id: i32,
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    pub their_ref: Option<String>,
    pub title: String,
    pub artist: Option<String>,
    /// Where its open storage entry says it is (null: not in storage).
    pub location: Option<String>,
    pub location_id: Option<i32>,
}

/// What a scan named: a work (`work`) or, for the provider's staff, a location (`location`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScanResult {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub work: Option<ScannedWork>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<LocationDto>,
}

/// `POST /api/admin/warehouse/check-in`: works into storage at a location.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CheckInRequest {
    pub location_id: i32,
    /// Work ids, at least one, at most 500; a repeated id counts once.
    #[schema(example = json!([12, 15]))]
    pub asset_ids: Vec<i32>,
}

/// `POST /api/admin/warehouse/check-out`: works leaving storage today.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CheckOutRequest {
    #[schema(example = json!([12, 15]))]
    pub asset_ids: Vec<i32>,
}

/// What a check in or out did to one work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum MoveOutcome {
    /// It was not in storage: a new open entry here.
    CheckedIn,
    /// It was in storage elsewhere: that entry closed today, a new one opened here.
    Moved,
    /// It was already in storage here: nothing changed.
    AlreadyHere,
    /// Its open entry was closed today.
    CheckedOut,
    /// It was not in storage: nothing to close.
    NotInStorage,
}

/// One work's move.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MoveDto {
    pub asset_id: i32,
    pub outcome: MoveOutcome,
    /// Where it was (null: not in storage).
    pub from: Option<String>,
    /// Where it is now (null: out of storage).
    pub to: Option<String>,
}
