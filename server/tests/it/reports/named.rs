//! The provider's named reports, read back with calamine: each name with its rows and file name
//! header, the unknown name (404 listing the known ones), customers refused (403), and the
//! inventory report paging past one read.
use crate::common;

use axum::http::StatusCode;
use calamine::Data;
use chrono::{NaiveDate, Utc};
use common::{
    assignments::World,
    reports::{assert_close, reported, today, Sheet, XLSX},
    Backend, Reply,
};

async fn named(w: &World, token: &str, name: &str) -> Reply {
    w.app
        .get(&format!("/api/admin/report/{name}"), Some(token))
        .await
}

async fn the_named_reports(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    w.app.store_asset(w.acme.id, w.horse.id, 10, None).await;
    // A second open entry of the same asset (as an assignment's storage would add): listed once,
    // from the earlier.
    w.app.store_asset(w.acme.id, w.horse.id, 2, None).await;
    w.app.store_asset(w.acme.id, w.tower.id, 30, Some(20)).await;
    w.app
        .store_asset(w.cafe.company_id, w.cafe.id, 3, None)
        .await;
    w.app.deliver_assignment(&r.paris).await;

    // inventory: every asset of every company, hidden ones too, Acme before Zenith.
    let reply = named(w, &w.admin, "inventory").await;
    assert_eq!(
        reply.header("x-filename"),
        Some(format!("inventory-{}.xlsx", today()))
    );
    assert!(reply
        .header("content-disposition")
        .unwrap()
        .contains("inventory-"));
    let sheet = Sheet::read(&reply);
    let titles: Vec<String> = sheet.rows.iter().map(|r| sheet.text(r, "Title")).collect();
    assert_eq!(
        titles,
        [
            "Blue Horse",
            "Blue Horse",
            "Red Tower",
            "Grey Dawn",
            "Green Field",
            "Night Cafe"
        ]
    );
    let companies: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Company"))
        .collect();
    assert_eq!(companies[..5], ["Acme"; 5]);
    assert_eq!(companies[5], "Zenith");
    let horse = &sheet.rows[0];
    assert_eq!(*sheet.cell(horse, "In storage"), Data::Bool(true));
    assert_eq!(sheet.text(horse, "Open assignment"), r.london_ref);
    assert_close(sheet.number(horse, "Net length (cm)"), 10.0 / 0.393700787);
    assert_close(sheet.number(horse, "Net length (inch)"), 10.0);
    assert_close(
        sheet.number(horse, "Gross volume (ft³)"),
        0.198 * 35.3146667,
    );
    assert_eq!(sheet.date(horse, "Created (UTC)"), Utc::now().date_naive());
    let dawn = &sheet.rows_where("Title", "Grey Dawn")[0].clone();
    assert_eq!(*sheet.cell(dawn, "Hidden"), Data::Bool(true));
    let tower = &sheet.rows_where("Title", "Red Tower")[0].clone();
    assert_eq!(
        *sheet.cell(tower, "In storage"),
        Data::Bool(false),
        "taken out"
    );
    let field = &sheet.rows_where("Title", "Green Field")[0].clone();
    assert!(
        sheet.is_empty(field, "Open assignment"),
        "its assignment is delivered"
    );
    assert_eq!(sheet.text(field, "Division"), "Paris");

    // in-storage: what is in storage now, longest first within a company, days outstanding.
    let reply = named(w, &w.admin, "in-storage").await;
    assert_eq!(
        reply.header("x-filename"),
        Some(format!("in-storage-{}.xlsx", today()))
    );
    let sheet = Sheet::read(&reply);
    let titles: Vec<String> = sheet.rows.iter().map(|r| sheet.text(r, "Title")).collect();
    assert_eq!(titles, ["Blue Horse", "Night Cafe"]);
    let horse = &sheet.rows[0];
    assert_eq!(sheet.number(horse, "Days outstanding"), 10.0);
    assert_eq!(
        sheet.date(horse, "In storage since"),
        Utc::now().date_naive() - chrono::Duration::days(10)
    );
    assert_eq!(sheet.text(horse, "Location"), "Bay 4");
    assert_close(sheet.number(horse, "Gross weight (kg)"), 8.0);
    assert_eq!(sheet.number(&sheet.rows[1], "Days outstanding"), 3.0);
    assert_eq!(sheet.text(&sheet.rows[1], "Company"), "Zenith");

    // open-assignments: Paris's is delivered; London's with its totals.
    let reply = named(w, &w.admin, "open-assignments").await;
    assert_eq!(
        reply.header("x-filename"),
        Some(format!("open-assignments-{}.xlsx", today()))
    );
    let sheet = Sheet::read(&reply);
    let refs: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Reference"))
        .collect();
    assert_eq!(refs, [r.london_ref.as_str(), "Z-CAFE"]);
    let london = &sheet.rows[0];
    assert_eq!(sheet.number(london, "Assets"), 2.0);
    assert_eq!(sheet.number(london, "Pieces"), 3.0);
    assert_eq!(sheet.number(london, "Age (days)"), 0.0);
    assert_close(sheet.number(london, "Gross weight (kg)"), 13.0);
    assert_close(sheet.number(london, "Gross volume (m³)"), 0.298);
    assert_close(
        sheet.number(london, "Gross volume (ft³)"),
        0.298 * 35.3146667,
    );
    assert_eq!(
        *sheet.cell(london, "Destination in storage"),
        Data::Bool(true)
    );
    assert_eq!(
        sheet.date(london, "Pickup"),
        NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
    );
    assert!(
        sheet.is_empty(&sheet.rows[1], "Gross weight (kg)"),
        "no measurements: blank"
    );

    // An unknown name lists the known ones.
    let unknown = named(w, &w.admin, "everything").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(
        unknown.messages(),
        ["There is no report called 'everything'. The reports are: inventory, in-storage, open-assignments."]
    );
    // Already a zip: sent as it is, not gzipped again.
    let mut req = axum::http::Request::get("/api/admin/report/inventory")
        .header("authorization", format!("Bearer {}", w.admin))
        .header("accept-encoding", "gzip");
    req = req.header("accept", "*/*");
    let sent = w
        .app
        .send(req.body(axum::body::Body::empty()).unwrap())
        .await;
    assert_eq!(sent.status, StatusCode::OK);
    assert_eq!(sent.header("content-encoding"), None);
    assert_eq!(&sent.body[..2], b"PK");
}

