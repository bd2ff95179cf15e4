//! Customer assignments (docs/assignments.md): the caller's list, one assignment with its
//! assets, documents and shipments, and a new assignment built from the draft, with the rules of
//! docs/assignments.md (one division, an asset on at most one open assignment, the division's
//! addresses); and the provider administrator's list, view, edit and look-up by reference, with
//! the status, storage and concurrency rules.
pub mod address_choices;
pub mod admin;
pub mod admin_handlers;
pub mod create;
pub mod detail;
pub mod document_handlers;
pub mod documents;
pub mod dto;
pub mod edit;
pub mod handlers;
pub mod list;
pub mod pages;
pub mod read;
pub mod reference;
pub mod rules;
pub mod shipments;
pub mod status;

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
        loader!("assignments" => pages::assignments),
        loader!("assignmentAdd" => pages::assignment_add),
        loader!("assignmentView" => pages::assignment_view),
        loader!("adminAssignments" => pages::admin_assignments),
        loader!("adminAssignmentView" => pages::admin_assignment),
        loader!("adminAssignmentEdit" => pages::admin_assignment),
    ]
}

pub fn routes() -> OpenApiRouter<AppState> {
    use document_handlers as d;
    // Uploads get their own body limit, a little above the file limit, so a too-large file meets
    // the upload rule and its clear 413 rather than the JSON calls' 1 MiB.
    let uploads = OpenApiRouter::default()
        .routes(routes!(d::upload_assignment_documents))
        .routes(routes!(d::upload_company_assignment_documents))
        // The contract names it with the slash; without it is the same call, documented once.
        .route(
            "/assignment/{id}/upload",
            post(d::upload_assignment_documents),
        )
        .layer(body_limit(Allowed::Documents));
    use admin_handlers as a;
    let admin = OpenApiRouter::default()
        .routes(routes!(a::list_admin_assignments))
        .routes(routes!(a::update_admin_assignment))
        // The contract names the list with the slash; without it is the same call, documented once.
        .route("/admin/assignment", get(a::list_admin_assignments))
        .routes(routes!(a::get_admin_assignment))
        .routes(routes!(a::admin_assignment_addresses))
        .routes(routes!(a::admin_assignment_by_ref));
    OpenApiRouter::default()
        .routes(routes!(
            handlers::list_assignments,
            handlers::create_assignment
        ))
        .routes(routes!(handlers::get_assignment))
        .routes(routes!(d::list_assignment_documents))
        .routes(routes!(d::list_company_assignment_documents))
        .routes(routes!(d::delete_assignment_document))
        .merge(uploads)
        .merge(admin)
}
