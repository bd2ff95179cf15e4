//! Creates `invoice_sequence`: Next invoice number per group brand. The migration seeds `fd` and `eagle` with 1.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvoiceSequence::Table)
                    .col(string(InvoiceSequence::GroupBrand).primary_key())
                    .col(integer(InvoiceSequence::NextNumber).default(1))
                    .to_owned(),
            )
            .await?;
        // One counter per group brand, so numbering needs only an UPDATE.
        manager
            .exec_stmt(
                Query::insert()
                    .into_table(InvoiceSequence::Table)
                    .columns([InvoiceSequence::GroupBrand, InvoiceSequence::NextNumber])
                    .values_panic(["fd".into(), 1.into()])
                    .values_panic(["eagle".into(), 1.into()])
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(InvoiceSequence::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum InvoiceSequence {
    Table,
    GroupBrand,
    NextNumber,
}
