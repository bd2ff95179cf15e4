//! The HTTP side of security: whose address the throttle counts behind a proxy, HSTS, `no-store`
//! on files and the `__Host-` cookie over HTTPS, sign-in forms posted from another site, the
//! security log events and audit rows, and the quota on documents.
use std::{
    io::Write,
    net::SocketAddr,
    sync::{Arc, Mutex},
};

use crate::common;

use axum::{
    body::Body,
    extract::ConnectInfo,
    http::{header, Request, StatusCode},
};
use common::{inventory::World, Backend, Reply, TestApp, PASSWORD};
use sea_orm::{EntityTrait, QueryOrder};
use serde_json::json;
use server::http::client::IpRange;

/// A sign-in form as it arrives over a connection from `peer`, with extra headers.
async fn sign_in_from(
    app: &TestApp,
    peer: [u8; 4],
    headers: &[(&str, &str)],
    email: &str,
    password: &str,
) -> Reply {
    let body = serde_urlencoded::to_string([
        ("grant_type", "password"),
        ("username", email),
        ("password", password),
        ("client_id", "plinth-web"),
    ])
    .unwrap();
    let mut req = Request::post("/connect/token")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let mut req = req.body(Body::from(body)).unwrap();
    req.extensions_mut()
        .insert(ConnectInfo(SocketAddr::from((peer, 40000))));
    app.send(req).await
}

async fn the_client_address_comes_from_a_trusted_proxy_only(b: Backend) {
    let app = TestApp::with(b, |s| {
        s.signin_attempts = 2;
        s.trusted_proxies = vec![IpRange::parse("10.0.0.0/8").unwrap()];
    })
    .await;
    let proxy = [10, 0, 0, 1];
    let via = |client: &'static str| [("x-forwarded-for", client)];
    // Two failures of one client behind the proxy (for two unknown accounts: only the address counts).
    for n in 0..2 {
        let reply = sign_in_from(
            &app,
            proxy,
            &via("203.0.113.5"),
            &format!("no{n}@x.test"),
            "wrong",
        )
        .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    }
    let blocked = sign_in_from(&app, proxy, &via("203.0.113.5"), "other@x.test", "wrong").await;
    assert_eq!(
        blocked.status,
        StatusCode::TOO_MANY_REQUESTS,
        "that client waits"
    );
    let other = sign_in_from(&app, proxy, &via("203.0.113.6"), "other@x.test", "wrong").await;
    assert_eq!(
        other.status,
        StatusCode::BAD_REQUEST,
        "another client behind the proxy does not"
    );
    // A forged left part does not help: the right-most address the proxy saw is counted.
    let forged = sign_in_from(
        &app,
        proxy,
        &via("198.51.100.1, 203.0.113.5"),
        "x@x.test",
        "w",
    )
    .await;
    assert_eq!(forged.status, StatusCode::TOO_MANY_REQUESTS);
    // Someone who is not a proxy cannot choose whose address is counted.
    let outsider = [198, 51, 100, 7];
    for n in 0..2 {
        sign_in_from(
            &app,
            outsider,
            &via("203.0.113.9"),
            &format!("o{n}@x.test"),
            "wrong",
        )
        .await;
    }
    assert_eq!(
        sign_in_from(&app, outsider, &[], "o9@x.test", "wrong")
            .await
            .status,
        StatusCode::TOO_MANY_REQUESTS,
        "the outsider's own address was counted"
    );
    assert_eq!(
        sign_in_from(&app, proxy, &via("203.0.113.9"), "o9@x.test", "wrong")
            .await
            .status,
        StatusCode::BAD_REQUEST,
        "not the address it named"
    );
    // `Forwarded` is read too, and the audit row of a known account names the client.
    app.admin().await;
    let forwarded = [("forwarded", "for=\"[2001:db8::7]:443\";proto=https")];
    sign_in_from(&app, proxy, &forwarded, "admin@plinth.test", "wrong").await;
    let last = entity::audit_log::Entity::find()
        .order_by_desc(entity::audit_log::Column::Id)
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(last.action, "signin_failed");
    assert_eq!(last.detail.unwrap()["client"], "2001:db8::7");
    let ok = sign_in_from(
        &app,
        proxy,
        &via("203.0.113.20"),
        "admin@plinth.test",
        PASSWORD,
    )
    .await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
}

