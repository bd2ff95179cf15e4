//! The history (chain of custody) of an assignment and of an asset, from the audit log: newest
//! first; status changes with progress, storage in and out with location, documents added or
//! removed, shipments joined; who did each (the provider's staff as the provider to a customer);
//! protected documents never shown to a customer; another company's history a 404.
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::World,
    multipart::{Form, PDF},
    Backend,
};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{json, Value};

/// Names the admin "Sam Stone" (every test account is "Test User").
async fn name_the_admin(w: &World) {
    let admin = entity::account::Entity::find()
        .all(&w.app.state.db)
        .await
        .unwrap()
        .into_iter()
        .find(|a| a.email == "admin@plinth.test")
        .unwrap();
    let mut a: entity::account::ActiveModel = admin.into();
    a.first_name = Set("Sam".into());
    a.last_name = Set("Stone".into());
    a.update(&w.app.state.db).await.unwrap();
}

async fn upload(w: &World, id: i64, token: &str, name: &str, protected: bool) -> Value {
    let mut form = Form::new();
    if protected {
        form = form.text("protected", "true");
    }
    let form = form.file("file", name, "application/pdf", PDF);
    let path = format!("/api/assignment/{id}/upload/{}", w.acme.id);
    let reply = w.app.post_form_data(&path, Some(token), form).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    reply.json()[0].clone()
}

/// A shipment carrying the assignment, linked as the shipments feature will link it.
async fn ship(w: &World, id: i64) -> i32 {
    let now = chrono::Utc::now();
    let s = entity::shipment::ActiveModel {
        mode: Set("Road".into()),
        completed: Set(false),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap();
    let link = entity::shipment_assignment::ActiveModel {
        shipment_id: Set(s.id),
        assignment_id: Set(id as i32),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap();
    server::features::history::record::shipment_link(
        &w.app.state.db,
        None,
        w.acme.id,
        &link,
        "Road",
        true,
    )
    .await
    .unwrap();
    s.id
}

fn kinds(history: &Value) -> Vec<&str> {
    history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect()
}

async fn history(w: &World, path: &str, token: &str) -> Value {
    let reply = w.get(path, token).await;
    assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.text());
    reply.json()
}

/// Ada's assignment of the horse, and its life: Ada's document, the admin's protected quote,
/// In Transit, into storage, out and on to the warehouse, the quote removed, a shipment.
async fn lived(w: &World) -> (i64, i32) {
    name_the_admin(w).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    upload(w, id, &w.ada, "Packing list.pdf", false).await;
    let quote = upload(w, id, &w.admin, "Quote.pdf", true).await;
    w.saved(id, json!({"status": "In Transit", "progress": 20}))
        .await;
    w.saved(
        id,
        json!({"storage": [{"inOn": "2026-10-01", "location": "Bay 4"}]}),
    )
    .await;
    let view = w.admin_view(id).await;
    let entry = view["storage"][0]["id"].clone();
    w.saved(
        id,
        json!({"status": "In Warehouse", "progress": 22,
               "storage": [{"id": entry, "inOn": "2026-10-01", "outOn": "2026-10-09", "location": "Bay 4"}]}),
    )
    .await;
    let path = format!("/api/assignment/document/{}", quote["id"]);
    assert_eq!(
        w.app.delete(&path, Some(&w.admin)).await.status,
        StatusCode::OK
    );
    let shipment = ship(w, id).await;
    (id, shipment)
}

async fn the_assignment_history_is_its_chain_of_custody(b: Backend) {
    let w = World::new(b).await;
    let (id, shipment) = lived(&w).await;
    let path = format!("/api/assignment/{id}/history");

    let admin = history(&w, &path, &w.admin).await;
    assert_eq!(
        kinds(&admin),
        [
            "shipmentJoined",
            "documentRemoved",
            "storageOut",
            "status",
            "storageIn",
            "status",
            "documentAdded",
            "documentAdded",
            "created"
        ],
        "newest first"
    );
    let e = |i: usize| &admin[i];
    assert_eq!(
        (&e(0)["shipmentId"], &e(0)["mode"]),
        (&json!(shipment), &json!("Road"))
    );
    assert_eq!(
        (&e(1)["documentName"], &e(1)["protected"]),
        (&json!("Quote.pdf"), &json!(true))
    );
    assert_eq!(
        (&e(2)["on"], &e(2)["location"]),
        (&json!("2026-10-09"), &json!("Bay 4"))
    );
    assert_eq!(
        (&e(3)["status"], &e(3)["progress"]),
        (&json!("In Warehouse"), &json!(22))
    );
    assert_eq!(
        e(2)["entryId"],
        e(3)["entryId"],
        "one save, one entry, two events"
    );
    assert_eq!(
        (&e(4)["on"], &e(4)["location"]),
        (&json!("2026-10-01"), &json!("Bay 4"))
    );
    assert_eq!(
        (&e(5)["status"], &e(5)["completed"]),
        (&json!("In Transit"), &json!(false))
    );
    assert_eq!(
        (&e(8)["status"], &e(8)["progress"]),
        (&json!("Submitted"), &json!(3))
    );
    assert!(admin
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["assignmentRef"].is_string()));
    // Who: the admin by name to the admin, Ada by name; the system (the shipment link) unnamed.
    assert_eq!(e(3)["by"], json!({"name": "Sam Stone", "provider": true}));
    assert_eq!(e(8)["by"], json!({"name": "Test User", "provider": false}));
    assert_eq!(e(0)["by"], json!({"name": null, "provider": true}));
    let times: Vec<&str> = admin
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["at"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|t| t[0] >= t[1]), "{times:?}");
    assert!(
        times[0].ends_with('Z') && times[0].len() == 20,
        "UTC to the second"
    );

    // Ada: the same timeline without the protected quote, the provider's staff as the provider.
    let ada = history(&w, &path, &w.ada).await;
    assert_eq!(
        kinds(&ada),
        [
            "shipmentJoined",
            "storageOut",
            "status",
            "storageIn",
            "status",
            "documentAdded",
            "created"
        ]
    );
    let text = ada.to_string();
    assert!(
        !text.contains("Quote.pdf") && !text.contains("protected"),
        "{text}"
    );
    assert!(
        !text.contains("Sam") && !text.contains("Stone"),
        "no staff names: {text}"
    );
    assert_eq!(ada[2]["by"], json!({"name": "Plinth", "provider": true}));
    assert_eq!(ada[0]["by"], json!({"name": "Plinth", "provider": true}));
    assert_eq!(ada[5]["documentName"], "Packing list.pdf");
    assert_eq!(
        ada[6]["by"],
        json!({"name": "Test User", "provider": false})
    );
}

