//! Plinth: one binary that serves the JSON API, renders the React UI on the server, and serves files.
pub mod audit;
pub mod auth;
pub mod backup;
pub mod blocking;
pub mod config;
pub mod db;
pub mod demo;
pub mod error;
pub mod events;
pub mod features;
pub mod files;
pub mod http;
pub mod jobs;
pub mod limits;
pub mod list;
pub mod mail;
pub mod money;
pub mod openapi;
pub mod ops;
pub mod page_loader;
pub mod pdf;
pub mod ssr;
pub mod state;

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use axum::{middleware, routing::get};
use tower_http::{catch_panic::CatchPanicLayer, compression::CompressionLayer};
use utoipa::OpenApi;
use utoipa_axum::{router::OpenApiRouter, routes};

pub use config::Settings;
use error::AppError;
pub use state::AppState;

/// Connects, migrates (SQLite always; PostgreSQL when `migrate` is true), starts the render pool.
pub async fn build_state(settings: Settings, migrate: bool) -> anyhow::Result<AppState> {
    ops::metrics::install();
    // With PostgreSQL and an object store nothing of this instance lives on its own disk: no data
    // dir is made (`plinth serve` then writes only its log).
    if settings.uses_data_dir() {
        std::fs::create_dir_all(&settings.data_dir).with_context(|| {
            format!("cannot create the data dir {}", settings.data_dir.display())
        })?;
    }
    let files = settings.file_store()?;
    let db = db::open(&settings.database_url, migrate).await?;
    let events = events::Hub::new(settings.max_event_streams, settings.event_idle_look);
    events.start(db.clone());
    ssr::backend::use_code_cache(
        settings
            .uses_data_dir()
            .then_some(settings.data_dir.as_path()),
    );
    let renderer = ssr::Renderer::start(
        ssr::assets::server_bundle(),
        settings.render_threads,
        settings.render_deadline,
        settings.render_memory_limit,
    );
    Ok(AppState {
        db,
        throttle: Arc::new(auth::throttle::Throttle::new(
            settings.signin_attempts,
            settings.signin_window,
        )),
        quota: Arc::new(http::quota::Quota::new(
            settings.document_quota_concurrent,
            settings.document_quota_per_minute,
        )),
        settings: Arc::new(settings),
        renderer: Arc::new(renderer),
        manifest: Arc::new(ssr::Manifest::embedded()),
        page_loaders: Arc::new(features::page_loaders()),
        files,
        events,
    })
}

/// Every call, each with its OpenAPI description (`#[utoipa::path]` on the handler): `router` serves
/// these and `openapi::document` describes them, so a call cannot be served undocumented.
pub fn api_routes() -> OpenApiRouter<AppState> {
    let api = OpenApiRouter::default()
        .routes(routes!(features::health::health))
        .routes(routes!(features::health::ready))
        .merge(features::jobs::routes())
        .merge(features::webhooks::routes())
        .routes(routes!(auth::profile::profile))
        .merge(features::account::routes())
        .routes(routes!(auth::handlers::change_password))
        .merge(features::companies::routes())
        .merge(features::users::routes())
        .merge(features::addresses::routes())
        .merge(features::dashboard::routes())
        .merge(features::inventory::routes())
        .merge(features::assignments::routes())
        .merge(features::history::routes())
        .merge(features::events::routes())
        .merge(features::tracking::routes())
        .merge(features::reports::routes())
        .merge(features::invoices::routes())
        .merge(features::invoice_parties::routes())
        .merge(features::credit_notes::routes())
        .merge(features::accounting::routes())
        .merge(features::purchase_invoices::routes())
        .merge(features::costing::routes())
        .merge(features::shipments::routes())
        .merge(features::storage::routes())
        .merge(features::labels::routes())
        .merge(features::warehouse::routes())
        .merge(features::condition_reports::routes())
        .routes(routes!(openapi::openapi_json))
        // A page for people, not a call: served here, not described.
        .route("/docs", get(openapi::docs_page));
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .routes(routes!(ops::metrics::metrics))
        .routes(routes!(auth::handlers::token))
        .routes(routes!(auth::handlers::revocation))
        .merge(features::account::mail_routes())
        .nest("/api", with_api_fallbacks(api))
}

