//! What reaches a receiver: signed and verified by the reference library, filtered by company and
//! event type, signed by both secrets while one is rotated, retried until a receiver that was down
//! is back (each event once by `webhook-id`), an endpoint disabled when its attempts are used up.
use std::collections::BTreeSet;

use serde_json::{json, Value};
use server::spawn_job_worker;

use super::{endpoint, log, status_change, world};
use crate::common::{webhooks::Receiver, Backend};

fn ids(deliveries: &[Value]) -> BTreeSet<String> {
    deliveries
        .iter()
        .map(|d| d["id"].as_str().unwrap().to_owned())
        .collect()
}

fn types(deliveries: &[Value]) -> Vec<&str> {
    deliveries
        .iter()
        .map(|d| d["type"].as_str().unwrap())
        .collect()
}

async fn a_status_change_reaches_its_endpoints_signed_filtered_and_logged(b: Backend) {
    let w = world(b, 5).await;
    let r = Receiver::start().await;
    let acme_status = endpoint(
        &w,
        json!({"url": r.url("acme"), "companyId": w.acme.id,
               "eventTypes": ["assignment.status_changed"], "description": "Acme's registrar"}),
    )
    .await;
    let all = endpoint(&w, json!({"url": r.url("all")})).await;
    let zenith = endpoint(
        &w,
        json!({"url": r.url("zenith"), "companyId": w.zenith.id}),
    )
    .await;
    let off = endpoint(&w, json!({"url": r.url("off"), "active": false})).await;
    let secrets: Vec<&str> = [&acme_status, &all, &zenith, &off]
        .iter()
        .map(|e| e["secret"].as_str().unwrap())
        .collect();
    assert!(secrets.iter().all(|s| s.starts_with("whsec_")));
    r.verify_with(&secrets).await;
    let worker = spawn_job_worker(&w.app.state);
    let made = w.made(&[&w.horse]).await;
    status_change(&w, &made["id"], 40).await;
    let got = r.until(30, |d| d.len() >= 3).await;
    w.app.jobs_settled(30).await;
    assert!(got.iter().all(|d| d["verified"] == true), "{got:?}");
    let to_acme = r.to("acme").await;
    assert_eq!(types(&to_acme), ["assignment.status_changed"], "{got:?}");
    // Two workers on PostgreSQL may deliver the two events in either order.
    let to_all = r.to("all").await;
    let mut all_types = types(&to_all);
    all_types.sort_unstable();
    assert_eq!(
        all_types,
        ["assignment.created", "assignment.status_changed"]
    );
    assert!(r.to("zenith").await.is_empty(), "another company's events");
    assert!(r.to("off").await.is_empty(), "an inactive endpoint");
    // The log: one successful attempt, with the event and the answer.
    let rows = log(&w, &acme_status["endpoint"]["id"]).await;
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(row["eventType"], "assignment.status_changed");
    assert_eq!(
        (row["attempt"].as_i64(), row["responseStatus"].as_i64()),
        (Some(1), Some(204))
    );
    assert_eq!(row["success"], true);
    assert_eq!(row["webhookId"], to_acme[0]["id"]);
    // Send again: a new attempt with the same webhook-id.
    let again = w
        .app
        .post_json(
            &format!(
                "/api/admin/webhook/delivery/{}/send-again",
                row["deliveryId"]
            ),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(again.status, 202, "{}", again.text());
    r.until(30, |d| {
        d.iter().filter(|x| x["path"] == "/acme").count() == 2
    })
    .await;
    w.app.jobs_settled(30).await;
    let to_acme = r.to("acme").await;
    assert_eq!(to_acme.len(), 2);
    assert_eq!(to_acme[0]["id"], to_acme[1]["id"], "the same webhook-id");
    assert_eq!(to_acme[1]["verified"], true);
    let rows = log(&w, &acme_status["endpoint"]["id"]).await;
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["attempt"], 2, "the newest first");
    worker.shutdown().await;
}

