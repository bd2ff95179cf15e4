//! Tests of assignments, customer and admin (`server/src/features/assignments`).
mod admin_addresses;
mod admin_edit;
mod admin_list;
mod admin_pages;
mod admin_storage;
mod create;
mod documents;
mod open;
mod pages;
mod read;
mod ref_race;
