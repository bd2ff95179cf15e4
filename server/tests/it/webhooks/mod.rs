//! Webhooks: deliveries verified by a real receiver with the Standard Webhooks reference library
//! (`common::webhooks`), filters, rotation, retries of a receiver that is down, disabling, the log
//! and "send again"; the admin's calls and page, and private addresses refused.
mod admin;
mod delivery;
mod instances;

use std::time::Duration;

use serde_json::{json, Value};

use crate::common::{assignments::World, Backend};

/// The world with webhooks allowed to this machine, a quick backoff and `attempts` per delivery.
async fn world(b: Backend, attempts: i32) -> World {
    World::with(b, |s| {
        s.webhooks_allow_private = true;
        s.job_backoff_base = Duration::from_millis(100);
        s.job_poll = Duration::from_millis(20);
        s.webhook_attempts = Some(attempts);
    })
    .await
}

/// Registers an endpoint as the admin; its JSON (`endpoint` and `secret`).
async fn endpoint(w: &World, body: Value) -> Value {
    let reply = w
        .app
        .post_json("/api/admin/webhook", Some(&w.admin), &body.to_string())
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    reply.json()
}

/// One page of an endpoint's log, the newest first.
async fn log(w: &World, id: &Value) -> Vec<Value> {
    let reply = w
        .get(&format!("/api/admin/webhook/{id}/log?size=20"), &w.admin)
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()["rows"].as_array().unwrap().clone()
}

/// A status change of assignment `id` saved by the admin.
async fn status_change(w: &World, id: &Value, progress: i64) {
    w.saved(
        id.as_i64().unwrap(),
        json!({"status": "In Transit", "progress": progress}),
    )
    .await;
}
