//! `GET /api/health` (liveness: the process is up and the database answers) and `GET /api/ready`
//! (readiness: the database and the file store answer).
use axum::{extract::State, Json};
use sea_orm::ConnectionTrait;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    error::{AppError, AppResult, Messages},
    state::AppState,
};

#[derive(Serialize, ToSchema)]
pub struct HealthDto {
    /// Always `ok` when answered with 200.
    #[schema(example = "ok")]
    pub status: &'static str,
    /// Pages served as the client-only shell since start because every render thread was busy
    /// (load shedding; the browser renders those itself).
    #[serde(rename = "shedPages")]
    #[schema(example = 0)]
    pub shed_pages: u64,
}

/// Public: for load balancers and monitors.
#[utoipa::path(get, path = "/health", tag = "system",
    responses((status = 200, description = "Up, and the database answers", body = HealthDto),
        (status = 500, description = "The database does not answer", body = Messages)))]
pub async fn health(State(state): State<AppState>) -> AppResult<Json<HealthDto>> {
    state.db.execute_unprepared("SELECT 1").await?;
    Ok(Json(HealthDto {
        status: "ok",
        shed_pages: state.renderer.shed_pages(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct ReadyDto {
    /// Always `ready` when answered with 200.
    #[schema(example = "ready")]
    pub status: &'static str,
}

/// Public: for a reverse proxy or an orchestrator to route by. Unlike `/health` (the process is
/// alive), this says whether it can serve: its database and its file store both answer.
#[utoipa::path(get, path = "/ready", tag = "system",
    responses((status = 200, description = "The database and the file store answer", body = ReadyDto),
        (status = 503, description = "The database or the file store does not answer: the messages say which", body = Messages)))]
pub async fn ready(State(state): State<AppState>) -> AppResult<Json<ReadyDto>> {
    let mut problems = Vec::new();
    if let Err(e) = state.db.execute_unprepared("SELECT 1").await {
        tracing::warn!(error = %e, "not ready: the database does not answer");
        problems.push("The database does not answer.");
    }
    if let Err(e) = state.files.check_ready().await {
        tracing::warn!(error = %e, "not ready: the file store does not answer");
        problems.push("The file store does not answer.");
    }
    if problems.is_empty() {
        Ok(Json(ReadyDto { status: "ready" }))
    } else {
        Err(AppError::Unavailable(problems.join(" ")))
    }
}
