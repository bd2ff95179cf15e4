//! Tests of the list contract (`server/src/list`).
mod contract;
mod contract_admin;
mod keys_backfill;
