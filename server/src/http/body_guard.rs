//! Request bodies that are too large or never arrive.
//!
//! - A body whose `Content-Length` is over the route's limit is refused with 413 as soon as the
//!   handler starts reading it, before a byte of it is waited for. (axum's own limit counts bytes
//!   as they come, so `Content-Length: 1073741824` followed by a few bytes waited forever.)
//! - A body that stops arriving (no bytes for [`Settings::body_stall_timeout`]) ends the request
//!   with 408 and the connection is closed, so a client cannot hold a request open for ever.
//!
//! [`guard`] wraps every request's body; [`BodyLimit`] is the one way a route sets its limit (it
//! sets axum's `DefaultBodyLimit` too): the innermost one wins, as with `DefaultBodyLimit`, which
//! is why the check runs when the body is first read and not in the outer middleware. Whatever a
//! handler made of the failed read (a 400 "not a valid form", say), the guard answers 413 or 408.
//!
//! [`Settings::body_stall_timeout`]: crate::Settings
use std::{
    future::Future,
    pin::Pin,
    sync::{
        atomic::{AtomicU8, AtomicUsize, Ordering},
        Arc,
    },
    task::{ready, Context, Poll},
    time::Duration,
};

use axum::{
    body::{Body, Bytes},
    extract::{DefaultBodyLimit, Request, State},
    http::{header, HeaderValue},
    middleware::Next,
    response::{IntoResponse, Response},
};
use http_body::{Frame, SizeHint};
use tokio::time::{Instant, Sleep};
use tower::{Layer, Service};

use crate::error::AppError;

/// Largest JSON or form body accepted (uploads set their own limits).
pub const BODY_LIMIT: usize = 1024 * 1024;

const READING: u8 = 0;
const DECLARED_TOO_LARGE: u8 = 1;
const STALLED: u8 = 2;

/// What the guard learnt about one request's body: the route's limit (set by [`BodyLimit`]) and
/// whether reading it failed in a way the guard answers itself.
struct Watch {
    limit: AtomicUsize,
    /// The file limit (MB) of an upload route, to say in the 413; 0 elsewhere.
    file_limit_mb: AtomicUsize,
    verdict: AtomicU8,
}

/// The body limit of the routes it wraps: axum's `DefaultBodyLimit` (bytes counted as they
/// come), and the limit the guard compares a declared `Content-Length` with.
#[derive(Clone, Copy, Debug)]
pub struct BodyLimit {
    bytes: usize,
    file_limit_mb: usize,
}

impl BodyLimit {
    /// A limit for JSON and form calls.
    pub const fn bytes(bytes: usize) -> Self {
        BodyLimit {
            bytes,
            file_limit_mb: 0,
        }
    }

    /// A limit for an upload call: `bytes` for the whole body, and the 413 names the file limit
    /// (`files::upload::body_limit` makes these).
    pub const fn upload(bytes: usize, file_limit_mb: usize) -> Self {
        BodyLimit {
            bytes,
            file_limit_mb,
        }
    }
}

impl<S> Layer<S> for BodyLimit {
    type Service = RouteBodyLimit<<DefaultBodyLimit as Layer<S>>::Service>;

    fn layer(&self, inner: S) -> Self::Service {
        RouteBodyLimit {
            inner: DefaultBodyLimit::max(self.bytes).layer(inner),
            limit: *self,
        }
    }
}

#[derive(Clone, Debug)]
pub struct RouteBodyLimit<S> {
    inner: S,
    limit: BodyLimit,
}

impl<S, B> Service<axum::http::Request<B>> for RouteBodyLimit<S>
where
    S: Service<axum::http::Request<B>>,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: axum::http::Request<B>) -> Self::Future {
        if let Some(watch) = req.extensions().get::<Arc<Watch>>() {
            watch.limit.store(self.limit.bytes, Ordering::Relaxed);
            watch
                .file_limit_mb
                .store(self.limit.file_limit_mb, Ordering::Relaxed);
        }
        self.inner.call(req)
    }
}

/// The middleware (state: the stall timeout). Put it outside every [`BodyLimit`].
pub async fn guard(State(stall): State<Duration>, req: Request, next: Next) -> Response {
    let watch = Arc::new(Watch {
        limit: AtomicUsize::new(BODY_LIMIT),
        file_limit_mb: AtomicUsize::new(0),
        verdict: AtomicU8::new(READING),
    });
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    let (mut parts, body) = req.into_parts();
    parts.extensions.insert(watch.clone());
    let body = Body::new(GuardedBody {
        inner: body,
        watch: watch.clone(),
        declared,
        stall,
        timer: None,
    });
    let res = next.run(Request::from_parts(parts, body)).await;
    let error = match watch.verdict.load(Ordering::Relaxed) {
        DECLARED_TOO_LARGE => {
            AppError::PayloadTooLarge(match watch.file_limit_mb.load(Ordering::Relaxed) {
                // The words of an upload met by the limit in one piece (`files::form`).
                0 => format!(
                    "The request body is larger than the {} limit of this call.",
                    size(watch.limit.load(Ordering::Relaxed))
                ),
                mb => format!("The upload is larger than the {mb} MB limit."),
            })
        }
        STALLED => AppError::RequestTimeout(format!(
            "The request body stopped arriving (nothing for {} s): send it again.",
            stall.as_secs()
        )),
        _ => return res,
    };
    let mut res = error.into_response();
    // The rest of the body is not read: the connection cannot carry another request.
    res.headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    res
}

fn size(bytes: usize) -> String {
    const MIB: usize = 1024 * 1024;
    if bytes >= MIB {
        format!("{} MB", bytes / MIB)
    } else {
        format!("{} KB", bytes / 1024)
    }
}

/// A request body that checks the declared length on its first read and fails when no bytes
/// come for `stall` (the clock starts at the first read, so a handler that looks things up before
/// reading is not counted against the client).
struct GuardedBody {
    inner: Body,
    watch: Arc<Watch>,
    declared: Option<u64>,
    stall: Duration,
    timer: Option<Pin<Box<Sleep>>>,
}

impl GuardedBody {
    fn fail(
        &self,
        verdict: u8,
        why: &'static str,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        self.watch.verdict.store(verdict, Ordering::Relaxed);
        Poll::Ready(Some(Err(axum::Error::new(why))))
    }
}

impl http_body::Body for GuardedBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = self.get_mut();
        if this.watch.verdict.load(Ordering::Relaxed) != READING {
            return Poll::Ready(None);
        }
        let timer = match &mut this.timer {
            Some(timer) => timer,
            None => {
                let limit = this.watch.limit.load(Ordering::Relaxed) as u64;
                if this.declared.is_some_and(|declared| declared > limit) {
                    return this.fail(DECLARED_TOO_LARGE, "the declared body is over the limit");
                }
                this.timer.insert(Box::pin(tokio::time::sleep(this.stall)))
            }
        };
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(frame) => {
                timer.as_mut().reset(Instant::now() + this.stall);
                Poll::Ready(frame)
            }
            Poll::Pending => {
                ready!(timer.as_mut().poll(cx));
                this.fail(STALLED, "the body stopped arriving")
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_in_words() {
        assert_eq!(size(1024 * 1024), "1 MB");
        assert_eq!(size(21 * 1024 * 1024), "21 MB");
        assert_eq!(size(64 * 1024), "64 KB");
    }
}
