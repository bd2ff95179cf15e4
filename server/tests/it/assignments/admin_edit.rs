//! The admin's save of an assignment (`PUT /api/admin/assignment`): statuses and the progress
//! each suggests, the confirmation that closes an assignment (nothing saved without it),
//! reopening, dates, addresses, PO number; each save one transaction with one audit entry, each
//! refusal writing nothing.
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::{edit_body, World},
    Backend,
};
use serde_json::{json, Value};

const CLOSE: &str = "Are you sure you want to close this assignment?";

/// A save as the admin: (status, body).
async fn save(w: &World, id: i64, changes: Value) -> (StatusCode, Value) {
    let body = edit_body(&w.admin_view(id).await, changes);
    let reply = w.save_as(&w.admin, &body).await;
    (reply.status, reply.json())
}

/// (status, progress, completed, version) as the admin reads them.
async fn state(w: &World, id: i64) -> (String, i64, bool, i64) {
    let v = w.admin_view(id).await;
    (
        v["status"].as_str().unwrap().to_owned(),
        v["progress"].as_i64().unwrap(),
        v["completed"].as_bool().unwrap(),
        v["version"].as_i64().unwrap(),
    )
}

fn st(status: &str, progress: i64, completed: bool, version: i64) -> (String, i64, bool, i64) {
    (status.to_owned(), progress, completed, version)
}

async fn statuses_suggest_their_progress(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    assert_eq!(state(&w, id).await, st("Submitted", 3, false, 1));
    // Left out, the progress follows the table: set, or 2 added for the stops on the way.
    for (status, progress, version) in [
        ("Quoted", 7, 2),
        ("In Transit", 20, 3),
        ("In Customs", 22, 4),
        ("In Bond", 24, 5),
        ("In Warehouse", 26, 6),
        ("Delivery Scheduled", 80, 7),
        ("Waiting to Collect", 15, 8),
    ] {
        let saved = w
            .saved(id, json!({"status": status, "progress": null}))
            .await;
        assert_eq!(saved["progress"], progress, "{status}");
        assert_eq!(state(&w, id).await, st(status, progress, false, version));
    }
    // Sent, it is taken as sent (the screen's second In Transit adds 2 itself); the same status
    // saved again keeps its progress.
    w.saved(id, json!({"status": "In Warehouse", "progress": 31}))
        .await;
    w.saved(id, json!({"status": "In Transit", "progress": 33}))
        .await;
    w.saved(id, json!({"poNumber": "PO-9", "progress": null}))
        .await;
    assert_eq!(state(&w, id).await, st("In Transit", 33, false, 11));

    // Refused, and nothing written.
    let audit = w.app.audit("assignment").await.len();
    for (changes, message) in [
        (
            json!({"status": "Lost"}),
            "The status 'Lost' is not one of: Submitted, Quoted, Collection Scheduled, Waiting to \
Collect, In Transit, In Customs, In Bond, In Warehouse, Delivery Scheduled, Delivered, Cancelled.",
        ),
        (json!({"status": "in transit"}), ""),
        (
            json!({"progress": 101}),
            "Progress must be a whole number from 0 to 100.",
        ),
        (
            json!({"progress": -1}),
            "Progress must be a whole number from 0 to 100.",
        ),
        (
            json!({"pickupOn": "2026-02-30"}),
            "The pickup date '2026-02-30' is not a date written YYYY-MM-DD.",
        ),
        (
            json!({"pickupOn": "2026-12-05", "deliverOn": "2026-12-04"}),
            "The delivery date cannot be before the pickup date.",
        ),
        (
            json!({"poNumber": "x".repeat(101)}),
            "The PO number is too long (at most 100 characters).",
        ),
        (json!({"progress": 5.5}), ""),
        (json!({"completed": true}), ""),
    ] {
        let (status, body) = save(&w, id, changes.clone()).await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{changes}: {body}"
        );
        if !message.is_empty() {
            assert_eq!(body["messages"], json!([message]), "{changes}");
        }
    }
    assert_eq!(state(&w, id).await, st("In Transit", 33, false, 11));
    assert_eq!(w.app.audit("assignment").await.len(), audit);
}

