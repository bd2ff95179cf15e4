//! Job costing (docs/invoices.md): an assignment's charge, cost and margin, with its share of the
//! purchase invoices that cover it; and the sales invoices summed by month, brand and currency.
pub mod assignment;
pub mod dto;
pub mod handlers;
pub mod pages;
pub mod rules;
pub mod summary;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::assignment_costing))
        .routes(routes!(handlers::invoice_summary))
        .routes(routes!(handlers::invoice_summary_xlsx))
}
