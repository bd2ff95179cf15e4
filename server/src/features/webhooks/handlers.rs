//! `/api/admin/webhook…`: thin, extract, call the service, answer. The provider's only.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    deliveries,
    dto::{AttemptDto, DeliveryDto, EndpointDto, EndpointInput, EndpointWithSecretDto},
    endpoints, log,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    events::EventKind,
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// Every webhook endpoint, the oldest first.
#[utoipa::path(get, path = "/admin/webhook", tag = "webhooks", security(("bearer" = [])),
    responses((status = 200, description = "The endpoints", body = Vec<EndpointDto>), AdminErrors))]
pub async fn list_endpoints(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<EndpointDto>>> {
    Ok(Json(endpoints::list(&state.db).await?))
}

/// The event types an endpoint may take, in a fixed order.
#[utoipa::path(get, path = "/admin/webhook/types", tag = "webhooks", security(("bearer" = [])),
    responses((status = 200, description = "Every event type", body = Vec<EventKind>), AdminErrors))]
pub async fn event_types(Admin(_): Admin) -> Json<Vec<EventKind>> {
    Json(EventKind::ALL.to_vec())
}

/// Registers an endpoint; the answer shows its secret, this once.
#[utoipa::path(post, path = "/admin/webhook", tag = "webhooks", security(("bearer" = [])),
    request_body = EndpointInput,
    responses(
        (status = 201, description = "Registered, with its secret", body = EndpointWithSecretDto),
        (status = 422, description = "The URL is not http(s), or its host is not a public address \
(unless the server allows private ones), or the company or an event type is unknown; the message \
says which and `fields` names the field", body = Messages),
        AdminErrors, JsonBodyErrors))]
pub async fn create_endpoint(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<EndpointInput>,
) -> AppResult<(StatusCode, Json<EndpointWithSecretDto>)> {
    Ok((
        StatusCode::CREATED,
        Json(endpoints::create(&state, input).await?),
    ))
}

/// One endpoint.
#[utoipa::path(get, path = "/admin/webhook/{id}", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id")),
    responses((status = 200, description = "The endpoint", body = EndpointDto),
        (status = 404, description = "No such endpoint", body = Messages), AdminErrors, PathErrors))]
pub async fn get_endpoint(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<EndpointDto>> {
    Ok(Json(endpoints::get(&state.db, id).await?))
}

/// Saves an endpoint's URL, company, event types, description and whether it is active.
#[utoipa::path(put, path = "/admin/webhook/{id}", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id")),
    request_body = EndpointInput,
    responses((status = 200, description = "Saved", body = EndpointDto),
        (status = 404, description = "No such endpoint", body = Messages),
        (status = 422, description = "As for a new endpoint", body = Messages),
        AdminErrors, PathErrors, JsonBodyErrors))]
pub async fn update_endpoint(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<EndpointInput>,
) -> AppResult<Json<EndpointDto>> {
    Ok(Json(endpoints::update(&state, id, input).await?))
}

/// Deletes an endpoint with its deliveries and log; nothing more is sent to it.
#[utoipa::path(delete, path = "/admin/webhook/{id}", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id")),
    responses((status = 204, description = "Deleted"),
        (status = 404, description = "No such endpoint", body = Messages), AdminErrors, PathErrors))]
pub async fn delete_endpoint(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    endpoints::delete(&state.db, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A new secret, shown this once; the previous one keeps signing beside it (two signatures in
/// `webhook-signature`) for 24 hours or until ended.
#[utoipa::path(post, path = "/admin/webhook/{id}/rotate", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id")),
    responses((status = 200, description = "The endpoint and its new secret", body = EndpointWithSecretDto),
        (status = 404, description = "No such endpoint", body = Messages), AdminErrors, PathErrors))]
pub async fn rotate_secret(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<EndpointWithSecretDto>> {
    Ok(Json(endpoints::rotate(&state.db, id).await?))
}

/// The previous secret stops signing now.
#[utoipa::path(post, path = "/admin/webhook/{id}/end-old-secret", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id")),
    responses((status = 200, description = "Only the current secret signs", body = EndpointDto),
        (status = 404, description = "No such endpoint", body = Messages), AdminErrors, PathErrors))]
pub async fn end_old_secret(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<EndpointDto>> {
    Ok(Json(endpoints::end_old_secret(&state.db, id).await?))
}

/// Enables an endpoint that was disabled for failing (and makes it active).
#[utoipa::path(post, path = "/admin/webhook/{id}/enable", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id")),
    responses((status = 200, description = "Enabled", body = EndpointDto),
        (status = 404, description = "No such endpoint", body = Messages), AdminErrors, PathErrors))]
pub async fn enable_endpoint(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<EndpointDto>> {
    Ok(Json(endpoints::enable(&state.db, id).await?))
}

/// An endpoint's delivery log: each attempt, the newest first.
#[utoipa::path(get, path = "/admin/webhook/{id}/log", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The endpoint id"), ListParams),
    responses((status = 200, description = "One page; sort: at (default, the newest first), event, status, duration",
        body = Page<AttemptDto>),
        (status = 400, description = "A list parameter is not valid (the message names the allowed values)", body = Messages),
        (status = 404, description = "No such endpoint", body = Messages), AdminErrors, PathErrors))]
pub async fn delivery_log(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiQuery(params): ApiQuery<ListParams>,
) -> AppResult<Json<Page<AttemptDto>>> {
    let request = params.strict(&log::LIST)?;
    endpoints::find(&state.db, id).await?;
    Ok(Json(log::page(&state.db, id, &request).await?))
}

/// Sends a delivery again: a new job with all its attempts, the same `webhook-id`.
#[utoipa::path(post, path = "/admin/webhook/delivery/{id}/send-again", tag = "webhooks", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The delivery id (`deliveryId` of a log row)")),
    responses((status = 202, description = "Queued", body = DeliveryDto),
        (status = 404, description = "No such delivery", body = Messages),
        (status = 409, description = "The endpoint is disabled or inactive", body = Messages),
        AdminErrors, PathErrors))]
pub async fn send_again(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<(StatusCode, Json<DeliveryDto>)> {
    Ok((
        StatusCode::ACCEPTED,
        Json(deliveries::send_again(&state, id).await?),
    ))
}
