//! A consolidation as its customers see it (each their own assignment's summary: the real legs,
//! times and forwarder addresses, never the other customer's assignment), the shipment's documents
//! (the assignment documents' rules; the provider's only), and the shipment pages' data.
use crate::common;

use common::{
    multipart::{Form, PDF},
    pages::{keys, load},
    shipments::Ships,
    Backend,
};
use serde_json::json;

async fn each_customer_sees_the_legs_and_nothing_of_the_other(b: Backend) {
    let s = Ships::new(b).await;
    let made = s.made().await;
    let (acme, zenith) = (Ships::id(&s.acme_job), Ships::id(&s.zenith_job));
    for (token, own, other_ref, other_company) in [
        (&s.w.ada, acme, s.zenith_ref(), "Zenith"),
        (&s.w.zed, zenith, s.acme_ref(), "Acme"),
    ] {
        let reply =
            s.w.get(&format!("/api/assignment/shipment/{own}"), token)
                .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        let summary = reply.json();
        let one = &summary[0];
        assert_eq!(one["ref"], made["ref"]);
        assert_eq!(one["mode"], "Road");
        assert_eq!(
            (
                one["commencementOn"].as_str(),
                one["commencementAt"].as_str()
            ),
            (Some("2026-12-01"), Some("06:30"))
        );
        assert_eq!(one["conclusionAt"], "14:00");
        assert_eq!(one["origin"]["line1"], "Cargo terminal");
        assert_eq!(one["destination"]["line1"], "Calais dock 4");
        assert_eq!(one["legs"][1]["poa"], "Saint-Denis");
        let text = reply.text();
        assert!(!text.contains(&other_ref), "{text}");
        assert!(!text.contains(other_company), "{text}");
        assert!(!text.contains("Night Cafe") || own == zenith, "{text}");
        assert!(!text.contains("Blue Horse"), "no assets: {text}");
        // The other customer's assignment itself stays out of reach.
        let other = if own == acme { zenith } else { acme };
        let theirs =
            s.w.get(&format!("/api/assignment/shipment/{other}"), token)
                .await;
        assert_eq!(theirs.status, 404);
    }
    // The customer's assignment view names the shipment by id and mode only.
    let view =
        s.w.get(&format!("/api/assignment/{acme}"), &s.w.ada)
            .await
            .json();
    assert_eq!(view["shipments"][made["id"].to_string()], "Road");
}

async fn shipment_documents_follow_the_assignment_documents_rules(b: Backend) {
    let s = Ships::new(b).await;
    let id = s.made().await["id"].as_i64().unwrap();
    let upload = |form: Form| {
        let app = &s.w.app;
        let admin = s.w.admin.clone();
        async move {
            app.post_form_data(
                &format!("/api/admin/shipment/{id}/upload/"),
                Some(&admin),
                form,
            )
            .await
        }
    };
    let made = upload(Form::new().file("file", "Bill of lading.pdf", "application/pdf", PDF)).await;
    assert_eq!(made.status, 201, "{}", made.text());
    let doc = made.json()[0].clone();
    assert_eq!(doc["name"], "Bill of lading.pdf");
    let again =
        upload(Form::new().file("file", "Bill of lading.pdf", "application/pdf", PDF)).await;
    assert_eq!(again.status, 409);
    assert_eq!(
        again.messages(),
        ["The file Bill of lading.pdf is already among this shipment's documents."]
    );
    let exe = upload(Form::new().file("file", "run.exe", "application/octet-stream", b"MZ")).await;
    assert_eq!(exe.status, 415);
    assert_eq!(exe.messages(), ["Oops! file type not allowed (exe)"]);
    let unknown =
        s.w.app
            .post_form_data(
                "/api/admin/shipment/99999/upload/",
                Some(&s.w.admin),
                Form::new().file("file", "x.pdf", "application/pdf", PDF),
            )
            .await;
    assert_eq!(unknown.status, 404);

    let list =
        s.w.get(&format!("/api/admin/shipment/{id}/list/"), &s.w.admin)
            .await;
    assert_eq!(list.json().as_array().unwrap().len(), 1);
    let shown =
        s.w.get(&format!("/api/admin/shipment/{id}"), &s.w.admin)
            .await
            .json();
    assert_eq!(shown["documents"][0]["id"], doc["id"]);
    let url = doc["url"].as_str().unwrap();
    let file = s.w.get(url, &s.w.admin).await;
    assert_eq!((file.status.as_u16(), file.body.as_slice()), (200, PDF));
    assert_eq!(
        s.w.get(url, &s.w.ada).await.status,
        404,
        "the provider's only"
    );
    assert_eq!(
        s.w.app.get_with_cookie(url, &s.w.ada_cookie).await.status,
        404
    );

    // An assignment's document is not a shipment's to delete.
    let theirs =
        s.w.app
            .post_form_data(
                &format!("/api/assignment/{}/upload/", Ships::id(&s.acme_job)),
                Some(&s.w.ada),
                Form::new().file("file", "quote.pdf", "application/pdf", PDF),
            )
            .await
            .json()[0]["id"]
            .clone();
    let wrong =
        s.w.app
            .delete(
                &format!("/api/admin/shipment/document/{theirs}"),
                Some(&s.w.admin),
            )
            .await;
    assert_eq!(wrong.status, 404);
    let deleted =
        s.w.app
            .delete(
                &format!("/api/admin/shipment/document/{}", doc["id"]),
                Some(&s.w.admin),
            )
            .await;
    assert_eq!(deleted.status, 200, "{}", deleted.text());
    assert_eq!(s.w.get(url, &s.w.admin).await.status, 404);
    let trail: Vec<String> =
        s.w.app
            .audit("document")
            .await
            .into_iter()
            .filter(|e| {
                e.detail
                    .as_ref()
                    .is_some_and(|d| d["shipmentId"] == json!(id))
            })
            .map(|e| e.action)
            .collect();
    assert_eq!(trail, ["create", "delete"]);
}

