//! Money on the sales side (docs/invoices.md): the finance panel's working invoice of an assignment
//! (lines, rates, figures), sales invoices generated from it with per-brand gapless numbers and a
//! typst PDF rendered once and stored, the invoices list with totals per currency, and a customer's
//! own invoices. Amounts are integer minor units throughout (`crate::money`).
pub mod document;
pub mod dto;
pub mod generate;
pub mod handlers;
pub mod issued;
pub mod legal;
pub mod list;
pub mod numbering;
pub mod pages;
pub mod rules;
pub mod summary;
pub mod summary_handlers;
pub mod view;
pub mod working;

use axum::routing::{get, put};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![
        loader!("adminInvoices" => pages::admin_invoices),
        loader!("invoice" => pages::my_invoices),
    ]
}

pub fn routes() -> OpenApiRouter<AppState> {
    use handlers as h;
    OpenApiRouter::default()
        .routes(routes!(
            h::get_assignment_invoice,
            h::put_assignment_invoice
        ))
        .routes(routes!(h::generate_invoice, h::list_invoices))
        // The contract names these with the slash; without it is the same call, documented once.
        .route(
            "/admin/invoice",
            put(h::generate_invoice).get(h::list_invoices),
        )
        .routes(routes!(h::invoice_pdf_name))
        .route("/admin/invoice/pdf", put(h::invoice_pdf_name))
        .routes(routes!(h::admin_invoice_file))
        .routes(routes!(
            h::get_invoice,
            h::update_invoice,
            h::delete_invoice
        ))
        .routes(routes!(h::list_my_invoices))
        .routes(routes!(summary_handlers::invoice_summary))
        .routes(routes!(summary_handlers::invoice_summary_xlsx))
        .route("/invoice/", get(h::list_my_invoices))
        .routes(routes!(h::my_invoice_file))
}
