//! Calling a screen's page loader as the page handler does (`PageLoaders::load_data`), for the page-loader
//! tests: the data under the UI's query keys, for a reader and a URL.
use axum::http::Uri;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use server::{
    auth::CurrentUser,
    page_loader::{PageContext, PageData},
    ssr::routes::{Access, RouteDef},
    AppState,
};

/// The page data of `url` (matched by the route `pattern`, drawn by `screen`) for `user`, or none
/// signed in. `None` from the loader (the page's object does not exist for this reader) is empty
/// data: it carries nothing either.
pub async fn load(
    state: &AppState,
    user: Option<&entity::account::Model>,
    pattern: &str,
    screen: &str,
    url: &str,
) -> PageData {
    // Access is the page handler's to check, before the loader: the loader does not read it.
    let route = RouteDef {
        path: pattern.into(),
        access: Access::User,
        screen: screen.into(),
        menu: None,
    };
    let uri: Uri = url.parse().unwrap();
    let user = user.map(|account| CurrentUser {
        account: account.clone(),
        session_id: "test".into(),
    });
    let page = PageContext {
        state,
        screen: &route.screen,
        route_path: &route.path,
        uri: &uri,
        user: user.as_ref(),
    };
    state
        .page_loaders
        .load_data(&page)
        .await
        .unwrap_or_default()
}

/// The query keys of the data, sorted.
pub fn keys(data: &PageData) -> Vec<&str> {
    let mut keys: Vec<&str> = data.keys().map(String::as_str).collect();
    keys.sort();
    keys
}

/// The account signed up with this email.
pub async fn account(state: &AppState, email: &str) -> entity::account::Model {
    entity::account::Entity::find()
        .filter(entity::account::Column::Email.eq(email))
        .one(&state.db)
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("no account {email}"))
}
