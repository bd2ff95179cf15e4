//! A real webhook receiver for the tests: `scripts/webhook_receiver.py`, run by the venv that
//! `just _webhook-tools` makes (`target/webhook-venv`, with the Standard Webhooks reference library
//! from PyPI). It verifies each delivery itself and records it; the test reads the record.
use std::{
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::{json, Value};

pub struct Receiver {
    child: Child,
    pub port: u16,
    client: reqwest::Client,
}

impl Receiver {
    /// Starts a receiver on a free port; panics, saying how to install it, when the venv is missing.
    pub async fn start() -> Receiver {
        let root = super::REPO_ROOT;
        let python = format!("{root}/target/webhook-venv/bin/python");
        assert!(
            std::path::Path::new(&python).exists(),
            "{python} is missing: run `just _webhook-tools` (a venv with standardwebhooks from PyPI)"
        );
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut child = Command::new(&python)
            .arg(format!("{root}/scripts/webhook_receiver.py"))
            .arg(port.to_string())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the webhook receiver starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(line.trim(), "listening", "the receiver did not start");
        let _ = rustls::crypto::ring::default_provider().install_default();
        Receiver {
            child,
            port,
            client: reqwest::Client::new(),
        }
    }

    /// The URL of one of its paths (each endpoint of a test gets its own path).
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}/{path}", self.port)
    }

    async fn post(&self, path: &str, body: Value) {
        let reply = self
            .client
            .post(self.url(path))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert!(reply.status().is_success());
    }

    /// The secrets deliveries are verified with from now on.
    pub async fn verify_with(&self, secrets: &[&str]) {
        self.post("secrets", json!(secrets)).await;
    }

    /// Answers every delivery 500 (`fail`) or as verified (`ok`).
    pub async fn mode(&self, mode: &str) {
        self.post("mode", json!(mode)).await;
    }

    /// Every delivery so far: `{path, id, type, verified, signatures}`.
    pub async fn deliveries(&self) -> Vec<Value> {
        let body = self
            .client
            .get(self.url("deliveries"))
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    /// The deliveries to `path`.
    pub async fn to(&self, path: &str) -> Vec<Value> {
        let path = format!("/{path}");
        self.deliveries()
            .await
            .into_iter()
            .filter(|d| d["path"] == path.as_str())
            .collect()
    }

    /// Waits (up to `seconds`) until `done` holds for the deliveries.
    pub async fn until(&self, seconds: u64, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
        let until = Instant::now() + Duration::from_secs(seconds);
        loop {
            let d = self.deliveries().await;
            if done(&d) || Instant::now() > until {
                return d;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
