//! Creates `purchase_invoice_assignment`: Link: an assignment a purchase invoice is for.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PurchaseInvoiceAssignment::Table)
                    .col(pk_auto(PurchaseInvoiceAssignment::Id))
                    .col(integer(PurchaseInvoiceAssignment::PurchaseInvoiceId))
                    .col(integer(PurchaseInvoiceAssignment::AssignmentId))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_purchase_invoice_assignment_purchase_invoice_id")
                            .from(
                                PurchaseInvoiceAssignment::Table,
                                PurchaseInvoiceAssignment::PurchaseInvoiceId,
                            )
                            .to(PurchaseInvoice::Table, PurchaseInvoice::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_purchase_invoice_assignment_assignment_id")
                            .from(
                                PurchaseInvoiceAssignment::Table,
                                PurchaseInvoiceAssignment::AssignmentId,
                            )
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_purchase_invoice_assignment_assignment_id")
                    .table(PurchaseInvoiceAssignment::Table)
                    .col(PurchaseInvoiceAssignment::AssignmentId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_purchase_invoice_assignment_purchase_invoice_id_assignment_id")
                    .table(PurchaseInvoiceAssignment::Table)
                    .col(PurchaseInvoiceAssignment::PurchaseInvoiceId)
                    .col(PurchaseInvoiceAssignment::AssignmentId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(
                Table::drop()
                    .table(PurchaseInvoiceAssignment::Table)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum PurchaseInvoiceAssignment {
    Table,
    Id,
    PurchaseInvoiceId,
    AssignmentId,
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum PurchaseInvoice {
    Table,
    Id,
}
