//! Tests of companies and divisions (`server/src/features/companies`).
mod admin;
mod divisions;
mod names;
