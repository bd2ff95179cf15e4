//! What the admin call tests share: a JSON body with some fields changed, and the users world
//! (two companies, a division each, the admin signed in) with a new user's body.
use serde_json::{json, Value};

use super::{Backend, TestApp};

/// `v` with the fields of `changes` set (added or replaced), as a body.
pub fn with(mut v: Value, changes: Value) -> String {
    for (k, c) in changes.as_object().unwrap() {
        v[k] = c.clone();
    }
    v.to_string()
}

pub struct World {
    pub app: TestApp,
    pub admin: entity::account::Model,
    pub token: String,
    pub acme: entity::company::Model,
    pub london: entity::company_division::Model,
    pub zenith_nyc: entity::company_division::Model,
}

impl World {
    pub async fn new(b: Backend) -> World {
        let app = TestApp::new(b).await;
        let acme = app.company("Acme").await;
        let zenith = app.company("Zenith").await;
        let london = app.division(acme.id, "London").await;
        let zenith_nyc = app.division(zenith.id, "New York").await;
        let admin = app.admin().await;
        let (token, _) = app.sign_in(&admin.email).await;
        World {
            app,
            admin,
            token,
            acme,
            london,
            zenith_nyc,
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
