//! `seller_setting`: The seller a group brand invoices as (legal name, address, tax and bank details).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "seller_setting")]
pub struct Model {
    /// `fd` or `eagle`.
    #[sea_orm(primary_key, auto_increment = false)]
    pub group_brand: String,
    pub legal_name: String,
    #[sea_orm(column_type = "Text")]
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// ISO 3166-1 alpha-2.
    pub country: String,
    pub vat_number: String,
    pub registration_number: String,
    pub iban: String,
    pub bic: String,
    /// Bank details as text, for an account without an IBAN.
    #[sea_orm(column_type = "Text")]
    pub account_text: String,
    pub payment_terms_days: Option<i32>,
    #[sea_orm(column_type = "Text")]
    pub footer: String,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
