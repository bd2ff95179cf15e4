//! Passwords and sessions: one's own change needs the current password (counted by the sign-in
//! throttle), common passwords are refused wherever a password is set, an unused session ends
//! after the idle time (cookie and bearer alike), the sign-in page no longer signs anyone out, and
//! parser errors say what was expected in words.
use std::time::Duration;

use crate::common;

use axum::http::StatusCode;
use common::{admin::World, Backend, TestApp, PASSWORD};
use sea_orm::{EntityTrait, QueryOrder};
use serde_json::json;
use server::auth::{password::COMMON_MESSAGE, service};

async fn audit_actions(app: &TestApp) -> Vec<String> {
    entity::audit_log::Entity::find()
        .order_by_asc(entity::audit_log::Column::Id)
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.action)
        .collect()
}

async fn own_change_needs_the_current_password(b: Backend) {
    let app = TestApp::with(b, |s| s.signin_attempts = 3).await;
    let acme = app.company("Acme").await;
    app.account("ada@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    let (mine, _) = app.sign_in("ada@acme.test").await;
    let (elsewhere, _) = app.sign_in("ada@acme.test").await;
    let change = |current: Option<&str>| {
        let mut body = json!({"newPassword": "a brand new secret", "newPasswordConfirm": "a brand new secret"});
        if let Some(c) = current {
            body["currentPassword"] = json!(c);
        }
        body.to_string()
    };
    let missing = app
        .post_json("/api/profile/password", Some(&mine), &change(None))
        .await;
    assert_eq!(missing.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(missing.messages(), [service::MISSING_CURRENT_PASSWORD]);
    let blank = app
        .post_json("/api/profile/password", Some(&mine), &change(Some("")))
        .await;
    assert_eq!(blank.messages(), [service::MISSING_CURRENT_PASSWORD]);
    for _ in 0..2 {
        let wrong = app
            .post_json(
                "/api/profile/password",
                Some(&mine),
                &change(Some("not it at all")),
            )
            .await;
        assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(wrong.messages(), [service::WRONG_CURRENT_PASSWORD]);
    }
    assert_eq!(
        app.get("/api/profile", Some(&elsewhere)).await.status,
        StatusCode::OK,
        "a refused change ends no session"
    );
    assert_eq!(
        app.try_sign_in("ada@acme.test", PASSWORD).await.status,
        StatusCode::OK,
        "the password is unchanged (and a sign-in clears the count)"
    );
    // Wrong current passwords count as failed sign-ins: the third blocks both.
    for _ in 0..3 {
        app.post_json(
            "/api/profile/password",
            Some(&mine),
            &change(Some("not it at all")),
        )
        .await;
    }
    let blocked = app
        .post_json(
            "/api/profile/password",
            Some(&mine),
            &change(Some(PASSWORD)),
        )
        .await;
    assert_eq!(
        blocked.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        blocked.text()
    );
    assert!(
        blocked
            .header("retry-after")
            .unwrap()
            .parse::<u64>()
            .unwrap()
            > 0
    );
    assert_eq!(
        app.try_sign_in("ada@acme.test", PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    let actions = audit_actions(&app).await;
    assert_eq!(
        actions.iter().filter(|a| *a == "signin_failed").count(),
        5,
        "{actions:?}"
    );
    assert_eq!(
        actions.iter().filter(|a| *a == "throttled").count(),
        1,
        "{actions:?}"
    );
    assert!(!actions.contains(&"password".to_owned()));
}

async fn the_right_current_password_changes_it(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let ada = app
        .account("ada@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    let (mine, _) = app.sign_in("ada@acme.test").await;
    let body = json!({"currentPassword": PASSWORD, "newPassword": "a brand new secret"});
    let ok = app
        .post_json("/api/profile/password", Some(&mine), &body.to_string())
        .await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
    assert_eq!(
        app.try_sign_in("ada@acme.test", "a brand new secret")
            .await
            .status,
        StatusCode::OK
    );
    // The admin sets another account's password without knowing it, and the history keeps it.
    app.admin().await;
    let (admin, _) = app.sign_in("admin@plinth.test").await;
    let reset = json!({"userId": ada.id, "newPassword": "set by the admin"});
    let reply = app
        .post_json("/api/profile/password", Some(&admin), &reset.to_string())
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let entries = entity::audit_log::Entity::find()
        .order_by_asc(entity::audit_log::Column::Id)
        .all(&app.state.db)
        .await
        .unwrap();
    let passwords: Vec<_> = entries.iter().filter(|e| e.action == "password").collect();
    assert_eq!(passwords.len(), 2);
    assert_eq!(passwords[0].detail.as_ref().unwrap()["by"], "self");
    assert_eq!(passwords[1].detail.as_ref().unwrap()["by"], "admin");
    assert_eq!(
        passwords[1].object_id.as_deref(),
        Some(ada.id.to_string().as_str())
    );
}

async fn common_passwords_are_refused_everywhere(b: Backend) {
    let w = World::new(b).await;
    let (app, t) = (&w.app, Some(w.token.as_str()));
    let refused = |reply: common::Reply, what: &str| {
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{what}: {}",
            reply.text()
        );
        assert_eq!(reply.messages(), [COMMON_MESSAGE], "{what}");
    };
    let mut ann = w.ann();
    ann["newPassword"] = json!("password123");
    refused(
        app.post_json("/api/admin/account", t, &ann.to_string())
            .await,
        "account create",
    );
    ann["newPassword"] = json!("a fine long pass");
    let made = app
        .post_json("/api/admin/account", t, &ann.to_string())
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let id = made.json()["id"].clone();
    let edit = common::admin::with(ann.clone(), json!({"id": id, "newPassword": "Password123"}));
    refused(
        app.put_json("/api/admin/account", t, &edit).await,
        "account edit",
    );
    let reset = json!({"userId": id, "newPassword": "12345678"});
    refused(
        app.post_json("/api/profile/password", t, &reset.to_string())
            .await,
        "reset",
    );
    let own = json!({"currentPassword": PASSWORD, "newPassword": "qwertyuiop"});
    refused(
        app.post_json("/api/profile/password", t, &own.to_string())
            .await,
        "own change",
    );
    // create-admin (the subcommand calls this function).
    let err = service::create_admin(
        &app.state.db,
        "boss@plinth.test",
        "baseball".into(),
        "B",
        "O",
    )
    .await
    .unwrap_err();
    assert_eq!(err.public_message(), COMMON_MESSAGE);
    // Long pass phrases are welcome.
    let long = "a".repeat(40) + " and some more words to pass sixty-four characters";
    let own = json!({"currentPassword": PASSWORD, "newPassword": long});
    let reply = app
        .post_json("/api/profile/password", t, &own.to_string())
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
}

async fn an_unused_session_ends_after_the_idle_time(b: Backend) {
    let app = TestApp::with(b, |s| s.session_idle = Duration::from_secs(4)).await;
    app.admin().await;
    let (token, cookie) = app.sign_in("admin@plinth.test").await;
    let (busy, busy_cookie) = app.sign_in("admin@plinth.test").await;
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.page("/dashboard", Some(&cookie)).await.status,
        StatusCode::OK
    );
    // One session is used every half second (bearer and cookie), the other is left alone.
    for _ in 0..10 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(
            app.get("/api/profile", Some(&busy)).await.status,
            StatusCode::OK
        );
        assert_eq!(
            app.page("/dashboard", Some(&busy_cookie)).await.status,
            StatusCode::OK,
            "a session in use stays"
        );
    }
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::UNAUTHORIZED,
        "bearer"
    );
    let page = app.page("/dashboard", Some(&cookie)).await;
    assert_eq!(
        page.status,
        StatusCode::SEE_OTHER,
        "cookie: {}",
        page.status
    );
    assert!(page
        .header("location")
        .unwrap()
        .starts_with("/pages/signin"));
}

async fn the_sign_in_page_signs_nobody_out(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, cookie) = app.sign_in("admin@plinth.test").await;
    let page = app.page("/pages/signin", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.header("set-cookie").is_none(), "the cookie is kept");
    assert!(
        page.text().contains("admin@plinth.test"),
        "the page knows who"
    );
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.page("/dashboard", Some(&cookie)).await.status,
        StatusCode::OK
    );
    // Signing out is a POST.
    let out = app.post_json("/connect/revocation", None, "{}").await;
    assert_eq!(out.status, StatusCode::OK);
    let req = axum::http::Request::post("/connect/revocation")
        .header("cookie", &cookie)
        .body(axum::body::Body::empty())
        .unwrap();
    let out = app.send(req).await;
    assert!(out.header("set-cookie").unwrap().contains("Max-Age=0"));
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::UNAUTHORIZED
    );
}

