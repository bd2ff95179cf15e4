//! Black-box harness: the real router on a fresh database per test, SQLite file or PostgreSQL.
#![allow(dead_code)]
pub mod admin;
pub mod assignments;
pub mod data;
pub mod events;
pub mod instances;
pub mod inventory;
pub mod invoices;
pub mod labels;
pub mod list;
pub mod multipart;
pub mod openapi_check;
pub mod pages;
pub mod pg;
pub mod reports;
pub mod s3;
pub mod shipments;
pub mod smtp;
pub mod storage;
pub mod storage_billing;
pub mod tenants;
pub mod webhooks;

use axum::{
    body::Body,
    http::{header, HeaderMap, Request, StatusCode},
    Router,
};
use http_body_util::BodyExt;
pub use pg::{new_pg_database, pg_admin_url, pg_url_for};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Database, Set};
use server::{build_state, router, AppState, Settings};
use tower::ServiceExt;

pub const PASSWORD: &str = "correct horse battery";

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Runs each named `async fn(Backend)` as two tests: `<name>::sqlite` and `<name>::postgres`.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() { super::$name($crate::common::Backend::Sqlite).await }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() { super::$name($crate::common::Backend::Postgres).await }
        }
    )*};
}

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
    _dir: tempfile::TempDir,
    pg_database: Option<String>,
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|_| panic!("not JSON: {}", self.text()))
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    }
    pub fn messages(&self) -> Vec<String> {
        serde_json::from_value(self.json()["messages"].clone()).expect("a messages list")
    }
}

impl TestApp {
    pub async fn new(backend: Backend) -> TestApp {
        Self::with(backend, |_| {}).await
    }

