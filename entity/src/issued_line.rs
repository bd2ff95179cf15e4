//! `issued_line`: A line an issued invoice billed, in the invoice's currency, with its VAT category.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "issued_line")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub generated_invoice_id: i32,
    pub position: i32,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    pub net_minor: i64,
    /// `standard`, `zero`, `exempt` or `outside` (`money::vat::VatCategory`).
    pub vat_category: String,
    /// The rate in basis points; `None` outside the scope of tax.
    pub tax_bp: Option<i32>,
    #[sea_orm(column_type = "Text", nullable)]
    pub vat_exempt_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
