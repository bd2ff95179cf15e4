//! Page loads: redirects, sign-in rules, server rendering with the payload, and security headers.
use crate::common;

use axum::http::StatusCode;
use common::{page_payload as payload, Backend, TestApp};

async fn redirects(b: Backend) {
    let app = TestApp::new(b).await;
    let root = app.page("/", None).await;
    assert!(root.status.is_redirection());
    assert_eq!(root.header("location").unwrap(), "/dashboard");
    let unknown = app.page("/no/such/page", None).await;
    assert_eq!(unknown.header("location").unwrap(), "/404");
    let signed_out = app.page("/app/inventory?page=2", None).await;
    assert_eq!(
        signed_out.header("location").unwrap(),
        "/pages/signin?returnTo=%2Fapp%2Finventory%3Fpage%3D2"
    );
    let not_found = app.page("/404", None).await;
    assert_eq!(not_found.status, StatusCode::NOT_FOUND);
    assert_eq!(payload(&not_found.text())["status"], 404);
    let signin = app.page("/pages/signin", None).await;
    assert_eq!(signin.status, StatusCode::OK);
    assert!(signin
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
}

async fn signed_in_pages_render_on_the_server(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    app.account("ada@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    app.admin().await;
    let (_, admin) = app.sign_in("admin@plinth.test").await;
    let (_, ada) = app.sign_in("ada@acme.test").await;

    let page = app.page("/app/admin/storage/", Some(&admin)).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    let state = payload(&html);
    assert_eq!(state["user"]["email"], "admin@plinth.test");
    assert_eq!(state["brand"], "Plinth");
    assert_eq!(state["locale"], "en");
    assert_eq!(state["url"], "/app/admin/storage/");
    assert!(state["user"].get("passwordHash").is_none());
    assert_eq!(state["ssr"], true, "rendered on the server");
    let root =
        &html[html.find("<div id=\"root\">").unwrap()..html.find("id=\"plinth-state\"").unwrap()];
    assert!(
        root.contains("Plinth") && root.contains("TU"),
        "the layout with brand and initials: {root}"
    );
    // A customer is sent away from admin screens, and from nothing else.
    assert_eq!(
        app.page("/app/admin/storage", Some(&ada))
            .await
            .header("location")
            .unwrap(),
        "/404"
    );
    assert_eq!(
        app.page("/app/inventory", Some(&ada)).await.status,
        StatusCode::OK
    );
    // The language cookie picks the render locale; unknown values fall back to English.
    let ja = app
        .page("/dashboard", Some(&format!("{ada}; plinth_lang=ja")))
        .await;
    assert_eq!(payload(&ja.text())["locale"], "ja");
    assert!(ja.text().contains("<html lang=\"ja\">"));
    let xx = app
        .page("/dashboard", Some(&format!("{ada}; plinth_lang=xx")))
        .await;
    assert_eq!(payload(&xx.text())["locale"], "en");
}

/// A visit signs nobody out (any site could link here): the page says who is signed in.
async fn visiting_signin_keeps_the_session(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, cookie) = app.sign_in("admin@plinth.test").await;
    let signin = app.page("/pages/signin", Some(&cookie)).await;
    assert_eq!(signin.status, StatusCode::OK);
    assert!(signin.header("set-cookie").is_none());
    assert_eq!(
        payload(&signin.text())["user"]["email"],
        "admin@plinth.test"
    );
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::OK
    );
}

async fn security_headers_everywhere(b: Backend) {
    let app = TestApp::new(b).await;
    app.admin().await;
    let (token, _) = app.sign_in("admin@plinth.test").await;
    let api = app.get("/api/profile", Some(&token)).await;
    let page = app.page("/pages/signin", None).await;
    let redirect = app.page("/", None).await;
    let missing = app.get("/api/nothing", None).await;
    for reply in [&api, &page, &redirect, &missing] {
        let csp = reply.header("content-security-policy").expect("CSP");
        assert!(
            csp.contains("script-src 'self'") && csp.contains("frame-ancestors 'none'"),
            "{csp}"
        );
        assert!(
            // 'wasm-unsafe-eval' (our own WebAssembly, the scanner's QR reader) is not 'unsafe-eval'.
            !csp.contains("'unsafe-eval'")
                && !csp
                    .split(';')
                    .any(|d| d.contains("script-src") && d.contains("unsafe-inline"))
        );
        assert_eq!(
            reply.header("x-content-type-options").as_deref(),
            Some("nosniff")
        );
        assert_eq!(
            reply.header("referrer-policy").as_deref(),
            Some("same-origin")
        );
        assert_eq!(reply.header("x-frame-options").as_deref(), Some("DENY"));
    }
    assert_eq!(api.header("cache-control").as_deref(), Some("no-store"));
    assert_eq!(missing.header("cache-control").as_deref(), Some("no-store"));
    assert_eq!(page.header("cache-control").as_deref(), Some("no-store"));
    // The only inline script is the JSON payload.
    let html = page.text();
    assert_eq!(
        html.matches("<script").count(),
        html.matches("<script type=\"application/json\"").count()
            + html.matches("<script type=\"module\" src=").count()
    );
}

async fn a_failed_render_serves_the_client_shell(b: Backend) {
    let app = TestApp::with(b, |s| {
        s.render_deadline = std::time::Duration::from_nanos(1)
    })
    .await;
    let signin = app.page("/pages/signin", None).await;
    assert_eq!(signin.status, StatusCode::OK);
    let html = signin.text();
    assert_eq!(
        payload(&html)["ssr"],
        false,
        "the client is told to render, not hydrate"
    );
    assert!(html.contains("<div id=\"root\"></div>"));
    assert!(
        html.contains("<script type=\"module\" src=\"/assets/") || !html.contains("modulepreload")
    );
}

async fn no_ssr_serves_the_client_shell_with_the_data(b: Backend) {
    let app = TestApp::with(b, |s| s.no_ssr = true).await;
    app.company("Acme").await;
    app.admin().await;
    let (token, cookie) = app.sign_in("admin@plinth.test").await;
    let page = app.page("/dashboard", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(
        html.contains("<div id=\"root\"></div>"),
        "nothing rendered on the server: {html}"
    );
    assert!(html.contains("\"ssr\":false"));
    let state = payload(&html);
    assert_eq!(
        state["ssr"], false,
        "the client is told to render, not hydrate"
    );
    assert_eq!(state["user"]["email"], "admin@plinth.test");
    // The primed data is the same as with a server render.
    let stats = &state["data"][r#"["stats"]"#];
    assert!(stats.is_object(), "the dashboard's figures: {state}");
    assert_eq!(*stats, app.get("/api/stats/", Some(&token)).await.json());
    assert!(
        html.contains("<script type=\"module\" src=\"/assets/") || !html.contains("modulepreload")
    );
}

on_both_databases!(
    no_ssr_serves_the_client_shell_with_the_data,
    a_failed_render_serves_the_client_shell,
    redirects,
    signed_in_pages_render_on_the_server,
    visiting_signin_keeps_the_session,
    security_headers_everywhere
);
