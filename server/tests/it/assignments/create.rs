//! `POST /api/assignment`: a customer's new assignment from the draft (status Submitted, progress
//! 3, a new reference, an audit entry), and every rule that refuses one, each refusal writing
//! nothing.
use crate::common;

use axum::http::StatusCode;
use common::{assignments::World, Backend};
use serde_json::{json, Value};

fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_i64().unwrap())
        .collect()
}

async fn a_new_assignment_is_submitted_with_a_new_reference(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.tower, &w.horse]).await;
    assert_eq!(made["status"], "Submitted");
    assert_eq!(made["progress"], 3);
    assert_eq!(made["completed"], false);
    let reference = made["ref"].as_str().unwrap();
    assert_eq!(reference, "AC-1001", "Acme's prefix and its first number");
    assert_eq!(made["companyId"], w.acme.id);
    assert_eq!(made["owner"], json!({ "companyId": w.acme.id }));
    assert_eq!(made["companyName"], "Acme");
    assert_eq!(made["companyDivisionId"], w.london.id);
    assert_eq!(made["companyDivision"], "London");
    assert_eq!(made["assetCount"], 2);
    assert_eq!(
        made["pieces"], 3,
        "2 pieces of the horse and 1 of the tower"
    );
    assert_eq!(made["poNumber"], "PO-77", "trimmed");
    assert_eq!(made["pickupOn"], "2026-12-01");
    assert_eq!(made["deliverOn"], "2026-12-03");
    assert_eq!(made["age"], 0);
    assert_eq!(made["originStorage"], false);
    assert_eq!(made["destinationStorage"], true);
    assert_eq!(made["origin"]["line1"], "Gallery");
    assert_eq!(made["destination"]["line1"], "Head office");
    assert_eq!(
        ids(&made["assets"]),
        [w.horse.id as i64, w.tower.id as i64],
        "by title, not as sent"
    );
    assert_eq!(made["assets"][0]["hasAssignment"], true);
    assert_eq!(made["documents"], json!([]));
    assert_eq!(made["shipments"], json!({}));
    assert_eq!(made["storage"], json!([]));

    // Read back the same; the row is stored as it was answered.
    let id = made["id"].as_i64().unwrap();
    let read = w.get(&format!("/api/assignment/{id}"), &w.ada).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.json(), made);
    let row: entity::assignment::Model = {
        use sea_orm::EntityTrait;
        entity::assignment::Entity::find_by_id(id as i32)
            .one(&w.app.state.db)
            .await
            .unwrap()
            .unwrap()
    };
    assert_eq!(row.created_by, Some(w.ada_account.id));
    assert_eq!(row.r#ref, reference);

    // One audit entry, by Ada, naming the reference and the assets.
    let audit = w.app.audit("assignment").await;
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].action, "create");
    assert_eq!(audit[0].object_id.as_deref(), Some(id.to_string().as_str()));
    assert_eq!(audit[0].account_id, Some(w.ada_account.id));
    assert_eq!(audit[0].company_id, Some(w.acme.id));
    let detail = audit[0].detail.clone().unwrap();
    assert_eq!(detail["ref"], reference);
    assert_eq!(
        detail["assetIds"],
        json!([w.tower.id, w.horse.id]),
        "as sent"
    );

    // A second one gets another reference.
    let second = w.made(&[&w.dawn]).await;
    assert_ne!(second["ref"], made["ref"]);
}

async fn optional_fields_may_be_left_out(b: Backend) {
    let w = World::new(b).await;
    let body = json!({ "companyDivisionId": w.london.id, "assetIds": [w.tower.id] });
    let reply = w.create(&w.ada, &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let made = reply.json();
    for key in ["origin", "destination", "pickupOn", "deliverOn", "poNumber"] {
        assert_eq!(made[key], Value::Null, "{key}");
    }
    assert_eq!(made["originStorage"], false);
    // The company's division-less address serves every division; the division's own too.
    let mut body = w.body(&[&w.horse]);
    body["originAddressId"] = json!(w.head_office.id);
    body["destinationAddressId"] = json!(w.gallery.id);
    body["poNumber"] = json!("   ");
    let made = w.create(&w.ada, &body).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    assert_eq!(made.json()["poNumber"], Value::Null, "blank is none");
}

/// A hidden asset may go on an assignment: hiding only takes it out of the inventory list.
async fn a_hidden_asset_may_be_sent(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.dawn]).await;
    assert_eq!(ids(&made["assets"]), [w.dawn.id as i64]);
    assert_eq!(made["assets"][0]["hidden"], true);
}

