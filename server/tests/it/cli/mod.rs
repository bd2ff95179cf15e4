//! Tests of the command line, demo and bulk data (`server/src/cli`).
mod backup;
mod bench_data;
mod commands;
mod demo;
