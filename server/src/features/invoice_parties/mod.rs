//! The parties of an invoice (docs/invoices.md): the seller per group brand (settings the admin
//! fills in; a brand without them cannot issue) and the buyer's legal data per company or
//! division, with the form checks of VAT numbers, IBANs and BICs.
pub mod buyer;
pub mod dto;
pub mod handlers;
pub mod seller;
pub mod tax_ids;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    use handlers as h;
    OpenApiRouter::default()
        .routes(routes!(h::list_seller_settings))
        .routes(routes!(h::save_seller_settings))
        .routes(routes!(h::get_company_legal, h::save_company_legal))
        .routes(routes!(
            h::get_division_legal,
            h::save_division_legal,
            h::remove_division_legal
        ))
}
