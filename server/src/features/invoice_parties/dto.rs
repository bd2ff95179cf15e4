//! The seller settings and buyer legal data as the calls carry them (camelCase).
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A group brand's seller settings, as saved, with what is still missing before it can issue.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SellerSettingsDto {
    /// `fd` or `eagle`.
    pub group_brand: String,
    pub legal_name: String,
    /// One line per address line.
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// ISO 3166-1 alpha-2, e.g. `GB`.
    pub country: String,
    pub vat_number: String,
    pub registration_number: String,
    pub iban: String,
    pub bic: String,
    /// Bank details as text, for an account without an IBAN.
    pub account_text: String,
    /// Days from the issue date to the due date.
    pub payment_terms_days: Option<i32>,
    pub footer: String,
    /// What the brand still lacks before it can issue invoices (empty: it can), e.g.
    /// `["legal name", "VAT number"]`.
    pub missing: Vec<String>,
}

/// `PUT /api/admin/seller-settings/{brand}`: the whole settings of a brand. Empty fields may be
/// saved (the brand then cannot issue, and `missing` says why); filled ones are checked for form.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SellerSettingsInput {
    #[serde(default)]
    pub legal_name: String,
    #[serde(default)]
    pub street: String,
    #[serde(default)]
    pub postcode: String,
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub country: String,
    #[serde(default)]
    pub vat_number: String,
    #[serde(default)]
    pub registration_number: String,
    #[serde(default)]
    pub iban: String,
    #[serde(default)]
    pub bic: String,
    #[serde(default)]
    pub account_text: String,
    #[serde(default)]
    pub payment_terms_days: Option<i32>,
    #[serde(default)]
    pub footer: String,
}

/// A company's or a division's legal data as an invoice's buyer.
#[derive(Clone, Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BuyerLegalDto {
    pub legal_name: String,
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// ISO 3166-1 alpha-2; empty until entered.
    pub country: String,
    /// Empty when the buyer has none.
    pub vat_number: String,
    /// False until saved: a division without its own uses its company's.
    pub saved: bool,
}

#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BuyerLegalInput {
    pub legal_name: String,
    #[serde(default)]
    pub street: String,
    #[serde(default)]
    pub postcode: String,
    pub city: String,
    pub country: String,
    #[serde(default)]
    pub vat_number: String,
}
