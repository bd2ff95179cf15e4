//! The OpenAPI 3.1 document of every call, and the reference page that shows it.
//!
//! The document is generated from the same `OpenApiRouter` that serves the calls (`crate::api_routes`,
//! utoipa-axum's `routes!`): a documented call is a served call and the other way round, so the two
//! cannot drift. Each handler carries its own `#[utoipa::path]`; the shared parts (title, tags, the
//! bearer scheme, the error body and the error groups) are here.
use std::sync::OnceLock;

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::{Html, IntoResponse, Response},
};
use utoipa::{
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
    IntoResponses, Modify, OpenApi,
};

use crate::{
    error::{AppError, AppResult, Messages},
    ssr::shell::escape_html,
    state::AppState,
};

/// The name of the bearer security scheme, as the handlers' `security(("bearer" = []))` name it.
pub const BEARER: &str = "bearer";

/// Where the document is served; the reference page tells Swagger UI to read it from here.
pub const DOCUMENT_PATH: &str = "/api/openapi.json";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Plinth API",
        version = env!("CARGO_PKG_VERSION"),
        description = "The JSON API of Plinth, the fine-art logistics portal. Sign in with \
`POST /connect/token` (password grant) and send the token as `Authorization: Bearer <token>`. \
Every failure of an `/api` call is a status with `{\"messages\": [...]}`; the token endpoint answers \
RFC 6749 errors `{\"error\", \"error_description\"}`. A customer sees their own company only; \
another company's object answers 404."
    ),
    modifiers(&BearerScheme),
    components(schemas(Messages)),
    tags(
        (name = "auth", description = "Sign-in and sign-out"),
        (name = "profile", description = "The signed-in account"),
        (name = "company", description = "Companies and divisions"),
        (name = "admin", description = "The provider administrator's calls: users, companies, \
divisions, addresses and the lists they offer; every company's assignments (list, view, edit, \
look-up by reference)"),
        (name = "address", description = "Postal addresses of a division, and the country list"),
        (name = "invoices", description = "Money: an assignment's working invoice (the finance \
panel), sales invoices generated from it (per-brand numbers, stored PDFs), the invoices lists"),
        (name = "storage", description = "Assets in storage, their days outstanding, and storage \
invoices billed for them (the same numbering and PDFs as sales invoices)"),
        (name = "stats", description = "Dashboard figures, within the caller's scope"),
        (name = "system", description = "Health and this document"),
        (name = "tracking", description = "A shared link to one assignment's progress, for \
someone without an account"),
        (name = "events", description = "What changed, live: server-sent events within the \
caller's scope, resumable by `Last-Event-ID`"),
        (name = "warehouse", description = "The warehouse floor: storage locations and their \
labels, the scanner's look-up, check in and out by scanning, stocktakes, proof of delivery"),
        (name = "webhooks", description = "The provider administrator's webhook endpoints, their \
secrets and delivery logs; what each event sends is in the document's `webhooks` section"),
    )
)]
pub struct ApiDoc;

struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            BEARER,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "The access_token of POST /connect/token. Pages use the session cookie instead.",
                    ))
                    .build(),
            ),
        );
    }
}

// The error groups below only describe answers that handlers give through `AppError`; they are
// never constructed, hence `allow(dead_code)`.

/// What a call that needs a bearer token may answer besides its own responses.
#[derive(IntoResponses)]
#[allow(dead_code)]
pub enum SignedInErrors {
    /// No bearer token, or its session ended or expired.
    #[response(status = 401)]
    Unauthorized(Messages),
    /// An unexpected failure; the cause is logged, never sent.
    #[response(status = 500)]
    Internal(Messages),
}

/// What an administrator's call may answer besides its own responses.
#[derive(IntoResponses)]
#[allow(dead_code)]
pub enum AdminErrors {
    /// No bearer token, or its session ended or expired.
    #[response(status = 401)]
    Unauthorized(Messages),
    /// Signed in, but not as the provider administrator.
    #[response(status = 403)]
    Forbidden(Messages),
    /// An unexpected failure; the cause is logged, never sent.
    #[response(status = 500)]
    Internal(Messages),
}

