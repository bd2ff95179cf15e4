//! Creates `invoice`: The working (draft) invoice of an assignment; one per assignment.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Invoice::Table)
                    .col(pk_auto(Invoice::Id))
                    .col(integer(Invoice::CompanyId))
                    .col(integer(Invoice::AssignmentId))
                    .col(string(Invoice::Currency))
                    .col(text_null(Invoice::Addressee))
                    .col(string(Invoice::GroupBrand).default("fd"))
                    .col(integer(Invoice::TaxRateBp).default(0))
                    .col(string_null(Invoice::PoNumber))
                    .col(integer_null(Invoice::InvoiceNumber))
                    .col(timestamp_with_time_zone(Invoice::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_invoice_company_id")
                            .from(Invoice::Table, Invoice::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_invoice_assignment_id")
                            .from(Invoice::Table, Invoice::AssignmentId)
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_invoice_company_id")
                    .table(Invoice::Table)
                    .col(Invoice::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_invoice_assignment_id")
                    .table(Invoice::Table)
                    .col(Invoice::AssignmentId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Invoice::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
#[allow(clippy::enum_variant_names)]
enum Invoice {
    Table,
    Id,
    CompanyId,
    AssignmentId,
    Currency,
    Addressee,
    GroupBrand,
    TaxRateBp,
    PoNumber,
    InvoiceNumber,
    UpdatedAt,
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
