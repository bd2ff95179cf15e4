//! Bad input gets a clear 4xx with a message, writes nothing, and never a 500 or an internal detail.
use crate::common;

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
};
use common::{Backend, TestApp, PASSWORD};

/// A form, the status it must get, and the RFC 6749 error code.
type FormCase<'a> = (&'a [(&'a str, &'a str)], StatusCode, &'a str);

async fn token_endpoint_rejects_bad_forms(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let cases: &[FormCase] = &[
        (
            &[
                ("username", "admin@plinth.test"),
                ("password", PASSWORD),
                ("client_id", "plinth-web"),
            ],
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
        (
            &[
                ("grant_type", "client_credentials"),
                ("client_id", "plinth-web"),
            ],
            StatusCode::BAD_REQUEST,
            "unsupported_grant_type",
        ),
        (
            &[
                ("grant_type", "password"),
                ("username", "admin@plinth.test"),
                ("password", PASSWORD),
                ("client_id", "evil"),
            ],
            StatusCode::UNAUTHORIZED,
            "invalid_client",
        ),
        (
            &[
                ("grant_type", "password"),
                ("username", "admin@plinth.test"),
                ("password", PASSWORD),
                ("client_id", "plinth-web"),
                ("scope", "root"),
            ],
            StatusCode::BAD_REQUEST,
            "invalid_scope",
        ),
        (
            &[
                ("grant_type", "password"),
                ("username", ""),
                ("password", PASSWORD),
                ("client_id", "plinth-web"),
            ],
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
        (
            &[
                ("grant_type", "password"),
                ("username", "admin@plinth.test"),
                ("client_id", "plinth-web"),
            ],
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
    ];
    for (form, status, error) in cases {
        let reply = app.post_form("/connect/token", form).await;
        assert_eq!(reply.status, *status, "{form:?}: {}", reply.text());
        assert_eq!(reply.json()["error"], *error, "{form:?}");
        assert!(!reply.json()["error_description"]
            .as_str()
            .unwrap()
            .is_empty());
    }
    // JSON instead of a form.
    let json = app
        .post_json("/connect/token", None, r#"{"grant_type":"password"}"#)
        .await;
    assert_eq!(json.status, StatusCode::BAD_REQUEST);
    assert_eq!(json.json()["error"], "invalid_request");
    // Not even UTF-8.
    let req = Request::post("/connect/token")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(vec![0xff, 0xfe, b'=', 0x80]))
        .unwrap();
    assert_eq!(app.send(req).await.status, StatusCode::BAD_REQUEST);
    // Oversized.
    let big = format!(
        "grant_type=password&username={}",
        "a".repeat(2 * 1024 * 1024)
    );
    let req = Request::post("/connect/token")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(big))
        .unwrap();
    assert_eq!(app.send(req).await.status, StatusCode::PAYLOAD_TOO_LARGE);
}

async fn json_calls_reject_bad_bodies_and_write_nothing(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    let cases = [
        ("{not json", StatusCode::BAD_REQUEST),
        (
            r#"{"newPassword": 12345678}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            r#"{"newPassword":"long enough pw","isAdmin":true}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (r#"{}"#, StatusCode::UNPROCESSABLE_ENTITY),
        ("", StatusCode::BAD_REQUEST),
    ];
    for (body, status) in cases {
        let reply = app
            .post_json("/api/profile/password", Some(&token), body)
            .await;
        assert_eq!(reply.status, status, "{body}: {}", reply.text());
        let messages = reply.messages();
        assert_eq!(messages.len(), 1);
        assert!(
            !messages[0].contains("sqlx") && !messages[0].contains("panicked"),
            "{messages:?}"
        );
    }
    let unknown = app
        .post_json(
            "/api/profile/password",
            Some(&token),
            r#"{"newPassword":"long enough pw","isAdmin":true}"#,
        )
        .await;
    assert!(
        unknown.messages()[0].contains("isAdmin"),
        "{:?}",
        unknown.messages()
    );
    // Wrong content type.
    let req = Request::post("/api/profile/password")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header(header::CONTENT_TYPE, "text/plain")
        .body(Body::from(r#"{"newPassword":"long enough pw"}"#))
        .unwrap();
    assert_eq!(app.send(req).await.status, StatusCode::BAD_REQUEST);
    // Oversized JSON.
    let big = format!(r#"{{"newPassword":"{}"}}"#, "x".repeat(2 * 1024 * 1024));
    let reply = app
        .post_json("/api/profile/password", Some(&token), &big)
        .await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    // Nothing was written: the old password still works.
    assert_eq!(
        app.try_sign_in("admin@plinth.test", PASSWORD).await.status,
        StatusCode::OK
    );
}

async fn unknown_api_paths_and_methods(b: Backend) {
    let app = TestApp::new(b).await;
    let missing = app.get("/api/no/such/thing", None).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.messages(), ["Not found."]);
    let wrong_method = app
        .send(Request::delete("/api/profile").body(Body::empty()).unwrap())
        .await;
    assert!(wrong_method.status.is_client_error());
    assert!(!wrong_method.messages().is_empty());
    let traversal = app.get("/assets/..%2F..%2FCargo.toml", None).await;
    assert_eq!(traversal.status, StatusCode::NOT_FOUND);
}

on_both_databases!(
    token_endpoint_rejects_bad_forms,
    json_calls_reject_bad_bodies_and_write_nothing,
    unknown_api_paths_and_methods
);
