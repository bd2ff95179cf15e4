//! Storage entries in the admin's save (a new entry only when every other has an out date, out
//! not before in, the list sent replaces the stored one), and two admins saving the same
//! assignment: the second save from the same version is refused (409) and the first one's change
//! is kept, one after the other and at the same moment.
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::{edit_body, World},
    storage::{p, periods},
    Backend,
};
use serde_json::{json, Value};

const OPEN_FIRST: &str =
    "A new storage entry can be added only when every other entry has an out date.";
const CHANGED: &str = "Someone else changed this assignment since you opened it. Reload it to \
see their changes, then make yours again.";

fn entry(id: &Value, in_on: &str, out_on: Option<&str>, location: &str) -> Value {
    json!({ "id": id, "inOn": in_on, "outOn": out_on, "location": location })
}

async fn storage_entries_follow_the_rules(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let first = w
        .saved(
            id,
            json!({"storage": [entry(&Value::Null, "2026-10-01", None, " Bay 4 ")]}),
        )
        .await;
    assert_eq!(periods(&first), [p("2026-10-01", None, "Bay 4")]);
    let one = first["storage"][0]["id"].clone();
    let rows = entity_rows(&w).await;

    // A second entry while the first has no out date: refused, nothing written.
    let refused = edit_body(
        &first,
        json!({"storage": [entry(&one, "2026-10-01", None, "Bay 4"),
                           entry(&Value::Null, "2026-10-10", Some("2026-10-12"), "Bay 2")]}),
    );
    let reply = w.save_as(&w.admin, &refused).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply.messages(), [OPEN_FIRST]);
    let bad_cases = [
        (
            json!([entry(&one, "2026-10-05", Some("2026-10-04"), "Bay 4")]),
            "The out date of storage entry 1 (2026-10-04) cannot be before its in date (2026-10-05).",
        ),
        (json!([entry(&Value::Null, "", None, "Bay 4")]), "Storage entry 1 needs an in date."),
        (
            json!([entry(&json!(999_999), "2026-10-01", None, "Bay 4")]),
            "Storage entry 999999 is not one of this assignment's.",
        ),
        (
            json!([entry(&one, "2026-10-01", Some("2026-10-09"), "Bay 4"),
                   entry(&Value::Null, "2026-10-10", None, "Bay 2"),
                   entry(&Value::Null, "2026-10-20", None, "Bay 3")]),
            OPEN_FIRST,
        ),
    ];
    for (storage, message) in bad_cases {
        let reply = w
            .save_as(&w.admin, &edit_body(&first, json!({"storage": storage})))
            .await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{message}");
        assert_eq!(reply.messages(), [message]);
    }
    assert_eq!(entity_rows(&w).await, rows, "nothing written");
    assert_eq!(w.admin_view(id).await, first);

    // Closing the first and adding the next in one save.
    let second = w
        .saved(
            id,
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
    // Left out (null), the entries stay; an entry left out of the list is removed.
    let kept = w
        .saved(id, json!({"storage": null, "poNumber": "PO-5"}))
        .await;
    assert_eq!(periods(&kept), periods(&second));
    let two = second["storage"][1]["id"].clone();
    let trimmed = w
        .saved(
            id,
            json!({"storage": [entry(&two, "2026-10-10", None, "Bay 2")]}),
        )
        .await;
    assert_eq!(periods(&trimmed), [p("2026-10-10", None, "Bay 2")]);

    // The audit entry of a storage save names each entry added, changed and removed.
    let trail = w.app.audit("assignment").await;
    let closing = &trail[trail.len() - 3].detail.as_ref().unwrap()["storage"];
    assert_eq!(closing["added"][0]["location"], "Bay 2");
    assert_eq!(closing["changed"][0]["to"]["outOn"], "2026-10-09");
    let removal = &trail.last().unwrap().detail.as_ref().unwrap()["storage"];
    assert_eq!(removal["removed"][0]["id"], one);
}

async fn entity_rows(w: &World) -> [u64; 2] {
    use sea_orm::{EntityTrait, PaginatorTrait};
    let db = &w.app.state.db;
    [
        entity::storage_entry::Entity::find()
            .count(db)
            .await
            .unwrap(),
        entity::audit_log::Entity::find().count(db).await.unwrap(),
    ]
}

async fn a_stale_save_is_refused_and_the_first_change_kept(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let opened = w.admin_view(id).await;
    // Two admins opened version 1: the first saves In Transit, the second a PO number.
    let first = edit_body(&opened, json!({"status": "In Transit", "progress": 20}));
    let second = edit_body(&opened, json!({"poNumber": "PO-2"}));
    let reply = w.save_as(&w.admin, &first).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(reply.json()["version"], 2);
    let reply = w.save_as(&w.admin, &second).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.messages(), [CHANGED]);
    let now = w.admin_view(id).await;
    assert_eq!(
        (&now["status"], &now["poNumber"]),
        (&json!("In Transit"), &json!("PO-77"))
    );
    assert_eq!(now["version"], 2);
    // Reloaded, the second admin's change goes in on top of the first.
    let again = w
        .save_as(&w.admin, &edit_body(&now, json!({"poNumber": "PO-2"})))
        .await;
    assert_eq!(again.status, StatusCode::OK);
    let both = again.json();
    assert_eq!(
        (&both["status"], &both["poNumber"]),
        (&json!("In Transit"), &json!("PO-2"))
    );

    // At the same moment: two saves of version 3, each a different change. One is saved, the
    // other refused, whichever comes first; the refused one leaves no trace.
    let audit = w.app.audit("assignment").await.len();
    let a = edit_body(&both, json!({"status": "In Customs", "progress": 22}));
    let b2 = edit_body(&both, json!({"poNumber": "PO-3"}));
    let (ra, rb) = tokio::join!(w.save_as(&w.admin, &a), w.save_as(&w.admin, &b2));
    let mut statuses = [ra.status, rb.status];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::OK, StatusCode::CONFLICT],
        "{} / {}",
        ra.text(),
        rb.text()
    );
    let end = w.admin_view(id).await;
    assert_eq!(end["version"], 4);
    let a_won = ra.status == StatusCode::OK;
    assert_eq!(
        end["status"],
        if a_won { "In Customs" } else { "In Transit" }
    );
    assert_eq!(end["poNumber"], if a_won { "PO-2" } else { "PO-3" });
    assert_eq!(w.app.audit("assignment").await.len(), audit + 1);
}

on_both_databases!(
    storage_entries_follow_the_rules,
    a_stale_save_is_refused_and_the_first_change_kept
);
