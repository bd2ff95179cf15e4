//! `event`: what a customer cares about that changed (docs/events.md), written with the audit entry
//! it comes from, in the same transaction as the change. The live stream (`GET /api/events`)
//! resumes from it by id; webhooks and mail are sent from it through the job table.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Event::Table)
                    .col(pk_auto(Event::Id))
                    .col(big_integer(Event::AtMs))
                    .col(string(Event::Kind))
                    .col(integer(Event::CompanyId))
                    .col(integer_null(Event::DivisionId))
                    .col(integer_null(Event::AssignmentId))
                    .col(integer_null(Event::AuditId))
                    .col(text(Event::Data))
                    .to_owned(),
            )
            .await?;
        // A customer's stream resumes from its company's events after an id.
        manager
            .create_index(
                Index::create()
                    .name("idx_event_company_id")
                    .table(Event::Table)
                    .col(Event::CompanyId)
                    .col(Event::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Event::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Event {
    Table,
    Id,
    AtMs,
    Kind,
    CompanyId,
    DivisionId,
    AssignmentId,
    AuditId,
    Data,
}
