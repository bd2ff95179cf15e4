//! `tracking_link`: a link to one assignment's progress for someone without an account
//! (docs/tracking.md). Only the SHA-256 of its token is kept; times are milliseconds since 1970.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TrackingLink::Table)
                    .col(pk_auto(TrackingLink::Id))
                    .col(integer(TrackingLink::AssignmentId))
                    .col(integer(TrackingLink::CompanyId))
                    .col(string_uniq(TrackingLink::TokenHash))
                    .col(string_null(TrackingLink::Label))
                    .col(integer_null(TrackingLink::CreatedBy))
                    .col(big_integer(TrackingLink::CreatedAtMs))
                    .col(big_integer(TrackingLink::ExpiresAtMs))
                    .col(big_integer_null(TrackingLink::RevokedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(TrackingLink::Table, TrackingLink::AssignmentId)
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_tracking_link_assignment")
                    .table(TrackingLink::Table)
                    .col(TrackingLink::AssignmentId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(TrackingLink::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum TrackingLink {
    Table,
    Id,
    AssignmentId,
    CompanyId,
    TokenHash,
    Label,
    CreatedBy,
    CreatedAtMs,
    ExpiresAtMs,
    RevokedAtMs,
}

#[derive(DeriveIden)]
enum Assignment {
    Table,
    Id,
}
