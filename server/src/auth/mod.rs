//! Sign-in, sessions, password hashing, throttling and the extractors that say who is asking.
mod argon2_memory;
pub mod extract;
pub mod handlers;
pub mod origin;
pub mod password;
pub mod profile;
pub mod scope;
pub mod service;
pub mod session;
pub mod throttle;

pub use extract::{Admin, CurrentUser, PageUser};
pub use scope::Scope;

/// The provider administrator's role: the product name and `_Admin` (docs/accounts.md).
pub const ADMIN_ROLE: &str = "Plinth_Admin";

/// Roles an account may hold, as offered by `GET /api/admin/role`.
pub const ROLES: &[&str] = &[ADMIN_ROLE, "Plinth_Staff", "Customer"];

/// Business roles, as offered by `GET /api/admin/businessrole`.
pub const BUSINESS_ROLES: &[&str] = &[
    "Registrar",
    "Collections Manager",
    "Logistics",
    "Accounts",
    "Director",
];

/// The first-party web client of the password grant (docs/accounts.md): not a secret, it names the
/// client.
pub const WEB_CLIENT_ID: &str = "plinth-web";
