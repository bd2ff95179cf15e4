//! The page loaders of the admin screens (`users`, `userEdit`, `companies`, `companyEdit`), called
//! through `load_data` as the page handler calls it: the same JSON as the API under the UI's query
//! keys, and nothing for anyone but the admin; then the same screens (and the profile's divisions)
//! through real page loads, as `assets/routes.json` wires them, rendered on the server.
use crate::common::{
    self,
    pages::{self, keys},
};

use common::{Backend, TestApp};
use serde_json::Value;
use server::page_loader::PageData;

async fn load(
    app: &TestApp,
    user: &entity::account::Model,
    pattern: &str,
    screen: &str,
    url: &str,
) -> PageData {
    pages::load(&app.state, Some(user), pattern, screen, url).await
}

async fn admin_screens_are_loaded_with_the_api_data(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London").await;
    let ada = app
        .account(
            "ada@acme.test",
            &["Customer"],
            Some(acme.id),
            Some(london.id),
        )
        .await;
    let admin = app.admin().await;
    let (token, _) = app.sign_in(&admin.email).await;
    let api = |path: String| {
        let (app, token) = (&app, token.clone());
        async move { app.get(&path, Some(&token)).await.json() }
    };

    let users = load(&app, &admin, "/app/users", "users", "/app/users").await;
    let users_key = r#"["admin","account","list","page=1&size=10&sort=name&dir=asc"]"#;
    assert_eq!(keys(&users), [users_key]);
    let api_users: Value = api("/api/admin/account?page=1&size=10&sort=name&dir=asc".into()).await;
    assert_eq!(users[users_key], api_users);
    assert_eq!(api_users["total"], 2);

    let add = load(&app, &admin, "/app/users/add", "userEdit", "/app/users/add").await;
    assert_eq!(
        keys(&add),
        [
            r#"["admin","businessrole"]"#,
            r#"["admin","company","options"]"#,
            r#"["admin","role"]"#
        ]
    );
    assert_eq!(
        add[r#"["admin","company","options"]"#],
        api("/api/admin/company/options".into()).await
    );
    assert_eq!(
        add[r#"["admin","role"]"#],
        api("/api/admin/role".into()).await
    );
    assert_eq!(
        add[r#"["admin","businessrole"]"#],
        api("/api/admin/businessrole".into()).await
    );

    let url = format!("/app/users/{}", ada.id);
    let edit = load(&app, &admin, "/app/users/:userId", "userEdit", &url).await;
    let key = format!(r#"["admin","account","{}"]"#, ada.id);
    assert_eq!(keys(&edit).len(), 4);
    assert_eq!(
        edit[&key],
        api(format!("/api/admin/account/{}", ada.id)).await
    );
    assert_eq!(edit[&key]["divisionName"], "London");
    for unknown in ["/app/users/999999", "/app/users/abc"] {
        let data = load(&app, &admin, "/app/users/:userId", "userEdit", unknown).await;
        assert_eq!(keys(&data).len(), 3, "{unknown}: the lists, no account");
    }

    let companies = load(
        &app,
        &admin,
        "/app/companies",
        "companies",
        "/app/companies",
    )
    .await;
    let companies_key = r#"["admin","company","list","page=1&size=10&sort=name&dir=asc"]"#;
    assert_eq!(keys(&companies), [companies_key]);
    let api_companies: Value =
        api("/api/admin/company?page=1&size=10&sort=name&dir=asc".into()).await;
    assert_eq!(companies[companies_key], api_companies);
    assert_eq!(api_companies["rows"][0]["name"], "Acme");
    let add = load(
        &app,
        &admin,
        "/app/companies/add",
        "companyEdit",
        "/app/companies/add",
    )
    .await;
    assert!(add.is_empty());
    let url = format!("/app/companies/{}", acme.id);
    let edit = load(
        &app,
        &admin,
        "/app/companies/:companyId",
        "companyEdit",
        &url,
    )
    .await;
    let key = format!(r#"["admin","company","{}"]"#, acme.id);
    let addresses_key = format!(r#"["address","{}"]"#, london.id);
    let legal_key = format!(r#"["admin","company","{}","legal"]"#, acme.id);
    let division_legal_key = format!(
        r#"["admin","company","{}","division","{}","legal"]"#,
        acme.id, london.id
    );
    assert_eq!(
        keys(&edit),
        [
            addresses_key.as_str(),
            division_legal_key.as_str(),
            legal_key.as_str(),
            key.as_str()
        ]
    );
    // The buyer's legal data as their calls give them: none saved yet, then the company's.
    let legal: Value = api(format!("/api/admin/company/{}/legal", acme.id)).await;
    assert_eq!(edit[&legal_key], legal);
    assert_eq!(legal["saved"], false);
    let division_legal: Value = api(format!(
        "/api/admin/company/{}/division/{}/legal",
        acme.id, london.id
    ))
    .await;
    assert_eq!(edit[&division_legal_key], division_legal);
    let company: Value = api(format!("/api/admin/company/{}", acme.id)).await;
    assert_eq!(edit[&key], company);
    assert_eq!(company["divisions"][0]["name"], "London");
    let addresses = api(format!("/api/address?companyDivisionId={}", london.id)).await;
    assert_eq!(edit[&addresses_key], addresses);
    let missing = load(
        &app,
        &admin,
        "/app/companies/:companyId",
        "companyEdit",
        "/app/companies/999999",
    )
    .await;
    assert!(missing.is_empty());

    // A customer gets nothing from an admin screen's loader, whatever the route says.
    for (pattern, screen, url) in [
        ("/app/users", "users", "/app/users".to_owned()),
        (
            "/app/users/:userId",
            "userEdit",
            format!("/app/users/{}", ada.id),
        ),
        ("/app/companies", "companies", "/app/companies".to_owned()),
        (
            "/app/companies/:companyId",
            "companyEdit",
            format!("/app/companies/{}", acme.id),
        ),
    ] {
        assert!(
            load(&app, &ada, pattern, screen, &url).await.is_empty(),
            "{screen}"
        );
    }
}

on_both_databases!(admin_screens_are_loaded_with_the_api_data);

/// The pages as a browser loads them: the route table names the screens, the loaders prime them
/// and the server render draws the rows and the divisions into the first HTML.
async fn pages_are_rendered_with_their_data(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London Wharf").await;
    app.division(acme.id, "Paris Quai").await;
    app.account(
        "ada@acme.test",
        &["Customer"],
        Some(acme.id),
        Some(london.id),
    )
    .await;
    let admin = app.admin().await;
    let (_, admin_cookie) = app.sign_in(&admin.email).await;
    let users = app.page("/app/users", Some(&admin_cookie)).await;
    assert_eq!(users.status, 200);
    assert!(
        users.text().contains("ada@acme.test"),
        "the users list row is rendered"
    );
    let company = app
        .page(&format!("/app/companies/{}", acme.id), Some(&admin_cookie))
        .await;
    assert!(
        company.text().contains("Paris Quai"),
        "the division rows are rendered"
    );

    let (_, ada_cookie) = app.sign_in("ada@acme.test").await;
    let profile = app.page("/pages/profile", Some(&ada_cookie)).await;
    assert_eq!(profile.status, 200);
    let html = profile.text();
    assert!(
        html.contains("London Wharf") && html.contains("Paris Quai"),
        "the divisions are rendered"
    );
    let users = app.page("/app/users", Some(&ada_cookie)).await;
    assert!(
        !users.text().contains("ada@acme.test"),
        "a customer's page carries no accounts"
    );
}

on_both_databases!(pages_are_rendered_with_their_data);
