//! Credit notes: for chosen lines or every line not yet credited, each with its own gapless number
//! per brand (FC1…, EC1…, also under concurrency), a Factur-X PDF and a UBL credit note; the
//! invoice's balance (issued − credited − paid); an invoice with credit notes is never deleted.
use crate::common;

use axum::{
    body::Body,
    http::{header, Request},
};
use common::{invoices::World, Backend};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

fn credit_path(invoice: &Value) -> String {
    format!("/api/admin/invoice/{}/credit-note", invoice["id"])
}

async fn a_credit_note_credits_chosen_lines_and_counts_in_the_balance(b: Backend) {
    let w = World::new(b).await;
    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[
            ("Collection", "GBP", "0", "100", true, false),
            ("Crate", "GBP", "0", "50", true, false),
            ("Storage", "GBP", "0", "10", false, false),
        ],
    )
    .await;
    let f1 = w.generated(w.a1.id).await;
    assert_eq!(
        (
            f1["total"].clone(),
            f1["balance"].clone(),
            f1["credited"].clone()
        ),
        (json!("190.00"), json!("190.00"), json!("0.00"))
    );
    let lines = w
        .app
        .get(
            &format!("/api/admin/invoice/{}/lines", f1["id"]),
            Some(&w.admin),
        )
        .await
        .json();
    let crate_line = lines["lines"][1]["id"].clone();

    let reply = w
        .app
        .post_json(
            &credit_path(&f1),
            Some(&w.admin),
            &json!({"lineIds": [crate_line], "reason": "The crate was not needed"}).to_string(),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let after = reply.json();
    assert_eq!(after["creditNotes"][0]["number"], "FC1");
    assert_eq!(after["creditNotes"][0]["total"], "60.00");
    assert_eq!(
        (after["credited"].clone(), after["balance"].clone()),
        (json!("60.00"), json!("130.00"))
    );
    // Its own PDF and UBL, from the invoices' download call.
    let pdf = w
        .app
        .get("/api/admin/invoice/view/invoices/FC1.pdf", Some(&w.admin))
        .await;
    assert_eq!(pdf.status, 200);
    let text = World::pdf_text(&pdf.body);
    for expected in [
        "CREDIT NOTE",
        "FC1",
        "CREDITS INVOICE",
        "F1 of",
        "The crate was not needed",
        "Crate",
        "Standard rate 20% GBP 50.00 GBP 10.00",
        "Total GBP 60.00",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    let ubl = String::from_utf8(
        w.app
            .get("/api/admin/invoice/view/invoices/FC1.xml", Some(&w.admin))
            .await
            .body,
    )
    .unwrap();
    assert!(ubl.contains("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>"));
    assert!(ubl.contains("<cac:InvoiceDocumentReference><cbc:ID>F1</cbc:ID>"));
    // The customer reads their own credit note; another company's is a 404.
    assert_eq!(
        w.app
            .get("/api/invoice/view/invoices/FC1.pdf", Some(&w.hollis_user))
            .await
            .status,
        200
    );
    assert_eq!(
        w.app
            .get("/api/invoice/view/invoices/FC1.pdf", Some(&w.marlow_user))
            .await
            .status,
        404
    );

    // A line is credited once; the rest is credited whole; then there is nothing left.
    let again = w
        .app
        .post_json(
            &credit_path(&f1),
            Some(&w.admin),
            &json!({"lineIds": [crate_line]}).to_string(),
        )
        .await;
    assert_eq!(again.status, 422);
    assert!(
        again.text().contains("'Crate' is already credited by FC1"),
        "{}",
        again.text()
    );
    let rest = w
        .app
        .post_json(&credit_path(&f1), Some(&w.admin), "{}")
        .await
        .json();
    assert_eq!(rest["creditNotes"][1]["number"], "FC2");
    assert_eq!(rest["creditNotes"][1]["total"], "130.00");
    assert_eq!(rest["balance"], "0.00");
    let none = w
        .app
        .post_json(&credit_path(&f1), Some(&w.admin), "{}")
        .await;
    assert_eq!(none.status, 422);
    assert!(none
        .text()
        .contains("Every line of invoice F1 is already credited"));
    // Never deleted, though it is the latest and unpaid.
    let delete = w
        .app
        .delete(&format!("/api/admin/invoice/{}", f1["id"]), Some(&w.admin))
        .await;
    assert_eq!(delete.status, 409);
    assert!(
        delete.text().contains("has the credit note FC1"),
        "{}",
        delete.text()
    );

    // Paid, then credited: owed back. Eagle's credit notes have their own sequence.
    w.with_lines(
        w.m1.id,
        "EUR",
        "10",
        json!([]),
        &[
            ("Transport", "EUR", "0", "100", true, false),
            ("Handling", "EUR", "0", "20", true, false),
        ],
    )
    .await;
    let e1 = w.generated(w.m1.id).await;
    let today = chrono::Utc::now().date_naive().to_string();
    let paid = w
        .app
        .put_json(
            &format!("/api/admin/invoice/{}", e1["id"]),
            Some(&w.admin),
            &json!({"paidOn": today}).to_string(),
        )
        .await
        .json();
    assert_eq!(paid["balance"], "0.00");
    let e_lines = w
        .app
        .get(
            &format!("/api/admin/invoice/{}/lines", e1["id"]),
            Some(&w.admin),
        )
        .await
        .json();
    let credited = w
        .app
        .post_json(
            &credit_path(&e1),
            Some(&w.admin),
            &json!({"lineIds": [e_lines["lines"][1]["id"]]}).to_string(),
        )
        .await
        .json();
    assert_eq!(credited["creditNotes"][0]["number"], "EC1");
    // Credited on the paid day counts as before the payment: what was paid was due.
    assert_eq!(credited["balance"], "0.00");
    // Lines of another invoice are refused; the list shows each invoice's balance.
    let wrong = w
        .app
        .post_json(
            &credit_path(&e1),
            Some(&w.admin),
            &json!({"lineIds": [crate_line]}).to_string(),
        )
        .await;
    assert_eq!(wrong.status, 422);
    let list = w
        .app
        .get("/api/admin/invoice/?sort=number", Some(&w.admin))
        .await
        .json();
    let balances: Vec<(String, String)> = list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["invoiceNumber"].as_str().unwrap().to_owned(),
                i["balance"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert!(
        balances.contains(&("F1".into(), "0.00".into())),
        "{balances:?}"
    );
    assert_eq!(
        w.app
            .post_json(&credit_path(&f1), Some(&w.hollis_user), "{}")
            .await
            .status,
        403
    );
    assert_eq!(w.app.audit("credit_note").await.len(), 3);
}

/// Many credit notes at once, on both databases: FC1..FCn, no gap, no duplicate.
async fn concurrent_credit_notes_take_gapless_unique_numbers(b: Backend) {
    const N: usize = 8;
    let w = World::new(b).await;
    let mut paths = Vec::new();
    for i in 0..N {
        let a = w.hollis_assignment(&format!("C-{i}")).await;
        w.with_lines(
            a.id,
            "GBP",
            "20",
            json!([]),
            &[("Transport", "GBP", "10", "20", true, false)],
        )
        .await;
        paths.push(credit_path(&w.generated(a.id).await));
    }
    let mut calls = tokio::task::JoinSet::new();
    for path in paths {
        let (router, token) = (w.app.router.clone(), w.admin.clone());
        calls.spawn(async move {
            let req = Request::post(path)
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .body(Body::from("{}"))
                .unwrap();
            let res = router.oneshot(req).await.unwrap();
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, serde_json::from_slice::<Value>(&bytes).unwrap())
        });
    }
    let mut numbers: Vec<String> = calls
        .join_all()
        .await
        .into_iter()
        .map(|(status, body)| {
            assert_eq!(status, 200, "{body}");
            body["creditNotes"][0]["number"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    numbers.sort_by_key(|n| n[2..].parse::<i32>().unwrap());
    assert_eq!(
        numbers,
        (1..=N).map(|n| format!("FC{n}")).collect::<Vec<_>>()
    );
}

on_both_databases!(
    a_credit_note_credits_chosen_lines_and_counts_in_the_balance,
    concurrent_credit_notes_take_gapless_unique_numbers,
);
