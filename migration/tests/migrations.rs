//! Runs every migration up on a fresh SQLite file and on a fresh PostgreSQL database, writes and reads
//! a row of every table through the entities (`migrations/rows.rs`), checks unique and foreign-key
//! constraints, then migrates fully down and up again. PostgreSQL: `PLINTH_TEST_PG` (default
//! `postgres://postgres@127.0.0.1:5432/test`); the test connects to the server's `postgres` database,
//! creates `plinth_mig_<pid>_<nanos>`, runs there and drops it at the end.

/// Inserts through the entity, reads the row back by primary key and checks both agree.
macro_rules! insert_back {
    ($db:expr, $m:ident, $am:expr) => {{
        let saved: $m::Model = $am
            .insert($db)
            .await
            .unwrap_or_else(|e| panic!("insert {}: {e}", stringify!($m)));
        let found = $m::Entity::find_by_id(saved.id.clone())
            .one($db)
            .await
            .unwrap_or_else(|e| panic!("read {}: {e}", stringify!($m)))
            .expect("row read back");
        assert_eq!(found, saved, "{} read back", stringify!($m));
        saved
    }};
}

#[path = "migrations/jobs.rs"]
mod jobs;
#[path = "migrations/rows.rs"]
mod rows;

use entity::*;
use migration::sea_orm::{
    ActiveModelTrait, ConnectionTrait, Database, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryOrder, Set,
};
use migration::{Migrator, MigratorTrait, SchemaManager};

const MIGRATIONS: usize = 41;

async fn table_exists(db: &DatabaseConnection, name: &str) -> bool {
    SchemaManager::new(db).has_table(name).await.unwrap()
}

async fn exercise(db: &DatabaseConnection) {
    Migrator::up(db, None).await.expect("migrate up");
    assert_eq!(
        Migrator::get_applied_migrations(db).await.unwrap().len(),
        MIGRATIONS
    );
    assert!(Migrator::get_pending_migrations(db)
        .await
        .unwrap()
        .is_empty());

    // Every entity's columns match the schema (a select names every column).
    macro_rules! select_all { ($($m:ident),*) => { $( $m::Entity::find().all(db).await
        .unwrap_or_else(|e| panic!("select {}: {e}", stringify!($m))); )* } }
    select_all!(
        company,
        company_division,
        account,
        session,
        address,
        asset,
        measurement,
        assignment,
        assignment_asset,
        storage_entry,
        shipment,
        shipment_leg,
        shipment_assignment,
        document,
        invoice,
        invoice_line,
        invoice_sequence,
        generated_invoice,
        storage_invoice_item,
        purchase_invoice,
        purchase_invoice_assignment,
        audit_log,
        job,
        storage_location,
        stocktake,
        stocktake_scan,
        condition_report,
        condition_observation,
        condition_photo,
        seller_setting,
        buyer_legal,
        issued_line,
        credit_note,
        credit_note_line,
        credit_note_sequence
    );

    rows::every_table(db).await;

    // Fully down, then up again on the same database.
    Migrator::down(db, None).await.expect("migrate down");
    assert!(Migrator::get_applied_migrations(db)
        .await
        .unwrap()
        .is_empty());
    for t in [
        "company",
        "account",
        "asset",
        "audit_log",
        "invoice_sequence",
    ] {
        assert!(!table_exists(db, t).await, "{t} dropped");
    }
    Migrator::up(db, None).await.expect("migrate up again");
    assert_eq!(
        Migrator::get_applied_migrations(db).await.unwrap().len(),
        MIGRATIONS
    );
    assert!(table_exists(db, "audit_log").await);
    assert_eq!(company::Entity::find().count(db).await.unwrap(), 0);
    assert_eq!(invoice_sequence::Entity::find().count(db).await.unwrap(), 2);
}

#[tokio::test]
async fn sqlite_file() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("plinth.db").display()
    );
    let db = Database::connect(&url).await.unwrap();
    exercise(&db).await;
    db.close().await.unwrap();
}

/// 000026: the assets stored with `$` (the old default) read USD afterwards; other currencies stay.
#[tokio::test]
async fn dollar_values_become_usd() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("plinth.db").display()
    );
    let db = Database::connect(&url).await.unwrap();
    Migrator::up(&db, Some(25))
        .await
        .expect("migrate up to 000025");
    let now = rows::at();
    let company = company::ActiveModel {
        name: Set("Gallery One".into()),
        currencies: Set(vec!["USD".to_owned()].into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&db)
    .await
    .unwrap();
    let division = company_division::ActiveModel {
        company_id: Set(company.id),
        name: Set("London".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&db)
    .await
    .unwrap();
    for (title, currency) in [("A", "$"), ("B", "EUR"), ("C", "USD")] {
        asset::ActiveModel {
            company_id: Set(company.id),
            company_division_id: Set(division.id),
            title: Set(title.into()),
            value_minor: Set(Some(35_050)),
            value_currency: Set(currency.into()),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&db)
        .await
        .unwrap();
    }
    Migrator::up(&db, None).await.expect("migrate up");
    let read: Vec<(String, String, Option<i64>)> = asset::Entity::find()
        .order_by_asc(asset::Column::Title)
        .all(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|a| (a.title, a.value_currency, a.value_minor))
        .collect();
    let expected = [("A", "USD"), ("B", "EUR"), ("C", "USD")]
        .map(|(t, c)| (t.to_owned(), c.to_owned(), Some(35_050)));
    assert_eq!(read, expected);
    db.close().await.unwrap();
}

fn pg_url(database: &str) -> String {
    let url = std::env::var("PLINTH_TEST_PG")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    let base = url
        .rsplit_once('/')
        .map(|(b, _)| b.to_owned())
        .unwrap_or(url);
    format!("{base}/{database}")
}

#[tokio::test]
async fn postgres() {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    let name = format!("plinth_mig_{}_{}", std::process::id(), nanos);
    let admin = Database::connect(pg_url("postgres"))
        .await
        .expect("PostgreSQL (PLINTH_TEST_PG)");
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap();

    let url = pg_url(&name);
    let outcome = tokio::spawn(async move {
        let db = Database::connect(&url).await.unwrap();
        exercise(&db).await;
        db.close().await.unwrap();
    })
    .await;

    admin
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .await
        .unwrap();
    admin.close().await.unwrap();
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}
