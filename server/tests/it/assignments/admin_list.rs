//! The admin's assignment reads: every company's list on the list contract (open ones unless
//! `incCompleted=true`, filters by company and division), one assignment for the edit screen (its
//! version, storage entries with ids, protected documents), the look-up by reference; every admin
//! assignment call refused to a customer (403) and to a stranger (401).
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::{edit_body, World},
    list::ids,
    multipart::{Form, PDF},
    Backend,
};
use serde_json::{json, Value};

fn refs(list: &Value) -> Vec<&str> {
    list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["ref"].as_str().unwrap())
        .collect()
}

/// Ada's London assignment of the horse, Ada's completed one of the tower, the admin's Zenith one
/// of the cafe: (open Acme, completed Acme, Zenith) as JSON.
async fn three(w: &World) -> (Value, Value, Value) {
    let open = w.made(&[&w.horse]).await;
    let done = w.made(&[&w.tower]).await;
    w.app.complete(done["id"].as_i64().unwrap()).await;
    let body = json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id] });
    let zenith = w.create(&w.admin, &body).await;
    assert_eq!(zenith.status, StatusCode::CREATED, "{}", zenith.text());
    (open, done, zenith.json())
}

async fn the_admin_lists_every_companys_open_assignments(b: Backend) {
    let w = World::new(b).await;
    let (open, done, zenith) = three(&w).await;
    let r = |v: &Value| v["ref"].as_str().unwrap().to_owned();

    let list = w.app.list("/api/admin/assignment/", &w.admin).await;
    assert_eq!(
        refs(&list),
        [r(&zenith), r(&open)],
        "open ones, newest first"
    );
    assert_eq!(list["total"], 2);
    assert_eq!(list["rows"][0]["companyName"], "Zenith");
    let without_slash = w.app.list("/api/admin/assignment", &w.admin).await;
    assert_eq!(without_slash, list, "the same call without the slash");
    let all = w
        .app
        .list("/api/admin/assignment/?incCompleted=true", &w.admin)
        .await;
    assert_eq!(refs(&all), [r(&zenith), r(&done), r(&open)]);
    let open_only = w
        .app
        .list("/api/admin/assignment/?incCompleted=false", &w.admin)
        .await;
    assert_eq!(open_only, list);

    let acme = format!(
        "/api/admin/assignment/?incCompleted=true&companyId={}",
        w.acme.id
    );
    assert_eq!(
        refs(&w.app.list(&acme, &w.admin).await),
        [r(&done), r(&open)]
    );
    let nyc = format!("/api/admin/assignment/?companyDivisionId={}", w.nyc.id);
    assert_eq!(refs(&w.app.list(&nyc, &w.admin).await), [r(&zenith)]);
    let paris = format!("/api/admin/assignment/?companyDivisionId={}", w.paris.id);
    assert_eq!(w.app.list(&paris, &w.admin).await["total"], 0);

    // The list contract: search, sort, page size; bad parameters name what is allowed.
    let found = w
        .app
        .list(&format!("/api/admin/assignment/?q={}", r(&open)), &w.admin)
        .await;
    assert_eq!(refs(&found), [r(&open)]);
    let by_company = w
        .app
        .order(
            "/api/admin/assignment/?incCompleted=true",
            &w.admin,
            "company",
            "asc",
        )
        .await;
    assert_eq!(
        by_company.last(),
        zenith["id"].as_i64().as_ref(),
        "Zenith after Acme"
    );
    let page = w.app.list("/api/admin/assignment/?size=3", &w.admin).await;
    assert_eq!(
        (page["page"].as_u64(), page["size"].as_u64()),
        (Some(1), Some(3))
    );
    for bad in [
        "?size=7",
        "?sort=nope",
        "?incCompleted=maybe",
        "?companyId=x",
    ] {
        let reply = w
            .get(&format!("/api/admin/assignment/{bad}"), &w.admin)
            .await;
        assert_eq!(
            reply.status,
            StatusCode::BAD_REQUEST,
            "{bad}: {}",
            reply.text()
        );
    }
    assert_eq!(ids(&list).len(), 2);
}

