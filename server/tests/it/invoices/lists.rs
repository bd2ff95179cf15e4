//! The invoice lists: the admin's `GET /api/admin/invoice/` (the list contract, filters by brand,
//! company, currency and dates, totals per currency of the filtered rows) and a customer's
//! `GET /api/invoice` (their company's only, without the cost; another company's PDF a 404); the
//! pages' loaders prime exactly what the screens ask for.
use crate::common;

use common::{invoices::World, pages, Backend};
use serde_json::{json, Value};

/// Hollis: F1 (GBP 120.00) and F2 (EUR 55.00 with a rate); Marlow: E1 (EUR 275.00).
async fn three_invoices(w: &World) -> [Value; 3] {
    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[("Transport", "GBP", "50", "100", true, false)],
    )
    .await;
    let f1 = w.generated(w.a1.id).await;
    let a2 = w.hollis_assignment("A-2").await;
    let mut hollis: entity::company::ActiveModel = w.hollis.clone().into();
    hollis.currencies = sea_orm::Set(vec!["GBP".to_owned(), "EUR".to_owned()].into());
    sea_orm::ActiveModelTrait::update(hollis, &w.app.state.db)
        .await
        .unwrap();
    w.with_lines(
        a2.id,
        "EUR",
        "10",
        json!([]),
        &[("Storage", "EUR", "10", "50", true, false)],
    )
    .await;
    let f2 = w.generated(a2.id).await;
    w.with_lines(
        w.m1.id,
        "EUR",
        "10",
        json!([]),
        &[("Transport", "EUR", "100", "250", true, false)],
    )
    .await;
    let e1 = w.generated(w.m1.id).await;
    [f1, f2, e1]
}

