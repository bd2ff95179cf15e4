//! The shapes of the tracking calls.
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A tracking link as its maker sees it in the list (never its token, which is kept only hashed).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackingLinkDto {
    pub id: i32,
    pub label: Option<String>,
    /// UTC, RFC 3339.
    pub created_at: String,
    pub expires_at: String,
    /// Set when it was revoked.
    pub revoked_at: Option<String>,
    /// Whether the link opens its page now (neither expired nor revoked).
    pub open: bool,
}

/// A new link: its list entry and, this once, the path with its token.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedTrackingLinkDto {
    pub link: TrackingLinkDto,
    /// `/track/<token>`: shown once; only its hash is kept.
    pub path: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewTrackingLink {
    /// A note for the maker ("for the courier"); at most 100 characters.
    pub label: Option<String>,
    /// 1 to 90; 14 when not sent.
    pub expires_in_days: Option<i64>,
}

/// What a tracking link shows: the assignment's progress, nothing of what it carries or where to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackingDto {
    #[serde(rename = "ref")]
    pub reference: String,
    pub status: String,
    pub progress: i32,
    pub completed: bool,
    #[schema(value_type = Option<String>, format = Date)]
    pub pickup_on: Option<chrono::NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub deliver_on: Option<chrono::NaiveDate>,
    pub shipments: Vec<TrackedShipmentDto>,
    /// When the link stops working (UTC, RFC 3339).
    pub expires_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackedShipmentDto {
    #[serde(rename = "ref")]
    pub reference: String,
    pub mode: String,
    pub completed: bool,
    pub legs: Vec<TrackedLegDto>,
}

/// A leg: its ports and dates (no vessel, no addresses).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackedLegDto {
    pub pod: Option<String>,
    pub poa: Option<String>,
    #[schema(value_type = Option<String>, format = Date)]
    pub etd_on: Option<chrono::NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub eta_on: Option<chrono::NaiveDate>,
}

/// A change on a tracked assignment, as its page's stream sends it: what changed, not how (the
/// page then reads the link again).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackingEventDto {
    pub id: i32,
    #[serde(rename = "type")]
    pub kind: String,
}

/// Milliseconds since 1970 as RFC 3339 UTC.
pub fn instant(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}
