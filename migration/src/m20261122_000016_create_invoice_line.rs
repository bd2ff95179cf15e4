//! Creates `invoice_line`: A line of a working invoice.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvoiceLine::Table)
                    .col(pk_auto(InvoiceLine::Id))
                    .col(integer(InvoiceLine::InvoiceId))
                    .col(integer(InvoiceLine::Position).default(0))
                    .col(text(InvoiceLine::Description))
                    .col(string(InvoiceLine::CurrencyIn))
                    .col(boolean(InvoiceLine::Ignored).default(false))
                    .col(big_integer(InvoiceLine::CostMinor).default(0))
                    .col(big_integer(InvoiceLine::ChargeMinor).default(0))
                    .col(boolean(InvoiceLine::Taxable).default(false))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_invoice_line_invoice_id")
                            .from(InvoiceLine::Table, InvoiceLine::InvoiceId)
                            .to(Invoice::Table, Invoice::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_invoice_line_invoice_id")
                    .table(InvoiceLine::Table)
                    .col(InvoiceLine::InvoiceId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(InvoiceLine::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum InvoiceLine {
    Table,
    Id,
    InvoiceId,
    Position,
    Description,
    CurrencyIn,
    Ignored,
    CostMinor,
    ChargeMinor,
    Taxable,
}

#[derive(DeriveIden)]
enum Invoice {
    Table,
    Id,
}