/// Unknown `/api` paths and methods answer JSON errors, not the page fallback. (`OpenApiRouter`
/// has no `method_not_allowed_fallback`, so this goes through the plain router and back.)
fn with_api_fallbacks(api: OpenApiRouter<AppState>) -> OpenApiRouter<AppState> {
    let (router, doc) = api.split_for_parts();
    let router = router
        .fallback(|| async { AppError::NotFound })
        .method_not_allowed_fallback(|| async {
            AppError::BadRequest("This method is not allowed here.".into())
        });
    let mut api = OpenApiRouter::from(router);
    *api.get_openapi_mut() = doc;
    api
}

pub fn router(state: AppState) -> axum::Router {
    let (routes, _) = api_routes().split_for_parts();
    routes
        .route("/assets/{*file}", get(ssr::assets::serve))
        .route("/app/asset/{id}", get(features::labels::scan::scan))
        .route(
            "/app/location/{id}",
            get(features::warehouse::handlers::location_label),
        )
        .route(
            "/manifest.webmanifest",
            get(ssr::installable::serve_manifest),
        )
        .route("/icons/{name}", get(ssr::installable::serve_icon))
        .merge(features::documents::serve::routes())
        .merge(features::condition_reports::file_routes())
        .fallback(ssr::pages::page)
        .layer(http::body_guard::BodyLimit::bytes(
            http::body_guard::BODY_LIMIT,
        ))
        .layer(middleware::from_fn_with_state(
            state.settings.body_stall_timeout,
            http::body_guard::guard,
        ))
        .layer(
            CompressionLayer::new()
                .quality(tower_http::CompressionLevel::Default)
                .compress_when(compress_when()),
        )
        .layer(middleware::from_fn_with_state(
            state.clone(),
            http::quota::limit,
        ))
        .layer(middleware::from_fn_with_state(
            state.events.clone(),
            events::hub::wake_after_writes,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            features::tracking::limit::limit,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            http::client::client_span,
        ))
        .layer(middleware::from_fn_with_state(
            state.settings.secure_cookies,
            http::headers::security_headers,
        ))
        .layer(CatchPanicLayer::custom(|_| {
            tracing::error!("handler panicked");
            axum::response::IntoResponse::into_response(AppError::Internal("panic".into()))
        }))
        // Outermost, after routing (so the matched route template is known): every answer counted.
        .layer(middleware::from_fn_with_state(
            page_route as ops::metrics::PageRoute,
            ops::metrics::track,
        ))
        .with_state(state)
}

/// A page's route template (`/app/inventory/:inventoryId`), for requests no API route matched.
fn page_route(path: &str) -> Option<&'static str> {
    ssr::routes::find(path).map(|r| r.path.as_str())
}

/// What the compression layer gzips: its defaults, except Office files (xlsx, docx: already zip
/// archives, which gzip would only make slower to send).
fn compress_when() -> impl tower_http::compression::Predicate {
    use tower_http::compression::predicate::{DefaultPredicate, NotForContentType, Predicate};
    DefaultPredicate::new().and(NotForContentType::const_new(
        "application/vnd.openxmlformats-officedocument",
    ))
}

/// Housekeeping that runs for the life of the server, hourly: expired sessions, counters of
/// windows long past, and done jobs older than a week are removed (failed jobs stay); and
/// yesterday's mail digests are queued (once per user and day, whichever instance is first).
pub fn spawn_housekeeping(state: &AppState) {
    let db = state.db.clone();
    let state = state.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(3600));
        loop {
            tick.tick().await;
            let now = chrono::Utc::now();
            if let Err(e) = auth::session::purge_expired(&db, now).await {
                tracing::warn!(error = %e, "could not purge expired sessions");
            }
            if let Err(e) = limits::purge(&db, now - chrono::Duration::days(1)).await {
                tracing::warn!(error = %e, "could not purge old counters");
            }
            if let Err(e) = jobs::store::purge_done(&db, now - chrono::Duration::days(7)).await {
                tracing::warn!(error = %e, "could not purge done jobs");
            }
            features::account::digest::send_yesterdays(&state).await;
        }
    });
}

/// Starts this process's job worker with every kind the features register.
pub fn spawn_job_worker(state: &AppState) -> jobs::worker::WorkerHandle {
    jobs::worker::spawn(
        state.clone(),
        features::job_kinds(),
        state.settings.job_worker(),
    )
}
