//! Every admin call refuses a customer (403) and a caller without a token (401), writing nothing;
//! the signed-in calls of the users, companies and addresses features refuse a caller without a
//! token.
use crate::common;

use axum::http::StatusCode;
use common::{Backend, TestApp};
use serde_json::json;

/// Every `/api/admin` call with a body the admin could send: (method, path, body). `assignment`
/// is another company's (its rows must not stop the company delete).
fn admin_calls(
    company: i32,
    division: i32,
    account: i32,
    assignment: i32,
) -> Vec<(&'static str, String, String)> {
    // Bodies the admin could send, made so that all of them succeed in this order.
    let new_account = json!({
        "email": "new@acme.test", "firstName": "New", "lastName": "Person",
        "companyId": null, "companyDivisionId": null, "roles": ["Customer"],
        "businessRoles": [], "disabled": false, "newPassword": "long enough"
    });
    let changed_account = json!({
        "id": account, "email": "bob2@acme.test", "firstName": "Bob", "lastName": "Person",
        "companyId": company, "companyDivisionId": division, "roles": ["Customer"],
        "businessRoles": ["Registrar"], "disabled": false
    });
    let new_company = json!({
        "name": "Zenith", "currencies": ["GBP"], "invoice": {"addressee": null}, "groupBrand": "fd"
    });
    let changed_company = json!({
        "id": company, "name": "Acme Renamed", "currencies": ["GBP", "EUR"],
        "invoice": {"addressee": "Accounts"}, "groupBrand": "eagle"
    });
    let new_division =
        json!({"companyId": company, "name": "Leeds", "invoice": {"addressee": null}});
    let changed_division = json!({
        "id": division, "companyId": company, "name": "Manchester", "invoice": {"addressee": null}
    });
    vec![
        ("GET", "/api/admin/role".into(), String::new()),
        ("GET", "/api/admin/businessrole".into(), String::new()),
        ("GET", "/api/admin/account".into(), String::new()),
        (
            "GET",
            format!("/api/admin/account/{account}"),
            String::new(),
        ),
        ("POST", "/api/admin/account".into(), new_account.to_string()),
        (
            "PUT",
            "/api/admin/account".into(),
            changed_account.to_string(),
        ),
        (
            "DELETE",
            format!("/api/admin/account/{account}"),
            String::new(),
        ),
        ("GET", "/api/admin/company".into(), String::new()),
        ("GET", "/api/admin/company/summary".into(), String::new()),
        (
            "GET",
            format!("/api/admin/company/{company}"),
            String::new(),
        ),
        (
            "GET",
            format!("/api/admin/company/{company}/summary/{division}"),
            String::new(),
        ),
        ("POST", "/api/admin/company".into(), new_company.to_string()),
        (
            "PUT",
            "/api/admin/company".into(),
            changed_company.to_string(),
        ),
        (
            "DELETE",
            format!("/api/admin/company/{company}"),
            String::new(),
        ),
        (
            "POST",
            "/api/admin/company/division/".into(),
            new_division.to_string(),
        ),
        (
            "PUT",
            "/api/admin/company/division/".into(),
            changed_division.to_string(),
        ),
        (
            "DELETE",
            format!("/api/admin/company/division/{division}"),
            String::new(),
        ),
        ("GET", "/api/admin/address/".into(), String::new()),
        ("GET", "/api/admin/assignment/".into(), String::new()),
        (
            "GET",
            format!("/api/admin/assignment/{assignment}"),
            String::new(),
        ),
        ("GET", "/api/admin/assignment/ref/Z-1".into(), String::new()),
        (
            "PUT",
            "/api/admin/assignment".into(),
            json!({"id": assignment, "version": 1, "status": "Quoted"}).to_string(),
        ),
    ]
}

/// Orbit's assignment `Z-1`: its id.
async fn other_assignment(app: &TestApp) -> i32 {
    let orbit = app.company("Orbit").await;
    let nyc = app.division(orbit.id, "New York").await;
    app.assignment(&nyc, "Z-1", None).await.id
}

async fn customers_and_strangers_are_refused_every_admin_call(b: Backend) {
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
    let other = app
        .account("bob@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    app.address(acme.id, Some(london.id), "1 Cork Street").await;
    let job = other_assignment(&app).await;
    let (token, _) = app.sign_in(&ada.email).await;
    let before = (app.row_counts().await, app.assignment_rows().await);
    let calls = admin_calls(acme.id, london.id, other.id, job);
    // Every documented /api/admin operation is in the list (the OpenAPI test lists them all).
    assert_eq!(calls.len(), 22);
    for (method, path, body) in &calls {
        let refused = app.send_json(method, path, Some(&token), body).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{method} {path}");
        assert_eq!(refused.messages(), ["You do not have access to this."]);
        let stranger = app.send_json(method, path, None, body).await;
        assert_eq!(stranger.status, StatusCode::UNAUTHORIZED, "{method} {path}");
        assert_eq!(stranger.messages(), ["Please sign in."]);
        let bad_token = app.send_json(method, path, Some("not-a-token"), body).await;
        assert_eq!(
            bad_token.status,
            StatusCode::UNAUTHORIZED,
            "{method} {path}"
        );
    }
    assert_eq!(
        (app.row_counts().await, app.assignment_rows().await),
        before,
        "nothing was written"
    );
    assert_eq!(
        app.get(&format!("/api/admin/account/{}", other.id), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    // The customer's own calls still work: the refusals did not end the session.
    assert_eq!(
        app.get("/api/profile", Some(&token)).await.status,
        StatusCode::OK
    );
}

async fn the_admin_may_make_every_admin_call(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London").await;
    let other = app
        .account("bob@acme.test", &["Customer"], Some(acme.id), None)
        .await;
    let job = other_assignment(&app).await;
    let admin = app.admin().await;
    let (token, _) = app.sign_in(&admin.email).await;
    // In this order each call finds what it needs: the deletes come after the reads and changes
    // of the same object, and the company delete after its division's and user's.
    let mut calls = admin_calls(acme.id, london.id, other.id, job);
    let company_delete = calls
        .iter()
        .position(|(m, p, _)| *m == "DELETE" && p == &format!("/api/admin/company/{}", acme.id))
        .unwrap();
    let moved = calls.remove(company_delete);
    calls.push(moved);
    for (method, path, body) in &calls {
        let reply = app.send_json(method, path, Some(&token), body).await;
        assert!(
            reply.status.is_success(),
            "{method} {path}: {} {}",
            reply.status,
            reply.text()
        );
    }
}

async fn signed_in_calls_need_a_token(b: Backend) {
    let app = TestApp::new(b).await;
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London").await;
    let before = app.row_counts().await;
    for path in [
        "/api/countries".to_owned(),
        format!("/api/address?companyDivisionId={}", london.id),
    ] {
        let reply = app.get(&path, None).await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{path}");
    }
    let body = json!({"companyDivisionId": london.id, "line1": "1 Cork Street",
        "city": "London", "country": "United Kingdom"});
    let reply = app.post_json("/api/address", None, &body.to_string()).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.row_counts().await, before);
}

on_both_databases!(
    customers_and_strangers_are_refused_every_admin_call,
    the_admin_may_make_every_admin_call,
    signed_in_calls_need_a_token
);
