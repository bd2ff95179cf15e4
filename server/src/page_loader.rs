//! Page loaders: the data a screen needs, fetched in Rust before the render so the first paint
//! has it. Each feature registers its loaders beside its routes (`features::<area>::page_loaders`,
//! a loader being the feature's `pages::…` function), and they call the same service functions as
//! the API, so the page and the JSON the SPA fetches later agree. The page handler (`ssr`) only
//! looks a screen up in the [`PageLoaders`] it is handed: it knows no feature.
//!
//! **Detail pages of an object that is not there** (an unknown id, a word where an id goes, or
//! another company's object): the loader returns `Err(AppError::NotFound)` — what the service
//! functions already answer for those, and what [`PageContext::id`] answers for a malformed id —
//! and the page handler then answers as it answers an unknown path, with nothing of the object in
//! it ([`PageLoaders::load_data`] gives `None`). Every detail page, customer or admin, follows this
//! one rule by letting the service's `NotFound` through instead of swallowing it.
use std::{collections::HashMap, future::Future, pin::Pin};

use axum::http::Uri;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::{
    auth::{CurrentUser, Scope},
    error::{AppError, AppResult},
    list::{ListParams, ListRequest, ListSpec},
    state::AppState,
};

/// Query data keyed by the JSON of its TanStack Query key (see `query_key`).
pub type PageData = Map<String, Value>;

/// What a loader may use: the app, the matched route, the URL (path parameters, query) and who asks.
pub struct PageContext<'a> {
    pub state: &'a AppState,
    /// The route's screen (`routes.json`), for loaders that serve several screens.
    pub screen: &'a str,
    /// The route's path pattern (`/app/users/:userId`), for its parameters.
    pub route_path: &'a str,
    pub uri: &'a Uri,
    pub user: Option<&'a CurrentUser>,
}

impl PageContext<'_> {
    /// The same rule as the `Scope` extractor of the API (`CurrentUser::scope`); a visitor who is
    /// not signed in sees no customer data.
    pub fn scope(&self) -> Scope {
        self.user.map_or(Scope::Nothing, CurrentUser::scope)
    }

    /// Whether the provider administrator asks. Admin screens load nothing for anyone else (the
    /// page handler already answers them with the not-found page; this keeps the loader safe alone).
    pub fn is_admin(&self) -> bool {
        self.user.is_some_and(CurrentUser::is_admin)
    }

    /// The value of the route's path parameter `name` (`userId` of `/app/users/:userId`) in this
    /// URL, as written there; `None` when the route has no such parameter.
    pub fn param(&self, name: &str) -> Option<&str> {
        param_of(self.route_path, self.uri.path(), name)
    }

    /// The route's id parameter `name` as a number, `None` when the route has no such parameter
    /// (`/app/inventory/add` of the add-or-edit screen), `NotFound` when it is not a number: the
    /// page then does not exist, as for an unknown id.
    pub fn id(&self, name: &str) -> AppResult<Option<i32>> {
        self.param(name)
            .map(|raw| raw.parse::<i32>().map_err(|_| AppError::NotFound))
            .transpose()
    }

    /// A list screen's request, read from the URL as the screen reads it (odd values are their
    /// defaults), so the page carries the page the browser would ask for.
    pub fn list_request(&self, spec: &ListSpec) -> ListRequest {
        ListParams::from_query(self.uri.query()).lenient(spec)
    }

    /// The value of the URL's query parameter `name` (`hidden` of `?hidden=1`), decoded.
    pub fn query(&self, name: &str) -> Option<String> {
        form_urlencoded::parse(self.uri.query().unwrap_or("").as_bytes())
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.into_owned())
    }

    /// A list filter's id in the URL's query (`?division=3`): a positive number, else no filter.
    pub fn query_id(&self, name: &str) -> Option<i32> {
        self.query(name)
            .and_then(|v| v.parse::<i32>().ok())
            .filter(|id| *id > 0)
    }
}

