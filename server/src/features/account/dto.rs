//! The mail choices as the profile reads and saves them.
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::mail_rules::StatusMails;

/// What the signed-in user hears by mail (the defaults until they save: each status change,
/// invoices, no documents; every company for an admin).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationChoicesDto {
    /// Status changes of the user's division's assignments (an admin: of the chosen companies').
    pub status_changes: StatusMails,
    /// Invoices issued to the user's company.
    pub invoices: bool,
    /// Documents added to the company's assignments and works.
    pub documents: bool,
    /// Admins: every company, or only `companyIds`. A customer always hears of their own company.
    pub all_companies: bool,
    pub company_ids: Vec<i32>,
    /// Whether this server sends mail at all (`--smtp-url`, `--mail-from`).
    pub mail_enabled: bool,
    /// The language mails are written in.
    #[schema(example = "en")]
    pub locale: String,
}

/// New mail choices. `allCompanies` and `companyIds` are read for admins only; `locale` (one of
/// en, es, zh, ja, pt, ru) also sets the language of mails.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NotificationChoicesInput {
    pub status_changes: StatusMails,
    pub invoices: bool,
    pub documents: bool,
    #[serde(default)]
    pub all_companies: Option<bool>,
    #[serde(default)]
    pub company_ids: Option<Vec<i32>>,
    #[serde(default)]
    pub locale: Option<String>,
}

/// The language the user reads Plinth in, for mail.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocaleInput {
    #[schema(example = "es")]
    pub locale: String,
}

/// Whether the forgotten-password page can send a link (mail is configured).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordResetAvailability {
    pub available: bool,
}

/// Asks for a forgotten-password link.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasswordResetRequest {
    #[schema(example = "ada@example.com")]
    pub email: String,
}

/// Sets a new password with the link's token.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasswordResetInput {
    /// The `token` of the link.
    pub token: String,
    /// 8 to 1024 characters, not one of the common passwords (as a password change).
    #[schema(format = Password)]
    pub new_password: String,
    #[schema(format = Password)]
    pub new_password_confirm: Option<String>,
}
