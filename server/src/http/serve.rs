//! The HTTP/1.1 server: our own accept loop over hyper instead of `axum::serve`, because the
//! latter sets no timeouts, and a server on the internet needs them:
//!
//! - **Header read** ([`Timeouts::header_read`]): a request's head must arrive within it, and a
//!   kept-alive connection that sends no next request is closed after it (hyper starts the clock
//!   when it waits for a head). Slow-header clients cannot hold connections open.
//! - **Body**: see [`super::body_guard`] (408 when a body stops arriving).
//! - **Send** ([`Timeouts::send`]): a client that stops reading our answer for that long loses
//!   the connection, so an unread download cannot pin a task and its buffers for ever.
//!
//! Each request carries `ConnectInfo<SocketAddr>` (the sign-in throttle reads it), as
//! `into_make_service_with_connect_info` gave it.
use std::{
    future::Future,
    io,
    pin::{pin, Pin},
    task::{ready, Context, Poll},
    time::Duration,
};

use axum::{extract::ConnectInfo, Router};
use hyper::server::conn::http1;
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    server::graceful::GracefulShutdown,
    service::TowerToHyperService,
};
use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    net::{TcpListener, TcpStream},
    time::{Instant, Sleep},
};

#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    pub header_read: Duration,
    pub send: Duration,
}

/// How long open requests may finish once shutdown starts.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// Serves `app` on `listener` until `shutdown` completes, then lets open requests finish.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    timeouts: Timeouts,
    shutdown: impl Future<Output = ()>,
) -> io::Result<()> {
    let connections = GracefulShutdown::new();
    let mut shutdown = pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors and the like: wait a little instead of spinning.
                    tracing::warn!(error = %e, "could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let service = tower::util::MapRequest::new(
            app.clone(),
            move |mut req: axum::http::Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(ConnectInfo(remote));
                req
            },
        );
        let connection = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(timeouts.header_read)
            .keep_alive(true)
            .serve_connection(
                TokioIo::new(SendTimeout::new(stream, timeouts.send)),
                TowerToHyperService::new(service),
            );
        let connection = connections.watch(connection);
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(%remote, error = %e, "connection ended with an error");
            }
        });
    }
    drop(listener);
    tokio::select! {
        () = connections.shutdown() => {},
        () = tokio::time::sleep(SHUTDOWN_GRACE) => {
            tracing::warn!("requests still open after the shutdown grace period");
        }
    }
    Ok(())
}

/// A connection whose writes fail when no byte could be sent for `limit`.
struct SendTimeout {
    stream: TcpStream,
    limit: Duration,
    /// Armed while a write waits; cleared by any progress.
    waiting: Option<Pin<Box<Sleep>>>,
}

impl SendTimeout {
    fn new(stream: TcpStream, limit: Duration) -> Self {
        SendTimeout {
            stream,
            limit,
            waiting: None,
        }
    }

    fn check<T>(
        &mut self,
        cx: &mut Context<'_>,
        polled: Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        if polled.is_ready() {
            self.waiting = None;
            return polled;
        }
        let limit = self.limit;
        let timer = self
            .waiting
            .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(Instant::now() + limit)));
        ready!(timer.as_mut().poll(cx));
        Poll::Ready(Err(io::Error::new(
            io::ErrorKind::TimedOut,
            "the client stopped reading the answer",
        )))
    }
}

impl AsyncRead for SendTimeout {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for SendTimeout {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write(cx, buf);
        self.check(cx, polled)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let polled = Pin::new(&mut self.stream).poll_flush(cx);
        self.check(cx, polled)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        self.check(cx, polled)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}
