//! Sales invoices generated from the working invoice (`PUT /api/admin/invoice/`): per-brand gapless
//! numbers (F1, F2… for fd, E1… for eagle, also under concurrent generations), the PDF rendered once
//! and stored (read back: number, addressee, lines, totals; the same bytes on every download), the
//! previewed lines ignored after; reading, the paid date, deleting only the latest; customers scoped.
use crate::common;

use axum::{
    body::Body,
    http::{header, Request},
};
use common::{invoices::World, Backend};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

async fn invoices_are_numbered_per_brand_and_their_pdf_is_kept(b: Backend) {
    let w = World::new(b).await;
    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([{"currency": "EUR", "rate": "0.85"}]),
        &[
            (
                "Collection and wall-to-wall transport",
                "GBP",
                "400",
                "600",
                true,
                false,
            ),
            ("Paris handling", "EUR", "50", "100.01", true, false),
            ("Left out", "GBP", "1", "777.77", true, true),
        ],
    )
    .await;
    let f1 = w.generated(w.a1.id).await;
    assert_eq!(
        (
            f1["number"].clone(),
            f1["invoiceNumber"].clone(),
            f1["fileName"].clone()
        ),
        (json!(1), json!("F1"), json!("F1.pdf"))
    );
    assert_eq!(
        (
            f1["net"].clone(),
            f1["tax"].clone(),
            f1["total"].clone(),
            f1["cost"].clone()
        ),
        (
            json!("685.01"),
            json!("137.00"),
            json!("822.01"),
            json!("442.50")
        )
    );
    assert_eq!(f1["assignmentRef"], "A-1");
    assert_eq!(f1["companyDivisionId"], w.hollis_london.id);

    // The previewed lines are ignored now and name their invoice; the working invoice names it too.
    let after = w.invoice(w.a1.id).await;
    let flags: Vec<(bool, Value)> = after["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["ignore"].as_bool().unwrap(), l["invoicedAs"].clone()))
        .collect();
    assert_eq!(
        flags,
        [
            (true, json!("F1")),
            (true, json!("F1")),
            (true, Value::Null)
        ]
    );
    assert_eq!(after["invoiceNumber"], "F1");
    assert_eq!(after["generated"][0]["invoiceNumber"], "F1");
    // Nothing left to invoice.
    let reply = w.generate(w.a1.id).await;
    assert_eq!(reply.status, 422, "{}", reply.text());

    // The PDF: named by the pdf call, served byte for byte as stored, saying what the invoice says.
    let named = w
        .app
        .put_json(
            "/api/admin/invoice/pdf/",
            Some(&w.admin),
            &json!({"id": f1["id"]}).to_string(),
        )
        .await;
    assert_eq!(named.json(), json!({"fileName": "F1.pdf"}));
    let first = w
        .app
        .get("/api/admin/invoice/view/invoices/F1.pdf", Some(&w.admin))
        .await;
    assert_eq!(first.status, 200);
    assert_eq!(
        first.header("content-type").as_deref(),
        Some("application/pdf")
    );
    let again = w
        .app
        .get("/api/admin/invoice/view/invoices/F1.pdf", Some(&w.admin))
        .await;
    assert_eq!(
        first.body, again.body,
        "a later download gives the same bytes"
    );
    let text = World::pdf_text(&first.body);
    for expected in [
        "F1",
        "Accounts, Hollis Gallery",
        "PO-77",
        "A-1",
        "Collection and wall-to-wall transport",
        "Paris handling",
        "EUR 100.01",
        "GBP 85.01",
        "GBP 685.01",
        "GBP 137.00",
        "GBP 822.01",
        "1 EUR = 0.85 GBP",
    ] {
        assert!(
            text.contains(expected),
            "the PDF should say {expected:?}: {text}"
        );
    }
    assert!(
        !text.contains("Left out"),
        "ignored lines are not billed: {text}"
    );

    // A second fd invoice is F2; Marlow's brand (eagle) starts its own sequence at E1.
    let a2 = w.hollis_assignment("A-2").await;
    w.with_lines(
        a2.id,
        "GBP",
        "0",
        json!([]),
        &[("Storage", "GBP", "0", "12.5", false, false)],
    )
    .await;
    assert_eq!(w.generated(a2.id).await["invoiceNumber"], "F2");
    w.with_lines(
        w.m1.id,
        "EUR",
        "10",
        json!([]),
        &[("Transport", "EUR", "100", "250", true, false)],
    )
    .await;
    let e1 = w.generated(w.m1.id).await;
    assert_eq!(
        (e1["invoiceNumber"].clone(), e1["total"].clone()),
        (json!("E1"), json!("275.00"))
    );
    let e1_pdf = w
        .app
        .get("/api/admin/invoice/view/invoices/E1.pdf", Some(&w.admin))
        .await;
    let text = World::pdf_text(&e1_pdf.body);
    assert!(
        text.contains("E1") && text.contains("Marlow Paris") && text.contains("EUR 275.00"),
        "{text}"
    );

    // Unknown names are 404s: no prefix (purchase invoices are not served here), unknown brand, number.
    for name in ["1.pdf", "X1.pdf", "F3.pdf", "F01.pdf", "F1.txt"] {
        assert_eq!(
            w.app
                .get(
                    &format!("/api/admin/invoice/view/invoices/{name}"),
                    Some(&w.admin)
                )
                .await
                .status,
            404,
            "{name}"
        );
    }
    assert_eq!(
        w.app.audit_trail("generated_invoice").await.len(),
        3,
        "one audit entry per invoice"
    );
}

