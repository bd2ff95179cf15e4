//! Job costing: an assignment's charge (issued invoices and open lines), cost (lines' cost and its share
//! of each purchase invoice, converted at the working invoice's rates) and margin; the invoices summary
//! by month, brand and currency, as JSON and as a sheet read back; customers refused.
use crate::common::{self, invoices::World, reports::Sheet};

use common::Backend;
use serde_json::{json, Value};

async fn purchase(w: &World, number: &str, currency: &str, net: &str, assignments: &[i32]) {
    let body = json!({"supplier": "Atlas Shipping", "number": number, "currency": currency, "netValue": net, "taxAmount": "0",
        "assignments": assignments.iter().map(|id| json!({"id": id})).collect::<Vec<_>>()});
    let reply = w
        .app
        .post_json(
            "/api/admin/purchaseInvoice/",
            Some(&w.admin),
            &body.to_string(),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text());
}

async fn costing(w: &World, id: i32) -> Value {
    let reply = w
        .app
        .get(
            &format!("/api/admin/assignment/{id}/costing"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()
}

async fn an_assignment_costs_its_lines_and_its_share_of_purchases(b: Backend) {
    let w = World::new(b).await;
    let (a1, m1) = (w.a1.id, w.m1.id);
    // Before anything: nothing charged, nothing spent, in Hollis's first currency.
    let empty = costing(&w, a1).await;
    assert_eq!(
        (
            empty["charge"].as_str(),
            empty["cost"].as_str(),
            empty["margin"].as_i64()
        ),
        (Some("0.00"), Some("0.00"), Some(0))
    );

    w.with_lines(
        a1,
        "GBP",
        "20",
        json!([{"currency": "EUR", "rate": "0.85"}]),
        &[
            ("Crate", "GBP", "400.00", "600.00", true, false),
            ("Courier", "EUR", "100.00", "150.00", false, false),
        ],
    )
    .await;
    let issued = w.generated(a1).await;
    // A line added after the invoice is still open.
    let mut invoice = w.invoice(a1).await;
    let mut items = invoice["items"].as_array().unwrap().clone();
    items.push(json!({"description": "Storage", "currencyIn": "GBP", "cost": "50.00", "charge": "80.00", "taxable": true, "ignore": false}));
    invoice = json!({"currency": "GBP", "tax": "20", "rates": [{"currency": "EUR", "rate": "0.85"}], "items": items.iter().map(|l| {
        json!({"id": l["id"], "description": l["description"], "currencyIn": l["currencyIn"], "cost": l["cost"], "charge": l["charge"], "taxable": l["taxable"], "ignore": l["ignore"]})
    }).collect::<Vec<_>>()});
    w.saved(a1, &invoice).await;
    // EUR 300.01 shared by A-1 and M-1 (A-1 first takes the odd cent); USD 100 for A-1 alone, with no USD rate.
    purchase(&w, "P-1", "EUR", "300.01", &[a1, m1]).await;
    purchase(&w, "P-2", "USD", "100", &[a1]).await;

    let c = costing(&w, a1).await;
    assert_eq!(c["currency"], "GBP");
    // Charge: F-invoice net 600 + 127.50 (EUR 150 at 0.85) = 727.50, and the open 80.00.
    assert_eq!(c["charge"], "807.50");
    // Cost: 400 + 85.00 + 50.00 + EUR 150.01 at 0.85 (127.5085: 127.51) = 662.51; USD left out.
    assert_eq!(c["cost"], "662.51");
    assert_eq!(c["margin"], 22);
    assert_eq!(c["unconverted"], json!(["USD"]));
    let parts: Vec<(String, String, String, String)> = c["parts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["kind"].as_str().unwrap().into(),
                p["label"].as_str().unwrap().into(),
                p["currency"].as_str().unwrap().into(),
                p["cost"].as_str().unwrap().into(),
            )
        })
        .collect();
    let number = issued["invoiceNumber"]
        .as_str()
        .or(issued["number"].as_str())
        .map(str::to_owned)
        .unwrap_or_default();
    assert_eq!(
        parts,
        [
            (
                "invoiced".into(),
                parts[0].1.clone(),
                "GBP".into(),
                "485.00".into()
            ),
            ("open".into(), "".into(), "GBP".into(), "50.00".into()),
            (
                "purchase".into(),
                "Atlas Shipping P-1".into(),
                "EUR".into(),
                "150.01".into()
            ),
            (
                "purchase".into(),
                "Atlas Shipping P-2".into(),
                "USD".into(),
                "100.00".into()
            ),
        ]
    );
    assert!(parts[0].1.starts_with('F'), "{parts:?} {number}");
    assert_eq!(c["parts"][2]["sharedBy"], 2);

    // M-1 has no working invoice: Marlow's first currency, its half of P-1, a margin of -100 %.
    let m = costing(&w, m1).await;
    assert_eq!(
        (
            m["currency"].as_str(),
            m["charge"].as_str(),
            m["cost"].as_str(),
            m["margin"].as_i64()
        ),
        (Some("EUR"), Some("0.00"), Some("150.00"), Some(-100))
    );

    assert_eq!(
        w.app
            .get(
                &format!("/api/admin/assignment/{a1}/costing"),
                Some(&w.hollis_user)
            )
            .await
            .status,
        403
    );
    assert_eq!(
        w.app
            .get("/api/admin/assignment/999999/costing", Some(&w.admin))
            .await
            .status,
        404
    );
}

