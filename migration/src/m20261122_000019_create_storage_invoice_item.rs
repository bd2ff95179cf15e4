//! Creates `storage_invoice_item`: An asset line of a storage invoice.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(StorageInvoiceItem::Table)
                    .col(pk_auto(StorageInvoiceItem::Id))
                    .col(integer(StorageInvoiceItem::CompanyId))
                    .col(integer(StorageInvoiceItem::GeneratedInvoiceId))
                    .col(integer(StorageInvoiceItem::AssetId))
                    .col(string_null(StorageInvoiceItem::AssetRef))
                    .col(integer(StorageInvoiceItem::Days))
                    .col(big_integer(StorageInvoiceItem::ChargeMinor))
                    .col(text(StorageInvoiceItem::Description))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_invoice_item_company_id")
                            .from(StorageInvoiceItem::Table, StorageInvoiceItem::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_invoice_item_generated_invoice_id")
                            .from(
                                StorageInvoiceItem::Table,
                                StorageInvoiceItem::GeneratedInvoiceId,
                            )
                            .to(GeneratedInvoice::Table, GeneratedInvoice::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_invoice_item_asset_id")
                            .from(StorageInvoiceItem::Table, StorageInvoiceItem::AssetId)
                            .to(Asset::Table, Asset::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_storage_invoice_item_company_id")
                    .table(StorageInvoiceItem::Table)
                    .col(StorageInvoiceItem::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_storage_invoice_item_generated_invoice_id")
                    .table(StorageInvoiceItem::Table)
                    .col(StorageInvoiceItem::GeneratedInvoiceId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_storage_invoice_item_asset_id")
                    .table(StorageInvoiceItem::Table)
                    .col(StorageInvoiceItem::AssetId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(StorageInvoiceItem::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum StorageInvoiceItem {
    Table,
    Id,
    CompanyId,
    GeneratedInvoiceId,
    AssetId,
    AssetRef,
    Days,
    ChargeMinor,
    Description,
}

#[derive(DeriveIden)]
enum Asset {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum GeneratedInvoice {
    Table,
    Id,
}
