//! The warehouse floor (docs/warehouse.md): storage locations as records with their own labels,
//! the scanner's look-up of a label or a typed ref, check in and out by scanning, stocktakes, and
//! proof of delivery. Storage entries are changed only through `storage_entries`' rules and writer;
//! the history shows each move as one line.
pub mod delivery;
pub mod delivery_handlers;
pub mod dto;
pub mod handlers;
pub mod location_labels;
pub mod locations;
pub mod moves;
pub mod paths;
pub mod scan;
pub mod stocktake;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    files::upload::{body_limit, Allowed},
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    use handlers as h;
    use stocktake::handlers as s;
    OpenApiRouter::default()
        .routes(routes!(h::list_locations, h::create_location))
        .routes(routes!(h::rename_location))
        .routes(routes!(h::match_locations))
        .routes(routes!(h::location_labels))
        .routes(routes!(h::resolve_scan))
        .routes(routes!(h::check_in))
        .routes(routes!(h::check_out))
        .routes(routes!(s::list_stocktakes, s::start_stocktake))
        .routes(routes!(s::get_stocktake))
        .routes(routes!(s::scan_stocktake))
        .routes(routes!(s::finish_stocktake))
        .routes(routes!(s::apply_stocktake))
        .routes(routes!(s::stocktake_xlsx))
        .routes(routes!(s::stocktake_pdf))
        .merge(
            OpenApiRouter::default()
                .routes(routes!(delivery_handlers::record_delivery_proof))
                .layer(body_limit(Allowed::Documents)),
        )
}
