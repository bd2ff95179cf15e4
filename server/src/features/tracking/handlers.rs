//! The tracking calls. Thin: extract, call the service, answer. The link calls are the signed-in
//! caller's (their company's assignments; the admin any); the two `/track/{token}` calls are
//! public, and what they show is bounded by the link.
use std::{convert::Infallible, sync::Arc};

use axum::{
    extract::{Query, State},
    http::{HeaderMap, StatusCode},
    response::sse::{Event, Sse},
    Json,
};
use futures_util::Stream as FuturesStream;

use super::{
    dto::{
        CreatedTrackingLinkDto, NewTrackingLink, TrackingDto, TrackingEventDto, TrackingLinkDto,
    },
    links, view,
};
use crate::{
    auth::CurrentUser,
    error::{AppResult, Messages},
    features::events::{
        handlers::{too_many_streams, EventsQuery},
        read,
        stream::{self, Audience, Check},
    },
    http::extract::{ApiJson, ApiPath},
    openapi::{PathErrors, SignedInErrors},
    state::AppState,
};

/// The assignment's tracking links, newest first (never their tokens).
#[utoipa::path(get, path = "/assignment/{id}/tracking-links", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses((status = 200, body = Vec<TrackingLinkDto>),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn list_links(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<TrackingLinkDto>>> {
    Ok(Json(
        links::list(&state.db, user.scope(), id, chrono::Utc::now()).await?,
    ))
}

/// A new tracking link to share with someone without an account. Its path (with the token) is in
/// this answer only: keep it.
#[utoipa::path(post, path = "/assignment/{id}/tracking-links", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    request_body = NewTrackingLink,
    responses((status = 201, body = CreatedTrackingLinkDto),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        (status = 409, description = "The assignment has 20 open links already", body = Messages),
        (status = 422, description = "The days or the label are out of bounds (`fields` names which)", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn create_link(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<NewTrackingLink>,
) -> AppResult<(StatusCode, Json<CreatedTrackingLinkDto>)> {
    let made = links::create(&state.db, &user, id, input, chrono::Utc::now()).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Revokes a tracking link: its page answers 404 from now on, and an open one stops updating.
#[utoipa::path(delete, path = "/assignment/{id}/tracking-links/{linkId}", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id"),
        ("linkId" = i32, Path, description = "The link id")),
    responses((status = 200, description = "The link, revoked", body = TrackingLinkDto),
        (status = 404, description = "No such assignment in the caller's company, or no such link on it", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn revoke_link(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath((id, link_id)): ApiPath<(i32, i32)>,
) -> AppResult<Json<TrackingLinkDto>> {
    Ok(Json(
        links::revoke(&state.db, &user, id, link_id, chrono::Utc::now()).await?,
    ))
}

/// What a tracking link shows: ref, status, progress, dates and the legs of the shipments (never
/// titles, artists, values, addresses or documents). No sign-in; at most 120 tracking requests a
/// minute per client.
#[utoipa::path(get, path = "/track/{token}", tag = "tracking",
    params(("token" = String, Path, description = "The link's token")),
    responses((status = 200, body = TrackingDto),
        (status = 404, description = "No such link, or it expired or was revoked", body = Messages),
        (status = 429, description = "Too many tracking requests from this client", body = Messages)))]
pub async fn tracking(
    State(state): State<AppState>,
    ApiPath(token): ApiPath<String>,
) -> AppResult<Json<TrackingDto>> {
    Ok(Json(
        view::tracking(&state.db, &token, chrono::Utc::now()).await?,
    ))
}

/// The tracked assignment's changes, live (`text/event-stream`): `{id, type}` of each, after
/// which the page reads the link again. Ends when the link expires or is revoked.
#[utoipa::path(get, path = "/track/{token}/events", tag = "tracking",
    params(("token" = String, Path, description = "The link's token"),
        EventsQuery,
        ("Last-Event-ID" = Option<i32>, Header, description = "Resume after this event id")),
    responses(
        (status = 200, description = "A stream of `id: <id>` and `data: <TrackingEventDto JSON>` messages",
            content_type = "text/event-stream", body = TrackingEventDto),
        (status = 404, description = "No such link, or it expired or was revoked", body = Messages),
        (status = 429, description = "Too many tracking requests from this client", body = Messages),
        (status = 503, description = "Too many streams are open on this instance", body = Messages)))]
pub async fn tracking_events(
    State(state): State<AppState>,
    ApiPath(token): ApiPath<String>,
    headers: HeaderMap,
    Query(query): Query<EventsQuery>,
) -> AppResult<Sse<impl FuturesStream<Item = Result<Event, Infallible>>>> {
    let link = view::open_link(&state.db, &token, chrono::Utc::now()).await?;
    let permit = state.events.open_stream().ok_or_else(too_many_streams)?;
    let after = read::start(&state.db, &headers, query.last_event_id).await?;
    let link_id = link.id;
    let check: Check = Arc::new(move |db| {
        Box::pin(async move { view::still_open(&db, link_id, chrono::Utc::now()).await })
    });
    let stream = stream::Stream {
        db: state.db.clone(),
        hub: state.events.clone(),
        audience: Audience::Assignment(link.assignment_id),
        check,
        after,
        permit,
    };
    Ok(stream::respond(stream, |row| {
        let dto = TrackingEventDto {
            id: row.id,
            kind: row.kind.clone(),
        };
        Event::default().json_data(&dto).ok()
    }))
}
