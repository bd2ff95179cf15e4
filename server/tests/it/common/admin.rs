//! What the admin call tests share: a JSON body with some fields changed, and the users world (the
//! tenants of `tenants.rs`, the admin's account and token at hand) with a new user's body.
use serde_json::{json, Value};

use super::{tenants::Tenants, Backend};

/// `v` with the fields of `changes` set (added or replaced), as a body.
pub fn with(mut v: Value, changes: Value) -> String {
    for (k, c) in changes.as_object().unwrap() {
        v[k] = c.clone();
    }
    v.to_string()
}

pub struct World {
    pub tenants: Tenants,
    /// The administrator's account, and their bearer token.
    pub admin: entity::account::Model,
    pub token: String,
    pub zenith_nyc: entity::company_division::Model,
}

crate::builds_on_tenants!(World);

impl World {
    pub async fn new(b: Backend) -> World {
        let tenants = Tenants::new(b).await;
        World {
            admin: tenants.admin_account.clone(),
            token: tenants.admin.clone(),
            zenith_nyc: tenants.nyc.clone(),
            tenants,
        }
    }

    /// A new customer of Acme London, as the user form sends it (email untidy on purpose).
    pub fn ann(&self) -> Value {
        json!({
            "email": "  Ann.Lee@Example.COM ", "firstName": "Ann", "lastName": "Lee",
            "companyId": self.acme.id, "companyDivisionId": self.london.id,
            "roles": ["Customer"], "businessRoles": ["Registrar", "Logistics"],
            "disabled": false, "newPassword": "ann's password"
        })
    }
}
