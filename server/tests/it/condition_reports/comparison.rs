//! A work's reports in order, two of them compared (observations added, gone, changed; photos
//! with their marks), and a signed report's new observations above "minor" on the assignment it
//! was made for and in the work's timeline.
use serde_json::{json, Value};

use super::{intake, report, reports_of};
use crate::common::{assignments::World, Backend, Reply};

async fn post(w: &World, path: &str, token: &str, body: &Value) -> Reply {
    w.app.post_json(path, Some(token), &body.to_string()).await
}

async fn two_reports_compared_and_flagged_on_the_timelines(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse]).await;
    let job_id = job["id"].as_i64().unwrap();
    let mut first = intake();
    first["assignmentId"] = json!(job_id);
    let a = post(&w, &reports_of(w.horse.id), &w.admin, &first).await;
    assert_eq!(a.status, 201, "{}", a.text());
    let a = a.json()["id"].as_i64().unwrap();
    // The report names its assignment by reference, as the record shows it.
    let read = w.app.get(&report(a), Some(&w.admin)).await.json();
    assert_eq!(read["assignmentRef"], job["ref"], "{read}");
    assert!(job["ref"].is_string(), "{job}");
    assert_eq!(
        post(&w, &format!("{}/sign", report(a)), &w.admin, &json!({}))
            .await
            .status,
        200
    );

    let later = json!({
        "kind": "onReturn", "examinedOn": "2026-12-05", "overall": "poor",
        "observations": [
            {"key": "k1", "area": "frame", "term": "scratch", "severity": "minor", "note": "Lower left corner"},
            {"key": "k2", "area": "glazing", "term": "crack", "severity": "critical", "note": "Across"}
        ]
    });
    let b_id = post(&w, &reports_of(w.horse.id), &w.admin, &later)
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        post(&w, &format!("{}/sign", report(b_id)), &w.admin, &json!({}))
            .await
            .status,
        200
    );

    let history = w.get(&reports_of(w.horse.id), &w.ada).await.json();
    let order: Vec<i64> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect();
    assert_eq!(order, [a, b_id], "oldest first");
    assert_eq!(history[1]["overall"], "poor");

    // Asked either way round, the earlier comes first.
    let cmp = w
        .get(
            &format!("/api/condition-reports/compare?a={b_id}&b={a}"),
            &w.ada,
        )
        .await;
    assert_eq!(cmp.status, 200, "{}", cmp.text());
    let cmp = cmp.json();
    assert_eq!(cmp["earlier"]["id"], json!(a));
    assert_eq!(cmp["later"]["id"], json!(b_id));
    let changes: Vec<&str> = cmp["observations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["change"].as_str().unwrap())
        .collect();
    assert_eq!(changes, ["same", "added", "gone"]);
    assert_eq!(cmp["observations"][2]["before"]["term"], "tear");

    // The first report's major tear (new) is on the assignment and the work's timelines; the
    // second's critical crack on the work's.
    let on_job = w
        .get(&format!("/api/assignment/{job_id}/history"), &w.ada)
        .await
        .json();
    let flagged: Vec<&Value> = on_job
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "conditionFlagged")
        .collect();
    assert_eq!(flagged.len(), 1, "{on_job}");
    assert_eq!(
        (
            flagged[0]["conditionReportId"].as_i64(),
            flagged[0]["severity"].as_str()
        ),
        (Some(a), Some("major"))
    );
    let on_work = w
        .get(&format!("/api/inventory/{}/history", w.horse.id), &w.admin)
        .await
        .json();
    let flagged: Vec<i64> = on_work
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "conditionFlagged")
        .map(|e| e["conditionReportId"].as_i64().unwrap())
        .collect();
    assert_eq!(flagged, [b_id, a], "newest first");

    // Two works cannot be compared.
    let other = post(&w, &reports_of(w.tower.id), &w.admin, &intake())
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        w.get(
            &format!("/api/condition-reports/compare?a={a}&b={other}"),
            &w.admin
        )
        .await
        .status,
        422
    );
}

on_both_databases!(two_reports_compared_and_flagged_on_the_timelines);
