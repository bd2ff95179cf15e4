//! Storage locations as records: added with a tidy, unique path; renamed (entries follow); free
//! text matched; labels printed with a QR code that a scan reads back; the admin's only.
use serde_json::json;

use super::LOCATIONS;
use crate::common::{
    assignments::World,
    labels::{pdf_pages, qr_codes},
    Backend,
};

async fn locations_are_paths_kept_unique_and_tidy(b: Backend) {
    let w = World::new(b).await;
    let shelf = w.location(" LDN/Vault 2 /Bay C/ Shelf 3 ").await;
    let list = w.get(LOCATIONS, &w.admin).await;
    assert_eq!(list.status, 200);
    assert_eq!(list.json()[0]["path"], "LDN / Vault 2 / Bay C / Shelf 3");
    assert_eq!(list.json()[0]["worksHere"], 0);
    let twice = w
        .post_as(
            &w.admin,
            LOCATIONS,
            &json!({ "path": "ldn / vault 2 / bay c / shelf 3" }),
        )
        .await;
    assert_eq!(twice.status, 409, "{}", twice.text());
    let empty_part = w
        .post_as(&w.admin, LOCATIONS, &json!({ "path": "LDN // Bay" }))
        .await;
    assert_eq!(empty_part.status, 422);
    assert!(empty_part.messages()[0].contains("empty part"));
    let customer = w
        .post_as(&w.ada, LOCATIONS, &json!({ "path": "Mine" }))
        .await;
    assert_eq!(customer.status, 403);
    assert_eq!(w.get(LOCATIONS, &w.ada).await.status, 403);

    // A rename carries the storage entries' text along.
    assert_eq!(w.check_in(shelf, &[w.tower.id]).await.status, 200);
    let renamed = w
        .app
        .put_json(
            &format!("{LOCATIONS}/{shelf}"),
            Some(&w.admin),
            &json!({ "path": "LDN / Vault 2 / Bay C / Shelf 4" }).to_string(),
        )
        .await;
    assert_eq!(renamed.status, 200, "{}", renamed.text());
    assert_eq!(renamed.json()["worksHere"], 1);
    let entries = w.entries_of(w.tower.id).await;
    assert_eq!(
        entries[0].2.as_deref(),
        Some("LDN / Vault 2 / Bay C / Shelf 4")
    );
    let missing = w
        .app
        .put_json(
            &format!("{LOCATIONS}/9999"),
            Some(&w.admin),
            &json!({ "path": "X" }).to_string(),
        )
        .await;
    assert_eq!(missing.status, 404);
}

async fn free_text_locations_are_kept_and_matched(b: Backend) {
    let w = World::new(b).await;
    // An entry typed before locations were records: "Bay 4" (see `store_asset`).
    w.app.store_asset(w.acme.id, w.horse.id, 3, None).await;
    let bay = w.location("bay 4").await;
    w.location("Bay 5").await;
    let matched = w
        .post_as(&w.admin, &format!("{LOCATIONS}/match"), &json!({}))
        .await;
    assert_eq!(matched.status, 200, "{}", matched.text());
    assert_eq!(matched.json()["matched"], 1);
    let entries = w.entries_of(w.horse.id).await;
    assert_eq!(
        (entries[0].2.as_deref(), entries[0].3),
        (Some("bay 4"), Some(bay))
    );
    let again = w
        .post_as(&w.admin, &format!("{LOCATIONS}/match"), &json!({}))
        .await;
    assert_eq!(again.json()["matched"], 0, "matched once");
}

async fn location_labels_hold_a_code_the_scanner_reads(b: Backend) {
    let w = World::new(b).await;
    let shelf = w.location("LDN / Vault 2 / Bay C / Shelf 3").await;
    let dock = w.location("LDN / Dock").await;
    let reply = w
        .post_as(
            &w.admin,
            &format!("{LOCATIONS}/labels"),
            &json!({ "ids": [shelf, dock] }),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.header("content-type").as_deref(),
        Some("application/pdf")
    );
    let text = pdf_pages(&reply.body).join(" ");
    for expected in [
        "Shelf 3",
        "LDN / Vault 2 / Bay C / Shelf 3",
        "Dock",
        "Storage location",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    // The same document drawn to pixels: its codes decode to the locations' scan addresses.
    let places =
        server::features::warehouse::location_labels::read(&w.app.state.db, &[shelf, dock])
            .await
            .unwrap();
    let doc =
        server::features::warehouse::location_labels::document(&places, "https://art.example")
            .unwrap();
    let pages = server::pdf::pages_now(&doc).unwrap();
    let codes = qr_codes(&pages.pages[0], 3.0);
    let mut expected = vec![
        format!("https://art.example/app/location/{dock}"),
        format!("https://art.example/app/location/{shelf}"),
    ];
    expected.sort();
    assert_eq!(codes, expected);
    // Each code, scanned, names its location.
    let scanned = w
        .post_as(&w.admin, "/api/scan", &json!({ "code": codes[0] }))
        .await;
    assert_eq!(scanned.status, 200, "{}", scanned.text());
    assert!(scanned.json()["location"]["path"].is_string());
    let bad = w
        .post_as(
            &w.admin,
            &format!("{LOCATIONS}/labels"),
            &json!({ "ids": [shelf, 777] }),
        )
        .await;
    assert_eq!(bad.status, 404);
    assert_eq!(bad.messages(), ["No location with the id 777."]);
    let none = w
        .post_as(
            &w.admin,
            &format!("{LOCATIONS}/labels"),
            &json!({ "ids": [] }),
        )
        .await;
    assert_eq!(none.status, 400);
}

async fn a_location_label_opened_by_a_phone_camera_goes_to_the_scan_screen(b: Backend) {
    let w = World::new(b).await;
    let shelf = w.location("LDN / Shelf 1").await;
    let page = w
        .app
        .page(&format!("/app/location/{shelf}"), Some(&w.admin_cookie))
        .await;
    assert_eq!(page.status.as_u16(), 303, "{}", page.text());
    assert_eq!(
        page.header("location"),
        Some(format!("/app/warehouse/scan?location={shelf}"))
    );
    let stranger = w.app.page(&format!("/app/location/{shelf}"), None).await;
    assert!(stranger
        .header("location")
        .unwrap()
        .starts_with("/pages/signin"));
}

on_both_databases!(
    locations_are_paths_kept_unique_and_tidy,
    free_text_locations_are_kept_and_matched,
    location_labels_hold_a_code_the_scanner_reads,
    a_location_label_opened_by_a_phone_camera_goes_to_the_scan_screen,
);
