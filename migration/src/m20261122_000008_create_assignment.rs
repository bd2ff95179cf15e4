//! Creates `assignment`: A job: moving or storing a set of assets for a company division.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Assignment::Table)
                    .col(pk_auto(Assignment::Id))
                    .col(integer(Assignment::CompanyId))
                    .col(integer(Assignment::CompanyDivisionId))
                    .col(string(Assignment::Ref))
                    .col(string(Assignment::Status))
                    .col(integer(Assignment::Progress).default(0))
                    .col(boolean(Assignment::Completed).default(false))
                    .col(integer_null(Assignment::OriginAddressId))
                    .col(integer_null(Assignment::DestinationAddressId))
                    .col(boolean(Assignment::OriginStorage).default(false))
                    .col(boolean(Assignment::DestinationStorage).default(false))
                    .col(date_null(Assignment::PickupOn))
                    .col(date_null(Assignment::DeliverOn))
                    .col(string_null(Assignment::PoNumber))
                    .col(integer_null(Assignment::CreatedBy))
                    .col(timestamp_with_time_zone(Assignment::CreatedAt))
                    .col(timestamp_with_time_zone(Assignment::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_company_id")
                            .from(Assignment::Table, Assignment::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_company_division_id")
                            .from(Assignment::Table, Assignment::CompanyDivisionId)
                            .to(CompanyDivision::Table, CompanyDivision::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_origin_address_id")
                            .from(Assignment::Table, Assignment::OriginAddressId)
                            .to(Address::Table, Address::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_destination_address_id")
                            .from(Assignment::Table, Assignment::DestinationAddressId)
                            .to(Address::Table, Address::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_created_by")
                            .from(Assignment::Table, Assignment::CreatedBy)
                            .to(Account::Table, Account::Id)
                            .on_delete(ForeignKeyAction::SetNull)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_company_id")
                    .table(Assignment::Table)
                    .col(Assignment::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_company_division_id")
                    .table(Assignment::Table)
                    .col(Assignment::CompanyDivisionId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_status")
                    .table(Assignment::Table)
                    .col(Assignment::Status)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_origin_address_id")
                    .table(Assignment::Table)
                    .col(Assignment::OriginAddressId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_destination_address_id")
                    .table(Assignment::Table)
                    .col(Assignment::DestinationAddressId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_created_by")
                    .table(Assignment::Table)
                    .col(Assignment::CreatedBy)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_assignment_ref")
                    .table(Assignment::Table)
                    .col(Assignment::Ref)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Assignment::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Id,
    CompanyId,
    CompanyDivisionId,
    Ref,
    Status,
    Progress,
    Completed,
    OriginAddressId,
    DestinationAddressId,
    OriginStorage,
    DestinationStorage,
    PickupOn,
    DeliverOn,
    PoNumber,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Account {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Address {
    Table,
    Id,
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
