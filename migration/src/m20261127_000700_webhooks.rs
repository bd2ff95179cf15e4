//! Webhooks (docs/webhooks.md): the endpoints the administrator registers, one delivery per event
//! and endpoint (unique, so a fan-out that runs twice makes each once), and each attempt of a
//! delivery for the endpoint's log. Times are milliseconds since 1970, like the job table's.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(WebhookEndpoint::Table)
                    .col(pk_auto(WebhookEndpoint::Id))
                    .col(integer_null(WebhookEndpoint::CompanyId))
                    .col(text(WebhookEndpoint::Url))
                    .col(text(WebhookEndpoint::Description))
                    .col(text(WebhookEndpoint::EventTypes))
                    .col(boolean(WebhookEndpoint::Active))
                    .col(string(WebhookEndpoint::Secret))
                    .col(string_null(WebhookEndpoint::OldSecret))
                    .col(big_integer_null(WebhookEndpoint::OldSecretUntilMs))
                    .col(text_null(WebhookEndpoint::DisabledReason))
                    .col(big_integer_null(WebhookEndpoint::DisabledAtMs))
                    .col(big_integer_null(WebhookEndpoint::FailingSinceMs))
                    .col(big_integer_null(WebhookEndpoint::LastSuccessMs))
                    .col(big_integer(WebhookEndpoint::CreatedAtMs))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(WebhookDelivery::Table)
                    .col(pk_auto(WebhookDelivery::Id))
                    .col(integer(WebhookDelivery::EndpointId))
                    .col(integer(WebhookDelivery::EventId))
                    .col(string(WebhookDelivery::EventType))
                    .col(string(WebhookDelivery::WebhookId))
                    .col(string(WebhookDelivery::Status))
                    .col(integer(WebhookDelivery::Attempts))
                    .col(integer_null(WebhookDelivery::JobId))
                    .col(big_integer(WebhookDelivery::CreatedAtMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookDelivery::Table, WebhookDelivery::EndpointId)
                            .to(WebhookEndpoint::Table, WebhookEndpoint::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_delivery_endpoint_event")
                    .table(WebhookDelivery::Table)
                    .col(WebhookDelivery::EndpointId)
                    .col(WebhookDelivery::EventId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(WebhookAttempt::Table)
                    .col(pk_auto(WebhookAttempt::Id))
                    .col(integer(WebhookAttempt::DeliveryId))
                    .col(integer(WebhookAttempt::EndpointId))
                    .col(integer(WebhookAttempt::EventId))
                    .col(string(WebhookAttempt::EventType))
                    .col(integer(WebhookAttempt::Attempt))
                    .col(big_integer(WebhookAttempt::AtMs))
                    .col(integer_null(WebhookAttempt::ResponseStatus))
                    .col(integer(WebhookAttempt::DurationMs))
                    .col(text_null(WebhookAttempt::Error))
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookAttempt::Table, WebhookAttempt::DeliveryId)
                            .to(WebhookDelivery::Table, WebhookDelivery::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // The log is read per endpoint, the newest first.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_attempt_endpoint")
                    .table(WebhookAttempt::Table)
                    .col(WebhookAttempt::EndpointId)
                    .col(WebhookAttempt::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(WebhookAttempt::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(WebhookDelivery::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(WebhookEndpoint::Table).to_owned())
            .await?;
        Ok(())
    }
}

#[derive(DeriveIden)]
enum WebhookEndpoint {
    Table,
    Id,
    CompanyId,
    Url,
    Description,
    EventTypes,
    Active,
    Secret,
    OldSecret,
    OldSecretUntilMs,
    DisabledReason,
    DisabledAtMs,
    FailingSinceMs,
    LastSuccessMs,
    CreatedAtMs,
}

#[derive(DeriveIden)]
enum WebhookDelivery {
    Table,
    Id,
    EndpointId,
    EventId,
    EventType,
    WebhookId,
    Status,
    Attempts,
    JobId,
    CreatedAtMs,
}

#[derive(DeriveIden)]
enum WebhookAttempt {
    Table,
    Id,
    DeliveryId,
    EndpointId,
    EventId,
    EventType,
    Attempt,
    AtMs,
    ResponseStatus,
    DurationMs,
    Error,
}