async fn customers_are_refused_the_named_reports(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    for name in ["inventory", "in-storage", "open-assignments", "everything"] {
        let reply = named(w, &w.ada, name).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{name}");
        assert_ne!(reply.header("content-type").as_deref(), Some(XLSX));
        assert!(reply.header("x-filename").is_none());
        assert_eq!(
            w.app
                .get(&format!("/api/admin/report/{name}"), None)
                .await
                .status,
            401
        );
    }
}

/// More assets than one page of the report's reads, over two companies: every one is listed once.
async fn the_inventory_report_reads_page_after_page(b: Backend) {
    let w = World::new(b).await;
    server::demo::bulk::add_assets(&w.app.state.db, "Acme", 2_345)
        .await
        .unwrap();
    let sheet = Sheet::read(&named(&w, &w.admin, "inventory").await);
    // The world's four assets of Acme and Zenith's one, and the new ones (one net entry each).
    assert_eq!(sheet.rows.len(), 2_345 + 5);
    let mut refs: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Ref"))
        .filter(|r| !r.is_empty())
        .collect();
    let count = refs.len();
    refs.sort();
    refs.dedup();
    assert_eq!(refs.len(), count, "no asset twice");
    assert_eq!(count, 2_345);
    assert_eq!(sheet.text(sheet.rows.last().unwrap(), "Company"), "Zenith");
    assert!(sheet.rows[..2_349]
        .iter()
        .all(|r| sheet.text(r, "Company") == "Acme"));
}

on_both_databases!(
    the_named_reports,
    customers_are_refused_the_named_reports,
    the_inventory_report_reads_page_after_page,
);
