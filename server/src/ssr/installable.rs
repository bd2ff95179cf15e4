//! What makes Plinth installable on a phone's home screen: the web app manifest
//! (`/manifest.webmanifest`, named with the installation's brand, opening the dashboard on its own
//! window) and its icons (`/icons/{name}`, drawn by `scripts/make-app-icons.py`, embedded). Every
//! page's head links both (`shell.rs`). Nothing more is promised offline: a scan made while the
//! connection drops is kept by the scan screens themselves (docs/warehouse.md).
use axum::{
    extract::{Path, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use serde_json::json;

use crate::state::AppState;

/// The icons, by the name they are served at.
const ICONS: &[(&str, &[u8])] = &[
    (
        "icon-192.png",
        include_bytes!("../../../assets/icons/icon-192.png"),
    ),
    (
        "icon-512.png",
        include_bytes!("../../../assets/icons/icon-512.png"),
    ),
    (
        "icon-maskable-512.png",
        include_bytes!("../../../assets/icons/icon-maskable-512.png"),
    ),
];

/// The ground colour of the icons and the browser bar.
pub const THEME: &str = "#212529";

/// The manifest for an installation called `brand`.
pub fn manifest(brand: &str) -> serde_json::Value {
    json!({
        "name": brand,
        "short_name": brand,
        "start_url": "/dashboard",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME,
        "icons": [
            { "src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "/icons/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" }
        ],
        "shortcuts": [
            { "name": "Scan", "url": "/app/warehouse/scan", "icons": [{ "src": "/icons/icon-192.png", "sizes": "192x192" }] }
        ]
    })
}

/// `GET /manifest.webmanifest`.
pub async fn serve_manifest(State(state): State<AppState>) -> Response {
    let mut response = manifest(&state.settings.brand).to_string().into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/manifest+json"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// `GET /icons/{name}`.
pub async fn serve_icon(Path(name): Path<String>) -> Response {
    let Some((_, bytes)) = ICONS.iter().find(|(n, _)| *n == name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut response = bytes.to_vec().into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/png"));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_names_the_brand_and_icons_that_exist() {
        let m = manifest("Acme Fine Art");
        assert_eq!(m["name"], "Acme Fine Art");
        assert_eq!(m["display"], "standalone");
        for icon in m["icons"].as_array().unwrap() {
            let src = icon["src"].as_str().unwrap();
            let name = src.strip_prefix("/icons/").unwrap();
            let (_, bytes) = ICONS.iter().find(|(n, _)| *n == name).unwrap();
            assert!(bytes.starts_with(b"\x89PNG"), "{name}");
        }
    }
}