/// What a call with a numeric path parameter answers when the parameter is not a number.
#[derive(IntoResponses)]
#[allow(dead_code)]
pub enum PathErrors {
    /// A path parameter is not a whole number (`/account/abc`).
    #[response(status = 400)]
    BadPath(Messages),
}

/// What a call with a JSON body may answer when the body is wrong.
#[derive(IntoResponses)]
#[allow(dead_code)]
pub enum JsonBodyErrors {
    /// Not JSON, or not sent as `application/json`.
    #[response(status = 400)]
    BadRequest(Messages),
    /// The body is larger than the server accepts.
    #[response(status = 413)]
    TooLarge(Messages),
    /// A field is unknown, missing or of the wrong type, or a rule refused the value.
    #[response(status = 422)]
    Unprocessable(Messages),
}

/// The document, made once: the routes do not change while the process runs.
pub fn document() -> &'static utoipa::openapi::OpenApi {
    static DOC: OnceLock<utoipa::openapi::OpenApi> = OnceLock::new();
    DOC.get_or_init(|| {
        let mut doc = crate::api_routes().into_openapi();
        crate::http::quota::document(&mut doc);
        crate::features::webhooks::openapi::document(&mut doc);
        doc
    })
}

fn document_json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| {
        document()
            .to_json()
            .expect("the OpenAPI document serialises")
    })
}

/// This OpenAPI 3.1 document. Public: tools read it without signing in.
#[utoipa::path(
    get,
    path = "/openapi.json",
    tag = "system",
    responses(
        (status = 200, description = "This OpenAPI 3.1 document", content_type = "application/json",
            body = Object),
    )
)]
pub async fn openapi_json() -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        document_json(),
    )
        .into_response()
}

/// `GET /api/docs`: the reference page (Swagger UI, vendored by the UI build and named in its
/// manifest as `apiDocs`). A page, not an API call, so it is not in the document.
///
/// The page has no inline script (CSP `script-src 'self'`): the bundle finds `#swagger-ui` and
/// reads the document URL from its `data-url`. Swagger UI sets inline styles and shows icons as
/// `data:` images; the site-wide CSP already allows both (`style-src 'unsafe-inline'`,
/// `img-src data:`), so this page needs no policy of its own.
pub async fn docs_page(State(state): State<AppState>) -> AppResult<Html<String>> {
    let assets = state.manifest.api_docs.as_ref().ok_or_else(|| {
        AppError::Absent(
            "The API reference page is not part of this build (the UI build has no apiDocs entry). \
The OpenAPI document is at /api/openapi.json."
                .into(),
        )
    })?;
    Ok(Html(docs_html(&assets.js, &assets.css)))
}

/// The reference page around the vendored Swagger UI bundle.
pub fn docs_html(js: &str, css: &[String]) -> String {
    let styles: String = css
        .iter()
        .map(|href| format!("<link rel=\"stylesheet\" href=\"{}\">", escape_html(href)))
        .collect();
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>Plinth API</title><link rel=\"icon\" href=\"data:,\">{styles}</head>\
<body><div id=\"swagger-ui\" data-url=\"{DOCUMENT_PATH}\"></div>\
<script type=\"module\" src=\"{js}\"></script></body></html>",
        js = escape_html(js),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_loads_only_the_named_assets() {
        let html = docs_html(
            "/assets/apidocs-1.js",
            &["/assets/apidocs-1.css".to_owned()],
        );
        assert!(html.contains("<div id=\"swagger-ui\" data-url=\"/api/openapi.json\"></div>"));
        assert!(html.contains("<script type=\"module\" src=\"/assets/apidocs-1.js\"></script>"));
        assert!(html.contains("<link rel=\"stylesheet\" href=\"/assets/apidocs-1.css\">"));
        assert!(!html.contains("<script>"), "no inline script");
        assert!(docs_html("/x.js\"><script>", &[]).contains("/x.js&quot;&gt;&lt;script&gt;"));
    }
}
