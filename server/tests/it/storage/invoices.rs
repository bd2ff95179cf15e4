//! Storage invoices (`POST /api/admin/storage/invoice/preview` and `/invoice`): the lines of the
//! bag's outstanding days at a rate per item or per m³ per day with a minimum per line, the number
//! from the same sequence as sales invoices, the PDF read back, the days reset after, the division
//! rule and the bad terms; the invoice in the admin's and the customer's lists with its PDF;
//! deleting the latest gives its days back.
use crate::common;

use common::{
    invoices::World,
    storage_billing::{day, GENERATE, PREVIEW},
    Backend,
};
use serde_json::{json, Value};

fn lines(preview: &Value) -> Vec<(String, i64, String)> {
    preview["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["description"].as_str().unwrap().to_owned(),
                l["days"].as_i64().unwrap(),
                l["charge"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

async fn an_invoice_bills_the_outstanding_days_and_resets_them(b: Backend) {
    let w = World::new(b).await;
    let blue = w
        .stored(&w.hollis_london, "Blue Study", Some("HG-1"), 10, None)
        .await;
    let untitled = w
        .stored(&w.hollis_london, "Untitled (red)", None, 30, None)
        .await;
    // A sales invoice first: storage invoices take the next number of the same sequence.
    w.with_lines(
        w.a1.id,
        "GBP",
        "0",
        json!([]),
        &[("Transport", "GBP", "1", "100", false, false)],
    )
    .await;
    assert_eq!(w.generated(w.a1.id).await["invoiceNumber"], "F1");

    let terms = World::terms(&[&blue, &untitled], "GBP", "item", "1.50", "20.00");
    let preview = w.previewed(&terms).await;
    assert_eq!(
        lines(&preview),
        [
            (
                "HG-1: storage for 10 outstanding days".to_owned(),
                10,
                "20.00".to_owned()
            ),
            (
                "Untitled (red): storage for 30 outstanding days".to_owned(),
                30,
                "45.00".to_owned()
            ),
        ],
        "the minimum charge lifts the first line"
    );
    assert_eq!(
        (
            preview["total"].clone(),
            preview["cost"].clone(),
            preview["groupBrand"].clone(),
            preview["companyDivision"].clone(),
            preview["lines"][0]["periodFrom"].clone(),
            preview["lines"][0]["periodTo"].clone(),
        ),
        (
            json!("65.00"),
            json!("5.00"),
            json!("fd"),
            json!("London"),
            json!(day(10)),
            json!(day(0))
        )
    );
    // The preview writes nothing: the days are still outstanding.
    assert_eq!(w.days_of(&blue, &w.admin).await, 10);

    let mut body = terms.clone();
    body["total"] = json!("65.00");
    let made = w.storage_invoiced(&body).await;
    assert_eq!(
        (
            made["invoiceNumber"].clone(),
            made["kind"].clone(),
            made["total"].clone(),
            made["tax"].clone(),
            made["cost"].clone(),
            made["currency"].clone(),
            made["companyDivisionId"].clone(),
            made["assets"].clone(),
        ),
        (
            json!("F2"),
            json!("storage"),
            json!("65.00"),
            json!("0.00"),
            json!("5.00"),
            json!("GBP"),
            json!(w.hollis_london.id),
            json!([{"id": blue.id, "ref": "HG-1"}, {"id": untitled.id, "ref": null}])
        )
    );
    // The next sales invoice continues the sequence.
    w.with_lines(
        w.a1.id,
        "GBP",
        "0",
        json!([]),
        &[("Delivery", "GBP", "1", "50", false, false)],
    )
    .await;
    assert_eq!(w.generated(w.a1.id).await["invoiceNumber"], "F3");

    // Billed: nothing outstanding, for the customer's view, the list and a second invoice.
    assert_eq!(w.days_of(&blue, &w.hollis_user).await, 0);
    assert_eq!(w.days_of(&untitled, &w.admin).await, 0);
    let list = w
        .app
        .get("/api/admin/storage/", Some(&w.admin))
        .await
        .json();
    assert_eq!(list["rows"][0]["daysOutstanding"], 0);
    let again = w.storage_call(PREVIEW, &w.admin, &terms).await;
    assert_eq!(again.status, 422);
    assert!(
        again.messages()[0].starts_with("Nothing to bill for HG-1, Untitled (red)"),
        "{:?}",
        again.messages()
    );

    // The PDF, stored once, read back.
    let pdf = w
        .app
        .get("/api/admin/invoice/view/invoices/F2.pdf", Some(&w.admin))
        .await;
    assert_eq!(pdf.status, 200);
    let text = World::pdf_text(&pdf.body);
    for expected in [
        "STORAGE INVOICE",
        "F2",
        "Accounts, Hollis Gallery",
        "Hollis Gallery, London",
        "GBP 1.50 per item per day, at least GBP 20.00 a line",
        "HG-1: storage for 10 outstanding days",
        "Untitled (red): storage for 30 outstanding days",
        "GBP 45.00",
        "GBP 65.00",
    ] {
        assert!(text.contains(expected), "{expected}: {text}");
    }

    // In the admin's invoices list (marked storage) and the customer's, with its PDF; not Marlow's.
    let all = w
        .app
        .get("/api/admin/invoice/?sort=number", Some(&w.admin))
        .await
        .json();
    let kinds: Vec<(Value, Value)> = all["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["invoiceNumber"].clone(), r["kind"].clone()))
        .collect();
    assert_eq!(
        kinds,
        [
            (json!("F1"), json!("sales")),
            (json!("F2"), json!("storage")),
            (json!("F3"), json!("sales"))
        ]
    );
    let searched = w
        .app
        .get("/api/admin/invoice/?q=storage", Some(&w.admin))
        .await
        .json();
    assert_eq!(searched["total"], 1);
    let mine = w.app.get("/api/invoice", Some(&w.hollis_user)).await.json();
    let storage_row = mine["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["kind"] == "storage")
        .expect("the storage invoice in the customer's list")
        .clone();
    assert_eq!(storage_row["total"], "65.00");
    assert!(storage_row.get("cost").is_none(), "no cost for customers");
    let theirs = w
        .app
        .get("/api/invoice/view/invoices/F2.pdf", Some(&w.hollis_user))
        .await;
    assert_eq!(theirs.status, 200);
    assert_eq!(theirs.body, pdf.body, "the same stored bytes");
    let not_theirs = w
        .app
        .get("/api/invoice/view/invoices/F2.pdf", Some(&w.marlow_user))
        .await;
    assert_eq!(not_theirs.status, 404);
    let marlow_list = w.app.get("/api/invoice", Some(&w.marlow_user)).await.json();
    assert_eq!(marlow_list["total"], 0);
    let one = w
        .app
        .get(
            &format!("/api/admin/invoice/{}", made["id"]),
            Some(&w.admin),
        )
        .await;
    assert_eq!(one.json()["kind"], "storage");

    // One audit entry, naming the assets and their periods.
    let audit = w.app.audit("generated_invoice").await;
    let entry = audit
        .iter()
        .find(|e| e.object_id.as_deref() == Some(&made["id"].to_string()))
        .expect("an audit entry");
    let detail = entry.detail.clone().unwrap();
    assert_eq!(detail["kind"], "storage");
    assert_eq!(detail["assets"][0]["from"], json!(day(10)));
}

async fn the_volume_basis_the_division_rule_and_bad_terms(b: Backend) {
    let w = World::new(b).await;
    let vase = w
        .stored(&w.marlow_paris, "Vase", Some("MF-1"), 3, None)
        .await;
    w.gross(&vase, [100.0, 50.0, 20.0]).await; // 0.1 m³
    let bowl = w
        .stored(&w.marlow_paris, "Bowl", Some("MF-2"), 7, None)
        .await;
    let blue = w
        .stored(&w.hollis_london, "Blue Study", Some("HG-1"), 10, None)
        .await;

    // A bag of two divisions.
    let mixed = World::terms(&[&vase, &blue], "EUR", "item", "1.00", "");
    let refused = w.storage_call(PREVIEW, &w.admin, &mixed).await;
    assert_eq!(refused.status, 422);
    assert_eq!(
        refused.messages(),
        ["Can only add assets of the same Division"]
    );

    // Per m³ per day: 2.00 × 0.1 × 3 = 0.60; an asset without a gross volume is refused.
    let no_volume = World::terms(&[&vase, &bowl], "EUR", "volume", "2.00", "");
    let refused = w.storage_call(PREVIEW, &w.admin, &no_volume).await;
    assert_eq!(refused.status, 422);
    assert_eq!(
        refused.messages(),
        ["No gross volume for MF-2: add the gross measurements, or bill per item."]
    );
    let by_volume = World::terms(&[&vase], "EUR", "volume", "2.00", "");
    let preview = w.previewed(&by_volume).await;
    assert_eq!(
        lines(&preview),
        [(
            "MF-1: storage for 3 outstanding days".to_owned(),
            3,
            "0.60".to_owned()
        )]
    );
    assert_eq!(preview["lines"][0]["volume"], json!(0.1));
    assert_eq!(preview["groupBrand"], "eagle");
    assert_eq!(preview["currencies"], json!(["EUR", "GBP"]));
    assert_eq!(
        preview["addressee"],
        "Marlow Paris\n12 rue de Seine\n75006 Paris"
    );

    // Bad terms, each with its message; nothing written.
    for (body, status, says) in [
        (
            World::terms(&[], "EUR", "item", "1", ""),
            422,
            "The bag is empty",
        ),
        (
            World::terms(&[&vase], "USD", "item", "1", ""),
            422,
            "not one of Marlow Fine Art's",
        ),
        (
            World::terms(&[&vase], "EUR", "week", "1", ""),
            422,
            "rate basis must be item",
        ),
        (
            World::terms(&[&vase], "EUR", "item", "0", ""),
            422,
            "more than 0",
        ),
        (
            World::terms(&[&vase], "EUR", "item", "-1", ""),
            422,
            "cannot be negative",
        ),
        (
            World::terms(&[&vase], "EUR", "item", "1", "x"),
            422,
            "minimum charge",
        ),
    ] {
        let reply = w.storage_call(PREVIEW, &w.admin, &body).await;
        assert_eq!(reply.status, status, "{body}: {}", reply.text());
        assert!(reply.text().contains(says), "{says}: {}", reply.text());
    }
    let mut unknown = World::terms(&[&vase], "EUR", "item", "1", "");
    unknown["assetIds"] = json!([vase.id, 99_999]);
    assert_eq!(
        w.storage_call(PREVIEW, &w.admin, &unknown).await.status,
        404
    );
    let mut stale = by_volume.clone();
    stale["total"] = json!("0.59");
    let conflict = w.storage_call(GENERATE, &w.admin, &stale).await;
    assert_eq!(conflict.status, 409, "{}", conflict.text());

    // Customers: 403 on both calls, nothing made.
    for path in [PREVIEW, GENERATE] {
        let reply = w.storage_call(path, &w.marlow_user, &by_volume).await;
        assert_eq!(reply.status, 403, "{path}");
    }
    let made = w.storage_invoiced(&by_volume).await;
    assert_eq!(
        made["invoiceNumber"], "E1",
        "the company's brand numbers it"
    );
    assert_eq!(made["total"], "0.60");
}

async fn deleting_the_latest_storage_invoice_gives_its_days_back(b: Backend) {
    let w = World::new(b).await;
    let blue = w
        .stored(&w.hollis_london, "Blue Study", Some("HG-1"), 10, None)
        .await;
    let terms = World::terms(&[&blue], "GBP", "item", "2.00", "");
    let made = w.storage_invoiced(&terms).await;
    assert_eq!(made["invoiceNumber"], "F1");
    assert_eq!(w.days_of(&blue, &w.admin).await, 0);
    let path = format!("/api/admin/invoice/{}", made["id"]);

    // Paid: refused until the paid date is cleared.
    let paid = w
        .app
        .put_json(
            &path,
            Some(&w.admin),
            &json!({"paidOn": day(0)}).to_string(),
        )
        .await;
    assert_eq!(paid.status, 200, "{}", paid.text());
    assert_eq!(w.app.delete(&path, Some(&w.admin)).await.status, 409);
    let unpaid = w
        .app
        .put_json(&path, Some(&w.admin), &json!({"paidOn": null}).to_string())
        .await;
    assert_eq!(unpaid.status, 200);

    assert_eq!(w.app.delete(&path, Some(&w.hollis_user)).await.status, 403);
    let gone = w.app.delete(&path, Some(&w.admin)).await;
    assert_eq!(gone.status, 204, "{}", gone.text());
    assert_eq!(
        w.days_of(&blue, &w.admin).await,
        10,
        "the days are outstanding again"
    );
    let again = w.storage_invoiced(&terms).await;
    assert_eq!(again["invoiceNumber"], "F1", "the number was given back");
    assert_eq!(again["total"], "20.00");
}

on_both_databases!(
    an_invoice_bills_the_outstanding_days_and_resets_them,
    the_volume_basis_the_division_rule_and_bad_terms,
    deleting_the_latest_storage_invoice_gives_its_days_back,
);
