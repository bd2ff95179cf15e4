//! Postal addresses (docs/addresses.md) and the country list the add-address modal offers.
pub mod countries;
pub mod customer;
pub mod dto;
pub mod forwarder;
pub mod handlers;
pub mod pages;

use axum::routing::get;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("adminAddresses" => pages::addresses)]
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::all_addresses))
        // The contract names it with the slash; without it is the same call, documented once.
        .route("/admin/address", get(handlers::all_addresses))
        .routes(routes!(
            handlers::division_addresses,
            handlers::create_address
        ))
        .routes(routes!(handlers::countries))
        .routes(routes!(
            handlers::forwarder_addresses,
            handlers::create_forwarder_address
        ))
        .routes(routes!(
            handlers::update_forwarder_address,
            handlers::delete_forwarder_address
        ))
}
