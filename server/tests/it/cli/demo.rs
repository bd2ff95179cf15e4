//! `plinth seed-demo`: what it loads, that a second run changes nothing, that a demo customer can
//! sign in, and that a failure leaves neither rows nor files.
use crate::common;

use std::collections::{BTreeMap, HashMap, HashSet};

use axum::http::StatusCode;
use common::{Backend, TestApp};
use entity::{
    account, address, asset, assignment, assignment_asset, audit_log, company, company_division,
    document, generated_invoice, invoice, invoice_line, invoice_rate, measurement,
    purchase_invoice, purchase_invoice_assignment, shipment, shipment_assignment, shipment_leg,
    storage_entry, storage_invoice_item, types::AssignmentStatus,
};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};
use server::{
    demo::{self, DEMO_PASSWORD},
    files::FileStore,
};

fn files_of(app: &TestApp) -> FileStore {
    app.state.files.clone()
}

/// Every row of every table the seed writes, as JSON, per table: equal snapshots mean nothing
/// was added, changed or removed.
async fn snapshot(db: &DatabaseConnection) -> BTreeMap<&'static str, Vec<serde_json::Value>> {
    macro_rules! rows {
        ($($table:ident),*) => {{
            let mut all = BTreeMap::new();
            $(all.insert(
                stringify!($table),
                $table::Entity::find()
                    .order_by_asc($table::Column::Id)
                    .into_json()
                    .all(db)
                    .await
                    .unwrap(),
            );)*
            all
        }};
    }
    rows!(
        account,
        company,
        company_division,
        address,
        asset,
        measurement,
        document,
        storage_entry,
        assignment,
        assignment_asset,
        shipment,
        shipment_leg,
        shipment_assignment,
        audit_log,
        invoice,
        invoice_line,
        invoice_rate,
        generated_invoice,
        storage_invoice_item,
        purchase_invoice,
        purchase_invoice_assignment
    )
}

/// The files in the store, by name, with their sizes.
async fn stored_files(store: &FileStore) -> BTreeMap<String, u64> {
    store
        .list()
        .await
        .unwrap()
        .into_iter()
        .map(|f| (f.name, f.size))
        .collect()
}