async fn parser_errors_say_what_was_expected_in_words(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    let reply = app
        .post_json(
            "/api/profile/password",
            Some(&token),
            r#"{"userId":"seven","newPassword":"a fine long pass"}"#,
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    let message = &reply.messages()[0];
    assert!(
        message.contains("userId") && message.contains("a whole number"),
        "{message}"
    );
    assert!(!message.contains("i32"), "{message}");
    let reply = app
        .post_json(
            "/api/profile/password",
            Some(&token),
            r#"{"newPassword":12345678}"#,
        )
        .await;
    let message = &reply.messages()[0];
    assert!(
        message.contains("newPassword") && message.contains("expected text"),
        "{message}"
    );
    let reply = app
        .get("/api/admin/invoice/?companyId=abc", Some(&token))
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    let message = &reply.messages()[0];
    assert!(
        message.contains("companyId") && message.contains("a whole number"),
        "{message}"
    );
    assert!(
        !message.contains("i32") && !message.contains("invalid digit"),
        "{message}"
    );
}

on_both_databases!(
    own_change_needs_the_current_password,
    the_right_current_password_changes_it,
    common_passwords_are_refused_everywhere,
    an_unused_session_ends_after_the_idle_time,
    the_sign_in_page_signs_nobody_out,
    parser_errors_say_what_was_expected_in_words,
);
