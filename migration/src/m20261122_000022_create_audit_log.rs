//! Creates `audit_log`: Who did what to which object, when. No foreign keys, so the log outlives what it describes.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AuditLog::Table)
                    .col(pk_auto(AuditLog::Id))
                    .col(timestamp_with_time_zone(AuditLog::At))
                    .col(integer_null(AuditLog::AccountId))
                    .col(string(AuditLog::Action))
                    .col(string(AuditLog::ObjectType))
                    .col(string_null(AuditLog::ObjectId))
                    .col(integer_null(AuditLog::CompanyId))
                    .col(json_null(AuditLog::Detail))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_object_type_object_id")
                    .table(AuditLog::Table)
                    .col(AuditLog::ObjectType)
                    .col(AuditLog::ObjectId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_at")
                    .table(AuditLog::Table)
                    .col(AuditLog::At)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_company_id")
                    .table(AuditLog::Table)
                    .col(AuditLog::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_account_id")
                    .table(AuditLog::Table)
                    .col(AuditLog::AccountId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AuditLog::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    At,
    AccountId,
    Action,
    ObjectType,
    ObjectId,
    CompanyId,
    Detail,
}
