//! Tests of the inventory (`server/src/features/inventory`).
mod admin_pages;
mod delete;
mod pages;
mod read;
mod ref_race;
mod storage;
mod write;
