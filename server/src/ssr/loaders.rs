//! Page loaders: the data a screen needs, fetched in Rust before the render so the first paint
//! has it. Each loader lives with its feature (`features::<area>::pages::load`) and calls the same
//! service functions as the API, so the page and the JSON the SPA fetches later agree.
//!
//! **Detail pages of an object that is not there** (an unknown id, a word where an id goes, or
//! another company's object): the loader returns `Err(AppError::NotFound)` — what the service
//! functions already answer for those, and what [`PageContext::id`] answers for a malformed id —
//! and the page handler then answers as it answers an unknown path, with nothing of the object in
//! it ([`load_data`] gives `None`). Every detail page, customer or admin, follows this one rule by
//! letting the service's `NotFound` through instead of swallowing it.
use axum::http::Uri;
use serde::Serialize;
use serde_json::{Map, Value};

use super::routes::RouteDef;
use crate::{
    auth::{CurrentUser, Scope},
    error::{AppError, AppResult},
    features,
    list::{ListParams, ListRequest, ListSpec},
    AppState,
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

    /// Whether the provider administrator asks. Admin screens load nothing for anyone else (the
    /// page handler already answers them with the not-found page; this keeps the loader safe alone).
    pub fn is_admin(&self) -> bool {
        self.user.is_some_and(CurrentUser::is_admin)
    }

    /// The value of the route's path parameter `name` (`userId` of `/app/users/:userId`) in this
    /// URL, as written there; `None` when the route has no such parameter.
    pub fn param(&self, name: &str) -> Option<&str> {
        param_of(&self.route.path, self.uri.path(), name)
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

/// Runs the loader of the route's screen. Screens add their loader to this match, and nowhere else.
async fn run(page: &PageContext<'_>) -> AppResult<PageData> {
    match page.route.screen.as_str() {
        "dashboard" => features::stats::pages::load(page).await,
        "users" => features::users::pages::users(page).await,
        "userEdit" => features::users::pages::user_edit(page).await,
        "companies" => features::company::pages::companies(page).await,
        "companyEdit" => features::company::pages::company_edit(page).await,
        "profile" => features::company::pages::profile(page).await,
        "inventory" => features::inventory::pages::inventory(page).await,
        "inventoryEdit" => features::inventory::pages::asset_edit(page).await,
        "inventoryView" => features::inventory::pages::asset_view(page).await,
        "assignments" => features::assignment::pages::assignments(page).await,
        "assignmentAdd" => features::assignment::pages::assignment_add(page).await,
        "assignmentView" => features::assignment::pages::assignment_view(page).await,
        "adminAssignments" => features::assignment::pages::admin_assignments(page).await,
        "adminAssignmentView" | "adminAssignmentEdit" => {
            features::assignment::pages::admin_assignment(page).await
        }
        "adminInvoices" => features::invoice::pages::admin_invoices(page).await,
        "invoice" => features::invoice::pages::my_invoices(page).await,
        s if s.starts_with("adminInventory") => features::inventory::admin_pages::load(page).await,
        "purchaseInvoices" => features::purchase_invoices::pages::purchase_invoices(page).await,
        "adminAddresses" => features::address::pages::addresses(page).await,
        "adminShipments" => features::shipment::pages::shipments(page).await,
        "adminStorage" => features::storage::pages::storage(page).await,
        "shipmentAdd" | "shipmentEdit" | "shipmentView" => {
            features::shipment::pages::shipment(page).await
        }
        _ => Ok(PageData::new()),
    }
}

/// The data for a page, or `None` when the page's object does not exist for this reader (the
/// loader said `NotFound`; see the module notes). Any other failing loader is logged and the page
/// renders without its data: the browser then fetches it through the API, which answers with its
/// own error if it still fails.
pub async fn load_data(page: &PageContext<'_>) -> Option<PageData> {
    match run(page).await {
        Ok(data) => Some(data),
        Err(AppError::NotFound) => None,
        Err(e) => {
            tracing::warn!(path = %page.uri.path(), screen = %page.route.screen, error = %e,
                "page loader failed; rendering without its data");
            Some(PageData::new())
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
