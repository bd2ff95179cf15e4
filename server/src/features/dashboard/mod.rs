//! Dashboard figures (docs/dashboard.md): counts, recent assignments, assignments per status.
pub mod dto;
pub mod figures;
pub mod handlers;
pub mod pages;

use axum::routing::get;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("dashboard" => pages::load)]
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::stats))
        // The UI names it with the slash; without it is the same call, documented once.
        .route("/stats", get(handlers::stats))
        .routes(routes!(handlers::asset_count))
        .routes(routes!(handlers::assignment_count))
        .routes(routes!(handlers::assets_in_transit))
        .routes(routes!(handlers::assets_in_storage))
        .routes(routes!(handlers::recent_assignments))
        .routes(routes!(handlers::assignment_statuses))
}
