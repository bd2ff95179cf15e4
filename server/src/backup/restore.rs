//! `plinth restore --from DIR`: a backup back into an empty database and an empty file store.
use std::{path::Path, process::Command};

use anyhow::{bail, ensure, Context};
use sha2::{Digest, Sha256};

use super::{
    close, count_rows, hex, run_tool, sqlite_file, table_names, Manifest, FILES, MANIFEST,
};
use crate::config::Settings;

/// Puts the backup in `from` back: checks first that the database has no table and the store no
/// file (refusing, with what it found, otherwise), then the database, then every file (each
/// checked against its SHA-256), then compares every table's rows with the manifest.
pub async fn restore(settings: &Settings, from: &Path) -> anyhow::Result<Manifest> {
    let manifest: Manifest =
        serde_json::from_slice(&std::fs::read(from.join(MANIFEST)).with_context(|| {
            format!("{} has no {MANIFEST}: not a Plinth backup", from.display())
        })?)
        .context("the backup's manifest cannot be read")?;
    ensure!(
        manifest.format == super::FORMAT,
        "this backup has format {}; this plinth reads format {}",
        manifest.format,
        super::FORMAT
    );
    let target = if settings.is_sqlite() {
        "sqlite"
    } else {
        "postgresql"
    };
    ensure!(
        manifest.database == target,
        "this backup is of a {} database and DATABASE_URL names a {target} one: restore it into {}",
        manifest.database,
        manifest.database
    );

    // Both targets are checked before anything is written.
    let store = settings.file_store()?;
    let stored = store.list().await?;
    if !stored.is_empty() {
        bail!(
            "the file store ({}) already holds {} files: restore needs an empty one",
            store.place(),
            stored.len()
        );
    }
    let db_copy = from.join(&manifest.database_file);
    if settings.is_sqlite() {
        let file = sqlite_file(&settings.database_url)?;
        if file.exists() {
            let db = crate::db::connect(&settings.database_url).await?;
            let tables = table_names(&db).await?;
            close(db).await;
            if !tables.is_empty() {
                bail!(
                    "the database {} already has {} tables: restore needs an empty database \
                     (a new file)",
                    file.display(),
                    tables.len()
                );
            }
        }
        if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        // Written beside and renamed, so an interrupted copy never looks like a database.
        let partial = file.with_extension("restoring");
        std::fs::copy(&db_copy, &partial).with_context(|| {
            format!("cannot copy {} to {}", db_copy.display(), partial.display())
        })?;
        for stale in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{stale}", file.display()));
        }
        std::fs::rename(&partial, &file)?;
    } else {
        let db = crate::db::connect(&settings.database_url)
            .await
            .context("cannot open the database")?;
        let tables = table_names(&db).await?;
        close(db).await;
        if !tables.is_empty() {
            bail!(
                "the database already has {} tables: restore needs an empty database \
                 (CREATE DATABASE a new one)",
                tables.len()
            );
        }
        run_tool(
            Command::new("pg_restore")
                .arg("--no-owner")
                .arg("--no-privileges")
                .arg("--exit-on-error")
                .arg("--dbname")
                .arg(&settings.database_url)
                .arg(&db_copy),
            "pg_restore",
        )?;
    }

    for file in &manifest.files {
        let path = from.join(FILES).join(&file.name);
        let bytes = tokio::fs::read(&path)
            .await
            .with_context(|| format!("the backup lacks {}", path.display()))?;
        ensure!(
            hex(&Sha256::digest(&bytes)) == file.sha256,
            "{} is not the file the backup made (its checksum differs): nothing more restored",
            path.display()
        );
        store.put_named(&file.name, bytes.into()).await?;
    }

    let db = crate::db::connect(&settings.database_url).await?;
    let tables = count_rows(&db).await?;
    close(db).await;
    ensure!(
        tables == manifest.tables,
        "the restored database's rows differ from the manifest's: {tables:?}"
    );
    Ok(manifest)
}
