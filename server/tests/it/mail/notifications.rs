//! Event mails: a status change mails Ada (each change, in her language, with the assignment's link
//! and the unsubscribe link and headers) and not Zed, nor another division, nor the author; the
//! unsubscribe page changes nothing on GET and stops the mails on POST; the digest; a mail server
//! that is down delays the mail, which then arrives once.
use std::time::Duration;

use chrono::Utc;
use serde_json::json;
use server::{features::account, spawn_job_worker};

use crate::common::{
    assignments::World,
    smtp::{SmtpSink, PUBLIC_URL},
    Backend,
};

async fn choices(w: &World, token: &str) -> serde_json::Value {
    let reply = w.app.get("/api/profile/notifications", Some(token)).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()
}

async fn a_status_change_mails_the_division_in_its_language_until_unsubscribed(b: Backend) {
    let sink = SmtpSink::start();
    let w = World::with(b, |s| sink.configure(s)).await;
    // Someone of Acme's other division, who hears of London's status changes not at all.
    w.app
        .account(
            "pia@acme.test",
            &["Customer"],
            Some(w.acme.id),
            Some(w.paris.id),
        )
        .await;
    let defaults = choices(&w, &w.ada).await;
    assert_eq!(defaults["statusChanges"], "each");
    assert_eq!(defaults["invoices"], true);
    assert_eq!(defaults["documents"], false);
    assert_eq!(defaults["mailEnabled"], true);
    assert_eq!(defaults["locale"], "en");
    let set = w
        .app
        .put_json("/api/profile/locale", Some(&w.ada), r#"{"locale":"es"}"#)
        .await;
    assert_eq!(set.status, 204, "{}", set.text());
    let refused = w
        .app
        .put_json("/api/profile/locale", Some(&w.ada), r#"{"locale":"xx"}"#)
        .await;
    assert_eq!(refused.status, 422);

    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap();
    let reference = made["ref"].as_str().unwrap().to_owned();
    w.saved(id, json!({"status": "In Transit", "progress": 40}))
        .await;
    let worker = spawn_job_worker(&w.app.state);
    let mails = sink.wait_for(1, 30).await;
    let counts = w.app.jobs_settled(30).await;
    assert_eq!(counts.failed, 0);
    let mails_now = sink.mails();
    assert_eq!(mails_now.len(), 1, "only Ada: {mails_now:#?}");
    let mail = &mails[0];
    assert_eq!(mail.rcpt, "ada@acme.test");
    assert!(mail.alternative, "plain text and HTML: {mail:#?}");
    assert_eq!(mail.language.as_deref(), Some("es"));
    assert!(mail.subject.contains(&reference), "{}", mail.subject);
    assert!(
        mail.subject.contains("En tránsito"),
        "in Spanish: {}",
        mail.subject
    );
    assert!(mail.text.contains("Hola"), "{}", mail.text);
    let link = format!("{PUBLIC_URL}/app/assignment/{id}");
    assert!(mail.text.contains(&link), "{}", mail.text);
    assert!(
        mail.html.contains(&format!("href=\"{link}\"")),
        "{}",
        mail.html
    );
    let unsubscribe = mail
        .link(&format!("{PUBLIC_URL}/mail/unsubscribe?token="))
        .expect("an unsubscribe link");
    assert_eq!(
        mail.list_unsubscribe.as_deref(),
        Some(format!("<{unsubscribe}>").as_str())
    );
    assert_eq!(
        mail.list_unsubscribe_post.as_deref(),
        Some("List-Unsubscribe=One-Click")
    );

    // The link without signing in: the page asks, and a GET (a mail scanner) changes nothing.
    let path = unsubscribe.strip_prefix(PUBLIC_URL).unwrap();
    let page = w.app.get(path, None).await;
    assert_eq!(page.status, 200);
    assert!(
        page.text().contains("<form method=\"post\""),
        "{}",
        page.text()
    );
    assert!(page.text().contains("ada@acme.test"));
    assert_eq!(choices(&w, &w.ada).await["statusChanges"], "each");
    let forged = w.app.get(&path.replace("status.", "invoices."), None).await;
    assert_eq!(forged.status, 400);
    // The button (or a mail program's one-click POST).
    let done = w
        .app
        .post_form(path, &[("List-Unsubscribe", "One-Click")])
        .await;
    assert_eq!(done.status, 200, "{}", done.text());
    assert_eq!(choices(&w, &w.ada).await["statusChanges"], "none");
    assert_eq!(
        choices(&w, &w.ada).await["invoices"],
        true,
        "only what the link names"
    );

    w.saved(id, json!({"status": "In Customs", "progress": 60}))
        .await;
    let counts = w.app.jobs_settled(30).await;
    assert_eq!(counts.failed, 0);
    assert_eq!(sink.mails().len(), 1, "no more status mails to Ada");
    worker.shutdown().await;
}

async fn digest_users_get_one_digest_a_day_and_none_gets_nothing(b: Backend) {
    let sink = SmtpSink::start();
    let w = World::with(b, |s| sink.configure(s)).await;
    let quiet = w
        .app
        .account(
            "quinn@acme.test",
            &["Customer"],
            Some(w.acme.id),
            Some(w.london.id),
        )
        .await;
    let (quinn, _) = w.app.sign_in(&quiet.email).await;
    let save = |token: String, body: serde_json::Value| {
        let app = &w.app;
        async move {
            let reply = app
                .put_json(
                    "/api/profile/notifications",
                    Some(&token),
                    &body.to_string(),
                )
                .await;
            assert_eq!(reply.status, 200, "{}", reply.text());
            reply.json()
        }
    };
    let saved = save(
        w.ada.clone(),
        json!({"statusChanges": "digest", "invoices": false, "documents": false, "locale": "ja"}),
    )
    .await;
    assert_eq!(saved["statusChanges"], "digest");
    assert_eq!(saved["locale"], "ja");
    assert_eq!(
        choices(&w, &w.ada).await["statusChanges"],
        "digest",
        "shown again"
    );
    save(
        quinn,
        json!({"statusChanges": "none", "invoices": false, "documents": false}),
    )
    .await;
    // The admin hears only of Zenith: not of Acme's changes (their own anyway).
    let admin = save(
        w.admin.clone(),
        json!({"statusChanges": "each", "invoices": true, "documents": false,
               "allCompanies": false, "companyIds": [w.zenith.id]}),
    )
    .await;
    assert_eq!(admin["companyIds"], json!([w.zenith.id]));
    let bad = w
        .app
        .put_json(
            "/api/profile/notifications",
            Some(&w.admin),
            &json!({"statusChanges": "each", "invoices": true, "documents": false,
                    "allCompanies": false, "companyIds": [999999]})
            .to_string(),
        )
        .await;
    assert_eq!(bad.status, 422);

    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap();
    w.saved(id, json!({"status": "In Transit", "progress": 40}))
        .await;
    w.saved(id, json!({"status": "In Customs", "progress": 60}))
        .await;
    let worker = spawn_job_worker(&w.app.state);
    w.app.jobs_settled(30).await;
    assert_eq!(sink.mails().len(), 0, "digest, none: nothing at once");

    let today = Utc::now().date_naive();
    let state = &w.app.state;
    assert_eq!(
        account::digest::send_digests(state, today).await.unwrap(),
        1
    );
    assert_eq!(
        account::digest::send_digests(state, today).await.unwrap(),
        0,
        "once per user and day"
    );
    let mails = sink.wait_for(1, 30).await;
    w.app.jobs_settled(30).await;
    assert_eq!(sink.mails().len(), 1);
    let digest = &mails[0];
    assert_eq!(digest.rcpt, "ada@acme.test");
    assert_eq!(digest.language.as_deref(), Some("ja"));
    assert!(digest.alternative);
    assert!(digest.text.contains("60"), "both changes: {}", digest.text);
    assert!(digest.text.contains("40"), "both changes: {}", digest.text);
    assert!(digest
        .text
        .contains(&format!("{PUBLIC_URL}/app/assignment/{id}")));
    assert!(digest.list_unsubscribe.is_some());
    worker.shutdown().await;
}

async fn a_mail_server_that_is_down_delays_the_mail_which_then_arrives_once(b: Backend) {
    let mut sink = SmtpSink::start();
    let w = World::with(b, |s| {
        sink.configure(s);
        s.job_backoff_base = Duration::from_millis(200);
    })
    .await;
    sink.stop();
    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap();
    // The change itself does not wait for mail.
    w.saved(id, json!({"status": "In Transit", "progress": 40}))
        .await;
    let worker = spawn_job_worker(&w.app.state);
    let until = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let tried = w
            .app
            .jobs()
            .await
            .into_iter()
            .any(|j| j.kind == "mail" && j.attempts >= 2 && j.last_error.is_some());
        if tried {
            break;
        }
        assert!(
            std::time::Instant::now() < until,
            "the mail job was not tried"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(sink.mails().is_empty());
    sink.restart();
    let mails = sink.wait_for(1, 60).await;
    let counts = w.app.jobs_settled(60).await;
    assert_eq!(counts.failed, 0);
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].rcpt, "ada@acme.test");

    // A fan-out that runs again (a lease that expired) queues nothing more.
    let events = entity::event::Entity::find()
        .all(&w.app.state.db)
        .await
        .unwrap();
    for row in &events {
        let dto = server::features::events::dto::EventDto::of(row).unwrap();
        account::enqueue_for(&w.app.state, &dto).await.unwrap();
    }
    w.app.jobs_settled(30).await;
    assert_eq!(sink.mails().len(), 1, "sent once");
    worker.shutdown().await;
}

use sea_orm::EntityTrait;

on_both_databases!(
    a_status_change_mails_the_division_in_its_language_until_unsubscribed,
    digest_users_get_one_digest_a_day_and_none_gets_nothing,
    a_mail_server_that_is_down_delays_the_mail_which_then_arrives_once,
);