async fn closing_needs_the_confirmation(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    w.saved(id, json!({"status": "In Transit", "progress": 20}))
        .await;
    let audit = w.app.audit("assignment").await.len();
    for status in ["Delivered", "Cancelled"] {
        for confirm in [None, Some(false)] {
            let mut changes = json!({"status": status, "progress": 100, "poNumber": "PO-1"});
            if let Some(c) = confirm {
                changes["confirmClose"] = json!(c);
            }
            let (code, body) = save(&w, id, changes).await;
            assert_eq!(code, StatusCode::UNPROCESSABLE_ENTITY, "{status}");
            assert_eq!(body["messages"], json!([CLOSE]));
        }
    }
    // Nothing was saved: not the status, not the PO number that came with it.
    assert_eq!(state(&w, id).await, st("In Transit", 20, false, 2));
    assert_eq!(w.admin_view(id).await["poNumber"], "PO-77", "as created");
    assert_eq!(w.app.audit("assignment").await.len(), audit);

    let closed = w
        .saved(
            id,
            json!({"status": "Delivered", "progress": null, "confirmClose": true}),
        )
        .await;
    assert_eq!(
        (&closed["completed"], &closed["progress"]),
        (&json!(true), &json!(100))
    );
    // Closed: it leaves the admin's open list and the asset is free for a new assignment.
    let open = w.app.list("/api/admin/assignment/", &w.admin).await;
    assert_eq!(open["total"], 0);
    let again = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    // Saving a completed assignment again needs no new confirmation.
    w.saved(id, json!({"status": "Cancelled", "progress": 0}))
        .await;
    assert_eq!(state(&w, id).await, st("Cancelled", 0, true, 4));

    // Reopening it would put the horse on two open assignments: refused; once the other one is
    // closed, it reopens.
    let (code, body) = save(&w, id, json!({"status": "In Transit", "progress": 20})).await;
    assert_eq!(code, StatusCode::CONFLICT, "{body}");
    let taken = body["messages"][0].as_str().unwrap();
    assert!(
        taken.starts_with("Blue Horse (BH-1) is already on assignment"),
        "{taken}"
    );
    assert_eq!(state(&w, id).await, st("Cancelled", 0, true, 4));
    w.saved(again, json!({"status": "Cancelled", "confirmClose": true}))
        .await;
    let reopened = w
        .saved(id, json!({"status": "In Transit", "progress": 20}))
        .await;
    assert_eq!(reopened["completed"], false);

    // Each save one audit entry saying what changed, by whom.
    let trail = w.app.audit("assignment").await;
    let last = trail.last().unwrap();
    assert_eq!(last.action, "update");
    assert_eq!(last.object_id, Some(id.to_string()));
    assert_eq!(last.assignment_id, Some(id as i32));
    let detail = last.detail.as_ref().unwrap();
    assert_eq!(
        detail["changes"]["status"],
        json!({"from": "Cancelled", "to": "In Transit"})
    );
    assert_eq!(
        detail["changes"]["completed"],
        json!({"from": true, "to": false})
    );
    assert_eq!(
        (&detail["status"], &detail["version"]),
        (&json!("In Transit"), &json!(5))
    );
}

async fn dates_addresses_and_po_number(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let saved = w
        .saved(
            id,
            json!({
                "pickupOn": "2027-01-04", "deliverOn": "2027-01-04",
                "originAddressId": w.paris_store.id, "destinationAddressId": null,
                "originStorage": true, "destinationStorage": false, "poNumber": "  PO-88 "
            }),
        )
        .await;
    assert_eq!(
        (&saved["pickupOn"], &saved["deliverOn"]),
        (&json!("2027-01-04"), &json!("2027-01-04"))
    );
    assert_eq!(
        saved["origin"]["id"], w.paris_store.id,
        "another division of the company"
    );
    assert_eq!(saved["destination"], json!(null));
    assert_eq!(
        (&saved["originStorage"], &saved["destinationStorage"]),
        (&json!(true), &json!(false))
    );
    assert_eq!(saved["poNumber"], "PO-88");
    // The PO number is searchable at once (the list keys follow the save).
    let found = w.app.list("/api/admin/assignment/?q=po-88", &w.admin).await;
    assert_eq!(found["total"], 1);

    // Another company's address or a forwarder's: 404, nothing saved.
    for address in [w.chelsea.id, w.terminal.id, 999_999] {
        let (code, _) = save(&w, id, json!({"destinationAddressId": address})).await;
        assert_eq!(code, StatusCode::NOT_FOUND, "{address}");
    }
    // An unknown assignment: 404.
    let mut body = edit_body(&w.admin_view(id).await, json!({}));
    body["id"] = json!(999_999);
    assert_eq!(
        w.save_as(&w.admin, &body).await.status,
        StatusCode::NOT_FOUND
    );
    // A save that changes nothing writes nothing.
    let audit = w.app.audit("assignment").await.len();
    let same = w.saved(id, json!({})).await;
    assert_eq!(same["version"], saved["version"]);
    assert_eq!(w.app.audit("assignment").await.len(), audit);
    // Bad JSON and unknown fields are refused as for every call.
    let reply = w
        .app
        .put_json("/api/admin/assignment", Some(&w.admin), "{")
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    let reply = w
        .save_as(
            &w.admin,
            &edit_body(&w.admin_view(id).await, json!({"colour": "red"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
}

on_both_databases!(
    statuses_suggest_their_progress,
    closing_needs_the_confirmation,
    dates_addresses_and_po_number
);
