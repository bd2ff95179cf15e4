//! `GET /metrics`: this process's figures in Prometheus text format, through the `metrics` facade
//! (any module counts with `metrics::counter!` and friends, no handle passed around) and
//! `metrics-exporter-prometheus`'s renderer. Each process counts its own requests; the job counts
//! read the shared table, so every instance reports the same.
//!
//! Names (docs/operations.md):
//! - `plinth_http_requests_total{method, route, status}` and the histogram
//!   `plinth_http_request_duration_seconds{method, route}`: `route` is the matched route template
//!   (`/api/inventory/{id}`), a page's route (`/inventory/{id}`), or `other`: never the raw URL,
//!   which would carry ids and make a series per object.
//! - `plinth_render_threads`, `plinth_render_busy_threads`, `plinth_render_queued`,
//!   `plinth_render_shed_pages_total`.
//! - `plinth_db_pool_connections`, `plinth_db_pool_idle_connections`, `plinth_db_pool_max_connections`.
//! - `plinth_jobs{status}` (pending, running, done, failed: the table's rows), and this process's
//!   `plinth_jobs_done_total{kind}`, `plinth_jobs_failed_total{kind}`,
//!   `plinth_job_attempts_failed_total{kind}`, `plinth_job_seconds{kind}`.
//! - [`OBJECT_STORE_ERRORS`]: failed calls of the file store's backend.
//!
//! Who may read it: with `--metrics-token` set, a request with `Authorization: Bearer <token>`;
//! without it, only a client connected from this machine (loopback) and not through a proxy
//! (no forwarding header). Anyone else gets 404, as if there were nothing here. The figures carry
//! no company's data (routes are templates, counts are totals), but they show how busy the
//! provider is, which is not for the internet.
use std::{
    net::SocketAddr,
    sync::OnceLock,
    time::{Duration, Instant},
};

use axum::{
    extract::{ConnectInfo, MatchedPath, Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sha2::{Digest, Sha256};

use crate::{error::AppError, state::AppState};

/// Failed calls of the file store's backend since the process started (`files::error_count`),
/// read when the figures are asked for.
pub const OBJECT_STORE_ERRORS: &str = "plinth_object_store_errors_total";

const REQUESTS: &str = "plinth_http_requests_total";
const DURATION: &str = "plinth_http_request_duration_seconds";

/// Latency buckets in seconds: from a cached file to a large report.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// The process's recorder, installed once (tests build many apps in one process).
fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)
            .expect("the buckets are not empty");
        match builder.install_recorder() {
            Ok(handle) => {
                metrics::describe_counter!(
                    REQUESTS,
                    "HTTP requests answered, by route template and status"
                );
                metrics::describe_histogram!(
                    DURATION,
                    metrics::Unit::Seconds,
                    "HTTP request latency, by route template"
                );
                metrics::describe_counter!(
                    OBJECT_STORE_ERRORS,
                    "Failed calls of the file store's backend"
                );
                handle
            }
            // Another recorder is installed (a test harness): render ours, which stays empty.
            Err(_) => PrometheusBuilder::new().build_recorder().handle(),
        }
    })
}

/// Installs the recorder before the first request is counted.
pub fn install() {
    handle();
}

/// What a request is counted under, given the page route lookup for requests no API route matched.
pub type PageRoute = fn(&str) -> Option<&'static str>;

/// The middleware: counts every request by method, route template and status, and times it.
pub async fn track(State(page_route): State<PageRoute>, req: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = req.method().as_str().to_owned();
    let route = match req.extensions().get::<MatchedPath>() {
        Some(matched) => matched.as_str().to_owned(),
        None => page_route(req.uri().path()).unwrap_or("other").to_owned(),
    };
    let res = next.run(req).await;
    let status = res.status().as_u16().to_string();
    metrics::counter!(REQUESTS, "method" => method.clone(), "route" => route.clone(), "status" => status)
        .increment(1);
    metrics::histogram!(DURATION, "method" => method, "route" => route)
        .record(started.elapsed().as_secs_f64());
    res
}

