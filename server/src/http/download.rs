//! A generated file (a report, a PDF) answered as a download: its type, and its name both in
//! `Content-Disposition` and in `x-filename` (the client saves the body under that name;
//! docs/reports.md).
use axum::{
    http::{header, HeaderMap, HeaderName, HeaderValue},
    response::{IntoResponse, Response},
};

use crate::features::documents::serve::content_disposition;

/// The header that names the file, for a client that saves the body itself (docs/architecture.md).
pub const X_FILENAME: &str = "x-filename";

/// `bytes` as a download named `name`. The names are the server's own (a stem, a reference, a
/// date): always valid header text; one that is not is left out rather than failing the answer.
pub fn download(name: &str, content_type: &'static str, bytes: Vec<u8>) -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    if let Ok(v) = HeaderValue::from_str(&content_disposition(name, false)) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    if let Ok(v) = HeaderValue::from_str(name) {
        headers.insert(HeaderName::from_static(X_FILENAME), v);
    }
    (headers, bytes).into_response()
}