async fn a_fresh_database_gets_the_whole_demo(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let store = files_of(&app);
    let report = demo::seed(db, &store, chrono::Utc::now()).await.unwrap();
    let c = report.created;

    assert_eq!(c.companies, 2);
    assert_eq!(c.company_divisions, 4);
    assert_eq!(c.accounts, 5);
    assert!((55..=65).contains(&c.assets), "{} assets", c.assets);
    assert_eq!(c.documents, c.assets);
    assert_eq!(report.files_written, c.assets);
    // The open shipment of the seed and the completed one of the back office.
    assert_eq!(
        (c.shipments, c.shipment_legs, c.shipment_assignments),
        (2, 4, 3)
    );
    assert!(report.companies_skipped.is_empty());
    assert!(report.accounts.iter().all(|a| a.created));
    // The report's counts are what the tables hold.
    let count = |n: u64| n as usize;
    assert_eq!(
        count(company::Entity::find().count(db).await.unwrap()),
        c.companies
    );
    assert_eq!(
        count(company_division::Entity::find().count(db).await.unwrap()),
        c.company_divisions
    );
    assert_eq!(
        count(account::Entity::find().count(db).await.unwrap()),
        c.accounts
    );
    assert_eq!(
        count(address::Entity::find().count(db).await.unwrap()),
        c.addresses
    );
    assert_eq!(
        count(measurement::Entity::find().count(db).await.unwrap()),
        c.measurements
    );
    assert_eq!(
        count(storage_entry::Entity::find().count(db).await.unwrap()),
        c.storage_entries
    );
    assert_eq!(
        count(assignment::Entity::find().count(db).await.unwrap()),
        c.assignments
    );
    assert_eq!(
        count(assignment_asset::Entity::find().count(db).await.unwrap()),
        c.assignment_assets
    );
    assert_eq!(
        count(shipment_leg::Entity::find().count(db).await.unwrap()),
        c.shipment_legs
    );
    assert_eq!(
        count(audit_log::Entity::find().count(db).await.unwrap()),
        c.audit_entries
    );

    // Every asset has its photo: a document of type `asset` whose file is on disk.
    let assets = asset::Entity::find().all(db).await.unwrap();
    assert_eq!(assets.len(), c.assets);
    let documents: HashMap<i32, document::Model> = document::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|d| (d.id, d))
        .collect();
    let measurements = measurement::Entity::find().all(db).await.unwrap();
    for a in &assets {
        let photo = &documents[&a.photo_document_id.expect("a photo")];
        assert_eq!(photo.asset_id, Some(a.id));
        assert_eq!(
            (photo.document_type.as_str(), photo.content_type.as_str()),
            ("asset", "image/jpeg")
        );
        let stored = store.head(&photo.file_name).await.unwrap().unwrap();
        assert_eq!(stored.size as i64, photo.size_bytes);
        let n = measurements.iter().filter(|m| m.asset_id == a.id).count();
        assert!((1..=2).contains(&n), "{} has {n} measurements", a.title);
        assert!(a.value_minor.unwrap() > 0 && !a.value_currency.is_empty());
    }
    assert!(assets.iter().any(|a| a.hidden));
    let units: HashSet<&str> = measurements
        .iter()
        .map(|m| m.weight_unit.as_str())
        .collect();
    assert_eq!(units, HashSet::from(["Kg", "lb"]));
    let storage = storage_entry::Entity::find().all(db).await.unwrap();
    assert!(storage.iter().any(|s| s.out_on.is_none()));
    assert!(storage.iter().any(|s| s.out_on.is_some()));

    // Every status, each assignment's assets from its own division, no asset in two open ones.
    let assignments = assignment::Entity::find().all(db).await.unwrap();
    let links = assignment_asset::Entity::find().all(db).await.unwrap();
    common::data::check_assignments(&assets, &assignments, &links);
    // Created over the last two months, the newest a day or two ago: a dashboard looks alive.
    let now = chrono::Utc::now();
    assert!(assignments
        .iter()
        .all(|a| a.created_at > now - chrono::Duration::days(61) && a.created_at < now));
    assert!(assignments
        .iter()
        .any(|a| a.created_at > now - chrono::Duration::days(3)));
    for a in &assignments {
        let status: AssignmentStatus = a.status.parse().unwrap();
        if let Some(p) = status.fixed_progress() {
            assert_eq!(a.progress, p, "{}", a.r#ref);
        } else {
            assert!(a.progress > 20 && a.progress < 80, "{}", a.r#ref);
        }
    }
    let by_id: HashMap<i32, &assignment::Model> = assignments.iter().map(|a| (a.id, a)).collect();
    let shipment = shipment::Entity::find().one(db).await.unwrap().unwrap();
    assert_eq!(shipment.mode, "Road");
    assert!(!shipment.completed);
    for link in shipment_assignment::Entity::find()
        .filter(shipment_assignment::Column::ShipmentId.eq(shipment.id))
        .all(db)
        .await
        .unwrap()
    {
        assert!(
            !by_id[&link.assignment_id].completed,
            "the open shipment carries work under way"
        );
    }

    back_office_at_work(&app, &store, &report).await;
}

/// The back office at work: a sales invoice of each brand (one paid), each with its stored PDF; a
/// purchase invoice; a storage invoice; a completed shipment; and the administrator's lists show
/// them.
async fn back_office_at_work(app: &TestApp, store: &FileStore, report: &demo::SeedReport) {
    let db = &app.state.db;
    let c = report.created;
    assert_eq!((c.invoices, c.purchase_invoices), (3, 1));
    let invoices = generated_invoice::Entity::find().all(db).await.unwrap();
    assert_eq!(invoices.len(), c.invoices);
    let sales: Vec<&generated_invoice::Model> =
        invoices.iter().filter(|i| i.kind == "sales").collect();
    let brands: HashSet<&str> = sales.iter().map(|i| i.group_brand.as_str()).collect();
    assert_eq!(brands, HashSet::from(["fd", "eagle"]), "both brands");
    assert_eq!(
        sales.iter().filter(|i| i.paid_on.is_some()).count(),
        1,
        "one paid"
    );
    assert!(
        sales.iter().all(|i| i.number == 1),
        "each brand's first number"
    );
    let storage: Vec<_> = invoices.iter().filter(|i| i.kind == "storage").collect();
    assert_eq!(storage.len(), 1);
    assert!(
        storage_invoice_item::Entity::find()
            .count(db)
            .await
            .unwrap()
            > 0,
        "the storage invoice bills assets"
    );
    let files = stored_files(store).await;
    for i in &invoices {
        assert!(i.total_minor > 0, "{i:?}");
        let name = i.file_name.as_deref().expect("a stored PDF");
        assert!(files.contains_key(name), "{name} is on disk");
    }
    assert_eq!(purchase_invoice::Entity::find().count(db).await.unwrap(), 1);
    assert_eq!(
        purchase_invoice_assignment::Entity::find()
            .count(db)
            .await
            .unwrap(),
        1,
        "it covers the delivered assignment"
    );
    let completed = shipment::Entity::find()
        .filter(shipment::Column::Completed.eq(true))
        .all(db)
        .await
        .unwrap();
    assert_eq!(completed.len(), 1, "a completed shipment");
    let audited = audit_log::Entity::find()
        .filter(audit_log::Column::ObjectType.is_in([
            "generated_invoice",
            "invoice",
            "purchaseInvoice",
            "shipment",
        ]))
        .count(db)
        .await
        .unwrap();
    assert!(audited >= 5, "the services' own audit entries: {audited}");

    // What the administrator's screens list.
    let reply = app.try_sign_in("admin@plinth.demo", DEMO_PASSWORD).await;
    let token = reply.json()["access_token"].as_str().unwrap().to_owned();
    for (path, at_least) in [
        ("/api/admin/invoice/", 3),
        ("/api/admin/purchaseInvoice/", 1),
        ("/api/admin/shipment/?incCompleted=true", 2),
    ] {
        let list = app.get(path, Some(&token)).await;
        assert_eq!(list.status, StatusCode::OK, "{path}: {}", list.text());
        let total = list.json()["total"]
            .as_u64()
            .unwrap_or_else(|| panic!("{path}: {}", list.text()));
        assert!(total >= at_least, "{path}: {total}");
    }
}

async fn a_second_run_changes_nothing(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    let store = files_of(&app);
    let first = demo::seed(db, &store, chrono::Utc::now()).await.unwrap();
    assert!(first.created_anything());
    let rows = snapshot(db).await;
    let files = stored_files(&store).await;
    assert_eq!(
        files.len(),
        first.files_written + 2 * first.created.invoices,
        "the photos, and each invoice's Factur-X PDF and UBL file"
    );

    let second = demo::seed(db, &store, chrono::Utc::now() + chrono::Duration::days(3))
        .await
        .unwrap();
    assert!(!second.created_anything(), "{:?}", second.created);
    assert_eq!(second.files_written, 0);
    assert_eq!(
        second.companies_skipped,
        ["Hollis Gallery", "Marlow Collection"]
    );
    assert_eq!(second.accounts.len(), first.accounts.len());
    assert!(second.accounts.iter().all(|a| !a.created));
    let printed = second.to_string();
    assert!(printed.contains("nothing changed"), "{printed}");
    assert!(printed.contains("(already there, password unchanged)"));
    assert!(!printed.contains(DEMO_PASSWORD), "{printed}");
    assert_eq!(snapshot(db).await, rows, "rows changed on the second run");
    assert_eq!(
        stored_files(&store).await,
        files,
        "files changed on the second run"
    );
}

async fn a_demo_customer_signs_in_with_the_printed_password(b: Backend) {
    let app = TestApp::new(b).await;
    let report = demo::seed(&app.state.db, &files_of(&app), chrono::Utc::now())
        .await
        .unwrap();
    let printed = report.to_string();
    let line = printed
        .lines()
        .find(|l| l.contains("clara@hollis.demo"))
        .expect("the customer is listed");
    assert!(
        line.contains(DEMO_PASSWORD) && line.contains("Hollis Gallery"),
        "{line}"
    );

    let reply = app.try_sign_in("clara@hollis.demo", DEMO_PASSWORD).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let token = reply.json()["access_token"].as_str().unwrap().to_owned();
    let profile = app.get("/api/profile", Some(&token)).await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.text());
    assert_eq!(profile.json()["roles"], serde_json::json!(["Customer"]));

    let admin = app.try_sign_in("admin@plinth.demo", DEMO_PASSWORD).await;
    assert_eq!(admin.status, StatusCode::OK, "{}", admin.text());
    let wrong = app
        .try_sign_in("clara@hollis.demo", "not-the-password")
        .await;
    assert_ne!(wrong.status, StatusCode::OK);
}

