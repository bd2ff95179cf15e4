//! Creates `account`: A user. `company_id` is NULL for the provider's own administrators.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Account::Table)
                    .col(pk_auto(Account::Id))
                    .col(string(Account::Email))
                    .col(string(Account::PasswordHash))
                    .col(string(Account::FirstName))
                    .col(string(Account::LastName))
                    .col(integer_null(Account::CompanyId))
                    .col(integer_null(Account::CompanyDivisionId))
                    .col(json(Account::Roles))
                    .col(json(Account::BusinessRoles))
                    .col(string(Account::Theme).default("21"))
                    .col(boolean(Account::Disabled).default(false))
                    .col(timestamp_with_time_zone(Account::CreatedAt))
                    .col(timestamp_with_time_zone(Account::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_account_company_id")
                            .from(Account::Table, Account::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_account_company_division_id")
                            .from(Account::Table, Account::CompanyDivisionId)
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
                    .name("idx_account_company_id")
                    .table(Account::Table)
                    .col(Account::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_account_company_division_id")
                    .table(Account::Table)
                    .col(Account::CompanyDivisionId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_account_email")
                    .table(Account::Table)
                    .col(Account::Email)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Account::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Account {
    Table,
    Id,
    Email,
    PasswordHash,
    FirstName,
    LastName,
    CompanyId,
    CompanyDivisionId,
    Roles,
    BusinessRoles,
    Theme,
    Disabled,
    CreatedAt,
    UpdatedAt,
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
