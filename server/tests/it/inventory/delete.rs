//! Deleting an asset: its measurements, documents and files (the cached thumbnail too) go with it,
//! with audit entries; refused (409, nothing changed) while it is on any assignment, has storage
//! entries or is on a storage invoice.
use crate::common;

use common::{
    inventory::{measurement, World},
    multipart::{jpeg, PDF},
    Backend,
};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

async fn a_deleted_asset_takes_its_rows_and_files(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let mut body = w.asset("Blue Horse");
    body["netMeasurements"] = json!([
        measurement(1.0, "Kg", [1.0, 2.0, 3.0], "cm"),
        measurement(2.0, "Kg", [1.0, 2.0, 3.0], "cm")
    ]);
    let horse = w.added(&body, Some(("horse.jpg", &jpeg(400, 300)))).await;
    let id = horse["id"].as_i64().unwrap();
    let upload = w
        .upload(
            &w.ada,
            id,
            w.acme.id,
            &[("a.pdf", PDF), ("b.txt", b"notes")],
        )
        .await;
    assert_eq!(upload.status, 201, "{}", upload.text());
    assert_eq!(
        app.get(&format!("/files/asset/{id}/thumb"), Some(&w.ada))
            .await
            .status,
        200
    );
    let keep = w
        .added(&w.asset("Red Tower"), Some(("t.jpg", &jpeg(10, 10))))
        .await;
    assert_eq!(
        app.stored_files().await,
        5,
        "photo, thumb, two documents, the other photo"
    );
    let before = app.inventory_rows().await;

    let reply = app
        .delete(&format!("/api/inventory/{id}"), Some(&w.ada))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.json(), json!({ "messages": ["Asset deleted."] }));
    let after = app.inventory_rows().await;
    assert_eq!(after[0], before[0] - 1, "the asset");
    assert_eq!(after[1], before[1] - 2, "its measurements");
    assert_eq!(after[2], before[2] - 3, "its photo and documents");
    assert_eq!(
        app.stored_files().await,
        1,
        "only the other asset's photo is left"
    );
    assert!(app.asset_document_rows(id).await.is_empty());
    assert_eq!(
        w.get(&format!("/api/inventory/{id}"), &w.ada).await.status,
        404
    );
    assert_eq!(
        app.get(&format!("/files/asset/{id}/photo"), Some(&w.ada))
            .await
            .status,
        404
    );
    let other = w
        .get(&format!("/api/inventory/{}", keep["id"]), &w.ada)
        .await;
    assert_eq!(other.json(), keep, "the other asset is untouched");

    let trail = app.audit_trail("asset").await;
    assert_eq!(
        trail.last().unwrap(),
        &("delete".to_owned(), id.to_string())
    );
    let deleted_docs = app
        .audit("document")
        .await
        .into_iter()
        .filter(|e| e.action == "delete")
        .count();
    assert_eq!(deleted_docs, 3, "one entry per document");
    assert_eq!(
        app.delete(&format!("/api/inventory/{id}"), Some(&w.ada))
            .await
            .status,
        404
    );
}

async fn an_asset_with_history_is_kept(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let id_of = |v: &serde_json::Value| v["id"].as_i64().unwrap() as i32;
    let on_job = w
        .added(&w.asset("On Job"), Some(("p.jpg", &jpeg(8, 8))))
        .await;
    let was_on_job = w.added(&w.asset("Was On Job"), None).await;
    let stored = w.added(&w.asset("Stored"), None).await;
    let billed = w.added(&w.asset("Billed"), None).await;

    let open = app.assignment(&w.london, "A-7", None).await;
    app.link_asset(&open, id_of(&on_job)).await;
    let done = app.assignment(&w.london, "A-8", None).await;
    app.deliver_assignment(&done).await;
    app.link_asset(&done, id_of(&was_on_job)).await;
    app.store_asset(w.acme.id, id_of(&stored), 30, Some(10))
        .await;
    let invoice = entity::generated_invoice::ActiveModel {
        kind: Set("storage".into()),
        group_brand: Set("fd".into()),
        number: Set(1),
        company_id: Set(w.acme.id),
        company_division_id: Set(Some(w.london.id)),
        currency: Set("GBP".into()),
        net_minor: Set(1000),
        tax_minor: Set(200),
        total_minor: Set(1200),
        cost_minor: Set(500),
        created_at: Set(chrono::Utc::now()),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
    entity::storage_invoice_item::ActiveModel {
        company_id: Set(w.acme.id),
        generated_invoice_id: Set(invoice.id),
        asset_id: Set(id_of(&billed)),
        asset_ref: Set(None),
        days: Set(30),
        charge_minor: Set(1000),
        description: Set("Storage".into()),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();

    let (rows, files) = (app.inventory_rows().await, app.stored_files().await);
    for (asset, names) in [
        (&on_job, Some("A-7")),
        (&was_on_job, Some("A-8")),
        (&stored, None),
        (&billed, None),
    ] {
        for token in [&w.ada, &w.admin] {
            let reply = app
                .delete(&format!("/api/inventory/{}", asset["id"]), Some(token))
                .await;
            assert_eq!(reply.status, 409, "{}: {}", asset["title"], reply.text());
            let message = &reply.messages()[0];
            assert!(
                message.contains(asset["title"].as_str().unwrap()),
                "{message}"
            );
            if let Some(reference) = names {
                assert!(
                    message.contains(reference),
                    "names the assignment: {message}"
                );
            }
        }
    }
    assert_eq!(app.inventory_rows().await, rows, "nothing deleted");
    assert_eq!(app.stored_files().await, files, "no file removed");

    // What the asset view reads to offer Delete (and the list to offer "Add to draft") agrees with
    // the refusals: `assignmentId` is set for any assignment, completed ones too, `hasAssignment`
    // only for an open one, and `storage` holds the history.
    let flags = |v: &serde_json::Value| {
        (
            v["hasAssignment"].as_bool().unwrap(),
            v["assignmentId"].is_number(),
            v["storage"].as_array().unwrap().len(),
        )
    };
    for (asset, expected) in [
        (&on_job, (true, true, 0)),
        (&was_on_job, (false, true, 0)),
        (&stored, (false, false, 1)),
    ] {
        let read = w
            .get(&format!("/api/inventory/{}", asset["id"]), &w.ada)
            .await
            .json();
        assert_eq!(flags(&read), expected, "{}", asset["title"]);
    }

    // The admin may delete any company's asset that has no history.
    let free = w.added(&w.asset("Free"), None).await;
    let reply = app
        .delete(&format!("/api/inventory/{}", free["id"]), Some(&w.admin))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
}

on_both_databases!(
    a_deleted_asset_takes_its_rows_and_files,
    an_asset_with_history_is_kept
);
