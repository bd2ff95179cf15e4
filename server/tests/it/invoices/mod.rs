//! Tests of sales invoices (`server/src/features/invoices`).
mod generated;
mod lists;
mod working;
mod legal;
mod credit_notes;
mod accounting;
mod structured;
