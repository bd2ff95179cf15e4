//! The invoice PDF's data (`pdf/templates/invoice.typ`): every amount formatted here, in Rust, with
//! `money::format_amount`, so the template never computes money and the PDF says what the API says.
use chrono::NaiveDate;
use entity::invoice_line;
use serde::Serialize;

use super::legal::{
    self,
    model::{DocLine, LegalDoc},
    pdf_block::{self, LegalPdf},
};
use crate::{
    error::AppResult,
    money::{self, format_amount, rate_text, tax_rate_text, vat::VatCategory},
    pdf::{self, PdfDocument},
};

#[derive(Debug, Serialize)]
pub struct InvoicePdf {
    pub title: String,
    /// The installation's label (`--brand`), under the group brand.
    pub issuer: String,
    /// The group brand's name: `FD`, `Eagle`.
    pub brand: String,
    /// `F12`.
    pub number: String,
    /// `24 Nov 2026`.
    pub date: String,
    /// The addressee block, a line each.
    pub addressee: Vec<String>,
    pub po_number: Option<String>,
    pub assignment_ref: String,
    /// `20%`.
    pub tax_rate: String,
    pub lines: Vec<PdfLine>,
    /// `1 EUR = 0.85 GBP`.
    pub rates: Vec<String>,
    pub net: String,
    pub tax: String,
    pub total: String,
    /// Seller, buyer, due date, VAT per category, bank details and terms.
    pub legal: LegalPdf,
}

#[derive(Debug, Serialize)]
pub struct PdfLine {
    pub description: String,
    /// The charge in the line's own currency when that is not the invoice's (`EUR 100.00`).
    pub original: Option<String>,
    /// The charge in the invoice's currency.
    pub amount: String,
    pub taxable: bool,
    /// `20%`, `0% zero rated`, `exempt`, `outside scope`.
    pub vat: String,
}

/// What an invoice prints, beside its lines.
pub struct Heading<'a> {
    pub issuer: &'a str,
    pub group_brand: &'a str,
    pub number: &'a str,
    pub issued_on: NaiveDate,
    pub addressee: Option<&'a str>,
    pub company_name: &'a str,
    pub po_number: Option<&'a str>,
    pub assignment_ref: &'a str,
    pub currency: &'a str,
    pub tax_bp: i32,
}

/// The group brand's display name (the UI's `groupBrand.*` labels).
pub fn brand_name(code: &str) -> String {
    match code {
        "fd" => "FD".into(),
        "eagle" => "Eagle".into(),
        other => other.to_uppercase(),
    }
}

/// The PDF's data from the lines it bills (not ignored, in order), their rates and figures.
pub fn data(
    heading: &Heading<'_>,
    lines: &[&invoice_line::Model],
    rates: &[(String, i64)],
    figures: &money::Figures,
    doc: &LegalDoc,
) -> InvoicePdf {
    let currency = heading.currency;
    let addressee: Vec<String> = heading
        .addressee
        .filter(|a| !a.trim().is_empty())
        .unwrap_or(heading.company_name)
        .lines()
        .map(|l| l.trim_end().to_owned())
        .collect();
    InvoicePdf {
        title: format!("Invoice {}", heading.number),
        issuer: heading.issuer.to_owned(),
        brand: brand_name(heading.group_brand),
        number: heading.number.to_owned(),
        date: heading.issued_on.format("%d %b %Y").to_string(),
        addressee,
        po_number: heading.po_number.map(str::to_owned),
        assignment_ref: heading.assignment_ref.to_owned(),
        tax_rate: format!("{}%", tax_rate_text(heading.tax_bp)),
        lines: lines
            .iter()
            .zip(&doc.lines)
            .map(|(l, issued)| {
                let same = l.currency_in == currency;
                PdfLine {
                    description: l.description.clone(),
                    original: (!same).then(|| format_amount(l.charge_minor, &l.currency_in)),
                    amount: format_amount(issued.net, currency),
                    taxable: l.taxable,
                    vat: pdf_block::line_vat(issued.category, heading.tax_bp),
                }
            })
            .collect(),
        rates: rates
            .iter()
            .map(|(code, micro)| format!("1 {code} = {} {currency}", rate_text(*micro)))
            .collect(),
        net: format_amount(figures.net, currency),
        tax: format_amount(figures.tax, currency),
        total: format_amount(figures.gross, currency),
        legal: pdf_block::data(doc),
    }
}

