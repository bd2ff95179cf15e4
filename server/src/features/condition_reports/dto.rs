//! What the condition report calls take and give, with their OpenAPI schemas.
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    marks::Annotation,
    vocabulary::{Area, Overall, ReportKind, Severity, Term},
};

/// A new report, or a draft's whole content (`PUT` replaces the observations with these).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ReportInput {
    pub kind: ReportKind,
    #[schema(value_type = String, format = Date, example = "2026-11-20")]
    pub examined_on: NaiveDate,
    pub overall: Overall,
    /// Free text about the whole examination.
    #[serde(default)]
    pub summary: String,
    /// The assignment the examination was made for (of the work's company).
    #[serde(default)]
    pub assignment_id: Option<i32>,
    /// The signed report of the same work that this one corrects (a new report only).
    #[serde(default)]
    pub amends_id: Option<i32>,
    #[serde(default)]
    pub observations: Vec<ObservationInput>,
}

/// One observation: `key` is the client's id for it (the marks name it), unique in the report.
#[derive(Clone, Debug, Deserialize, Serialize, ToSchema, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ObservationInput {
    #[schema(example = "obs-1")]
    pub key: String,
    pub area: Area,
    pub term: Term,
    pub severity: Severity,
    #[serde(default)]
    pub note: String,
}

/// A photo's rotation and its marks.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PhotoInput {
    /// Degrees clockwise as the photo is shown: 0, 90, 180 or 270.
    pub rotation: i32,
    pub marks: Vec<Annotation>,
}

/// Who examined the work.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExaminerDto {
    pub id: Option<i32>,
    #[schema(example = "Ada Lovelace")]
    pub name: String,
}

/// A photo of a report, with its marks (W3C Web Annotations).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConditionPhotoDto {
    pub id: i32,
    pub name: String,
    /// The photo at full resolution: `/files/condition-photo/{id}`.
    pub url: String,
    /// What the marks' targets name: `urn:plinth:condition-photo:{id}`.
    pub source: String,
    /// Upright pixels (the marks' coordinates).
    pub width: i32,
    pub height: i32,
    pub rotation: i32,
    pub size_bytes: i64,
    pub marks: Vec<Annotation>,
}

/// The digest stored at signing beside the one computed now from the record and the photos.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IntegrityDto {
    pub stored: String,
    pub computed: String,
    /// False: the record or a photo changed after signing (or a photo is missing).
    pub matches: bool,
}

/// A condition report with its observations and photos.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportDto {
    pub id: i32,
    pub asset_id: i32,
    /// The work's title and the provider's ref, as they are now.
    pub work_title: String,
    pub work_ref: Option<String>,
    pub company_id: i32,
    pub assignment_id: Option<i32>,
    /// The reference of that assignment, as it is now.
    pub assignment_ref: Option<String>,
    pub amends_id: Option<i32>,
    pub kind: ReportKind,
    #[schema(value_type = String, format = Date)]
    pub examined_on: NaiveDate,
    pub examiner: ExaminerDto,
    pub by_provider: bool,
    pub overall: Overall,
    pub summary: String,
    #[schema(value_type = Option<String>, format = DateTime)]
    pub signed_at: Option<DateTime<Utc>>,
    /// SHA-256 (hex) over the content and the photos' bytes, taken at signing.
    pub digest: Option<String>,
    /// A signed report: its digest checked now.
    pub integrity: Option<IntegrityDto>,
    /// The caller may change this draft (and sign it).
    pub can_edit: bool,
    pub observations: Vec<ObservationInput>,
    pub photos: Vec<ConditionPhotoDto>,
}

/// A line of a work's report history.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportSummary {
    pub id: i32,
    pub kind: ReportKind,
    #[schema(value_type = String, format = Date)]
    pub examined_on: NaiveDate,
    pub examiner: String,
    pub overall: Overall,
    pub observation_count: usize,
    pub photo_count: usize,
    #[schema(value_type = Option<String>, format = DateTime)]
    pub signed_at: Option<DateTime<Utc>>,
    pub amends_id: Option<i32>,
    pub assignment_id: Option<i32>,
    pub by_provider: bool,
}

/// How an observation differs between two reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Change {
    Added,
    Gone,
    Changed,
    Same,
}

/// One observation of a comparison: as it was in the earlier report and as it is in the later.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ObservationChange {
    pub change: Change,
    pub before: Option<ObservationInput>,
    pub after: Option<ObservationInput>,
}

/// Two reports of one work side by side, the earlier first.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Comparison {
    pub earlier: ReportDto,
    pub later: ReportDto,
    pub observations: Vec<ObservationChange>,
}

/// `GET /api/condition-reports/compare?a=&b=`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct CompareQuery {
    pub a: i32,
    pub b: i32,
}
