//! The admin's webhook calls: a private address refused without the setting, bad input named,
//! edit and delete; a customer gets 403 and the page /404.
use serde_json::json;

use crate::common::{assignments::World, Backend};

async fn private_addresses_are_refused_without_the_setting(b: Backend) {
    let w = World::new(b).await;
    for url in [
        "http://127.0.0.1:8080/hook",
        "http://10.0.0.7/hook",
        "http://[::1]/hook",
        "http://[::ffff:192.168.1.1]/hook",
        "http://localhost/hook",
        "http://169.254.169.254/latest",
    ] {
        let reply = w
            .app
            .post_json(
                "/api/admin/webhook",
                Some(&w.admin),
                &json!({"url": url}).to_string(),
            )
            .await;
        assert_eq!(reply.status, 422, "{url}: {}", reply.text());
        assert!(
            reply.messages()[0].contains("--webhooks-allow-private"),
            "{}",
            reply.text()
        );
    }
    for (body, field) in [
        (json!({"url": "ftp://example.com/x"}), "https://"),
        (
            json!({"url": "https://example.com", "eventTypes": ["x.y"]}),
            "'x.y' is not an event type",
        ),
        (
            json!({"url": "https://example.com", "companyId": 999999}),
            "no company",
        ),
    ] {
        let reply = w
            .app
            .post_json("/api/admin/webhook", Some(&w.admin), &body.to_string())
            .await;
        assert_eq!(reply.status, 422, "{body}");
        assert!(reply.text().contains(field), "{}", reply.text());
    }
    assert!(w
        .get("/api/admin/webhook", &w.admin)
        .await
        .json()
        .as_array()
        .unwrap()
        .is_empty());
}

async fn the_admin_edits_and_deletes_and_a_customer_may_not(b: Backend) {
    let w = World::with(b, |s| s.webhooks_allow_private = true).await;
    let made = w
        .app
        .post_json(
            "/api/admin/webhook",
            Some(&w.admin),
            &json!({"url": "http://127.0.0.1:9/a"}).to_string(),
        )
        .await;
    assert_eq!(made.status, 201, "{}", made.text());
    let id = made.json()["endpoint"]["id"].clone();
    let saved = w
        .app
        .put_json(
            &format!("/api/admin/webhook/{id}"),
            Some(&w.admin),
            &json!({"url": "http://127.0.0.1:9/b", "companyId": w.acme.id,
                    "eventTypes": ["invoice.issued"], "active": false, "description": "Books"})
            .to_string(),
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    let e = saved.json();
    assert_eq!(
        (e["companyName"].as_str(), e["active"].as_bool()),
        (Some("Acme"), Some(false))
    );
    assert_eq!(e["eventTypes"], json!(["invoice.issued"]));
    assert!(
        e.get("secret").is_none(),
        "a secret is shown only on create and rotate"
    );
    for path in [
        "/api/admin/webhook".to_owned(),
        format!("/api/admin/webhook/{id}"),
        format!("/api/admin/webhook/{id}/log"),
    ] {
        assert_eq!(w.get(&path, &w.ada).await.status, 403, "{path}");
    }
    for path in [
        format!("/api/admin/webhook/{id}/rotate"),
        "/api/admin/webhook/delivery/1/send-again".into(),
    ] {
        assert_eq!(
            w.app.post_json(&path, Some(&w.ada), "").await.status,
            403,
            "{path}"
        );
    }
    assert_eq!(
        w.app
            .delete(&format!("/api/admin/webhook/{id}"), Some(&w.ada))
            .await
            .status,
        403
    );
    let page = w.app.page("/app/admin/webhooks", Some(&w.ada_cookie)).await;
    assert_eq!(
        page.status, 303,
        "the admin's page sends a customer to /404"
    );
    assert_eq!(page.header("location").as_deref(), Some("/404"));
    let page = w
        .app
        .page("/app/admin/webhooks", Some(&w.admin_cookie))
        .await;
    assert_eq!(page.status, 200);
    assert!(
        page.text().contains("webhooks-screen"),
        "rendered on the server"
    );
    assert_eq!(
        w.app
            .delete(&format!("/api/admin/webhook/{id}"), Some(&w.admin))
            .await
            .status,
        204
    );
    assert_eq!(
        w.get(&format!("/api/admin/webhook/{id}"), &w.admin)
            .await
            .status,
        404
    );
}

on_both_databases!(
    private_addresses_are_refused_without_the_setting,
    the_admin_edits_and_deletes_and_a_customer_may_not,
);
