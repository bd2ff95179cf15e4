//! An assignment's documents: upload (all or none, checked by content), list, delete, with audit
//! entries; protected documents for the provider's staff only; another company's assignment and
//! documents answering 404 on every call.
use crate::common;

use axum::http::StatusCode;
use common::{
    assignments::World,
    multipart::{jpeg, Form, PDF},
    Backend,
};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{json, Value};

fn upload_path(id: i64) -> String {
    format!("/api/assignment/{id}/upload/")
}

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect()
}

async fn documents(w: &World) -> u64 {
    entity::document::Entity::find()
        .count(&w.app.state.db)
        .await
        .unwrap()
}

/// Two files of Ada's, then the admin's protected one; their ids.
async fn uploaded(w: &World, id: i64) -> (Value, Value) {
    let form = Form::new()
        .file("file", "Condition report.pdf", "application/pdf", PDF)
        .file("file", "../../front.jpg", "image/jpeg", &jpeg(40, 30));
    let reply = w
        .app
        .post_form_data(&upload_path(id), Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let mine = reply.json();
    let form =
        Form::new()
            .text("protected", "true")
            .file("file", "Quote.pdf", "application/pdf", PDF);
    let path = format!("/api/assignment/{id}/upload/{}", w.acme.id);
    let reply = w.app.post_form_data(&path, Some(&w.admin), form).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    (mine, reply.json()[0].clone())
}

async fn documents_are_uploaded_listed_and_deleted(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let (mine, quote) = uploaded(&w, id).await;
    assert_eq!(
        names(&mine),
        ["Condition report.pdf", "front.jpg"],
        "no path"
    );
    let report = &mine[0];
    assert_eq!(report["documentType"], "document");
    assert_eq!(report["protected"], false);
    assert_eq!(report["contentType"], "application/pdf");
    assert_eq!(report["sizeBytes"], PDF.len());
    assert_eq!(report["url"], format!("/files/document/{}", report["id"]));
    assert_eq!(mine[1]["contentType"], "image/jpeg");
    assert_eq!(quote["protected"], true);
    assert_eq!(w.app.stored_files().await, 3);

    // The list, the assignment's documents and the list naming the company agree.
    let list = w.get(&format!("/api/assignment/{id}/list"), &w.ada).await;
    assert_eq!(list.status, StatusCode::OK);
    assert_eq!(list.json(), mine, "the protected quote is not there");
    let detail = w.get(&format!("/api/assignment/{id}"), &w.ada).await.json();
    assert_eq!(detail["documents"], mine);
    let named = format!("/api/assignment/{id}/list/{}", w.acme.id);
    assert_eq!(w.get(&named, &w.ada).await.json(), mine);
    let admin = w
        .get(&format!("/api/assignment/{id}/list"), &w.admin)
        .await
        .json();
    assert_eq!(
        names(&admin),
        ["Condition report.pdf", "front.jpg", "Quote.pdf"]
    );
    let file = w.get(report["url"].as_str().unwrap(), &w.ada).await;
    assert_eq!(file.status, StatusCode::OK);
    assert_eq!(file.body, PDF);

    // Delete: the row and the file go, the others stay.
    let path = format!(
        "/api/assignment/document/{}?companyId={}",
        report["id"], w.acme.id
    );
    let reply = w.app.delete(&path, Some(&w.ada)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    assert_eq!(reply.json(), json!({ "messages": ["Document deleted."] }));
    assert_eq!(w.app.delete(&path, Some(&w.ada)).await.status, 404);
    assert_eq!(
        names(
            &w.get(&format!("/api/assignment/{id}/list"), &w.ada)
                .await
                .json()
        ),
        ["front.jpg"]
    );
    assert_eq!(w.app.stored_files().await, 2);
    // Without the trailing slash, and without companyId, the same calls.
    let form = Form::new().file("file", "notes.txt", "text/plain", b"Handle with care.");
    let reply = w
        .app
        .post_form_data(&format!("/api/assignment/{id}/upload"), Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let notes = reply.json()[0]["id"].clone();
    let reply = w
        .app
        .delete(&format!("/api/assignment/document/{notes}"), Some(&w.ada))
        .await;
    assert_eq!(reply.status, StatusCode::OK);

    // Audit, in order: three files added (the third by the admin), the report deleted, the
    // notes added and deleted; each entry names the assignment and who did it.
    let trail = w.app.audit("document").await;
    let actions: Vec<&str> = trail.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(
        actions,
        ["create", "create", "create", "delete", "create", "delete"]
    );
    assert!(trail
        .iter()
        .all(|e| e.detail.as_ref().unwrap()["assignmentId"] == id));
    assert_eq!(trail[3].object_id, Some(report["id"].to_string()));
    assert_eq!(trail[5].object_id, Some(notes.to_string()));
    let by_ada = trail
        .iter()
        .filter(|e| e.account_id == Some(w.ada_account.id))
        .count();
    assert_eq!(by_ada, 5, "all but the admin's quote");
}

async fn protected_documents_are_for_the_provider_only(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let (_, quote) = uploaded(&w, id).await;
    let url = quote["url"].as_str().unwrap();
    let missing = w.get("/files/document/999999", &w.ada).await;
    let hidden = w.get(url, &w.ada).await;
    assert_eq!(hidden.status, StatusCode::NOT_FOUND);
    assert_eq!(hidden.text(), missing.text());
    let by_cookie = w.app.get_with_cookie(url, &w.ada_cookie).await;
    assert_eq!(by_cookie.status, StatusCode::NOT_FOUND);
    assert_eq!(w.get(url, &w.admin).await.status, StatusCode::OK);
    let path = format!("/api/assignment/document/{}", quote["id"]);
    assert_eq!(w.app.delete(&path, Some(&w.ada)).await.status, 404);

    // A customer asking for a protected upload is refused, and nothing is stored.
    let (rows, files) = (documents(&w).await, w.app.stored_files().await);
    for value in ["true", "TRUE"] {
        let form =
            Form::new()
                .text("protected", value)
                .file("file", "Secret.pdf", "application/pdf", PDF);
        let reply = w
            .app
            .post_form_data(&upload_path(id), Some(&w.ada), form)
            .await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(
            reply.messages(),
            ["Only the provider's staff can mark a document protected: send the file without 'protected'."]
        );
    }
    let form =
        Form::new()
            .text("protected", "false")
            .file("file", "Open.pdf", "application/pdf", PDF);
    let reply = w
        .app
        .post_form_data(&upload_path(id), Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "false is allowed");
    assert_eq!(documents(&w).await, rows + 1);
    assert_eq!(w.app.stored_files().await, files + 1);
    assert_eq!(w.app.delete(&path, Some(&w.admin)).await.status, 200);
}

/// Every refused upload: its status and message, and neither a row nor a file left behind.
async fn bad_uploads_leave_nothing(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let good = |f: Form| f.file("file", "ok.pdf", "application/pdf", PDF);
    let cases: Vec<(Form, StatusCode, &str)> = vec![
        (
            good(Form::new()).file("file", "tool.exe", "application/octet-stream", b"MZ\x90\0"),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Oops! file type not allowed (exe)",
        ),
        (
            good(Form::new()).file("file", "photo.jpg", "image/jpeg", PDF),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Oops! file type not allowed (jpg)",
        ),
        (
            Form::new().text("protected", "maybe"),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The part 'protected' must be true or false, not 'maybe'.",
        ),
        (
            Form::new(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Send at least one file, in a part named 'file'.",
        ),
        (
            good(Form::new()).text("photo", "x"),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown form part 'photo': send file, protected.",
        ),
    ];
    for (form, status, message) in cases {
        let reply = w
            .app
            .post_form_data(&upload_path(id), Some(&w.ada), form)
            .await;
        assert_eq!(reply.status, status, "{message}: {}", reply.text());
        assert_eq!(reply.messages(), [message]);
        assert_eq!(documents(&w).await, 0, "{message}");
        assert_eq!(w.app.stored_files().await, 0, "{message}");
    }
    // Too large: the file's own limit, with its clear message.
    let mut big = PDF.to_vec();
    big.resize(20 * 1024 * 1024 + 1, b' ');
    let form = Form::new().file("file", "big.pdf", "application/pdf", &big);
    let reply = w
        .app
        .post_form_data(&upload_path(id), Some(&w.ada), form)
        .await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        reply.messages(),
        ["The file big.pdf is larger than the 20 MB limit."]
    );
    // Not a form at all.
    let reply = w.app.post_json(&upload_path(id), Some(&w.ada), "{}").await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(documents(&w).await + w.app.stored_files().await as u64, 0);
    assert!(w.app.audit("document").await.is_empty());
}

/// Zenith's customer gets a 404 for Acme's assignment on every document call, the same as for
/// a missing one; so does a companyId that is not the assignment's, and an asset's document
/// through the assignment calls.
async fn another_companys_documents_are_not_found(b: Backend) {
    let w = World::new(b).await;
    let id = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let (mine, _) = uploaded(&w, id).await;
    let doc = &mine[0]["id"];
    let (rows, files) = (documents(&w).await, w.app.stored_files().await);
    let zenith = w.nyc.company_id;
    let form = || Form::new().file("file", "x.pdf", "application/pdf", PDF);
    for (token, path) in [
        (&w.zed, upload_path(id)),
        (&w.zed, format!("/api/assignment/{id}/upload/{}", w.acme.id)),
        (&w.ada, format!("/api/assignment/{id}/upload/{zenith}")),
        (&w.admin, format!("/api/assignment/{id}/upload/{zenith}")),
        (&w.ada, upload_path(999_999)),
    ] {
        let reply = w.app.post_form_data(&path, Some(token), form()).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.messages(), ["Not found."]);
    }
    for (token, path) in [
        (&w.zed, format!("/api/assignment/{id}/list")),
        (&w.zed, format!("/api/assignment/{id}/list/{}", w.acme.id)),
        (&w.ada, format!("/api/assignment/{id}/list/{zenith}")),
        (&w.zed, format!("/files/document/{doc}")),
    ] {
        assert_eq!(
            w.get(&path, token).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    for (token, path) in [
        (&w.zed, format!("/api/assignment/document/{doc}")),
        (
            &w.zed,
            format!("/api/assignment/document/{doc}?companyId={zenith}"),
        ),
        (
            &w.ada,
            format!("/api/assignment/document/{doc}?companyId={zenith}"),
        ),
    ] {
        assert_eq!(w.app.delete(&path, Some(token)).await.status, 404, "{path}");
    }
    // An asset's document is not an assignment's.
    let asset_doc = format!("/api/inventory/{}/upload/{}", w.horse.id, w.acme.id);
    let reply = w.app.post_form_data(&asset_doc, Some(&w.ada), form()).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    let asset_doc = &reply.json()[0]["id"];
    let path = format!("/api/assignment/document/{asset_doc}");
    assert_eq!(w.app.delete(&path, Some(&w.ada)).await.status, 404);
    assert_eq!(
        documents(&w).await,
        rows + 1,
        "only the asset's document added"
    );
    assert_eq!(w.app.stored_files().await, files + 1);
    for path in ["/api/assignment/abc/list", "/api/assignment/document/x"] {
        let reply = if path.contains("document") {
            w.app.delete(path, Some(&w.ada)).await
        } else {
            w.get(path, &w.ada).await
        };
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path}");
    }
    let reply = w
        .app
        .post_form_data("/api/assignment/1/upload/abc", Some(&w.ada), form())
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
}

on_both_databases!(
    documents_are_uploaded_listed_and_deleted,
    protected_documents_are_for_the_provider_only,
    bad_uploads_leave_nothing,
    another_companys_documents_are_not_found
);
