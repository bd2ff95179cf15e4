//! `plinth backup --to DIR` and `plinth restore --from DIR` (docs/files.md).
//!
//! A backup folder holds the database as its own engine copies it (`plinth.db` made by SQLite's
//! `VACUUM INTO`, or `database.pgdump` made by `pg_dump --format=custom`), a `files/` folder with
//! every stored file a row of that copy refers to, from either file store, and `manifest.json`:
//! the rows of every table and each file's size and SHA-256, as the copy has them.
//!
//! The copy is consistent: on PostgreSQL, `pg_dump` reads the snapshot of a transaction that stays
//! open while the rows are counted and the file names read; on SQLite the counts and names are
//! read from the copy itself. Files are copied after, so a file whose row was deleted meanwhile
//! may be gone: it is named under `missing` in the manifest (and said), never silently left out.
use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Command,
};

use anyhow::{bail, ensure, Context};
use futures_util::TryStreamExt;
use sea_orm::{
    AccessMode, ConnectionTrait, DatabaseConnection, DbBackend, IsolationLevel, Statement,
    TransactionOptions, TransactionTrait,
};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

use crate::{config::Settings, features::documents::sweep::referenced_names, files::FileStore};

mod restore;
pub use restore::restore;

pub const MANIFEST: &str = "manifest.json";
const SQLITE_COPY: &str = "plinth.db";
const POSTGRES_DUMP: &str = "database.pgdump";
const FILES: &str = "files";
const FORMAT: u32 = 1;

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: u32,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// `sqlite` or `postgresql`: a backup goes back into the same kind of database.
    pub database: String,
    /// The database copy's file in the backup folder.
    pub database_file: String,
    /// Rows of every table, as in the copy.
    pub tables: BTreeMap<String, u64>,
    pub files: Vec<ManifestFile>,
    /// Files a row refers to that were not in the store when copied.
    #[serde(default)]
    pub missing: Vec<String>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct ManifestFile {
    pub name: String,
    pub size: u64,
    pub sha256: String,
}

/// Writes a backup of `settings`' database and file store into `to`, which must not exist or be an
/// empty folder. Returns the manifest written.
pub async fn backup(settings: &Settings, to: &Path) -> anyhow::Result<Manifest> {
    if to.exists()
        && std::fs::read_dir(to)
            .map(|mut d| d.next().is_some())
            .unwrap_or(true)
    {
        bail!(
            "{} already exists and is not an empty folder: choose a new one",
            to.display()
        );
    }
    std::fs::create_dir_all(to.join(FILES))
        .with_context(|| format!("cannot create the backup folder {}", to.display()))?;
    let store = settings.file_store()?;
    let db = crate::db::connect(&settings.database_url)
        .await
        .context("cannot open the database")?;
    let (database, database_file, tables, names) = if settings.is_sqlite() {
        let copy = to.join(SQLITE_COPY);
        let path = copy
            .to_str()
            .context("the backup path is not valid UTF-8")?;
        db.execute_raw(Statement::from_sql_and_values(
            DbBackend::Sqlite,
            "VACUUM INTO ?",
            [path.into()],
        ))
        .await
        .context("SQLite could not copy the database")?;
        let copy_db = crate::db::connect(&format!("sqlite://{path}?mode=rw")).await?;
        let tables = count_rows(&copy_db).await?;
        let names = referenced_names(&copy_db).await?;
        copy_db.close().await?;
        ("sqlite", SQLITE_COPY, tables, names)
    } else {
        // One snapshot for the dump, the counts and the file names: `pg_dump --snapshot` reads the
        // one this transaction exported, for as long as the transaction is open.
        let txn = db
            .begin_with_options(TransactionOptions {
                isolation_level: Some(IsolationLevel::RepeatableRead),
                access_mode: Some(AccessMode::ReadOnly),
                ..Default::default()
            })
            .await?;
        let snapshot: String = txn
            .query_one_raw(Statement::from_string(
                DbBackend::Postgres,
                "SELECT pg_export_snapshot() AS id",
            ))
            .await?
            .context("no snapshot")?
            .try_get("", "id")?;
        let dump = to.join(POSTGRES_DUMP);
        run_tool(
            Command::new("pg_dump")
                .arg("--format=custom")
                .arg(format!("--snapshot={snapshot}"))
                .arg("--no-owner")
                .arg("--file")
                .arg(&dump)
                .arg("--dbname")
                .arg(&settings.database_url),
            "pg_dump",
        )?;
        let tables = count_rows(&txn).await?;
        let names = referenced_names(&txn).await?;
        txn.commit().await?;
        ("postgresql", POSTGRES_DUMP, tables, names)
    };
    db.close().await?;

    let mut files = Vec::new();
    let mut missing = Vec::new();
    let mut names: Vec<String> = names.into_iter().collect();
    names.sort();
    for name in names {
        match copy_out(&store, &name, &to.join(FILES).join(&name)).await? {
            Some(file) => files.push(file),
            // A thumbnail not made yet is no loss; any other file is.
            None if name.ends_with(crate::files::thumb::THUMB_SUFFIX) => {}
            None => missing.push(name),
        }
    }
    let manifest = Manifest {
        format: FORMAT,
        created_at: chrono::Utc::now(),
        database: database.into(),
        database_file: database_file.into(),
        tables,
        files,
        missing,
    };
    std::fs::write(to.join(MANIFEST), serde_json::to_vec_pretty(&manifest)?)
        .context("cannot write the manifest")?;
    Ok(manifest)
}

