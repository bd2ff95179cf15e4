//! `plinth backup --to DIR` and `plinth restore --from DIR`, run as a self-hoster runs them: the
//! demo data (photos, a cached thumbnail, invoice PDFs) backed up and restored into a new database
//! and a new store of the other kind, then every row of every table and every file's checksum
//! compared. SQLite goes from the data directory to S3, PostgreSQL from S3 to the data directory.
use std::{collections::BTreeMap, path::Path, process::Command};

use sea_orm::{
    ConnectionTrait, Database, DatabaseConnection, FromQueryResult, JsonValue, Statement,
};
use sha2::{Digest, Sha256};

use crate::common::{new_pg_database, pg_admin_url, pg_url_for, s3, Backend, TestApp};
use server::{demo, files::FileStore, Settings};

/// Every row of every table, each table's rows sorted (as JSON text), by table.
async fn every_row(db: &DatabaseConnection) -> BTreeMap<String, Vec<String>> {
    let backend = db.get_database_backend();
    let mut all = BTreeMap::new();
    for table in server::backup::table_names(db).await.unwrap() {
        let sql = format!("SELECT * FROM \"{table}\"");
        let mut rows: Vec<String> =
            JsonValue::find_by_statement(Statement::from_string(backend, sql))
                .all(db)
                .await
                .unwrap()
                .iter()
                .map(|r| r.to_string())
                .collect();
        rows.sort();
        all.insert(table, rows);
    }
    all
}

/// Every stored file's SHA-256, by name.
async fn checksums(store: &FileStore) -> BTreeMap<String, String> {
    let mut sums = BTreeMap::new();
    for file in store.list().await.unwrap() {
        let bytes = store.read(&file.name).await.unwrap().unwrap();
        sums.insert(file.name, format!("{:x}", Sha256::digest(&bytes)));
    }
    sums
}

fn plinth(
    data_dir: &Path,
    database_url: &str,
    store: Option<&str>,
    args: &[&str],
) -> (bool, String) {
    let mut command = Command::new(crate::common::plinth_bin());
    command
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env("DATABASE_URL", database_url)
        .envs(s3::aws_env());
    match store {
        Some(store) => command.env("PLINTH_OBJECT_STORE", store),
        None => command.env_remove("PLINTH_OBJECT_STORE"),
    };
    let out = command.output().expect("plinth runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

async fn a_backup_restores_every_row_and_file(b: Backend) {
    // The source's store and the target's: one of each kind per database.
    let (from_s3, to_s3) = match b {
        Backend::Sqlite => (false, true),
        Backend::Postgres => (true, false),
    };
    s3::server();
    let source_store = from_s3.then(s3::new_bucket);
    let app = TestApp::with(b, |s| s.object_store = source_store.clone()).await;
    let db = &app.state.db;
    let report = demo::seed(db, &app.state.files, chrono::Utc::now())
        .await
        .unwrap();
    assert!(report.files_written > 0);
    // A photo's thumbnail, cached in the store, is backed up too (the store holds PDFs and XML as well).
    let photo = app
        .state
        .files
        .list()
        .await
        .unwrap()
        .into_iter()
        .map(|f| f.name)
        .find(|n| n.ends_with(".jpg") || n.ends_with(".png"))
        .expect("the demo stores photos");
    server::files::thumb::thumbnail(&app.state.files, &photo)
        .await
        .unwrap();
    let rows = every_row(db).await;
    let files = checksums(&app.state.files).await;
    assert!(!rows["generated_invoice"].is_empty() && rows["document"].len() > 20);

    let work = tempfile::tempdir().unwrap();
    let folder = work.path().join("backup");
    let source_dir = &app.state.settings.data_dir;
    let source_url = &app.state.settings.database_url;
    let (ok, out) = plinth(
        source_dir,
        source_url,
        source_store.as_deref(),
        &["backup", "--to", folder.to_str().unwrap()],
    );
    assert!(ok, "{out}");
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(folder.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(
        manifest["files"].as_array().unwrap().len(),
        files.len(),
        "{out}"
    );
    assert_eq!(manifest["missing"], serde_json::json!([]));
    assert_eq!(
        manifest["tables"]["document"],
        rows["document"].len(),
        "the manifest counts the rows"
    );

    // An empty database and an empty store of the other kind.
    let target_dir = work.path().join("restored");
    let (target_url, target_pg) = match b {
        Backend::Sqlite => (Settings::default_database_url(&target_dir), None),
        Backend::Postgres => {
            let name = new_pg_database().await;
            (pg_url_for(&name), Some(name))
        }
    };
    std::fs::create_dir_all(&target_dir).unwrap();
    let target_store = to_s3.then(s3::new_bucket);
    let (ok, out) = plinth(
        &target_dir,
        &target_url,
        target_store.as_deref(),
        &["restore", "--from", folder.to_str().unwrap()],
    );
    assert!(ok, "{out}");

    let restored_db = server::db::connect(&target_url).await.unwrap();
    assert_eq!(
        every_row(&restored_db).await,
        rows,
        "every row of every table"
    );
    let mut settings = Settings::for_data_dir(target_dir.clone(), Some(target_url.clone()));
    settings.object_store = target_store.clone();
    let restored_files = settings.file_store().unwrap();
    assert_eq!(
        checksums(&restored_files).await,
        files,
        "every file, byte for byte"
    );
    restored_db.close().await.unwrap();

    // A second restore finds the database and the store in use: refused, and says why.
    let (ok, out) = plinth(
        &target_dir,
        &target_url,
        target_store.as_deref(),
        &["restore", "--from", folder.to_str().unwrap()],
    );
    assert!(!ok);
    assert!(out.contains("restore needs an empty"), "{out}");
    // A backup into a folder that is not empty is refused too.
    let (ok, out) = plinth(
        source_dir,
        source_url,
        source_store.as_deref(),
        &["backup", "--to", folder.to_str().unwrap()],
    );
    assert!(!ok && out.contains("not an empty folder"), "{out}");

    if let Some(name) = target_pg {
        let admin = Database::connect(pg_admin_url()).await.unwrap();
        admin
            .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .await
            .unwrap();
    }
}

on_both_databases!(a_backup_restores_every_row_and_file);
