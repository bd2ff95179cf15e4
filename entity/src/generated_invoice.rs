//! `generated_invoice`: An issued invoice (sales or storage). `number` is unique per group brand.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "generated_invoice")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// `sales` or `storage` (see `types::GeneratedInvoiceKind`).
    pub kind: String,
    pub group_brand: String,
    pub number: i32,
    pub company_id: i32,
    pub company_division_id: Option<i32>,
    pub assignment_id: Option<i32>,
    pub assignment_ref: Option<String>,
    pub currency: String,
    pub net_minor: i64,
    pub tax_minor: i64,
    pub total_minor: i64,
    pub cost_minor: i64,
    pub file_name: Option<String>,
    pub created_by: Option<i32>,
    pub created_at: ChronoDateTimeUtc,
    /// When the customer paid: the one field of an issued invoice that may change.
    pub paid_on: Option<Date>,
    /// Folded number, assignment reference and company name (`text::search_text`), for the list.
    pub search_text: String,
    /// A storage invoice's terms: `item` (per item per day) or `volume` (per m³ per day)…
    pub storage_rate_basis: Option<String>,
    /// …the rate per day in minor units of `currency`…
    pub storage_rate_minor: Option<i64>,
    /// …and the minimum charge per line.
    pub storage_minimum_minor: Option<i64>,
    /// The issue date plus the seller's payment terms.
    pub due_on: Option<Date>,
    /// The stored UBL (Peppol BIS Billing 3.0) file beside the Factur-X PDF `file_name`.
    pub xml_file_name: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::company::Entity",
        from = "Column::CompanyId",
        to = "super::company::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Company,
    #[sea_orm(
        belongs_to = "super::company_division::Entity",
        from = "Column::CompanyDivisionId",
        to = "super::company_division::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    CompanyDivision,
    #[sea_orm(
        belongs_to = "super::assignment::Entity",
        from = "Column::AssignmentId",
        to = "super::assignment::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Assignment,
    #[sea_orm(
        belongs_to = "super::account::Entity",
        from = "Column::CreatedBy",
        to = "super::account::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    CreatedBy,
    #[sea_orm(has_many = "super::storage_invoice_item::Entity")]
    StorageInvoiceItem,
}

impl Related<super::company::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Company.def()
    }
}

impl Related<super::company_division::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CompanyDivision.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Assignment.def()
    }
}

impl Related<super::account::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CreatedBy.def()
    }
}

impl Related<super::storage_invoice_item::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::StorageInvoiceItem.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
