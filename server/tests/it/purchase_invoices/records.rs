//! Purchase invoices (`/api/admin/purchaseInvoice/`): the admin enters, lists, changes and deletes a
//! supplier's invoice and the assignments it covers; the gross value is always net plus tax; bad input
//! and duplicates write nothing; customers get 403; the list page is primed under the UI's key.
use crate::common::{self, pages};

use common::{assignments::World, Backend};
use serde_json::{json, Value};

const API: &str = "/api/admin/purchaseInvoice/";

fn body(assignments: &[i64]) -> Value {
    json!({
        "supplier": "Atlas Fine Art Shipping",
        "number": "INV-7781",
        "currency": "GBP",
        "netValue": "1000.00",
        "taxAmount": "200",
        "invoiceOn": "2026-11-01",
        "dueOn": "2026-12-01",
        "assignments": assignments.iter().map(|id| json!({"id": id})).collect::<Vec<_>>()
    })
}

async fn rows(w: &World) -> u64 {
    use sea_orm::{EntityTrait, PaginatorTrait};
    let db = &w.app.state.db;
    entity::purchase_invoice::Entity::find()
        .count(db)
        .await
        .unwrap()
        + entity::purchase_invoice_assignment::Entity::find()
            .count(db)
            .await
            .unwrap()
        + w.app.audit("purchaseInvoice").await.len() as u64
}

async fn entered_changed_listed_and_deleted(b: Backend) {
    let w = World::new(b).await;
    let acme = w.made(&[&w.horse]).await;
    let zenith_body = json!({"companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id], "originAddressId": w.chelsea.id,
        "destinationAddressId": null, "originStorage": false, "destinationStorage": false});
    let zenith = w.create(&w.zed, &zenith_body).await.json();
    let (a, z) = (acme["id"].as_i64().unwrap(), zenith["id"].as_i64().unwrap());

    let made = w
        .app
        .post_json(API, Some(&w.admin), &body(&[a, z]).to_string())
        .await;
    assert_eq!(made.status, 201, "{}", made.text());
    let made = made.json();
    assert_eq!(made["grossValue"], "1200.00");
    assert_eq!(made["taxAmount"], "200.00");
    assert_eq!(
        made["assignments"],
        json!([{"id": a, "ref": acme["ref"]}, {"id": z, "ref": zenith["ref"]}])
    );
    let id = made["id"].as_i64().unwrap();

    // A change: yen, one assignment fewer, paid; the gross sent matches and is kept.
    let mut change = body(&[z]);
    change["id"] = json!(id);
    change["currency"] = json!("JPY");
    change["netValue"] = json!("150000");
    change["taxAmount"] = json!("15000");
    change["grossValue"] = json!("165000");
    change["paidOn"] = json!("2026-11-20");
    let saved = w
        .app
        .put_json(API, Some(&w.admin), &change.to_string())
        .await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    let saved = saved.json();
    assert_eq!(
        (saved["grossValue"].as_str(), saved["paidOn"].as_str()),
        (Some("165000"), Some("2026-11-20"))
    );
    assert_eq!(
        saved["assignments"],
        json!([{"id": z, "ref": zenith["ref"]}])
    );
    assert_eq!(
        w.app
            .get(&format!("/api/admin/purchaseInvoice/{id}"), Some(&w.admin))
            .await
            .json(),
        saved
    );

    let list = w.app.get(API, Some(&w.admin)).await;
    assert_eq!(list.status, 200);
    assert_eq!(list.json()["total"], 1);
    assert_eq!(list.json()["rows"][0], saved);

    assert_eq!(
        w.app
            .delete(&format!("/api/admin/purchaseInvoice/{id}"), Some(&w.admin))
            .await
            .status,
        204
    );
    assert_eq!(
        w.app
            .get(&format!("/api/admin/purchaseInvoice/{id}"), Some(&w.admin))
            .await
            .status,
        404
    );
    assert_eq!(
        w.app
            .delete(&format!("/api/admin/purchaseInvoice/{id}"), Some(&w.admin))
            .await
            .status,
        404
    );
    let trail = w.app.audit_trail("purchaseInvoice").await;
    let id = id.to_string();
    assert_eq!(
        trail,
        [
            ("create".into(), id.clone()),
            ("update".into(), id.clone()),
            ("delete".into(), id)
        ]
    );
}

