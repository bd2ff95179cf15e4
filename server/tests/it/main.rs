//! One integration test crate (one link of the whole server instead of one per file): a folder per
//! area, named as in `server/src/features` (or the shared module it tests), each file a module.
#[macro_use]
mod common;

mod addresses;
mod assignments;
mod auth;
mod cli;
mod companies;
mod condition_reports;
mod costing;
mod dashboard;
mod documents;
mod events;
mod history;
mod http;
mod inventory;
mod invoices;
mod jobs;
mod labels;
mod list;
mod mail;
mod openapi;
mod ops;
mod purchase_invoices;
mod reports;
mod shipments;
mod ssr;
mod storage;
mod tracking;
mod users;
mod warehouse;
mod webhooks;
