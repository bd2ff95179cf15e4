use crate::common;

use axum::http::StatusCode;
use common::{assignments::World, events::Caller, Backend};
use serde_json::{json, Value};

async fn make(w: &World, id: &Value, token: &str, body: Value) -> common::Reply {
    w.app
        .post_json(
            &format!("/api/assignment/{id}/tracking-links"),
            Some(token),
            &body.to_string(),
        )
        .await
}

fn token_of(made: &Value) -> String {
    made["path"]
        .as_str()
        .unwrap()
        .strip_prefix("/track/")
        .unwrap()
        .to_owned()
}

async fn a_customer_shares_a_link_that_shows_progress_and_nothing_else(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse]).await;
    let id = &job["id"];
    let reply = make(
        &w,
        id,
        &w.ada,
        json!({"label": " courier ", "expiresInDays": 3}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let made = reply.json();
    let token = token_of(&made);
    assert_eq!(token.len(), 43, "256 random bits, base64url");
    assert_eq!(made["link"]["label"], "courier");
    assert_eq!(made["link"]["open"], true);

    // Listed on the assignment, never with its token (only its hash is kept).
    let listed = w
        .get(&format!("/api/assignment/{id}/tracking-links"), &w.ada)
        .await;
    assert_eq!(listed.status, 200);
    assert_eq!(listed.json().as_array().unwrap().len(), 1);
    assert!(!listed.text().contains(&token));
    let stored = <entity::tracking_link::Entity as sea_orm::EntityTrait>::find()
        .all(&w.app.state.db)
        .await
        .unwrap();
    assert_ne!(stored[0].token_hash, token);

    // The public call, without signing in: progress, never what is carried or where.
    let seen = w.app.get(&format!("/api/track/{token}"), None).await;
    assert_eq!(seen.status, 200, "{}", seen.text());
    let shown = seen.json();
    assert_eq!(shown["ref"], job["ref"]);
    assert_eq!(shown["status"], job["status"]);
    let text = seen.text();
    for hidden in [
        "Blue Horse",
        "BH-1",
        "Gallery",
        "Head office",
        "PO-77",
        "title",
        "artist",
        "address",
        "document",
    ] {
        assert!(!text.contains(hidden), "{hidden} in {text}");
    }
    // The page, server-rendered with it.
    let page = w.app.page(&format!("/track/{token}"), None).await;
    assert_eq!(page.status, 200);
    let html = page.text();
    assert!(html.contains(job["ref"].as_str().unwrap()));
    assert!(!html.contains("Blue Horse"));
}

async fn links_stay_within_the_company_and_end_when_revoked(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse]).await;
    let id = &job["id"];
    // Zed of Zenith: Acme's assignment does not exist for him.
    assert_eq!(
        make(&w, id, &w.zed, json!({})).await.status,
        StatusCode::NOT_FOUND
    );
    let theirs = w
        .get(&format!("/api/assignment/{id}/tracking-links"), &w.zed)
        .await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    // The admin may share any assignment; the customer sees the admin's link listed.
    let made = make(&w, id, &w.admin, json!({})).await.json();
    let token = token_of(&made);
    let listed = w
        .get(&format!("/api/assignment/{id}/tracking-links"), &w.ada)
        .await
        .json();
    let link_id = listed[0]["id"].as_i64().unwrap();
    // Zed cannot revoke it; Ada can.
    let path = format!("/api/assignment/{id}/tracking-links/{link_id}");
    assert_eq!(
        w.app.delete(&path, Some(&w.zed)).await.status,
        StatusCode::NOT_FOUND
    );
    let revoked = w.app.delete(&path, Some(&w.ada)).await;
    assert_eq!(revoked.status, 200, "{}", revoked.text());
    assert_eq!(revoked.json()["open"], false);
    assert!(revoked.json()["revokedAt"].is_string());
    // A revoked link is a plain 404, as an unknown one.
    assert_eq!(
        w.app.get(&format!("/api/track/{token}"), None).await.status,
        404
    );
    // The page is answered as every page of something not there: the not-found page.
    let page = w.app.page(&format!("/track/{token}"), None).await;
    assert_eq!(
        (page.status.as_u16(), page.header("location").as_deref()),
        (303, Some("/404"))
    );
    let unknown = "A".repeat(43);
    assert_eq!(
        w.app
            .get(&format!("/api/track/{unknown}"), None)
            .await
            .status,
        404
    );
    assert_eq!(w.app.get("/api/track/short", None).await.status, 404);
    // Revoking twice is fine.
    assert_eq!(w.app.delete(&path, Some(&w.ada)).await.status, 200);
}

