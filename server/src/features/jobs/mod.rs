//! The jobs screen (docs/jobs.md): the provider admin sees the background jobs by status (how many
//! wait, run, are done or failed, with the last error) and retries a failed one. The jobs
//! themselves, their table and worker are shared infrastructure (`crate::jobs`).
pub mod dto;
pub mod handlers;
pub mod pages;
pub mod records;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![loader!("adminJobs" => pages::jobs)]
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(handlers::list_jobs))
        .routes(routes!(handlers::job_summary))
        .routes(routes!(handlers::retry_job))
}
