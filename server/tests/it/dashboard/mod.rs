//! Tests of the dashboard figures (`server/src/features/dashboard`).
mod stats;
