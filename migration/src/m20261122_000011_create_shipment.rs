//! Creates `shipment`: A provider-level shipment carrying one or more assignments (no `company_id`).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Shipment::Table)
                    .col(pk_auto(Shipment::Id))
                    .col(string(Shipment::Mode))
                    .col(string_null(Shipment::Status))
                    .col(boolean(Shipment::Completed).default(false))
                    .col(date_null(Shipment::CommencementOn))
                    .col(string_null(Shipment::CommencementAt))
                    .col(date_null(Shipment::ConclusionOn))
                    .col(string_null(Shipment::ConclusionAt))
                    .col(integer_null(Shipment::OriginAddressId))
                    .col(integer_null(Shipment::DestinationAddressId))
                    .col(timestamp_with_time_zone(Shipment::CreatedAt))
                    .col(timestamp_with_time_zone(Shipment::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_shipment_origin_address_id")
                            .from(Shipment::Table, Shipment::OriginAddressId)
                            .to(Address::Table, Address::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_shipment_destination_address_id")
                            .from(Shipment::Table, Shipment::DestinationAddressId)
                            .to(Address::Table, Address::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_shipment_origin_address_id")
                    .table(Shipment::Table)
                    .col(Shipment::OriginAddressId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_shipment_destination_address_id")
                    .table(Shipment::Table)
                    .col(Shipment::DestinationAddressId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Shipment::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Shipment {
    Table,
    Id,
    Mode,
    Status,
    Completed,
    CommencementOn,
    CommencementAt,
    ConclusionOn,
    ConclusionAt,
    OriginAddressId,
    DestinationAddressId,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Address {
    Table,
    Id,
}
