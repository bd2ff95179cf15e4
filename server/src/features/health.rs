//! `GET /api/health`: the process is up and the database answers.
use axum::{extract::State, Json};
use sea_orm::ConnectionTrait;
use serde_json::{json, Value};

use crate::{error::AppResult, AppState};

pub async fn health(State(state): State<AppState>) -> AppResult<Json<Value>> {
    state.db.execute_unprepared("SELECT 1").await?;
    Ok(Json(json!({ "status": "ok" })))
}
