//! Reading a live event stream (`GET /api/events`) through the real router: the answer's body is
//! read frame by frame as the server writes it, each `data:` line parsed as JSON.
use std::time::Duration;

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

use super::TestApp;

/// Who opens the stream.
pub enum Caller<'a> {
    Bearer(&'a str),
    Cookie(&'a str),
    Nobody,
}

pub struct EventReader {
    pub status: StatusCode,
    pub content_type: Option<String>,
    body: Body,
    buffer: String,
    /// The `id:` of each event read, in order.
    pub ids: Vec<String>,
}

impl TestApp {
    /// Opens `path` (`/api/events…`) as `caller`, with `Last-Event-ID` when given.
    pub async fn open_events(
        &self,
        path: &str,
        caller: Caller<'_>,
        last_id: Option<&str>,
    ) -> EventReader {
        let mut req = Request::get(path).header(header::ACCEPT, "text/event-stream");
        match caller {
            Caller::Bearer(t) => req = req.header(header::AUTHORIZATION, format!("Bearer {t}")),
            Caller::Cookie(c) => req = req.header(header::COOKIE, c),
            Caller::Nobody => {}
        }
        if let Some(id) = last_id {
            req = req.header("last-event-id", id);
        }
        let res = self
            .router
            .clone()
            .oneshot(req.body(Body::empty()).unwrap())
            .await
            .unwrap();
        EventReader {
            status: res.status(),
            content_type: res
                .headers()
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned),
            body: res.into_body(),
            buffer: String::new(),
            ids: Vec::new(),
        }
    }
}

impl EventReader {
    /// The next event's JSON, waiting at most `within` (None: none came).
    pub async fn next_within(&mut self, within: Duration) -> Option<Value> {
        let until = tokio::time::Instant::now() + within;
        loop {
            if let Some(event) = self.take_event() {
                return Some(event);
            }
            let frame = tokio::time::timeout_at(until, self.body.frame())
                .await
                .ok()??;
            if let Ok(data) = frame.unwrap().into_data() {
                self.buffer.push_str(&String::from_utf8_lossy(&data));
            }
        }
    }

    /// The next event, which must come within 20 s.
    pub async fn next(&mut self) -> Value {
        self.next_within(Duration::from_secs(20))
            .await
            .expect("an event within 20 s")
    }

    /// The next event of `kind`, skipping others (which must come within 20 s).
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let event = self.next().await;
            if event["type"] == kind {
                return event;
            }
        }
    }

    /// The whole body so far, for a stream that ended (an error's JSON).
    pub async fn rest(mut self) -> String {
        while let Ok(Some(Ok(frame))) =
            tokio::time::timeout(Duration::from_secs(5), self.body.frame()).await
        {
            if let Ok(data) = frame.into_data() {
                self.buffer.push_str(&String::from_utf8_lossy(&data));
            }
        }
        self.buffer
    }

    /// One complete message from the buffer, if one with data is there (comments are skipped).
    fn take_event(&mut self) -> Option<Value> {
        while let Some(end) = self.buffer.find("\n\n") {
            let message: String = self.buffer.drain(..end + 2).collect();
            let mut data = String::new();
            for line in message.lines() {
                if let Some(d) = line.strip_prefix("data:") {
                    data.push_str(d.trim_start());
                } else if let Some(id) = line.strip_prefix("id:") {
                    self.ids.push(id.trim().to_owned());
                }
            }
            if !data.is_empty() {
                return Some(serde_json::from_str(&data).expect("JSON data"));
            }
        }
        None
    }
}
