//! Sign-in, sessions, throttling, revocation and password change, through the real router.
use crate::common;

use axum::http::StatusCode;
use common::{Backend, TestApp, PASSWORD};

async fn token_flow(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let div = app.division(acme.id, "London").await;
    app.account("ada@acme.test", &["Customer"], Some(acme.id), Some(div.id))
        .await;

    let reply = app.try_sign_in("  ADA@acme.test ", PASSWORD).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    let body = reply.json();
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], 8 * 3600);
    let token = body["access_token"].as_str().unwrap();
    let cookie = reply.header("set-cookie").unwrap();
    assert!(cookie.starts_with(&format!("plinth_session={token};")));
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(part), "{cookie}");
    }
    assert_eq!(reply.header("cache-control").as_deref(), Some("no-store"));

    let profile = app.get("/api/profile", Some(token)).await;
    assert_eq!(profile.status, StatusCode::OK);
    let p = profile.json();
    assert_eq!(p["email"], "ada@acme.test");
    assert_eq!(p["firstName"], "Test");
    assert_eq!(p["lastName"], "User");
    assert_eq!(p["theme"], "21");
    assert_eq!(p["roles"], serde_json::json!(["Customer"]));
    assert_eq!(p["companyDivisionId"], div.id);
    assert_eq!(p["companyId"], acme.id);
    // Names, so the profile screen says where the user works.
    assert_eq!(p["companyName"], acme.name.as_str());
    assert_eq!(p["divisionName"], "London");
    assert_eq!(p["businessRoles"], serde_json::json!([]));
    assert!(p.get("passwordHash").is_none() && !profile.text().contains("argon2"));

    let none = app.get("/api/profile", None).await;
    assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    assert_eq!(none.messages(), ["Please sign in."]);
    let forged = app.get("/api/profile", Some("not-a-token")).await;
    assert_eq!(forged.status, StatusCode::UNAUTHORIZED);
    // The API takes the bearer header only: a cookie alone does not authenticate an API call.
    let cookie_only = app
        .page("/api/profile", Some(cookie.split(';').next().unwrap()))
        .await;
    assert_eq!(cookie_only.status, StatusCode::UNAUTHORIZED);
}

async fn failure_is_generic(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let wrong = app
        .try_sign_in("admin@plinth.test", "not the password")
        .await;
    let unknown = app
        .try_sign_in("nobody@plinth.test", "not the password")
        .await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
    assert_eq!(wrong.json(), unknown.json());
    assert_eq!(wrong.json()["error"], "invalid_grant");
    assert!(wrong.header("set-cookie").is_none());
}

async fn disabled_accounts_cannot_sign_in(b: Backend) {
    use sea_orm::{ActiveModelTrait, Set};
    let app = TestApp::new(b).await;
    let admin = app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    let mut active: entity::account::ActiveModel = admin.into();
    active.disabled = Set(true);
    active.update(&app.state.db).await.unwrap();
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.try_sign_in("admin@plinth.test", PASSWORD).await.json()["error"],
        "invalid_grant"
    );
}

async fn repeated_failures_are_throttled(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    for _ in 0..5 {
        assert_eq!(
            app.try_sign_in("admin@plinth.test", "guess").await.status,
            StatusCode::BAD_REQUEST
        );
    }
    // Even the right password waits until the window has passed.
    let blocked = app.try_sign_in("admin@plinth.test", PASSWORD).await;
    assert_eq!(blocked.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        blocked
            .header("retry-after")
            .unwrap()
            .parse::<u64>()
            .unwrap()
            > 0
    );
    assert_eq!(blocked.json()["error"], "too_many_attempts");
}

