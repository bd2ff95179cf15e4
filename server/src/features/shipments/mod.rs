//! Shipments (docs/shipments.md): the provider's multi-leg
//! consolidations of assignments. The admin's list, view, add and edit (one form: mode, dates and
//! times, forwarder addresses, legs, assignments), the shipment's documents, and the assets on
//! board for the printable list. Customers see a shipment only through their own assignment's
//! summary (`summary`), which reads its legs and addresses here.
pub mod assets;
pub mod documents;
pub mod dto;
pub mod handlers;
pub mod list;
pub mod packing;
pub mod pages;
pub mod read;
pub mod rules;
pub mod save;
pub mod summary;
pub mod summary_handler;

use axum::routing::{get, post};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::{
    files::upload::{body_limit, Allowed},
    state::AppState,
};

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![
        loader!("adminShipments" => pages::shipments),
        loader!("shipmentAdd" => pages::shipment),
        loader!("shipmentEdit" => pages::shipment),
        loader!("shipmentView" => pages::shipment),
    ]
}

pub fn routes() -> OpenApiRouter<AppState> {
    use handlers as h;
    // Uploads get their own body limit, a little above the file limit (as the assignment's).
    let uploads = OpenApiRouter::default()
        .routes(routes!(h::upload_shipment_documents))
        // The contract names it with the slash; without it is the same call, documented once.
        .route(
            "/admin/shipment/{shipmentId}/upload",
            post(h::upload_shipment_documents),
        )
        .layer(body_limit(Allowed::Documents));
    OpenApiRouter::default()
        .routes(routes!(h::list_shipments))
        .routes(routes!(summary_handler::shipment_summary))
        .routes(routes!(h::create_shipment, h::update_shipment))
        // The contract names the list with the slash; without it is the same call, documented once.
        .route("/admin/shipment", get(h::list_shipments))
        .routes(routes!(h::get_shipment))
        .routes(routes!(h::packing_list))
        .routes(routes!(h::list_shipment_documents))
        .route("/admin/shipment/{id}/list", get(h::list_shipment_documents))
        .routes(routes!(h::delete_shipment_document))
        .merge(uploads)
}
