//! Condition reports recorded for a work (docs/condition-reports.md): examinations with
//! observations in controlled words ([`vocabulary`]), photos kept whole with marks stored apart as
//! W3C Web Annotations ([`marks`], [`photos`]), drafts that signing locks with a SHA-256 digest
//! over the content and the photos' bytes ([`digest`], [`write`]), checked whenever a report is
//! read ([`read`]); the record's PDF ([`document`]), a work's history and two reports compared
//! ([`compare`]). Who sees and writes what: [`access`]. The blank report to fill in by hand stays
//! with the labels (`features::labels::condition`).
pub mod access;
pub mod compare;
pub mod digest;
pub mod document;
pub mod dto;
pub mod handlers;
pub mod marks;
pub mod photos;
pub mod read;
pub mod vocabulary;
pub mod write;

use axum::{routing::get, Router};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    files::upload::{body_limit, Allowed},
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::default()
        .routes(routes!(handlers::add_photo))
        .layer(body_limit(Allowed::Photos));
    OpenApiRouter::default()
        .routes(routes!(handlers::list, handlers::create))
        .routes(routes!(handlers::compare))
        .routes(routes!(handlers::get, handlers::update, handlers::delete))
        .routes(routes!(handlers::sign))
        .routes(routes!(handlers::update_photo, handlers::remove_photo))
        .routes(routes!(handlers::pdf))
        .merge(uploads)
}

/// The photo files, outside `/api` like the other files, so `<img src>` works.
pub fn file_routes() -> Router<AppState> {
    Router::new().route("/files/condition-photo/{id}", get(handlers::photo_file))
}
