//! Creates `purchase_invoice`: A supplier's invoice to the provider (provider-level, no `company_id`). gross = net + tax.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PurchaseInvoice::Table)
                    .col(pk_auto(PurchaseInvoice::Id))
                    .col(string_null(PurchaseInvoice::Supplier))
                    .col(string_null(PurchaseInvoice::Number))
                    .col(string(PurchaseInvoice::Currency))
                    .col(big_integer(PurchaseInvoice::NetMinor))
                    .col(big_integer(PurchaseInvoice::TaxMinor))
                    .col(big_integer(PurchaseInvoice::GrossMinor))
                    .col(date_null(PurchaseInvoice::InvoiceOn))
                    .col(date_null(PurchaseInvoice::DueOn))
                    .col(date_null(PurchaseInvoice::PaidOn))
                    .col(timestamp_with_time_zone(PurchaseInvoice::CreatedAt))
                    .col(timestamp_with_time_zone(PurchaseInvoice::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(PurchaseInvoice::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum PurchaseInvoice {
    Table,
    Id,
    Supplier,
    Number,
    Currency,
    NetMinor,
    TaxMinor,
    GrossMinor,
    InvoiceOn,
    DueOn,
    PaidOn,
    CreatedAt,
    UpdatedAt,
}
