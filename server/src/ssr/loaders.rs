//! Page loaders: the data a screen needs, fetched in Rust before the render so the first paint
//! has it. Each loader lives with its feature (`features::<area>::pages::load`) and calls the same
//! service functions as the API, so the page and the JSON the SPA fetches later agree.
use axum::http::Uri;
use serde_json::{Map, Value};

use super::routes::RouteDef;
use crate::{
    auth::{CurrentUser, Scope},
    error::AppResult,
    features, AppState,
};

/// Query data keyed by the JSON of its TanStack Query key (see `query_key`).
pub type PageData = Map<String, Value>;

/// What a loader may use: the app, the matched route, the URL (path parameters, query) and who asks.
pub struct PageContext<'a> {
    pub state: &'a AppState,
    pub route: &'a RouteDef,
    pub uri: &'a Uri,
    pub user: Option<&'a CurrentUser>,
}

impl PageContext<'_> {
    /// The same rule as the `Scope` extractor of the API (`CurrentUser::scope`); a visitor who is
    /// not signed in sees no customer data.
    pub fn scope(&self) -> Scope {
        self.user.map_or(Scope::Nothing, CurrentUser::scope)
    }
}

/// The payload key of a query: `JSON.stringify(parts)` of the UI's query key, e.g. `["stats"]`.
pub fn query_key(parts: &[&str]) -> String {
    serde_json::to_string(parts).expect("strings serialise")
}

/// Runs the loader of the route's screen. Screens add their loader to this match, and nowhere else.
async fn run(page: &PageContext<'_>) -> AppResult<PageData> {
    match page.route.screen.as_str() {
        "dashboard" => features::stats::pages::load(page).await,
        _ => Ok(PageData::new()),
    }
}

/// The data for a page. A failing loader is logged and the page renders without its data: the
/// browser then fetches it through the API, which answers with its own error if it still fails.
pub async fn load_data(page: &PageContext<'_>) -> PageData {
    match run(page).await {
        Ok(data) => data,
        Err(e) => {
            tracing::warn!(path = %page.uri.path(), screen = %page.route.screen, error = %e,
                "page loader failed; rendering without its data");
            PageData::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_keys_are_the_json_of_the_ui_key() {
        assert_eq!(query_key(&["stats"]), r#"["stats"]"#);
        assert_eq!(query_key(&["assignment", "7"]), r#"["assignment","7"]"#);
    }
}