async fn an_expired_link_is_a_404_and_bad_input_is_refused(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse]).await;
    let id = &job["id"];
    for (body, field) in [
        (json!({"expiresInDays": 0}), "expiresInDays"),
        (json!({"expiresInDays": 91}), "expiresInDays"),
        (json!({"label": "x".repeat(101)}), "label"),
    ] {
        let refused = make(&w, id, &w.ada, body).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(refused.json()["fields"], json!([field]));
    }
    let made = make(&w, id, &w.ada, json!({"expiresInDays": 1}))
        .await
        .json();
    let token = token_of(&made);
    // A day later (the expiry moved into the past in the table).
    use sea_orm::{ActiveModelTrait, EntityTrait, Set};
    let link = entity::tracking_link::Entity::find()
        .one(&w.app.state.db)
        .await
        .unwrap()
        .unwrap();
    let mut row: entity::tracking_link::ActiveModel = link.into();
    row.expires_at_ms = Set(chrono::Utc::now().timestamp_millis() - 1);
    row.update(&w.app.state.db).await.unwrap();
    assert_eq!(
        w.app.get(&format!("/api/track/{token}"), None).await.status,
        404
    );
    let listed = w
        .get(&format!("/api/assignment/{id}/tracking-links"), &w.ada)
        .await
        .json();
    assert_eq!(listed[0]["open"], false);
}

async fn the_tracking_page_hears_its_assignment_live(b: Backend) {
    let w = World::new(b).await;
    let job = w.made(&[&w.horse]).await;
    let other = w.made(&[&w.tower]).await;
    let made = make(&w, &job["id"], &w.ada, json!({})).await.json();
    let token = token_of(&made);
    let mut page = w
        .app
        .open_events(&format!("/api/track/{token}/events"), Caller::Nobody, None)
        .await;
    assert_eq!(page.status, 200);
    // Another assignment's change is not heard; this one's is, as its type only.
    w.saved(
        other["id"].as_i64().unwrap(),
        json!({"status": "In Transit", "progress": 30}),
    )
    .await;
    w.saved(
        job["id"].as_i64().unwrap(),
        json!({"status": "In Transit", "progress": 40}),
    )
    .await;
    let heard = page.next().await;
    assert_eq!(heard["type"], "assignment.status_changed");
    assert_eq!(
        heard.as_object().unwrap().len(),
        2,
        "only id and type: {heard}"
    );
    drop(page);

    // A change made after the page was read and before its stream opened is sent first: the page
    // gives the event it was read at, and the stream resumes after it (as after a reconnect).
    let read_at = common::page_payload(&w.app.page(&format!("/track/{token}"), None).await.text())
        ["eventsAfter"]
        .as_i64()
        .expect("the page gives the newest event");
    assert!(read_at >= heard["id"].as_i64().unwrap());
    w.saved(
        job["id"].as_i64().unwrap(),
        json!({"status": "In Customs", "progress": 60}),
    )
    .await;
    let mut resumed = w
        .app
        .open_events(
            &format!("/api/track/{token}/events?lastEventId={read_at}"),
            Caller::Nobody,
            None,
        )
        .await;
    let missed = resumed.next().await;
    assert_eq!(missed["type"], "assignment.status_changed");
    assert!(missed["id"].as_i64().unwrap() > read_at);
    let gone = w
        .app
        .open_events("/api/track/AAAA/events", Caller::Nobody, None)
        .await;
    assert_eq!(gone.status, 404);
}

async fn guessing_tokens_is_slowed_down(b: Backend) {
    let w = World::new(b).await;
    let mut last = 0;
    for _ in 0..=server::features::tracking::limit::PER_WINDOW {
        last = w
            .app
            .get(&format!("/api/track/{}", "B".repeat(43)), None)
            .await
            .status
            .as_u16();
    }
    assert_eq!(last, 429);
    // Other calls are not counted.
    assert_eq!(w.get("/api/profile", &w.ada).await.status, 200);
}

on_both_databases!(
    a_customer_shares_a_link_that_shows_progress_and_nothing_else,
    links_stay_within_the_company_and_end_when_revoked,
    an_expired_link_is_a_404_and_bad_input_is_refused,
    the_tracking_page_hears_its_assignment_live,
    guessing_tokens_is_slowed_down,
);
