//! Mail (docs/mail.md): each account's language (`account.locale`), its mail choices
//! (`notification_choice`, no row: the defaults), the mails to send (`mail`, one row per mail, its
//! `key` unique so that work done twice queues a mail once), the server's own secrets
//! (`server_secret`, made once) and the forgotten-password links (`password_reset`, only the
//! SHA-256 of the token). Times are milliseconds since 1970.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Account::Table)
                    .add_column(string(Account::Locale).default("en"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(NotificationChoice::Table)
                    .col(integer(NotificationChoice::AccountId).primary_key())
                    .col(string(NotificationChoice::StatusChanges))
                    .col(boolean(NotificationChoice::Invoices))
                    .col(boolean(NotificationChoice::Documents))
                    .col(boolean(NotificationChoice::AllCompanies))
                    .col(text(NotificationChoice::CompanyIds))
                    .col(big_integer(NotificationChoice::UpdatedAtMs))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Mail::Table)
                    .col(pk_auto(Mail::Id))
                    .col(string_uniq(Mail::Key))
                    .col(integer(Mail::AccountId))
                    .col(string(Mail::Kind))
                    .col(string(Mail::ToAddress))
                    .col(text(Mail::Subject))
                    .col(text(Mail::TextBody))
                    .col(text(Mail::HtmlBody))
                    .col(text_null(Mail::UnsubscribeUrl))
                    .col(big_integer(Mail::CreatedAtMs))
                    .col(big_integer_null(Mail::SentAtMs))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ServerSecret::Table)
                    .col(string(ServerSecret::Name).primary_key())
                    .col(string(ServerSecret::Value))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PasswordReset::Table)
                    .col(string(PasswordReset::TokenHash).primary_key())
                    .col(integer(PasswordReset::AccountId))
                    .col(big_integer(PasswordReset::CreatedAtMs))
                    .col(big_integer(PasswordReset::ExpiresAtMs))
                    .col(big_integer_null(PasswordReset::UsedAtMs))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PasswordReset::Table.into_iden(),
            ServerSecret::Table.into_iden(),
            Mail::Table.into_iden(),
            NotificationChoice::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Account::Table)
                    .drop_column(Account::Locale)
                    .to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum Account {
    Table,
    Locale,
}

#[derive(DeriveIden)]
enum NotificationChoice {
    Table,
    AccountId,
    StatusChanges,
    Invoices,
    Documents,
    AllCompanies,
    CompanyIds,
    UpdatedAtMs,
}

#[derive(DeriveIden)]
enum Mail {
    Table,
    Id,
    Key,
    AccountId,
    Kind,
    ToAddress,
    Subject,
    TextBody,
    HtmlBody,
    UnsubscribeUrl,
    CreatedAtMs,
    SentAtMs,
}

#[derive(DeriveIden)]
enum ServerSecret {
    Table,
    Name,
    Value,
}

#[derive(DeriveIden)]
enum PasswordReset {
    Table,
    TokenHash,
    AccountId,
    CreatedAtMs,
    ExpiresAtMs,
    UsedAtMs,
}
