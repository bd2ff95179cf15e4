//! `GET /api/health`: the process is up and the database answers.
use axum::{extract::State, Json};
use sea_orm::ConnectionTrait;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    error::{AppResult, Messages},
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
