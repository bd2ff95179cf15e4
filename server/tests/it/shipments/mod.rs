//! Tests of shipments (`server/src/features/shipments`).
mod admin;
mod consolidation;
mod packing;
