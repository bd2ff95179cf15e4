//! Migration 24 (`m20261123_000024_list_keys`) on a database that already holds rows: the schema
//! up to migration 23, rows written as the old server wrote them (no keys), then the rest of the
//! migrations as the server applies them on start. Every row gets the keys `before_save` would
//! have given it, and the lists search and sort the old rows like new ones.
use crate::common;

use common::{list::ids, Backend, TestApp};
use entity::text::{search_text, sort_key};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, Database, EntityTrait};
use server::{build_state, Settings};

const WHEN: &str = "'2026-01-01T09:00:00+00:00'";

async fn old_rows(db: &impl ConnectionTrait) {
    let statements = [
        format!(
            "INSERT INTO company (name, group_brand, currencies, created_at, updated_at) \
             VALUES ('Société Zürich 2', 'fd', '[\"GBP\"]', {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO company_division (company_id, name, created_at, updated_at) \
             VALUES (1, 'Lyon Entrepôt', {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO account (email, password_hash, first_name, last_name, company_id, \
             company_division_id, roles, business_roles, created_at, updated_at) \
             VALUES ('zoe@societe.test', 'x', 'Zoë', 'Ängel', 1, 1, '[\"Customer\"]', '[]', \
             {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO asset (company_id, company_division_id, title, artist, ref, their_ref, \
             created_at, updated_at) \
             VALUES (1, 1, 'Église HG-10', 'Éva', 'R-1', 'HG-10', {WHEN}, {WHEN}), \
             (1, 1, 'Église HG-2', NULL, NULL, NULL, {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO assignment (company_id, company_division_id, ref, status, po_number, \
             created_at, updated_at) \
             VALUES (1, 1, 'SZ-12', 'Submitted', 'Bon-7', {WHEN}, {WHEN})"
        ),
        format!(
            "INSERT INTO address (company_id, kind, name, line1, city, post_code, country, \
             created_at) \
             VALUES (1, 'customer', 'Dépôt', '3 Quai', 'Orléans', '45000', 'France', {WHEN})"
        ),
    ];
    for sql in statements {
        db.execute_unprepared(&sql)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

async fn old_rows_get_their_keys(b: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let pg_name = format!("plinth_keys_{}", std::process::id());
    let url = match b {
        Backend::Sqlite => Settings::default_database_url(dir.path()),
        Backend::Postgres => {
            let admin = Database::connect(common::pg_admin_url()).await.unwrap();
            admin
                .execute_unprepared(&format!("DROP DATABASE IF EXISTS {pg_name} WITH (FORCE)"))
                .await
                .unwrap();
            admin
                .execute_unprepared(&format!("CREATE DATABASE {pg_name}"))
                .await
                .unwrap();
            common::pg_url_for(&pg_name)
        }
    };
    {
        let db = Database::connect(&url).await.unwrap();
        Migrator::up(&db, Some(23)).await.unwrap();
        old_rows(&db).await;
        db.close().await.unwrap();
    }
    // The server applies the remaining migrations on start.
    let settings = Settings::for_data_dir(dir.path().to_path_buf(), Some(url));
    let state = build_state(settings, true).await.expect("app state");
    let db = &state.db;
    assert!(Migrator::get_pending_migrations(db)
        .await
        .unwrap()
        .is_empty());

    let company = entity::company::Entity::find_by_id(1)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(company.name_key, sort_key("Société Zürich 2"));
    assert_eq!(
        company.name_key.as_deref(),
        Some("societe zurich 00000000000000000002")
    );
    let division = entity::company_division::Entity::find_by_id(1)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(division.name_key.as_deref(), Some("lyon entrepot"));
    let account = entity::account::Entity::find()
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(account.name_key, sort_key("Ängel Zoë"));
    assert_eq!(
        account.search_text,
        search_text([Some("Zoë"), Some("Ängel"), Some("zoe@societe.test")])
    );
    let assets = entity::asset::Entity::find().all(db).await.unwrap();
    let full = assets.iter().find(|a| a.title == "Église HG-10").unwrap();
    assert_eq!(full.title_key, sort_key("Église HG-10"));
    assert_eq!(full.artist_key.as_deref(), Some("eva"));
    assert_eq!(full.their_ref_key, sort_key("HG-10"));
    assert_eq!(
        full.search_text,
        search_text([
            Some("Église HG-10"),
            Some("Éva"),
            Some("HG-10"),
            Some("R-1")
        ])
    );
    let bare = assets.iter().find(|a| a.title == "Église HG-2").unwrap();
    assert_eq!(
        (bare.artist_key.clone(), bare.their_ref_key.clone()),
        (None, None)
    );
    assert_eq!(bare.search_text, "eglise hg-2");
    let assignment = entity::assignment::Entity::find()
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(assignment.ref_key, sort_key("SZ-12"));
    assert_eq!(
        assignment.po_key.as_deref(),
        Some("bon-00000000000000000007")
    );
    assert_eq!(
        assignment.search_text,
        search_text([Some("SZ-12"), Some("Bon-7")])
    );
    let address = entity::address::Entity::find()
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(address.city_key.as_deref(), Some("orleans"));
    assert!(
        address.search_text.contains("depot"),
        "{}",
        address.search_text
    );

    // The lists find and order the old rows like new ones.
    let app = TestApp::on(
        state,
        dir,
        matches!(b, Backend::Postgres).then_some(pg_name),
    );
    let token = app.admin_token().await;
    let found = app
        .list("/api/inventory?q=EGLISE%20hg&sort=title&dir=desc", &token)
        .await;
    assert_eq!(
        ids(&found),
        [full.id as i64, bare.id as i64],
        "HG-10 after HG-2"
    );
    let found = app.list("/api/admin/account?q=angel%20zoe", &token).await;
    assert_eq!(found["total"], 1);
    let found = app.list("/api/assignment?q=bon-7%20lyon", &token).await;
    assert_eq!(found["total"], 1);
    let found = app
        .list("/api/admin/address/?q=orleans%20depot", &token)
        .await;
    assert_eq!(found["total"], 1);
    let found = app.list("/api/admin/company?q=SOCIETE", &token).await;
    assert_eq!(found["total"], 1);
}

on_both_databases!(old_rows_get_their_keys);
