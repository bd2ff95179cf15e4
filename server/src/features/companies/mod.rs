//! Companies and divisions: the signed-in user's divisions, the summaries, and the admin's calls
//! to list, add, change and delete companies and divisions.
pub mod admin;
pub mod admin_handlers;
pub mod divisions;
pub mod dto;
pub mod handlers;
mod in_use;
pub mod list;
pub mod pages;
pub mod read;

use axum::routing::post;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![
        loader!("companies" => pages::companies),
        loader!("companyEdit" => pages::company_edit),
    ]
}

pub fn routes() -> OpenApiRouter<AppState> {
    use admin_handlers as a;
    OpenApiRouter::default()
        .routes(routes!(handlers::my_divisions))
        .routes(routes!(handlers::company_summaries))
        .routes(routes!(handlers::roles))
        .routes(routes!(handlers::business_roles))
        .routes(routes!(
            a::list_companies,
            a::create_company,
            a::update_company
        ))
        .routes(routes!(a::company_options))
        .routes(routes!(a::get_company, a::delete_company))
        .routes(routes!(a::division_summary))
        .routes(routes!(a::create_division, a::update_division))
        // The contract names it with the slash; without it is the same call, documented once.
        .route(
            "/admin/company/division",
            post(a::create_division).put(a::update_division),
        )
        .routes(routes!(a::delete_division))
}
