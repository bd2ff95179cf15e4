//! Storage (docs/storage.md): the entries kept by the admin on an
//! assignment (`PUT /api/admin/assignment`) and on an asset (`PUT /api/inventory`), one set of rules
//! (`entries`, pure) and one way to read and write them (`store`); the days in storage outstanding
//! (`outstanding`, pure; `billing` reads what it needs); the assets in storage (`list`) and the
//! storage invoices billed for their outstanding days (`invoice`, `generate`, `document`).
pub mod billing;
pub mod document;
pub mod dto;
pub mod entries;
pub mod generate;
pub mod handlers;
pub mod invoice;
pub mod list;
pub mod outstanding;
pub mod pages;
pub mod store;

use axum::routing::get;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    use handlers as h;
    OpenApiRouter::default()
        .routes(routes!(h::list_storage))
        // The contract names the list with the slash; without it is the same call, documented once.
        .route("/admin/storage", get(h::list_storage))
        .routes(routes!(h::preview_storage_invoice))
        .routes(routes!(h::generate_storage_invoice))
}
