//! Creates `generated_invoice`: An issued invoice (sales or storage). `number` is unique per group brand.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(GeneratedInvoice::Table)
                    .col(pk_auto(GeneratedInvoice::Id))
                    .col(string(GeneratedInvoice::Kind))
                    .col(string(GeneratedInvoice::GroupBrand))
                    .col(integer(GeneratedInvoice::Number))
                    .col(integer(GeneratedInvoice::CompanyId))
                    .col(integer_null(GeneratedInvoice::CompanyDivisionId))
                    .col(integer_null(GeneratedInvoice::AssignmentId))
                    .col(string_null(GeneratedInvoice::AssignmentRef))
                    .col(string(GeneratedInvoice::Currency))
                    .col(big_integer(GeneratedInvoice::NetMinor))
                    .col(big_integer(GeneratedInvoice::TaxMinor))
                    .col(big_integer(GeneratedInvoice::TotalMinor))
                    .col(big_integer(GeneratedInvoice::CostMinor))
                    .col(string_null(GeneratedInvoice::FileName))
                    .col(integer_null(GeneratedInvoice::CreatedBy))
                    .col(timestamp_with_time_zone(GeneratedInvoice::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_generated_invoice_company_id")
                            .from(GeneratedInvoice::Table, GeneratedInvoice::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_generated_invoice_company_division_id")
                            .from(GeneratedInvoice::Table, GeneratedInvoice::CompanyDivisionId)
                            .to(CompanyDivision::Table, CompanyDivision::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_generated_invoice_assignment_id")
                            .from(GeneratedInvoice::Table, GeneratedInvoice::AssignmentId)
                            .to(Assignment::Table, Assignment::Id)
                            .on_delete(ForeignKeyAction::Restrict)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_generated_invoice_created_by")
                            .from(GeneratedInvoice::Table, GeneratedInvoice::CreatedBy)
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
                    .name("idx_generated_invoice_company_id")
                    .table(GeneratedInvoice::Table)
                    .col(GeneratedInvoice::CompanyId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_generated_invoice_company_division_id")
                    .table(GeneratedInvoice::Table)
                    .col(GeneratedInvoice::CompanyDivisionId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_generated_invoice_assignment_id")
                    .table(GeneratedInvoice::Table)
                    .col(GeneratedInvoice::AssignmentId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_generated_invoice_created_by")
                    .table(GeneratedInvoice::Table)
                    .col(GeneratedInvoice::CreatedBy)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_generated_invoice_group_brand_number")
                    .table(GeneratedInvoice::Table)
                    .col(GeneratedInvoice::GroupBrand)
                    .col(GeneratedInvoice::Number)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(GeneratedInvoice::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum GeneratedInvoice {
    Table,
    Id,
    Kind,
    GroupBrand,
    Number,
    CompanyId,
    CompanyDivisionId,
    AssignmentId,
    AssignmentRef,
    Currency,
    NetMinor,
    TaxMinor,
    TotalMinor,
    CostMinor,
    FileName,
    CreatedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Account {
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
enum CompanyDivision {
    Table,
    Id,
}
