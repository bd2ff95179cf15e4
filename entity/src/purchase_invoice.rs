//! `purchase_invoice`: A supplier's invoice to the provider (provider-level, no `company_id`). gross = net + tax.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "purchase_invoice")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub supplier: Option<String>,
    pub number: Option<String>,
    pub currency: String,
    pub net_minor: i64,
    pub tax_minor: i64,
    pub gross_minor: i64,
    pub invoice_on: Option<ChronoDate>,
    pub due_on: Option<ChronoDate>,
    pub paid_on: Option<ChronoDate>,
    /// Folded supplier and number (`text::search_text`), kept by `set_keys`.
    pub search_text: String,
    /// Folded supplier, for the list's sort and the duplicate check.
    pub supplier_key: Option<String>,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::purchase_invoice_assignment::Entity")]
    PurchaseInvoiceAssignment,
}

impl Related<super::purchase_invoice_assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PurchaseInvoiceAssignment.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        super::purchase_invoice_assignment::Relation::Assignment.def()
    }

    fn via() -> Option<RelationDef> {
        Some(
            super::purchase_invoice_assignment::Relation::PurchaseInvoice
                .def()
                .rev(),
        )
    }
}

crate::keys::keeps_list_keys!();