async fn a_changed_preview_or_missing_rate_generates_nothing(b: Backend) {
    let w = World::new(b).await;
    let w = &w;
    let saved = w
        .with_lines(
            w.a1.id,
            "GBP",
            "20",
            json!([]),
            &[
                ("Transport", "GBP", "10", "20", true, false),
                ("Crate", "GBP", "5", "8", true, false),
            ],
        )
        .await;
    let first = saved["items"][0]["id"].clone();
    let send = |body: Value| async move {
        w.app
            .put_json("/api/admin/invoice/", Some(&w.admin), &body.to_string())
            .await
    };
    let reply = send(json!({"assignmentId": w.a1.id, "lineIds": [first]})).await;
    assert_eq!(reply.status, 409, "{}", reply.text());
    assert!(reply.messages()[0].starts_with("The invoice changed since the preview"));
    let ids = json!([saved["items"][0]["id"], saved["items"][1]["id"]]);
    let reply = send(json!({"assignmentId": w.a1.id, "lineIds": ids, "total": "33.59"})).await;
    assert_eq!(reply.status, 409, "the total differs: {}", reply.text());
    // A line in EUR without a rate: 422 naming the currency.
    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[("Transport", "GBP", "10", "20", true, false)],
    )
    .await;
    let mut body = w.invoice(w.a1.id).await;
    let items = body["items"].as_array().unwrap().clone();
    let mut sent: Vec<Value> = items.iter().map(|l| json!({"id": l["id"], "description": l["description"], "currencyIn": l["currencyIn"], "cost": l["cost"], "charge": l["charge"], "taxable": l["taxable"], "ignore": l["ignore"]})).collect();
    sent.push(json!({"description": "Paris", "currencyIn": "EUR", "cost": "1", "charge": "2"}));
    body = w
        .saved(
            w.a1.id,
            &json!({"currency": "GBP", "tax": "20", "items": sent}),
        )
        .await;
    assert_eq!(body["missingRates"], json!(["EUR"]));
    let reply = w.generate(w.a1.id).await;
    assert_eq!(
        (reply.status.as_u16(), reply.messages()),
        (
            422,
            vec!["Enter an exchange rate for EUR on the invoice first.".to_owned()]
        )
    );
    // A customer may not generate; an unknown assignment is a 404.
    let reply = w
        .app
        .put_json(
            "/api/admin/invoice/",
            Some(&w.hollis_user),
            &json!({"assignmentId": w.a1.id, "lineIds": []}).to_string(),
        )
        .await;
    assert_eq!(reply.status, 403);
    assert_eq!(
        send(json!({"assignmentId": 999999, "lineIds": []}))
            .await
            .status,
        404
    );
    // Nothing generated, no number taken.
    assert!(w.app.audit("generated_invoice").await.is_empty());
    w.with_lines(
        w.a1.id,
        "GBP",
        "0",
        json!([]),
        &[("Transport", "GBP", "10", "20", true, false)],
    )
    .await;
    assert_eq!(
        w.generated(w.a1.id).await["invoiceNumber"],
        "F1",
        "failed generations leave no gap"
    );
}

