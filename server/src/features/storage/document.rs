//! The storage invoice PDF's data (`pdf/templates/storage-invoice.typ`, beside the sales invoice's
//! and sharing its `lib.typ`): every amount formatted here with `money::format_amount`, so the
//! template never computes money and the PDF says what the API says.
use chrono::NaiveDate;
use serde::Serialize;

use super::invoice::{Draft, RateBasis, VOLUME_SCALE};
use crate::{
    error::AppResult,
    features::invoices::{
        document::brand_name,
        legal::{
            self,
            model::{DocLine, LegalDoc},
            pdf_block::{self, LegalPdf},
        },
    },
    money::{format_amount, vat::VatCategory},
};

#[derive(Debug, Serialize)]
pub struct StorageInvoicePdf {
    pub title: String,
    pub issuer: String,
    pub brand: String,
    pub number: String,
    pub date: String,
    pub addressee: Vec<String>,
    /// `Hollis Gallery, London`.
    pub division: String,
    /// `GBP 1.50 per item per day, at least GBP 10.00 a line`.
    pub terms: String,
    pub lines: Vec<StorageLinePdf>,
    pub total: String,
    pub po_number: Option<String>,
    /// Seller, buyer, due date, VAT per category, bank details and terms.
    pub legal: LegalPdf,
}

#[derive(Debug, Serialize)]
pub struct StorageLinePdf {
    pub description: String,
    /// `1 Nov 2026 – 24 Nov 2026`.
    pub period: String,
    pub days: i64,
    /// `0.25 m³` under the volume basis.
    pub volume: Option<String>,
    pub amount: String,
}

fn day(d: NaiveDate) -> String {
    d.format("%d %b %Y").to_string()
}

/// The PDF's data for the draft, numbered `number`, issued on `issued_on`.
pub fn data(draft: &Draft, issuer: &str, doc: &LegalDoc) -> StorageInvoicePdf {
    let number = doc.number.as_str();
    let issued_on = doc.issued_on;
    let currency = &draft.currency;
    let per = match draft.basis {
        RateBasis::Item => "per item per day",
        RateBasis::Volume => "per m³ per day",
    };
    let mut terms = format!("{} {per}", format_amount(draft.rate, currency));
    if draft.minimum > 0 {
        terms.push_str(&format!(
            ", at least {} a line",
            format_amount(draft.minimum, currency)
        ));
    }
    let addressee = draft
        .addressee()
        .unwrap_or_else(|| draft.company.name.clone())
        .lines()
        .map(|l| l.trim_end().to_owned())
        .collect();
    StorageInvoicePdf {
        title: format!("Storage invoice {number}"),
        issuer: issuer.to_owned(),
        brand: brand_name(&draft.company.group_brand),
        number: number.to_owned(),
        date: day(issued_on),
        addressee,
        division: format!("{}, {}", draft.company.name, draft.division.name),
        terms,
        lines: draft
            .lines
            .iter()
            .map(|l| StorageLinePdf {
                description: l.description.clone(),
                period: format!("{} – {}", day(l.period.0), day(l.period.1)),
                days: l.days,
                volume: l
                    .volume_micro
                    .map(|v| format!("{} m³", trimmed(v as f64 / VOLUME_SCALE as f64))),
                amount: format_amount(l.charge, currency),
            })
            .collect(),
        total: format_amount(doc.totals.gross, currency),
        po_number: doc.po_number.clone(),
        legal: pdf_block::data(doc),
    }
}

/// The draft's lines as issued, every one in `category`.
pub fn doc_lines(
    draft: &Draft,
    category: VatCategory,
    exempt_reason: Option<&str>,
) -> Vec<DocLine> {
    draft
        .lines
        .iter()
        .map(|l| DocLine {
            description: format!(
                "{} ({} – {})",
                l.description,
                day(l.period.0),
                day(l.period.1)
            ),
            net: l.charge,
            category,
            exempt_reason: (category == VatCategory::Exempt)
                .then(|| exempt_reason.unwrap_or_default().to_owned()),
        })
        .collect()
}

/// A volume with at most four decimals, trailing zeros left off.
fn trimmed(m3: f64) -> String {
    let text = format!("{m3:.4}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// Renders the storage invoice as Factur-X with its UBL (off the async threads, within the PDF
/// time limit).
pub async fn render(data: &StorageInvoicePdf, doc: &LegalDoc) -> AppResult<legal::issue::Rendered> {
    legal::issue::render("storage-invoice.typ", data, doc).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volumes_print_short() {
        assert_eq!(trimmed(0.25), "0.25");
        assert_eq!(trimmed(1.0), "1");
        assert_eq!(trimmed(0.123456), "0.1235");
    }
}
