//! Storage billing: the assets in storage (`list`) and the storage invoices billed for their
//! outstanding days (`invoice`, `generate`, `document`). The entries themselves and the days they
//! count are `storage_entries`. See `docs/storage.md`.
pub mod document;
pub mod dto;
pub mod generate;
pub mod handlers;
pub mod invoice;
pub mod list;
pub mod pages;

use axum::routing::get;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("adminStorage" => pages::storage)]
}

pub fn routes() -> OpenApiRouter<AppState> {
    use handlers as h;
    OpenApiRouter::default()
        .routes(routes!(h::list_storage))
        // The contract names the list with the slash; without it is the same call, documented once.
        .route("/admin/storage", get(h::list_storage))
        .routes(routes!(h::preview_storage_invoice))
        .routes(routes!(h::generate_storage_invoice))
}
