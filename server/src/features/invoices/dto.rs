//! The invoice calls' shapes (camelCase), with their OpenAPI schemas. Amounts are plain decimal text
//! in the currency's own decimals (`"350.50"`, JPY `"12000"`), the tax rate a percentage (`"17.5"`),
//! exchange rates decimal text (`"1.1734"`): see `crate::money`. Never floating point.
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A line of the working invoice as the panel shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceLineDto {
    pub id: i32,
    /// Position from 0, as saved.
    pub order: i32,
    pub description: String,
    /// The line's currency (default GBP).
    #[schema(example = "GBP")]
    pub currency_in: String,
    /// In `currencyIn`.
    #[schema(example = "350.00")]
    pub cost: String,
    /// In `currencyIn`.
    #[schema(example = "500.00")]
    pub charge: String,
    /// The invoice's tax rate applies to this line (its VAT category is `standard`).
    pub taxable: bool,
    /// `standard` (the invoice's rate), `zero` rated, `exempt` (with `vatExemptReason`) or
    /// `outside` the scope of VAT.
    pub vat_category: crate::money::vat::VatCategory,
    pub vat_exempt_reason: Option<String>,
    /// Left out of the quote, the preview and the next invoice (set on the lines of an invoice once
    /// it is generated).
    pub ignore: bool,
    /// The generated invoice the line went on, if any (`F12`).
    pub invoiced_as: Option<String>,
}

/// An exchange rate entered on the invoice: units of the invoice's currency for one unit of `currency`.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateDto {
    #[schema(example = "EUR")]
    pub currency: String,
    #[schema(example = "0.85")]
    pub rate: String,
}

/// Net charge, tax, gross and cost in the invoice's currency, and the margin in whole percent.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FiguresDto {
    #[schema(example = "750.50")]
    pub net: String,
    #[schema(example = "120.00")]
    pub tax: String,
    #[schema(example = "870.50")]
    pub gross: String,
    #[schema(example = "500.00")]
    pub cost: String,
    /// (net - cost) / cost in whole percent, 0 without a cost.
    #[schema(example = 50)]
    pub margin: i64,
}

/// `GET /api/admin/assignment/{id}/invoice`: the assignment's working invoice (one per assignment).
/// Before the first save it is the defaults: the division's (else the company's) addressee, the
/// company's first currency (else GBP), its group brand, no tax, the assignment's PO number, no lines.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkingInvoiceDto {
    /// `null` until the invoice is first saved.
    pub id: Option<i32>,
    pub assignment_id: i32,
    pub assignment_ref: String,
    pub company_id: i32,
    pub company_name: String,
    pub company_division_id: i32,
    #[schema(example = "GBP")]
    pub currency: String,
    /// The currencies the invoice may be in: the company's (all offered ones when it names none).
    pub currencies: Vec<String>,
    pub addressee: Option<String>,
    /// `fd` or `eagle`: whose numbering the invoice takes (F1, F2… or E1, E2…).
    #[schema(example = "fd")]
    pub group_brand: String,
    /// Percent, applied to taxable lines.
    #[schema(example = "20")]
    pub tax: String,
    pub po_number: Option<String>,
    /// The number of the last invoice generated from it (`F12`), if any.
    pub invoice_number: Option<String>,
    pub rates: Vec<RateDto>,
    /// In order.
    pub items: Vec<InvoiceLineDto>,
    /// Of the lines not ignored; `null` while a line's currency has no rate (see `missingRates`).
    pub figures: Option<FiguresDto>,
    /// Line currencies (of lines not ignored) that need a rate before a quote or an invoice.
    pub missing_rates: Vec<String>,
    /// The invoices generated for this assignment, the newest first.
    pub generated: Vec<GeneratedInvoiceDto>,
}

/// A line as the panel saves it: a stored one with its `id`, a new one without.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InvoiceLineInput {
    #[serde(default)]
    pub id: Option<i32>,
    /// Lines are kept in this order (ties: as sent) and renumbered from 0.
    #[serde(default)]
    pub order: Option<i32>,
    pub description: String,
    /// One of USD, GBP, EUR, CHF, AED, JPY (default GBP).
    #[serde(default)]
    pub currency_in: Option<String>,
    #[schema(example = "350.00")]
    pub cost: String,
    #[schema(example = "500.00")]
    pub charge: String,
    /// Without `vatCategory`: taxable lines are standard rated, the others zero rated.
    #[serde(default)]
    pub taxable: bool,
    /// When sent, decides `taxable` (true only for `standard`).
    #[serde(default)]
    pub vat_category: Option<crate::money::vat::VatCategory>,
    /// Required on an exempt line before it is invoiced (at most 300 characters).
    #[serde(default)]
    pub vat_exempt_reason: Option<String>,
    #[serde(default)]
    pub ignore: bool,
}

/// `PUT /api/admin/assignment/{id}/invoice`: the whole working invoice. Every stored line is either
/// in `items` (with its id) or in `deletedLineItems`; one left out of both means the invoice changed
/// since it was loaded (409).
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InvoiceInput {
    /// One of the company's currencies.
    #[schema(example = "GBP")]
    pub currency: String,
    #[serde(default)]
    pub addressee: Option<String>,
    /// `fd` or `eagle`; left out: the stored one (at first, the company's).
    #[serde(default)]
    pub group_brand: Option<String>,
    /// Percent from 0 to 100, at most two decimals.
    #[schema(example = "20")]
    pub tax: String,
    #[serde(default)]
    pub po_number: Option<String>,
    /// One per line currency other than the invoice's (others are refused).
    #[serde(default)]
    pub rates: Vec<RateDto>,
    #[serde(default)]
    pub items: Vec<InvoiceLineInput>,
    /// Ids of stored lines to delete.
    #[serde(default)]
    pub deleted_line_items: Vec<i32>,
}

