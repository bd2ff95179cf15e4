//! Creates `measurement`: A net or gross measurement of an asset (weight and dimensions).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Measurement::Table)
                    .col(pk_auto(Measurement::Id))
                    .col(integer(Measurement::CompanyId))
                    .col(integer(Measurement::AssetId))
                    .col(string(Measurement::Kind))
                    .col(integer(Measurement::Position).default(0))
                    .col(double_null(Measurement::WeightValue))
                    .col(string(Measurement::WeightUnit).default("Kg"))
                    .col(double_null(Measurement::X))
                    .col(double_null(Measurement::Y))
                    .col(double_null(Measurement::Z))
                    .col(string(Measurement::XUnit).default("cm"))
                    .col(string(Measurement::YUnit).default("cm"))
                    .col(string(Measurement::ZUnit).default("cm"))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_measurement_company_id")
                            .from(Measurement::Table, Measurement::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_measurement_asset_id")
                            .from(Measurement::Table, Measurement::AssetId)
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
                    .name("idx_measurement_company_id")
                    .table(Measurement::Table)
                    .col(Measurement::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_measurement_asset_id")
                    .table(Measurement::Table)
                    .col(Measurement::AssetId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Measurement::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Measurement {
    Table,
    Id,
    CompanyId,
    AssetId,
    Kind,
    Position,
    WeightValue,
    WeightUnit,
    X,
    Y,
    Z,
    XUnit,
    YUnit,
    ZUnit,
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
