//! `GET /api/stats/` and one sub-path per figure. Thin: scope in, service figure out.
use axum::{extract::State, Json};

use super::{
    dto::{RecentAssignmentDto, StatsDto, StatusCountDto},
    figures,
};
use crate::{auth::Scope, error::AppResult, openapi::SignedInErrors, state::AppState};

/// All dashboard figures. Also answers at `/api/stats` (no trailing slash).
#[utoipa::path(get, path = "/stats/", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "The figures within the caller's scope", body = StatsDto),
        SignedInErrors))]
pub async fn stats(State(state): State<AppState>, scope: Scope) -> AppResult<Json<StatsDto>> {
    Ok(Json(figures::stats(&state.db, scope).await?))
}

/// Visible (not hidden) assets.
#[utoipa::path(get, path = "/stats/assetCount", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "A count", body = u64, content_type = "application/json"),
        SignedInErrors))]
pub async fn asset_count(State(state): State<AppState>, scope: Scope) -> AppResult<Json<u64>> {
    Ok(Json(figures::asset_count(&state.db, scope).await?))
}

/// Assignments, open and completed.
#[utoipa::path(get, path = "/stats/assignmentCount", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "A count", body = u64, content_type = "application/json"),
        SignedInErrors))]
pub async fn assignment_count(State(state): State<AppState>, scope: Scope) -> AppResult<Json<u64>> {
    Ok(Json(figures::assignment_count(&state.db, scope).await?))
}

/// Distinct visible assets on an open assignment that is under way.
#[utoipa::path(get, path = "/stats/assetsInTransit", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "A count", body = u64, content_type = "application/json"),
        SignedInErrors))]
pub async fn assets_in_transit(
    State(state): State<AppState>,
    scope: Scope,
) -> AppResult<Json<u64>> {
    Ok(Json(figures::assets_in_transit(&state.db, scope).await?))
}

/// Distinct visible assets with an open storage entry.
#[utoipa::path(get, path = "/stats/assetsInStorage", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "A count", body = u64, content_type = "application/json"),
        SignedInErrors))]
pub async fn assets_in_storage(
    State(state): State<AppState>,
    scope: Scope,
) -> AppResult<Json<u64>> {
    Ok(Json(figures::assets_in_storage(&state.db, scope).await?))
}

/// The 5 newest assignments with their assets.
#[utoipa::path(get, path = "/stats/recentAssignments", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "Newest first", body = Vec<RecentAssignmentDto>),
        SignedInErrors))]
pub async fn recent_assignments(
    State(state): State<AppState>,
    scope: Scope,
) -> AppResult<Json<Vec<RecentAssignmentDto>>> {
    Ok(Json(figures::recent_assignments(&state.db, scope).await?))
}

/// Assignments per status, every status listed.
#[utoipa::path(get, path = "/stats/assignmentStatuses", tag = "stats", security(("bearer" = [])),
    responses((status = 200, description = "In the order of the status list", body = Vec<StatusCountDto>),
        SignedInErrors))]
pub async fn assignment_statuses(
    State(state): State<AppState>,
    scope: Scope,
) -> AppResult<Json<Vec<StatusCountDto>>> {
    Ok(Json(figures::assignment_statuses(&state.db, scope).await?))
}