async fn https_answers_carry_hsts_files_no_store_and_a_host_cookie(b: Backend) {
    let w = World::new(b).await;
    let made = w
        .added(
            &w.asset("Photo"),
            Some(("p.jpg", &common::multipart::jpeg(40, 30))),
        )
        .await;
    let photo = format!("/files/asset/{}/photo", made["id"]);
    let file = w.app.page(&photo, Some(&w.ada_cookie)).await;
    assert_eq!(file.status, StatusCode::OK, "{}", file.text());
    assert_eq!(file.header("cache-control").as_deref(), Some("no-store"));
    assert!(
        file.header("strict-transport-security").is_none(),
        "plain HTTP: no HSTS"
    );

    let app = TestApp::with(b, |s| s.secure_cookies = true).await;
    app.admin().await;
    let reply = app.try_sign_in("admin@plinth.test", PASSWORD).await;
    let cookie = reply.header("set-cookie").unwrap();
    assert!(cookie.starts_with("__Host-plinth_session="), "{cookie}");
    assert!(cookie.contains("; Secure") && cookie.contains("Path=/") && !cookie.contains("Domain"));
    let token = reply.json()["access_token"].as_str().unwrap().to_owned();
    let pair = cookie.split(';').next().unwrap().to_owned();
    let page = app.page("/dashboard", Some(&pair)).await;
    assert_eq!(
        page.status,
        StatusCode::OK,
        "the __Host- cookie signs page loads in"
    );
    let plain = app
        .page("/dashboard", Some(&pair.replace("__Host-", "")))
        .await;
    assert_eq!(
        plain.status,
        StatusCode::SEE_OTHER,
        "the plain name is not read over HTTPS"
    );
    let api = app.get("/api/profile", Some(&token)).await;
    let missing_file = app.page("/files/document/999999", Some(&pair)).await;
    for reply in [&reply, &page, &plain, &api, &missing_file] {
        assert_eq!(
            reply.header("strict-transport-security").as_deref(),
            Some("max-age=31536000")
        );
    }
    assert_eq!(
        missing_file.header("cache-control").as_deref(),
        Some("no-store")
    );
    let out = app
        .post_json("/connect/revocation", Some(&token), "{}")
        .await;
    assert!(out
        .header("set-cookie")
        .unwrap()
        .starts_with("__Host-plinth_session=;"));
}

async fn a_sign_in_form_from_another_site_is_refused(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let cases: [(&[(&str, &str)], StatusCode); 6] = [
        (
            &[("host", "plinth.test"), ("origin", "https://evil.example")],
            StatusCode::FORBIDDEN,
        ),
        (
            &[("host", "plinth.test"), ("sec-fetch-site", "cross-site")],
            StatusCode::FORBIDDEN,
        ),
        (
            &[("host", "plinth.test"), ("origin", "null")],
            StatusCode::FORBIDDEN,
        ),
        (
            &[
                ("host", "plinth.test"),
                ("origin", "http://plinth.test"),
                ("sec-fetch-site", "same-origin"),
            ],
            StatusCode::OK,
        ),
        (&[("host", "plinth.test")], StatusCode::OK),
        (&[], StatusCode::OK),
    ];
    for (headers, status) in cases {
        let reply =
            sign_in_from(&app, [127, 0, 0, 1], headers, "admin@plinth.test", PASSWORD).await;
        assert_eq!(reply.status, status, "{headers:?}: {}", reply.text());
        if status == StatusCode::FORBIDDEN {
            assert_eq!(reply.json()["error"], "invalid_request");
            assert!(reply.header("set-cookie").is_none());
        }
    }
}

/// The log lines written while it lives (this thread's default subscriber: the requests are
/// awaited on the test's own thread).
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Captured {
    type Writer = Captured;
    fn make_writer(&'a self) -> Captured {
        self.clone()
    }
}

impl Captured {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

async fn security_events_are_logged_without_secrets(b: Backend) {
    let w = World::new(b).await;
    let logs = Captured::default();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(logs.clone())
        .with_ansi(false)
        .with_max_level(tracing::Level::INFO)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let app = &w.app;
    let wrong = "hunter2-wrong-guess";
    sign_in_from(app, [192, 0, 2, 44], &[], "ada@acme.test", wrong).await;
    let change = json!({"currentPassword": PASSWORD, "newPassword": "a brand new secret"});
    let reply = app
        .post_json("/api/profile/password", Some(&w.ada), &change.to_string())
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    // Zed asks for Acme's asset: the 404 of a missing one, and a line in the log.
    let acme_asset = w.added(&w.asset("Acme's"), None).await;
    let path = format!("/api/inventory/{}", acme_asset["id"]);
    assert_eq!(
        app.delete(&path, Some(&w.zed)).await.status,
        StatusCode::NOT_FOUND
    );
    // A role change by the admin.
    let ada = entity::account::Entity::find()
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .find(|a| a.email == "ada@acme.test")
        .unwrap();
    let edit = json!({
        "id": ada.id, "email": ada.email, "firstName": ada.first_name, "lastName": ada.last_name,
        "companyId": ada.company_id, "companyDivisionId": ada.company_division_id,
        "roles": ["Customer", "Plinth_Staff"], "businessRoles": [], "disabled": false,
    });
    let reply = app
        .put_json("/api/admin/account", Some(&w.admin), &edit.to_string())
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());

