//! What the label and condition report calls take and give, with their OpenAPI schemas.
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The two label layouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LabelLayout {
    /// A4 sheets of 8 labels, 99.1 × 67.7 mm (Avery L7165 and its equivalents).
    #[default]
    A4,
    /// One 4 × 6 inch label a page, for a thermal label printer.
    Thermal,
}

/// `POST /api/inventory/generate/labels`: the picking list's assets.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LabelsRequest {
    /// Asset ids, in the order the labels are printed; at least one, at most 1,000 (a repeated
    /// id is printed once). A customer may name their own company's assets only.
    #[schema(example = json!([12, 15]))]
    pub ids: Vec<i32>,
    /// `a4` (the default) or `thermal`.
    #[serde(default)]
    pub layout: LabelLayout,
}

/// `POST /api/inventory/generate/conditionReports`: the condition list's assets.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConditionReportsRequest {
    /// Asset ids, in the order the reports are printed; at least one, at most 1,000 (a repeated
    /// id is printed once). A customer may name their own company's assets only.
    #[schema(example = json!([12, 15]))]
    pub ids: Vec<i32>,
}

/// A PDF file (`application/pdf`).
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct PdfFile(Vec<u8>);