    pub async fn with(backend: Backend, tweak: impl FnOnce(&mut Settings)) -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let (url, pg_database) = match backend {
            Backend::Sqlite => (Settings::default_database_url(dir.path()), None),
            Backend::Postgres => {
                let name = pg::new_migrated_pg_database().await;
                (pg_url_for(&name), Some(name))
            }
        };
        let mut settings = Settings::for_data_dir(dir.path().to_path_buf(), Some(url));
        settings.render_threads = 1;
        settings.object_store = s3::bucket_if_asked();
        tweak(&mut settings);
        let state = build_state(settings, true).await.expect("app state");
        TestApp {
            router: router(state.clone()),
            state,
            _dir: dir,
            pg_database,
        }
    }

    /// The app on a state built elsewhere (its data directory, and its PostgreSQL database to drop
    /// at the end if any).
    pub fn on(state: AppState, dir: tempfile::TempDir, pg_database: Option<String>) -> TestApp {
        TestApp {
            router: router(state.clone()),
            state,
            _dir: dir,
            pg_database,
        }
    }

    /// Sends the request through the real router. Every answer of a documented call is checked
    /// against the OpenAPI document (`openapi_check`).
    pub async fn send(&self, req: Request<Body>) -> Reply {
        let method = req.method().as_str().to_owned();
        let uri = req.uri().to_string();
        let res = self
            .router
            .clone()
            .oneshot(req)
            .await
            .expect("router answers");
        let status = res.status();
        let headers = res.headers().clone();
        let body = res
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes()
            .to_vec();
        openapi_check::check(
            &method,
            &uri,
            status.as_u16(),
            headers
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok()),
            &body,
        );
        Reply {
            status,
            headers,
            body,
        }
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        let mut req = Request::get(path);
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(req.body(Body::empty()).unwrap()).await
    }

    /// A page load with the session cookie, as a browser makes it.
    pub async fn page(&self, path: &str, cookie: Option<&str>) -> Reply {
        let mut req = Request::get(path).header(header::ACCEPT, "text/html");
        if let Some(c) = cookie {
            req = req.header(header::COOKIE, c);
        }
        self.send(req.body(Body::empty()).unwrap()).await
    }

    pub async fn post_json(&self, path: &str, token: Option<&str>, body: &str) -> Reply {
        let mut req = Request::post(path).header(header::CONTENT_TYPE, "application/json");
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(req.body(Body::from(body.to_owned())).unwrap())
            .await
    }

    /// A JSON body sent with any method (`PUT`, `DELETE`...), with or without a token.
    pub async fn send_json(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: &str,
    ) -> Reply {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(req.body(Body::from(body.to_owned())).unwrap())
            .await
    }

    pub async fn put_json(&self, path: &str, token: Option<&str>, body: &str) -> Reply {
        self.send_json("PUT", path, token, body).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> Reply {
        let mut req = Request::delete(path);
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(req.body(Body::empty()).unwrap()).await
    }

    pub async fn post_form(&self, path: &str, form: &[(&str, &str)]) -> Reply {
        let body = serde_urlencoded::to_string(form).unwrap();
        let req =
            Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        self.send(req.body(Body::from(body)).unwrap()).await
    }

    pub async fn try_sign_in(&self, email: &str, password: &str) -> Reply {
        self.post_form(
            "/connect/token",
            &[
                ("grant_type", "password"),
                ("username", email),
                ("password", password),
                ("client_id", "plinth-web"),
                ("client_secret", "plinth-web"),
                ("scope", "api"),
            ],
        )
        .await
    }

    /// Signs in and returns (bearer token, cookie header value).
    pub async fn sign_in(&self, email: &str) -> (String, String) {
        let reply = self.try_sign_in(email, PASSWORD).await;
        assert_eq!(
            reply.status,
            StatusCode::OK,
            "sign-in of {email}: {}",
            reply.text()
        );
        let token = reply.json()["access_token"].as_str().unwrap().to_owned();
        let cookie = reply.header("set-cookie").unwrap();
        (token, cookie.split(';').next().unwrap().to_owned())
    }

    pub async fn company(&self, name: &str) -> entity::company::Model {
        let now = chrono::Utc::now();
        entity::company::ActiveModel {
            name: Set(name.into()),
            group_brand: Set("fd".into()),
            currencies: Set(vec!["GBP".to_owned()].into()),
            invoice_addressee: Set(Some(format!("Accounts, {name}"))),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    pub async fn division(&self, company_id: i32, name: &str) -> entity::company_division::Model {
        let now = chrono::Utc::now();
        entity::company_division::ActiveModel {
            company_id: Set(company_id),
            name: Set(name.into()),
            invoice_addressee: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    /// An account with password `PASSWORD`.
    pub async fn account(
        &self,
        email: &str,
        roles: &[&str],
        company_id: Option<i32>,
        division_id: Option<i32>,
    ) -> entity::account::Model {
        let now = chrono::Utc::now();
        let hash = server::auth::password::hash(PASSWORD.into()).await.unwrap();
        entity::account::ActiveModel {
            email: Set(email.into()),
            password_hash: Set(hash),
            first_name: Set("Test".into()),
            last_name: Set("User".into()),
            company_id: Set(company_id),
            company_division_id: Set(division_id),
            roles: Set(roles
                .iter()
                .map(|r| r.to_string())
                .collect::<Vec<_>>()
                .into()),
            business_roles: Set(Vec::<String>::new().into()),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&self.state.db)
        .await
        .unwrap()
    }

    pub async fn admin(&self) -> entity::account::Model {
        self.account("admin@plinth.test", &["Plinth_Admin"], None, None)
            .await
    }

    /// A new provider administrator, signed in: their bearer token.
    pub async fn admin_token(&self) -> String {
        let admin = self.admin().await;
        self.sign_in(&admin.email).await.0
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let Some(name) = self.pg_database.take() else {
            return;
        };
        // Drop runs inside the test's runtime: use a thread with its own runtime for the async DROP.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                if let Ok(admin) = Database::connect(pg_admin_url()).await {
                    let _ = admin
                        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .await;
                }
            });
        })
        .join();
    }
}

/// The payload a server-rendered page carries for the browser's render.
pub fn page_payload(html: &str) -> serde_json::Value {
    let start =
        html.find("id=\"plinth-state\">").expect("payload script") + "id=\"plinth-state\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("payload JSON")
}

/// The repository's root (this package is `server/tests`).
pub const REPO_ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// The `plinth` binary of the same build (`target/<profile>/plinth`, beside this test's `deps/`). The tests are a
/// package of their own, so cargo does not build it for them: `just build` (or `cargo build -p server`) does.
pub fn plinth_bin() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    let bin = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps")
        .join("plinth");
    assert!(
        bin.exists(),
        "{} is missing: build it first (`just build`, or `cargo build --release -p server`)",
        bin.display()
    );
    bin
}
