//! One copy of a file per parent (docs/documents.md): a document with the same name and size as one
//! the asset or the assignment already has, or sent twice in one upload, is refused with a 409
//! whose message names the file, and nothing is stored. Another size, or another parent, is another
//! file; a protected document a customer cannot see is never named to her.
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments, inventory,
    multipart::{Form, PDF},
    Backend,
};
use serde_json::json;

async fn an_assets_document_is_stored_once(b: Backend) {
    let w = inventory::World::new(b).await;
    let app = &w.app;
    let id = w.added(&w.asset("Blue Horse"), None).await["id"]
        .as_i64()
        .unwrap();
    let other = w.added(&w.asset("Red Tower"), None).await["id"]
        .as_i64()
        .unwrap();
    let first = w
        .upload(&w.ada, id, w.acme.id, &[("report.pdf", PDF)])
        .await;
    assert_eq!(first.status, 201, "{}", first.text());
    let (rows, files) = (app.inventory_rows().await, app.stored_files().await);

    // The same file again, alone or beside a new one (all or none): refused, naming it.
    let parts: [&[(&str, &[u8])]; 2] = [
        &[("report.pdf", PDF)],
        &[("notes.txt", b"new notes"), ("report.pdf", PDF)],
    ];
    for files_sent in parts {
        let reply = w.upload(&w.ada, id, w.acme.id, files_sent).await;
        assert_eq!(reply.status, 409, "{}", reply.text());
        assert_eq!(
            reply.json(),
            json!({ "messages": ["The file report.pdf is already among this asset's documents."] })
        );
    }
    // The admin is refused as well, by the company-named path too.
    let reply = w
        .upload(&w.admin, id, w.acme.id, &[("report.pdf", PDF)])
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text());
    // One file twice in one upload.
    let reply = w
        .upload(
            &w.ada,
            id,
            w.acme.id,
            &[("twice.txt", b"same"), ("twice.txt", b"same")],
        )
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text());
    assert_eq!(
        reply.messages(),
        ["The file twice.txt is in this upload twice."]
    );
    assert_eq!(app.inventory_rows().await, rows, "no row written");
    assert_eq!(app.stored_files().await, files, "no file left behind");

    // Another size under the same name, or the same file on another asset: stored.
    let mut longer = PDF.to_vec();
    longer.extend_from_slice(b"% revised\n");
    let reply = w
        .upload(&w.ada, id, w.acme.id, &[("report.pdf", &longer)])
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let reply = w
        .upload(&w.ada, other, w.acme.id, &[("report.pdf", PDF)])
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    assert_eq!(app.asset_document_rows(id).await.len(), 2);
}

async fn an_assignments_document_is_stored_once(b: Backend) {
    let w = assignments::World::new(b).await;
    let app = &w.app;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let upload = |token: &str, protected: bool| {
        let mut form = Form::new().file("file", "Quote.pdf", "application/pdf", PDF);
        if protected {
            form = form.text("protected", "true");
        }
        let path = format!("/api/assignment/{id}/upload/{}", w.acme.id);
        let token = token.to_owned();
        async move { app.post_form_data(&path, Some(&token), form).await }
    };

    // The admin's protected quote: Ada cannot see it, so her own copy is not refused (that would
    // tell her it is there).
    let reply = upload(&w.admin, true).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let reply = upload(&w.ada, false).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());

    let files = app.stored_files().await;
    let listed = w
        .get(&format!("/api/assignment/{id}/list"), &w.ada)
        .await
        .json();
    for token in [&w.ada, &w.admin] {
        let reply = upload(token, false).await;
        assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text());
        assert_eq!(
            reply.messages(),
            ["The file Quote.pdf is already among this assignment's documents."]
        );
    }
    assert_eq!(app.stored_files().await, files, "no file left behind");
    assert_eq!(
        w.get(&format!("/api/assignment/{id}/list"), &w.ada)
            .await
            .json(),
        listed,
        "listed once"
    );
}

on_both_databases!(
    an_assets_document_is_stored_once,
    an_assignments_document_is_stored_once
);
