//! Creates `storage_entry`: A period in storage of an asset (and/or for an assignment). `out_on` NULL means still in storage.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(StorageEntry::Table)
                    .col(pk_auto(StorageEntry::Id))
                    .col(integer(StorageEntry::CompanyId))
                    .col(integer_null(StorageEntry::AssetId))
                    .col(integer_null(StorageEntry::AssignmentId))
                    .col(date(StorageEntry::InOn))
                    .col(date_null(StorageEntry::OutOn))
                    .col(string_null(StorageEntry::Location))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_entry_company_id")
                            .from(StorageEntry::Table, StorageEntry::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_entry_asset_id")
                            .from(StorageEntry::Table, StorageEntry::AssetId)
                            .to(Asset::Table, Asset::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_storage_entry_assignment_id")
                            .from(StorageEntry::Table, StorageEntry::AssignmentId)
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
                    .name("idx_storage_entry_company_id")
                    .table(StorageEntry::Table)
                    .col(StorageEntry::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_storage_entry_asset_id")
                    .table(StorageEntry::Table)
                    .col(StorageEntry::AssetId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_storage_entry_assignment_id")
                    .table(StorageEntry::Table)
                    .col(StorageEntry::AssignmentId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(StorageEntry::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum StorageEntry {
    Table,
    Id,
    CompanyId,
    AssetId,
    AssignmentId,
    InOn,
    OutOn,
    Location,
}

#[derive(DeriveIden)]
enum Asset {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
}
