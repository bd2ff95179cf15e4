//! `assignment.version`: a number that grows by one with every change of the assignment, so that
//! two people editing the same assignment cannot overwrite each other unseen. A save carries the
//! version it was made from; the server writes it only while the row still has that version
//! (`UPDATE ... WHERE id = ? AND version = ?`), and otherwise answers that someone else changed it.
//! Rows already there start at 1.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Assignment::Table)
                    .add_column(integer(Assignment::Version).default(1))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Assignment::Table)
                    .drop_column(Assignment::Version)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Version,
}
