//! Creates `asset`: An item of inventory (an artwork) owned by a company division.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Asset::Table)
                    .col(pk_auto(Asset::Id))
                    .col(integer(Asset::CompanyId))
                    .col(integer(Asset::CompanyDivisionId))
                    .col(string(Asset::Title))
                    .col(string_null(Asset::Artist))
                    .col(string_null(Asset::Ref))
                    .col(string_null(Asset::TheirRef))
                    .col(integer(Asset::Pieces).default(1))
                    .col(big_integer_null(Asset::ValueMinor))
                    .col(string(Asset::ValueCurrency).default("$"))
                    .col(boolean(Asset::Hidden).default(false))
                    .col(integer_null(Asset::PhotoDocumentId))
                    .col(integer(Asset::PhotoRotation).default(0))
                    .col(integer_null(Asset::CreatedBy))
                    .col(timestamp_with_time_zone(Asset::CreatedAt))
                    .col(timestamp_with_time_zone(Asset::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_asset_company_id")
                            .from(Asset::Table, Asset::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_asset_company_division_id")
                            .from(Asset::Table, Asset::CompanyDivisionId)
                            .to(CompanyDivision::Table, CompanyDivision::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_asset_created_by")
                            .from(Asset::Table, Asset::CreatedBy)
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
                    .name("idx_asset_company_id")
                    .table(Asset::Table)
                    .col(Asset::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_asset_company_division_id")
                    .table(Asset::Table)
                    .col(Asset::CompanyDivisionId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_asset_company_id_their_ref")
                    .table(Asset::Table)
                    .col(Asset::CompanyId)
                    .col(Asset::TheirRef)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_asset_ref")
                    .table(Asset::Table)
                    .col(Asset::Ref)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_asset_created_by")
                    .table(Asset::Table)
                    .col(Asset::CreatedBy)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Asset::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Asset {
    Table,
    Id,
    CompanyId,
    CompanyDivisionId,
    Title,
    Artist,
    Ref,
    TheirRef,
    Pieces,
    ValueMinor,
    ValueCurrency,
    Hidden,
    PhotoDocumentId,
    PhotoRotation,
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
enum Company {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum CompanyDivision {
    Table,
    Id,
}
