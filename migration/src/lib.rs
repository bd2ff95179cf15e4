//! Database migrations for Plinth. The sea-query builder, so the same steps run on SQLite and
//! PostgreSQL; plain SQL only where the builder cannot write it for both and the SQL is the same on
//! both (the case-insensitive name indexes). One file per step; `Migrator` lists them in order.
pub use sea_orm_migration::prelude::*;

mod m20261122_000001_create_company;
mod m20261122_000002_create_company_division;
mod m20261122_000003_create_account;
mod m20261122_000004_create_session;
mod m20261122_000005_create_address;
mod m20261122_000006_create_asset;
mod m20261122_000007_create_measurement;
mod m20261122_000008_create_assignment;
mod m20261122_000009_create_assignment_asset;
mod m20261122_000010_create_storage_entry;
mod m20261122_000011_create_shipment;
mod m20261122_000012_create_shipment_leg;
mod m20261122_000013_create_shipment_assignment;
mod m20261122_000014_create_document;
mod m20261122_000015_create_invoice;
mod m20261122_000016_create_invoice_line;
mod m20261122_000017_create_invoice_sequence;
mod m20261122_000018_create_generated_invoice;
mod m20261122_000019_create_storage_invoice_item;
mod m20261122_000020_create_purchase_invoice;
mod m20261122_000021_create_purchase_invoice_assignment;
mod m20261122_000022_create_audit_log;
mod m20261123_000023_unique_names;
mod m20261123_000024_list_keys;
mod m20261123_000025_dashboard_indexes;
mod m20261124_000026_value_currency_usd;
mod m20261124_000027_assignment_version;
mod m20261124_000028_audit_log_subjects;
mod m20261124_000029_purchase_invoice_keys;
mod m20261124_000030_invoice_money;
mod m20261124_000031_storage_invoicing;
mod m20261124_000033_shipment_version;
mod m20261126_000150_rate_window;
mod m20261126_000151_job;
mod m20261126_000210_warehouse;
mod m20261126_000300_condition_reports;
mod m20261126_000400_e_invoicing;
mod m20261127_000500_event;
mod m20261127_000510_tracking_link;
mod m20261127_000700_mail;
mod m20261127_000700_webhooks;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_create_company::Migration),
            Box::new(m20261122_000002_create_company_division::Migration),
            Box::new(m20261122_000003_create_account::Migration),
            Box::new(m20261122_000004_create_session::Migration),
            Box::new(m20261122_000005_create_address::Migration),
            Box::new(m20261122_000006_create_asset::Migration),
            Box::new(m20261122_000007_create_measurement::Migration),
            Box::new(m20261122_000008_create_assignment::Migration),
            Box::new(m20261122_000009_create_assignment_asset::Migration),
            Box::new(m20261122_000010_create_storage_entry::Migration),
            Box::new(m20261122_000011_create_shipment::Migration),
            Box::new(m20261122_000012_create_shipment_leg::Migration),
            Box::new(m20261122_000013_create_shipment_assignment::Migration),
            Box::new(m20261122_000014_create_document::Migration),
            Box::new(m20261122_000015_create_invoice::Migration),
            Box::new(m20261122_000016_create_invoice_line::Migration),
            Box::new(m20261122_000017_create_invoice_sequence::Migration),
            Box::new(m20261122_000018_create_generated_invoice::Migration),
            Box::new(m20261122_000019_create_storage_invoice_item::Migration),
            Box::new(m20261122_000020_create_purchase_invoice::Migration),
            Box::new(m20261122_000021_create_purchase_invoice_assignment::Migration),
            Box::new(m20261122_000022_create_audit_log::Migration),
            Box::new(m20261123_000023_unique_names::Migration),
            Box::new(m20261123_000024_list_keys::Migration),
            Box::new(m20261123_000025_dashboard_indexes::Migration),
            Box::new(m20261124_000026_value_currency_usd::Migration),
            Box::new(m20261124_000027_assignment_version::Migration),
            Box::new(m20261124_000028_audit_log_subjects::Migration),
            Box::new(m20261124_000029_purchase_invoice_keys::Migration),
            Box::new(m20261124_000030_invoice_money::Migration),
            Box::new(m20261124_000031_storage_invoicing::Migration),
            Box::new(m20261124_000033_shipment_version::Migration),
            Box::new(m20261126_000150_rate_window::Migration),
            Box::new(m20261126_000151_job::Migration),
            Box::new(m20261126_000210_warehouse::Migration),
            Box::new(m20261126_000300_condition_reports::Migration),
            Box::new(m20261126_000400_e_invoicing::Migration),
            Box::new(m20261127_000500_event::Migration),
            Box::new(m20261127_000510_tracking_link::Migration),
            Box::new(m20261127_000700_webhooks::Migration),
            Box::new(m20261127_000700_mail::Migration),
        ]
    }
}
