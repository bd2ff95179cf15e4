//! Webhooks (docs/webhooks.md): the provider admin registers endpoints (a company's events or every
//! company's, chosen kinds), each event is sent to them signed by the Standard Webhooks scheme
//! through the jobs table (retried for more than a day, an endpoint that keeps failing disabled),
//! and each attempt is kept in the endpoint's log, from which any delivery can be sent again.
pub mod addresses;
pub mod deliveries;
pub mod dto;
pub mod endpoints;
pub mod handlers;
pub mod log;
pub mod openapi;
pub mod pages;
pub mod secrets;
pub mod sending;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("adminWebhooks" => pages::webhooks)]
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::list_endpoints, handlers::create_endpoint))
        .routes(routes!(handlers::event_types))
        .routes(routes!(
            handlers::get_endpoint,
            handlers::update_endpoint,
            handlers::delete_endpoint
        ))
        .routes(routes!(handlers::rotate_secret))
        .routes(routes!(handlers::end_old_secret))
        .routes(routes!(handlers::enable_endpoint))
        .routes(routes!(handlers::delivery_log))
        .routes(routes!(handlers::send_again))
}
