//! Company names under load: two admins saving one name at the same moment get one company, and
//! the other a clear 409 (the unique index backs up the service's check).
use crate::common;

use axum::http::StatusCode;
use common::{admin::with, Backend, TestApp};
use serde_json::json;

fn acme() -> serde_json::Value {
    json!({"name": "Acme Fine Art", "currencies": ["GBP"], "invoice": {"addressee": null},
        "groupBrand": "fd"})
}

/// Two admins saving the same name at once: one company is made, the other gets the same clear
/// 409 as a plain duplicate (the unique index backs the service's check up).
async fn simultaneous_adds_of_one_name_make_one_company(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let bodies = [
        "Twin Gallery",
        "TWIN GALLERY",
        "twin gallery",
        "Twin Gallery",
    ]
    .map(|name| with(acme(), json!({ "name": name })));
    let path = "/api/admin/company";
    let (one, two, three, four) = tokio::join!(
        app.post_json(path, t, &bodies[0]),
        app.post_json(path, t, &bodies[1]),
        app.post_json(path, t, &bodies[2]),
        app.post_json(path, t, &bodies[3])
    );
    let replies = [one, two, three, four];
    let made = replies
        .iter()
        .filter(|r| r.status == StatusCode::CREATED || r.status == StatusCode::OK)
        .count();
    assert_eq!(
        made,
        1,
        "{:?}",
        replies.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    for r in replies.iter().filter(|r| !r.status.is_success()) {
        assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text());
        assert!(r.text().contains("already exists"), "{}", r.text());
    }
    let list = app.get("/api/admin/company?size=20", t).await.json();
    let twins = list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| {
            c["name"]
                .as_str()
                .unwrap()
                .eq_ignore_ascii_case("twin gallery")
        })
        .count();
    assert_eq!(twins, 1);
}

on_both_databases!(simultaneous_adds_of_one_name_make_one_company);
