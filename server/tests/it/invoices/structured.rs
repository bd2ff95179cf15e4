//! Every kind of issued document the suite makes, as the outside check reads them: a sales invoice
//! with mixed VAT categories (fd, GBP, IBAN), one of the other brand (eagle, EUR, bank account as
//! text, a division's own legal data), one outside the scope of VAT in yen, a storage invoice at the
//! standard rate, and a credit note. Here: the PDF is a PDF/A-3 carrying `factur-x.xml` (the same
//! bytes as the CII it was made from) with the Factur-X XMP, and the UBL names the same totals.
//! With `PLINTH_EINVOICE_DIR` set (`just _test-einvoices`), the files and what each must say are
//! written there for `scripts/einvoice_check.py`: the factur-x library, the CEN EN 16931
//! schematron, the UBL 2.1 XSD and the PDF's text, none of them ours.
use crate::common;

use common::{invoices::World, Backend};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

struct Sample {
    pdf: String,
    xml: String,
    kind: &'static str,
    currency: &'static str,
    total: String,
    /// What a person must read in the PDF.
    text: Vec<String>,
}

async fn download(w: &World, name: &str) -> Vec<u8> {
    let reply = w
        .app
        .get(
            &format!("/api/admin/invoice/view/invoices/{name}"),
            Some(&w.admin),
        )
        .await;
    assert_eq!(reply.status, 200, "{name}: {}", reply.text());
    reply.body
}

/// The raw bytes between `start` and the next `end`.
fn between<'a>(hay: &'a [u8], start: &[u8], end: &[u8]) -> Option<&'a [u8]> {
    let at = hay.windows(start.len()).position(|w| w == start)? + start.len();
    let len = hay[at..].windows(end.len()).position(|w| w == end)?;
    Some(&hay[at..at + len])
}