async fn the_admin_view_has_what_the_edit_screen_needs(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse, &w.tower]).await;
    let id = made["id"].as_i64().unwrap();
    let form =
        Form::new()
            .text("protected", "true")
            .file("file", "Quote.pdf", "application/pdf", PDF);
    let path = format!("/api/assignment/{id}/upload/{}", w.acme.id);
    let reply = w.app.post_form_data(&path, Some(&w.admin), form).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());

    let view = w.admin_view(id).await;
    assert_eq!(view["version"], 1);
    assert_eq!(view["ref"], made["ref"]);
    assert_eq!(view["assets"].as_array().unwrap().len(), 2);
    assert_eq!(view["origin"]["id"], w.gallery.id);
    assert_eq!(view["documents"][0]["name"], "Quote.pdf");
    assert_eq!(view["documents"][0]["protected"], true);
    // The customer's view is the same assignment without the protected document or version.
    let ada = w.get(&format!("/api/assignment/{id}"), &w.ada).await.json();
    assert_eq!(ada["documents"], json!([]));
    assert!(ada.get("version").is_none());
    for (key, value) in ada.as_object().unwrap() {
        if key != "documents" {
            assert_eq!(&view[key], value, "{key}");
        }
    }

    // Storage entries carry their ids, for the save to send back.
    let saved = w
        .saved(
            id,
            json!({"storage": [{"inOn": "2026-10-01", "outOn": null, "location": "Bay 4"}]}),
        )
        .await;
    let entry = &saved["storage"][0];
    assert!(entry["id"].as_i64().unwrap() > 0);
    assert_eq!(
        (&entry["inOn"], &entry["outOn"], &entry["location"]),
        (&json!("2026-10-01"), &Value::Null, &json!("Bay 4"))
    );
    assert_eq!(saved["version"], 2);
    assert_eq!(
        w.admin_view(id).await,
        saved,
        "the save answers the new view"
    );

    for (path, status) in [
        (
            "/api/admin/assignment/999999".to_owned(),
            StatusCode::NOT_FOUND,
        ),
        (
            "/api/admin/assignment/abc".to_owned(),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        assert_eq!(w.get(&path, &w.admin).await.status, status, "{path}");
    }
}

async fn an_assignment_is_found_by_its_reference(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let reference = made["ref"].as_str().unwrap();
    let w = &w;
    let by_ref = |r: String| async move {
        w.get(&format!("/api/admin/assignment/ref/{r}"), &w.admin)
            .await
    };
    let found = by_ref(reference.to_owned()).await;
    assert_eq!(found.status, StatusCode::OK, "{}", found.text());
    let row = found.json();
    assert_eq!((&row["id"], &row["ref"]), (&made["id"], &made["ref"]));
    assert_eq!(row["companyName"], "Acme");
    assert!(row.get("assets").is_none(), "a list row");
    // Ignoring case and the leading zeros of its number.
    let loose = reference.to_lowercase().replace("-0000", "-");
    assert_ne!(loose, reference);
    assert_eq!(by_ref(loose).await.json()["id"], made["id"]);
    for unknown in ["A-999999", "nothing", "%20"] {
        let reply = by_ref(unknown.to_owned()).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{unknown}");
        assert_eq!(reply.messages(), ["Invalid Assignment Reference"]);
    }
}

async fn customers_are_refused_every_admin_assignment_call(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap();
    let body = edit_body(&w.admin_view(id).await, json!({"status": "Quoted"}));
    let calls = [
        ("GET", "/api/admin/assignment/".to_owned(), String::new()),
        ("GET", "/api/admin/assignment".to_owned(), String::new()),
        ("GET", format!("/api/admin/assignment/{id}"), String::new()),
        (
            "GET",
            format!(
                "/api/admin/assignment/ref/{}",
                made["ref"].as_str().unwrap()
            ),
            String::new(),
        ),
        ("PUT", "/api/admin/assignment".to_owned(), body.to_string()),
    ];
    let before = w.app.assignment_rows().await;
    for (method, path, body) in &calls {
        for token in [&w.ada, &w.zed] {
            let reply = w.app.send_json(method, path, Some(token), body).await;
            assert_eq!(reply.status, StatusCode::FORBIDDEN, "{method} {path}");
            assert_eq!(reply.messages(), ["You do not have access to this."]);
        }
        let reply = w.app.send_json(method, path, None, body).await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{method} {path}");
    }
    assert_eq!(w.app.assignment_rows().await, before, "nothing written");
    let view = w.admin_view(id).await;
    assert_eq!(
        (&view["status"], &view["version"]),
        (&json!("Submitted"), &json!(1))
    );
}

on_both_databases!(
    the_admin_lists_every_companys_open_assignments,
    the_admin_view_has_what_the_edit_screen_needs,
    an_assignment_is_found_by_its_reference,
    customers_are_refused_every_admin_assignment_call
);
