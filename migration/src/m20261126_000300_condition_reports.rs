//! Condition reports recorded for a work (docs/condition-reports.md):
//! - `condition_report`: one examination of one asset: kind, day, examiner, overall condition, the
//!   assignment it was made for and the signed report it amends (both optional). `signed_at` set
//!   means signed and locked; `digest` is the SHA-256 (hex) over its content and its photos' bytes
//!   taken at signing. `by_provider` says whether the provider's staff or the customer's own
//!   people wrote it (a customer never sees the provider's drafts).
//! - `condition_observation`: what was seen, in order: area, controlled term, severity, note.
//!   `key` is the client's id of the observation, which the marks name.
//! - `condition_photo`: a photo of the report, stored whole in the file store (`file_name`) and
//!   never altered; `marks` holds the W3C Web Annotation JSON drawn on it, apart from the picture.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ConditionReport::Table)
                    .col(pk_auto(ConditionReport::Id))
                    .col(integer(ConditionReport::CompanyId))
                    .col(integer(ConditionReport::AssetId))
                    .col(integer_null(ConditionReport::AssignmentId))
                    .col(integer_null(ConditionReport::AmendsId))
                    .col(string(ConditionReport::Kind))
                    .col(date(ConditionReport::ExaminedOn))
                    .col(integer_null(ConditionReport::ExaminerId))
                    .col(string(ConditionReport::ExaminerName))
                    .col(boolean(ConditionReport::ByProvider))
                    .col(string(ConditionReport::Overall))
                    .col(text(ConditionReport::Summary))
                    .col(timestamp_with_time_zone_null(ConditionReport::SignedAt))
                    .col(string_null(ConditionReport::Digest))
                    .col(timestamp_with_time_zone(ConditionReport::CreatedAt))
                    .col(timestamp_with_time_zone(ConditionReport::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ConditionReport::Table, ConditionReport::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ConditionReport::Table, ConditionReport::AssetId)
                            .to(Asset::Table, Asset::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ConditionReport::Table, ConditionReport::AssignmentId)
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ConditionReport::Table, ConditionReport::AmendsId)
                            .to(ConditionReport::Table, ConditionReport::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_condition_report_asset")
                    .table(ConditionReport::Table)
                    .col(ConditionReport::AssetId)
                    .col(ConditionReport::ExaminedOn)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ConditionObservation::Table)
                    .col(pk_auto(ConditionObservation::Id))
                    .col(integer(ConditionObservation::ReportId))
                    .col(integer(ConditionObservation::Position))
                    .col(string(ConditionObservation::Key))
                    .col(string(ConditionObservation::Area))
                    .col(string(ConditionObservation::Term))
                    .col(string(ConditionObservation::Severity))
                    .col(text(ConditionObservation::Note))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ConditionObservation::Table, ConditionObservation::ReportId)
                            .to(ConditionReport::Table, ConditionReport::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_condition_observation_report")
                    .table(ConditionObservation::Table)
                    .col(ConditionObservation::ReportId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ConditionPhoto::Table)
                    .col(pk_auto(ConditionPhoto::Id))
                    .col(integer(ConditionPhoto::ReportId))
                    .col(integer(ConditionPhoto::Position))
                    .col(string(ConditionPhoto::Name))
                    .col(string(ConditionPhoto::FileName))
                    .col(string(ConditionPhoto::ContentType))
                    .col(big_integer(ConditionPhoto::SizeBytes))
                    .col(integer(ConditionPhoto::Width))
                    .col(integer(ConditionPhoto::Height))
                    .col(integer(ConditionPhoto::Rotation))
                    .col(text(ConditionPhoto::Marks))
                    .col(timestamp_with_time_zone(ConditionPhoto::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ConditionPhoto::Table, ConditionPhoto::ReportId)
                            .to(ConditionReport::Table, ConditionReport::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_condition_photo_report")
                    .table(ConditionPhoto::Table)
                    .col(ConditionPhoto::ReportId)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ConditionPhoto::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(ConditionObservation::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(ConditionReport::Table).to_owned())
            .await?;
        Ok(())
    }
}

#[derive(DeriveIden)]
enum ConditionReport {
    Table,
    Id,
    CompanyId,
    AssetId,
    AssignmentId,
    AmendsId,
    Kind,
    ExaminedOn,
    ExaminerId,
    ExaminerName,
    ByProvider,
    Overall,
    Summary,
    SignedAt,
    Digest,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ConditionObservation {
    Table,
    Id,
    ReportId,
    Position,
    Key,
    Area,
    Term,
    Severity,
    Note,
}

#[derive(DeriveIden)]
enum ConditionPhoto {
    Table,
    Id,
    ReportId,
    Position,
    Name,
    FileName,
    ContentType,
    SizeBytes,
    Width,
    Height,
    Rotation,
    Marks,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
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
