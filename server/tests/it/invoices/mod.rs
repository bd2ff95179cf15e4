//! Tests of sales invoices (`server/src/features/invoices`).
mod accounting;
mod credit_notes;
mod generated;
mod legal;
mod lists;
mod structured;
mod working;
