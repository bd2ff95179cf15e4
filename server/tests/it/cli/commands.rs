//! The `plinth` subcommands, run as a self-hoster runs them.
use std::process::Command;

use sea_orm::{ColumnTrait, Database, EntityTrait, QueryFilter};

fn plinth(data_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(crate::common::plinth_bin())
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .expect("plinth runs")
}

#[tokio::test]
async fn create_admin_then_backup_a_consistent_copy() {
    let dir = tempfile::tempdir().unwrap();
    let ok = plinth(dir.path(), &["migrate"]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let created = plinth(
        dir.path(),
        &[
            "create-admin",
            "--email",
            "Boss@Plinth.test",
            "--password",
            "long enough pw",
            "--first-name",
            "Ada",
            "--last-name",
            "Lovelace",
        ],
    );
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    assert!(String::from_utf8_lossy(&created.stdout).contains("boss@plinth.test"));

    let again = plinth(
        dir.path(),
        &[
            "create-admin",
            "--email",
            "boss@plinth.test",
            "--password",
            "long enough pw",
        ],
    );
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
    let short = plinth(
        dir.path(),
        &[
            "create-admin",
            "--email",
            "x@plinth.test",
            "--password",
            "short",
        ],
    );
    assert!(!short.status.success());
    assert!(String::from_utf8_lossy(&short.stderr).contains("at least 8"));

    let folder = dir.path().join("backup");
    let backup = plinth(dir.path(), &["backup", "--to", folder.to_str().unwrap()]);
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    let refused = plinth(dir.path(), &["backup", "--to", folder.to_str().unwrap()]);
    assert!(
        !refused.status.success(),
        "an existing backup is never overwritten"
    );
    let copy = folder.join("plinth.db");

    let db = Database::connect(format!("sqlite://{}?mode=ro", copy.display()))
        .await
        .unwrap();
    let admin = entity::account::Entity::find()
        .filter(entity::account::Column::Email.eq("boss@plinth.test"))
        .one(&db)
        .await
        .unwrap()
        .expect("the admin is in the backup");
    assert_eq!(admin.roles.0, ["Plinth_Admin"]);
    assert_eq!(admin.first_name, "Ada");
}

#[tokio::test]
async fn seed_demo_prints_the_sign_ins_once_and_if_empty_leaves_existing_data_alone() {
    let dir = tempfile::tempdir().unwrap();
    let first = plinth(dir.path(), &["seed-demo", "--if-empty"]);
    let out = String::from_utf8_lossy(&first.stdout);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    for expected in [
        "admin@plinth.demo",
        "clara@hollis.demo",
        "ruth@marlow.demo",
        "plinth-demo-2026",
        "Plinth_Admin",
        "60 assets",
    ] {
        assert!(out.contains(expected), "no {expected:?} in:\n{out}");
    }

    let skipped = plinth(dir.path(), &["seed-demo", "--if-empty"]);
    assert!(skipped.status.success());
    assert!(String::from_utf8_lossy(&skipped.stdout).contains("not loaded (--if-empty)"));
    let again = plinth(dir.path(), &["seed-demo"]);
    let out = String::from_utf8_lossy(&again.stdout);
    assert!(again.status.success());
    assert!(out.contains("nothing changed"), "{out}");
    assert!(out.contains("(already there, password unchanged)"), "{out}");
    assert!(!out.contains("plinth-demo-2026"), "{out}");

    // A database with only an administrator is not empty: --if-empty loads nothing.
    let other = tempfile::tempdir().unwrap();
    let created = plinth(
        other.path(),
        &[
            "create-admin",
            "--email",
            "boss@plinth.test",
            "--password",
            "long enough pw",
        ],
    );
    assert!(created.status.success());
    let refused = plinth(other.path(), &["seed-demo", "--if-empty"]);
    assert!(refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stdout).contains("not loaded"));
    let db = Database::connect(format!(
        "sqlite://{}?mode=ro",
        other.path().join("plinth.db").display()
    ))
    .await
    .unwrap();
    assert_eq!(
        entity::company::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .len(),
        0
    );
    assert_eq!(
        entity::account::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        std::fs::read_dir(other.path().join("files")).map_or(true, |mut d| d.next().is_none()),
        "no photos written"
    );

    // A data dir that cannot be made is a clear error.
    let blocker = other.path().join("blocker");
    std::fs::write(&blocker, b"a file").unwrap();
    let bad = plinth(&blocker.join("data"), &["seed-demo"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot create the data dir"));
}
