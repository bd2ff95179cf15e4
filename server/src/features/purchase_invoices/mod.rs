//! Purchase invoices (docs/invoices.md): suppliers' invoices to the provider and the
//! assignments they cover.
pub mod dto;
pub mod handlers;
pub mod pages;
pub mod records;
pub mod rules;

use axum::routing::get;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("purchaseInvoices" => pages::purchase_invoices)]
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(
            handlers::list_purchase_invoices,
            handlers::create_purchase_invoice,
            handlers::update_purchase_invoice
        ))
        // The contract names it with the slash; without it is the same call, documented once.
        .route(
            "/admin/purchaseInvoice",
            get(handlers::list_purchase_invoices)
                .post(handlers::create_purchase_invoice)
                .put(handlers::update_purchase_invoice),
        )
        .routes(routes!(
            handlers::get_purchase_invoice,
            handlers::delete_purchase_invoice
        ))
}
