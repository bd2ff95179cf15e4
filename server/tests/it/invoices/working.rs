//! The finance panel's working invoice (`GET`/`PUT /api/admin/assignment/{id}/invoice`): defaults from
//! the company and division, lines in order renumbered from zero, deleted lines, exchange rates kept
//! with the invoice, figures; every refusal a 422 (or 409) that writes nothing; one audit entry per
//! change; customers refused.
use crate::common;

use common::{
    invoices::{lines, World},
    Backend,
};
use serde_json::{json, Value};

async fn defaults_come_from_the_company_and_division(b: Backend) {
    let w = World::new(b).await;
    let hollis = w.invoice(w.a1.id).await;
    assert_eq!(hollis["id"], Value::Null);
    assert_eq!(hollis["currency"], "GBP");
    assert_eq!(hollis["currencies"], json!(["GBP"]));
    assert_eq!(hollis["groupBrand"], "fd");
    assert_eq!(hollis["addressee"], "Accounts, Hollis Gallery");
    assert_eq!(hollis["tax"], "0");
    assert_eq!(hollis["items"], json!([]));
    assert_eq!(hollis["figures"]["gross"], "0.00");
    // The division's own addressee comes first; Marlow is invoiced by eagle, in EUR first.
    let marlow = w.invoice(w.m1.id).await;
    assert_eq!(
        marlow["addressee"],
        "Marlow Paris\n12 rue de Seine\n75006 Paris"
    );
    assert_eq!(marlow["groupBrand"], "eagle");
    assert_eq!(marlow["currency"], "EUR");
    // Nothing is written by reading.
    assert!(w.app.audit("invoice").await.is_empty());
    assert_eq!(
        w.app
            .get("/api/admin/assignment/999999/invoice", Some(&w.admin))
            .await
            .status,
        404
    );
}

