//! Tests of the audit history and its timelines (`server/src/features/history`).
mod assignment_history;
mod audit_subjects_backfill;
