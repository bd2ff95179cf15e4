//! Reports as spreadsheets (docs/reports.md): the assignment report of the
//! report list (`POST /api/assignment/generate/report`, the caller's own company's assignments, or
//! any for the provider) and the provider's named reports (`GET /api/admin/report/{name}`).
//!
//! `xlsx` writes a sheet (pure), `build` runs it on a blocking thread fed page by page, `columns`
//! lays out the cells (pure), `read` holds the shared queries, and `assignments` and `inventory`
//! are the reports themselves.
pub mod assignments;
pub mod build;
pub mod columns;
pub mod dto;
pub mod handlers;
pub mod inventory;
pub mod named;
pub mod read;
pub mod words;
pub mod xlsx;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::assignment_report))
        .routes(routes!(handlers::named_report))
}
