//! Page loads: auth redirects, the payload, the render, and the client-only fallback.
use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri},
    response::{IntoResponse, Redirect, Response},
};
use serde::Serialize;

use super::{
    engine::RenderError,
    loaders::{load_data, PageContext, PageData},
    routes::{self, Access},
    shell::PageHead,
};
use crate::{
    auth::{profile::ProfileDto, PageUser},
    error::AppError,
    AppState,
};

pub const LOCALES: &[&str] = &["en", "es", "zh", "ja", "pt", "ru"];
pub const LOCALE_COOKIE: &str = "plinth_lang";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payload {
    pub url: String,
    pub locale: String,
    pub brand: String,
    pub now: String,
    pub status: u16,
    pub ssr: bool,
    pub user: Option<ProfileDto>,
    /// Query data the screen needs, keyed by the JSON of its TanStack Query key.
    pub data: PageData,
}

fn locale_from(headers: &HeaderMap) -> String {
    crate::http::cookies::get(headers, LOCALE_COOKIE)
        .filter(|l| LOCALES.contains(&l.as_str()))
        .unwrap_or_else(|| "en".to_owned())
}

/// Only a local path may be a return target: `//host` and `/\host` are other origins to a browser,
/// control characters have no place in a path we produced, and returning to sign-in would loop.
/// The same rule as the UI's `safeReturnTo`.
pub fn safe_return_to(target: &str) -> Option<&str> {
    let local = target.starts_with('/') && !target.starts_with("//");
    if !local || target.chars().any(|c| c == '\\' || c.is_control()) {
        return None;
    }
    let path = target
        .split(['?', '#'])
        .next()
        .unwrap_or("")
        .trim_end_matches('/')
        .to_lowercase();
    (path != "/pages/signin").then_some(target)
}

/// To the sign-in, which comes back to this page (its path and query) afterwards.
pub fn signin_redirect(uri: &Uri) -> Response {
    let here = uri.path_and_query().map(|pq| pq.as_str()).unwrap_or("/");
    let mut target = String::from("/pages/signin");
    if let Some(back) = safe_return_to(here) {
        target.push_str("?returnTo=");
        target.push_str(&urlencode(back));
    }
    Redirect::to(&target).into_response()
}

fn urlencode(s: &str) -> String {
    serde_urlencoded::to_string([("", s)])
        .map(|e| e[1..].to_owned())
        .unwrap_or_default()
}

/// How a page that does not exist is answered (SPEC §2 "Unknown paths redirect to /404"): an
/// unknown path, an admin page for anyone else, and a detail page of an object the reader may not
/// see (or that is not there) all get the same answer, which tells nothing of the object.
fn not_found_page() -> Response {
    Redirect::to("/404").into_response()
}

/// Every GET that is not `/api`, `/connect` or `/assets`.
pub async fn page(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    PageUser(user): PageUser,
) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return AppError::NotFound.into_response();
    }
    let path = uri.path();
    if path == "/" {
        return Redirect::to("/dashboard").into_response();
    }
    let Some(route) = routes::find(path) else {
        return not_found_page();
    };
    let user = match route.access {
        // Sign-in while signed in says so and offers to sign out (a POST): a visit alone never
        // signs anyone out, or any site could do it with a link.
        Access::Public => user,
        Access::User | Access::Admin => match user {
            None => return signin_redirect(&uri),
            Some(u) if route.access == Access::Admin && !u.is_admin() => return not_found_page(),
            Some(u) => Some(u),
        },
    };
    let status = if route.screen == "notFound" {
        StatusCode::NOT_FOUND
    } else {
        StatusCode::OK
    };
    // Before anything else of the page: a detail page whose object this reader may not see is
    // answered exactly as a path that does not exist.
    let page_context = PageContext {
        state: &state,
        route,
        uri: &uri,
        user: user.as_ref(),
    };
    let Some(data) = load_data(&page_context).await else {
        return not_found_page();
    };
    let profile = match &user {
        Some(u) => match ProfileDto::load(&state.db, u).await {
            Ok(p) => Some(p),
            Err(e) => return e.into_response(),
        },
        None => None,
    };
    let payload = Payload {
        url: uri
            .path_and_query()
            .map(|pq| pq.to_string())
            .unwrap_or_else(|| path.to_owned()),
        locale: locale_from(&headers),
        brand: state.settings.brand.clone(),
        now: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        status: status.as_u16(),
        ssr: true,
        user: profile,
        data,
    };
    let html = render_document(&state, &route.screen, payload).await;
    let mut res = (status, html).into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// Renders on the engine pool; on failure, or always with `Settings::no_ssr`, serves the client-only
/// shell with the same payload (data included) marked `ssr: false`. `screen` is the route's (routes.json):
/// the shell preloads its chunks.
pub async fn render_document(state: &AppState, screen: &str, mut payload: Payload) -> String {
    if !state.settings.no_ssr {
        let json = serde_json::to_string(&payload).expect("payload serialises");
        match state.renderer.render(json.clone()).await {
            Ok(html) => {
                let page = PageHead {
                    screen,
                    locale: &payload.locale,
                    title: &state.settings.brand,
                };
                return super::shell::document(&state.manifest, &page, &html, &json);
            }
            // Load shedding: logged, but not every one of a burst (the count is in the line).
            Err(e @ RenderError::Busy { shed, .. }) => {
                if shed == 1 || shed % 100 == 0 {
                    tracing::warn!(url = %payload.url, reason = %e, "render threads busy; serving the client-only shell");
                }
            }
            Err(e) => {
                tracing::warn!(url = %payload.url, error = %e, "server render failed; serving the client-only shell");
            }
        }
    }
    payload.ssr = false;
    let json = serde_json::to_string(&payload).expect("payload serialises");
    let page = PageHead {
        screen,
        locale: &payload.locale,
        title: &state.settings.brand,
    };
    super::shell::document(&state.manifest, &page, "", &json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn return_targets_stay_local() {
        assert_eq!(
            safe_return_to("/app/inventory?page=2"),
            Some("/app/inventory?page=2")
        );
        assert_eq!(safe_return_to("//evil.example/x"), None);
        assert_eq!(safe_return_to("/\\evil.example"), None);
        assert_eq!(safe_return_to("https://evil.example"), None);
        assert_eq!(safe_return_to("/pages/signin"), None);
        assert_eq!(safe_return_to("/Pages/SignIn/?returnTo=%2Fx"), None);
        assert_eq!(safe_return_to("/pages/signinx"), Some("/pages/signinx"));
        assert_eq!(safe_return_to("/app\u{0}x"), None);
    }

    #[test]
    fn return_target_is_encoded() {
        assert_eq!(
            urlencode("/app/inventory?page=2"),
            "%2Fapp%2Finventory%3Fpage%3D2"
        );
    }
}