async fn the_pages_carry_what_their_screens_ask_for(b: Backend) {
    let s = Ships::new(b).await;
    let id = s.made().await["id"].as_i64().unwrap();
    let admin = common::pages::account(&s.w.app.state, "admin@plinth.test").await;
    let state = &s.w.app.state;
    let list = load(
        state,
        Some(&admin),
        "/app/admin/shipment",
        "adminShipments",
        "/app/admin/shipment?completed=1",
    )
    .await;
    assert_eq!(
        keys(&list),
        [r#"["admin","shipment","list","page=1&size=10&sort=ref&dir=asc&incCompleted=true"]"#]
    );
    let view_url = format!("/app/admin/shipment/{id}");
    let view = load(
        state,
        Some(&admin),
        "/app/admin/shipment/:shipmentId",
        "shipmentView",
        &view_url,
    )
    .await;
    assert_eq!(keys(&view), [format!(r#"["admin","shipment","{id}"]"#)]);
    let edit_url = format!("/app/admin/shipment/edit/{id}");
    let edit = load(
        state,
        Some(&admin),
        "/app/admin/shipment/edit/:shipmentId",
        "shipmentEdit",
        &edit_url,
    )
    .await;
    assert_eq!(
        keys(&edit),
        [
            r#"["admin","address","forwarder"]"#.to_owned(),
            format!(r#"["admin","shipment","{id}"]"#)
        ]
    );
    let add = load(
        state,
        Some(&admin),
        "/app/admin/shipment/add",
        "shipmentAdd",
        "/app/admin/shipment/add",
    )
    .await;
    assert_eq!(keys(&add), [r#"["admin","address","forwarder"]"#]);
    let missing = load(
        state,
        Some(&admin),
        "/app/admin/shipment/:shipmentId",
        "shipmentView",
        "/app/admin/shipment/99999",
    )
    .await;
    assert!(missing.is_empty());

    // Through the router: the admin's page renders, a customer gets the not-found page.
    let page = s.w.app.page(&view_url, Some(&admin_cookie(&s).await)).await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("Calais dock 4"), "server-rendered");
    let ada = s.w.app.page(&view_url, Some(&s.w.ada_cookie)).await;
    assert_eq!(ada.status, 303);
    assert_eq!(ada.header("location").as_deref(), Some("/404"));
    assert!(!ada.text().contains("Calais dock 4"));
    let unknown =
        s.w.app
            .page("/app/admin/shipment/99999", Some(&admin_cookie(&s).await))
            .await;
    assert_eq!(unknown.header("location").as_deref(), Some("/404"));
}

async fn admin_cookie(s: &Ships) -> String {
    s.w.app.sign_in("admin@plinth.test").await.1
}

on_both_databases!(
    each_customer_sees_the_legs_and_nothing_of_the_other,
    shipment_documents_follow_the_assignment_documents_rules,
    the_pages_carry_what_their_screens_ask_for,
);
