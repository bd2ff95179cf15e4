//! The forgotten password, end to end through a real SMTP server: the same answer for an unknown
//! address, the mail with its link, the reset ending every session, the link used once and expiring;
//! without mail the page says to ask the administrator.
use sea_orm::{ConnectionTrait, EntityTrait};
use serde_json::json;
use server::spawn_job_worker;

use crate::common::{
    smtp::{SmtpSink, PUBLIC_URL},
    tenants::Tenants,
    Backend, TestApp, PASSWORD,
};

const NEW_PASSWORD: &str = "a brand new sculpture";

async fn ask(app: &TestApp, email: &str) -> crate::common::Reply {
    app.post_json(
        "/api/password-reset",
        None,
        &json!({ "email": email }).to_string(),
    )
    .await
}

async fn reset(app: &TestApp, token: &str, password: &str) -> crate::common::Reply {
    app.post_json(
        "/api/password-reset/confirm",
        None,
        &json!({"token": token, "newPassword": password, "newPasswordConfirm": password})
            .to_string(),
    )
    .await
}

async fn a_forgotten_password_is_reset_by_a_mailed_link_once(b: Backend) {
    let sink = SmtpSink::start();
    let t = Tenants::with(b, |s| sink.configure(s)).await;
    let app = &t.app;
    let available = app.get("/api/password-reset", None).await;
    assert_eq!(available.json()["available"], true);
    let page = app.page("/pages/forgot-password", None).await;
    assert_eq!(page.status, 200, "public: {}", page.text());
    assert!(
        page.text().contains("forgot-email"),
        "the form: {}",
        page.text()
    );

    let known = ask(app, " Ada@Acme.test ").await;
    let unknown = ask(app, "nobody@acme.test").await;
    assert_eq!(known.status, 202, "{}", known.text());
    assert_eq!(
        (unknown.status, unknown.body.clone()),
        (known.status, known.body.clone())
    );
    let worker = spawn_job_worker(&app.state);
    let mails = sink.wait_for(1, 30).await;
    app.jobs_settled(30).await;
    assert_eq!(
        sink.mails().len(),
        1,
        "no mail to an address without an account"
    );
    let mail = &mails[0];
    assert_eq!(mail.rcpt, "ada@acme.test");
    assert!(mail.alternative);
    assert!(mail.list_unsubscribe.is_none());
    let link = mail
        .link(&format!("{PUBLIC_URL}/pages/reset-password?token="))
        .expect("the reset link");
    let token = link.split("token=").nth(1).unwrap().to_owned();
    assert!(mail.html.contains(&link));
    // Only the hash is kept, and the mail's copy of the link is gone once sent.
    let db = &app.state.db;
    let rows = entity::password_reset::Entity::find()
        .all(db)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
    assert_ne!(rows[0].token_hash, token);
    let kept = entity::mail::Entity::find().all(db).await.unwrap();
    assert!(kept.iter().all(|m| !m.text_body.contains(&token)));

    // The page with the token is public too.
    let page = app
        .page(&format!("/pages/reset-password?token={token}"), None)
        .await;
    assert_eq!(page.status, 200);
    let weak = reset(app, &token, "short").await;
    assert_eq!(weak.status, 422, "the password rules: {}", weak.text());
    let done = reset(app, &token, NEW_PASSWORD).await;
    assert_eq!(done.status, 200, "{}", done.text());
    // Every session of the account ended; the new password signs in, the old one does not.
    assert_eq!(app.get("/api/profile", Some(&t.ada)).await.status, 401);
    assert_eq!(app.try_sign_in("ada@acme.test", PASSWORD).await.status, 400);
    assert_eq!(
        app.try_sign_in("ada@acme.test", NEW_PASSWORD).await.status,
        200
    );
    assert_eq!(
        app.get("/api/profile", Some(&t.zed)).await.status,
        200,
        "others keep theirs"
    );
    // Once only.
    let again = reset(app, &token, "yet another sculpture").await;
    assert_eq!(again.status, 422);
    assert!(again.text().contains("no longer valid"), "{}", again.text());

    // A link more than an hour old.
    ask(app, "ada@acme.test").await;
    let fresh = sink.wait_for(2, 30).await;
    let link = fresh[1]
        .link(&format!("{PUBLIC_URL}/pages/reset-password?token="))
        .unwrap();
    let token = link.split("token=").nth(1).unwrap().to_owned();
    db.execute_unprepared("UPDATE password_reset SET expires_at_ms = created_at_ms - 1")
        .await
        .unwrap();
    assert_eq!(
        reset(app, &token, "yet another sculpture").await.status,
        422
    );

    // Audit: asked (of an account, and of an address without one) and done.
    let actions: Vec<String> = entity::audit_log::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|a| a.action)
        .collect();
    assert_eq!(
        actions
            .iter()
            .filter(|a| *a == "password_reset_requested")
            .count(),
        3
    );
    assert_eq!(actions.iter().filter(|a| *a == "password_reset").count(), 1);

    // Asked too often for one address: 429, whether it has an account or not.
    let mut last = ask(app, "nobody@acme.test").await;
    for _ in 0..5 {
        last = ask(app, "nobody@acme.test").await;
    }
    assert_eq!(last.status, 429);
    assert!(last.header("retry-after").is_some());
    worker.shutdown().await;
}

async fn without_mail_the_page_says_to_ask_the_administrator(b: Backend) {
    let app = TestApp::new(b).await;
    assert_eq!(
        app.get("/api/password-reset", None).await.json()["available"],
        false
    );
    let refused = ask(&app, "ada@acme.test").await;
    assert_eq!(refused.status, 404);
    assert!(
        refused.text().contains("administrator"),
        "{}",
        refused.text()
    );
    let page = app.page("/pages/forgot-password", None).await;
    assert_eq!(page.status, 200, "public: {}", page.text());
    assert!(page.text().contains("administrator"), "{}", page.text());
    assert!(!page.text().contains("forgot-email"));
}

on_both_databases!(a_forgotten_password_is_reset_by_a_mailed_link_once);

mod without_mail {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::without_mail_the_page_says_to_ask_the_administrator(crate::common::Backend::Sqlite)
            .await
    }
}
