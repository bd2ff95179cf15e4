//! What the stocktake calls take and give.
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::rules::Outcome;
use crate::features::warehouse::dto::ScannedWork;

/// `POST /api/admin/warehouse/stocktakes`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StocktakeInput {
    /// The location to count, with everything under it; absent or null: the whole warehouse.
    #[serde(default)]
    pub location_id: Option<i32>,
}

/// How many works the result puts in each outcome.
#[derive(Clone, Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Tally {
    pub found: u32,
    pub missing: u32,
    pub misplaced: u32,
    pub unexpected: u32,
}

/// A count.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StocktakeDto {
    pub id: i32,
    pub location_id: Option<i32>,
    /// The counted location's path; null: the whole warehouse.
    pub location_path: Option<String>,
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub started_at: DateTime<Utc>,
    pub started_by: Option<String>,
    #[schema(value_type = Option<String>, format = DateTime)]
    pub finished_at: Option<DateTime<Utc>>,
    /// When its corrections were applied as moves.
    #[schema(value_type = Option<String>, format = DateTime)]
    pub applied_at: Option<DateTime<Utc>>,
    /// Works scanned so far.
    pub scanned: u64,
    /// Once finished.
    pub tally: Option<Tally>,
}

/// `POST /api/admin/warehouse/stocktakes/{id}/scans`: one work seen.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StocktakeScanInput {
    pub asset_id: i32,
    /// The location being counted on this phone (the count's own or one under it); absent: the
    /// count's own place.
    #[serde(default)]
    pub location_id: Option<i32>,
}

/// What one scan did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StocktakeScanDto {
    /// The work was scanned in this count before (by any phone): nothing changed.
    pub duplicate: bool,
    pub work: ScannedWork,
}

/// One line of a count's result.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultLine {
    pub asset_id: i32,
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    pub their_ref: Option<String>,
    pub title: String,
    pub outcome: Outcome,
    /// Where its storage entry said it was.
    pub expected: Option<String>,
    /// Where it was scanned.
    pub seen_at: Option<String>,
    pub seen_at_id: Option<i32>,
}

/// A count with what was scanned so far, and its result once finished.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StocktakeDetail {
    pub stocktake: StocktakeDto,
    /// The works scanned, newest first (while it is open; all of them).
    pub scans: Vec<ScannedWork>,
    pub result: Option<Vec<ResultLine>>,
}

/// What applying the corrections did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AppliedDto {
    pub moves: Vec<crate::features::warehouse::dto::MoveDto>,
}
