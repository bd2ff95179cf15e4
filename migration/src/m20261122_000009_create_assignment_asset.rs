//! Creates `assignment_asset`: Link: an asset in an assignment.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AssignmentAsset::Table)
                    .col(pk_auto(AssignmentAsset::Id))
                    .col(integer(AssignmentAsset::CompanyId))
                    .col(integer(AssignmentAsset::AssignmentId))
                    .col(integer(AssignmentAsset::AssetId))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_asset_company_id")
                            .from(AssignmentAsset::Table, AssignmentAsset::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_asset_assignment_id")
                            .from(AssignmentAsset::Table, AssignmentAsset::AssignmentId)
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_assignment_asset_asset_id")
                            .from(AssignmentAsset::Table, AssignmentAsset::AssetId)
                            .to(Asset::Table, Asset::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_asset_company_id")
                    .table(AssignmentAsset::Table)
                    .col(AssignmentAsset::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_assignment_asset_asset_id")
                    .table(AssignmentAsset::Table)
                    .col(AssignmentAsset::AssetId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_assignment_asset_assignment_id_asset_id")
                    .table(AssignmentAsset::Table)
                    .col(AssignmentAsset::AssignmentId)
                    .col(AssignmentAsset::AssetId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AssignmentAsset::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum AssignmentAsset {
    Table,
    Id,
    CompanyId,
    AssignmentId,
    AssetId,
}

#[derive(DeriveIden)]
enum Asset {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
}
