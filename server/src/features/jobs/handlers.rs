//! `/api/admin/job`: thin, extract, call the records, answer. The provider's only.
use axum::{extract::State, Json};

use super::{
    dto::{JobDto, JobFilters, JobSummaryDto},
    records,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::{ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, PathErrors},
    state::AppState,
};

/// One page of the background jobs.
#[utoipa::path(get, path = "/admin/job", tag = "admin", security(("bearer" = [])),
    params(ListParams, JobFilters),
    responses((status = 200, description = "One page; sort: created (default, the newest first), runAt, kind, attempts",
        body = Page<JobDto>),
        (status = 400, description = "A list parameter or the status is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_jobs(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<JobFilters>,
) -> AppResult<Json<Page<JobDto>>> {
    let request = params.strict(&records::LIST)?;
    let status = filters.status()?;
    Ok(Json(records::page(&state.db, status, &request).await?))
}

/// How many jobs wait, run, are done and have failed.
#[utoipa::path(get, path = "/admin/job/summary", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "The counts by status", body = JobSummaryDto), AdminErrors))]
pub async fn job_summary(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<JobSummaryDto>> {
    let kinds = crate::features::job_kinds();
    Ok(Json(records::summary(&state.db, kinds.kinds()).await?))
}

/// Runs a failed job again: pending at once, with all its attempts.
#[utoipa::path(post, path = "/admin/job/{id}/retry", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The job id")),
    responses(
        (status = 200, description = "Pending again", body = JobDto),
        (status = 404, description = "No such job", body = Messages),
        (status = 409, description = "The job has not failed (only a failed job is retried)", body = Messages),
        AdminErrors, PathErrors))]
pub async fn retry_job(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<JobDto>> {
    Ok(Json(records::retry(&state.db, id).await?))
}
