//! The UI build embedded in the binary: client files served under `/assets/`, the server bundle, the manifest.
use axum::{
    extract::Path,
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use rust_embed::RustEmbed;
use serde::Deserialize;

#[derive(RustEmbed)]
#[folder = "../ui/dist"]
#[allow_missing = true]
struct UiDist;

#[derive(Clone, Debug, Default, Deserialize)]
pub struct Manifest {
    pub entry: Option<String>,
    #[serde(default)]
    pub css: Vec<String>,
    #[serde(default)]
    pub preload: Vec<String>,
}

impl Manifest {
    pub fn embedded() -> Manifest {
        UiDist::get("manifest.json")
            .and_then(|f| serde_json::from_slice(&f.data).ok())
            .unwrap_or_default()
    }
}

pub fn server_bundle() -> Option<String> {
    UiDist::get("server.js").map(|f| String::from_utf8_lossy(&f.data).into_owned())
}

/// `GET /assets/{*file}`: hashed names, so they may be cached for a year.
pub async fn serve(Path(file): Path<String>) -> Response {
    if file.split('/').any(|part| part == ".." || part.is_empty()) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let Some(found) = UiDist::get(&format!("client/{file}")) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mime = mime_guess::from_path(&file).first_or_octet_stream();
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_str(mime.as_ref()).unwrap_or(HeaderValue::from_static("application/octet-stream"))),
            (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable")),
        ],
        found.data.into_owned(),
    )
        .into_response()
}
