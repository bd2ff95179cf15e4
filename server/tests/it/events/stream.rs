//! `GET /api/events` through the real router: a customer hears their company's events and no
//! other's, the admin every company's; the payloads; resume by `Last-Event-ID`; protected
//! documents never; the stream's refusals.
use std::time::Duration;

use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::World,
    events::Caller,
    multipart::{Form, PDF},
    shipments::Ships,
    Backend,
};
use serde_json::json;

async fn customers_hear_their_company_and_the_admin_hears_all(b: Backend) {
    let w = World::new(b).await;
    let mut ada = w
        .app
        .open_events("/api/events", Caller::Bearer(&w.ada), None)
        .await;
    assert_eq!(ada.status, StatusCode::OK);
    assert_eq!(ada.content_type.as_deref(), Some("text/event-stream"));
    // Zed's browser: the session cookie, as EventSource sends it.
    let mut zed = w
        .app
        .open_events("/api/events", Caller::Cookie(&w.zed_cookie), None)
        .await;
    let mut admin = w
        .app
        .open_events("/api/events", Caller::Bearer(&w.admin), None)
        .await;

    let made = w.made(&[&w.horse]).await;
    let heard = ada.next().await;
    assert_eq!(heard["type"], "assignment.created");
    assert_eq!(heard["companyId"], w.acme.id);
    assert_eq!(heard["divisionId"], w.london.id);
    assert_eq!(heard["data"]["assignmentId"], made["id"]);
    assert_eq!(heard["data"]["ref"], made["ref"]);
    assert_eq!(heard["data"]["status"], made["status"]);
    assert_eq!(admin.next().await["id"], heard["id"]);

    // Zenith's own change is the first thing Zed hears: Acme's was never sent to him.
    let theirs = w
        .create(
            &w.zed,
            &json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id] }),
        )
        .await;
    assert_eq!(theirs.status, 201, "{}", theirs.text());
    let first = zed.next().await;
    assert_eq!(first["data"]["ref"], theirs.json()["ref"]);
    assert_eq!(first["companyId"], w.zenith.id);
    assert_eq!(admin.next().await["companyId"], w.zenith.id);

    // The status change as the admin saves it: the new status and progress, the one before.
    let id = made["id"].as_i64().unwrap();
    w.saved(id, json!({"status": "In Transit", "progress": 40}))
        .await;
    let changed = ada.next_of("assignment.status_changed").await;
    assert_eq!(changed["data"]["status"], "In Transit");
    assert_eq!(changed["data"]["progress"], 40);
    assert_eq!(changed["data"]["previousStatus"], made["status"]);
    assert_eq!(changed["data"]["assignmentId"], id);
    assert!(changed["at"].as_str().unwrap().ends_with('Z'));
    // Dates.
    w.saved(id, json!({"deliverOn": "2026-12-09"})).await;
    let dates = ada.next_of("assignment.dates_changed").await;
    assert_eq!(dates["data"]["deliverOn"], "2026-12-09");
    assert_eq!(
        ada.ids.last().map(String::as_str),
        Some(dates["id"].to_string().as_str()),
        "each message carries its id"
    );
}

async fn documents_are_events_unless_protected(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let mut ada = w
        .app
        .open_events("/api/events", Caller::Bearer(&w.ada), None)
        .await;
    let upload = |name: &'static str, protected: bool| {
        let mut form = Form::new();
        if protected {
            form = form.text("protected", "true");
        }
        let form = form.file("file", name, "application/pdf", PDF);
        let path = format!("/api/assignment/{}/upload/{}", made["id"], w.acme.id);
        let app = &w.app;
        let admin = w.admin.clone();
        async move {
            let reply = app.post_form_data(&path, Some(&admin), form).await;
            assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
        }
    };
    upload("Cost sheet.pdf", true).await;
    upload("Packing list.pdf", false).await;
    let heard = ada.next().await;
    assert_eq!(
        heard["type"], "document.added",
        "the protected one first was not sent"
    );
    assert_eq!(heard["data"]["name"], "Packing list.pdf");
    assert_eq!(heard["data"]["assignmentId"], made["id"]);
    let text = heard.to_string();
    assert!(!text.contains("Cost sheet"), "{text}");
}