async fn only_the_latest_unpaid_invoice_of_a_brand_is_deleted(b: Backend) {
    let w = World::new(b).await;
    w.with_lines(
        w.a1.id,
        "GBP",
        "0",
        json!([]),
        &[("One", "GBP", "0", "10", true, false)],
    )
    .await;
    let f1 = w.generated(w.a1.id).await;
    let a2 = w.hollis_assignment("A-2").await;
    w.with_lines(
        a2.id,
        "GBP",
        "0",
        json!([]),
        &[("Two", "GBP", "0", "20", true, false)],
    )
    .await;
    let f2 = w.generated(a2.id).await;
    let path = |v: &Value| format!("/api/admin/invoice/{}", v["id"]);

    let reply = w.app.delete(&path(&f1), Some(&w.admin)).await;
    assert_eq!(reply.status, 409);
    assert_eq!(reply.messages()[0], "Only the latest invoice of a brand can be deleted, so that the numbering has no gap: F1 is not the latest (F2 is).");
    // Paid: refused until the paid date is cleared.
    let paid = w
        .app
        .put_json(
            &path(&f2),
            Some(&w.admin),
            &json!({"paidOn": "2099-01-02"}).to_string(),
        )
        .await;
    assert_eq!(paid.json()["paidOn"], "2099-01-02");
    assert_eq!(paid.json()["total"], "20.00", "nothing else changes");
    let reply = w.app.delete(&path(&f2), Some(&w.admin)).await;
    assert_eq!(reply.status, 409, "{}", reply.text());
    for (bad, says) in [
        ("2099-02-30", "is not a date"),
        ("2000-01-01", "is before the invoice was issued"),
    ] {
        let reply = w
            .app
            .put_json(
                &path(&f2),
                Some(&w.admin),
                &json!({"paidOn": bad}).to_string(),
            )
            .await;
        assert_eq!(reply.status, 422);
        assert!(reply.messages()[0].contains(says), "{:?}", reply.messages());
    }
    let reply = w
        .app
        .put_json(
            &path(&f2),
            Some(&w.admin),
            &json!({"number": 7}).to_string(),
        )
        .await;
    assert_eq!(reply.status, 422, "only the paid date may change");
    w.app
        .put_json(
            &path(&f2),
            Some(&w.admin),
            &json!({"paidOn": null}).to_string(),
        )
        .await;

    // The latest goes: its lines return to the working invoice, its PDF and UBL are removed, its number is next again.
    let stored = w.app.stored_files().await;
    assert_eq!(w.app.delete(&path(&f2), Some(&w.admin)).await.status, 204);
    assert_eq!(w.app.stored_files().await, stored - 2);
    assert_eq!(w.app.get(&path(&f2), Some(&w.admin)).await.status, 404);
    assert_eq!(
        w.app
            .get("/api/admin/invoice/view/invoices/F2.pdf", Some(&w.admin))
            .await
            .status,
        404
    );
    let back = w.invoice(a2.id).await;
    assert_eq!(
        (
            back["items"][0]["ignore"].clone(),
            back["invoiceNumber"].clone()
        ),
        (json!(false), Value::Null)
    );
    assert_eq!(w.generated(a2.id).await["invoiceNumber"], "F2");
    let trail: Vec<String> = w
        .app
        .audit_trail("generated_invoice")
        .await
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    assert_eq!(
        trail,
        ["create", "create", "update", "update", "delete", "create"]
    );
    assert_eq!(
        w.app.delete(&path(&f1), Some(&w.hollis_user)).await.status,
        403
    );
}

/// Many generations at once, on both databases: numbers 1..n, no gap, no duplicate, one record each.
async fn concurrent_generations_take_gapless_unique_numbers(b: Backend) {
    const N: usize = 12;
    let w = World::new(b).await;
    let mut bodies = Vec::new();
    for i in 0..N {
        let a = w.hollis_assignment(&format!("C-{i}")).await;
        let saved = w
            .with_lines(
                a.id,
                "GBP",
                "20",
                json!([]),
                &[("Transport", "GBP", "10", "20", true, false)],
            )
            .await;
        bodies
            .push(json!({"assignmentId": a.id, "lineIds": [saved["items"][0]["id"]]}).to_string());
    }
    // Each request on its own task (the test runtime has two worker threads), all at once.
    let mut calls = tokio::task::JoinSet::new();
    for body in bodies {
        let (router, token) = (w.app.router.clone(), w.admin.clone());
        calls.spawn(async move {
            let req = Request::put("/api/admin/invoice/")
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .body(Body::from(body))
                .unwrap();
            let res = router.oneshot(req).await.unwrap();
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, serde_json::from_slice::<Value>(&bytes).unwrap())
        });
    }
    let mut numbers: Vec<i64> = calls
        .join_all()
        .await
        .into_iter()
        .map(|(status, body)| {
            assert_eq!(status, 200, "{body}");
            body["number"].as_i64().unwrap()
        })
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=N as i64).collect::<Vec<_>>());
    let list = w
        .app
        .get("/api/admin/invoice/?size=20", Some(&w.admin))
        .await
        .json();
    assert_eq!(list["total"], N);
    assert_eq!(
        list["totals"],
        json!([{"currency": "GBP", "count": N, "net": "240.00", "tax": "48.00", "total": "288.00"}])
    );
}

on_both_databases!(
    invoices_are_numbered_per_brand_and_their_pdf_is_kept,
    a_changed_preview_or_missing_rate_generates_nothing,
    only_the_latest_unpaid_invoice_of_a_brand_is_deleted,
    concurrent_generations_take_gapless_unique_numbers,
);

// The same through S3-compatible object storage (a bucket of the test S3 server).
crate::also_on_s3!(
    invoices_are_numbered_per_brand_and_their_pdf_is_kept,
    only_the_latest_unpaid_invoice_of_a_brand_is_deleted,
);