fn numbers(page: &Value) -> Vec<String> {
    page["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["invoiceNumber"].as_str().unwrap().to_owned())
        .collect()
}

async fn the_admin_list_filters_and_totals_per_currency(b: Backend) {
    let w = World::new(b).await;
    let w = &w;
    let [f1, _, _] = three_invoices(w).await;
    let list = |query: &str| {
        let path = format!("/api/admin/invoice/?{query}");
        async move { w.app.get(&path, Some(&w.admin)).await }
    };
    let all = list("").await.json();
    assert_eq!(numbers(&all), ["E1", "F2", "F1"], "the newest first");
    assert_eq!(
        all["totals"],
        json!([
            {"currency": "EUR", "count": 2, "net": "300.00", "tax": "30.00", "total": "330.00"},
            {"currency": "GBP", "count": 1, "net": "100.00", "tax": "20.00", "total": "120.00"},
        ])
    );
    assert_eq!(all["rows"][2]["cost"], "50.00");
    assert_eq!(all["rows"][2]["companyName"], "Hollis Gallery");
    let today = f1["issuedOn"].as_str().unwrap().to_owned();
    for (query, expected) in [
        ("groupBrand=eagle", vec!["E1"]),
        (
            &format!("companyId={}", w.hollis.id) as &str,
            vec!["F2", "F1"],
        ),
        ("currency=EUR", vec!["E1", "F2"]),
        (&format!("from={today}&to={today}"), vec!["E1", "F2", "F1"]),
        ("from=2000-01-01&to=2000-12-31", vec![]),
        ("q=marlow", vec!["E1"]),
        ("q=f2", vec!["F2"]),
        ("sort=number&dir=asc&groupBrand=fd", vec!["F1", "F2"]),
        ("sort=total&dir=desc&currency=EUR", vec!["E1", "F2"]),
    ] {
        let page = list(query).await.json();
        assert_eq!(numbers(&page), expected, "{query}");
    }
    let eur = list("currency=EUR&size=3&page=9").await.json();
    assert_eq!(eur["page"], 1, "past the end serves the last page");
    assert_eq!(
        eur["totals"].as_array().unwrap().len(),
        1,
        "totals of the filtered rows only"
    );
    for (query, says) in [
        ("groupBrand=hawk", "'groupBrand' must be fd or eagle"),
        ("currency=XBT", "'currency' must be one of"),
        ("from=2026-13-01", "'from' must be a date"),
        ("from=2026-11-02&to=2026-11-01", "is before 'from'"),
        ("sort=cost", "sort"),
    ] {
        let reply = list(query).await;
        assert_eq!(reply.status, 400, "{query}");
        assert!(
            reply.messages()[0].contains(says),
            "{query}: {:?}",
            reply.messages()
        );
    }
    assert_eq!(list("").await.status, 200);
    assert_eq!(
        w.app
            .get("/api/admin/invoice/", Some(&w.hollis_user))
            .await
            .status,
        403
    );
    let one = w
        .app
        .get(&format!("/api/admin/invoice/{}", f1["id"]), Some(&w.admin))
        .await
        .json();
    assert_eq!(one, f1);
}

async fn customers_see_their_own_company_invoices_only(b: Backend) {
    let w = World::new(b).await;
    let [f1, f2, e1] = three_invoices(&w).await;
    let mine = w.app.get("/api/invoice", Some(&w.hollis_user)).await.json();
    assert_eq!(numbers(&mine), ["F2", "F1"]);
    assert!(
        mine["rows"][0].get("cost").is_none(),
        "the provider's cost is not shown to customers"
    );
    assert_eq!(mine["totals"].as_array().unwrap().len(), 2);
    // Another company's filter gives nothing more.
    let theirs = w
        .app
        .get(
            &format!("/api/invoice?companyId={}", w.marlow.id),
            Some(&w.hollis_user),
        )
        .await
        .json();
    assert_eq!(theirs["total"], 0);
    let marlow = w.app.get("/api/invoice", Some(&w.marlow_user)).await.json();
    assert_eq!(numbers(&marlow), ["E1"]);

    // Their own PDF, the same bytes as the admin's; another company's is a 404, like a missing one.
    let own = w
        .app
        .get("/api/invoice/view/invoices/F1.pdf", Some(&w.hollis_user))
        .await;
    assert_eq!(own.status, 200);
    let admin = w
        .app
        .get("/api/admin/invoice/view/invoices/F1.pdf", Some(&w.admin))
        .await;
    assert_eq!(own.body, admin.body);
    assert!(World::pdf_text(&own.body).contains("GBP 120.00"));
    let other = w
        .app
        .get("/api/invoice/view/invoices/E1.pdf", Some(&w.hollis_user))
        .await;
    assert_eq!(other.status, 404);
    assert_eq!(
        other.body,
        w.app
            .get("/api/invoice/view/invoices/E9.pdf", Some(&w.hollis_user))
            .await
            .body
    );
    // The admin calls stay closed to them.
    for path in [
        "/api/admin/invoice/view/invoices/F1.pdf".to_owned(),
        format!("/api/admin/invoice/{}", f2["id"]),
        format!("/api/admin/invoice/{}", e1["id"]),
    ] {
        assert_eq!(
            w.app.get(&path, Some(&w.hollis_user)).await.status,
            403,
            "{path}"
        );
    }
    let name = json!({"id": f1["id"]}).to_string();
    assert_eq!(
        w.app
            .put_json("/api/admin/invoice/pdf/", Some(&w.hollis_user), &name)
            .await
            .status,
        403
    );
    assert_eq!(
        w.app
            .put_json(
                &format!("/api/admin/invoice/{}", f1["id"]),
                Some(&w.hollis_user),
                r#"{"paidOn":null}"#
            )
            .await
            .status,
        403
    );
    assert_eq!(w.app.get("/api/invoice", None).await.status, 401);
}

async fn the_pages_carry_what_their_screens_ask_for(b: Backend) {
    let w = World::new(b).await;
    three_invoices(&w).await;
    let admin = pages::account(&w.app.state, "admin@plinth.test").await;
    let data = pages::load(
        &w.app.state,
        Some(&admin),
        "/app/admin/invoices",
        "adminInvoices",
        "/app/admin/invoices?brand=fd&currency=EUR&page=1",
    )
    .await;
    let key = r#"["admin","invoice","list","page=1&size=10&sort=issued&dir=asc&groupBrand=fd&currency=EUR"]"#;
    // The job-costing summary under the list is primed by its own loader (features/costing).
    let summary = r#"["admin","invoice","summary","groupBrand=fd&currency=EUR"]"#;
    assert_eq!(
        pages::keys(&data),
        [r#"["admin","company","summary"]"#, key, summary]
    );
    let api_summary = w
        .app
        .get(
            "/api/admin/invoice/summary?groupBrand=fd&currency=EUR",
            Some(&w.admin),
        )
        .await;
    assert_eq!(
        data[summary],
        api_summary.json(),
        "the summary by month, as the screen asks"
    );
    let api = w
        .app
        .get(
            "/api/admin/invoice/?page=1&size=10&sort=issued&dir=asc&groupBrand=fd&currency=EUR",
            Some(&w.admin),
        )
        .await
        .json();
    assert_eq!(data[key], api);
    assert_eq!(numbers(&data[key]), ["F2"]);

    let clara = pages::account(&w.app.state, "clara@hollis.test").await;
    let data = pages::load(
        &w.app.state,
        Some(&clara),
        "/pages/invoice",
        "invoice",
        "/pages/invoice?company=999&currency=GBP",
    )
    .await;
    let key = r#"["invoice","list","page=1&size=10&sort=issued&dir=asc&currency=GBP"]"#;
    assert_eq!(pages::keys(&data), [key]);
    assert_eq!(
        data[key],
        w.app
            .get(
                "/api/invoice?page=1&size=10&sort=issued&dir=asc&currency=GBP",
                Some(&w.hollis_user)
            )
            .await
            .json()
    );
    // Customers get nothing of the admin screen; the admin's own /pages/invoice only links.
    assert!(pages::load(
        &w.app.state,
        Some(&clara),
        "/app/admin/invoices",
        "adminInvoices",
        "/app/admin/invoices"
    )
    .await
    .is_empty());
    assert!(pages::load(
        &w.app.state,
        Some(&admin),
        "/pages/invoice",
        "invoice",
        "/pages/invoice"
    )
    .await
    .is_empty());
}

on_both_databases!(
    the_admin_list_filters_and_totals_per_currency,
    customers_see_their_own_company_invoices_only,
    the_pages_carry_what_their_screens_ask_for,
);
