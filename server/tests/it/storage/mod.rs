//! Tests of storage billing (`server/src/features/storage`).
mod invoices;
mod list;
