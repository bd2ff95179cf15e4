//! Credit notes as the calls carry them (camelCase).
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{features::invoices::dto::CreditNoteRef, money::vat::VatCategory};

/// `POST /api/admin/invoice/{id}/credit-note`.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreditNoteInput {
    /// The invoice's lines to credit (ids from `GET /api/admin/invoice/{id}/lines`); empty or left
    /// out: every line not credited yet.
    #[serde(default)]
    pub line_ids: Vec<i32>,
    /// Why, printed on the credit note (at most 500 characters).
    #[serde(default)]
    pub reason: Option<String>,
}

/// A line of an issued invoice, as issued.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssuedLineDto {
    pub id: i32,
    pub description: String,
    /// In the invoice's currency.
    pub amount: String,
    pub vat_category: VatCategory,
    /// `20`, none outside the scope of VAT.
    pub tax_rate: Option<String>,
    pub vat_exempt_reason: Option<String>,
    /// The credit note that credited it (`FC1`), if any.
    pub credited_by: Option<String>,
}

/// The lines of an issued invoice and its credit notes.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceLinesDto {
    pub invoice_number: String,
    pub currency: String,
    /// Empty for an invoice issued before lines were kept (it cannot be credited here).
    pub lines: Vec<IssuedLineDto>,
    pub credit_notes: Vec<CreditNoteRef>,
}
