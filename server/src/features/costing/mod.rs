//! Job costing: an assignment's charge, cost and margin, with its share of the purchase invoices
//! that cover it. (The sales invoices summed by month are the invoice area's `summary`.) See
//! `docs/invoices.md`.
pub mod assignment;
pub mod dto;
pub mod handlers;
pub mod rules;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default().routes(routes!(handlers::assignment_costing))
}
