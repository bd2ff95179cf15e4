//! `purchase_invoice_assignment`: Link: an assignment a purchase invoice is for.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "purchase_invoice_assignment")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub purchase_invoice_id: i32,
    pub assignment_id: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::purchase_invoice::Entity",
        from = "Column::PurchaseInvoiceId",
        to = "super::purchase_invoice::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    PurchaseInvoice,
    #[sea_orm(
        belongs_to = "super::assignment::Entity",
        from = "Column::AssignmentId",
        to = "super::assignment::Column::Id",
        on_update = "NoAction",
        on_delete = "Restrict"
    )]
    Assignment,
}

impl Related<super::purchase_invoice::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PurchaseInvoice.def()
    }
}

impl Related<super::assignment::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Assignment.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
