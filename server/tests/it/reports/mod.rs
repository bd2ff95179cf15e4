//! Tests of reports (`server/src/features/reports`).
mod assignment;
mod language;
mod named;
