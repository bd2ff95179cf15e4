//! Indexes for the dashboard figures at 100,000 assets and 20,000 assignments (read from the
//! query plans on SQLite and PostgreSQL, see `server/src/features/stats/service.rs`):
//! - visible assets counted from the index alone, for every company or one;
//! - the open assignments under way found without reading the others, for the in-transit count;
//! - open storage entries found without scanning the table;
//! - assignments per status for one company counted from the index alone.
//!
//! The newest assignments are read off the `created_at` indexes of 000024 (with the id after it:
//! the rowid on SQLite, an incremental sort of the few ties on PostgreSQL).
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// (index name, table, columns in order)
const INDEXES: &[(&str, &str, &[&str])] = &[
    // The id too: PostgreSQL reads the customer's visible asset ids for the storage count from
    // this index alone (SQLite has the rowid in every index anyway).
    (
        "idx_asset_hidden_company_id_id",
        "asset",
        &["hidden", "company_id", "id"],
    ),
    (
        "idx_assignment_completed_status_company_id",
        "assignment",
        &["completed", "status", "company_id"],
    ),
    (
        "idx_storage_entry_out_on_asset_id",
        "storage_entry",
        &["out_on", "asset_id"],
    ),
    (
        "idx_assignment_company_id_status",
        "assignment",
        &["company_id", "status"],
    ),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, columns) in INDEXES {
            let mut index = Index::create();
            index.name(*name).table(Alias::new(*table));
            for column in *columns {
                index.col(Alias::new(*column));
            }
            manager.create_index(index).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, _) in INDEXES.iter().rev() {
            manager
                .drop_index(
                    Index::drop()
                        .name(*name)
                        .table(Alias::new(*table))
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
