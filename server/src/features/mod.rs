//! Product areas. Each has routes, handlers (thin), service (rules, no axum) and dto.
pub mod address;
pub mod assignment;
pub mod company;
pub mod costing;
pub mod documents;
pub mod health;
pub mod history;
pub mod input;
pub mod inventory;
pub mod invoice;
pub mod labels;
pub mod purchase_invoices;
pub mod reports;
pub mod shipment;
pub mod stats;
pub mod storage;
pub mod users;
