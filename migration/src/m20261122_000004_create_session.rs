//! Creates `session`: One sign-in. `id` is the SHA-256 hex of the token (the token itself is never stored).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Session::Table)
                    .col(string(Session::Id).primary_key())
                    .col(integer(Session::AccountId))
                    .col(timestamp_with_time_zone(Session::CreatedAt))
                    .col(timestamp_with_time_zone(Session::ExpiresAt))
                    .col(timestamp_with_time_zone(Session::LastSeenAt))
                    .col(string_null(Session::UserAgent))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_session_account_id")
                            .from(Session::Table, Session::AccountId)
                            .to(Account::Table, Account::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_session_account_id")
                    .table(Session::Table)
                    .col(Session::AccountId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_session_expires_at")
                    .table(Session::Table)
                    .col(Session::ExpiresAt)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Session::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Session {
    Table,
    Id,
    AccountId,
    CreatedAt,
    ExpiresAt,
    LastSeenAt,
    UserAgent,
}

#[derive(DeriveIden)]
enum Account {
    Table,
    Id,
}
