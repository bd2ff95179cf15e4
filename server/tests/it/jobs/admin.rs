//! The admin's jobs calls: counts by status, the list with its filter and last errors, the retry of
//! a failed job; a customer gets 403, the page /404.
use chrono::Utc;
use server::{
    features::documents::thumbnails::MakeThumbnail,
    jobs::{enqueue, store},
};

use crate::common::{tenants::Tenants, Backend};

async fn the_admin_sees_failed_jobs_and_retries_one(b: Backend) {
    let w = Tenants::new(b).await;
    let db = &w.app.state.db;
    let now = Utc::now();
    let lease = std::time::Duration::from_secs(60);
    let job = |p: &str| MakeThumbnail { photo: p.into() };
    let failing = enqueue(db, &job("a.png"), now).await.unwrap();
    // The job uses up its attempts (each claimed a day later, when its backoff has passed).
    for attempt in 1..=THUMBNAIL_ATTEMPTS {
        let later = now + chrono::TimeDelta::days(attempt as i64);
        let claimed = store::claim(db, "w", lease, later, 1).await.unwrap();
        assert_eq!(claimed.len(), 1);
        store::fail(db, &claimed[0], "w", "the disk is on fire", lease, later)
            .await
            .unwrap();
    }
    enqueue(db, &job("b.png"), now).await.unwrap();
    let summary = w.app.get("/api/admin/job/summary", Some(&w.admin)).await;
    assert_eq!(summary.status, 200, "{}", summary.text());
    let s = summary.json();
    assert_eq!(
        (s["failed"].as_u64(), s["pending"].as_u64()),
        (Some(1), Some(1)),
        "{s}"
    );
    assert!(s["kinds"].as_array().unwrap().contains(&"thumbnail".into()));

    let failed = w
        .app
        .get("/api/admin/job?status=failed", Some(&w.admin))
        .await
        .json();
    assert_eq!(failed["total"], 1);
    let row = &failed["rows"][0];
    assert_eq!(row["id"], failing);
    assert_eq!(row["lastError"], "the disk is on fire");
    assert_eq!(row["attempts"], row["maxAttempts"]);
    let all = w
        .app
        .get("/api/admin/job?sort=kind&q=fire", Some(&w.admin))
        .await
        .json();
    assert_eq!(all["total"], 1, "searched in the last error");
    assert_eq!(
        w.app
            .get("/api/admin/job?status=lost", Some(&w.admin))
            .await
            .status,
        400
    );

    let retried = w
        .app
        .post_json(
            &format!("/api/admin/job/{failing}/retry"),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(retried.status, 200, "{}", retried.text());
    assert_eq!(retried.json()["status"], "pending");
    assert_eq!(retried.json()["attempts"], 0);
    let again = w
        .app
        .post_json(
            &format!("/api/admin/job/{failing}/retry"),
            Some(&w.admin),
            "",
        )
        .await;
    assert_eq!(again.status, 409, "only a failed job");
    assert_eq!(
        w.app
            .post_json("/api/admin/job/99999/retry", Some(&w.admin), "")
            .await
            .status,
        404
    );
    let s = w
        .app
        .get("/api/admin/job/summary", Some(&w.admin))
        .await
        .json();
    assert_eq!(
        (s["failed"].as_u64(), s["pending"].as_u64()),
        (Some(0), Some(2))
    );
}

const THUMBNAIL_ATTEMPTS: i32 = <MakeThumbnail as server::jobs::JobKind>::MAX_ATTEMPTS;

async fn a_customer_may_not_see_the_jobs(b: Backend) {
    let w = Tenants::new(b).await;
    for path in ["/api/admin/job", "/api/admin/job/summary"] {
        assert_eq!(w.app.get(path, Some(&w.ada)).await.status, 403, "{path}");
    }
    assert_eq!(
        w.app
            .post_json("/api/admin/job/1/retry", Some(&w.ada), "")
            .await
            .status,
        403
    );
    let page = w.app.page("/app/admin/jobs", Some(&w.ada_cookie)).await;
    assert_eq!(
        page.status, 303,
        "the admin's page sends a customer to /404"
    );
    assert_eq!(page.header("location").as_deref(), Some("/404"));
    let page = w.app.page("/app/admin/jobs", Some(&w.admin_cookie)).await;
    assert_eq!(page.status, 200);
    assert!(
        page.text().contains("jobs-screen"),
        "rendered on the server"
    );
}

on_both_databases!(
    the_admin_sees_failed_jobs_and_retries_one,
    a_customer_may_not_see_the_jobs,
);
