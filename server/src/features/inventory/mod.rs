//! Customer inventory (docs/inventory.md):
//! assets with a photo, measurements and documents, within the caller's scope.
pub mod admin_pages;
pub mod delete;
pub mod documents_of_asset;
pub mod dto;
pub mod handlers;
pub mod list;
pub mod measurements;
pub mod pages;
pub mod read;
pub mod write;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::{
    files::upload::{body_limit, Allowed},
    state::AppState,
};

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![
        loader!("inventory" => pages::inventory),
        loader!("inventoryEdit" => pages::asset_edit),
        loader!("inventoryView" => pages::asset_view),
        loader!("adminInventory" => admin_pages::load),
        loader!("adminInventoryEdit" => admin_pages::load),
        loader!("adminInventoryView" => admin_pages::load),
    ]
}

pub fn routes() -> OpenApiRouter<AppState> {
    // Uploads get their own body limit, a little above the file limit, so a too-large file meets
    // the upload rule and its clear 413 rather than the JSON calls' 1 MiB.
    let photos = OpenApiRouter::default()
        .routes(routes!(handlers::create_asset, handlers::update_asset))
        .layer(body_limit(Allowed::Photos));
    let documents = OpenApiRouter::default()
        .routes(routes!(handlers::upload_documents))
        .layer(body_limit(Allowed::Documents));
    OpenApiRouter::default()
        .routes(routes!(handlers::list_assets))
        .routes(routes!(handlers::match_assets))
        .routes(routes!(handlers::get_asset, handlers::delete_asset))
        .routes(routes!(handlers::asset_documents))
        .routes(routes!(handlers::company_asset_documents))
        .routes(routes!(handlers::delete_document))
        .merge(photos)
        .merge(documents)
}
