//! `GET /api/assignment/shipment/{id}`: the shipment summary an assignment's owner sees. Thin:
//! extract the caller's scope, call `summary`, answer.
use axum::{extract::State, Json};

use super::{dto::ShipmentSummaryDto, summary};
use crate::{
    auth::Scope,
    error::{AppResult, Messages},
    http::extract::ApiPath,
    openapi::{PathErrors, SignedInErrors},
    state::AppState,
};

/// The shipments carrying the assignment, with their legs and addresses.
#[utoipa::path(get, path = "/assignment/shipment/{id}", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "Oldest first; empty when none carries it yet",
            body = Vec<ShipmentSummaryDto>),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn shipment_summary(
    scope: Scope,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<ShipmentSummaryDto>>> {
    Ok(Json(summary::summary(&state.db, scope, id).await?))
}