/// The issued lines of a sales invoice: each line's charge converted into the invoice's currency
/// (rounded per line, as `money::figures` does) with the category it is issued under.
pub fn doc_lines(
    lines: &[&invoice_line::Model],
    currency: &str,
    rates: &[(String, i64)],
    tax_bp: i32,
) -> Vec<DocLine> {
    lines
        .iter()
        .map(|l| {
            let rate = rates
                .iter()
                .find(|(c, _)| *c == l.currency_in)
                .map_or(money::RATE_SCALE, |(_, r)| *r);
            let category =
                VatCategory::of_line(l.vat_category.as_deref(), l.taxable).issued(tax_bp);
            DocLine {
                description: l.description.clone(),
                net: money::convert(l.charge_minor, &l.currency_in, currency, rate),
                category,
                exempt_reason: (category == VatCategory::Exempt)
                    .then(|| l.vat_exempt_reason.clone())
                    .flatten(),
            }
        })
        .collect()
}

/// Renders the invoice as Factur-X with its UBL (off the async threads, within the PDF time limit).
pub async fn render(data: &InvoicePdf, doc: &LegalDoc) -> AppResult<legal::issue::Rendered> {
    legal::issue::render("invoice.typ", data, doc).await
}

/// A sales invoice of twelve lines in GBP, two of them in EUR, one exempt, for the benchmark and
/// tests: its PDF data and its legal model.
pub fn sample() -> (InvoicePdf, LegalDoc) {
    let mut lines: Vec<invoice_line::Model> = (0..12)
        .map(|i| invoice_line::Model {
            id: i,
            invoice_id: 1,
            position: i,
            description: format!("Line {i}: collection, crating and wall-to-wall transport"),
            currency_in: if i % 6 == 5 {
                "EUR".into()
            } else {
                "GBP".into()
            },
            ignored: false,
            cost_minor: 40_000 + i as i64 * 1_001,
            charge_minor: 60_000 + i as i64 * 1_234,
            taxable: i % 3 != 0,
            vat_category: None,
            vat_exempt_reason: None,
            generated_invoice_id: None,
        })
        .collect();
    lines[0].description = "Collection from Hollis Gallery, London".into();
    lines[3].vat_category = Some("exempt".into());
    lines[3].vat_exempt_reason = Some("Insurance, exempt under Article 135(1)(a)".into());
    let rates = vec![("EUR".to_owned(), 850_000)];
    let money_lines: Vec<money::Line> = lines
        .iter()
        .map(|l| money::Line {
            currency: l.currency_in.clone(),
            cost: l.cost_minor,
            charge: l.charge_minor,
            taxable: l.taxable,
            ignored: false,
        })
        .collect();
    let figures = money::figures(&money_lines, "GBP", 2000, &rates).expect("every rate is there");
    let issued_on = NaiveDate::from_ymd_opt(2026, 11, 24).expect("a date");
    let heading = Heading {
        issuer: "Plinth",
        group_brand: "fd",
        number: "F1234",
        issued_on,
        addressee: Some("Accounts payable\nHollis Gallery\n12 Cork Street\nLondon W1S 3NS"),
        company_name: "Hollis Gallery",
        po_number: Some("PO-2026-0042"),
        assignment_ref: "A-000042",
        currency: "GBP",
        tax_bp: 2000,
    };
    let billed: Vec<&invoice_line::Model> = lines.iter().collect();
    let buyer = crate::features::invoice_parties::buyer::Buyer {
        legal_name: "Hollis Gallery Ltd".into(),
        street: vec!["Accounts payable".into(), "12 Cork Street".into()],
        postcode: "W1S 3NS".into(),
        city: "London".into(),
        country: "GB".into(),
        vat_number: Some("GB123456782".into()),
    };
    let doc = LegalDoc::new(
        legal::model::Head {
            kind: legal::model::DocKind::Invoice,
            number: heading.number.into(),
            issued_on,
            currency: "GBP".into(),
            po_number: heading.po_number.map(str::to_owned),
            buyer_reference: Some(heading.assignment_ref.into()),
            preceding: None,
            standard_bp: 2000,
            note: None,
        },
        &legal::model::sample::seller(),
        &buyer,
        doc_lines(&billed, "GBP", &rates, 2000),
    );
    (data(&heading, &billed, &rates, &figures, &doc), doc)
}

