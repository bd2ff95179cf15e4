//! The admin's user calls: add, list, read, change, delete; the email, company, division, role and
//! password rules, with the audit rows they write. (Self-protection, sessions and bad bodies:
//! `admin_user_guards.rs`.)
use crate::common;

use axum::http::StatusCode;
use common::{
    admin::{with, World},
    Backend,
};
use serde_json::{json, Value};

async fn add_list_read_change_delete(b: Backend) {
    let w = World::new(b).await;
    let (app, t) = (&w.app, Some(w.token.as_str()));
    let made = app
        .post_json("/api/admin/account", t, &w.ann().to_string())
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    let id = made["id"].as_i64().unwrap();
    assert_eq!(
        made["email"], "ann.lee@example.com",
        "trimmed and lower-case"
    );
    assert_eq!(made["companyName"], "Acme");
    assert_eq!(made["divisionName"], "London");
    assert_eq!(made["businessRoles"], json!(["Registrar", "Logistics"]));
    assert_eq!(made["disabled"], false);
    assert!(made["createdAt"].as_str().unwrap().ends_with('Z'));
    assert!(made.get("passwordHash").is_none() && made.get("newPassword").is_none());
    // The new user signs in with the password the admin set.
    assert_eq!(
        app.try_sign_in("ann.lee@example.com", "ann's password")
            .await
            .status,
        StatusCode::OK
    );

    app.account("zoe@acme.test", &["Customer"], Some(w.acme.id), None)
        .await;
    let list = app.get("/api/admin/account", t).await.json();
    assert_eq!(list["total"], 5);
    let names: Vec<&str> = list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["email"].as_str().unwrap())
        .collect();
    // By last name (Lee, then the "User"s by first name "Test", then id: the tenants' Ada, Zed and
    // admin, then Zoe).
    assert_eq!(
        names,
        [
            "ann.lee@example.com",
            "ada@acme.test",
            "zed@zenith.test",
            "admin@plinth.test",
            "zoe@acme.test"
        ]
    );
    assert_eq!(
        app.get(&format!("/api/admin/account/{id}"), t).await.json(),
        made
    );
    assert_eq!(
        app.get("/api/admin/account/999999", t).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get("/api/admin/account/abc", t).await.status,
        StatusCode::BAD_REQUEST
    );

    let change = with(
        w.ann(),
        json!({"id": id, "lastName": "Lee-Smith", "companyDivisionId": null,
        "roles": ["Customer", "Plinth_Staff"], "newPassword": null}),
    );
    let changed = app.put_json("/api/admin/account", t, &change).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text());
    let changed = changed.json();
    assert_eq!(changed["lastName"], "Lee-Smith");
    assert_eq!(changed["divisionName"], Value::Null);
    assert_eq!(changed["roles"], json!(["Customer", "Plinth_Staff"]));
    assert_eq!(
        app.try_sign_in("ann.lee@example.com", "ann's password")
            .await
            .status,
        StatusCode::OK,
        "no newPassword keeps the password"
    );
    // A move to another company: its audit entry names the company left behind.
    let moved = with(
        change.parse().unwrap(),
        json!({"companyId": w.zenith_nyc.company_id, "companyDivisionId": w.zenith_nyc.id}),
    );
    let moved = app.put_json("/api/admin/account", t, &moved).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    assert_eq!(moved.json()["companyName"], "Zenith");

    let gone = app.delete(&format!("/api/admin/account/{id}"), t).await;
    assert_eq!(gone.status, StatusCode::OK);
    assert_eq!(gone.json(), json!({"messages": ["User deleted."]}));
    assert_eq!(
        app.get(&format!("/api/admin/account/{id}"), t).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.delete(&format!("/api/admin/account/{id}"), t)
            .await
            .status,
        StatusCode::NOT_FOUND
    );

    let trail = app.audit_trail("account").await;
    let id = id.to_string();
    let mine: Vec<&str> = trail
        .iter()
        .filter(|(_, o)| *o == id)
        .map(|(a, _)| a.as_str())
        .collect();
    assert_eq!(
        mine,
        ["create", "signin", "update", "signin", "update", "delete"]
    );
    let updates: Vec<_> = app
        .audit("account")
        .await
        .into_iter()
        .filter(|e| e.action == "update")
        .collect();
    assert_eq!(updates[0].account_id, Some(w.admin.id));
    let first = updates[0].detail.clone().unwrap();
    assert_eq!(
        first["changed"],
        json!(["lastName", "companyDivisionId", "roles"])
    );
    assert_eq!(first["fromCompanyId"], Value::Null, "not moved");
    let second = &updates[1];
    assert_eq!(second.company_id, Some(w.zenith_nyc.company_id));
    assert_eq!(second.detail.as_ref().unwrap()["fromCompanyId"], w.acme.id);
}

