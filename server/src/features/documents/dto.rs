//! Documents as the calls carry them (camelCase), with their OpenAPI schema.
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// An uploaded file of an asset or an assignment. Its bytes are at `url` (outside `/api`, so that
/// `<img src>` and plain links work with the session cookie as well as the bearer token).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentDto {
    pub id: i32,
    /// The uploaded file's name, as display text only (no path).
    #[schema(example = "Condition report.pdf")]
    pub name: String,
    /// The stored name (random, chosen by the server).
    #[schema(example = "3f9c0d0a9b2e4c55a1e0c4f1d2b3a4c5.pdf")]
    pub file_name: String,
    /// `asset` for the item photo, `document` for any other file.
    #[schema(example = "document")]
    pub document_type: String,
    /// Seen by the provider's staff only.
    pub protected: bool,
    pub size_bytes: i64,
    /// The type confirmed from the file's content when it was uploaded.
    #[schema(example = "application/pdf")]
    pub content_type: String,
    /// UTC, RFC 3339 to the second.
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// `/files/document/{id}`.
    #[schema(example = "/files/document/12")]
    pub url: String,
}

/// Where a document's bytes are served.
pub fn document_url(id: i32) -> String {
    format!("/files/document/{id}")
}

impl From<entity::document::Model> for DocumentDto {
    fn from(d: entity::document::Model) -> Self {
        DocumentDto {
            url: document_url(d.id),
            id: d.id,
            name: d.name,
            file_name: d.file_name,
            document_type: d.document_type,
            protected: d.protected,
            size_bytes: d.size_bytes,
            content_type: d.content_type,
            created_at: d.created_at,
        }
    }
}
