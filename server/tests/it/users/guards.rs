//! What guards the admin's user calls: an admin cannot lock themselves out, a disabled, deleted or
//! re-passworded account's sessions end at once, and bad bodies are refused writing nothing.
use crate::common;

use axum::http::StatusCode;
use common::{
    admin::{with, World},
    Backend, PASSWORD,
};
use serde_json::{json, Value};

async fn an_admin_cannot_lock_themselves_out(b: Backend) {
    let w = World::new(b).await;
    let (app, t) = (&w.app, Some(w.token.as_str()));
    let me = |changes: Value| {
        with(
            json!({
                "id": w.admin.id, "email": "admin@plinth.test", "firstName": "Test", "lastName": "User",
                "companyId": null, "companyDivisionId": null, "roles": ["Plinth_Admin"],
                "businessRoles": [], "disabled": false
            }),
            changes,
        )
    };
    let before = app.row_counts().await;
    for (body, message) in [
        (
            me(json!({"roles": ["Customer"]})),
            "You cannot remove your own administrator role.",
        ),
        (
            me(json!({"roles": []})),
            "You cannot remove your own administrator role.",
        ),
        (
            me(json!({"disabled": true})),
            "You cannot disable your own account.",
        ),
    ] {
        let reply = app.put_json("/api/admin/account", t, &body).await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(reply.messages(), [message]);
    }
    let reply = app
        .delete(&format!("/api/admin/account/{}", w.admin.id), t)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply.messages(), ["You cannot delete your own account."]);
    assert_eq!(app.row_counts().await, before, "nothing written");
    assert_eq!(
        app.get("/api/admin/role", t).await.status,
        StatusCode::OK,
        "still the admin"
    );

    // Changing their own password keeps this session and ends the others.
    let (other_session, _) = app.sign_in(&w.admin.email).await;
    let reply = app
        .put_json(
            "/api/admin/account",
            t,
            &me(json!({"newPassword": "a new password"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(app.get("/api/profile", t).await.status, StatusCode::OK);
    assert_eq!(
        app.get("/api/profile", Some(&other_session)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.sessions_of(w.admin.id).await, 1);
}

async fn sessions_end_when_disabled_deleted_or_given_a_new_password(b: Backend) {
    let w = World::new(b).await;
    let (app, t) = (&w.app, Some(w.token.as_str()));
    let ada = &w.ada_account;
    let body = |changes: Value| {
        with(
            json!({
                "id": ada.id, "email": "ada@acme.test", "firstName": "Ada", "lastName": "User",
                "companyId": w.acme.id, "companyDivisionId": w.london.id, "roles": ["Customer"],
                "businessRoles": [], "disabled": false
            }),
            changes,
        )
    };
    let (old, _) = app.sign_in(&ada.email).await;
    // A plain change leaves the sessions alone.
    assert_eq!(
        app.put_json("/api/admin/account", t, &body(json!({})))
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/profile", Some(&old)).await.status,
        StatusCode::OK
    );

    assert_eq!(
        app.put_json("/api/admin/account", t, &body(json!({"disabled": true})))
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/profile", Some(&old)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.sessions_of(ada.id).await,
        0,
        "the rows are gone, not just refused"
    );
    assert_eq!(
        app.try_sign_in(&ada.email, PASSWORD).await.status,
        StatusCode::BAD_REQUEST
    );

    assert_eq!(
        app.put_json("/api/admin/account", t, &body(json!({"disabled": false})))
            .await
            .status,
        StatusCode::OK
    );
    let (old, _) = app.sign_in(&ada.email).await;
    let reply = app
        .put_json(
            "/api/admin/account",
            t,
            &body(json!({"newPassword": "set by the admin"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        app.get("/api/profile", Some(&old)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.sessions_of(ada.id).await, 0);
    assert_eq!(
        app.try_sign_in(&ada.email, PASSWORD).await.status,
        StatusCode::BAD_REQUEST
    );
    let signed_in = app.try_sign_in(&ada.email, "set by the admin").await;
    assert_eq!(signed_in.status, StatusCode::OK);
    let old = signed_in.json()["access_token"]
        .as_str()
        .unwrap()
        .to_owned();

    assert_eq!(
        app.delete(&format!("/api/admin/account/{}", ada.id), t)
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/profile", Some(&old)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.sessions_of(ada.id).await, 0);
    let update = app
        .audit("account")
        .await
        .into_iter()
        .rfind(|e| e.action == "delete")
        .unwrap();
    assert_eq!(update.detail.unwrap()["sessionsEnded"], 1);
}

async fn bad_bodies_are_refused_and_write_nothing(b: Backend) {
    let w = World::new(b).await;
    let (app, t) = (&w.app, Some(w.token.as_str()));
    let before = app.row_counts().await;
    let mut unknown = w.ann();
    unknown["isAdmin"] = json!(true);
    let mut missing = w.ann();
    missing.as_object_mut().unwrap().remove("email");
    let cases = [
        (
            "{not json".to_owned(),
            StatusCode::BAD_REQUEST,
            "The body is not valid JSON",
        ),
        (
            unknown.to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown field `isAdmin`",
        ),
        (
            missing.to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "missing field `email`",
        ),
        (
            with(w.ann(), json!({"roles": "Customer"})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "roles",
        ),
        (
            with(w.ann(), json!({"companyId": "one"})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "companyId",
        ),
        (
            "[]".to_owned(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The body has a wrong field",
        ),
    ];
    for method in ["POST", "PUT"] {
        for (body, status, part) in &cases {
            let reply = app.send_json(method, "/api/admin/account", t, body).await;
            assert_eq!(reply.status, *status, "{method} {body}: {}", reply.text());
            let message = &reply.messages()[0];
            assert!(message.contains(part), "{method} {body}: {message}");
        }
    }
    let not_json = app
        .send(
            axum::http::Request::post("/api/admin/account")
                .header("authorization", format!("Bearer {}", w.token))
                .header("content-type", "text/plain")
                .body(axum::body::Body::from(w.ann().to_string()))
                .unwrap(),
        )
        .await;
    assert_eq!(not_json.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.row_counts().await, before, "nothing written");
}

on_both_databases!(
    an_admin_cannot_lock_themselves_out,
    sessions_end_when_disabled_deleted_or_given_a_new_password,
    bad_bodies_are_refused_and_write_nothing
);
