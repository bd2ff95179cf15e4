//! The account's mail (docs/mail.md, docs/accounts.md): what each user chooses to hear by mail and
//! in which language (`mail_choices`, the rules in `mail_rules`), the mails made from events
//! (`notify`, `digest`, written in `mails`), the unsubscribe link and page (`unsubscribe_token`,
//! `unsubscribe`), and the forgotten password (`password_reset`). Mail itself is sent by the shared
//! `crate::mail`.
pub mod digest;
pub mod dto;
pub mod handlers;
pub mod mail_choices;
pub mod mail_rules;
pub mod mails;
pub mod notify;
pub mod pages;
pub mod password_reset;
pub mod unsubscribe;
pub mod unsubscribe_token;

use utoipa_axum::{router::OpenApiRouter, routes};

pub use notify::enqueue_for;

use crate::page_loader::{loader, ScreenLoader};
use crate::state::AppState;

/// This area's screens and the loaders that prime them (see `page_loader`).
pub fn page_loaders() -> Vec<ScreenLoader> {
    vec![
        loader!("forgotPassword" => pages::forgot_password),
        loader!("profile" => pages::profile),
    ]
}

/// The calls under `/api`.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default()
        .routes(routes!(
            handlers::get_notifications,
            handlers::put_notifications
        ))
        .routes(routes!(handlers::put_locale))
        .routes(routes!(
            handlers::reset_availability,
            handlers::request_reset
        ))
        .routes(routes!(handlers::confirm_reset))
}

/// The unsubscribe page, outside `/api` (its links are in mails).
pub fn mail_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::default().routes(routes!(
        unsubscribe::unsubscribe_page,
        unsubscribe::unsubscribe
    ))
}