async fn a_stream_resumes_after_its_last_event_id(b: Backend) {
    let w = World::new(b).await;
    let first = w.made(&[&w.horse]).await;
    let mut opened = w
        .app
        .open_events("/api/events", Caller::Bearer(&w.ada), None)
        .await;
    let second = w.made(&[&w.tower]).await;
    let heard = opened.next().await;
    assert_eq!(
        heard["data"]["ref"], second["ref"],
        "a new stream starts with what is new"
    );
    let last = heard["id"].as_i64().unwrap();
    drop(opened);

    // Missed while away: a status change of the second, new dates of the first.
    w.saved(
        second["id"].as_i64().unwrap(),
        json!({"status": "Quoted", "progress": 5}),
    )
    .await;
    w.saved(
        first["id"].as_i64().unwrap(),
        json!({"deliverOn": "2026-12-20"}),
    )
    .await;
    let since = (last).to_string();
    let mut back = w
        .app
        .open_events("/api/events", Caller::Bearer(&w.ada), Some(&since))
        .await;
    let a = back.next().await;
    let b2 = back.next().await;
    assert_eq!(
        (a["type"].as_str(), b2["type"].as_str()),
        (
            Some("assignment.status_changed"),
            Some("assignment.dates_changed")
        )
    );
    assert_eq!(b2["data"]["ref"], first["ref"]);
    assert!(a["id"].as_i64().unwrap() > last && b2["id"].as_i64() > a["id"].as_i64());
    // The query parameter does the same (a reconnect the page makes itself).
    let mut by_query = w
        .app
        .open_events(
            &format!("/api/events?lastEventId={last}"),
            Caller::Bearer(&w.ada),
            None,
        )
        .await;
    assert_eq!(by_query.next().await["id"], a["id"]);
    // From 0: everything of Acme's, the first assignment first.
    let mut all = w
        .app
        .open_events("/api/events?lastEventId=0", Caller::Bearer(&w.ada), None)
        .await;
    assert_eq!(all.next().await["data"]["ref"], first["ref"]);
}

async fn shipments_and_their_legs_reach_each_company(b: Backend) {
    let s = Ships::new(b).await;
    let mut ada =
        s.w.app
            .open_events("/api/events", Caller::Bearer(&s.w.ada), None)
            .await;
    let mut zed =
        s.w.app
            .open_events("/api/events", Caller::Bearer(&s.w.zed), None)
            .await;
    let made = s.made().await;
    let joined = ada.next_of("assignment.shipment_joined").await;
    assert_eq!(joined["data"]["ref"], s.acme_ref());
    assert_eq!(joined["data"]["shipmentRef"], format!("S-{}", made["id"]));
    let theirs = zed.next_of("assignment.shipment_joined").await;
    assert_eq!(theirs["data"]["ref"], s.zenith_ref());

    let mut body = s.body();
    body["id"] = made["id"].clone();
    body["version"] = made["version"].clone();
    body["legs"][1]["etaOn"] = json!("2026-12-04");
    let saved = s.put(&body).await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    let legs = ada.next_of("shipment.legs_changed").await;
    assert_eq!(legs["data"]["ref"], s.acme_ref());
    assert_eq!(legs["data"]["legs"][1]["etaOn"], "2026-12-04");
    assert_eq!(legs["companyId"], s.w.acme.id);
    assert_eq!(
        zed.next_of("shipment.legs_changed").await["data"]["ref"],
        s.zenith_ref()
    );
}

async fn the_stream_refuses_strangers_and_too_many(b: Backend) {
    let w = World::new(b).await;
    let nobody = w.app.open_events("/api/events", Caller::Nobody, None).await;
    assert_eq!(nobody.status, StatusCode::UNAUTHORIZED);
    let app = common::TestApp::with(b, |s| s.max_event_streams = 1).await;
    app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    let open = app
        .open_events("/api/events", Caller::Bearer(&token), None)
        .await;
    assert_eq!(open.status, StatusCode::OK);
    let refused = app
        .open_events("/api/events", Caller::Bearer(&token), None)
        .await;
    assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(refused.rest().await.contains("Too many live connections"));
    drop(open);
    // The place is given back when the stream ends (its task notices the client is gone).
    let mut again = None;
    for _ in 0..100 {
        let reader = app
            .open_events("/api/events", Caller::Bearer(&token), None)
            .await;
        if reader.status == StatusCode::OK {
            again = Some(reader);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(again.is_some(), "a closed stream's place was given back");
}

on_both_databases!(
    customers_hear_their_company_and_the_admin_hears_all,
    documents_are_events_unless_protected,
    a_stream_resumes_after_its_last_event_id,
    shipments_and_their_legs_reach_each_company,
    the_stream_refuses_strangers_and_too_many,
);
