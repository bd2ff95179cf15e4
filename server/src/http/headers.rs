//! Security headers on every response; `no-store` on API answers and on files (a shared computer's
//! cache keeps neither); HSTS when Plinth is served over HTTPS (`--secure-cookies`).
use axum::{
    extract::{Request, State},
    http::{header, HeaderName, HeaderValue},
    middleware::Next,
    response::Response,
};

/// No inline script (the JSON payload is data, not script); styles may use the style attribute.
pub const CSP: &str =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The state is `--secure-cookies`: HTTPS in front, so browsers may be told to use nothing else.
pub async fn security_headers(State(https): State<bool>, req: Request, next: Next) -> Response {
    let private = {
        let p = req.uri().path();
        p.starts_with("/api") || p.starts_with("/connect") || p.starts_with("/files/")
    };
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    let set = |h: &mut axum::http::HeaderMap, name: HeaderName, value: &'static str| {
        h.insert(name, HeaderValue::from_static(value));
    };
    set(h, header::CONTENT_SECURITY_POLICY, CSP);
    set(h, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(h, header::X_FRAME_OPTIONS, "DENY");
    set(h, header::REFERRER_POLICY, "same-origin");
    set(
        h,
        HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    );
    if private {
        set(h, header::CACHE_CONTROL, "no-store");
    }
    if https {
        set(h, header::STRICT_TRANSPORT_SECURITY, "max-age=31536000");
    }
    res
}
