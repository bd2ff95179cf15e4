//! How often one client may open tracking pages and their calls: a link is public, so its token is
//! the only secret, and guessing must be slow. Counted per client address in the database (the
//! same window as the sign-in throttle's), so every instance counts together.
use std::time::Duration;

use axum::{
    extract::{Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{error::AppError, http::client::ClientAddr, limits, state::AppState};

/// Requests one client may make to tracking pages and calls in [`WINDOW`].
pub const PER_WINDOW: i32 = 120;
pub const WINDOW: Duration = Duration::from_secs(60);

/// Whether a path is a tracking page or call.
pub fn is_tracking(path: &str) -> bool {
    path.starts_with("/track/") || path.starts_with("/api/track/")
}

/// Middleware: over [`PER_WINDOW`] tracking requests from one address in a window is 429.
pub async fn limit(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    request: Request,
    next: Next,
) -> Response {
    if !is_tracking(request.uri().path()) {
        return next.run(request).await;
    }
    let key = format!(
        "track:{}",
        client.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
    );
    let now = chrono::Utc::now();
    match limits::hit(&state.db, &key, WINDOW, now).await {
        Ok(window) if window.count > PER_WINDOW => AppError::TooManyRequests {
            message: "Too many requests for tracking pages; wait a minute.".into(),
            retry_after_secs: window.seconds_left(WINDOW, limits::millis(now)),
        }
        .into_response(),
        Ok(_) => next.run(request).await,
        Err(e) => e.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_tracking_paths_are_counted() {
        assert!(is_tracking("/track/abc"));
        assert!(is_tracking("/api/track/abc/events"));
        assert!(!is_tracking("/app/assignment/3"));
        assert!(!is_tracking("/trackx"));
    }
}
