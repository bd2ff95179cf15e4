//! `invoice_line`: A line of a working invoice.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "invoice_line")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub invoice_id: i32,
    /// Order, renumbered from 0.
    pub position: i32,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    pub currency_in: String,
    /// Excluded from quote and preview (set on previewed lines after generation).
    pub ignored: bool,
    pub cost_minor: i64,
    pub charge_minor: i64,
    pub taxable: bool,
    /// `standard`, `zero`, `exempt` or `outside`; `None` on lines saved before categories (read
    /// as standard when taxable, zero rated when not: `money::vat::VatCategory::of_line`).
    pub vat_category: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub vat_exempt_reason: Option<String>,
    /// The generated invoice this line went on (it is ignored since); cleared if that invoice is deleted.
    pub generated_invoice_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::invoice::Entity",
        from = "Column::InvoiceId",
        to = "super::invoice::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Invoice,
}

impl Related<super::invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Invoice.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
