//! Job costing calls: thin, the provider's only.
use axum::{extract::State, Json};

use super::{assignment, dto::JobCostingDto};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::ApiPath,
    openapi::{AdminErrors, PathErrors},
    state::AppState,
};

/// An assignment's charge, cost (its lines' and its share of purchase invoices) and margin.
#[utoipa::path(get, path = "/admin/assignment/{id}/costing", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "The costing, in the working invoice's currency", body = JobCostingDto),
        (status = 404, description = "No such assignment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn assignment_costing(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<JobCostingDto>> {
    Ok(Json(assignment::costing(&state.db, id).await?))
}