async fn an_unwritable_files_dir_leaves_nothing_behind(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    // A plain file where the files folder's parent should be: no folder can be made under it
    // (a permission change would not do: tests may run as root).
    let blocker = app.state.settings.data_dir.join("blocker");
    let store = FileStore::in_data_dir(&blocker).unwrap();
    std::fs::remove_dir(blocker.join("files")).unwrap();
    std::fs::write(blocker.join("files"), b"not a folder").unwrap();
    let err = demo::seed(db, &store, chrono::Utc::now())
        .await
        .expect_err("the photos cannot be written");
    let message = format!("{err:#}");
    assert!(message.contains("cannot write"), "{message}");
    assert!(
        message.contains("Hollis Gallery"),
        "says which part failed: {message}"
    );
    for (table, rows) in snapshot(db).await {
        assert!(rows.is_empty(), "{table} has rows after a failed seed");
    }
    assert!(demo::is_empty(db).await.unwrap());
}

async fn a_failure_after_the_photos_are_written_removes_them(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    // A company named as the second demo company in capitals: the seed's look-up by name misses
    // it, and the names' case-blind unique index refuses the demo's own. So the seed fails after
    // Hollis Gallery's photos are on disk and its rows are in the transaction.
    app.company("MARLOW COLLECTION").await;
    let now = chrono::Utc::now();
    let before = snapshot(db).await;
    let store = files_of(&app);
    let err = demo::seed(db, &store, now)
        .await
        .expect_err("the name is taken");
    assert!(format!("{err:#}").contains("Marlow Collection"), "{err:#}");
    assert_eq!(snapshot(db).await, before, "rows left by a failed seed");
    assert!(
        stored_files(&store).await.is_empty(),
        "photos left by a failed seed"
    );
}

/// `seed-demo --no-back-office`: the same companies, people and works, but no invoice, purchase
/// invoice or completed shipment, so invoicing can be tried from the first number.
async fn the_demo_without_its_back_office(b: Backend) {
    let app = TestApp::new(b).await;
    let db = &app.state.db;
    demo::seed_as(db, &files_of(&app), "Plinth", chrono::Utc::now(), false)
        .await
        .unwrap();
    assert!(entity::company::Entity::find().count(db).await.unwrap() >= 2);
    assert!(entity::asset::Entity::find().count(db).await.unwrap() > 0);
    assert_eq!(
        entity::generated_invoice::Entity::find()
            .count(db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        entity::purchase_invoice::Entity::find()
            .count(db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        entity::shipment::Entity::find()
            .filter(entity::shipment::Column::Completed.eq(true))
            .count(db)
            .await
            .unwrap(),
        0
    );
}

on_both_databases!(
    the_demo_without_its_back_office,
    a_failure_after_the_photos_are_written_removes_them,
    a_fresh_database_gets_the_whole_demo,
    a_second_run_changes_nothing,
    a_demo_customer_signs_in_with_the_printed_password,
    an_unwritable_files_dir_leaves_nothing_behind,
);
