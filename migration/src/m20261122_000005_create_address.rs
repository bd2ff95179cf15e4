//! Creates `address`: A postal address: a customer's (`company_id` set) or a forwarder's / the provider's own (`company_id` NULL).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Address::Table)
                    .col(pk_auto(Address::Id))
                    .col(integer_null(Address::CompanyId))
                    .col(integer_null(Address::CompanyDivisionId))
                    .col(string(Address::Kind).default("customer"))
                    .col(string_null(Address::Name))
                    .col(string(Address::Line1))
                    .col(string_null(Address::Line2))
                    .col(string(Address::City))
                    .col(string_null(Address::County))
                    .col(string_null(Address::PostCode))
                    .col(string(Address::Country))
                    .col(timestamp_with_time_zone(Address::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_address_company_id")
                            .from(Address::Table, Address::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_address_company_division_id")
                            .from(Address::Table, Address::CompanyDivisionId)
                            .to(CompanyDivision::Table, CompanyDivision::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_address_company_id")
                    .table(Address::Table)
                    .col(Address::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_address_kind")
                    .table(Address::Table)
                    .col(Address::Kind)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Address::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Address {
    Table,
    Id,
    CompanyId,
    CompanyDivisionId,
    Kind,
    Name,
    Line1,
    Line2,
    City,
    County,
    PostCode,
    Country,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum CompanyDivision {
    Table,
    Id,
}