async fn lines_are_saved_in_order_with_rates_and_figures(b: Backend) {
    let w = World::new(b).await;
    let saved = w
        .with_lines(
            w.a1.id,
            "GBP",
            "20",
            json!([{"currency": "EUR", "rate": "0.85"}, {"currency": "USD", "rate": "0.79"}]),
            &[
                (
                    "Collection and wall-to-wall transport",
                    "GBP",
                    "400",
                    "600.00",
                    true,
                    false,
                ),
                ("Crate", "GBP", "100", "150.5", false, false),
                ("Paris handling", "EUR", "50", "100.01", true, false),
                ("Old quote", "GBP", "999", "999", true, true),
            ],
        )
        .await;
    assert_eq!(
        lines(&saved),
        [
            ("Collection and wall-to-wall transport".to_owned(), 0, false),
            ("Crate".to_owned(), 1, false),
            ("Paris handling".to_owned(), 2, false),
            ("Old quote".to_owned(), 3, true),
        ]
    );
    assert_eq!(saved["items"][1]["charge"], "150.50");
    assert_eq!(saved["items"][2]["currencyIn"], "EUR");
    // The USD rate is dropped: no line is in USD.
    assert_eq!(saved["rates"], json!([{"currency": "EUR", "rate": "0.85"}]));
    // 600 + 150.50 + 85.01 (100.01 EUR at 0.85) = 835.51; tax 20 % of 685.01 = 137.00.
    assert_eq!(
        saved["figures"],
        json!({"net": "835.51", "tax": "137.00", "gross": "972.51", "cost": "542.50", "margin": 54})
    );
    assert_eq!(saved["poNumber"], "PO-77");
    assert_eq!(w.app.audit_trail("invoice").await.len(), 1);

    // Reordered (the order sent wins, renumbered from zero), one deleted, one added.
    let ids: Vec<i64> = saved["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_i64().unwrap())
        .collect();
    let mut body = json!({
        "currency": "GBP", "tax": "20", "rates": saved["rates"],
        "items": [
            {"id": ids[2], "order": 0, "description": "Paris handling", "currencyIn": "EUR", "cost": "50", "charge": "100.01", "taxable": true},
            {"id": ids[0], "order": 1, "description": "Collection and wall-to-wall transport", "currencyIn": "GBP", "cost": "400", "charge": "600", "taxable": true},
            {"order": 2, "description": "Insurance", "cost": "10", "charge": "25", "taxable": true},
            {"id": ids[3], "order": 3, "description": "Old quote", "currencyIn": "GBP", "cost": "999", "charge": "999", "taxable": true, "ignore": true},
        ],
        "deletedLineItems": [ids[1]],
    });
    let after = w.saved(w.a1.id, &body).await;
    let names: Vec<String> = lines(&after).into_iter().map(|(d, _, _)| d).collect();
    assert_eq!(
        names,
        [
            "Paris handling",
            "Collection and wall-to-wall transport",
            "Insurance",
            "Old quote"
        ]
    );
    assert_eq!(
        after["items"][2]["currencyIn"], "GBP",
        "a line without a currency is in GBP"
    );
    assert_eq!(after["items"][0]["order"], 0);
    assert_eq!(after["items"][3]["order"], 3);
    assert_eq!(w.app.audit_trail("invoice").await.len(), 2);

    // The same save again changes nothing and writes nothing.
    body["items"][2]["id"] = after["items"][2]["id"].clone();
    body["deletedLineItems"] = json!([]);
    w.saved(w.a1.id, &body).await;
    assert_eq!(
        w.app.audit_trail("invoice").await.len(),
        2,
        "an unchanged save is not audited"
    );
    let entry = w.app.audit("invoice").await.pop().unwrap();
    assert_eq!(
        entry.assignment_id,
        Some(w.a1.id),
        "the entry is in the assignment's history"
    );
}

async fn a_line_currency_without_a_rate_has_no_figures(b: Backend) {
    let w = World::new(b).await;
    let saved = w
        .with_lines(
            w.m1.id,
            "EUR",
            "0",
            json!([]),
            &[
                ("Transport", "EUR", "10", "20", true, false),
                ("Crating", "GBP", "5", "8", true, false),
                ("Storage", "JPY", "1000", "1500", false, false),
            ],
        )
        .await;
    assert_eq!(saved["figures"], Value::Null);
    assert_eq!(saved["missingRates"], json!(["GBP", "JPY"]));
    let saved = w
        .with_lines(
            w.m1.id,
            "EUR",
            "0",
            json!([{"currency": "GBP", "rate": "1.17"}, {"currency": "JPY", "rate": "0.0061"}]),
            &[
                ("Transport", "EUR", "10", "20", true, false),
                ("Storage", "JPY", "1000", "1500", false, false),
            ],
        )
        .await;
    // JPY has no minor unit: 1500 at 0.0061 = 9.15 EUR.
    assert_eq!(saved["figures"]["net"], "29.15");
    assert_eq!(saved["items"][1]["charge"], "1500");
}

async fn bad_input_is_refused_and_nothing_is_written(b: Backend) {
    let w = World::new(b).await;
    let saved = w
        .with_lines(
            w.a1.id,
            "GBP",
            "20",
            json!([]),
            &[("Transport", "GBP", "10", "20", true, false)],
        )
        .await;
    let line = saved["items"][0]["id"].as_i64().unwrap();
    let other = w
        .with_lines(
            w.m1.id,
            "EUR",
            "0",
            json!([]),
            &[("Theirs", "EUR", "1", "2", true, false)],
        )
        .await;
    let theirs = other["items"][0]["id"].as_i64().unwrap();
    let ok_line = json!({"id": line, "description": "Transport", "currencyIn": "GBP", "cost": "10", "charge": "20", "taxable": true});
    let base = json!({"currency": "GBP", "tax": "20", "items": [ok_line.clone()]});
    let with = |changes: Value| {
        let mut body = base.clone();
        for (k, v) in changes.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let line_with = |field: &str, value: Value| {
        let mut l = ok_line.clone();
        l[field] = value;
        with(json!({"items": [l]}))
    };
    let before = (w.invoice(w.a1.id).await, w.app.audit("invoice").await.len());
    for (body, status, says) in [
        (
            line_with("cost", json!("-5")),
            422,
            "Line 1's cost '-5' cannot be negative.",
        ),
        (
            line_with("charge", json!("1e9")),
            422,
            "Line 1's charge '1e9' is not an amount of GBP",
        ),
        (
            line_with("charge", json!("100000000001")),
            422,
            "more than the largest amount",
        ),
        (
            line_with("currencyIn", json!("XBT")),
            422,
            "Line 1: unknown currency 'XBT'.",
        ),
        (
            line_with("description", json!("  ")),
            422,
            "Line 1's description is required.",
        ),
        (
            with(json!({"tax": "100.01"})),
            422,
            "The tax rate '100.01' must be a percentage from 0 to 100",
        ),
        (
            with(json!({"tax": "-1"})),
            422,
            "must be a percentage from 0 to 100",
        ),
        (
            with(json!({"currency": "EUR"})),
            422,
            "The invoice's currency EUR is not one of the company's currencies: GBP.",
        ),
        (
            with(json!({"currency": "XYZ"})),
            422,
            "Unknown currency 'XYZ'",
        ),
        (
            with(json!({"groupBrand": "hawk"})),
            422,
            "Unknown group brand 'hawk'",
        ),
        (
            line_with("id", json!(theirs)),
            422,
            &format!("Line {theirs} is not a line of this invoice."),
        ),
        (
            with(json!({"deletedLineItems": [theirs]})),
            422,
            &format!("Deleted line {theirs} is not a line of this invoice."),
        ),
        (
            with(json!({"items": [], "deletedLineItems": []})),
            409,
            "This invoice changed since you opened it",
        ),
        (
            with(json!({"rates": [{"currency": "GBP", "rate": "1"}]})),
            422,
            "GBP is the invoice's currency: it needs no exchange rate.",
        ),
        (with(json!({"unknown": 1})), 422, ""),
    ] {
        let reply = w.put_invoice(w.a1.id, &body).await;
        assert_eq!(reply.status, status, "{body}: {}", reply.text());
        assert!(
            reply.messages()[0].contains(says),
            "{:?} should say {says}",
            reply.messages()
        );
    }
    assert_eq!(
        (w.invoice(w.a1.id).await, w.app.audit("invoice").await.len()),
        before,
        "nothing written"
    );
}

async fn customers_are_refused(b: Backend) {
    let w = World::new(b).await;
    let path = World::invoice_path(w.a1.id);
    assert_eq!(w.app.get(&path, Some(&w.hollis_user)).await.status, 403);
    let body = json!({"currency": "GBP", "tax": "0"}).to_string();
    assert_eq!(
        w.app
            .put_json(&path, Some(&w.hollis_user), &body)
            .await
            .status,
        403
    );
    assert_eq!(w.app.get(&path, None).await.status, 401);
    assert!(w.app.audit("invoice").await.is_empty());
}

on_both_databases!(
    defaults_come_from_the_company_and_division,
    lines_are_saved_in_order_with_rates_and_figures,
    a_line_currency_without_a_rate_has_no_figures,
    bad_input_is_refused_and_nothing_is_written,
    customers_are_refused,
);
