//! Creates `company`: A customer company (tenant). Every tenant-owned row carries its `company_id`.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Company::Table)
                    .col(pk_auto(Company::Id))
                    .col(string(Company::Name))
                    .col(string(Company::GroupBrand).default("fd"))
                    .col(json(Company::Currencies))
                    .col(text_null(Company::InvoiceAddressee))
                    .col(timestamp_with_time_zone(Company::CreatedAt))
                    .col(timestamp_with_time_zone(Company::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Company::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
    Name,
    GroupBrand,
    Currencies,
    InvoiceAddressee,
    CreatedAt,
    UpdatedAt,
}
