//! Tests of labels and condition reports (`server/src/features/labels`).
mod condition_reports;
mod label_sheets;
