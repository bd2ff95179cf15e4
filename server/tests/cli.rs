//! The `plinth` subcommands, run as a self-hoster runs them.
use std::process::Command;

use sea_orm::{ColumnTrait, Database, EntityTrait, QueryFilter};

fn plinth(data_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_plinth"))
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

    let copy = dir.path().join("copy.db");
    let backup = plinth(dir.path(), &["backup", "--to", copy.to_str().unwrap()]);
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    let refused = plinth(dir.path(), &["backup", "--to", copy.to_str().unwrap()]);
    assert!(
        !refused.status.success(),
        "an existing file is never overwritten"
    );

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