async fn the_asset_history_follows_its_assignments(b: Backend) {
    let w = World::new(b).await;
    let (id, _) = lived(&w).await;
    // A document of the asset itself, by Ada.
    let path = format!("/api/inventory/{}/upload/{}", w.horse.id, w.acme.id);
    let form = Form::new().file("file", "Certificate.pdf", "application/pdf", PDF);
    assert_eq!(
        w.app.post_form_data(&path, Some(&w.ada), form).await.status,
        201
    );

    let path = format!("/api/inventory/{}/history", w.horse.id);
    for token in [&w.ada, &w.admin] {
        let events = history(&w, &path, token).await;
        // Not the assignment's documents: only the asset's own, and the assignment's custody.
        assert_eq!(
            kinds(&events),
            [
                "documentAdded",
                "shipmentJoined",
                "storageOut",
                "status",
                "storageIn",
                "status",
                "assignmentJoined"
            ]
        );
        assert_eq!(events[0]["documentName"], "Certificate.pdf");
        assert!(events[0].get("assignmentId").is_none());
        assert_eq!(events[1]["assignmentId"], id);
        assert_eq!(events[6]["assignmentRef"], w.admin_view(id).await["ref"]);
    }
    // An asset on no assignment, added outside the API: an empty history.
    assert_eq!(
        history(
            &w,
            &format!("/api/inventory/{}/history", w.tower.id),
            &w.ada
        )
        .await,
        json!([])
    );
}

async fn another_companys_history_is_not_found(b: Backend) {
    let w = World::new(b).await;
    let (id, _) = lived(&w).await;
    let missing = w.get("/api/assignment/999999/history", &w.zed).await;
    for path in [
        format!("/api/assignment/{id}/history"),
        format!("/api/inventory/{}/history", w.horse.id),
        "/api/inventory/999999/history".to_owned(),
    ] {
        let reply = w.get(&path, &w.zed).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.text(), missing.text(), "{path}");
    }
    // Zenith's own assignment has its own history, and Acme's people are not in it.
    let body = json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id] });
    let zenith = w.create(&w.zed, &body).await.json();
    let own = history(
        &w,
        &format!("/api/assignment/{}/history", zenith["id"]),
        &w.zed,
    )
    .await;
    assert_eq!(kinds(&own), ["created"]);
    for (path, status) in [
        ("/api/assignment/abc/history", StatusCode::BAD_REQUEST),
        ("/api/inventory/abc/history", StatusCode::BAD_REQUEST),
    ] {
        assert_eq!(w.get(path, &w.ada).await.status, status, "{path}");
    }
    assert_eq!(
        w.app
            .get(&format!("/api/assignment/{id}/history"), None)
            .await
            .status,
        401
    );
}

on_both_databases!(
    the_assignment_history_is_its_chain_of_custody,
    the_asset_history_follows_its_assignments,
    another_companys_history_is_not_found
);