async fn a_rotated_secret_signs_beside_the_new_one_until_ended(b: Backend) {
    let w = world(b, 5).await;
    let r = Receiver::start().await;
    let made = endpoint(
        &w,
        json!({"url": r.url("hook"), "eventTypes": ["assignment.status_changed"]}),
    )
    .await;
    let id = made["endpoint"]["id"].clone();
    let old = made["secret"].as_str().unwrap().to_owned();
    let rotated = w
        .app
        .post_json(
            &format!("/api/admin/webhook/{id}/rotate"),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(rotated.status, 200, "{}", rotated.text());
    let new = rotated.json()["secret"].as_str().unwrap().to_owned();
    assert_ne!(old, new);
    assert!(rotated.json()["endpoint"]["oldSecretUntil"].is_string());
    let worker = spawn_job_worker(&w.app.state);
    let assignment = w.made(&[&w.horse]).await;
    // Both secrets sign: a receiver holding either verifies.
    r.verify_with(&[&old]).await;
    status_change(&w, &assignment["id"], 10).await;
    r.until(30, |d| d.len() == 1).await;
    r.verify_with(&[&new]).await;
    status_change(&w, &assignment["id"], 20).await;
    let got = r.until(30, |d| d.len() == 2).await;
    assert_eq!(got.len(), 2);
    assert!(
        got.iter()
            .all(|d| d["verified"] == true && d["signatures"] == 2),
        "{got:?}"
    );
    // Ended: only the new one signs.
    let ended = w
        .app
        .post_json(
            &format!("/api/admin/webhook/{id}/end-old-secret"),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(ended.status, 200, "{}", ended.text());
    assert!(ended.json()["oldSecretUntil"].is_null());
    r.verify_with(&[&old]).await;
    status_change(&w, &assignment["id"], 30).await;
    r.until(30, |d| d.len() >= 3).await;
    r.verify_with(&[&new]).await;
    status_change(&w, &assignment["id"], 50).await;
    let got = r
        .until(30, |d| {
            d.iter().filter(|x| x["verified"] == true).count() >= 3
        })
        .await;
    worker.shutdown().await;
    let last: Vec<_> = got.iter().skip(2).collect();
    assert_eq!(
        last[0]["verified"], false,
        "the old secret no longer verifies: {got:?}"
    );
    assert_eq!(last[0]["signatures"], 1);
    assert!(
        last.iter()
            .any(|d| d["verified"] == true && d["signatures"] == 1),
        "{got:?}"
    );
}

async fn a_receiver_that_was_down_gets_each_event_and_a_dead_one_is_disabled(b: Backend) {
    let w = world(b, 6).await;
    let r = Receiver::start().await;
    r.mode("fail").await;
    let later = endpoint(&w, json!({"url": r.url("later")})).await;
    r.verify_with(&[later["secret"].as_str().unwrap()]).await;
    // Nothing listens on port 1: every attempt is refused.
    let dead = endpoint(&w, json!({"url": "http://127.0.0.1:1/hook"})).await;
    let dead_id = dead["endpoint"]["id"].clone();
    let worker = spawn_job_worker(&w.app.state);
    let assignment = w.made(&[&w.horse]).await;
    status_change(&w, &assignment["id"], 40).await;
    status_change(&w, &assignment["id"], 60).await;
    // Each of the three events failed twice (500), then the receiver is back.
    r.until(30, |d| d.len() >= 6 && ids(d).len() == 3).await;
    r.mode("ok").await;
    let got = r
        .until(60, |d| {
            ids(&d
                .iter()
                .filter(|x| x["verified"] == true)
                .cloned()
                .collect::<Vec<_>>())
            .len()
                == 3
        })
        .await;
    w.app.jobs_settled(60).await;
    worker.shutdown().await;
    let verified: Vec<Value> = got
        .iter()
        .filter(|x| x["verified"] == true)
        .cloned()
        .collect();
    assert_eq!(
        ids(&verified),
        ids(&got),
        "every event, by webhook-id: {got:?}"
    );
    assert_eq!(ids(&got).len(), 3);
    let rows = log(&w, &later["endpoint"]["id"]).await;
    assert!(rows
        .iter()
        .any(|r| r["responseStatus"] == 500 && r["error"].is_string()));
    assert!(rows
        .iter()
        .any(|r| r["attempt"].as_i64() >= Some(3) && r["success"] == true));
    // The dead endpoint used up its attempts and was disabled, with the reason shown.
    let shown = w
        .get(&format!("/api/admin/webhook/{dead_id}"), &w.admin)
        .await
        .json();
    let reason = shown["disabledReason"].as_str().unwrap_or_default();
    assert!(reason.contains("6 failed attempts"), "{shown}");
    let rows = log(&w, &dead_id).await;
    assert!(rows
        .iter()
        .all(|r| r["success"] == false && r["responseStatus"].is_null()));
    assert!(rows.iter().any(|r| r["attempt"] == 6));
    let listed = w.get("/api/admin/webhook", &w.admin).await.json();
    assert!(listed
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["disabledReason"] == reason));
    // Sending again waits for it to be enabled; enabled, its failures are forgotten.
    let again = w
        .app
        .post_json(
            &format!(
                "/api/admin/webhook/delivery/{}/send-again",
                rows[0]["deliveryId"]
            ),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(again.status, 409, "{}", again.text());
    let enabled = w
        .app
        .post_json(
            &format!("/api/admin/webhook/{dead_id}/enable"),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(enabled.status, 200);
    assert!(enabled.json()["disabledReason"].is_null());
}

on_both_databases!(
    a_status_change_reaches_its_endpoints_signed_filtered_and_logged,
    a_rotated_secret_signs_beside_the_new_one_until_ended,
    a_receiver_that_was_down_gets_each_event_and_a_dead_one_is_disabled,
);
