//! The warehouse floor (docs/warehouse.md):
//! - `storage_location`: the provider's storage places as records, each a path of names from the
//!   warehouse down (`LDN / Vault 2 / Bay C / Shelf 3`), unique; a subtree is every path that
//!   starts with a location's path and ` / `.
//! - `storage_entry.location_id`: the record an entry's location points at (the free text stays,
//!   written from the record's path, so entries made before records exist keep their words).
//! - `stocktake` and `stocktake_scan`: a count of a location's subtree (or of the whole warehouse
//!   when `location_id` is NULL), the works scanned in it (one row a work; a second scan of the
//!   same work is ignored), and, once finished, its result kept as JSON.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(StorageLocation::Table)
                    .col(pk_auto(StorageLocation::Id))
                    .col(string_uniq(StorageLocation::Path))
                    .col(timestamp_with_time_zone(StorageLocation::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(StorageEntry::Table)
                    .add_column(integer_null(StorageEntry::LocationId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_storage_entry_location_id")
                    .table(StorageEntry::Table)
                    .col(StorageEntry::LocationId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Stocktake::Table)
                    .col(pk_auto(Stocktake::Id))
                    .col(integer_null(Stocktake::LocationId))
                    .col(integer_null(Stocktake::StartedBy))
                    .col(timestamp_with_time_zone(Stocktake::StartedAt))
                    .col(timestamp_with_time_zone_null(Stocktake::FinishedAt))
                    .col(timestamp_with_time_zone_null(Stocktake::AppliedAt))
                    .col(json_null(Stocktake::Result))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_stocktake_location_id")
                            .from(Stocktake::Table, Stocktake::LocationId)
                            .to(StorageLocation::Table, StorageLocation::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(StocktakeScan::Table)
                    .col(pk_auto(StocktakeScan::Id))
                    .col(integer(StocktakeScan::StocktakeId))
                    .col(integer(StocktakeScan::AssetId))
                    .col(integer_null(StocktakeScan::LocationId))
                    .col(integer_null(StocktakeScan::AccountId))
                    .col(timestamp_with_time_zone(StocktakeScan::ScannedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_stocktake_scan_stocktake_id")
                            .from(StocktakeScan::Table, StocktakeScan::StocktakeId)
                            .to(Stocktake::Table, Stocktake::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_stocktake_scan_asset_id")
                            .from(StocktakeScan::Table, StocktakeScan::AssetId)
                            .to(Asset::Table, Asset::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_stocktake_scan_asset")
                    .table(StocktakeScan::Table)
                    .col(StocktakeScan::StocktakeId)
                    .col(StocktakeScan::AssetId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(StocktakeScan::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Stocktake::Table).to_owned())
            .await?;
        manager
            .drop_index(
                Index::drop()
                    .name("idx_storage_entry_location_id")
                    .table(StorageEntry::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(StorageEntry::Table)
                    .drop_column(StorageEntry::LocationId)
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(Table::drop().table(StorageLocation::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum StorageLocation {
    Table,
    Id,
    Path,
    CreatedAt,
}

#[derive(DeriveIden)]
enum StorageEntry {
    Table,
    LocationId,
}

#[derive(DeriveIden)]
enum Stocktake {
    Table,
    Id,
    LocationId,
    StartedBy,
    StartedAt,
    FinishedAt,
    AppliedAt,
    Result,
}

#[derive(DeriveIden)]
enum StocktakeScan {
    Table,
    Id,
    StocktakeId,
    AssetId,
    LocationId,
    AccountId,
    ScannedAt,
}

#[derive(DeriveIden)]
enum Asset {
    Table,
    Id,
}
