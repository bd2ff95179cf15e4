//! The legal content of issued invoices: a brand without complete seller settings issues nothing
//! (the 422 names what is missing, and no number is taken); seller and buyer identifiers checked
//! for form; each line's VAT category and the totals per category, with rounding cases, on the
//! record, the PDF and the UBL alike.
use crate::common;

use common::{
    invoices::{seller_settings, World},
    Backend,
};
use serde_json::{json, Value};

/// Saves `lines` (`[description, charge, category, exempt reason]`) as the whole working invoice.
async fn categorised(
    w: &World,
    id: i32,
    currency: &str,
    tax: &str,
    lines: &[(&str, &str, &str, Option<&str>)],
) -> Value {
    let current = w.invoice(id).await;
    let stored: Vec<Value> = current["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].clone())
        .collect();
    let items: Vec<Value> = lines
        .iter()
        .map(|(d, charge, category, reason)| {
            json!({"description": d, "currencyIn": currency, "cost": "0", "charge": charge,
                   "vatCategory": category, "vatExemptReason": reason})
        })
        .collect();
    w.saved(
        id,
        &json!({"currency": currency, "tax": tax, "poNumber": "PO-77", "items": items, "deletedLineItems": stored}),
    )
    .await
}

fn message(reply: &common::Reply) -> String {
    reply.json()["messages"][0]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

async fn a_brand_without_its_seller_settings_issues_nothing(b: Backend) {
    let w = World::new(b).await;
    let list = w
        .app
        .get("/api/admin/seller-settings", Some(&w.admin))
        .await;
    assert_eq!(list.status, 200);
    assert_eq!(list.json()[0]["groupBrand"], "fd");
    assert_eq!(list.json()[0]["missing"], json!([]));
    assert_eq!(list.json()[0]["vatNumber"], "GB980780684", "kept compact");
    // Only a legal name left: the screen lists what is missing, and generating says the same.
    let reply = w
        .app
        .put_json(
            "/api/admin/seller-settings/fd",
            Some(&w.admin),
            &json!({"legalName": "FD Ltd"}).to_string(),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.json()["missing"],
        json!([
            "address",
            "city",
            "country",
            "VAT number",
            "registration number",
            "bank account (IBAN and BIC, or account text)",
            "payment terms"
        ])
    );
    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[("Transport", "GBP", "1", "100", true, false)],
    )
    .await;
    let refused = w.generate(w.a1.id).await;
    assert_eq!(refused.status, 422);
    let text = message(&refused);
    for expected in [
        "The brand FD cannot issue invoices yet",
        "address",
        "VAT number",
        "payment terms",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    // The other brand is not affected; once complete, fd's first number is still F1.
    let reply = w
        .app
        .put_json(
            "/api/admin/seller-settings/fd",
            Some(&w.admin),
            &seller_settings("fd").to_string(),
        )
        .await;
    assert_eq!(reply.json()["missing"], json!([]));
    assert_eq!(w.generated(w.a1.id).await["invoiceNumber"], "F1");

    // Identifiers are checked for form; nothing is saved when one is wrong.
    for (field, value, expected) in [
        (
            "vatNumber",
            json!("GB980780685"),
            "is not a valid VAT number",
        ),
        (
            "iban",
            json!("GB82WEST12345698765433"),
            "is not a valid IBAN",
        ),
        ("bic", json!("WEST"), "is not a valid BIC"),
        ("country", json!("UK"), "Unknown country 'UK'"),
        ("paymentTermsDays", json!(400), "0 to 365 days"),
    ] {
        let mut body = seller_settings("fd");
        body[field] = value;
        let reply = w
            .app
            .put_json(
                "/api/admin/seller-settings/fd",
                Some(&w.admin),
                &body.to_string(),
            )
            .await;
        assert_eq!(reply.status, 422, "{field}");
        assert!(
            message(&reply).contains(expected),
            "{field}: {}",
            reply.text()
        );
    }
    assert_eq!(
        w.app
            .put_json(
                "/api/admin/seller-settings/acme",
                Some(&w.admin),
                &seller_settings("fd").to_string()
            )
            .await
            .status,
        404
    );
    assert_eq!(
        w.app
            .get("/api/admin/seller-settings", Some(&w.hollis_user))
            .await
            .status,
        403
    );
}

async fn the_buyer_s_legal_data_is_checked_and_printed(b: Backend) {
    let w = World::new(b).await;
    let path = format!("/api/admin/company/{}/legal", w.hollis.id);
    assert_eq!(
        w.app.get(&path, Some(&w.admin)).await.json()["saved"],
        false
    );
    let bad = json!({"legalName": "Hollis Gallery Ltd", "city": "London", "country": "GB", "vatNumber": "GB123"});
    let reply = w
        .app
        .put_json(&path, Some(&w.admin), &bad.to_string())
        .await;
    assert_eq!(reply.status, 422);
    assert!(
        message(&reply).contains("'GB123' is not a valid VAT number"),
        "{}",
        reply.text()
    );
    // The refused fields by name, for the form to mark.
    assert_eq!(
        reply.json()["fields"],
        json!(["vatNumber"]),
        "{}",
        reply.text()
    );
    let several = json!({"legalName": " ", "street": "x".repeat(501), "city": "", "country": "ZZ"});
    let reply = w
        .app
        .put_json(&path, Some(&w.admin), &several.to_string())
        .await;
    assert_eq!(reply.status, 422);
    assert_eq!(
        reply.json()["fields"],
        json!(["legalName", "city", "country", "street"]),
        "{}",
        reply.text()
    );
    // A refusal that names no field has no `fields`.
    let fine = json!({"legalName": "Nobody Ltd", "city": "London", "country": "GB"});
    let none = w
        .app
        .put_json(
            "/api/admin/company/999999/legal",
            Some(&w.admin),
            &fine.to_string(),
        )
        .await;
    assert_eq!(none.status, 404);
    assert!(none.json().get("fields").is_none(), "{}", none.text());
    let good = json!({"legalName": "Hollis Gallery Ltd", "street": "12 Cork Street", "postcode": "W1S 3NS",
                      "city": "London", "country": "gb", "vatNumber": "GB 123 4567 82"});
    let saved = w
        .app
        .put_json(&path, Some(&w.admin), &good.to_string())
        .await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    assert_eq!(
        (
            saved.json()["country"].clone(),
            saved.json()["vatNumber"].clone()
        ),
        (json!("GB"), json!("GB123456782"))
    );
    // A division of another company is a 404; the customer gets a 403.
    let wrong = format!(
        "/api/admin/company/{}/division/{}/legal",
        w.hollis.id, w.marlow_paris.id
    );
    assert_eq!(w.app.get(&wrong, Some(&w.admin)).await.status, 404);
    assert_eq!(w.app.get(&path, Some(&w.hollis_user)).await.status, 403);

    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[("Transport", "GBP", "1", "100", true, false)],
    )
    .await;
    let f1 = w.generated(w.a1.id).await;
    let pdf = w
        .app
        .get("/api/admin/invoice/view/invoices/F1.pdf", Some(&w.admin))
        .await;
    let text = World::pdf_text(&pdf.body);
    for expected in [
        "Hollis Gallery Ltd",
        "12 Cork Street",
        "W1S 3NS London",
        "VAT GB123456782",
        "FD Fine Art Logistics Ltd",
        "VAT GB980780684",
        "Company no. 08123456",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    assert_eq!(
        f1["dueOn"],
        json!((chrono::Utc::now().date_naive() + chrono::Days::new(30)).to_string())
    );
}

/// Each case: lines `(charge, category)`, the standard rate, and the net, tax and total issued.
async fn vat_categories_are_totalled_per_category(b: Backend) {
    let w = World::new(b).await;
    let cases: &[(&[(&str, &str)], &str, (&str, &str, &str))] = &[
        // taxed once on the category's sum: 10 % of 0.30 is 0.03 (per line it would be 0.04)
        (
            &[("0.15", "standard"), ("0.15", "standard")],
            "10",
            ("0.30", "0.03", "0.33"),
        ),
        (&[("10.01", "standard")], "17.5", ("10.01", "1.75", "11.76")),
        // half a penny rounds away from zero: 10 % of 0.15 is 0.015, so 0.02; the zero-rated line adds none
        (
            &[("0.15", "standard"), ("1.00", "zero")],
            "10",
            ("1.15", "0.02", "1.17"),
        ),
        (
            &[("5.00", "exempt"), ("0.03", "standard")],
            "50",
            ("5.03", "0.02", "5.05"),
        ),
        // a standard line at 0 % is issued as zero rated
        (&[("0.03", "standard")], "0", ("0.03", "0.00", "0.03")),
        (
            &[("7.00", "outside"), ("3.00", "outside")],
            "20",
            ("10.00", "0.00", "10.00"),
        ),
    ];
    for (i, (lines, rate, (net, tax, total))) in cases.iter().enumerate() {
        let a = w.hollis_assignment(&format!("V-{i}")).await;
        let lines: Vec<(&str, &str, &str, Option<&str>)> = lines
            .iter()
            .map(|(charge, category)| {
                (
                    "Line",
                    *charge,
                    *category,
                    (*category == "exempt").then_some("Insurance, Article 135(1)(a)"),
                )
            })
            .collect();
        categorised(&w, a.id, "GBP", rate, &lines).await;
        let made = w.generated(a.id).await;
        assert_eq!(
            (
                made["net"].as_str().unwrap(),
                made["tax"].as_str().unwrap(),
                made["total"].as_str().unwrap()
            ),
            (*net, *tax, *total),
            "case {i}"
        );
        let ubl = w
            .app
            .get(
                made["xmlFileName"]
                    .as_str()
                    .map(|n| format!("/api/admin/invoice/view/invoices/{n}"))
                    .as_deref()
                    .unwrap(),
                Some(&w.admin),
            )
            .await;
        assert_eq!(ubl.status, 200);
        assert_eq!(ubl.headers["content-type"], "application/xml");
        let xml = String::from_utf8(ubl.body.clone()).unwrap();
        assert!(
            xml.contains(&format!(
                "<cbc:PayableAmount currencyID=\"GBP\">{total}</cbc:PayableAmount>"
            )),
            "case {i}: {xml}"
        );
        assert!(
            xml.contains(&format!(
                "<cac:TaxTotal><cbc:TaxAmount currencyID=\"GBP\">{tax}</cbc:TaxAmount>"
            )),
            "case {i}"
        );
    }

    // A mixed invoice: the lines keep their categories; the PDF prints the breakdown.
    categorised(
        &w,
        w.a1.id,
        "GBP",
        "20",
        &[
            ("Crating", "100.01", "standard", None),
            ("Export transport", "500", "zero", None),
            (
                "Insurance",
                "25",
                "exempt",
                Some("Insurance, exempt under Article 135(1)(a)"),
            ),
        ],
    )
    .await;
    let saved = w.invoice(w.a1.id).await;
    let categories: Vec<&str> = saved["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["vatCategory"].as_str().unwrap())
        .collect();
    assert_eq!(categories, ["standard", "zero", "exempt"]);
    let made = w.generated(w.a1.id).await;
    assert_eq!(
        (
            made["net"].clone(),
            made["tax"].clone(),
            made["total"].clone()
        ),
        (json!("625.01"), json!("20.00"), json!("645.01"))
    );
    let lines = w
        .app
        .get(
            &format!("/api/admin/invoice/{}/lines", made["id"]),
            Some(&w.admin),
        )
        .await
        .json();
    assert_eq!(
        lines["lines"][2]["vatExemptReason"],
        "Insurance, exempt under Article 135(1)(a)"
    );
    assert_eq!(lines["lines"][0]["taxRate"], "20");
    let pdf = w
        .app
        .get(
            &format!(
                "/api/admin/invoice/view/invoices/{}",
                made["fileName"].as_str().unwrap()
            ),
            Some(&w.admin),
        )
        .await;
    let text = World::pdf_text(&pdf.body);
    for expected in [
        "Standard rate 20% GBP 100.01 GBP 20.00",
        "Zero rated 0% GBP 500.00 GBP 0.00",
        "Exempt 0%",
        "Article 135(1)(a) GBP 25.00 GBP 0.00",
        "Total GBP 645.01",
        "DUE DATE",
        "IBAN GB82WEST12345698765432",
        "BIC WESTGB2L",
        "Payment within 30 days",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }

    // What EN 16931 refuses is refused before a number is taken.
    let a = w.hollis_assignment("V-bad").await;
    categorised(
        &w,
        a.id,
        "GBP",
        "20",
        &[("Insurance", "25", "exempt", None)],
    )
    .await;
    let refused = w.generate(a.id).await;
    assert_eq!(refused.status, 422);
    assert!(
        message(&refused).contains("needs the reason"),
        "{}",
        refused.text()
    );
    categorised(
        &w,
        a.id,
        "GBP",
        "20",
        &[
            ("Outside", "25", "outside", None),
            ("Taxed", "1", "standard", None),
        ],
    )
    .await;
    let refused = w.generate(a.id).await;
    assert_eq!(refused.status, 422);
    assert!(
        message(&refused).contains("outside the scope of VAT cannot share"),
        "{}",
        refused.text()
    );
}

async fn a_division_s_own_legal_data_is_taken_away_and_its_invoices_use_the_company_s(b: Backend) {
    let w = World::new(b).await;
    let company = format!("/api/admin/company/{}/legal", w.hollis.id);
    let own = format!(
        "/api/admin/company/{}/division/{}/legal",
        w.hollis.id, w.hollis_london.id
    );
    let parent = json!({"legalName": "Hollis Gallery Ltd", "city": "London", "country": "GB"});
    let division = json!({"legalName": "Hollis London Ltd", "city": "London", "country": "GB"});
    assert_eq!(
        w.app
            .put_json(&company, Some(&w.admin), &parent.to_string())
            .await
            .status,
        200
    );
    assert_eq!(
        w.app
            .put_json(&own, Some(&w.admin), &division.to_string())
            .await
            .status,
        200
    );
    // The customer may not; another company's division is a 404 and keeps nothing from happening.
    assert_eq!(w.app.delete(&own, Some(&w.hollis_user)).await.status, 403);
    let wrong = format!(
        "/api/admin/company/{}/division/{}/legal",
        w.hollis.id, w.marlow_paris.id
    );
    assert_eq!(w.app.delete(&wrong, Some(&w.admin)).await.status, 404);
    assert_eq!(w.app.get(&own, Some(&w.admin)).await.json()["saved"], true);

    let removed = w.app.delete(&own, Some(&w.admin)).await;
    assert_eq!(removed.status, 200, "{}", removed.text());
    assert_eq!(removed.json()["saved"], false);
    assert_eq!(w.app.get(&own, Some(&w.admin)).await.json()["saved"], false);
    // Again: nothing left to take away, the same answer.
    let again = w.app.delete(&own, Some(&w.admin)).await;
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(again.json()["saved"], false);
    // The company's own data is untouched.
    assert_eq!(
        w.app.get(&company, Some(&w.admin)).await.json()["legalName"],
        "Hollis Gallery Ltd"
    );

    w.with_lines(
        w.a1.id,
        "GBP",
        "20",
        json!([]),
        &[("Transport", "GBP", "1", "100", true, false)],
    )
    .await;
    w.generated(w.a1.id).await;
    let pdf = w
        .app
        .get("/api/admin/invoice/view/invoices/F1.pdf", Some(&w.admin))
        .await;
    let text = World::pdf_text(&pdf.body);
    assert!(text.contains("Hollis Gallery Ltd"), "{text}");
    assert!(!text.contains("Hollis London Ltd"), "{text}");
}

on_both_databases!(
    a_brand_without_its_seller_settings_issues_nothing,
    the_buyer_s_legal_data_is_checked_and_printed,
    a_division_s_own_legal_data_is_taken_away_and_its_invoices_use_the_company_s,
    vat_categories_are_totalled_per_category,
);