async fn every_kind_of_document_is_a_factur_x_pdf_with_its_ubl(b: Backend) {
    let w = World::new(b).await;
    let mut samples: Vec<Sample> = Vec::new();
    let due = |days: u64| {
        (chrono::Utc::now().date_naive() + chrono::Days::new(days))
            .format("%d %b %Y")
            .to_string()
    };

    // Sales, fd, GBP, standard + zero + exempt.
    let current = w.invoice(w.a1.id).await;
    let items = json!([
        {"description": "Crating", "currencyIn": "GBP", "cost": "0", "charge": "100.01", "vatCategory": "standard"},
        {"description": "Export transport", "currencyIn": "GBP", "cost": "0", "charge": "500", "vatCategory": "zero"},
        {"description": "Insurance", "currencyIn": "GBP", "cost": "0", "charge": "25", "vatCategory": "exempt",
         "vatExemptReason": "Insurance, exempt under Article 135(1)(a)"},
    ]);
    w.saved(w.a1.id, &json!({"currency": "GBP", "tax": "20", "poNumber": "PO-77", "addressee": current["addressee"], "items": items})).await;
    let f1 = w.generated(w.a1.id).await;
    samples.push(Sample {
        pdf: "F1.pdf".into(),
        xml: "F1.xml".into(),
        kind: "invoice",
        currency: "GBP",
        total: "645.01".into(),
        text: [
            "INVOICE",
            "F1",
            "Standard rate 20%",
            "Zero rated 0%",
            "Exempt 0%",
            "Total GBP 645.01",
            &due(30),
            "IBAN GB82WEST12345698765432",
            "PO-77",
        ]
        .map(String::from)
        .to_vec(),
    });

    // Sales, eagle, EUR, the division's own legal data, bank account as text.
    let legal = json!({"legalName": "Marlow Fine Art SARL", "street": "12 rue de Seine", "postcode": "75006",
                       "city": "Paris", "country": "FR", "vatNumber": "FR40303265045"});
    let path = format!(
        "/api/admin/company/{}/division/{}/legal",
        w.marlow.id, w.marlow_paris.id
    );
    assert_eq!(
        w.app
            .put_json(&path, Some(&w.admin), &legal.to_string())
            .await
            .status,
        200
    );
    w.with_lines(
        w.m1.id,
        "EUR",
        "19",
        json!([]),
        &[
            ("Transport", "EUR", "0", "250", true, false),
            ("Handling", "EUR", "0", "33.33", true, false),
        ],
    )
    .await;
    let e1 = w.generated(w.m1.id).await;
    assert_eq!(e1["total"], "337.16"); // 19 % of 283.33 = 53.8327
    samples.push(Sample {
        pdf: "E1.pdf".into(),
        xml: "E1.xml".into(),
        kind: "invoice",
        currency: "EUR",
        total: "337.16".into(),
        text: [
            "Marlow Fine Art SARL",
            "VAT FR40303265045",
            "Eagle Art Transport GmbH",
            "Standard rate 19%",
            "Total EUR 337.16",
            &due(14),
            "Commerzbank Hamburg",
        ]
        .map(String::from)
        .to_vec(),
    });

    // Storage, fd, standard rate.
    let blue = w
        .stored(&w.hollis_london, "Blue Study", Some("HG-1"), 10, None)
        .await;
    let mut terms = World::terms(&[&blue], "GBP", "item", "1.50", "0");
    terms["vatCategory"] = json!("standard");
    terms["tax"] = json!("20");
    let storage = w.storage_invoiced(&terms).await;
    assert_eq!(storage["total"], "18.00", "10 days at 1.50, and 20 % VAT");
    let storage_name = storage["fileName"].as_str().unwrap().to_owned();
    samples.push(Sample {
        pdf: storage_name.clone(),
        xml: storage["xmlFileName"].as_str().unwrap().into(),
        kind: "invoice",
        currency: "GBP",
        total: "18.00".into(),
        text: [
            "STORAGE INVOICE",
            "HG-1",
            "Standard rate 20% GBP 15.00 GBP 3.00",
            "Total GBP 18.00",
        ]
        .map(String::from)
        .to_vec(),
    });

    // Outside the scope of VAT, in yen (Hollis is offered yen too).
    let mut hollis: entity::company::ActiveModel = w.hollis.clone().into();
    hollis.currencies = Set(vec!["GBP".to_owned(), "JPY".to_owned()].into());
    hollis.update(&w.app.state.db).await.unwrap();
    let a = w.hollis_assignment("Y-1").await;
    let current = w.invoice(a.id).await;
    w.saved(a.id, &json!({"currency": "JPY", "tax": "10", "addressee": current["addressee"], "items": [
        {"description": "Courier abroad", "currencyIn": "JPY", "cost": "0", "charge": "12000", "vatCategory": "outside"}]})).await;
    let yen = w.generated(a.id).await;
    samples.push(Sample {
        pdf: yen["fileName"].as_str().unwrap().into(),
        xml: yen["xmlFileName"].as_str().unwrap().into(),
        kind: "invoice",
        currency: "JPY",
        total: "12000".into(),
        text: ["Outside the scope of VAT", "Total JPY 12,000"]
            .map(String::from)
            .to_vec(),
    });

    // A credit note for one line of F1.
    let lines = w
        .app
        .get(
            &format!("/api/admin/invoice/{}/lines", f1["id"]),
            Some(&w.admin),
        )
        .await
        .json();
    let credited = w
        .app
        .post_json(
            &format!("/api/admin/invoice/{}/credit-note", f1["id"]),
            Some(&w.admin),
            &json!({"lineIds": [lines["lines"][0]["id"]], "reason": "Crate not used"}).to_string(),
        )
        .await;
    assert_eq!(credited.status, 200, "{}", credited.text());
    samples.push(Sample {
        pdf: "FC1.pdf".into(),
        xml: "FC1.xml".into(),
        kind: "credit_note",
        currency: "GBP",
        total: "120.01".into(),
        text: [
            "CREDIT NOTE",
            "FC1",
            "Crate not used",
            "Total GBP 120.01",
            "CREDITS INVOICE",
        ]
        .map(String::from)
        .to_vec(),
    });

    let dir = std::env::var_os("PLINTH_EINVOICE_DIR").map(std::path::PathBuf::from);
    let mut manifest = Vec::new();
    for s in &samples {
        let pdf = download(&w, &s.pdf).await;
        let xml = download(&w, &s.xml).await;
        assert!(pdf.starts_with(b"%PDF-"), "{}", s.pdf);
        // PDF/A-3b, the Factur-X XMP appended after typst's, the XML embedded under its name.
        for needle in [
            &b"<pdfaid:part>3</pdfaid:part>"[..],
            b"<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
            b"(factur-x.xml)",
            b"/AFRelationship /Alternative",
            b"/Subtype /text#2Fxml",
        ] {
            assert!(
                pdf.windows(needle.len()).any(|w| w == needle),
                "{}: {}",
                s.pdf,
                String::from_utf8_lossy(needle)
            );
        }
        let text = World::pdf_text(&pdf);
        for expected in &s.text {
            assert!(
                text.contains(expected.as_str()),
                "{}: {expected} in {text}",
                s.pdf
            );
        }
        let ubl = String::from_utf8(xml.clone()).unwrap();
        let payable = format!(
            "<cbc:PayableAmount currencyID=\"{}\">{}</cbc:PayableAmount>",
            s.currency, s.total
        );
        assert!(ubl.contains(&payable), "{}: {payable} in {ubl}", s.xml);
        assert!(between(&xml, b"<cbc:DocumentCurrencyCode>", b"<")
            .is_some_and(|c| c == s.currency.as_bytes()));
        if let Some(dir) = &dir {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(dir.join(&s.pdf), &pdf).unwrap();
            std::fs::write(dir.join(&s.xml), &xml).unwrap();
            manifest.push(
                json!({"pdf": s.pdf, "xml": s.xml, "kind": s.kind, "currency": s.currency,
                                 "total": s.total, "text": s.text}),
            );
        }
    }
    if let Some(dir) = &dir {
        std::fs::write(dir.join("manifest.json"), Value::from(manifest).to_string()).unwrap();
    }
}

on_both_databases!(every_kind_of_document_is_a_factur_x_pdf_with_its_ubl);