/// An asset a storage invoice billed (docs/storage.md).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoicedAsset {
    pub id: i32,
    /// The provider's reference, as it was when billed.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
}

/// An issued (generated) invoice: a sales invoice of an assignment, or a storage invoice of a
/// division's assets. Never edited in place: only `paidOn` may change.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedInvoiceDto {
    /// The record's id (for `GET`, `PUT`, `DELETE /api/admin/invoice/{id}`).
    pub id: i32,
    /// `sales` (from an assignment's working invoice) or `storage` (outstanding storage days).
    #[schema(example = "sales")]
    pub kind: String,
    /// A storage invoice's assets (empty for a sales invoice).
    pub assets: Vec<InvoicedAsset>,
    /// The number in its brand's sequence.
    pub number: i32,
    /// The number with its brand's prefix: `F12`, `E3`.
    #[schema(example = "F12")]
    pub invoice_number: String,
    #[schema(example = "fd")]
    pub group_brand: String,
    /// The PDF's name for `GET /api/admin/invoice/view/invoices/{fileName}` (`F12.pdf`).
    #[schema(example = "F12.pdf")]
    pub file_name: String,
    pub currency: String,
    pub net: String,
    pub tax: String,
    pub total: String,
    /// Left out for customers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<String>,
    pub assignment_id: Option<i32>,
    pub assignment_ref: Option<String>,
    pub company_id: i32,
    pub company_name: String,
    pub company_division_id: Option<i32>,
    /// The day it was issued (UTC).
    #[schema(value_type = String, format = Date, example = "2026-11-24")]
    pub issued_on: NaiveDate,
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    #[schema(value_type = Option<String>, format = Date)]
    pub paid_on: Option<NaiveDate>,
    /// The issue date plus the seller's payment terms (none on invoices issued before them).
    #[schema(value_type = Option<String>, format = Date)]
    pub due_on: Option<NaiveDate>,
    /// The UBL (Peppol BIS Billing 3.0) file's name for the same download call (`F12.xml`); none
    /// on invoices issued before structured files.
    pub xml_file_name: Option<String>,
    /// The sum of its credit notes' totals.
    #[schema(example = "0.00")]
    pub credited: String,
    /// Issued minus credited minus paid: what the customer still owes (negative: what is owed back).
    #[schema(example = "120.00")]
    pub balance: String,
    /// Its credit notes, the oldest first.
    pub credit_notes: Vec<CreditNoteRef>,
}

/// A credit note as its invoice lists it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreditNoteRef {
    pub id: i32,
    /// `FC1`, `EC3`.
    #[schema(example = "FC1")]
    pub number: String,
    /// `FC1.pdf`, for the invoices' download call.
    pub file_name: String,
    /// `FC1.xml`.
    pub xml_file_name: String,
    pub total: String,
    #[schema(value_type = String, format = Date)]
    pub issued_on: NaiveDate,
    pub reason: String,
}

/// `PUT /api/admin/invoice/`: generate the next invoice of the assignment's working invoice from the
/// lines the preview showed (every line not ignored, as saved).
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GenerateInput {
    pub assignment_id: i32,
    /// The ids of the lines the preview showed. Any other set than the saved lines not ignored is a
    /// 409 (the invoice changed since the preview).
    pub line_ids: Vec<i32>,
    /// The total the preview showed, as decimal text in the invoice's currency; when sent, another
    /// total is a 409.
    #[serde(default)]
    pub total: Option<String>,
}

/// `PUT /api/admin/invoice/{id}`: what an issued invoice may change, its paid date (`null` clears it).
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PaidInput {
    /// `YYYY-MM-DD`, or `null`.
    #[schema(example = "2026-12-01")]
    pub paid_on: Option<String>,
}

/// `PUT /api/admin/invoice/pdf/`: which invoice's PDF to name.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PdfRequest {
    /// The record's id.
    pub id: i32,
}

/// The answer of `PUT /api/admin/invoice/pdf/`.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PdfName {
    /// For `GET /api/admin/invoice/view/invoices/{fileName}`.
    #[schema(example = "F12.pdf")]
    pub file_name: String,
}

/// Sums of the listed invoices in one currency.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrencyTotals {
    pub currency: String,
    /// How many invoices.
    pub count: u64,
    pub net: String,
    pub tax: String,
    pub total: String,
}

/// A page of invoices (the list contract) and the totals per currency of every invoice the search
/// and filters match (all pages).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoicePage {
    pub rows: Vec<GeneratedInvoiceDto>,
    pub total: u64,
    pub page: u64,
    pub size: u64,
    /// By currency code, alphabetically.
    pub totals: Vec<CurrencyTotals>,
}

/// A PDF, as the download answers it.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct PdfFile(Vec<u8>);

/// One line of the invoices summary: one month, brand and currency.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SummaryRow {
    /// `2026-11` (UTC).
    pub month: String,
    pub group_brand: String,
    pub currency: String,
    pub invoices: u64,
    pub net: String,
    pub tax: String,
    pub total: String,
    pub cost: String,
    pub margin: i64,
}

/// `GET /api/admin/invoice/summary`: the newest month first, then brand and currency.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceSummary {
    pub rows: Vec<SummaryRow>,
}
