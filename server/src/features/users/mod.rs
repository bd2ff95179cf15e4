//! The admin's user accounts (docs/accounts.md): list, read, add, change, delete, with the rules of
//! docs/accounts.md (unique email, existing company and division, password length, self-protection,
//! sessions that end when an account is disabled, deleted or given a new password by the admin).
pub mod dto;
pub mod handlers;
pub mod list;
pub mod pages;
pub mod rules;
pub mod service;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(
            handlers::list_accounts,
            handlers::create_account,
            handlers::update_account
        ))
        .routes(routes!(handlers::get_account, handlers::delete_account))
}
