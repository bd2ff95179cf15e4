//! Forwarder addresses managed on the admin's addresses screen: corrected (every shipment naming
//! one shows the correction), removed only when no shipment or assignment names it (a 409 that
//! says which), a customer's address never touched through these calls (404); the admin's list
//! filtered by kind, with each customer address's company.
use crate::common;

use common::{shipments::Ships, Backend};
use serde_json::{json, Value};

fn path(id: i32) -> String {
    format!("/api/admin/address/forwarder/{id}")
}

async fn a_forwarder_address_is_corrected_everywhere_it_is_named(b: Backend) {
    let s = Ships::new(b).await;
    let app = &s.w.app;
    let shipment = s.made().await;
    let fixed = json!({ "name": "Calais", "line1": "Quai de la Loire 4", "city": "Calais",
        "postCode": " 62100 ", "country": "france" });
    let reply = app
        .put_json(&path(s.dock.id), Some(&s.w.admin), &fixed.to_string())
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let saved = reply.json();
    assert_eq!(
        (
            &saved["line1"],
            &saved["postCode"],
            &saved["country"],
            &saved["kind"]
        ),
        (
            &json!("Quai de la Loire 4"),
            &json!("62100"),
            &json!("France"),
            &json!("forwarder")
        )
    );
    // The shipment names the address, so its view (and its customers' summaries) show the fix.
    let id = shipment["id"].as_i64().unwrap();
    let view =
        s.w.get(&format!("/api/admin/shipment/{id}"), &s.w.admin)
            .await
            .json();
    assert_eq!(view["destination"]["line1"], "Quai de la Loire 4", "{view}");
    // Found by its new words in the admin's list.
    let found =
        s.w.get("/api/admin/address/?q=loire", &s.w.admin)
            .await
            .json();
    assert_eq!(found["total"], 1, "{found}");
    assert!(s
        .w
        .app
        .audit_trail("address")
        .await
        .iter()
        .any(|(action, _)| action == "update"));

    // Bad input changes nothing; a customer's address is not a forwarder's; unknown is 404.
    let before =
        s.w.get("/api/admin/address/forwarder", &s.w.admin)
            .await
            .json();
    let bad = json!({ "line1": " ", "city": "Calais", "country": "France" });
    let refused = app
        .put_json(&path(s.dock.id), Some(&s.w.admin), &bad.to_string())
        .await;
    assert_eq!(refused.status, 422);
    assert_eq!(
        refused.json()["messages"][0],
        "The first address line is required."
    );
    for id in [s.w.gallery.id, 99_999] {
        let reply = app
            .put_json(&path(id), Some(&s.w.admin), &fixed.to_string())
            .await;
        assert_eq!(reply.status, 404, "{id}");
    }
    let after =
        s.w.get("/api/admin/address/forwarder", &s.w.admin)
            .await
            .json();
    assert_eq!(before, after);
    let gallery =
        s.w.get("/api/admin/address/?q=gallery", &s.w.admin)
            .await
            .json();
    assert_eq!(gallery["rows"][0]["line1"], "Gallery");
}

async fn only_an_address_no_one_names_is_removed(b: Backend) {
    let s = Ships::new(b).await;
    let app = &s.w.app;
    let shipment = s.made().await;
    let refused = app.delete(&path(s.dock.id), Some(&s.w.admin)).await;
    assert_eq!(refused.status, 409);
    assert_eq!(
        refused.json()["messages"][0],
        format!(
            "This address is where shipment S-{} starts or ends: change the shipment first.",
            shipment["id"]
        )
    );
    let spare = app.forwarder_address("Spare yard").await;
    let gone = app.delete(&path(spare.id), Some(&s.w.admin)).await;
    assert_eq!(gone.status, 204, "{}", gone.text());
    let left: Vec<String> =
        s.w.get("/api/admin/address/forwarder", &s.w.admin)
            .await
            .json()
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["line1"].as_str().unwrap().to_owned())
            .collect();
    assert_eq!(left, ["Cargo terminal", "Calais dock 4"]);
    assert_eq!(
        app.delete(&path(spare.id), Some(&s.w.admin)).await.status,
        404
    );
    assert_eq!(
        app.delete(&path(s.w.gallery.id), Some(&s.w.admin))
            .await
            .status,
        404
    );
    assert!(s
        .w
        .app
        .audit_trail("address")
        .await
        .iter()
        .any(|(action, _)| action == "delete"));
}