fn param_of<'u>(pattern: &str, path: &'u str, name: &str) -> Option<&'u str> {
    let pattern = pattern.split('/').filter(|s| !s.is_empty());
    let segments = path.split('/').filter(|s| !s.is_empty());
    pattern
        .zip(segments)
        .find(|(p, _)| p.strip_prefix(':') == Some(name))
        .map(|(_, s)| s)
}

/// Puts `value` into the page data under the query key `parts` (see `query_key`).
pub fn insert(data: &mut PageData, parts: &[&str], value: impl Serialize) -> AppResult<()> {
    data.insert(
        query_key(parts),
        serde_json::to_value(value).map_err(AppError::internal)?,
    );
    Ok(())
}

/// The payload key of a query: `JSON.stringify(parts)` of the UI's query key, e.g. `["stats"]`.
pub fn query_key(parts: &[&str]) -> String {
    serde_json::to_string(parts).expect("strings serialise")
}

/// What a loader returns: the page data, borrowed from the context for the time of the load.
pub type LoaderFuture<'a> = Pin<Box<dyn Future<Output = AppResult<PageData>> + Send + 'a>>;

/// A screen's loader (made with [`loader!`]).
pub type Loader = for<'a> fn(&'a PageContext<'a>) -> LoaderFuture<'a>;

/// A screen name (`routes.json`) and its loader.
pub type ScreenLoader = (&'static str, Loader);

/// `loader!("users" => pages::users)`: the screen `users` is loaded by the async function
/// `pages::users(&PageContext) -> AppResult<PageData>`.
macro_rules! loader {
    ($screen:literal => $load:path) => {
        ($screen, {
            fn load<'a>(
                page: &'a $crate::page_loader::PageContext<'a>,
            ) -> $crate::page_loader::LoaderFuture<'a> {
                Box::pin($load(page))
            }
            load as $crate::page_loader::Loader
        })
    };
}
pub(crate) use loader;

/// Every screen's loader. Screens without one (sign-in, not found) render with no data.
#[derive(Default)]
pub struct PageLoaders {
    by_screen: HashMap<&'static str, Loader>,
}

impl PageLoaders {
    /// Panics when two features register the same screen: a wiring mistake caught at start-up.
    pub fn new(loaders: impl IntoIterator<Item = ScreenLoader>) -> Self {
        let mut by_screen = HashMap::new();
        for (screen, load) in loaders {
            assert!(
                by_screen.insert(screen, load).is_none(),
                "two page loaders for the screen {screen}"
            );
        }
        Self { by_screen }
    }

    pub fn screens(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.by_screen.keys().copied()
    }

    /// The data for a page, or `None` when the page's object does not exist for this reader (the
    /// loader said `NotFound`; see the module notes). Any other failing loader is logged and the
    /// page renders without its data: the browser then fetches it through the API, which answers
    /// with its own error if it still fails.
    pub async fn load_data(&self, page: &PageContext<'_>) -> Option<PageData> {
        let Some(load) = self.by_screen.get(page.screen) else {
            return Some(PageData::new());
        };
        match load(page).await {
            Ok(data) => Some(data),
            Err(AppError::NotFound) => None,
            Err(e) => {
                tracing::warn!(path = %page.uri.path(), screen = %page.screen, error = %e,
                    "page loader failed; rendering without its data");
                Some(PageData::new())
            }
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

    #[test]
    fn path_parameters_are_read_by_name() {
        assert_eq!(
            param_of("/app/users/:userId", "/app/users/17", "userId"),
            Some("17")
        );
        assert_eq!(
            param_of("/app/users/:userId", "/app/users/17/", "userId"),
            Some("17")
        );
        assert_eq!(param_of("/app/users/add", "/app/users/add", "userId"), None);
        assert_eq!(
            param_of("/app/companies/:companyId", "/app/companies/3", "userId"),
            None
        );
    }
}
