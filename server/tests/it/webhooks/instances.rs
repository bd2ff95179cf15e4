//! Two instances on one PostgreSQL database, each with its job worker: a receiver that is down
//! while changes are made through both gets, once it is back, every event, each verified, and no
//! `webhook-id` twice.
use std::collections::BTreeMap;

use serde_json::{json, Value};
use server::spawn_job_worker;

use super::{endpoint, status_change, world};
use crate::common::{assignments::edit_body, webhooks::Receiver, Backend};

/// How many verified deliveries each `webhook-id` had.
fn verified_by_id(deliveries: &[Value]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for d in deliveries.iter().filter(|d| d["verified"] == true) {
        *counts
            .entry(d["id"].as_str().unwrap().to_owned())
            .or_insert(0) += 1;
    }
    counts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_receiver_down_a_while_gets_each_event_of_both_instances_once() {
    let w = world(Backend::Postgres, 30).await;
    let other = w.app.second_instance().await;
    let r = Receiver::start().await;
    r.mode("fail").await;
    let hook = endpoint(&w, json!({"url": r.url("hook")})).await;
    r.verify_with(&[hook["secret"].as_str().unwrap()]).await;
    let workers = [
        spawn_job_worker(&w.app.state),
        spawn_job_worker(&other.state),
    ];
    // Made through the first instance, changed through the second, then the first again.
    let assignment = w.made(&[&w.horse]).await;
    let id = assignment["id"].as_i64().unwrap();
    let view = w.admin_view(id).await;
    let body = edit_body(&view, json!({"status": "In Customs", "progress": 30}));
    let saved = other
        .put_json("/api/admin/assignment", Some(&w.admin), &body.to_string())
        .await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    status_change(&w, &assignment["id"], 50).await;
    // Each of the three events was refused at least twice; then the receiver is back.
    r.until(60, |d| {
        d.len() >= 6 && verified_by_id(d).is_empty() && {
            let mut ids: Vec<_> = d.iter().map(|x| x["id"].as_str().unwrap()).collect();
            ids.sort_unstable();
            ids.dedup();
            ids.len() == 3
        }
    })
    .await;
    r.mode("ok").await;
    r.until(60, |d| verified_by_id(d).len() == 3).await;
    w.app.jobs_settled(60).await;
    for worker in workers {
        worker.shutdown().await;
    }
    let got = r.deliveries().await;
    let counts = verified_by_id(&got);
    assert_eq!(counts.len(), 3, "every event: {got:?}");
    assert!(
        counts.values().all(|n| *n == 1),
        "none twice by webhook-id: {counts:?}"
    );
}
