//! The admin keeps an asset's storage entries through `PUT /api/inventory` (`storage`): added,
//! changed and removed with the assignment's rules (a new entry only when every other has an out
//! date, out not before in), in one transaction and one audit entry with the rest of the save; a
//! save without `storage` keeps them; a customer may not send them (403); the asset's history
//! shows the moves, with the provider's staff as the provider to the customer.
use crate::common;

use axum::http::StatusCode;
use common::{
    inventory::World,
    storage::{p, periods},
    Backend,
};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{json, Value};

const OPEN_FIRST: &str =
    "A new storage entry can be added only when every other entry has an out date.";

fn entry(id: &Value, in_on: &str, out_on: Option<&str>, location: &str) -> Value {
    json!({ "id": id, "inOn": in_on, "outOn": out_on, "location": location })
}

/// The `asset` part of a change: the asset as read, with `extra` fields.
fn change_of(asset: &Value, extra: Value) -> Value {
    let mut v = json!({
        "id": asset["id"], "companyDivisionId": asset["companyDivisionId"], "title": asset["title"],
        "ref": asset["ref"], "theirRef": asset["theirRef"], "hidden": asset["hidden"],
    });
    for (k, c) in extra.as_object().unwrap() {
        v[k] = c.clone();
    }
    v
}

/// Storage rows and audit entries: what a refused save must leave as it was.
async fn rows(w: &World) -> (u64, u64) {
    let db = &w.app.state.db;
    (
        entity::storage_entry::Entity::find()
            .count(db)
            .await
            .unwrap(),
        entity::audit_log::Entity::find().count(db).await.unwrap(),
    )
}

impl World {
    /// The admin's change; panics unless it is saved. The asset as answered.
    async fn admin_saved(&self, asset: &Value, extra: Value) -> Value {
        let reply = self
            .change(&self.admin, &change_of(asset, extra), None)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
        reply.json()
    }
}

async fn the_admin_adds_changes_and_removes_an_asset_s_entries(b: Backend) {
    let w = World::new(b).await;
    let asset = w.added(&w.asset("Blue Horse"), None).await;
    let before = rows(&w).await;

    // In, with the provider's ref and the hidden flag, in one save and one audit entry.
    let first = w
        .admin_saved(
            &asset,
            json!({"ref": "PL-1", "hidden": true,
                   "storage": [entry(&Value::Null, "2026-10-01", None, " Bay 4 ")]}),
        )
        .await;
    assert_eq!(periods(&first), [p("2026-10-01", None, "Bay 4")]);
    assert_eq!(
        (&first["ref"], &first["hidden"]),
        (&json!("PL-1"), &json!(true))
    );
    assert_eq!(first["inStorage"], true);
    assert_eq!(rows(&w).await, (before.0 + 1, before.1 + 1));
    let one = first["storage"][0]["id"].clone();
    let kept = rows(&w).await;

    // Refused, nothing written: a second open entry, out before in, another asset's entry.
    let other = w.added(&w.asset("Red Tower"), None).await;
    let theirs = w
        .admin_saved(
            &other,
            json!({"storage": [entry(&Value::Null, "2026-09-01", None, "X")]}),
        )
        .await["storage"][0]["id"]
        .clone();
    let kept = (kept.0 + 1, kept.1 + 2);
    let refusals = [
        (
            json!([entry(&one, "2026-10-01", None, "Bay 4"),
                   entry(&Value::Null, "2026-10-10", None, "Bay 2")]),
            OPEN_FIRST.to_owned(),
        ),
        (
            json!([entry(&one, "2026-10-05", Some("2026-10-04"), "Bay 4")]),
            "The out date of storage entry 1 (2026-10-04) cannot be before its in date (2026-10-05)."
                .to_owned(),
        ),
        (
            json!([entry(&theirs, "2026-09-01", None, "X")]),
            format!("Storage entry {theirs} is not one of this asset's."),
        ),
    ];
    for (storage, message) in refusals {
        let reply = w
            .change(
                &w.admin,
                &change_of(&first, json!({ "storage": storage })),
                None,
            )
            .await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.text()
        );
        assert_eq!(reply.messages(), [message]);
        assert_eq!(rows(&w).await, kept, "nothing written");
    }

    // Out, and the next one in, in the same save; then a correction; then the first removed.
    let second = w
        .admin_saved(
            &first,
            json!({"storage": [entry(&one, "2026-10-01", Some("2026-10-09"), "Bay 4"),
                               entry(&Value::Null, "2026-10-10", None, "Bay 2")]}),
        )
        .await;
    assert_eq!(
        periods(&second),
        [
            p("2026-10-01", Some("2026-10-09"), "Bay 4"),
            p("2026-10-10", None, "Bay 2")
        ]
    );
    let two = second["storage"][1]["id"].clone();
    let third = w
        .admin_saved(
            &second,
            json!({"storage": [entry(&one, "2026-10-01", Some("2026-10-09"), "Bay 4"),
                               entry(&two, "2026-10-10", None, "Bay 7")]}),
        )
        .await;
    assert_eq!(periods(&third)[1], p("2026-10-10", None, "Bay 7"));
    let fourth = w
        .admin_saved(
            &third,
            json!({"storage": [entry(&two, "2026-10-10", None, "Bay 7")]}),
        )
        .await;
    assert_eq!(periods(&fourth), [p("2026-10-10", None, "Bay 7")]);

    // A save without `storage` (the customer's form) keeps them.
    let ada_save = w
        .change(
            &w.ada,
            &change_of(&fourth, json!({"title": "Blue Horse II"})),
            None,
        )
        .await;
    assert_eq!(ada_save.status, StatusCode::OK, "{}", ada_save.text());
    assert_eq!(ada_save.json()["title"], "Blue Horse II");
    assert_eq!(periods(&ada_save.json()), [p("2026-10-10", None, "Bay 7")]);
}