async fn bad_input_and_duplicates_write_nothing(b: Backend) {
    let w = World::new(b).await;
    let a = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let first = w
        .app
        .post_json(API, Some(&w.admin), &body(&[a]).to_string())
        .await;
    assert_eq!(first.status, 201);
    let before = rows(&w).await;
    let with = |patch: Value| {
        let mut b = body(&[a]);
        for (k, v) in patch.as_object().unwrap() {
            b[k] = v.clone();
        }
        b.to_string()
    };
    let cases: Vec<(String, u16, &str)> = vec![
        (with(json!({"number": "INV-1", "grossValue": "1100.00"})), 422, "The gross value must be the net value plus the tax amount: GBP 1,200.00."),
        (with(json!({"number": "INV-2", "netValue": "-5"})), 422, "The net value '-5' cannot be negative."),
        (with(json!({"number": "INV-3", "currency": "JPY", "netValue": "10.5"})), 422, "The net value '10.5' has decimals, and JPY has none."),
        (with(json!({"number": "INV-4", "currency": "XYZ"})), 422, "Unknown currency 'XYZ': choose from USD, GBP, EUR, CHF, AED, JPY."),
        (with(json!({"number": "INV-5", "assignments": [{"id": a}, {"id": a}]})), 422, "Assignment already in list"),
        (with(json!({"number": "INV-6", "assignments": [{"id": 999_999}]})), 422, "Unknown assignment id: 999999."),
        (with(json!({"number": "INV-7", "dueOn": "2026-10-01"})), 422, "The due date cannot be before the invoice date."),
        (with(json!({"number": "INV-8", "id": 5})), 422, "A new purchase invoice has no id: send it with PUT to change one."),
        (with(json!({"supplier": " atlas fine art SHIPPING "})), 409, "Invoice INV-7781 of atlas fine art SHIPPING is already entered: open it from the list to change it."),
        (with(json!({"number": "INV-9", "netValue": "100000000001"})), 422, "The net value '100000000001' is more than the largest amount accepted (100000000000)."),
    ];
    for (body, status, message) in cases {
        let reply = w.app.post_json(API, Some(&w.admin), &body).await;
        assert_eq!(
            (reply.status.as_u16(), reply.messages()),
            (status, vec![message.to_owned()]),
            "{body}"
        );
    }
    let put = w
        .app
        .put_json(API, Some(&w.admin), &with(json!({"number": "INV-10"})))
        .await;
    assert_eq!(
        put.messages(),
        ["Say which purchase invoice to change: its id is missing."]
    );
    let put = w
        .app
        .put_json(
            API,
            Some(&w.admin),
            &with(json!({"id": 424_242, "number": "INV-11"})),
        )
        .await;
    assert_eq!(put.status, 404);
    let unknown_field = w
        .app
        .post_json(
            API,
            Some(&w.admin),
            &with(json!({"number": "INV-12", "total": "5"})),
        )
        .await;
    assert_eq!(unknown_field.status, 422, "{}", unknown_field.text());
    assert_eq!(rows(&w).await, before, "nothing written");
}