async fn email_company_division_role_and_password_rules(b: Backend) {
    let w = World::new(b).await;
    let (app, t) = (&w.app, Some(w.token.as_str()));
    assert_eq!(
        app.post_json("/api/admin/account", t, &w.ann().to_string())
            .await
            .status,
        StatusCode::CREATED
    );
    let before = app.row_counts().await;
    let cases: Vec<(String, StatusCode, &str)> = vec![
        (with(w.ann(), json!({"email": "ANN.LEE@example.com"})), StatusCode::CONFLICT,
            "An account with this email already exists."),
        (with(w.ann(), json!({"email": "ann at example"})), StatusCode::UNPROCESSABLE_ENTITY,
            "'ann at example' is not a valid email address."),
        (with(w.ann(), json!({"email": " "})), StatusCode::UNPROCESSABLE_ENTITY, "The email is required."),
        (with(w.ann(), json!({"email": "b@x.test", "firstName": " "})), StatusCode::UNPROCESSABLE_ENTITY,
            "The first name is required."),
        (with(w.ann(), json!({"email": "b@x.test", "lastName": ""})), StatusCode::UNPROCESSABLE_ENTITY,
            "The last name is required."),
        (with(w.ann(), json!({"email": "b@x.test", "roles": ["Root"]})), StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown role 'Root': choose from Plinth_Admin, Plinth_Staff, Customer."),
        (with(w.ann(), json!({"email": "b@x.test", "businessRoles": ["Janitor"]})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown business role 'Janitor': choose from Registrar, Collections Manager, Logistics, Accounts, Director."),
        (with(w.ann(), json!({"email": "b@x.test", "newPassword": "short"})), StatusCode::UNPROCESSABLE_ENTITY,
            "The password must have at least 8 characters."),
        (with(w.ann(), json!({"email": "b@x.test", "newPassword": null})), StatusCode::UNPROCESSABLE_ENTITY,
            "Enter a password for the new user."),
        (with(w.ann(), json!({"email": "b@x.test", "companyId": 999999, "companyDivisionId": null})),
            StatusCode::UNPROCESSABLE_ENTITY, "There is no company with id 999999."),
        (with(w.ann(), json!({"email": "b@x.test", "companyDivisionId": w.zenith_nyc.id})),
            StatusCode::UNPROCESSABLE_ENTITY, "The division is not one of the company's divisions."),
        (with(w.ann(), json!({"email": "b@x.test", "companyDivisionId": 999999})),
            StatusCode::UNPROCESSABLE_ENTITY, "The division is not one of the company's divisions."),
        (with(w.ann(), json!({"email": "b@x.test", "companyId": null})), StatusCode::UNPROCESSABLE_ENTITY,
            "Choose the company of the division."),
        (with(w.ann(), json!({"email": "b@x.test", "id": 5})), StatusCode::UNPROCESSABLE_ENTITY,
            "Leave out the id to add a user; PUT changes one."),
    ];
    for (body, status, message) in &cases {
        let reply = app.post_json("/api/admin/account", t, body).await;
        assert_eq!(reply.status, *status, "{body}: {}", reply.text());
        assert_eq!(reply.messages(), [*message], "{body}");
    }
    // The same rules on a change, and a change may not take another account's email either.
    let bob = app
        .account("bob@acme.test", &["Customer"], Some(w.acme.id), None)
        .await;
    let before_put = app.row_counts().await;
    let taken = app
        .put_json(
            "/api/admin/account",
            t,
            &with(
                w.ann(),
                json!({"id": bob.id, "email": "Ann.Lee@EXAMPLE.com", "newPassword": null}),
            ),
        )
        .await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert_eq!(
        taken.messages(),
        ["An account with this email already exists."]
    );
    let moved = app.put_json("/api/admin/account", t,
        &with(w.ann(), json!({"id": bob.id, "email": "bob@acme.test", "companyDivisionId": w.zenith_nyc.id}))).await;
    assert_eq!(moved.status, StatusCode::UNPROCESSABLE_ENTITY);
    let short = app
        .put_json(
            "/api/admin/account",
            t,
            &with(
                w.ann(),
                json!({"id": bob.id, "email": "bob@acme.test", "newPassword": "1234567"}),
            ),
        )
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        short.messages(),
        ["The password must have at least 8 characters."]
    );
    let missing = app
        .put_json(
            "/api/admin/account",
            t,
            &with(w.ann(), json!({"id": 999999})),
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let no_id = app
        .put_json("/api/admin/account", t, &w.ann().to_string())
        .await;
    assert_eq!(no_id.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        no_id.messages(),
        ["The id is missing: POST adds a user, PUT changes one."]
    );
    assert_eq!(app.row_counts().await, before_put);
    // Keeping one's own email is no conflict.
    let same = app
        .put_json(
            "/api/admin/account",
            t,
            &with(
                w.ann(),
                json!({"id": bob.id, "email": "BOB@acme.test", "newPassword": ""}),
            ),
        )
        .await;
    assert_eq!(same.status, StatusCode::OK, "{}", same.text());
    assert_eq!(
        before[0] + 1,
        app.row_counts().await[0],
        "only bob was added"
    );
}

on_both_databases!(
    add_list_read_change_delete,
    email_company_division_role_and_password_rules
);
