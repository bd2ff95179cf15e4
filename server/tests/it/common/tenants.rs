//! The two customer companies most tests start from, and the people signed in to use them: Acme
//! (divisions London and Paris) and Zenith (New York); Ada, a customer of Acme London; Zed, a
//! customer of Zenith New York; and the provider's administrator. Each area's world builds on this
//! one instead of making its own companies and users.
use super::{Backend, TestApp};

pub struct Tenants {
    pub app: TestApp,
    pub acme: entity::company::Model,
    pub zenith: entity::company::Model,
    pub london: entity::company_division::Model,
    pub paris: entity::company_division::Model,
    pub nyc: entity::company_division::Model,
    pub ada_account: entity::account::Model,
    pub admin_account: entity::account::Model,
    /// Bearer tokens: Ada of Acme, Zed of Zenith, the admin.
    pub ada: String,
    pub zed: String,
    pub admin: String,
    /// Page cookies of Ada, Zed and the admin.
    pub ada_cookie: String,
    pub zed_cookie: String,
    pub admin_cookie: String,
}

impl Tenants {
    pub async fn new(b: Backend) -> Tenants {
        Self::with(b, |_| {}).await
    }

    /// The tenants on an app whose settings `tweak` changes first (mail, say).
    pub async fn with(b: Backend, tweak: impl FnOnce(&mut server::Settings)) -> Tenants {
        let app = TestApp::with(b, tweak).await;
        let acme = app.company("Acme").await;
        let zenith = app.company("Zenith").await;
        let london = app.division(acme.id, "London").await;
        let paris = app.division(acme.id, "Paris").await;
        let nyc = app.division(zenith.id, "New York").await;
        let ada_account = app
            .account(
                "ada@acme.test",
                &["Customer"],
                Some(acme.id),
                Some(london.id),
            )
            .await;
        app.account(
            "zed@zenith.test",
            &["Customer"],
            Some(zenith.id),
            Some(nyc.id),
        )
        .await;
        let admin_account = app.admin().await;
        let (ada, ada_cookie) = app.sign_in("ada@acme.test").await;
        let (zed, zed_cookie) = app.sign_in("zed@zenith.test").await;
        let (admin, admin_cookie) = app.sign_in(&admin_account.email).await;
        Tenants {
            app,
            acme,
            zenith,
            london,
            paris,
            nyc,
            ada_account,
            admin_account,
            ada,
            zed,
            admin,
            ada_cookie,
            zed_cookie,
            admin_cookie,
        }
    }
}

/// A world of one area's tests that adds its own objects to the tenants: it reads their fields
/// and calls through to them as its own (`w.acme`, `w.app.get(…)`).
#[macro_export]
macro_rules! builds_on_tenants {
    ($world:ty) => {
        impl ::std::ops::Deref for $world {
            type Target = $crate::common::tenants::Tenants;
            fn deref(&self) -> &Self::Target {
                &self.tenants
            }
        }
    };
}
