//! One integration test crate (one link of the whole server instead of one per file): each file a module.
#[macro_use]
mod common;

mod addresses;
mod admin_access;
mod admin_companies;
mod admin_company_names;
mod admin_divisions;
mod admin_pages;
mod admin_user_guards;
mod admin_users;
mod assignment_create;
mod assignment_documents;
mod assignment_open;
mod assignment_pages;
mod assignment_read;
mod auth;
mod bad_input;
mod cli;
mod demo;
mod documents;
mod documents_files;
mod hardening;
mod hardening_http;
mod inventory_delete;
mod inventory_pages;
mod inventory_read;
mod inventory_ref_race;
mod inventory_write;
mod openapi;
mod openapi_admin;
mod pages;
mod scope;
mod ssr;
mod stats;
