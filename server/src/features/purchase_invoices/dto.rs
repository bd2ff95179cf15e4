//! Purchase invoices as the calls carry them (camelCase). Amounts are plain decimal text in the
//! currency's decimals (`"120.50"`, JPY `"12000"`), as `server/src/money` reads and writes them.
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// An assignment a purchase invoice covers.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoveredAssignment {
    pub id: i32,
    /// Its reference (ignored when sent: the id decides).
    #[serde(default, rename = "ref")]
    pub reference: Option<String>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PurchaseInvoiceDto {
    pub id: i32,
    pub supplier: String,
    /// The supplier's invoice number.
    pub number: String,
    /// One of USD, GBP, EUR, CHF, AED, JPY.
    pub currency: String,
    pub net_value: String,
    pub tax_amount: String,
    /// Always net value plus tax amount.
    pub gross_value: String,
    #[schema(value_type = Option<String>, format = Date, example = "2026-11-24")]
    pub invoice_on: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date, example = "2026-11-24")]
    pub due_on: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date, example = "2026-11-24")]
    pub paid_on: Option<NaiveDate>,
    /// In the order they were added.
    pub assignments: Vec<CoveredAssignment>,
    /// UTC, RFC 3339 to the second.
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

/// `POST` (no id) and `PUT` (with the id) of `/api/admin/purchaseInvoice/`.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PurchaseInvoiceInput {
    /// Required by `PUT`, refused by `POST`.
    #[serde(default)]
    pub id: Option<i32>,
    pub supplier: String,
    pub number: String,
    pub currency: String,
    pub net_value: String,
    pub tax_amount: String,
    /// Optional: the server computes net + tax, and refuses a different figure.
    #[serde(default)]
    pub gross_value: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<String>, format = Date, example = "2026-11-24")]
    pub invoice_on: Option<NaiveDate>,
    #[serde(default)]
    #[schema(value_type = Option<String>, format = Date, example = "2026-11-24")]
    pub due_on: Option<NaiveDate>,
    #[serde(default)]
    #[schema(value_type = Option<String>, format = Date, example = "2026-11-24")]
    pub paid_on: Option<NaiveDate>,
    #[serde(default)]
    pub assignments: Vec<CoveredAssignment>,
}

/// The list's own filters, beside the list contract.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PurchaseInvoiceFilters {
    /// One currency's invoices only.
    pub currency: Option<String>,
    /// Only the invoices not yet paid (no paid date).
    pub unpaid: Option<bool>,
}
