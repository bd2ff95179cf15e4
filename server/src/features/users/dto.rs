//! Accounts as the admin's user calls carry them (camelCase), with their OpenAPI schemas.
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An account as the admin sees it. The password hash never leaves the server.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountDto {
    pub id: i32,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub company_id: Option<i32>,
    pub company_name: Option<String>,
    pub company_division_id: Option<i32>,
    pub division_name: Option<String>,
    pub roles: Vec<String>,
    pub business_roles: Vec<String>,
    pub disabled: bool,
    /// UTC, RFC 3339 to the second.
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl AccountDto {
    pub fn new(
        a: entity::account::Model,
        company_name: Option<String>,
        division_name: Option<String>,
    ) -> Self {
        AccountDto {
            id: a.id,
            email: a.email,
            first_name: a.first_name,
            last_name: a.last_name,
            company_id: a.company_id,
            company_name,
            company_division_id: a.company_division_id,
            division_name,
            roles: a.roles.0,
            business_roles: a.business_roles.0,
            disabled: a.disabled,
            created_at: a.created_at,
        }
    }
}

/// A new account (POST: no `id`, `newPassword` required) or a change to one (PUT: `id`;
/// `newPassword` only to change the password, blank or left out keeps it).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AccountInput {
    pub id: Option<i32>,
    /// Stored trimmed and lower-case; unique.
    #[schema(format = Email)]
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// An existing company, or null (the provider's own staff).
    pub company_id: Option<i32>,
    /// A division of `companyId`, or null.
    pub company_division_id: Option<i32>,
    /// From `GET /api/admin/role`.
    pub roles: Vec<String>,
    /// From `GET /api/admin/businessrole`.
    pub business_roles: Vec<String>,
    /// A disabled account cannot sign in; its sessions end when it is disabled.
    pub disabled: bool,
    /// At least 8 characters.
    #[schema(format = Password)]
    pub new_password: Option<String>,
}
