//! Labels and condition reports (docs/labels.md): PDFs
//! made from the admin's picking and condition lists (and a customer's own assets), through the one
//! PDF path (`crate::pdf`, templates `labels.typ` and `condition-report.typ`). A label's QR code
//! opens `/app/asset/{id}` (`scan`), which the server sends on to the page the reader may see.
pub mod assets;
pub mod condition;
pub mod dto;
pub mod handlers;
pub mod label_document;
pub mod paper;
pub mod qr;
pub mod scan;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::generate_labels))
        .routes(routes!(handlers::generate_condition_reports))
}
