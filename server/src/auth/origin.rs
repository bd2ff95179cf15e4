//! Whether a sign-in form was posted by another site's page (login CSRF: a page elsewhere signing the
//! visitor into an account of its choosing). Browsers say where a request comes from in
//! `Sec-Fetch-Site` and `Origin`; a client that is not a browser (curl, a script, the tests) sends
//! neither, and is let through: it signs itself in, nobody else.
use axum::http::{header, HeaderMap};

/// True when the headers show a page of another origin sent this request.
pub fn cross_site(headers: &HeaderMap, public_url: Option<&str>) -> bool {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    // The browser's own word, when it gives it (over HTTPS and on localhost): `same-origin` is
    // our page, `none` typed in or a bookmark. It holds even behind a proxy that rewrites `Host`.
    if let Some(site) = text(header::HeaderName::from_static("sec-fetch-site")) {
        return !matches!(site, "same-origin" | "none");
    }
    let Some(origin) = text(header::ORIGIN) else {
        return false;
    };
    let origin = origin.trim_end_matches('/');
    if let Some(public) = public_url {
        if origin.eq_ignore_ascii_case(origin_of(public)) {
            return false;
        }
    }
    // Behind a proxy that keeps the Host header, the page's origin ends with the Host we were asked at.
    let Some(host) = text(header::HOST) else {
        return true;
    };
    let Some((_, origin_host)) = origin.split_once("://") else {
        return true; // `null` (a sandboxed frame, a file) or garbage
    };
    !origin_host.eq_ignore_ascii_case(host)
}

/// `https://example.com/plinth` gives `https://example.com`.
fn origin_of(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find('/') {
        Some(i) => &url[..after_scheme + i],
        None => url,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.insert(*k, v.parse().unwrap());
        }
        map
    }

    #[test]
    fn only_another_sites_page_is_refused() {
        assert!(!cross_site(&h(&[]), None), "curl, scripts, tests");
        assert!(!cross_site(&h(&[("host", "plinth.test:8080")]), None));
        let own = h(&[
            ("host", "plinth.test:8080"),
            ("origin", "http://plinth.test:8080"),
            ("sec-fetch-site", "same-origin"),
        ]);
        assert!(!cross_site(&own, None));
        let evil = h(&[
            ("host", "plinth.test:8080"),
            ("origin", "https://evil.example"),
        ]);
        assert!(cross_site(&evil, None));
        assert!(cross_site(
            &h(&[("host", "plinth.test"), ("sec-fetch-site", "cross-site")]),
            None
        ));
        assert!(cross_site(
            &h(&[("host", "plinth.test"), ("sec-fetch-site", "same-site")]),
            None
        ));
        assert!(cross_site(
            &h(&[("host", "plinth.test"), ("origin", "null")]),
            None
        ));
        // Behind a proxy that rewrites Host, the public URL names our origin.
        let proxied = h(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "https://plinth.example.com"),
        ]);
        assert!(cross_site(&proxied, None));
        assert!(!cross_site(
            &proxied,
            Some("https://plinth.example.com/plinth")
        ));
        let mut told = proxied.clone();
        told.insert("sec-fetch-site", "same-origin".parse().unwrap());
        assert!(!cross_site(&told, None), "the browser says it is our page");
    }
}
