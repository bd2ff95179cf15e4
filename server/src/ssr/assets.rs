//! The UI build embedded in the binary: client files served under `/assets/`, the server bundle, the manifest.
use std::{
    collections::HashMap,
    io::Write,
    sync::{Arc, Mutex, OnceLock},
};

use axum::{
    extract::Path,
    http::{header, HeaderMap, HeaderValue, StatusCode},
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
    /// Chunks the entry imports statically: every page needs them.
    #[serde(default)]
    pub preload: Vec<String>,
    /// Per routes.json `screen`: the chunks that screen adds to the entry's (the client loads them before it
    /// hydrates that page).
    #[serde(default)]
    pub screens: HashMap<String, Vec<String>>,
    /// Per locale: the chunks of that language's strings (only the page's language is loaded).
    #[serde(default)]
    pub locales: HashMap<String, Vec<String>>,
    /// Per screen, per locale: the chunks of the strings only that screen uses, in that language (its string
    /// packs; the client loads them with the screen).
    #[serde(default, rename = "screenLocales")]
    pub screen_locales: HashMap<String, HashMap<String, Vec<String>>>,
    /// The API reference page's bundle (Swagger UI); absent in a UI build without it.
    #[serde(default, rename = "apiDocs")]
    pub api_docs: Option<ApiDocsAssets>,
}

#[derive(Clone, Debug, Default, Deserialize)]
pub struct ApiDocsAssets {
    pub js: String,
    #[serde(default)]
    pub css: Vec<String>,
}

impl Manifest {
    pub fn embedded() -> Manifest {
        UiDist::get("manifest.json")
            .and_then(|f| serde_json::from_slice(&f.data).ok())
            .unwrap_or_default()
    }

    /// The scripts a page of `screen` in `locale` needs before it can hydrate, the entry first and each once:
    /// the shell names them all in `<link rel="modulepreload">` so the browser fetches them in parallel
    /// instead of discovering them one import at a time.
    pub fn page_scripts(&self, screen: &str, locale: &str) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        let per_page = [
            self.screens.get(screen),
            self.locales.get(locale),
            self.screen_locales.get(screen).and_then(|l| l.get(locale)),
        ];
        let all = self
            .entry
            .iter()
            .chain(&self.preload)
            .chain(per_page.into_iter().flatten().flatten());
        for file in all {
            if !out.contains(&file.as_str()) {
                out.push(file);
            }
        }
        out
    }
}

pub fn server_bundle() -> Option<String> {
    UiDist::get("server.js").map(|f| String::from_utf8_lossy(&f.data).into_owned())
}

/// Gzip of each embedded file, made once on first request: the files never change while the
/// process runs, so compressing them per request would only burn CPU.
fn gzipped(file: &str, data: &[u8]) -> Arc<Vec<u8>> {
    static CACHE: OnceLock<Mutex<HashMap<String, Arc<Vec<u8>>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(hit) = cache.lock().expect("gzip cache").get(file) {
        return hit.clone();
    }
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let zipped = encoder
        .write_all(data)
        .and_then(|_| encoder.finish())
        .expect("gzip into memory");
    let zipped = Arc::new(zipped);
    cache
        .lock()
        .expect("gzip cache")
        .insert(file.to_owned(), zipped.clone());
    zipped
}

fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|enc| enc.trim().split(';').next() == Some("gzip") && !enc.contains("q=0"))
}

/// `GET /assets/{*file}`: hashed names, so they may be cached for a year.
pub async fn serve(Path(file): Path<String>, headers: HeaderMap) -> Response {
    if file.split('/').any(|part| part == ".." || part.is_empty()) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let Some(found) = UiDist::get(&format!("client/{file}")) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mime = mime_guess::from_path(&file).first_or_octet_stream();
    let content_type = HeaderValue::from_str(mime.as_ref())
        .unwrap_or(HeaderValue::from_static("application/octet-stream"));
    let compressible =
        matches!(mime.type_().as_str(), "text" | "application") && found.data.len() > 1024;
    let mut res = if compressible && accepts_gzip(&headers) {
        let body = gzipped(&file, &found.data);
        (
            [(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"))],
            body.as_ref().clone(),
        )
            .into_response()
    } else {
        found.data.into_owned().into_response()
    };
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, content_type);
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_api_docs_entry_is_optional() {
        let without: Manifest =
            serde_json::from_str(r#"{"entry": "/assets/e.js", "css": [], "preload": []}"#).unwrap();
        assert!(without.api_docs.is_none());
        let with: Manifest = serde_json::from_str(
            r#"{"entry": "/assets/e.js", "apiDocs": {"js": "/assets/apidocs-1.js", "css": ["/assets/apidocs-1.css"]}}"#,
        )
        .unwrap();
        let docs = with.api_docs.unwrap();
        assert_eq!(docs.js, "/assets/apidocs-1.js");
        assert_eq!(docs.css, ["/assets/apidocs-1.css"]);
    }

    #[test]
    fn a_page_preloads_the_entry_its_screen_its_language_and_its_strings_once_each() {
        let manifest: Manifest = serde_json::from_str(
            r#"{"entry": "/assets/e.js", "preload": ["/assets/react.js"],
                "screens": {"dashboard": ["/assets/dash.js", "/assets/shared.js"], "signin": ["/assets/signin.js", "/assets/shared.js"]},
                "locales": {"en": ["/assets/en.js"], "ja": ["/assets/ja.js", "/assets/react.js"]},
                "screenLocales": {"dashboard": {"ja": ["/assets/ja-dash.js"], "en": ["/assets/en-dash.js"]}}}"#,
        )
        .unwrap();
        assert_eq!(
            manifest.page_scripts("dashboard", "ja"),
            [
                "/assets/e.js",
                "/assets/react.js",
                "/assets/dash.js",
                "/assets/shared.js",
                "/assets/ja.js",
                "/assets/ja-dash.js"
            ]
        );
        assert_eq!(
            manifest.page_scripts("signin", "en"),
            [
                "/assets/e.js",
                "/assets/react.js",
                "/assets/signin.js",
                "/assets/shared.js",
                "/assets/en.js"
            ]
        );
        // A manifest from before route splitting (or a screen it does not know): the entry and its chunks.
        assert_eq!(
            manifest.page_scripts("nothing", "xx"),
            ["/assets/e.js", "/assets/react.js"]
        );
    }
}
