//! What the finance panel and the sales invoices keep beyond the first schema:
//! - `invoice_rate`: the exchange rates entered on a working invoice, one per line currency other than
//!   the invoice's (millionths of a unit of the invoice's currency for one unit of the line's), kept
//!   with the invoice so the quote, the preview and the PDF convert alike.
//! - `invoice_line.generated_invoice_id`: the generated invoice a line went on (the line is ignored
//!   from then on); deleting that invoice gives the lines back to the working invoice.
//! - `generated_invoice.paid_on`: the one thing an issued invoice may change (it is never edited in
//!   place otherwise).
//! - `generated_invoice.search_text`: the folded number, reference and company the invoices list
//!   searches (written in Rust at generation, as every list's search text is).
//!
//! One column per `ALTER TABLE`: SQLite takes one change per statement.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvoiceRate::Table)
                    .col(pk_auto(InvoiceRate::Id))
                    .col(integer(InvoiceRate::InvoiceId))
                    .col(string(InvoiceRate::Currency))
                    .col(big_integer(InvoiceRate::RateMicro))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_invoice_rate_invoice_id")
                            .from(InvoiceRate::Table, InvoiceRate::InvoiceId)
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
                    .name("uq_invoice_rate_invoice_currency")
                    .table(InvoiceRate::Table)
                    .col(InvoiceRate::InvoiceId)
                    .col(InvoiceRate::Currency)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(InvoiceLine::Table)
                    .add_column(integer_null(InvoiceLine::GeneratedInvoiceId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_invoice_line_generated_invoice_id")
                    .table(InvoiceLine::Table)
                    .col(InvoiceLine::GeneratedInvoiceId)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(GeneratedInvoice::Table)
                    .add_column(date_null(GeneratedInvoice::PaidOn))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(GeneratedInvoice::Table)
                    .add_column(string(GeneratedInvoice::SearchText).default(""))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_generated_invoice_created_at")
                    .table(GeneratedInvoice::Table)
                    .col(GeneratedInvoice::CreatedAt)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("idx_generated_invoice_created_at")
                    .table(GeneratedInvoice::Table)
                    .to_owned(),
            )
            .await?;
        for column in [GeneratedInvoice::SearchText, GeneratedInvoice::PaidOn] {
            manager
                .alter_table(
                    Table::alter()
                        .table(GeneratedInvoice::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .drop_index(
                Index::drop()
                    .name("idx_invoice_line_generated_invoice_id")
                    .table(InvoiceLine::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(InvoiceLine::Table)
                    .drop_column(InvoiceLine::GeneratedInvoiceId)
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(Table::drop().table(InvoiceRate::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum InvoiceRate {
    Table,
    Id,
    InvoiceId,
    Currency,
    RateMicro,
}

#[derive(DeriveIden)]
enum Invoice {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum InvoiceLine {
    Table,
    GeneratedInvoiceId,
}

#[derive(DeriveIden)]
enum GeneratedInvoice {
    Table,
    PaidOn,
    SearchText,
    CreatedAt,
}
