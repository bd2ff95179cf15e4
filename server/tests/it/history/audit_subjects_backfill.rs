//! Migrations 27 and 28 on a database that already holds rows: an assignment written before
//! versions starts at version 1 and can be saved; audit entries written before the subject
//! columns get the assignment or asset they are about (their object, or their detail's
//! `assignmentId` / `assetId`), so the old entries appear in the histories.
use crate::common;

use common::{Backend, TestApp};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, Database, EntityTrait, QueryOrder};
use server::{build_state, Settings};

const WHEN: &str = "'2026-01-01T09:00:00+00:00'";

fn at(minute: u32) -> String {
    format!("'2026-01-02T09:{minute:02}:00+00:00'")
}

async fn old_rows(db: &impl ConnectionTrait) {
    let mut statements = vec![
        format!(
            "INSERT INTO company (name, group_brand, currencies, created_at, updated_at) \
             VALUES ('Old Co', 'fd', '[\"GBP\"]', {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO company_division (company_id, name, created_at, updated_at) \
             VALUES (1, 'Leeds', {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO asset (company_id, company_division_id, title, created_at, updated_at) \
             VALUES (1, 1, 'Old Bowl', {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO assignment (company_id, company_division_id, ref, status, progress, \
             created_at, updated_at) VALUES (1, 1, 'OC-1', 'Quoted', 7, {WHEN}, {WHEN})"
        ),
        "INSERT INTO assignment_asset (company_id, assignment_id, asset_id) VALUES (1, 1, 1)"
            .to_owned(),
    ];
    let entries = [
        ("create", "assignment", "1", "NULL"),
        ("create", "asset", "1", "'{\"title\": \"Old Bowl\"}'"),
        (
            "create",
            "document",
            "5",
            "'{\"assignmentId\": 1, \"name\": \"Quote.pdf\"}'",
        ),
        (
            "delete",
            "document",
            "6",
            "'{\"assetId\": 1, \"name\": \"Old.pdf\"}'",
        ),
        ("signin", "account", "3", "NULL"),
    ];
    for (minute, (action, object_type, object_id, detail)) in entries.into_iter().enumerate() {
        statements.push(format!(
            "INSERT INTO audit_log (at, action, object_type, object_id, company_id, detail) \
             VALUES ({}, '{action}', '{object_type}', '{object_id}', 1, {detail})",
            at(minute as u32)
        ));
    }
    for sql in statements {
        db.execute_unprepared(&sql)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

async fn old_entries_get_their_subjects(b: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let pg_name = format!("plinth_subjects_{}", std::process::id());
    let url = match b {
        Backend::Sqlite => Settings::default_database_url(dir.path()),
        Backend::Postgres => {
            let admin = Database::connect(common::pg_admin_url()).await.unwrap();
            for sql in [
                format!("DROP DATABASE IF EXISTS {pg_name} WITH (FORCE)"),
                format!("CREATE DATABASE {pg_name}"),
            ] {
                admin.execute_unprepared(&sql).await.unwrap();
            }
            common::pg_url_for(&pg_name)
        }
    };
    {
        let db = Database::connect(&url).await.unwrap();
        Migrator::up(&db, Some(25)).await.unwrap();
        old_rows(&db).await;
        db.close().await.unwrap();
    }
    let settings = Settings::for_data_dir(dir.path().to_path_buf(), Some(url));
    let state = build_state(settings, true).await.expect("app state");
    let entries = entity::audit_log::Entity::find()
        .order_by_asc(entity::audit_log::Column::Id)
        .all(&state.db)
        .await
        .unwrap();
    let subjects: Vec<(Option<i32>, Option<i32>)> = entries
        .iter()
        .map(|e| (e.assignment_id, e.asset_id))
        .collect();
    assert_eq!(
        subjects,
        [
            (Some(1), None),
            (None, Some(1)),
            (Some(1), None),
            (None, Some(1)),
            (None, None)
        ]
    );

    let app = TestApp::on(
        state,
        dir,
        matches!(b, Backend::Postgres).then_some(pg_name),
    );
    let token = app.admin_token().await;
    let view = app
        .get("/api/admin/assignment/1", Some(&token))
        .await
        .json();
    assert_eq!(view["version"], 1);
    let history = app
        .get("/api/assignment/1/history", Some(&token))
        .await
        .json();
    let kinds: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["documentAdded", "created"]);
    let history = app
        .get("/api/inventory/1/history", Some(&token))
        .await
        .json();
    let kinds: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["documentRemoved", "created", "assignmentJoined"]);
    // The old assignment saves like a new one.
    let body = serde_json::json!({"id": 1, "version": 1, "status": "In Transit"});
    let saved = app
        .put_json("/api/admin/assignment", Some(&token), &body.to_string())
        .await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    assert_eq!(
        (&saved.json()["version"], &saved.json()["progress"]),
        (&2.into(), &20.into())
    );
}

on_both_databases!(old_entries_get_their_subjects);