async fn the_admin_may_create_for_any_company(b: Backend) {
    let w = World::new(b).await;
    let body = json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id],
        "destinationAddressId": w.chelsea.id });
    let reply = w.create(&w.admin, &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    assert_eq!(reply.json()["companyName"], "Zenith");
    assert_eq!(reply.json()["companyId"], w.nyc.company_id);
}

/// Each refusal: status, the first message, and nothing written.
async fn refused(w: &World, token: &str, body: Value, status: StatusCode, message: &str) {
    let before = w.app.assignment_rows().await;
    let reply = w.create(token, &body).await;
    assert_eq!(reply.status, status, "{body}: {}", reply.text());
    assert_eq!(reply.messages(), [message], "{body}");
    assert_eq!(
        w.app.assignment_rows().await,
        before,
        "{body}: nothing written"
    );
}

async fn the_rules_refuse_with_a_clear_message(b: Backend) {
    let w = World::new(b).await;
    let with = |changes: Value| {
        let mut body = w.body(&[&w.horse]);
        for (k, v) in changes.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let t = w.ada.as_str();
    let unprocessable = StatusCode::UNPROCESSABLE_ENTITY;
    refused(
        &w,
        t,
        with(json!({ "assetIds": [w.horse.id, w.field.id] })),
        unprocessable,
        "Can only add assets of the same Division",
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "assetIds": [] })),
        unprocessable,
        "An assignment needs at least one asset.",
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "assetIds": [w.horse.id, w.tower.id, w.horse.id] })),
        unprocessable,
        &format!("The asset {} is listed twice.", w.horse.id),
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "pickupOn": "2026-12-04" })),
        unprocessable,
        "The delivery date cannot be before the pickup date.",
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "pickupOn": "01/12/2026" })),
        unprocessable,
        "The pickup date '01/12/2026' is not a date written YYYY-MM-DD.",
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "deliverOn": "2026-02-30" })),
        unprocessable,
        "The delivery date '2026-02-30' is not a date written YYYY-MM-DD.",
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "poNumber": "P".repeat(101) })),
        unprocessable,
        "The PO number is too long (at most 100 characters).",
    )
    .await;
    refused(
        &w,
        t,
        with(json!({ "poNumber": "PO\u{0}1" })),
        unprocessable,
        "The PO number contains a control character.",
    )
    .await;

    // Wrong shapes are 422 or 400 with the reason, never a 500.
    for (body, status) in [
        (with(json!({ "status": "Delivered" })), unprocessable),
        (with(json!({ "assetIds": "1" })), unprocessable),
        (with(json!({ "companyDivisionId": null })), unprocessable),
        (json!({ "assetIds": [w.horse.id] }), unprocessable),
    ] {
        let reply = w.create(t, &body).await;
        assert_eq!(reply.status, status, "{body}: {}", reply.text());
        assert!(!reply.messages()[0].is_empty());
    }
    let not_json = w.app.post_json("/api/assignment", Some(t), "{").await;
    assert_eq!(not_json.status, StatusCode::BAD_REQUEST);
    let signed_out = w
        .app
        .post_json("/api/assignment", None, &w.body(&[&w.horse]).to_string())
        .await;
    assert_eq!(signed_out.status, StatusCode::UNAUTHORIZED);
    assert_eq!(w.app.assignment_rows().await[0], 0);
}

/// Another company's division, asset or address is a 404, exactly like a missing one; so is an
/// address of another division, or a forwarder's.
async fn what_is_not_yours_is_not_found(b: Backend) {
    let w = World::new(b).await;
    let with = |changes: Value| {
        let mut body = w.body(&[&w.horse]);
        for (k, v) in changes.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let missing = StatusCode::NOT_FOUND;
    for body in [
        with(
            json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id],
            "originAddressId": w.chelsea.id, "destinationAddressId": null }),
        ),
        with(json!({ "companyDivisionId": 999_999 })),
        with(json!({ "assetIds": [w.cafe.id] })),
        with(json!({ "assetIds": [w.horse.id, 999_999] })),
        with(json!({ "originAddressId": w.chelsea.id })),
        with(json!({ "destinationAddressId": w.paris_store.id })),
        with(json!({ "destinationAddressId": w.terminal.id })),
        with(json!({ "originAddressId": 999_999 })),
    ] {
        refused(&w, &w.ada, body, missing, "Not found.").await;
    }
    // Zenith's customer cannot use Acme's division either.
    refused(&w, &w.zed, w.body(&[&w.horse]), missing, "Not found.").await;
}

on_both_databases!(
    a_new_assignment_is_submitted_with_a_new_reference,
    optional_fields_may_be_left_out,
    a_hidden_asset_may_be_sent,
    the_admin_may_create_for_any_company,
    the_rules_refuse_with_a_clear_message,
    what_is_not_yours_is_not_found
);
