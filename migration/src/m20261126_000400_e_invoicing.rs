//! What legal and structured invoices keep (docs/invoices.md):
//! - `seller_setting`: the seller per group brand (legal name, address, VAT and registration
//!   numbers, bank account, payment terms, footer). A brand without a complete row cannot issue.
//! - `buyer_legal`: a company's (division null) or a division's legal name, address, country and
//!   VAT number, printed and sent as the buyer.
//! - `invoice_line.vat_category` / `vat_exempt_reason`: the line's VAT category (`standard`,
//!   `zero`, `exempt`, `outside`); null on lines saved before, read as standard when taxable and
//!   zero rated when not.
//! - `generated_invoice.due_on` and `xml_file_name` (its stored UBL file).
//! - `issued_line`: what an issued invoice billed, line by line in its currency with its category
//!   and rate, so that credit notes and the structured files never depend on a working invoice that
//!   may change later.
//! - `credit_note`, `credit_note_line`, `credit_note_sequence`: credit notes with their own gapless
//!   number per brand (`FC1`, `EC1`), taken like invoice numbers.
//!
//! One column per `ALTER TABLE`: SQLite takes one change per statement.
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SellerSetting::Table)
                    .col(string(SellerSetting::GroupBrand).primary_key())
                    .col(string(SellerSetting::LegalName))
                    .col(text(SellerSetting::Street))
                    .col(string(SellerSetting::Postcode))
                    .col(string(SellerSetting::City))
                    .col(string(SellerSetting::Country))
                    .col(string(SellerSetting::VatNumber))
                    .col(string(SellerSetting::RegistrationNumber))
                    .col(string(SellerSetting::Iban))
                    .col(string(SellerSetting::Bic))
                    .col(text(SellerSetting::AccountText))
                    .col(integer_null(SellerSetting::PaymentTermsDays))
                    .col(text(SellerSetting::Footer))
                    .col(timestamp_with_time_zone(SellerSetting::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(BuyerLegal::Table)
                    .col(pk_auto(BuyerLegal::Id))
                    .col(integer(BuyerLegal::CompanyId))
                    .col(integer_null(BuyerLegal::CompanyDivisionId))
                    .col(string(BuyerLegal::LegalName))
                    .col(text(BuyerLegal::Street))
                    .col(string(BuyerLegal::Postcode))
                    .col(string(BuyerLegal::City))
                    .col(string(BuyerLegal::Country))
                    .col(string(BuyerLegal::VatNumber))
                    .col(timestamp_with_time_zone(BuyerLegal::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(BuyerLegal::Table, BuyerLegal::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(BuyerLegal::Table, BuyerLegal::CompanyDivisionId)
                            .to(CompanyDivision::Table, CompanyDivision::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_buyer_legal_company")
                    .table(BuyerLegal::Table)
                    .col(BuyerLegal::CompanyId)
                    .to_owned(),
            )
            .await?;
        for column in [
            string_null(InvoiceLine::VatCategory),
            text_null(InvoiceLine::VatExemptReason),
        ] {
            let mut column = column;
            manager
                .alter_table(
                    Table::alter()
                        .table(InvoiceLine::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        for column in [
            date_null(GeneratedInvoice::DueOn),
            string_null(GeneratedInvoice::XmlFileName),
        ] {
            let mut column = column;
            manager
                .alter_table(
                    Table::alter()
                        .table(GeneratedInvoice::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(IssuedLine::Table)
                    .col(pk_auto(IssuedLine::Id))
                    .col(integer(IssuedLine::GeneratedInvoiceId))
                    .col(integer(IssuedLine::Position))
                    .col(text(IssuedLine::Description))
                    .col(big_integer(IssuedLine::NetMinor))
                    .col(string(IssuedLine::VatCategory))
                    .col(integer_null(IssuedLine::TaxBp))
                    .col(text_null(IssuedLine::VatExemptReason))
                    .foreign_key(
                        ForeignKey::create()
                            .from(IssuedLine::Table, IssuedLine::GeneratedInvoiceId)
                            .to(GeneratedInvoice::Table, GeneratedInvoice::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_issued_line_invoice")
                    .table(IssuedLine::Table)
                    .col(IssuedLine::GeneratedInvoiceId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CreditNoteSequence::Table)
                    .col(string(CreditNoteSequence::GroupBrand).primary_key())
                    .col(integer(CreditNoteSequence::NextNumber).default(1))
                    .to_owned(),
            )
            .await?;
        manager
            .exec_stmt(
                Query::insert()
                    .into_table(CreditNoteSequence::Table)
                    .columns([
                        CreditNoteSequence::GroupBrand,
                        CreditNoteSequence::NextNumber,
                    ])
                    .values_panic(["fd".into(), 1.into()])
                    .values_panic(["eagle".into(), 1.into()])
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CreditNote::Table)
                    .col(pk_auto(CreditNote::Id))
                    .col(integer(CreditNote::GeneratedInvoiceId))
                    .col(string(CreditNote::GroupBrand))
                    .col(integer(CreditNote::Number))
                    .col(integer(CreditNote::CompanyId))
                    .col(string(CreditNote::Currency))
                    .col(big_integer(CreditNote::NetMinor))
                    .col(big_integer(CreditNote::TaxMinor))
                    .col(big_integer(CreditNote::TotalMinor))
                    .col(text(CreditNote::Reason))
                    .col(string_null(CreditNote::FileName))
                    .col(string_null(CreditNote::XmlFileName))
                    .col(integer_null(CreditNote::CreatedBy))
                    .col(timestamp_with_time_zone(CreditNote::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(CreditNote::Table, CreditNote::GeneratedInvoiceId)
                            .to(GeneratedInvoice::Table, GeneratedInvoice::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(CreditNote::Table, CreditNote::CompanyId)
                            .to(Company::Table, Company::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_credit_note_brand_number")
                    .table(CreditNote::Table)
                    .col(CreditNote::GroupBrand)
                    .col(CreditNote::Number)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_credit_note_invoice")
                    .table(CreditNote::Table)
                    .col(CreditNote::GeneratedInvoiceId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CreditNoteLine::Table)
                    .col(pk_auto(CreditNoteLine::Id))
                    .col(integer(CreditNoteLine::CreditNoteId))
                    .col(integer(CreditNoteLine::IssuedLineId))
                    .foreign_key(
                        ForeignKey::create()
                            .from(CreditNoteLine::Table, CreditNoteLine::CreditNoteId)
                            .to(CreditNote::Table, CreditNote::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(CreditNoteLine::Table, CreditNoteLine::IssuedLineId)
                            .to(IssuedLine::Table, IssuedLine::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        // A line is credited at most once.
        manager
            .create_index(
                Index::create()
                    .name("ux_credit_note_line_issued")
                    .table(CreditNoteLine::Table)
                    .col(CreditNoteLine::IssuedLineId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            CreditNoteLine::Table.into_iden(),
            CreditNote::Table.into_iden(),
            CreditNoteSequence::Table.into_iden(),
            IssuedLine::Table.into_iden(),
            BuyerLegal::Table.into_iden(),
            SellerSetting::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        for column in [GeneratedInvoice::XmlFileName, GeneratedInvoice::DueOn] {
            manager
                .alter_table(
                    Table::alter()
                        .table(GeneratedInvoice::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        for column in [InvoiceLine::VatExemptReason, InvoiceLine::VatCategory] {
            manager
                .alter_table(
                    Table::alter()
                        .table(InvoiceLine::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}

#[derive(DeriveIden)]
enum SellerSetting {
    Table,
    GroupBrand,
    LegalName,
    Street,
    Postcode,
    City,
    Country,
    VatNumber,
    RegistrationNumber,
    Iban,
    Bic,
    AccountText,
    PaymentTermsDays,
    Footer,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum BuyerLegal {
    Table,
    Id,
    CompanyId,
    CompanyDivisionId,
    LegalName,
    Street,
    Postcode,
    City,
    Country,
    VatNumber,
    UpdatedAt,
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

#[derive(DeriveIden)]
enum InvoiceLine {
    Table,
    VatCategory,
    VatExemptReason,
}

#[derive(DeriveIden)]
enum GeneratedInvoice {
    Table,
    Id,
    DueOn,
    XmlFileName,
}

#[derive(DeriveIden)]
enum IssuedLine {
    Table,
    Id,
    GeneratedInvoiceId,
    Position,
    Description,
    NetMinor,
    VatCategory,
    TaxBp,
    VatExemptReason,
}

#[derive(DeriveIden)]
enum CreditNoteSequence {
    Table,
    GroupBrand,
    NextNumber,
}

#[derive(DeriveIden)]
enum CreditNote {
    Table,
    Id,
    GeneratedInvoiceId,
    GroupBrand,
    Number,
    CompanyId,
    Currency,
    NetMinor,
    TaxMinor,
    TotalMinor,
    Reason,
    FileName,
    XmlFileName,
    CreatedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum CreditNoteLine {
    Table,
    Id,
    CreditNoteId,
    IssuedLineId,
}