/// Streams the stored file `name` into `path`, hashing it on the way; `None` when not stored.
async fn copy_out(
    store: &FileStore,
    name: &str,
    path: &Path,
) -> anyhow::Result<Option<ManifestFile>> {
    let Some(mut file) = store.get(name).await? else {
        return Ok(None);
    };
    let mut out = tokio::fs::File::create(path)
        .await
        .with_context(|| format!("cannot write {}", path.display()))?;
    let mut hash = Sha256::new();
    let mut size = 0u64;
    while let Some(chunk) = file.stream.try_next().await? {
        hash.update(&chunk);
        size += chunk.len() as u64;
        out.write_all(&chunk).await?;
    }
    out.sync_all().await?;
    ensure!(size == file.size, "{name} changed while it was copied");
    Ok(Some(ManifestFile {
        name: name.to_owned(),
        size,
        sha256: hex(&hash.finalize()),
    }))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The tables of the database (migrations' own included), by name.
pub async fn table_names(db: &impl ConnectionTrait) -> anyhow::Result<Vec<String>> {
    let backend = db.get_database_backend();
    let sql = match backend {
        DbBackend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        }
        _ => "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
    };
    let rows = db
        .query_all_raw(Statement::from_string(backend, sql))
        .await?;
    Ok(rows
        .iter()
        .map(|r| r.try_get::<String>("", "name"))
        .collect::<Result<_, _>>()?)
}

/// Rows of every table.
pub(crate) async fn count_rows(db: &impl ConnectionTrait) -> anyhow::Result<BTreeMap<String, u64>> {
    let backend = db.get_database_backend();
    let mut counts = BTreeMap::new();
    for table in table_names(db).await? {
        let row = db
            .query_one_raw(Statement::from_string(
                backend,
                format!(
                    "SELECT COUNT(*) AS n FROM \"{}\"",
                    table.replace('"', "\"\"")
                ),
            ))
            .await?
            .context("COUNT gave no row")?;
        let n: i64 = row.try_get("", "n")?;
        counts.insert(table, n as u64);
    }
    Ok(counts)
}

/// Runs a PostgreSQL client tool; its own message when it fails.
pub(crate) fn run_tool(command: &mut Command, name: &str) -> anyhow::Result<()> {
    let out = command
        .output()
        .with_context(|| format!("could not run {name} (install the PostgreSQL client tools)"))?;
    ensure!(
        out.status.success(),
        "{name} failed: {}",
        String::from_utf8_lossy(&out.stderr).trim()
    );
    Ok(())
}

/// The file of a `sqlite://FILE?…` database URL.
pub(crate) fn sqlite_file(url: &str) -> anyhow::Result<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .context("not a sqlite: URL")?;
    let file = rest.split('?').next().unwrap_or(rest);
    ensure!(
        !file.is_empty() && file != ":memory:",
        "{url} names no database file"
    );
    Ok(PathBuf::from(file))
}

/// Closes a connection, for the commands (a pool left open keeps SQLite's WAL files).
pub(crate) async fn close(db: DatabaseConnection) {
    let _ = db.close().await;
}
