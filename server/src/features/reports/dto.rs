//! What the report calls take and give, with their OpenAPI schemas.
use serde::Deserialize;
use utoipa::ToSchema;

/// `POST /api/assignment/generate/report`: the report list's assignments.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportRequest {
    /// Assignment ids, in the order the report lists them; at least one, at most 10,000 (a
    /// repeated id is listed once). A customer may name their own company's assignments only.
    #[schema(example = json!([12, 15]))]
    pub ids: Vec<i32>,
}

/// An xlsx file (`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`).
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct XlsxFile(Vec<u8>);