async fn a_customer_cannot_write_storage_entries(b: Backend) {
    let w = World::new(b).await;
    let asset = w.added(&w.asset("Blue Horse"), None).await;
    let before = rows(&w).await;
    for storage in [
        json!([entry(&Value::Null, "2026-10-01", None, "Bay 4")]),
        json!([]),
    ] {
        let reply = w
            .change(
                &w.ada,
                &change_of(&asset, json!({ "storage": storage })),
                None,
            )
            .await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{}", reply.text());
        assert_eq!(
            reply.messages(),
            ["Storage entries are the provider's to keep: send the asset without them."]
        );
    }
    // Nor on a new asset; the admin adds the asset first, then its entries.
    let mut new = w.asset("Red Tower");
    new["storage"] = json!([entry(&Value::Null, "2026-10-01", None, "Bay 4")]);
    assert_eq!(
        w.add(&w.ada, &new, None).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        w.add(&w.admin, &new, None).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(rows(&w).await, before, "nothing written");
}

async fn the_asset_history_shows_its_storage_moves(b: Backend) {
    let w = World::new(b).await;
    let asset = w.added(&w.asset("Blue Horse"), None).await;
    let id = asset["id"].as_i64().unwrap();
    let first = w
        .admin_saved(
            &asset,
            json!({"storage": [entry(&Value::Null, "2026-10-01", None, "Bay 4")]}),
        )
        .await;
    let one = first["storage"][0]["id"].clone();
    w.admin_saved(
        &first,
        json!({"storage": [entry(&one, "2026-10-01", Some("2026-10-09"), "Bay 5")]}),
    )
    .await;
    // A save without storage moves adds no event.
    w.admin_saved(&first, json!({"title": "Blue Horse", "storage": null}))
        .await;

    let path = format!("/api/inventory/{id}/history");
    let admin = w.get(&path, &w.admin).await;
    assert_eq!(admin.status, StatusCode::OK, "{}", admin.text());
    let events = admin.json();
    let summary: Vec<(String, Option<String>, Option<String>)> = events
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["kind"].as_str().unwrap().to_owned(),
                e["on"].as_str().map(str::to_owned),
                e["location"].as_str().map(str::to_owned),
            )
        })
        .collect();
    let s = |k: &str, on: Option<&str>, loc: Option<&str>| {
        (k.to_owned(), on.map(Into::into), loc.map(Into::into))
    };
    // Newest first; within the correcting save, the correction after the move out.
    assert_eq!(
        summary,
        [
            s("storageChanged", None, Some("Bay 5")),
            s("storageOut", Some("2026-10-09"), Some("Bay 5")),
            s("storageIn", Some("2026-10-01"), Some("Bay 4")),
            s("created", None, None),
        ]
    );
    assert_eq!(events[2]["by"]["provider"], true);
    assert_eq!(
        events[3]["by"],
        json!({"name": "Test User", "provider": false})
    );

    // Ada sees the same moves, made by the provider (no staff name).
    let ada = w.get(&path, &w.ada).await.json();
    assert_eq!(ada.as_array().unwrap().len(), 4);
    assert_eq!(ada[2]["kind"], "storageIn");
    assert_eq!(ada[2]["by"], json!({"name": "Plinth", "provider": true}));
    // Another company's asset history: 404.
    assert_eq!(w.get(&path, &w.zed).await.status, StatusCode::NOT_FOUND);
}

on_both_databases!(
    the_admin_adds_changes_and_removes_an_asset_s_entries,
    a_customer_cannot_write_storage_entries,
    the_asset_history_shows_its_storage_moves
);
