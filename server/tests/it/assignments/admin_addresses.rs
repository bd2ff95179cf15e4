//! The addresses the admin's edit offers (`GET /api/admin/assignment/{id}/addresses`): every
//! address a save accepts, grouped by division with the assignment's own first, and the saved
//! origin and destination whatever they are; so an address of another division stays shown and
//! can be chosen again, and a save of what was loaded changes nothing.
use crate::common;

use axum::http::StatusCode;
use common::{assignments::World, Backend};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{json, Value};

/// (kind, name, address ids) of each group.
fn groups(reply: &Value) -> Vec<(String, Option<String>, Vec<i64>)> {
    reply
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["kind"].as_str().unwrap().to_owned(),
                g["name"].as_str().map(str::to_owned),
                g["addresses"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|a| a["id"].as_i64().unwrap())
                    .collect(),
            )
        })
        .collect()
}

fn g(kind: &str, name: Option<&str>, ids: &[i32]) -> (String, Option<String>, Vec<i64>) {
    (
        kind.to_owned(),
        name.map(str::to_owned),
        ids.iter().map(|&i| i as i64).collect(),
    )
}

async fn choices(w: &World, id: i64) -> Value {
    let reply = w
        .get(&format!("/api/admin/assignment/{id}/addresses"), &w.admin)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    reply.json()
}

async fn every_address_a_save_accepts_is_offered_by_division(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    // The destination moved to the Paris division's store.
    let saved = w
        .saved(id, json!({"destinationAddressId": w.paris_store.id}))
        .await;
    assert_eq!(saved["destination"]["id"], w.paris_store.id);

    // London (the assignment's own) first, then Paris, then Acme's own address of no division;
    // never Zenith's nor a forwarder's.
    let offered = choices(&w, id).await;
    assert_eq!(
        groups(&offered),
        [
            g("division", Some("London"), &[w.gallery.id]),
            g("division", Some("Paris"), &[w.paris_store.id]),
            g("company", Some("Acme"), &[w.head_office.id]),
        ]
    );
    assert_eq!(offered[1]["companyDivisionId"], w.paris.id);
    assert_eq!(offered[1]["addresses"][0]["line1"], "Paris store");

    // Chosen away and back again: each choice is accepted, and the other division's address
    // comes back as it was.
    w.saved(id, json!({"destinationAddressId": w.head_office.id}))
        .await;
    let back = w
        .saved(id, json!({"destinationAddressId": w.paris_store.id}))
        .await;
    assert_eq!(back["destination"]["id"], w.paris_store.id);

    // A save of what was loaded changes nothing: same version, no audit entry.
    let audit = w.app.audit("assignment").await.len();
    let same = w.saved(id, json!({})).await;
    assert_eq!(same["version"], back["version"]);
    assert_eq!(same["destination"]["id"], w.paris_store.id);
    assert_eq!(w.app.audit("assignment").await.len(), audit);
}

async fn a_saved_address_outside_the_choices_is_offered_too(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    // From before the rule: the origin is a forwarder's terminal (no call saves that today).
    let row = entity::assignment::Entity::find_by_id(id as i32)
        .one(&w.app.state.db)
        .await
        .unwrap()
        .unwrap();
    let mut row: entity::assignment::ActiveModel = row.into();
    row.origin_address_id = Set(Some(w.terminal.id));
    row.update(&w.app.state.db).await.unwrap();

    let offered = groups(&choices(&w, id).await);
    assert_eq!(offered.last().unwrap(), &g("saved", None, &[w.terminal.id]));
    assert!(offered
        .iter()
        .any(|(_, _, ids)| ids.contains(&(w.head_office.id as i64))));
    // Saved untouched, it stays.
    let before = w.admin_view(id).await;
    let same = w.saved(id, json!({})).await;
    assert_eq!(same["origin"]["id"], w.terminal.id);
    assert_eq!(same["version"], before["version"]);
}

async fn only_the_admin_sees_the_choices(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let path = format!("/api/admin/assignment/{id}/addresses");
    assert_eq!(w.get(&path, &w.ada).await.status, StatusCode::FORBIDDEN);
    assert_eq!(w.get(&path, &w.zed).await.status, StatusCode::FORBIDDEN);
    let unknown = w
        .get("/api/admin/assignment/999999/addresses", &w.admin)
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let bad = w.get("/api/admin/assignment/abc/addresses", &w.admin).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

on_both_databases!(
    every_address_a_save_accepts_is_offered_by_division,
    a_saved_address_outside_the_choices_is_offered_too,
    only_the_admin_sees_the_choices
);
