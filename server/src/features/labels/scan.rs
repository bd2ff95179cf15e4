//! What a label's QR code opens: one short address per asset, `{origin}/app/asset/{id}`, the same
//! for everyone who scans it. The server answers it with a redirect to the page the reader may
//! see: a provider admin to `/app/admin/inventory/{id}`, anyone else signed in to
//! `/app/inventory/{id}` (whose own access check sends another company's asset to /404), and
//! someone not signed in to the sign-in, which comes back here afterwards.
use axum::{
    extract::Path,
    http::{header, HeaderMap, HeaderValue, Uri},
    response::{IntoResponse, Redirect, Response},
};

use crate::{auth::PageUser, config::Settings, http::return_to::signin_redirect};

/// The path a label's QR code holds (after the origin).
pub fn scan_path(id: i32) -> String {
    format!("/app/asset/{id}")
}

/// The absolute address printed on a label: the configured public URL, else the origin the
/// request came to (https when the session cookie is `Secure`, so behind TLS), else the address
/// the server listens on.
pub fn origin(settings: &Settings, headers: &HeaderMap) -> String {
    if let Some(url) = &settings.public_url {
        return url.clone();
    }
    let scheme = if settings.secure_cookies {
        "https"
    } else {
        "http"
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| is_host(h));
    match host {
        Some(host) => format!("{scheme}://{host}"),
        None => format!("{scheme}://{}", settings.addr),
    }
}

/// A Host header we are willing to print: a name or address with an optional port, nothing that
/// would turn the printed link into something else.
fn is_host(h: &str) -> bool {
    !h.is_empty()
        && h.len() <= 255
        && h.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
}

/// Where the scan goes for this reader (`None`: not signed in).
pub fn destination(id: i32, admin: Option<bool>) -> Option<String> {
    admin.map(|admin| {
        if admin {
            format!("/app/admin/inventory/{id}")
        } else {
            format!("/app/inventory/{id}")
        }
    })
}

/// `GET /app/asset/{id}`: the redirect. Not cached: the answer depends on who asks.
pub async fn scan(Path(raw): Path<String>, uri: Uri, PageUser(user): PageUser) -> Response {
    let Ok(id) = raw.parse::<i32>() else {
        return Redirect::to("/404").into_response();
    };
    let mut response = match destination(id, user.as_ref().map(|u| u.is_admin())) {
        Some(to) => Redirect::to(&to).into_response(),
        None => signin_redirect(&uri),
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_origin_is_the_public_url_else_the_host_asked_for() {
        let mut settings = Settings::for_data_dir("/tmp".into(), None);
        let mut headers = HeaderMap::new();
        assert_eq!(origin(&settings, &headers), "http://127.0.0.1:8080");
        headers.insert(header::HOST, HeaderValue::from_static("plinth.lan:8080"));
        assert_eq!(origin(&settings, &headers), "http://plinth.lan:8080");
        settings.secure_cookies = true;
        assert_eq!(origin(&settings, &headers), "https://plinth.lan:8080");
        headers.insert(header::HOST, HeaderValue::from_static("evil/x?y"));
        assert_eq!(origin(&settings, &headers), "https://127.0.0.1:8080");
        settings.public_url = Some("https://art.example".into());
        assert_eq!(origin(&settings, &headers), "https://art.example");
        assert_eq!(scan_path(42), "/app/asset/42");
    }

    #[test]
    fn staff_customers_and_strangers_go_different_ways() {
        assert_eq!(
            destination(7, Some(true)).unwrap(),
            "/app/admin/inventory/7"
        );
        assert_eq!(destination(7, Some(false)).unwrap(), "/app/inventory/7");
        assert_eq!(destination(7, None), None);
    }
}
