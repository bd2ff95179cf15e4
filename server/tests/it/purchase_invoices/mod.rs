//! Tests of purchase invoices (`server/src/features/purchase_invoices`).
mod records;
