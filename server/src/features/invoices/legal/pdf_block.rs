//! The legal block of a PDF (`pdf/templates/legal.typ`) from the `LegalDoc`: parties, dates, VAT
//! totals per category, bank details, terms and footer, every amount formatted here.
use serde::Serialize;

use super::model::{DocKind, LegalDoc, Party};
use crate::money::{format_amount, tax_rate_text, vat::VatCategory};

#[derive(Debug, Serialize)]
pub struct LegalPdf {
    pub seller: Vec<String>,
    pub buyer: Vec<String>,
    /// `24 Nov 2026`.
    pub issued: String,
    /// Invoices only.
    pub due: Option<String>,
    pub categories: Vec<CategoryPdf>,
    pub net: String,
    pub tax: String,
    pub total: String,
    pub bank: Vec<String>,
    pub terms: String,
    pub footer: Option<String>,
    /// A credit note's invoice: `F12 of 20 Nov 2026`.
    pub preceding: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct CategoryPdf {
    /// `Standard rate 20%`, `Zero rated 0%`, `Exempt 0%`, `Outside the scope of VAT`.
    pub label: String,
    pub base: String,
    pub tax: String,
    pub reason: Option<String>,
}

fn day(d: chrono::NaiveDate) -> String {
    d.format("%d %b %Y").to_string()
}

fn block(p: &Party) -> Vec<String> {
    let mut lines = vec![p.name.clone()];
    lines.extend(p.street.iter().cloned());
    let town = format!("{} {}", p.postcode, p.city).trim().to_owned();
    if !town.is_empty() {
        lines.push(town);
    }
    lines.push(p.country.clone());
    if let Some(vat) = &p.vat_number {
        lines.push(format!("VAT {vat}"));
    }
    if let Some(reg) = &p.registration_number {
        lines.push(format!("Company no. {reg}"));
    }
    lines
}

/// A line's VAT as its column prints it: `20%`, `0% zero rated`, `exempt`, `outside scope`.
pub fn line_vat(category: VatCategory, standard_bp: i32) -> String {
    match category {
        VatCategory::Standard => format!("{}%", tax_rate_text(standard_bp)),
        VatCategory::Zero => "0% zero rated".into(),
        VatCategory::Exempt => "exempt".into(),
        VatCategory::Outside => "outside scope".into(),
    }
}

pub fn data(doc: &LegalDoc) -> LegalPdf {
    let cur = doc.currency.as_str();
    let mut bank = Vec::new();
    if let Some(iban) = &doc.payment.iban {
        bank.push(format!("IBAN {iban}"));
    }
    if let Some(bic) = &doc.payment.bic {
        bank.push(format!("BIC {bic}"));
    }
    if let Some(text) = &doc.payment.account_text {
        bank.extend(text.lines().map(str::to_owned));
    }
    LegalPdf {
        seller: block(&doc.seller),
        buyer: block(&doc.buyer),
        issued: day(doc.issued_on),
        due: (doc.kind == DocKind::Invoice).then(|| day(doc.due_on)),
        categories: doc
            .totals
            .categories
            .iter()
            .map(|c| CategoryPdf {
                label: match c.rate_bp {
                    Some(bp) => format!("{} {}%", c.category.label(), tax_rate_text(bp)),
                    None => c.category.label().to_owned(),
                },
                base: format_amount(c.base, cur),
                tax: format_amount(c.tax, cur),
                reason: c.exempt_reason.clone(),
            })
            .collect(),
        net: format_amount(doc.totals.net, cur),
        tax: format_amount(doc.totals.tax, cur),
        total: format_amount(doc.totals.gross, cur),
        bank,
        terms: doc.terms_text(),
        footer: doc.footer.clone(),
        preceding: doc
            .preceding
            .as_ref()
            .map(|(n, d)| format!("{n} of {}", day(*d))),
    }
}
