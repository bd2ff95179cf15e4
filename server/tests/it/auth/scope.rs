//! Who sees what, with two companies: admin all, a customer only their own company, 404 across companies.
use crate::common;

use axum::http::StatusCode;
use common::{Backend, TestApp};
use server::auth::scope::{find_in_scope, Scope};

async fn customers_see_only_their_company(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let zenith = app.company("Zenith").await;
    let acme_ldn = app.division(acme.id, "London").await;
    app.division(acme.id, "Paris").await;
    let zenith_nyc = app.division(zenith.id, "New York").await;
    app.account(
        "ada@acme.test",
        &["Customer"],
        Some(acme.id),
        Some(acme_ldn.id),
    )
    .await;
    app.account(
        "zed@zenith.test",
        &["Customer"],
        Some(zenith.id),
        Some(zenith_nyc.id),
    )
    .await;
    app.admin().await;

    let names = |reply: common::Reply| -> Vec<String> {
        reply
            .json()
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let (ada, _) = app.sign_in("ada@acme.test").await;
    let (zed, _) = app.sign_in("zed@zenith.test").await;
    let (admin, _) = app.sign_in("admin@plinth.test").await;
    assert_eq!(
        names(app.get("/api/company/divisions", Some(&ada)).await),
        ["London", "Paris"]
    );
    assert_eq!(
        names(app.get("/api/company/divisions", Some(&zed)).await),
        ["New York"]
    );
    assert_eq!(
        names(app.get("/api/company/divisions", Some(&admin)).await),
        ["London", "New York", "Paris"]
    );
    let div = &app.get("/api/company/divisions", Some(&ada)).await.json()[0];
    assert_eq!(div["companyId"], acme.id);
    assert!(div["invoice"].get("addressee").is_some());
}

async fn admin_calls_are_refused_to_customers(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    app.account("ada@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    app.admin().await;
    let (ada, _) = app.sign_in("ada@acme.test").await;
    let (admin, _) = app.sign_in("admin@plinth.test").await;
    for path in [
        "/api/admin/role",
        "/api/admin/businessrole",
        "/api/admin/company/summary",
    ] {
        let refused = app.get(path, Some(&ada)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(refused.messages(), ["You do not have access to this."]);
        assert_eq!(
            app.get(path, None).await.status,
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
        assert_eq!(
            app.get(path, Some(&admin)).await.status,
            StatusCode::OK,
            "{path}"
        );
    }
    let roles = app.get("/api/admin/role", Some(&admin)).await.json();
    assert!(roles
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r == "Plinth_Admin"));
    let summary = app
        .get("/api/admin/company/summary", Some(&admin))
        .await
        .json();
    assert_eq!(summary[0]["name"], "Acme");
    assert_eq!(summary[0]["groupBrand"], "fd");
    assert_eq!(summary[0]["currencies"], serde_json::json!(["GBP"]));
    assert_eq!(summary[0]["invoice"]["addressee"], "Accounts, Acme");
}

async fn another_companys_object_is_not_found(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let zenith = app.company("Zenith").await;
    let acme_ldn = app.division(acme.id, "London").await;
    let db = &app.state.db;
    type Division = entity::company_division::Entity;
    assert_eq!(
        find_in_scope::<Division>(db, Scope::Company(acme.id), acme_ldn.id)
            .await
            .unwrap()
            .name,
        "London"
    );
    assert_eq!(
        find_in_scope::<Division>(db, Scope::All, acme_ldn.id)
            .await
            .unwrap()
            .id,
        acme_ldn.id
    );
    for scope in [Scope::Company(zenith.id), Scope::Nothing] {
        let err = find_in_scope::<Division>(db, scope, acme_ldn.id)
            .await
            .unwrap_err();
        assert_eq!(err.status(), StatusCode::NOT_FOUND, "{scope:?}");
    }
    // A missing row answers exactly the same.
    let missing = find_in_scope::<Division>(db, Scope::Company(acme.id), 424242)
        .await
        .unwrap_err();
    assert_eq!(missing.public_message(), "Not found.");
}

async fn accounts_without_company_see_nothing(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    app.division(acme.id, "London").await;
    app.account("lost@nowhere.test", &["Customer"], None, None)
        .await;
    let (lost, _) = app.sign_in("lost@nowhere.test").await;
    assert_eq!(
        app.get("/api/company/divisions", Some(&lost)).await.json(),
        serde_json::json!([])
    );
}

on_both_databases!(
    customers_see_only_their_company,
    admin_calls_are_refused_to_customers,
    another_companys_object_is_not_found,
    accounts_without_company_see_nothing,
);
