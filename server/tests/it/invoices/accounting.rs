//! The accounting export: a period's sales and storage invoices, credit notes (negative) and
//! purchase invoices, one row per document and VAT rate, as CSV and as xlsx (read back).
use std::io::Cursor;

use crate::common;

use calamine::{open_workbook_from_rs, Reader, Xlsx};
use common::{invoices::World, Backend};
use serde_json::json;

async fn a_period_exports_as_a_csv_journal_and_a_sheet(b: Backend) {
    let w = World::new(b).await;
    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[
            ("Collection", "GBP", "0", "100", true, false),
            ("Export", "GBP", "0", "50", false, false),
        ],
    )
    .await;
    let f1 = w.generated(w.a1.id).await;
    let lines = w
        .app
        .get(
            &format!("/api/admin/invoice/{}/lines", f1["id"]),
            Some(&w.admin),
        )
        .await
        .json();
    w.app
        .post_json(
            &format!("/api/admin/invoice/{}/credit-note", f1["id"]),
            Some(&w.admin),
            &json!({"lineIds": [lines["lines"][0]["id"]]}).to_string(),
        )
        .await;
    let today = chrono::Utc::now().date_naive();
    let purchase = json!({"supplier": "Thamesbank Freight, Ltd", "number": "TF-1", "currency": "GBP",
                          "netValue": "40.00", "taxAmount": "8.00", "invoiceOn": today.to_string()});
    assert_eq!(
        w.app
            .post_json(
                "/api/admin/purchaseInvoice/",
                Some(&w.admin),
                &purchase.to_string()
            )
            .await
            .status,
        201
    );

    let month = format!("from={}&to={}", today - chrono::Days::new(3), today);
    let csv = w
        .app
        .get(
            &format!("/api/admin/accounting/journal.csv?{month}"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(csv.status, 200, "{}", csv.text());
    let text = csv.text();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(
        rows[0],
        "date,type,number,counterparty,currency,vat_rate,net,vat,gross,due,paid"
    );
    let due = (today + chrono::Days::new(30)).to_string();
    for expected in [
        format!("{today},Sales invoice,F1,Hollis Gallery,GBP,20%,100.00,20.00,120.00,{due},"),
        format!("{today},Sales invoice,F1,Hollis Gallery,GBP,0%,50.00,0.00,50.00,{due},"),
        format!("{today},Credit note,FC1,Hollis Gallery,GBP,20%,-100.00,-20.00,-120.00,,"),
        format!(
            "{today},Purchase invoice,TF-1,\"Thamesbank Freight, Ltd\",GBP,,40.00,8.00,48.00,,"
        ),
    ] {
        assert!(rows.contains(&expected.as_str()), "{expected} in {text}");
    }
    assert_eq!(rows.len(), 5);

    let sheet = w
        .app
        .get(
            &format!("/api/admin/accounting/journal.xlsx?{month}"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(sheet.status, 200);
    let mut book: Xlsx<_> = open_workbook_from_rs(Cursor::new(sheet.body.clone())).unwrap();
    let range = book.worksheet_range_at(0).unwrap().unwrap();
    // Sorted by date, then type: the credit note, the purchase invoice, the invoice's two rates.
    let kinds: Vec<String> = range.rows().skip(1).map(|r| r[1].to_string()).collect();
    assert_eq!(
        kinds,
        [
            "Credit note",
            "Purchase invoice",
            "Sales invoice",
            "Sales invoice"
        ]
    );
    assert_eq!(range.rows().count(), 5);

    for bad in [
        "from=2026-13-01&to=2026-12-01",
        "from=2026-12-01&to=2026-11-01",
        "from=2024-01-01&to=2026-01-01",
    ] {
        assert_eq!(
            w.app
                .get(
                    &format!("/api/admin/accounting/journal.csv?{bad}"),
                    Some(&w.admin)
                )
                .await
                .status,
            400,
            "{bad}"
        );
    }
    assert_eq!(
        w.app
            .get(
                &format!("/api/admin/accounting/journal.csv?{month}"),
                Some(&w.hollis_user)
            )
            .await
            .status,
        403
    );
}

on_both_databases!(a_period_exports_as_a_csv_journal_and_a_sheet);
