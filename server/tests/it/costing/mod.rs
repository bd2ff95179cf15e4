//! Tests of job costing (`server/src/features/costing`).
mod job_costing;
