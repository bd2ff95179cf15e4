//! The worker of a server process, end to end: an uploaded photo's thumbnail is made in the
//! background; a job that fails is retried with backoff and kept as failed with its error; two
//! instances' workers share the work; shutdown hands back what is running.
use std::time::Duration;

use chrono::Utc;
use server::{features::documents::thumbnails::MakeThumbnail, jobs::enqueue, spawn_job_worker};

use crate::common::{inventory::World, multipart::png, Backend, TestApp};

async fn an_uploaded_photo_gets_its_thumbnail_in_the_background(b: Backend) {
    let w = World::new(b).await;
    let photo = png(1600, 1200);
    let asset = w
        .added(&w.asset("Bronze"), Some(("bronze.png", &photo)))
        .await;
    // Beside it, the fan-out of the event the new photo is (`features::events::fanout`).
    let jobs: Vec<_> = w
        .app
        .jobs()
        .await
        .into_iter()
        .filter(|j| j.kind == "thumbnail")
        .collect();
    assert_eq!(
        jobs.len(),
        1,
        "the photo's thumbnail job, written with the asset"
    );
    assert_eq!(jobs[0].status, "pending");
    let stored: String = serde_json::from_str::<serde_json::Value>(&jobs[0].payload).unwrap()
        ["photo"]
        .as_str()
        .unwrap()
        .to_owned();
    let thumb = server::files::thumb::thumb_name(&stored);
    let files = &w.app.state.files;
    assert!(
        files.head(&thumb).await.unwrap().is_none(),
        "no thumbnail before the job ran"
    );
    let worker = spawn_job_worker(&w.app.state);
    let counts = w.app.jobs_settled(30).await;
    assert_eq!((counts.done, counts.failed), (2, 0));
    let made = files
        .read(&thumb)
        .await
        .unwrap()
        .expect("the thumbnail is stored");
    let read = image::load_from_memory(&made).unwrap();
    assert_eq!((read.width(), read.height()), (320, 240));
    // The thumbnail call serves the one the job made.
    let served = w
        .get(&format!("/files/asset/{}/thumb", asset["id"]), &w.ada)
        .await;
    assert_eq!(served.status, 200);
    assert_eq!(served.body, made);
    worker.shutdown().await;
}

async fn a_failing_job_is_retried_then_kept_failed_with_its_error(b: Backend) {
    let app = TestApp::with(b, |s| {
        s.job_backoff_base = Duration::from_millis(20);
        s.job_poll = Duration::from_millis(20);
    })
    .await;
    // A stored name the file store refuses: every attempt fails the same way.
    let job = MakeThumbnail {
        photo: "../../etc/passwd".into(),
    };
    enqueue(&app.state.db, &job, Utc::now()).await.unwrap();
    let worker = spawn_job_worker(&app.state);
    let counts = app.jobs_settled(30).await;
    worker.shutdown().await;
    assert_eq!((counts.failed, counts.done), (1, 0));
    let failed = app.jobs().await.remove(0);
    assert_eq!(failed.attempts, failed.max_attempts);
    assert!(
        failed
            .last_error
            .as_deref()
            .unwrap()
            .contains("is not a stored file name"),
        "{:?}",
        failed.last_error
    );
}

async fn two_instances_share_the_work_and_each_job_is_done_once(b: Backend) {
    let app = TestApp::with(b, |s| s.job_poll = Duration::from_millis(20)).await;
    let other = app.second_instance().await;
    let store = &app.state.files;
    let mut photos = Vec::new();
    for _ in 0..16 {
        photos.push(store.put(png(400, 300), "png").await.unwrap());
    }
    for photo in &photos {
        let job = MakeThumbnail {
            photo: photo.clone(),
        };
        enqueue(&app.state.db, &job, Utc::now()).await.unwrap();
    }
    let (a, b2) = (spawn_job_worker(&app.state), spawn_job_worker(&other.state));
    let counts = app.jobs_settled(60).await;
    a.shutdown().await;
    b2.shutdown().await;
    assert_eq!((counts.done, counts.failed), (16, 0));
    let jobs = app.jobs().await;
    assert!(
        jobs.iter().all(|j| j.attempts == 1),
        "each done by one attempt"
    );
    for photo in &photos {
        let thumb = server::files::thumb::thumb_name(photo);
        assert!(store.head(&thumb).await.unwrap().is_some());
    }
}

on_both_databases!(
    an_uploaded_photo_gets_its_thumbnail_in_the_background,
    a_failing_job_is_retried_then_kept_failed_with_its_error,
    two_instances_share_the_work_and_each_job_is_done_once,
);
