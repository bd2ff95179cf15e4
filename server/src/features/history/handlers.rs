//! `GET /api/assignment/{id}/history` and `GET /api/inventory/{id}/history`: the chain of custody
//! of an assignment or an asset, for the customer's views and (with the admin's scope) the
//! admin's. Thin: extract, call the service, answer.
use axum::{extract::State, Json};

use super::{dto::HistoryEvent, read};
use crate::{
    auth::Scope,
    error::{AppResult, Messages},
    http::extract::ApiPath,
    openapi::{PathErrors, SignedInErrors},
    state::AppState,
};

/// The assignment's history, newest first: status changes with progress, storage in and out with
/// location, documents added or removed, shipments joined.
#[utoipa::path(get, path = "/assignment/{id}/history", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "Newest first (at most the newest 1000 entries' events). \
To a customer the provider's staff show as the provider (`by.name` is the brand label) and \
protected documents do not appear.", body = Vec<HistoryEvent>),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn assignment_history(
    scope: Scope,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<HistoryEvent>>> {
    Ok(Json(
        read::of_assignment(&state.db, scope, &state.settings.brand, id).await?,
    ))
}

/// The asset's history, newest first: added, its documents, and for each assignment it is on:
/// joining it, its status changes, storage in and out, shipments joined.
#[utoipa::path(get, path = "/inventory/{id}/history", tag = "inventory",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id")),
    responses(
        (status = 200, description = "Newest first (at most the newest 1000 entries' events). \
To a customer the provider's staff show as the provider (`by.name` is the brand label) and \
protected documents do not appear.", body = Vec<HistoryEvent>),
        (status = 404, description = "No such asset in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn asset_history(
    scope: Scope,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<HistoryEvent>>> {
    Ok(Json(
        read::of_asset(&state.db, scope, &state.settings.brand, id).await?,
    ))
}
