//! Companies and divisions as seen by the signed-in user (the admin screens come with their own issue).
pub mod dto;
pub mod handlers;
pub mod service;

use axum::{routing::get, Router};

use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/company/divisions", get(handlers::my_divisions))
        .route("/admin/company/summary", get(handlers::company_summaries))
        .route("/admin/role", get(handlers::roles))
        .route("/admin/businessrole", get(handlers::business_roles))
}
