//! Hostile HTTP over real sockets (docs/architecture.md, HTTP limits): bodies that are announced
//! too large or never arrive, header and idle timeouts (the server of `plinth serve` on
//! 127.0.0.1:0), and pages under more load than the render threads can take (load shedding).
use std::{net::SocketAddr, time::Duration};

use crate::common;

use common::{inventory::World, multipart::Form, Backend, TestApp};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
    time::{timeout, Instant},
};

/// Serves the app as `plinth serve` does, on a free port of 127.0.0.1.
async fn listen(app: &TestApp) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = app.router.clone();
    let timeouts = app.state.settings.timeouts();
    tokio::spawn(server::http::serve::serve(
        listener,
        router,
        timeouts,
        std::future::pending(),
    ));
    addr
}

/// Sends `head` and `body_start`, then waits (at most `wait`) for the answer's status line.
async fn status_of(addr: SocketAddr, head: &str, body_start: &[u8], wait: Duration) -> Option<u16> {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body_start).await.unwrap();
    let mut answer = vec![0u8; 1024];
    let n = timeout(wait, stream.read(&mut answer)).await.ok()?.ok()?;
    let line = String::from_utf8_lossy(&answer[..n]).into_owned();
    line.split(' ').nth(1)?.parse().ok()
}

fn post_head(addr: SocketAddr, path: &str, token: &str, content_type: &str, length: u64) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
Content-Type: {content_type}\r\nContent-Length: {length}\r\n\r\n"
    )
}

/// `Content-Length: 1073741824` and a few bytes: 413 at once on an upload call, a document
/// upload and a JSON call (it waited for ever before).
async fn an_announced_huge_body_is_refused_at_once(b: Backend) {
    let w = World::new(b).await;
    let made = w.added(&w.asset("Target"), None).await;
    let addr = listen(&w.app).await;
    let multipart = Form::content_type();
    let calls = [
        ("/api/inventory".to_owned(), multipart.as_str()),
        (
            format!("/api/inventory/{}/upload/{}", made["id"], w.acme.id),
            multipart.as_str(),
        ),
        ("/api/address".to_owned(), "application/json"),
    ];
    for (path, content_type) in calls {
        let started = Instant::now();
        let head = post_head(addr, &path, &w.ada, content_type, 1 << 30);
        let status = status_of(addr, &head, b"--x", Duration::from_secs(5)).await;
        assert_eq!(status, Some(413), "{path}");
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{path}: at once"
        );
    }
    // Within the limit, the call is served as before.
    let json = r#"{"line1":"x"}"#;
    let head = post_head(
        addr,
        "/api/address",
        &w.ada,
        "application/json",
        json.len() as u64,
    );
    let status = status_of(addr, &head, json.as_bytes(), Duration::from_secs(5)).await;
    assert_ne!(status, Some(413));
    assert_ne!(status, None);
}

/// A body that stops arriving ends with 408 after the stall timeout.
async fn a_stalled_body_times_out(b: Backend) {
    let app = TestApp::with(b, |s| s.body_stall_timeout = Duration::from_millis(700)).await;
    app.account("ada@acme.test", &["Customer"], None, None)
        .await;
    let (token, _) = app.sign_in("ada@acme.test").await;
    let addr = listen(&app).await;
    for (path, content_type) in [
        ("/api/address", "application/json".to_owned()),
        ("/api/inventory", Form::content_type()),
    ] {
        let head = post_head(addr, path, &token, &content_type, 1000);
        let started = Instant::now();
        let status = status_of(addr, &head, b"{\"li", Duration::from_secs(5)).await;
        assert_eq!(status, Some(408), "{path}");
        assert!(started.elapsed() >= Duration::from_millis(600), "{path}");
    }
}

/// A connection that sends no request, or only half a head, is closed after the header timeout.
async fn slow_and_idle_connections_are_closed(b: Backend) {
    let app = TestApp::with(b, |s| s.header_read_timeout = Duration::from_millis(800)).await;
    let addr = listen(&app).await;
    for sent in [&b""[..], b"GET /api/health HTTP/1.1\r\nHost: x\r\n"] {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        stream.write_all(sent).await.unwrap();
        let mut rest = Vec::new();
        let closed = timeout(Duration::from_secs(4), stream.read_to_end(&mut rest)).await;
        assert!(closed.is_ok(), "closed after the header timeout ({sent:?})");
    }
    // A kept-alive connection serves a request, then closes when idle.
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut answer = vec![0u8; 4096];
    let n = stream.read(&mut answer).await.unwrap();
    assert!(String::from_utf8_lossy(&answer[..n]).starts_with("HTTP/1.1 200"));
    let mut rest = Vec::new();
    let closed = timeout(Duration::from_secs(4), stream.read_to_end(&mut rest)).await;
    assert!(closed.is_ok(), "an idle kept-alive connection is closed");
}

/// More pages at once than one render thread can take within the deadline: the late ones are
/// the client-only shell at once (status 200, same data), and the health call counts them.
async fn busy_render_threads_send_the_shell(b: Backend) {
    let app = TestApp::with(b, |s| {
        s.render_threads = 1;
        s.render_deadline = Duration::from_millis(60);
    })
    .await;
    app.account("ada@acme.test", &["Customer"], None, None)
        .await;
    let (_, cookie) = app.sign_in("ada@acme.test").await;
    let app = std::sync::Arc::new(app);
    let pages: Vec<_> = (0..24)
        .map(|_| {
            let (app, cookie) = (app.clone(), cookie.clone());
            tokio::spawn(async move { app.page("/dashboard", Some(&cookie)).await })
        })
        .collect();
    let mut shells = 0;
    for page in pages {
        let page = page.await.unwrap();
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(
            html.contains("plinth-state"),
            "the payload is in every page"
        );
        if html.contains("\"ssr\":false") {
            shells += 1;
        }
    }
    assert!(shells > 0, "some pages were shed");
    let health = app.get("/api/health", None).await.json();
    assert!(health["shedPages"].as_u64().unwrap() > 0, "{health}");
}

on_both_databases!(
    an_announced_huge_body_is_refused_at_once,
    a_stalled_body_times_out,
    slow_and_idle_connections_are_closed,
    busy_render_threads_send_the_shell,
);
