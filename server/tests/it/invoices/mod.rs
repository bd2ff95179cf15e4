//! Tests of sales invoices (`server/src/features/invoices`).
mod generated;
mod lists;
mod working;
