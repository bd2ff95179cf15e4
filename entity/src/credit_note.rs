//! `credit_note`: A credit note against an issued invoice; `number` is unique per group brand.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "credit_note")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub generated_invoice_id: i32,
    pub group_brand: String,
    pub number: i32,
    pub company_id: i32,
    pub currency: String,
    /// Positive amounts: what is credited.
    pub net_minor: i64,
    pub tax_minor: i64,
    pub total_minor: i64,
    #[sea_orm(column_type = "Text")]
    pub reason: String,
    /// The Factur-X PDF and the UBL file in the file store.
    pub file_name: Option<String>,
    pub xml_file_name: Option<String>,
    pub created_by: Option<i32>,
    pub created_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
