//! A protected document (uploaded by the admin to an assignment with `protected=true`) never
//! reaches a customer of the assignment's own company by any path: the assignment, its document
//! lists, the file by id (bearer token and page cookie), its delete, its history, the page's data.
//! The admin sees it on every one of them.
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::World,
    multipart::{Form, PDF},
    Backend,
};

const SECRET: &str = "Carrier rates 2027.pdf";

async fn a_customer_never_meets_a_protected_document(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let form = Form::new()
        .text("protected", "true")
        .file("file", SECRET, "application/pdf", PDF);
    let path = format!("/api/assignment/{id}/upload/{}", w.acme.id);
    let reply = w.app.post_form_data(&path, Some(&w.admin), form).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let doc = reply.json()[0]["id"].as_i64().unwrap();
    let (_, admin_cookie) = w.app.sign_in("admin@plinth.test").await;

    let reads = [
        format!("/api/assignment/{id}"),
        format!("/api/assignment/{id}/list"),
        format!("/api/assignment/{id}/list/{}", w.acme.id),
        format!("/api/assignment/{id}/history"),
        format!("/api/admin/assignment/{id}"),
    ];
    for path in &reads[..4] {
        let ada = w.get(path, &w.ada).await;
        assert_eq!(ada.status, StatusCode::OK, "{path}");
        assert!(!ada.text().contains(SECRET), "{path}: {}", ada.text());
    }
    for path in &reads {
        let admin = w.get(path, &w.admin).await;
        assert!(admin.text().contains(SECRET), "{path}: the admin sees it");
    }
    // The file by id: the same 404 as a missing file, by token and by cookie.
    let file = format!("/files/document/{doc}");
    let missing = w.get("/files/document/999999", &w.ada).await;
    let by_token = w.get(&file, &w.ada).await;
    assert_eq!(by_token.status, StatusCode::NOT_FOUND);
    assert_eq!(by_token.text(), missing.text());
    assert_eq!(
        w.app.get_with_cookie(&file, &w.ada_cookie).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        w.app.get_with_cookie(&file, &admin_cookie).await.status,
        StatusCode::OK
    );
    let served = w.get(&file, &w.admin).await;
    assert_eq!(
        (served.status, served.body.as_slice()),
        (StatusCode::OK, PDF)
    );
    // Its delete by id: 404 to the customer, and it is still there.
    let delete = format!("/api/assignment/document/{doc}?companyId={}", w.acme.id);
    assert_eq!(
        w.app.delete(&delete, Some(&w.ada)).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(w.get(&file, &w.admin).await.status, StatusCode::OK);
    // The server-rendered page carries the same data as the API: not the document.
    let page = format!("/app/assignment/{id}");
    let html = w.app.page(&page, Some(&w.ada_cookie)).await;
    assert_eq!(html.status, StatusCode::OK);
    assert!(
        html.text().contains("Blue Horse"),
        "the page has the assignment"
    );
    assert!(!html.text().contains(SECRET));
    assert!(w
        .app
        .page(&page, Some(&admin_cookie))
        .await
        .text()
        .contains(SECRET));

    // Removed by the admin: the customer's history shows neither its upload nor its removal.
    assert_eq!(
        w.app.delete(&delete, Some(&w.admin)).await.status,
        StatusCode::OK
    );
    let history = w
        .get(&format!("/api/assignment/{id}/history"), &w.ada)
        .await
        .json();
    let kinds: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["created"]);
    let admin_history = w
        .get(&format!("/api/assignment/{id}/history"), &w.admin)
        .await
        .text();
    assert!(admin_history.contains("documentRemoved") && admin_history.contains(SECRET));
}

on_both_databases!(a_customer_never_meets_a_protected_document);
