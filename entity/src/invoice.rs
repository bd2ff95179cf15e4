//! `invoice`: The working (draft) invoice of an assignment; one per assignment.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "invoice")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    #[sea_orm(unique)]
    pub assignment_id: i32,
    pub currency: String,
    #[sea_orm(column_type = "Text")]
    pub addressee: Option<String>,
    pub group_brand: String,
    /// Tax rate in basis points (2000 = 20%), applied to taxable lines.
    pub tax_rate_bp: i32,
    pub po_number: Option<String>,
    /// Number of the last generated invoice, if any.
    pub invoice_number: Option<i32>,
    pub updated_at: ChronoDateTimeUtc,
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
        belongs_to = "super::assignment::Entity",
        from = "Column::AssignmentId",
        to = "super::assignment::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Assignment,
    #[sea_orm(has_many = "super::invoice_line::Entity")]
    InvoiceLine,
    #[sea_orm(has_many = "super::invoice_rate::Entity")]
    InvoiceRate,
}

impl Related<super::company::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Company.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Assignment.def()
    }
}

impl Related<super::invoice_line::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::InvoiceLine.def()
    }
}

impl Related<super::invoice_rate::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::InvoiceRate.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
