//! Creates `document`: An uploaded file. Exactly one parent of asset / assignment / shipment is set (enforced by the service). `company_id` is NULL for provider-only shipment documents.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Document::Table)
                    .col(pk_auto(Document::Id))
                    .col(integer_null(Document::CompanyId))
                    .col(integer_null(Document::AssetId))
                    .col(integer_null(Document::AssignmentId))
                    .col(integer_null(Document::ShipmentId))
                    .col(string(Document::Name))
                    .col(string(Document::FileName))
                    .col(string(Document::ContentType))
                    .col(big_integer(Document::SizeBytes))
                    .col(string(Document::DocumentType).default("document"))
                    .col(boolean(Document::Protected).default(false))
                    .col(integer_null(Document::UploadedBy))
                    .col(timestamp_with_time_zone(Document::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_document_company_id")
                            .from(Document::Table, Document::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_document_asset_id")
                            .from(Document::Table, Document::AssetId)
                            .to(Asset::Table, Asset::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_document_assignment_id")
                            .from(Document::Table, Document::AssignmentId)
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_document_shipment_id")
                            .from(Document::Table, Document::ShipmentId)
                            .to(Shipment::Table, Shipment::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_document_uploaded_by")
                            .from(Document::Table, Document::UploadedBy)
                            .to(Account::Table, Account::Id)
                            .on_delete(ForeignKeyAction::SetNull)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_document_company_id")
                    .table(Document::Table)
                    .col(Document::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_document_asset_id")
                    .table(Document::Table)
                    .col(Document::AssetId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_document_assignment_id")
                    .table(Document::Table)
                    .col(Document::AssignmentId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_document_shipment_id")
                    .table(Document::Table)
                    .col(Document::ShipmentId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_document_uploaded_by")
                    .table(Document::Table)
                    .col(Document::UploadedBy)
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Document::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
#[allow(clippy::enum_variant_names)]
enum Document {
    Table,
    Id,
    CompanyId,
    AssetId,
    AssignmentId,
    ShipmentId,
    Name,
    FileName,
    ContentType,
    SizeBytes,
    DocumentType,
    Protected,
    UploadedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Account {
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

#[derive(DeriveIden)]
enum Company {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Shipment {
    Table,
    Id,
}
