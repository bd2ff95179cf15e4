//! What storage invoices keep beyond the first schema (docs/storage.md):
//! - `storage_invoice_item.period_from` / `period_to`: the period an asset was billed for, half-open
//!   (`[from, to)`, see `server/src/features/storage/outstanding.rs`): its outstanding days start
//!   again from `period_to`. `volume_micro`: the gross volume billed under the per-cubic-metre basis
//!   (millionths of a m³), for the record.
//! - `generated_invoice.storage_rate_basis` (`item` or `volume`), `storage_rate_minor` (per day, per
//!   item or per m³) and `storage_minimum_minor` (per line): the terms a storage invoice was made on.
//!
//! One column per `ALTER TABLE`: SQLite takes one change per statement. No storage invoice was ever
//! written before this, so the new columns have no rows to fill.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            date_null(StorageInvoiceItem::PeriodFrom),
            date_null(StorageInvoiceItem::PeriodTo),
            big_integer_null(StorageInvoiceItem::VolumeMicro),
        ] {
            let mut column = column;
            manager
                .alter_table(
                    Table::alter()
                        .table(StorageInvoiceItem::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        for column in [
            string_null(GeneratedInvoice::StorageRateBasis),
            big_integer_null(GeneratedInvoice::StorageRateMinor),
            big_integer_null(GeneratedInvoice::StorageMinimumMinor),
        ] {
            let mut column = column;
            manager
                .alter_table(
                    Table::alter()
                        .table(GeneratedInvoice::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            GeneratedInvoice::StorageMinimumMinor,
            GeneratedInvoice::StorageRateMinor,
            GeneratedInvoice::StorageRateBasis,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(GeneratedInvoice::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        for column in [
            StorageInvoiceItem::VolumeMicro,
            StorageInvoiceItem::PeriodTo,
            StorageInvoiceItem::PeriodFrom,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(StorageInvoiceItem::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}

#[derive(DeriveIden)]
enum StorageInvoiceItem {
    Table,
    PeriodFrom,
    PeriodTo,
    VolumeMicro,
}

#[derive(DeriveIden)]
enum GeneratedInvoice {
    Table,
    StorageRateBasis,
    StorageRateMinor,
    StorageMinimumMinor,
}
