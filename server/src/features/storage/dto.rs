//! The storage calls' shapes (camelCase), with their OpenAPI schemas. Amounts are decimal text in
//! the currency's own decimals, as every money call (`crate::money`).
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// `GET /api/admin/storage/`: one asset in storage now (an open storage entry).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageRow {
    /// The asset's id.
    pub id: i32,
    pub title: String,
    pub artist: Option<String>,
    /// The provider's reference.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// The owner's reference.
    pub their_ref: Option<String>,
    pub company_id: i32,
    pub company_name: String,
    pub company_division_id: i32,
    pub company_division: String,
    /// The open entry's location.
    pub location: Option<String>,
    /// The open entry's in date.
    #[schema(value_type = String, format = Date)]
    pub in_since: NaiveDate,
    /// Days not yet on a storage invoice (see `AssetDto.daysInStorageOutstanding`).
    pub days_outstanding: i64,
    /// Cubic metres of the gross measurement (else the net one); null without one.
    pub gross_volume: Option<f64>,
}

/// The filters of `GET /api/admin/storage/` (beside `page`, `size`, `q`, `sort`, `dir`).
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct StorageFilters {
    /// One company's assets.
    pub company_id: Option<i32>,
    /// One division's assets.
    pub company_division_id: Option<i32>,
}

/// The terms of a storage invoice: which assets, in what currency, at what rate.
#[derive(Clone, Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StorageInvoiceInput {
    /// The bag: assets of one division (at most 1,000), each with outstanding days.
    pub asset_ids: Vec<i32>,
    /// One of the company's currencies (all offered ones when it names none).
    #[schema(example = "GBP")]
    pub currency: String,
    /// `item`: the rate per item per day; `volume`: per cubic metre (the asset's gross volume) per day.
    #[schema(example = "item")]
    pub rate_basis: String,
    /// Per day, in `currency`.
    #[schema(example = "1.50")]
    pub rate: String,
    /// The least a line is charged (default 0).
    #[serde(default)]
    #[schema(example = "10.00")]
    pub minimum_charge: Option<String>,
    /// What the storage cost the provider, for the record (default 0; never shown to the customer).
    #[serde(default)]
    #[schema(example = "0.00")]
    pub cost: Option<String>,
    /// Generating only: the total the preview showed; when sent, another total is a 409.
    #[serde(default)]
    pub total: Option<String>,
    /// The VAT category of every line (default `zero`): `standard` at `tax` percent, `zero`
    /// rated, `exempt` (with `vatExemptReason`), or `outside` the scope of VAT. The preview's
    /// total is before VAT; the VAT is added when the invoice is issued.
    #[serde(default)]
    pub vat_category: Option<crate::money::vat::VatCategory>,
    /// The standard rate, a percentage (default 0: standard lines are then zero rated).
    #[serde(default)]
    #[schema(example = "20")]
    pub tax: Option<String>,
    #[serde(default)]
    pub vat_exempt_reason: Option<String>,
    /// The buyer's purchase order number, printed and sent.
    #[serde(default)]
    pub po_number: Option<String>,
}

/// One line of a storage invoice: an asset and its outstanding days.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageLineDto {
    pub asset_id: i32,
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// `{ref or title}: storage for N outstanding days`.
    pub description: String,
    pub days: i64,
    /// The billed period, `[periodFrom, periodTo)`: the outstanding days start again from `periodTo`.
    #[schema(value_type = String, format = Date)]
    pub period_from: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub period_to: NaiveDate,
    /// Cubic metres billed (volume basis only).
    pub volume: Option<f64>,
    /// The line's charge: rate × days (× volume), at least the minimum charge.
    #[schema(example = "34.50")]
    pub charge: String,
}

/// `POST /api/admin/storage/invoice/preview`: the invoice as generating would make it now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageInvoicePreview {
    pub company_id: i32,
    pub company_name: String,
    pub company_division_id: i32,
    pub company_division: String,
    /// The company's: whose numbering the invoice takes (`fd`: F…, `eagle`: E…).
    #[schema(example = "fd")]
    pub group_brand: String,
    pub currency: String,
    /// The currencies the invoice may be in.
    pub currencies: Vec<String>,
    /// The division's invoice addressee, else the company's.
    pub addressee: Option<String>,
    pub rate_basis: String,
    pub rate: String,
    pub minimum_charge: String,
    pub lines: Vec<StorageLineDto>,
    /// The sum of the lines (storage invoices carry no tax).
    pub total: String,
    pub cost: String,
}
