//! `job`: background work (docs/jobs.md), written in the same transaction as the change that causes
//! it and claimed by a worker in any server process. Times are milliseconds since 1970 so both
//! databases compare them the same way in the claim's `WHERE`.
//!
//! `status`: `pending` (waits for `run_at_ms`), `running` (claimed by `locked_by` until
//! `locked_until_ms`; after that anyone may claim it again), `done`, `failed` (attempts used up;
//! kept with `last_error` until an admin retries it).
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Job::Table)
                    .col(pk_auto(Job::Id))
                    .col(string(Job::Kind))
                    .col(text(Job::Payload))
                    .col(string(Job::Status))
                    .col(integer(Job::Attempts).default(0))
                    .col(integer(Job::MaxAttempts))
                    .col(big_integer(Job::RunAtMs))
                    .col(big_integer_null(Job::LockedUntilMs))
                    .col(string_null(Job::LockedBy))
                    .col(text_null(Job::LastError))
                    .col(big_integer(Job::CreatedAtMs))
                    .col(big_integer_null(Job::FinishedAtMs))
                    .to_owned(),
            )
            .await?;
        // The claim looks for due pending jobs and expired leases: by status, then time.
        manager
            .create_index(
                Index::create()
                    .name("idx_job_status_run_at")
                    .table(Job::Table)
                    .col(Job::Status)
                    .col(Job::RunAtMs)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_job_locked_by")
                    .table(Job::Table)
                    .col(Job::LockedBy)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Job::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Job {
    Table,
    Id,
    Kind,
    Payload,
    Status,
    Attempts,
    MaxAttempts,
    RunAtMs,
    LockedUntilMs,
    LockedBy,
    LastError,
    CreatedAtMs,
    FinishedAtMs,
}
