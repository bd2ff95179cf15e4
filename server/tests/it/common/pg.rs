//! PostgreSQL databases for the tests: one per test, empty or already migrated.
//!
//! Migrating a new database costs each PostgreSQL test more than the rest of it together (forty-odd migrations, each
//! committed). So the migrations run once per set of migrations, into a template database, and a test's database is
//! a copy of it. The template's name carries a hash of the migrations' names, so a new migration makes a new one.
use std::sync::atomic::{AtomicU32, Ordering};

use migration::{Migrator, MigratorTrait};
use sea_orm::{sqlx, ConnectionTrait, Database, DatabaseConnection};
use sha2::{Digest, Sha256};
use tokio::sync::OnceCell;

/// The advisory lock (on the admin database) held while a template is built: test processes start together.
const TEMPLATE_LOCK: i64 = 0x706c_696e_7468_7470;
const TEMPLATE_PREFIX: &str = "plinth_tpl_";

pub fn pg_admin_url() -> String {
    std::env::var("PLINTH_TEST_PG")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into())
}

pub fn pg_url_for(db: &str) -> String {
    let admin = pg_admin_url();
    let base = admin
        .rsplit_once('/')
        .map(|(b, _)| b.to_owned())
        .unwrap_or(admin);
    format!("{base}/{db}")
}

async fn admin() -> DatabaseConnection {
    Database::connect(pg_admin_url())
        .await
        .expect("PostgreSQL at PLINTH_TEST_PG")
}

fn next_name() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    format!(
        "plinth_t_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    )
}

async fn create(admin: &DatabaseConnection, name: &str, template: Option<&str>) {
    admin
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name}"))
        .await
        .unwrap();
    let from = template.map_or(String::new(), |t| format!(" TEMPLATE {t}"));
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}{from}"))
        .await
        .unwrap();
}

/// A new, empty PostgreSQL database of this test process; its name (`TestApp` drops it at the end).
pub async fn new_pg_database() -> String {
    let name = next_name();
    create(&admin().await, &name, None).await;
    name
}

/// A new PostgreSQL database with every migration applied, as the server leaves it at its first start.
pub async fn new_migrated_pg_database() -> String {
    let admin = admin().await;
    let name = next_name();
    create(&admin, &name, Some(migrated_template(&admin).await)).await;
    name
}

/// The name of the template with every current migration, built by the first test process that needs it.
async fn migrated_template(admin: &DatabaseConnection) -> &'static str {
    static TEMPLATE: OnceCell<String> = OnceCell::const_new();
    TEMPLATE
        .get_or_init(|| async {
            let names: Vec<String> = Migrator::migrations()
                .iter()
                .map(|m| m.name().to_owned())
                .collect();
            let hash = hex(&Sha256::digest(names.join("\n").as_bytes()));
            let template = format!("{TEMPLATE_PREFIX}{}", &hash[..16]);
            if exists(admin, &template).await {
                return template;
            }
            let mut lock = admin
                .get_postgres_connection_pool()
                .acquire()
                .await
                .expect("a connection to the admin database");
            sqlx::query("SELECT pg_advisory_lock($1)")
                .bind(TEMPLATE_LOCK)
                .execute(&mut *lock)
                .await
                .unwrap();
            if !exists(admin, &template).await {
                build_template(admin, &template).await;
            }
            sqlx::query("SELECT pg_advisory_unlock($1)")
                .bind(TEMPLATE_LOCK)
                .execute(&mut *lock)
                .await
                .unwrap();
            template
        })
        .await
}

async fn exists(admin: &DatabaseConnection, name: &str) -> bool {
    let row = admin
        .query_one_raw(sea_orm::Statement::from_sql_and_values(
            sea_orm::DbBackend::Postgres,
            "SELECT 1 AS one FROM pg_database WHERE datname = $1",
            [name.into()],
        ))
        .await
        .unwrap();
    row.is_some()
}

/// Migrates a database under another name with the server's own migration step, then renames it into place, so
/// a template that exists is always complete. Templates of older migration sets are dropped.
async fn build_template(admin: &DatabaseConnection, template: &str) {
    let building = format!("{template}_building");
    create(admin, &building, None).await;
    let db = server::db::connect(&pg_url_for(&building))
        .await
        .expect("the new template database");
    server::db::migrate(&db)
        .await
        .expect("the migrations apply to an empty PostgreSQL database");
    db.close().await.unwrap();
    admin
        .execute_unprepared(&format!("ALTER DATABASE {building} RENAME TO {template}"))
        .await
        .unwrap();
    let stale = admin
        .query_all_raw(sea_orm::Statement::from_string(
            sea_orm::DbBackend::Postgres,
            format!("SELECT datname FROM pg_database WHERE datname LIKE '{TEMPLATE_PREFIX}%' AND datname <> '{template}'"),
        ))
        .await
        .unwrap();
    for row in stale {
        let name: String = row.try_get("", "datname").unwrap();
        // Another checkout's run may still copy it: then it stays until the next new template.
        let _ = admin
            .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name}"))
            .await;
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
