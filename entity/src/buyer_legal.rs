//! `buyer_legal`: A company's (no division) or a division's legal data as an invoice's buyer.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "buyer_legal")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    /// `None`: the company's own; else the division's, which wins on its invoices.
    pub company_division_id: Option<i32>,
    pub legal_name: String,
    #[sea_orm(column_type = "Text")]
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// ISO 3166-1 alpha-2.
    pub country: String,
    /// Empty when the buyer has none.
    pub vat_number: String,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