async fn an_address_an_assignment_names_stays(b: Backend) {
    use sea_orm::{ActiveModelTrait, EntityTrait, Set};
    let s = Ships::new(b).await;
    let app = &s.w.app;
    // The demo data's assignments start at a forwarder's address (the API offers customers' only),
    // so an assignment may name one: set it as the demo does.
    let job = entity::assignment::Entity::find_by_id(Ships::id(&s.acme_job) as i32)
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    let mut active: entity::assignment::ActiveModel = job.into();
    active.origin_address_id = Set(Some(s.dock.id));
    active.update(&app.state.db).await.unwrap();
    let refused = app.delete(&path(s.dock.id), Some(&s.w.admin)).await;
    assert_eq!(refused.status, 409);
    assert_eq!(
        refused.json()["messages"][0],
        format!(
            "This address is the origin or destination of assignment {}: change the assignment first.",
            s.acme_ref()
        )
    );
    assert_eq!(
        s.w.get("/api/admin/address/forwarder", &s.w.admin)
            .await
            .json()
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

async fn customers_may_not_manage_forwarder_addresses(b: Backend) {
    let s = Ships::new(b).await;
    let app = &s.w.app;
    let body = json!({ "line1": "x", "city": "y", "country": "France" }).to_string();
    for token in [&s.w.ada, &s.w.zed] {
        assert_eq!(
            app.put_json(&path(s.dock.id), Some(token), &body)
                .await
                .status,
            403
        );
        assert_eq!(app.delete(&path(s.dock.id), Some(token)).await.status, 403);
        assert_eq!(
            s.w.get("/api/admin/address/?kind=forwarder", token)
                .await
                .status,
            403
        );
    }
    assert_eq!(app.delete(&path(s.dock.id), None).await.status, 401);
}

async fn the_admin_list_filters_by_kind_and_names_companies(b: Backend) {
    let s = Ships::new(b).await;
    let rows = |page: &Value| -> Vec<(String, Value)> {
        page["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| {
                (
                    a["line1"].as_str().unwrap().to_owned(),
                    a["companyName"].clone(),
                )
            })
            .collect()
    };
    let forwarders =
        s.w.get("/api/admin/address/?kind=forwarder&sort=added", &s.w.admin)
            .await
            .json();
    assert_eq!(
        rows(&forwarders),
        [
            ("Cargo terminal".to_owned(), Value::Null),
            ("Calais dock 4".to_owned(), Value::Null)
        ]
    );
    let customers =
        s.w.get("/api/admin/address/?kind=customer&sort=added", &s.w.admin)
            .await
            .json();
    let customer_rows = rows(&customers);
    assert!(!customer_rows.is_empty());
    assert!(
        customer_rows.iter().all(|(_, company)| company.is_string()),
        "{customers}"
    );
    assert_eq!(customer_rows[0], ("Gallery".to_owned(), json!("Acme")));
    let all = s.w.get("/api/admin/address/", &s.w.admin).await.json();
    assert_eq!(
        all["total"].as_i64().unwrap(),
        customer_rows.len() as i64 + 2
    );
    let odd = s.w.get("/api/admin/address/?kind=Santa", &s.w.admin).await;
    assert_eq!(odd.status, 400);
    assert_eq!(
        odd.json()["messages"][0],
        "Unknown address kind 'Santa': use forwarder or customer."
    );
}

async fn the_addresses_page_is_primed_as_the_screen_asks(b: Backend) {
    let s = Ships::new(b).await;
    let state = &s.w.app.state;
    let admin = common::pages::account(state, "admin@plinth.test").await;
    let url = "/app/admin/address?kind=forwarder&sort=country&dir=desc";
    let data = common::pages::load(
        state,
        Some(&admin),
        "/app/admin/address",
        "adminAddresses",
        url,
    )
    .await;
    let query = "page=1&size=10&sort=country&dir=desc&kind=forwarder";
    let key = format!(r#"["admin","address","list","{query}"]"#);
    assert_eq!(common::pages::keys(&data), [key.as_str()]);
    let api =
        s.w.get(&format!("/api/admin/address/?{query}"), &s.w.admin)
            .await;
    assert_eq!(data[key.as_str()], api.json());
    // An odd kind in the URL lists every address, as the screen reads it.
    let odd = common::pages::load(
        state,
        Some(&admin),
        "/app/admin/address",
        "adminAddresses",
        "/app/admin/address?kind=x",
    )
    .await;
    assert_eq!(
        common::pages::keys(&odd),
        [r#"["admin","address","list","page=1&size=10&sort=city&dir=asc"]"#]
    );
    let customer = common::pages::load(
        state,
        Some(&s.w.ada_account),
        "/app/admin/address",
        "adminAddresses",
        url,
    )
    .await;
    assert!(customer.is_empty());
}

on_both_databases!(
    the_addresses_page_is_primed_as_the_screen_asks,
    a_forwarder_address_is_corrected_everywhere_it_is_named,
    only_an_address_no_one_names_is_removed,
    an_address_an_assignment_names_stays,
    customers_may_not_manage_forwarder_addresses,
    the_admin_list_filters_by_kind_and_names_companies,
);
