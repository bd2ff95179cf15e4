//! The credit note PDF's data (`pdf/templates/credit-note.typ`): every amount formatted here.
use serde::Serialize;

use crate::{
    features::invoices::{
        document::brand_name,
        legal::{
            model::LegalDoc,
            pdf_block::{self, LegalPdf},
        },
    },
    money::format_amount,
};

#[derive(Debug, Serialize)]
pub struct CreditNotePdf {
    pub title: String,
    pub issuer: String,
    pub brand: String,
    /// `FC1`.
    pub number: String,
    pub reason: Option<String>,
    pub lines: Vec<CreditLinePdf>,
    pub legal: LegalPdf,
}

#[derive(Debug, Serialize)]
pub struct CreditLinePdf {
    pub description: String,
    pub vat: String,
    pub amount: String,
}

pub fn data(
    doc: &LegalDoc,
    group_brand: &str,
    issuer: &str,
    reason: Option<&str>,
) -> CreditNotePdf {
    CreditNotePdf {
        title: format!("Credit note {}", doc.number),
        issuer: issuer.to_owned(),
        brand: brand_name(group_brand),
        number: doc.number.clone(),
        reason: reason.map(str::to_owned),
        lines: doc
            .lines
            .iter()
            .map(|l| CreditLinePdf {
                description: l.description.clone(),
                vat: pdf_block::line_vat(l.category, doc.standard_bp),
                amount: format_amount(l.net, &doc.currency),
            })
            .collect(),
        legal: pdf_block::data(doc),
    }
}
