//! `rate_window`: counters over a fixed window of time, shared by every server process of an
//! installation: failed sign-ins per account and per client address, documents started per account
//! and minute. `key` names what is counted (`signin:acct:…`, `docs:42`); `window_start_ms` is when
//! the current window began (milliseconds since 1970, so both databases compare them the same way).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RateWindow::Table)
                    .col(string(RateWindow::Key).primary_key())
                    .col(integer(RateWindow::Count))
                    .col(big_integer(RateWindow::WindowStartMs))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_rate_window_start")
                    .table(RateWindow::Table)
                    .col(RateWindow::WindowStartMs)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(RateWindow::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum RateWindow {
    Table,
    Key,
    Count,
    WindowStartMs,
}
