//! `GET /api/events`: server-sent events. Thin: who asks, from where, then the stream.
use std::{convert::Infallible, sync::Arc};

use axum::{
    extract::{Query, State},
    http::HeaderMap,
    response::sse::{Event, Sse},
};
use futures_util::Stream as FuturesStream;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{
    dto::EventDto,
    read,
    stream::{self, Audience, Check},
};
use crate::{
    auth::extract::StreamUser,
    error::{AppError, AppResult, Messages},
    openapi::SignedInErrors,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    /// Resume after this event id, as `Last-Event-ID` does (the header wins when both are sent).
    pub last_event_id: Option<i32>,
}

/// The refusal when this instance has as many streams open as it keeps.
pub fn too_many_streams() -> AppError {
    AppError::Unavailable("Too many live connections are open; trying again shortly.".into())
}

/// Live events, as `text/event-stream`: each change the caller may see (a customer their
/// company's, the administrator every company's), one `data:` line of JSON each, with its id.
/// A reconnect sending `Last-Event-ID` first gets every event it missed, from the table. Signed in
/// by the bearer token or, for the browser's `EventSource`, the session cookie. A comment is sent
/// every 20 s while nothing happens.
#[utoipa::path(get, path = "/events", tag = "events",
    security(("bearer" = [])),
    params(EventsQuery,
        ("Last-Event-ID" = Option<i32>, Header, description = "Resume after this event id")),
    responses(
        (status = 200, description = "A stream of `id: <id>` and `data: <EventDto JSON>` messages",
            content_type = "text/event-stream", body = EventDto),
        (status = 503, description = "Too many streams are open on this instance; retry later",
            body = Messages),
        SignedInErrors))]
pub async fn events(
    StreamUser(user): StreamUser,
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(query): Query<EventsQuery>,
) -> AppResult<Sse<impl FuturesStream<Item = Result<Event, Infallible>>>> {
    let permit = state.events.open_stream().ok_or_else(too_many_streams)?;
    let after = read::start(&state.db, &headers, query.last_event_id).await?;
    let session_id = user.session_id.clone();
    let check: Check = Arc::new(move |db| {
        let session_id = session_id.clone();
        Box::pin(async move {
            crate::auth::session::still_open(&db, &session_id, chrono::Utc::now()).await
        })
    });
    let stream = stream::Stream {
        db: state.db.clone(),
        hub: state.events.clone(),
        audience: Audience::Scope(user.scope()),
        check,
        after,
        permit,
    };
    Ok(stream::respond(stream, |row| {
        let dto = EventDto::of(row)?;
        Event::default().json_data(&dto).ok()
    }))
}
