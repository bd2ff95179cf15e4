//! The dashboard figures as the UI reads them (camelCase), with their OpenAPI schemas.
use chrono::{DateTime, Utc};
use entity::types::AssignmentStatus;
use serde::Serialize;
use utoipa::{
    openapi::{schema::SchemaType, ObjectBuilder, RefOr, Schema, Type},
    ToSchema,
};

/// Everything the dashboard shows, within the caller's scope.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatsDto {
    /// Visible (not hidden) assets.
    pub asset_count: u64,
    /// Assignments, open and completed.
    pub assignment_count: u64,
    /// Distinct visible assets on an open assignment that is under way (In Transit, In Customs,
    /// In Bond, In Warehouse).
    pub assets_in_transit: u64,
    /// Distinct visible assets with a storage entry that has no out date.
    pub assets_in_storage: u64,
    /// The 5 newest assignments, newest first.
    pub recent_assignments: Vec<RecentAssignmentDto>,
    /// One entry per status, in the order of the status list, zeros included.
    pub assignment_statuses: Vec<StatusCountDto>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentAssignmentDto {
    pub id: i32,
    #[serde(rename = "ref")]
    pub reference: String,
    /// The stored status text (one of the assignment statuses).
    pub status: String,
    /// 0 to 100.
    pub progress: i32,
    pub completed: bool,
    pub company_id: i32,
    pub company_name: String,
    pub company_division_id: i32,
    pub division_name: String,
    /// UTC, RFC 3339 to the second (`2026-11-20T10:00:00Z`).
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Ordered by title, then id.
    pub assets: Vec<RecentAssetDto>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentAssetDto {
    pub id: i32,
    pub title: String,
    pub artist: Option<String>,
    pub their_ref: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct StatusCountDto {
    #[schema(schema_with = status_schema)]
    pub status: AssignmentStatus,
    pub count: u64,
}

/// The status strings, from `AssignmentStatus::ALL` (the entity crate knows nothing of OpenAPI).
fn status_schema() -> impl Into<RefOr<Schema>> {
    ObjectBuilder::new()
        .schema_type(SchemaType::Type(Type::String))
        .enum_values(Some(AssignmentStatus::ALL.iter().map(|s| s.as_str())))
        .description(Some("An assignment status"))
}