async fn customers_are_refused(b: Backend) {
    let w = World::new(b).await;
    let a = w.made(&[&w.horse]).await["id"].as_i64().unwrap();
    let made = w
        .app
        .post_json(API, Some(&w.admin), &body(&[a]).to_string())
        .await
        .json();
    let one = format!("/api/admin/purchaseInvoice/{}", made["id"]);
    let before = rows(&w).await;
    for token in [Some(w.ada.as_str()), None] {
        let expected = if token.is_some() { 403 } else { 401 };
        assert_eq!(w.app.get(API, token).await.status, expected);
        assert_eq!(w.app.get(&one, token).await.status, expected);
        assert_eq!(
            w.app
                .post_json(API, token, &body(&[]).to_string())
                .await
                .status,
            expected
        );
        assert_eq!(
            w.app.put_json(API, token, &made.to_string()).await.status,
            expected
        );
        assert_eq!(w.app.delete(&one, token).await.status, expected);
    }
    assert_eq!(rows(&w).await, before);
}

async fn the_list_searches_filters_sorts_and_is_primed(b: Backend) {
    let w = World::new(b).await;
    for (supplier, number, currency, paid) in [
        ("Atlas Shipping", "A-1", "GBP", None),
        ("Crate & Co", "C-77", "EUR", Some("2026-11-10")),
        ("Zoll Agentur", "Z-3", "EUR", None),
        ("Åkesson Frakt", "AK-9", "CHF", None),
    ] {
        let b = json!({"supplier": supplier, "number": number, "currency": currency, "netValue": "10", "taxAmount": "2", "paidOn": paid});
        assert_eq!(
            w.app
                .post_json(API, Some(&w.admin), &b.to_string())
                .await
                .status,
            201
        );
    }
    let suppliers = |reply: common::Reply| -> Vec<String> {
        reply.json()["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["supplier"].as_str().unwrap().to_owned())
            .collect()
    };
    let (app, admin) = (&w.app, w.admin.as_str());
    let get = |q: &str| {
        let path = format!("{API}?{q}");
        async move { app.get(&path, Some(admin)).await }
    };
    assert_eq!(
        suppliers(get("sort=supplier&dir=asc").await),
        [
            "Åkesson Frakt",
            "Atlas Shipping",
            "Crate & Co",
            "Zoll Agentur"
        ]
    );
    assert_eq!(suppliers(get("q=akesson").await), ["Åkesson Frakt"]);
    assert_eq!(suppliers(get("q=c-77").await), ["Crate & Co"]);
    assert_eq!(
        suppliers(get("currency=EUR&sort=supplier").await),
        ["Crate & Co", "Zoll Agentur"]
    );
    assert_eq!(
        suppliers(get("currency=EUR&unpaid=true").await),
        ["Zoll Agentur"]
    );
    let bad = get("currency=XYZ").await;
    assert_eq!(bad.status, 400, "{}", bad.text());
    assert_eq!(get("sort=colour").await.status, 400);

    // The page primes what the screen asks: the URL's `unpaid=1` is the API's `unpaid=true`.
    let admin = pages::account(&w.app.state, "admin@plinth.test").await;
    let url = "/app/admin/purchase-invoices?currency=EUR&unpaid=1&sort=supplier&dir=asc";
    let data = pages::load(
        &w.app.state,
        Some(&admin),
        "/app/admin/purchase-invoices",
        "purchaseInvoices",
        url,
    )
    .await;
    let key = r#"["admin","purchaseInvoice","list","page=1&size=10&sort=supplier&dir=asc&currency=EUR&unpaid=true"]"#;
    assert_eq!(pages::keys(&data), [key]);
    let api = w
        .app
        .get(
            &format!("{API}?page=1&size=10&sort=supplier&dir=asc&currency=EUR&unpaid=true"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(data[key], api.json());
    let customer = pages::load(
        &w.app.state,
        Some(&w.ada_account),
        "/app/admin/purchase-invoices",
        "purchaseInvoices",
        url,
    )
    .await;
    assert!(customer.is_empty());
}

on_both_databases!(
    entered_changed_listed_and_deleted,
    bad_input_and_duplicates_write_nothing,
    customers_are_refused,
    the_list_searches_filters_sorts_and_is_primed
);
