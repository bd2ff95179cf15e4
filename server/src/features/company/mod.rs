//! Companies and divisions as seen by the signed-in user (the admin screens come with their own issue).
pub mod dto;
pub mod handlers;
pub mod service;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::my_divisions))
        .routes(routes!(handlers::company_summaries))
        .routes(routes!(handlers::roles))
        .routes(routes!(handlers::business_roles))
}
