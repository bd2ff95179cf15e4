//! `purchase_invoice.search_text` and `supplier_key`: the purchase invoice list pages on the server like
//! every list (search by supplier and number, sort by supplier), and one supplier's invoice is found by
//! its folded name and number when someone enters it twice. No version of Plinth wrote purchase
//! invoices before this one, so there are no rows to fill.
use sea_orm_migration::{prelude::*, sea_orm::DatabaseBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

const INDEXES: [(&str, PurchaseInvoice); 3] = [
    (
        "idx_purchase_invoice_supplier_key",
        PurchaseInvoice::SupplierKey,
    ),
    (
        "idx_purchase_invoice_invoice_on",
        PurchaseInvoice::InvoiceOn,
    ),
    ("idx_purchase_invoice_due_on", PurchaseInvoice::DueOn),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Compared byte by byte on both databases, as the other list keys (m20261123_000024).
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        let mut search = ColumnDef::new(PurchaseInvoice::SearchText);
        search.text().not_null().default("");
        let mut key = ColumnDef::new(PurchaseInvoice::SupplierKey);
        key.string().null();
        if postgres {
            search.extra("COLLATE \"C\"");
            key.extra("COLLATE \"C\"");
        }
        // SQLite alters one column per statement.
        for column in [search, key] {
            manager
                .alter_table(
                    Table::alter()
                        .table(PurchaseInvoice::Table)
                        .add_column(column)
                        .to_owned(),
                )
                .await?;
        }
        for (name, column) in INDEXES {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(PurchaseInvoice::Table)
                        .col(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in INDEXES {
            manager
                .drop_index(
                    Index::drop()
                        .name(name)
                        .table(PurchaseInvoice::Table)
                        .to_owned(),
                )
                .await?;
        }
        for column in [PurchaseInvoice::SupplierKey, PurchaseInvoice::SearchText] {
            manager
                .alter_table(
                    Table::alter()
                        .table(PurchaseInvoice::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum PurchaseInvoice {
    Table,
    SearchText,
    SupplierKey,
    InvoiceOn,
    DueOn,
}
