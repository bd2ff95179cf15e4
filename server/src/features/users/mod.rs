//! The admin's user accounts (docs/accounts.md): list, read, add, change, delete, with the rules of
//! docs/accounts.md (unique email, existing company and division, password length, self-protection,
//! sessions that end when an account is disabled, deleted or given a new password by the admin).
pub mod accounts;
pub mod dto;
pub mod handlers;
pub mod list;
pub mod pages;
pub mod rules;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![
        loader!("users" => pages::users),
        loader!("userEdit" => pages::user_edit),
    ]
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(
            handlers::list_accounts,
            handlers::create_account,
            handlers::update_account
        ))
        .routes(routes!(handlers::get_account, handlers::delete_account))
}
