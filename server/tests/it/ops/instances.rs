//! Several server processes on one database: what is counted is counted once for all of them
//! (sign-in failures, documents a minute), and instances started together migrate once.
use axum::http::StatusCode;
use migration::MigratorTrait;
use sea_orm::{ConnectionTrait, Database};

use crate::common::{pg_admin_url, pg_url_for, Backend, TestApp, PASSWORD};

async fn failed_sign_ins_count_across_instances(b: Backend) {
    let a = TestApp::new(b).await;
    a.admin().await;
    let other = a.second_instance().await;
    // Three wrong on one instance and two on the other are five: the limit.
    for app in [&a, &a, &a, &other, &other] {
        assert_eq!(
            app.try_sign_in("admin@plinth.test", "guess").await.status,
            StatusCode::BAD_REQUEST
        );
    }
    for app in [&a, &other] {
        let refused = app.try_sign_in("admin@plinth.test", PASSWORD).await;
        assert_eq!(
            refused.status,
            StatusCode::TOO_MANY_REQUESTS,
            "the sixth, on either"
        );
        assert!(
            refused
                .header("retry-after")
                .unwrap()
                .parse::<u64>()
                .unwrap()
                > 0
        );
    }
}

async fn the_document_quota_holds_across_instances(b: Backend) {
    let a = TestApp::with(b, |s| s.document_quota_per_minute = 3).await;
    let other = a.second_instance().await;
    let admin = a.admin_token().await;
    let labels = "/api/inventory/generate/labels";
    let empty = r#"{"ids":[],"layout":"a4"}"#;
    for app in [&a, &other, &a] {
        let reply = app.post_json(labels, Some(&admin), empty).await;
        assert_ne!(
            reply.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{}",
            reply.text()
        );
    }
    let over = other.post_json(labels, Some(&admin), empty).await;
    assert_eq!(
        over.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the fourth in the minute"
    );
}

/// PostgreSQL only: two processes migrating an empty database at once; one applies every
/// migration, the other waits for its lock and finds nothing left.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn instances_started_together_migrate_once() {
    let name = format!("plinth_t_mig_{}", std::process::id());
    let admin = Database::connect(pg_admin_url()).await.unwrap();
    admin
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name}"))
        .await
        .unwrap();
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap();
    let url = pg_url_for(&name);
    let (one, two) = (
        server::db::connect(&url).await.unwrap(),
        server::db::connect(&url).await.unwrap(),
    );
    let (x, y) = tokio::join!(server::db::migrate(&one), server::db::migrate(&two));
    let mut applied = [x.unwrap(), y.unwrap()];
    applied.sort_unstable();
    let all = migration::Migrator::migrations().len();
    assert_eq!(
        applied,
        [0, all],
        "one migrated everything, the other nothing"
    );
    assert_eq!(server::db::pending_migrations(&one).await.unwrap(), 0);
    one.close().await.unwrap();
    two.close().await.unwrap();
    admin
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .await
        .unwrap();
}

on_both_databases!(
    failed_sign_ins_count_across_instances,
    the_document_quota_holds_across_instances,
);