/// May this request read the figures? (See the module's comment.)
pub fn may_read(token: Option<&str>, headers: &HeaderMap, peer: Option<SocketAddr>) -> bool {
    match token {
        Some(expected) => {
            let sent = headers
                .get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
                .unwrap_or("");
            // Compared as digests: the time taken says nothing about how much of it matched.
            Sha256::digest(sent.as_bytes()) == Sha256::digest(expected.as_bytes())
        }
        None => {
            let proxied = ["x-forwarded-for", "forwarded", "x-real-ip"]
                .iter()
                .any(|h| headers.contains_key(*h));
            !proxied && peer.is_some_and(|p| p.ip().is_loopback())
        }
    }
}

/// Figures read at scrape time: the render pool, the database pool, the jobs table.
async fn gauges(state: &AppState) {
    let renderer = &state.renderer;
    let (busy, queued) = renderer.busy_and_queued();
    metrics::gauge!("plinth_render_threads").set(renderer.threads() as f64);
    metrics::gauge!("plinth_render_busy_threads").set(busy as f64);
    metrics::gauge!("plinth_render_queued").set(queued as f64);
    metrics::counter!("plinth_render_shed_pages_total").absolute(renderer.shed_pages());
    metrics::counter!(OBJECT_STORE_ERRORS).absolute(crate::files::error_count());
    let (size, idle, max) = pool_figures(&state.db);
    metrics::gauge!("plinth_db_pool_connections").set(size as f64);
    metrics::gauge!("plinth_db_pool_idle_connections").set(idle as f64);
    metrics::gauge!("plinth_db_pool_max_connections").set(max as f64);
    match crate::jobs::store::counts(&state.db).await {
        Ok(c) => {
            for (status, n) in [
                ("pending", c.pending),
                ("running", c.running),
                ("done", c.done),
                ("failed", c.failed),
            ] {
                metrics::gauge!("plinth_jobs", "status" => status).set(n as f64);
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not count jobs for /metrics"),
    }
}

fn pool_figures(db: &sea_orm::DatabaseConnection) -> (u32, usize, u32) {
    match db.get_database_backend() {
        sea_orm::DbBackend::Postgres => {
            let pool = db.get_postgres_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
        _ => {
            let pool = db.get_sqlite_connection_pool();
            (
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )
        }
    }
}

/// The figures in Prometheus text format.
#[utoipa::path(get, path = "/metrics", tag = "system",
    description = "This server process's figures in Prometheus text format (requests by route \
template and status with latency histograms, render pool, database pool, jobs, file store errors). \
With `--metrics-token`: send it as a bearer token; without: only from this machine, not through a \
proxy. Anyone else: 404.",
    responses((status = 200, description = "Prometheus text exposition format", content_type = "text/plain", body = String),
        (status = 404, description = "Not for this client", body = crate::error::Messages)))]
pub async fn metrics(State(state): State<AppState>, req: Request) -> Result<Response, AppError> {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(p)| *p);
    if !may_read(state.settings.metrics_token.as_deref(), req.headers(), peer) {
        return Err(AppError::NotFound);
    }
    gauges(&state).await;
    let handle = handle();
    handle.run_upkeep();
    Ok((
        StatusCode::OK,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        handle.render(),
    )
        .into_response())
}

/// Upkeep of the histograms' windows when nobody scrapes for a while.
pub fn spawn_upkeep() {
    tokio::spawn(async {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            handle().run_upkeep();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_may_read_the_figures() {
        let local: SocketAddr = "127.0.0.1:5000".parse().unwrap();
        let remote: SocketAddr = "10.1.2.3:5000".parse().unwrap();
        let none = HeaderMap::new();
        assert!(may_read(None, &none, Some(local)));
        assert!(!may_read(None, &none, Some(remote)));
        assert!(!may_read(None, &none, None));
        let mut proxied = HeaderMap::new();
        proxied.insert("x-forwarded-for", HeaderValue::from_static("10.9.9.9"));
        assert!(
            !may_read(None, &proxied, Some(local)),
            "through a proxy on this machine"
        );
        let mut bearer = HeaderMap::new();
        bearer.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Bearer s3cret"),
        );
        assert!(may_read(Some("s3cret"), &bearer, Some(remote)));
        assert!(
            !may_read(Some("s3cret"), &none, Some(local)),
            "the token is asked of everyone"
        );
        assert!(!may_read(Some("other"), &bearer, Some(remote)));
    }
}
