//! Creates `company_division`: A division of a company; customers work within one.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CompanyDivision::Table)
                    .col(pk_auto(CompanyDivision::Id))
                    .col(integer(CompanyDivision::CompanyId))
                    .col(string(CompanyDivision::Name))
                    .col(text_null(CompanyDivision::InvoiceAddressee))
                    .col(timestamp_with_time_zone(CompanyDivision::CreatedAt))
                    .col(timestamp_with_time_zone(CompanyDivision::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_company_division_company_id")
                            .from(CompanyDivision::Table, CompanyDivision::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_company_division_company_id")
                    .table(CompanyDivision::Table)
                    .col(CompanyDivision::CompanyId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(CompanyDivision::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum CompanyDivision {
    Table,
    Id,
    CompanyId,
    Name,
    InvoiceAddressee,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
}
