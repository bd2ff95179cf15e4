//! Creates `shipment_assignment`: Link: an assignment carried by a shipment.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ShipmentAssignment::Table)
                    .col(pk_auto(ShipmentAssignment::Id))
                    .col(integer(ShipmentAssignment::ShipmentId))
                    .col(integer(ShipmentAssignment::AssignmentId))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_shipment_assignment_shipment_id")
                            .from(ShipmentAssignment::Table, ShipmentAssignment::ShipmentId)
                            .to(Shipment::Table, Shipment::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_shipment_assignment_assignment_id")
                            .from(ShipmentAssignment::Table, ShipmentAssignment::AssignmentId)
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
                    .name("idx_shipment_assignment_assignment_id")
                    .table(ShipmentAssignment::Table)
                    .col(ShipmentAssignment::AssignmentId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_shipment_assignment_shipment_id_assignment_id")
                    .table(ShipmentAssignment::Table)
                    .col(ShipmentAssignment::ShipmentId)
                    .col(ShipmentAssignment::AssignmentId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ShipmentAssignment::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum ShipmentAssignment {
    Table,
    Id,
    ShipmentId,
    AssignmentId,
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Shipment {
    Table,
    Id,
}
