//! Credit notes (docs/invoices.md): an issued invoice is corrected by a credit note for all its
//! lines or chosen ones, never by deletion once another invoice followed it. Each has its own
//! gapless number per brand (`FC1`, `EC1`), its Factur-X PDF and its UBL file, and counts in the
//! invoice's balance.
pub mod document;
pub mod dto;
pub mod handlers;
pub mod issue;
pub mod numbering;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::invoice_lines))
        .routes(routes!(handlers::issue_credit_note))
}
