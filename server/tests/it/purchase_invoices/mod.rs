//! Tests of purchase invoices (`server/src/features/purchase_invoices`).
mod purchase_invoices;
