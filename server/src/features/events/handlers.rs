//! `GET /api/events`: server-sent events. Thin: who asks, from where, then the stream task.
use std::{convert::Infallible, time::Duration};

use axum::{
    extract::{Query, State},
    http::HeaderMap,
    response::sse::{Event, KeepAlive, Sse},
};
use futures_util::{stream::unfold, Stream as FuturesStream};
use serde::Deserialize;
use tokio::sync::mpsc;
use utoipa::IntoParams;

use super::{dto::EventDto, read, stream};
use crate::{
    auth::extract::StreamUser,
    error::{AppError, AppResult, Messages},
    openapi::SignedInErrors,
    state::AppState,
};

/// How often an idle stream sends a comment, so proxies and the browser keep it open.
const KEEP_ALIVE: Duration = Duration::from_secs(20);
/// What the browser waits before reconnecting (`retry:`); it backs off further itself.
const RETRY: Duration = Duration::from_secs(2);

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct EventsQuery {
    /// Resume after this event id, as `Last-Event-ID` does (the header wins when both are sent).
    pub last_event_id: Option<i32>,
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
    let permit = state.events.open_stream().ok_or_else(|| {
        AppError::Unavailable("Too many live connections are open; trying again shortly.".into())
    })?;
    let resume = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<i32>().ok())
        .or(query.last_event_id);
    let after = match resume {
        Some(id) => id.max(0),
        None => read::latest(&state.db).await?,
    };
    let (out, inbox) = mpsc::channel::<EventDto>(64);
    tokio::spawn(stream::run(
        stream::Stream {
            db: state.db.clone(),
            hub: state.events.clone(),
            scope: user.scope(),
            session_id: Some(user.session_id),
            after,
            permit,
        },
        out,
    ));
    let first = Event::default().retry(RETRY).comment("open");
    let events = unfold((Some(first), inbox), |(first, mut inbox)| async move {
        if let Some(first) = first {
            return Some((Ok(first), (None, inbox)));
        }
        let dto = inbox.recv().await?;
        let event = Event::default()
            .id(dto.id.to_string())
            .json_data(&dto)
            .unwrap_or_else(|_| Event::default().comment("unreadable event"));
        Some((Ok(event), (None, inbox)))
    });
    Ok(Sse::new(events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)))
}