async fn throttle_window_passes(b: Backend) {
    let app = TestApp::with(b, |s| {
        s.signin_attempts = 2;
        // Long enough for three sign-ins (each hashes a password) on a busy machine.
        s.signin_window = std::time::Duration::from_secs(3);
    })
    .await;
    app.admin().await;
    app.try_sign_in("admin@plinth.test", "guess").await;
    app.try_sign_in("admin@plinth.test", "guess").await;
    assert_eq!(
        app.try_sign_in("admin@plinth.test", PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    tokio::time::sleep(std::time::Duration::from_millis(3100)).await;
    assert_eq!(
        app.try_sign_in("admin@plinth.test", PASSWORD).await.status,
        StatusCode::OK
    );
}

async fn sign_out_revokes(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, cookie) = app.sign_in("admin@plinth.test").await;
    let (other, _) = app.sign_in("admin@plinth.test").await;
    assert_eq!(
        app.page("/dashboard", Some(&cookie)).await.status,
        StatusCode::OK
    );

    let out = app
        .post_json("/connect/revocation", Some(&token), "{}")
        .await;
    assert_eq!(out.status, StatusCode::OK);
    assert!(out.header("set-cookie").unwrap().contains("Max-Age=0"));
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::UNAUTHORIZED
    );
    // The cookie was the same session: page loads go to sign-in now.
    let page = app.page("/dashboard", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    assert_eq!(
        page.header("location").unwrap(),
        "/pages/signin?returnTo=%2Fdashboard"
    );
    // Other sign-ins are untouched.
    assert_eq!(
        app.get("/api/profile", Some(&other)).await.status,
        StatusCode::OK
    );
}

async fn sessions_expire(b: Backend) {
    let app = TestApp::with(b, |s| s.session_ttl = std::time::Duration::from_secs(1)).await;
    app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::OK
    );
    tokio::time::sleep(std::time::Duration::from_millis(1200)).await;
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::UNAUTHORIZED
    );
}

async fn password_change_revokes_other_sessions(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let ada = app
        .account("ada@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    let (mine, _) = app.sign_in("ada@acme.test").await;
    let (elsewhere, _) = app.sign_in("ada@acme.test").await;

    let mismatch = app
        .post_json(
            "/api/profile/password",
            Some(&mine),
            r#"{"newPassword":"new password 1","newPasswordConfirm":"new password 2"}"#,
        )
        .await;
    assert_eq!(mismatch.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        mismatch.messages(),
        ["The new password and its confirmation do not match."]
    );
    let short = app
        .post_json(
            "/api/profile/password",
            Some(&mine),
            r#"{"newPassword":"short","newPasswordConfirm":"short"}"#,
        )
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        app.get("/api/profile", Some(&elsewhere)).await.status,
        StatusCode::OK,
        "failed changes revoke nothing"
    );

    let ok = app
        .post_json(
            "/api/profile/password",
            Some(&mine),
            &format!(
                r#"{{"currentPassword":"{PASSWORD}","newPassword":"new password 1","newPasswordConfirm":"new password 1"}}"#
            ),
        )
        .await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
    assert_eq!(ok.messages(), ["Woohoo! Password changed"]);
    assert_eq!(
        app.get("/api/profile", Some(&mine)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/profile", Some(&elsewhere)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.try_sign_in("ada@acme.test", PASSWORD).await.status,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        app.try_sign_in("ada@acme.test", "new password 1")
            .await
            .status,
        StatusCode::OK
    );

    // A customer cannot set someone else's password; the admin can, and that ends their sessions.
    let bob = app
        .account("bob@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    let (bobs, _) = app.sign_in("bob@acme.test").await;
    let body = format!(r#"{{"userId":{},"newPassword":"hijacked pw"}}"#, bob.id);
    assert_eq!(
        app.post_json("/api/profile/password", Some(&mine), &body)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    app.admin().await;
    let (admin, _) = app.sign_in("admin@plinth.test").await;
    let body = format!(r#"{{"userId":{},"newPassword":"reset by admin"}}"#, bob.id);
    assert_eq!(
        app.post_json("/api/profile/password", Some(&admin), &body)
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.get("/api/profile", Some(&bobs)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.try_sign_in("bob@acme.test", "reset by admin")
            .await
            .status,
        StatusCode::OK
    );
    let missing = r#"{"userId":999999,"newPassword":"reset by admin"}"#;
    assert_eq!(
        app.post_json("/api/profile/password", Some(&admin), missing)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let _ = ada;
}

async fn changes_are_audited(b: Backend) {
    use sea_orm::{EntityTrait, QueryOrder};
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    app.post_json(
        "/api/profile/password",
        Some(&token),
        &format!(r#"{{"currentPassword":"{PASSWORD}","newPassword":"another secret"}}"#),
    )
    .await;
    app.post_json("/connect/revocation", Some(&token), "{}")
        .await;
    let actions: Vec<String> = entity::audit_log::Entity::find()
        .order_by_asc(entity::audit_log::Column::Id)
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.action)
        .collect();
    assert_eq!(actions, ["signin", "password", "signout"]);
}

on_both_databases!(
    token_flow,
    failure_is_generic,
    disabled_accounts_cannot_sign_in,
    repeated_failures_are_throttled,
    throttle_window_passes,
    sign_out_revokes,
    sessions_expire,
    password_change_revokes_other_sessions,
    changes_are_audited,
);
