//! An asset's documents: upload (types by content, size limits, safe names), list, delete, the
//! item photo's refusal, protected documents never shown to a customer, and a failed upload that
//! leaves neither a row nor a file.
use crate::common;

use common::{
    inventory::World,
    multipart::{jpeg, png, post_over_tcp, Form, PDF},
    Backend,
};
use serde_json::{json, Value};

/// An asset of Ada's with a photo: (asset id, photo document id).
async fn horse(w: &World) -> (i64, i64) {
    let made = w
        .added(&w.asset("Blue Horse"), Some(("horse.jpg", &jpeg(32, 24))))
        .await;
    (
        made["id"].as_i64().unwrap(),
        made["photo"]["id"].as_i64().unwrap(),
    )
}

async fn documents_are_uploaded_listed_and_deleted(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let (id, photo) = horse(&w).await;
    let reply = w
        .upload(
            &w.ada,
            id,
            w.acme.id,
            &[
                ("Condition report.PDF", PDF),
                ("notes.txt", "Grüße".as_bytes()),
            ],
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let made = reply.json();
    let made = made.as_array().unwrap();
    assert_eq!(made.len(), 2);
    let pdf = &made[0];
    assert_eq!(pdf["name"], "Condition report.PDF");
    assert_eq!(pdf["documentType"], "document");
    assert_eq!(pdf["protected"], false);
    assert_eq!(pdf["sizeBytes"], PDF.len());
    assert_eq!(pdf["contentType"], "application/pdf");
    assert_eq!(pdf["url"], format!("/files/document/{}", pdf["id"]));
    let stored = pdf["fileName"].as_str().unwrap();
    assert!(stored.ends_with(".pdf") && stored.len() == 36, "{stored}");
    let created = pdf["createdAt"].as_str().unwrap();
    assert!(
        created.ends_with('Z') && !created.contains('.'),
        "{created}"
    );
    assert_eq!(made[1]["contentType"], "text/plain; charset=utf-8");
    assert_eq!(app.stored_files().await, 3);

    // The list holds the photo too, oldest first; with the company named, the same.
    let list = w.get(&format!("/api/inventory/{id}/list"), &w.ada).await;
    assert_eq!(list.status, 200);
    let list = list.json();
    let ids: Vec<&Value> = list.as_array().unwrap().iter().map(|d| &d["id"]).collect();
    assert_eq!(ids, [&json!(photo), &pdf["id"], &made[1]["id"]]);
    assert_eq!(list[0]["documentType"], "asset");
    assert_eq!(list[1], *pdf);
    let named = w
        .get(&format!("/api/inventory/{id}/list/{}", w.acme.id), &w.ada)
        .await;
    assert_eq!(named.json(), list);
    assert_eq!(
        w.get(&format!("/api/inventory/{id}/list"), &w.admin)
            .await
            .json(),
        list
    );

    // Deleting: the company must match; the item photo is refused; then the document goes.
    let path =
        |doc: &Value, company: i32| format!("/api/inventory/document/{doc}?companyId={company}");
    let wrong = app
        .delete(&path(&pdf["id"], w.zenith.id), Some(&w.admin))
        .await;
    assert_eq!(wrong.status, 404);
    let refused = app
        .delete(&path(&json!(photo), w.acme.id), Some(&w.ada))
        .await;
    assert_eq!(refused.status, 409);
    assert_eq!(
        refused.messages(),
        ["Delete the item photo at the top of the page"]
    );
    let deleted = app.delete(&path(&pdf["id"], w.acme.id), Some(&w.ada)).await;
    assert_eq!(deleted.status, 200, "{}", deleted.text());
    assert_eq!(deleted.json(), json!({ "messages": ["Document deleted."] }));
    assert_eq!(app.stored_files().await, 2, "its file is removed");
    assert_eq!(
        app.get(&format!("/files/document/{}", pdf["id"]), Some(&w.ada))
            .await
            .status,
        404
    );
    assert_eq!(
        app.delete(&path(&pdf["id"], w.acme.id), Some(&w.ada))
            .await
            .status,
        404
    );
    // Without the query the company is the caller's scope alone.
    let txt = app
        .delete(
            &format!("/api/inventory/document/{}", made[1]["id"]),
            Some(&w.ada),
        )
        .await;
    assert_eq!(txt.status, 200);
    assert_eq!(
        app.asset_document_rows(id).await.len(),
        1,
        "the photo stays"
    );

    let trail: Vec<(String, Option<i32>)> = app
        .audit("document")
        .await
        .into_iter()
        .map(|e| (e.action, e.company_id))
        .collect();
    let acme = Some(w.acme.id);
    assert_eq!(
        trail,
        [
            ("create".into(), acme),
            ("create".into(), acme),
            ("create".into(), acme),
            ("delete".into(), acme),
            ("delete".into(), acme)
        ]
    );
}

/// Files of one upload: (name, bytes).
type Files = Vec<(&'static str, Vec<u8>)>;

async fn refused_uploads_leave_nothing(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let (id, _) = horse(&w).await;
    let (rows, files) = (app.inventory_rows().await, app.stored_files().await);
    let cases: Vec<(Files, u16, Option<&str>)> = vec![
        (
            vec![("virus.exe", b"MZ\x90\x00\x03".to_vec())],
            415,
            Some("Oops! file type not allowed (exe)"),
        ),
        (
            vec![("page.html", b"<html></html>".to_vec())],
            415,
            Some("Oops! file type not allowed (html)"),
        ),
        // Content that does not match the extension.
        (
            vec![("fake.pdf", png(4, 4))],
            415,
            Some("Oops! file type not allowed (pdf)"),
        ),
        (
            vec![("photo.png", PDF.to_vec())],
            415,
            Some("Oops! file type not allowed (png)"),
        ),
        (
            vec![("binary.txt", vec![0, 159, 146, 150])],
            415,
            Some("Oops! file type not allowed (txt)"),
        ),
        // One bad file refuses the whole upload, the good one included.
        (
            vec![("ok.pdf", PDF.to_vec()), ("bad.docx", PDF.to_vec())],
            415,
            Some("Oops! file type not allowed (docx)"),
        ),
        (vec![("empty.txt", Vec::new())], 422, None),
        // A control character cannot even be read from a part's header.
        (vec![("a\u{1}b.pdf", PDF.to_vec())], 400, None),
        (vec![], 422, None),
    ];
    for (files_sent, status, message) in cases {
        let parts: Vec<(&str, &[u8])> =
            files_sent.iter().map(|(n, b)| (*n, b.as_slice())).collect();
        let reply = w.upload(&w.ada, id, w.acme.id, &parts).await;
        assert_eq!(
            reply.status,
            status,
            "{:?}: {}",
            parts.iter().map(|p| p.0).collect::<Vec<_>>(),
            reply.text()
        );
        if let Some(m) = message {
            assert_eq!(reply.messages(), [m]);
        }
    }
    // A part under another name, and a body that is not a form.
    let form = Form::new().file("document", "a.pdf", "application/pdf", PDF);
    let path = format!("/api/inventory/{id}/upload/{}", w.acme.id);
    assert_eq!(
        app.post_form_data(&path, Some(&w.ada), form).await.status,
        422
    );
    assert_eq!(app.post_json(&path, Some(&w.ada), "{}").await.status, 400);
    // The photo's display name, sent as its own part, is held to the same rules.
    let named = |name: &str| {
        Form::new()
            .text("asset", &w.asset("Named").to_string())
            .file("photo.content", "p.jpg", "image/jpeg", &jpeg(8, 8))
            .text("photo.name", name)
    };
    for (name, status) in [("a\u{1}b.jpg", 422), ("..", 422), ("scan.pdf", 415)] {
        let reply = app
            .post_form_data("/api/inventory", Some(&w.ada), named(name))
            .await;
        assert_eq!(reply.status, status, "{name:?}: {}", reply.text());
    }

    // Too large: a clear JSON 413 naming the file, for a document and for a photo.
    let mut big = PDF.to_vec();
    big.resize(20 * 1024 * 1024 + 1, b' ');
    let reply = w
        .upload(&w.ada, id, w.acme.id, &[("dir/big.pdf", &big)])
        .await;
    assert_eq!(reply.status, 413);
    assert_eq!(
        reply.messages(),
        ["The file big.pdf is larger than the 20 MB limit."]
    );
    let mut huge = jpeg(8, 8);
    huge.resize(10 * 1024 * 1024 + 1, 0);
    let reply = w
        .add(&w.ada, &w.asset("Huge"), Some(("huge.jpg", &huge)))
        .await;
    assert_eq!(reply.status, 413);
    assert_eq!(
        reply.messages(),
        ["The file huge.jpg is larger than the 10 MB limit."]
    );
    // Far over the route's body limit, sent in one piece: met before the part is read, still a
    // JSON answer with the limit, not axum's plain-text one.
    big.resize(30 * 1024 * 1024, b' ');
    let reply = w
        .upload(&w.ada, id, w.acme.id, &[("bigger.pdf", &big)])
        .await;
    assert_eq!(reply.status, 413);
    assert_eq!(
        reply.messages(),
        ["The upload is larger than the 20 MB limit."]
    );
    // Sent as a browser sends it, in pieces over a connection: its Content-Length is over the
    // route's limit, so it is refused before any of it is read (docs/documents.md), with the same
    // words.
    let form = Form::new().file("file", "bigger.pdf", "application/pdf", &big);
    let (status, body) = post_over_tcp(app, &path, &w.ada, form).await;
    assert_eq!(status, 413, "{body}");
    assert_eq!(
        serde_json::from_str::<Value>(&body).unwrap(),
        json!({ "messages": ["The upload is larger than the 20 MB limit."] })
    );
    // Two files each within the limit but over it together.
    big.truncate(12 * 1024 * 1024);
    let reply = w
        .upload(
            &w.ada,
            id,
            w.acme.id,
            &[("one.pdf", &big), ("two.pdf", &big)],
        )
        .await;
    assert_eq!(reply.status, 413);
    assert!(
        reply.messages()[0].contains("20 MB limit"),
        "{:?}",
        reply.messages()
    );

    assert_eq!(app.inventory_rows().await, rows, "no row written");
    assert_eq!(app.stored_files().await, files, "no file left behind");
}

async fn names_are_display_text_only(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let (id, _) = horse(&w).await;
    let reply = w
        .upload(
            &w.ada,
            id,
            w.acme.id,
            &[("../../x.pdf", PDF), ("C:\\temp\\Café menu.txt", b"menu")],
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let made = reply.json();
    assert_eq!(made[0]["name"], "x.pdf");
    assert_eq!(made[1]["name"], "Café menu.txt");
    // Stored under the server's own names, inside the files folder and nowhere else.
    let data_dir = &app.state.settings.data_dir;
    for doc in made.as_array().unwrap() {
        let stored = doc["fileName"].as_str().unwrap();
        assert!(stored
            .bytes()
            .all(|c| c.is_ascii_hexdigit() || c == b'.' || c.is_ascii_lowercase()));
        assert!(data_dir.join("files").join(stored).is_file());
    }
    assert!(!data_dir.join("x.pdf").exists() && !data_dir.parent().unwrap().join("x.pdf").exists());
    let photo = Form::new()
        .text("asset", &w.asset("Named").to_string())
        .file("photo.content", "p.jpg", "image/jpeg", &jpeg(8, 8))
        .text("photo.name", "../../../etc/p.jpg");
    let named = app
        .post_form_data("/api/inventory", Some(&w.ada), photo)
        .await;
    assert_eq!(named.status, 201, "{}", named.text());
    assert_eq!(named.json()["imageName"], "p.jpg");

    let pdf = app
        .get(&format!("/files/document/{}", made[0]["id"]), Some(&w.ada))
        .await;
    assert_eq!(pdf.status, 200);
    assert_eq!(pdf.body, PDF);
    assert_eq!(pdf.header("content-type").unwrap(), "application/pdf");
    assert_eq!(
        pdf.header("content-disposition").unwrap(),
        "attachment; filename=\"x.pdf\"; filename*=UTF-8''x.pdf"
    );
    assert_eq!(pdf.header("x-content-type-options").unwrap(), "nosniff");
    // A shared computer's cache keeps no copy of a file.
    assert_eq!(pdf.header("cache-control").unwrap(), "no-store");
    let txt = app
        .get(&format!("/files/document/{}", made[1]["id"]), Some(&w.ada))
        .await;
    assert_eq!(
        txt.header("content-disposition").unwrap(),
        "attachment; filename=\"Caf_ menu.txt\"; filename*=UTF-8''Caf%C3%A9%20menu.txt"
    );
}

async fn protected_documents_are_for_the_provider_only(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let (id, _) = horse(&w).await;
    let reply = w
        .upload(
            &w.admin,
            id,
            w.acme.id,
            &[("customs.pdf", PDF), ("open.pdf", PDF)],
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    let secret = reply.json()[0]["id"].as_i64().unwrap();
    app.protect_document(secret).await;

    let names = |list: Value| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|d| d["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let admin = w
        .get(&format!("/api/inventory/{id}/list"), &w.admin)
        .await
        .json();
    assert_eq!(names(admin), ["horse.jpg", "customs.pdf", "open.pdf"]);
    for path in [
        format!("/api/inventory/{id}/list"),
        format!("/api/inventory/{id}/list/{}", w.acme.id),
    ] {
        assert_eq!(
            names(w.get(&path, &w.ada).await.json()),
            ["horse.jpg", "open.pdf"]
        );
    }
    let file = format!("/files/document/{secret}");
    assert_eq!(app.get(&file, Some(&w.ada)).await.status, 404);
    assert_eq!(app.get_with_cookie(&file, &w.ada_cookie).await.status, 404);
    assert_eq!(app.get(&file, Some(&w.admin)).await.status, 200);
    let delete = format!("/api/inventory/document/{secret}?companyId={}", w.acme.id);
    assert_eq!(app.delete(&delete, Some(&w.ada)).await.status, 404);
    assert_eq!(app.asset_document_rows(id).await.len(), 3, "still there");
    assert_eq!(app.delete(&delete, Some(&w.admin)).await.status, 200);
}

on_both_databases!(
    documents_are_uploaded_listed_and_deleted,
    refused_uploads_leave_nothing,
    names_are_display_text_only,
    protected_documents_are_for_the_provider_only
);
