//! Creates `shipment_leg`: A leg (vessel / flight) of a shipment.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ShipmentLeg::Table)
                    .col(pk_auto(ShipmentLeg::Id))
                    .col(integer(ShipmentLeg::ShipmentId))
                    .col(integer(ShipmentLeg::Position).default(0))
                    .col(string_null(ShipmentLeg::NameNumber))
                    .col(string_null(ShipmentLeg::Voyage))
                    .col(string_null(ShipmentLeg::Pod))
                    .col(string_null(ShipmentLeg::Poa))
                    .col(date_null(ShipmentLeg::EtdOn))
                    .col(date_null(ShipmentLeg::EtaOn))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_shipment_leg_shipment_id")
                            .from(ShipmentLeg::Table, ShipmentLeg::ShipmentId)
                            .to(Shipment::Table, Shipment::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_shipment_leg_shipment_id")
                    .table(ShipmentLeg::Table)
                    .col(ShipmentLeg::ShipmentId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ShipmentLeg::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum ShipmentLeg {
    Table,
    Id,
    ShipmentId,
    Position,
    NameNumber,
    Voyage,
    Pod,
    Poa,
    EtdOn,
    EtaOn,
}

#[derive(DeriveIden)]
enum Shipment {
    Table,
    Id,
}