    let text = logs.text();
    for event in [
        "signin_failed",
        "password_changed",
        "cross_company_access",
        "roles_changed",
    ] {
        assert!(text.contains(event), "{event} not in:\n{text}");
    }
    assert!(text.contains("192.0.2.44"), "the client's address:\n{text}");
    let zed = entity::account::Entity::find()
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .find(|a| a.email == "zed@zenith.test")
        .unwrap();
    let refused = text
        .lines()
        .find(|l| l.contains("cross_company_access"))
        .unwrap();
    assert!(
        refused.contains(&format!("account={}", zed.id)),
        "who: {refused}"
    );
    for secret in [
        wrong,
        PASSWORD,
        "a brand new secret",
        w.ada.as_str(),
        w.zed.as_str(),
    ] {
        assert!(!text.contains(secret), "a secret in the log:\n{text}");
    }
    let rows = entity::audit_log::Entity::find()
        .order_by_asc(entity::audit_log::Column::Id)
        .all(&app.state.db)
        .await
        .unwrap();
    let roles = rows
        .iter()
        .rev()
        .find(|r| r.action == "update" && r.object_type == "account")
        .unwrap();
    assert_eq!(
        roles.detail.as_ref().unwrap()["fromRoles"],
        json!(["Customer"])
    );
    assert!(rows.iter().any(|r| r.action == "signin_failed"));
    assert!(rows.iter().any(|r| r.action == "password"));
}

async fn documents_have_a_quota_per_account(b: Backend) {
    let app = TestApp::with(b, |s| {
        s.document_quota_concurrent = 2;
        s.document_quota_per_minute = 3;
    })
    .await;
    let admin = app.admin_token().await;
    let acme = app.company("Acme").await;
    app.account("ada@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    let (ada, _) = app.sign_in("ada@acme.test").await;
    let labels = "/api/inventory/generate/labels";
    let empty = r#"{"ids":[],"layout":"a4"}"#;
    for _ in 0..3 {
        let reply = app.post_json(labels, Some(&admin), empty).await;
        assert_ne!(
            reply.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{}",
            reply.text()
        );
    }
    let over = app.post_json(labels, Some(&admin), empty).await;
    assert_eq!(
        over.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        over.text()
    );
    assert!(over.header("retry-after").unwrap().parse::<u64>().unwrap() > 0);
    assert!(
        over.messages()[0].contains("Try again"),
        "{:?}",
        over.messages()
    );
    let report = app
        .post_json("/api/assignment/generate/report", Some(&admin), "{}")
        .await;
    assert_eq!(
        report.status,
        StatusCode::TOO_MANY_REQUESTS,
        "one quota for every document"
    );
    assert_ne!(
        app.post_json(labels, Some(&ada), empty).await.status,
        StatusCode::TOO_MANY_REQUESTS,
        "another account has its own"
    );
    assert_eq!(
        app.get("/api/profile", Some(&admin)).await.status,
        StatusCode::OK,
        "other calls pass"
    );
    // Described in the OpenAPI document.
    let doc = app.get("/api/openapi.json", None).await.json();
    let op = &doc["paths"]["/api/inventory/generate/labels"]["post"]["responses"]["429"];
    assert!(op["headers"]["Retry-After"].is_object(), "{op}");
    let pdf = &doc["paths"]["/api/admin/shipment/{id}/packing-list.pdf"]["get"]["responses"]["429"];
    assert!(pdf.is_object());
}

on_both_databases!(
    the_client_address_comes_from_a_trusted_proxy_only,
    https_answers_carry_hsts_files_no_store_and_a_host_cookie,
    a_sign_in_form_from_another_site_is_refused,
    security_events_are_logged_without_secrets,
    documents_have_a_quota_per_account,
);
