//! The invoice PDF's data (`pdf/templates/invoice.typ`): every amount formatted here, in Rust, with
//! `money::format_amount`, so the template never computes money and the PDF says what the API says.
use chrono::NaiveDate;
use entity::invoice_line;
use serde::Serialize;

use crate::{
    error::AppResult,
    money::{self, format_amount, rate_text, tax_rate_text},
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
}

#[derive(Debug, Serialize)]
pub struct PdfLine {
    pub description: String,
    /// The charge in the line's own currency when that is not the invoice's (`EUR 100.00`).
    pub original: Option<String>,
    /// The charge in the invoice's currency.
    pub amount: String,
    pub taxable: bool,
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
) -> InvoicePdf {
    let currency = heading.currency;
    let rate_of = |code: &str| {
        rates
            .iter()
            .find(|(c, _)| c == code)
            .map_or(money::RATE_SCALE, |(_, r)| *r)
    };
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
            .map(|l| {
                let same = l.currency_in == currency;
                let amount = money::convert(
                    l.charge_minor,
                    &l.currency_in,
                    currency,
                    rate_of(&l.currency_in),
                );
                PdfLine {
                    description: l.description.clone(),
                    original: (!same).then(|| format_amount(l.charge_minor, &l.currency_in)),
                    amount: format_amount(amount, currency),
                    taxable: l.taxable,
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
    }
}

/// Renders the invoice (off the async threads, within the PDF time limit).
pub async fn render(data: &InvoicePdf) -> AppResult<Vec<u8>> {
    pdf::render(PdfDocument::new("invoice.typ", data)?).await
}

/// A sales invoice of twelve lines in GBP, two of them in EUR, for the benchmark.
pub fn sample() -> InvoicePdf {
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
            generated_invoice_id: None,
        })
        .collect();
    lines[0].description = "Collection from Hollis Gallery, London".into();
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
    let heading = Heading {
        issuer: "Plinth",
        group_brand: "fd",
        number: "F1234",
        issued_on: NaiveDate::from_ymd_opt(2026, 11, 24).expect("a date"),
        addressee: Some("Accounts payable\nHollis Gallery\n12 Cork Street\nLondon W1S 3NS"),
        company_name: "Hollis Gallery",
        po_number: Some("PO-2026-0042"),
        assignment_ref: "A-000042",
        currency: "GBP",
        tax_bp: 2000,
    };
    let billed: Vec<&invoice_line::Model> = lines.iter().collect();
    data(&heading, &billed, &rates, &figures)
}

/// Renders the sample `iterations` times after one untimed render: each time in ms (sorted), and
/// the PDF's size. Each render has another number, as each invoice does: typst memoises what did
/// not change (fonts, the library, unchanged layout), which is what "warm" means here, but an
/// identical document would only measure its cache.
pub fn time_sample_renders(iterations: usize) -> AppResult<(Vec<f64>, usize)> {
    let mut data = sample();
    let bytes = pdf::render_now(&PdfDocument::new("invoice.typ", &data)?)?.len();
    let mut times = Vec::with_capacity(iterations);
    for i in 0..iterations {
        data.number = format!("F{}", 2000 + i);
        data.title = format!("Invoice {}", data.number);
        let document = PdfDocument::new("invoice.typ", &data)?;
        let started = std::time::Instant::now();
        pdf::render_now(&document)?;
        times.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok((times, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_invoice_renders_and_reads_back() {
        let pdf = pdf::render_now(&PdfDocument::new("invoice.typ", &sample()).unwrap()).unwrap();
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
