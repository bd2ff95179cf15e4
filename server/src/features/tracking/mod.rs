//! Tracking links (docs/tracking.md): a customer or the admin makes a link to one assignment's
//! progress for someone without an account (a courier, a registrar). [`links`] makes, lists and
//! revokes them; [`view`] is what the link shows (ref, status, progress, dates, legs: never a
//! title, an artist, a value, an address or a document); [`limit`] bounds how often one client
//! may ask; the page `/track/{token}` is server-rendered and updates itself live.
pub mod dto;
pub mod handlers;
pub mod limit;
pub mod links;
pub mod pages;
pub mod rules;
pub mod view;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    page_loader::{loader, ScreenLoader},
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::list_links, handlers::create_link))
        .routes(routes!(handlers::revoke_link))
        .routes(routes!(handlers::tracking))
        .routes(routes!(handlers::tracking_events))
}

pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("tracking" => pages::tracking)]
}
