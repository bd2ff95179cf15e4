//! sea-orm entities for Plinth, one module per table (see `migration` for the schema).
//! Hand-written helpers (the JSON string list, string enums) live in `types`.

pub mod account;
pub mod address;
pub mod asset;
pub mod assignment;
pub mod assignment_asset;
pub mod audit_log;
pub mod company;
pub mod company_division;
pub mod condition_observation;
pub mod condition_photo;
pub mod condition_report;
pub mod db_error;
pub mod document;
pub mod generated_invoice;
pub mod invoice;
pub mod invoice_line;
pub mod invoice_rate;
pub mod invoice_sequence;
mod keys;
pub mod measurement;
pub mod purchase_invoice;
pub mod purchase_invoice_assignment;
pub mod session;
pub mod shipment;
pub mod shipment_assignment;
pub mod shipment_leg;
pub mod storage_entry;
pub mod storage_invoice_item;
pub mod text;
pub mod types;

pub mod prelude {
    pub use super::account::Entity as Account;
    pub use super::address::Entity as Address;
    pub use super::asset::Entity as Asset;
    pub use super::assignment::Entity as Assignment;
    pub use super::assignment_asset::Entity as AssignmentAsset;
    pub use super::audit_log::Entity as AuditLog;
    pub use super::company::Entity as Company;
    pub use super::company_division::Entity as CompanyDivision;
    pub use super::document::Entity as Document;
    pub use super::generated_invoice::Entity as GeneratedInvoice;
    pub use super::invoice::Entity as Invoice;
    pub use super::invoice_line::Entity as InvoiceLine;
    pub use super::invoice_rate::Entity as InvoiceRate;
    pub use super::invoice_sequence::Entity as InvoiceSequence;
    pub use super::measurement::Entity as Measurement;
    pub use super::purchase_invoice::Entity as PurchaseInvoice;
    pub use super::purchase_invoice_assignment::Entity as PurchaseInvoiceAssignment;
    pub use super::session::Entity as Session;
    pub use super::shipment::Entity as Shipment;
    pub use super::shipment_assignment::Entity as ShipmentAssignment;
    pub use super::shipment_leg::Entity as ShipmentLeg;
    pub use super::storage_entry::Entity as StorageEntry;
    pub use super::storage_invoice_item::Entity as StorageInvoiceItem;
    pub use super::types::StringList;
}
