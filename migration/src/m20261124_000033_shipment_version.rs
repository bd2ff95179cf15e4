//! `shipment.version`: a number that grows by one with every change of the shipment, so that two
//! admins editing the same shipment cannot overwrite each other unseen (as `assignment.version`).
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
                    .table(Shipment::Table)
                    .add_column(integer(Shipment::Version).default(1))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Shipment::Table)
                    .drop_column(Shipment::Version)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum Shipment {
    Table,
    Version,
}
