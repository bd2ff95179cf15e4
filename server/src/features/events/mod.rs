//! The live stream of events (docs/events.md): `GET /api/events`, each change the caller may see
//! as it happens, resumable by `Last-Event-ID`. The events are written by `crate::events` with
//! the audit entries they come from; this feature reads them within the caller's scope.
pub mod dto;
pub mod fanout;
pub mod handlers;
pub mod read;
pub mod stream;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default().routes(routes!(handlers::events))
}
