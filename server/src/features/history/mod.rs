//! History (the chain of custody, docs/history.md): an assignment's or an asset's timeline read
//! from the audit log (`crate::audit`), for the customer's and the admin's views alike, within the
//! caller's scope. [`events`] turns one audit entry into timeline events (pure); [`read`] reads
//! the entries and says who did each; [`record`] writes the entries no other call writes yet;
//! [`pages`] primes the views.
pub mod dto;
pub mod events;
pub mod handlers;
pub mod pages;
pub mod read;
pub mod record;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::assignment_history))
        .routes(routes!(handlers::asset_history))
}
