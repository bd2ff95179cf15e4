//! The accounting export (docs/invoices.md): a period's sales and storage invoices, credit notes
//! and purchase invoices as a journal, one row per document and VAT rate, as CSV and as xlsx.
pub mod handlers;
pub mod journal;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::journal_csv))
        .routes(routes!(handlers::journal_xlsx))
}
