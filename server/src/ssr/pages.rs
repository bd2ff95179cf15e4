//! Page loads: auth redirects, the payload, the render, and the client-only fallback.
use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri},
    response::{IntoResponse, Redirect, Response},
};
use serde::Serialize;

use super::{
    engine::RenderError,
    routes::{self, Access},
    shell::PageHead,
};
use crate::http::return_to::signin_redirect;
use crate::{
    auth::{profile::ProfileDto, PageUser},
    error::AppError,
    page_loader::{PageContext, PageData},
    state::AppState,
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
    /// The newest event when the page's data was read: the page's first live connection resumes
    /// after it, so a change made between this read and the connection is not missed. None when it
    /// could not be read (the connection then starts with what happens next).
    pub events_after: Option<i32>,
    /// Query data the screen needs, keyed by the JSON of its TanStack Query key.
    pub data: PageData,
}

fn locale_from(headers: &HeaderMap) -> String {
    crate::http::cookies::get(headers, LOCALE_COOKIE)
        .filter(|l| LOCALES.contains(&l.as_str()))
        .unwrap_or_else(|| "en".to_owned())
}

/// How a page that does not exist is answered (docs/architecture.md): an
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
        screen: &route.screen,
        route_path: &route.path,
        uri: &uri,
        user: user.as_ref(),
    };
    // Read before the data: a change committed in between is sent again, never lost.
    let events_after = match crate::events::hub::latest_id(&state.db).await {
        Ok(id) => Some(id),
        Err(e) => {
            tracing::warn!(error = %e, "could not read the newest event for the page");
            None
        }
    };
    let Some(data) = state.page_loaders.load_data(&page_context).await else {
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
        events_after,
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