async fn the_summary_sums_by_month_brand_and_currency(b: Backend) {
    let w = World::new(b).await;
    let a2 = w.hollis_assignment("A-2").await;
    for id in [w.a1.id, a2.id] {
        w.with_lines(
            id,
            "GBP",
            "20",
            json!([]),
            &[("Crate", "GBP", "100.00", "150.00", true, false)],
        )
        .await;
        w.generated(id).await;
    }
    w.with_lines(
        w.m1.id,
        "EUR",
        "10",
        json!([]),
        &[("Hang", "EUR", "0", "99.99", true, false)],
    )
    .await;
    w.generated(w.m1.id).await;
    let month = chrono::Utc::now().format("%Y-%m").to_string();

    let all = w
        .app
        .get("/api/admin/invoice/summary", Some(&w.admin))
        .await;
    assert_eq!(all.status, 200, "{}", all.text());
    assert_eq!(
        all.json()["rows"],
        json!([
            {"month": month, "groupBrand": "eagle", "currency": "EUR", "invoices": 1, "net": "99.99", "tax": "10.00", "total": "109.99", "cost": "0.00", "margin": 0},
            {"month": month, "groupBrand": "fd", "currency": "GBP", "invoices": 2, "net": "300.00", "tax": "60.00", "total": "360.00", "cost": "200.00", "margin": 50},
        ])
    );
    let fd = w
        .app
        .get("/api/admin/invoice/summary?groupBrand=fd", Some(&w.admin))
        .await
        .json();
    assert_eq!(fd["rows"].as_array().unwrap().len(), 1);
    let none = w
        .app
        .get(
            "/api/admin/invoice/summary?from=2000-01-01&to=2000-01-31",
            Some(&w.admin),
        )
        .await
        .json();
    assert_eq!(none["rows"], json!([]));
    assert_eq!(
        w.app
            .get("/api/admin/invoice/summary?currency=XYZ", Some(&w.admin))
            .await
            .status,
        400
    );
    assert_eq!(
        w.app
            .get("/api/admin/invoice/summary", Some(&w.hollis_user))
            .await
            .status,
        403
    );

    let reply = w
        .app
        .get(
            "/api/admin/invoice/summary.xlsx?groupBrand=fd",
            Some(&w.admin),
        )
        .await;
    let name = reply.header("x-filename").unwrap();
    assert!(
        name.starts_with("invoice-summary-") && name.ends_with(".xlsx"),
        "{name}"
    );
    let sheet = Sheet::read(&reply);
    assert_eq!(
        sheet.headers,
        ["Month", "Brand", "Currency", "Invoices", "Net", "Tax", "Total", "Cost", "Margin %"]
    );
    assert_eq!(sheet.rows.len(), 1);
    let row = &sheet.rows[0];
    assert_eq!(
        (sheet.text(row, "Month"), sheet.text(row, "Currency")),
        (month, "GBP".to_owned())
    );
    assert_eq!(
        [
            sheet.number(row, "Invoices"),
            sheet.number(row, "Net"),
            sheet.number(row, "Total"),
            sheet.number(row, "Cost"),
            sheet.number(row, "Margin %")
        ],
        [2.0, 300.0, 360.0, 200.0, 50.0]
    );
    assert_eq!(
        w.app
            .get("/api/admin/invoice/summary.xlsx", Some(&w.hollis_user))
            .await
            .status,
        403
    );
}

on_both_databases!(
    an_assignment_costs_its_lines_and_its_share_of_purchases,
    the_summary_sums_by_month_brand_and_currency
);
