//! The job table's statements on both databases: the outbox write goes with its transaction, a
//! claim takes due jobs once, a failed attempt waits out its backoff, the last one keeps the job as
//! failed, an expired lease lets another worker take the job, shutdown hands jobs back.
use std::time::Duration;

use chrono::{TimeDelta, Utc};
use sea_orm::TransactionTrait;
use server::{
    features::documents::thumbnails::MakeThumbnail,
    jobs::{enqueue, store, JobKind},
};

use crate::common::{Backend, TestApp};

fn thumb(photo: &str) -> MakeThumbnail {
    MakeThumbnail {
        photo: photo.to_owned(),
    }
}

async fn a_job_exists_exactly_when_its_transaction_commits(b: Backend) {
    let app = TestApp::new(b).await;
    let now = Utc::now();
    let txn = app.state.db.begin().await.unwrap();
    enqueue(&txn, &thumb("a.png"), now).await.unwrap();
    txn.rollback().await.unwrap();
    assert!(app.jobs().await.is_empty(), "rolled back with its change");
    let txn = app.state.db.begin().await.unwrap();
    let id = enqueue(&txn, &thumb("b.png"), now).await.unwrap();
    assert!(app.jobs().await.is_empty(), "not seen before the commit");
    txn.commit().await.unwrap();
    let jobs = app.jobs().await;
    assert_eq!(jobs.len(), 1);
    assert_eq!(jobs[0].id, id);
    assert_eq!(jobs[0].kind, "thumbnail");
    assert_eq!(jobs[0].status, "pending");
    assert_eq!(jobs[0].max_attempts, MakeThumbnail::MAX_ATTEMPTS);
    assert_eq!(jobs[0].payload, r#"{"photo":"b.png"}"#);
}

async fn a_claim_takes_due_jobs_once(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let now = Utc::now();
    for n in 0..12 {
        enqueue(db, &thumb(&format!("{n}.png")), now).await.unwrap();
    }
    // A job due later is not taken.
    enqueue(db, &thumb("later.png"), now + TimeDelta::hours(1))
        .await
        .unwrap();
    let lease = Duration::from_secs(60);
    // Four workers at once: every due job goes to exactly one of them.
    let claims = (0..4).map(|w| {
        let db = db.clone();
        tokio::spawn(async move { store::claim(&db, &format!("w{w}"), lease, now, 5).await })
    });
    let mut taken = Vec::new();
    for claim in claims {
        taken.extend(claim.await.unwrap().unwrap().into_iter().map(|j| j.id));
    }
    taken.sort_unstable();
    let before = taken.len();
    taken.dedup();
    assert_eq!(before, taken.len(), "a job was claimed twice");
    assert_eq!(taken.len(), 12, "every due job, and only those");
    assert!(store::claim(db, "w9", lease, now, 5)
        .await
        .unwrap()
        .is_empty());
    let jobs = app.jobs().await;
    assert!(jobs[..12]
        .iter()
        .all(|j| j.status == "running" && j.attempts == 1 && j.locked_by.is_some()));
    assert_eq!(jobs[12].status, "pending");
}

async fn failed_attempts_back_off_then_the_job_is_kept_failed(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let t0 = Utc::now();
    let base = Duration::from_secs(10);
    let lease = Duration::from_secs(60);
    let id = enqueue(db, &thumb("x.png"), t0).await.unwrap();
    let mut now = t0;
    for attempt in 1..=MakeThumbnail::MAX_ATTEMPTS {
        let claimed = store::claim(db, "w", lease, now, 1).await.unwrap();
        assert_eq!(claimed.len(), 1, "attempt {attempt} is due");
        assert_eq!(claimed[0].attempts, attempt);
        assert!(
            store::fail(db, &claimed[0], "w", &format!("boom {attempt}"), base, now)
                .await
                .unwrap()
        );
        let job = app.jobs().await.remove(0);
        assert_eq!(
            job.last_error.as_deref(),
            Some(format!("boom {attempt}").as_str())
        );
        if attempt < MakeThumbnail::MAX_ATTEMPTS {
            assert_eq!(job.status, "pending");
            let wait = server::jobs::backoff(base, attempt);
            assert_eq!(
                job.run_at_ms - now.timestamp_millis(),
                wait.as_millis() as i64
            );
            assert_eq!(wait, base * 2u32.pow(attempt as u32 - 1), "doubling");
            // Not due a moment before its time.
            let early = now + TimeDelta::from_std(wait).unwrap() - TimeDelta::milliseconds(5);
            assert!(store::claim(db, "w", lease, early, 1)
                .await
                .unwrap()
                .is_empty());
            now += TimeDelta::from_std(wait).unwrap();
        } else {
            assert_eq!(job.status, "failed", "attempts used up");
            assert!(job.finished_at_ms.is_some());
        }
    }
    // Failed jobs are not claimed again, however late.
    let much_later = now + TimeDelta::days(30);
    assert!(store::claim(db, "w", lease, much_later, 1)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(store::counts(db).await.unwrap().failed, 1);
    store::retry(db, id, much_later).await.unwrap();
    let job = app.jobs().await.remove(0);
    assert_eq!((job.status.as_str(), job.attempts), ("pending", 0));
    assert_eq!(
        store::claim(db, "w", lease, much_later, 1)
            .await
            .unwrap()
            .len(),
        1
    );
}

async fn an_expired_lease_lets_another_worker_take_the_job(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let t0 = Utc::now();
    let lease = Duration::from_secs(30);
    enqueue(db, &thumb("x.png"), t0).await.unwrap();
    let dead = store::claim(db, "dead", lease, t0, 1).await.unwrap();
    assert_eq!(dead.len(), 1);
    // Within the lease nobody else takes it; an extended lease holds longer.
    let within = t0 + TimeDelta::seconds(20);
    assert!(store::claim(db, "alive", lease, within, 1)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(store::extend(db, "dead", lease, within).await.unwrap(), 1);
    assert!(
        store::claim(db, "alive", lease, t0 + TimeDelta::seconds(40), 1)
            .await
            .unwrap()
            .is_empty()
    );
    // The "dead" worker stops extending: after the lease the other one takes it, as attempt two.
    let after = within + TimeDelta::seconds(31);
    let taken = store::claim(db, "alive", lease, after, 1).await.unwrap();
    assert_eq!((taken.len(), taken[0].attempts), (1, 2));
    // The first worker cannot finish what is no longer its own; the new holder can.
    assert!(!store::complete(db, dead[0].id, "dead", after)
        .await
        .unwrap());
    assert!(store::complete(db, taken[0].id, "alive", after)
        .await
        .unwrap());
    let job = app.jobs().await.remove(0);
    assert_eq!(
        (job.status.as_str(), job.locked_by.as_deref()),
        ("done", Some("alive"))
    );
}

async fn a_lease_expired_on_the_last_attempt_is_a_failure(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let t0 = Utc::now();
    let lease = Duration::from_secs(1);
    enqueue(db, &thumb("x.png"), t0).await.unwrap();
    let mut now = t0;
    for _ in 0..MakeThumbnail::MAX_ATTEMPTS {
        assert_eq!(store::claim(db, "w", lease, now, 1).await.unwrap().len(), 1);
        now += TimeDelta::seconds(2);
    }
    assert!(store::claim(db, "w", lease, now, 1)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(store::fail_abandoned(db, now).await.unwrap(), 1);
    let job = app.jobs().await.remove(0);
    assert_eq!(job.status, "failed");
    assert!(job.last_error.unwrap().contains("stopped"));
}

async fn shutdown_hands_back_running_jobs(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let t0 = Utc::now();
    let lease = Duration::from_secs(600);
    enqueue(db, &thumb("x.png"), t0).await.unwrap();
    enqueue(db, &thumb("y.png"), t0).await.unwrap();
    assert_eq!(
        store::claim(db, "leaving", lease, t0, 5)
            .await
            .unwrap()
            .len(),
        2
    );
    assert_eq!(store::release(db, "leaving", t0).await.unwrap(), 2);
    // Taken at once by another worker, long before the lease would have run out, the handed-back
    // attempt not counted.
    let taken = store::claim(db, "staying", lease, t0, 5).await.unwrap();
    assert_eq!(taken.len(), 2);
    assert!(taken.iter().all(|j| j.attempts == 1));
}

on_both_databases!(
    a_job_exists_exactly_when_its_transaction_commits,
    a_claim_takes_due_jobs_once,
    failed_attempts_back_off_then_the_job_is_kept_failed,
    an_expired_lease_lets_another_worker_take_the_job,
    a_lease_expired_on_the_last_attempt_is_a_failure,
    shutdown_hands_back_running_jobs,
);