/// Times of one way of making the sample, in ms (sorted), and the sizes of what it made.
pub struct Timed {
    pub times: Vec<f64>,
    pub pdf_bytes: usize,
    pub ubl_bytes: usize,
}

/// Makes the sample `iterations` times after one untimed run, two ways: the PDF alone as typst
/// writes it (what invoices were before Factur-X), and the Factur-X PDF (PDF/A-3b, CII embedded,
/// XMP added) with its UBL, as invoices are issued now. Each run has another number, as each
/// invoice does: typst memoises what did not change (fonts, the library, unchanged layout), which
/// is what "warm" means here, but an identical document would only measure its cache.
pub fn time_sample_renders(iterations: usize) -> AppResult<(Timed, Timed)> {
    let (mut data, mut doc) = sample();
    let plain_document = |data: &InvoicePdf, doc: &LegalDoc| -> AppResult<PdfDocument> {
        let mut d = PdfDocument::new("invoice.typ", data)?;
        d.files.push((
            legal::facturx::XML_NAME.into(),
            legal::cii::cii(doc).into_bytes(),
        ));
        Ok(d)
    };
    let plain_bytes = pdf::render_now(&plain_document(&data, &doc)?)?.len();
    let first = legal::issue::render_now("invoice.typ", &data, &doc)?;
    let mut plain = Timed {
        times: Vec::new(),
        pdf_bytes: plain_bytes,
        ubl_bytes: 0,
    };
    let mut full = Timed {
        times: Vec::new(),
        pdf_bytes: first.pdf.len(),
        ubl_bytes: first.ubl.len(),
    };
    for i in 0..iterations {
        data.number = format!("F{}", 2000 + i);
        data.title = format!("Invoice {}", data.number);
        doc.number = data.number.clone();
        let document = plain_document(&data, &doc)?;
        let started = std::time::Instant::now();
        pdf::render_now(&document)?;
        plain.times.push(started.elapsed().as_secs_f64() * 1000.0);
        let started = std::time::Instant::now();
        legal::issue::render_now("invoice.typ", &data, &doc)?;
        full.times.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    plain.times.sort_by(f64::total_cmp);
    full.times.sort_by(f64::total_cmp);
    Ok((plain, full))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_invoice_renders_and_reads_back() {
        let (data, doc) = sample();
        let rendered = legal::issue::render_now("invoice.typ", &data, &doc).unwrap();
        let pdf = rendered.pdf;
        let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for expected in [
            "INVOICE",
            "F1234",
            "Hollis Gallery",
            "12 Cork Street",
            "PO-2026-0042",
            "A-000042",
            "24 Nov 2026",
            "GBP",
            "1 EUR = 0.85 GBP",
            "FD Fine Art Logistics Ltd",
            "VAT GB980780684",
            "DUE DATE",
            "24 Dec 2026",
            "Standard rate 20%",
            "Zero rated 0%",
            "Exempt 0%",
            "Article 135(1)(a)",
            "IBAN GB82WEST12345698765432",
            "BIC WESTGB2L",
            "Payment within 30 days, by 24 Dec 2026.",
        ] {
            assert!(text.contains(expected), "{expected}: {text}");
        }
    }

    #[test]
    fn brands_have_their_names() {
        assert_eq!(brand_name("fd"), "FD");
        assert_eq!(brand_name("eagle"), "Eagle");
    }
}
