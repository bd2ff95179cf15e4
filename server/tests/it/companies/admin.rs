//! The admin's company calls: add, list, read, change (divisions untouched), delete (refused while
//! anything is left, nothing half-deleted), the summary for a division, the rules, bad bodies, audit.
use crate::common;

use axum::http::StatusCode;
use common::{admin::with, Backend, TestApp};
use serde_json::{json, Value};

fn acme() -> Value {
    json!({"name": "  Acme Fine Art ", "currencies": ["GBP", "EUR"],
        "invoice": {"addressee": "Accounts Payable\nAcme Fine Art"}, "groupBrand": "eagle"})
}

async fn add_list_read_and_change(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let made = app
        .post_json("/api/admin/company", t, &acme().to_string())
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    let id = made["id"].as_i64().unwrap() as i32;
    assert_eq!(made["name"], "Acme Fine Art");
    assert_eq!(made["currencies"], json!(["GBP", "EUR"]));
    assert_eq!(made["groupBrand"], "eagle");
    assert_eq!(
        made["invoice"]["addressee"],
        "Accounts Payable\nAcme Fine Art"
    );
    assert_eq!(made["divisions"], json!([]));
    assert_eq!(made["userCount"], 0);
    assert!(made["createdAt"].as_str().unwrap().ends_with('Z'));

    // Divisions by name, users counted; companies by name ignoring case.
    app.division(id, "Paris").await;
    let london = app.division(id, "london").await;
    app.account("a@acme.test", &["Customer"], Some(id), Some(london.id))
        .await;
    app.account("b@acme.test", &["Customer"], Some(id), None)
        .await;
    app.company("zenith").await;
    app.company("Beaux Arts").await;
    let list = app.get("/api/admin/company", t).await.json();
    assert_eq!(list["total"], 3);
    let list = &list["rows"];
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Acme Fine Art", "Beaux Arts", "zenith"]);
    let one = app.get(&format!("/api/admin/company/{id}"), t).await.json();
    assert_eq!(list[0], one);
    let divisions: Vec<&str> = one["divisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(divisions, ["london", "Paris"]);
    assert_eq!(one["divisions"][0]["companyId"], id);
    assert_eq!(one["userCount"], 2);
    assert_eq!(list[1]["userCount"], 0);
    assert_eq!(
        app.get("/api/admin/company/999999", t).await.status,
        StatusCode::NOT_FOUND
    );

    let change = with(
        acme(),
        json!({"id": id, "name": "Acme", "currencies": ["USD"],
        "invoice": {"addressee": "  "}, "groupBrand": "fd"}),
    );
    let changed = app.put_json("/api/admin/company", t, &change).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text());
    let changed = changed.json();
    assert_eq!(changed["name"], "Acme");
    assert_eq!(changed["currencies"], json!(["USD"]));
    assert_eq!(
        changed["invoice"]["addressee"],
        Value::Null,
        "blank is none"
    );
    assert_eq!(changed["groupBrand"], "fd");
    assert_eq!(
        changed["divisions"], one["divisions"],
        "divisions untouched"
    );
    assert_eq!(changed["userCount"], 2);
    // Renaming to its own name in another case is no conflict.
    let same = app
        .put_json(
            "/api/admin/company",
            t,
            &with(acme(), json!({"id": id, "name": "ACME"})),
        )
        .await;
    assert_eq!(same.status, StatusCode::OK);

    let trail = app.audit_trail("company").await;
    let id_s = id.to_string();
    assert_eq!(
        trail,
        [
            ("create".into(), id_s.clone()),
            ("update".into(), id_s.clone()),
            ("update".into(), id_s)
        ]
    );
    let update = &app.audit("company").await[1];
    assert_eq!(
        update.detail.as_ref().unwrap()["changed"],
        json!(["name", "currencies", "invoice", "groupBrand"])
    );
}

async fn company_rules_and_bad_bodies(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let existing = app.company("Acme Fine Art").await;
    let before = app.row_counts().await;
    let mut unknown = acme();
    unknown["divisions"] = json!([]);
    let mut missing = acme();
    missing.as_object_mut().unwrap().remove("groupBrand");
    let cases: Vec<(String, StatusCode, &str)> = vec![
        (
            with(acme(), json!({"name": "ACME FINE ART"})),
            StatusCode::CONFLICT,
            "A company named ACME FINE ART already exists.",
        ),
        (
            with(acme(), json!({"name": " "})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The company name is required.",
        ),
        (
            with(acme(), json!({"name": "x".repeat(201)})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The company name is too long (at most 200 characters).",
        ),
        (
            // PostgreSQL refuses a NUL in text: the rule answers before the database can 500.
            with(acme(), json!({"name": "Ac\u{0}me"})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The company name contains a control character.",
        ),
        (
            with(acme(), json!({"name": "New", "currencies": ["GBP", "BTC"]})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown currency 'BTC': choose from USD, GBP, EUR, CHF, AED, JPY.",
        ),
        (
            with(acme(), json!({"name": "New", "currencies": ["GBP", "GBP"]})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The currency GBP is listed twice.",
        ),
        (
            with(acme(), json!({"name": "New", "groupBrand": "acme"})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown group brand 'acme': choose fd or eagle.",
        ),
        (
            with(acme(), json!({"name": "New", "id": existing.id})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Leave out the id to add a company; PUT changes one.",
        ),
        (
            unknown.to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown field `divisions`",
        ),
        (
            missing.to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "missing field `groupBrand`",
        ),
        (
            with(
                acme(),
                json!({"name": "New", "invoice": {"addressee": "x", "vat": 1}}),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown field `vat`",
        ),
        (
            "{\"name\":".to_owned(),
            StatusCode::BAD_REQUEST,
            "The body is not valid JSON",
        ),
    ];
    for (body, status, message) in &cases {
        let reply = app.post_json("/api/admin/company", t, body).await;
        assert_eq!(reply.status, *status, "{body}: {}", reply.text());
        assert!(
            reply.messages()[0].contains(message),
            "{body}: {:?}",
            reply.messages()
        );
    }
    let other = app.company("Zenith").await;
    let before_put = app.row_counts().await;
    let taken = app
        .put_json(
            "/api/admin/company",
            t,
            &with(acme(), json!({"id": other.id})),
        )
        .await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    let missing = app
        .put_json(
            "/api/admin/company",
            t,
            &with(acme(), json!({"id": 999999, "name": "New"})),
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let no_id = app
        .put_json("/api/admin/company", t, &acme().to_string())
        .await;
    assert_eq!(no_id.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.row_counts().await, before_put);
    assert_eq!(before[1] + 1, before_put[1], "only Zenith was added");
}

async fn deletes_are_refused_while_anything_is_left(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London").await;
    let paris = app.division(acme.id, "Paris").await;
    app.address(acme.id, Some(london.id), "1 Cork Street").await;
    app.address(acme.id, None, "Head office").await;
    let user = app
        .account(
            "ada@acme.test",
            &["Customer"],
            Some(acme.id),
            Some(london.id),
        )
        .await;
    app.asset(&paris, "Untitled").await;
    app.asset(&paris, "Study").await;
    let path = format!("/api/admin/company/{}", acme.id);
    let before = app.row_counts().await;

    let refused = app.delete(&path, t).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(
        refused.messages(),
        ["Acme cannot be deleted: it still has 1 user and 2 assets. Move or delete them first."]
    );
    assert_eq!(app.row_counts().await, before, "nothing deleted");
    assert_eq!(
        app.get(&path, t).await.json()["divisions"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    // Users gone, assets still there: still refused.
    app.delete(&format!("/api/admin/account/{}", user.id), t)
        .await;
    let refused = app.delete(&path, t).await;
    assert_eq!(
        refused.messages(),
        ["Acme cannot be deleted: it still has 2 assets. Move or delete them first."]
    );
    use sea_orm::EntityTrait;
    entity::asset::Entity::delete_many()
        .exec(&app.state.db)
        .await
        .unwrap();
    app.assignment(&london, "A-1", None).await;
    let refused = app.delete(&path, t).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert!(refused.messages()[0].contains("it still has 1 assignment."));
    entity::assignment::Entity::delete_many()
        .exec(&app.state.db)
        .await
        .unwrap();

    // An address of the company that another company's assignment uses is also left.
    let zenith = app.company("Zenith").await;
    let nyc = app.division(zenith.id, "New York").await;
    let borrowed = app.address(acme.id, Some(paris.id), "Borrowed").await;
    app.assignment(&nyc, "Z-1", Some(borrowed.id)).await;
    let refused = app.delete(&path, t).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert!(
        refused.messages()[0].contains("1 address used by an assignment or shipment"),
        "{:?}",
        refused.messages()
    );
    entity::assignment::Entity::delete_many()
        .exec(&app.state.db)
        .await
        .unwrap();

    let [_, companies, divisions, addresses, _, _] = app.row_counts().await;
    let deleted = app.delete(&path, t).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.text());
    assert_eq!(deleted.json(), json!({"messages": ["Company deleted."]}));
    let [_, companies_after, divisions_after, addresses_after, _, _] = app.row_counts().await;
    assert_eq!(companies_after, companies - 1);
    assert_eq!(divisions_after, divisions - 2, "its divisions went with it");
    assert_eq!(addresses_after, addresses - 3, "and their addresses");
    assert_eq!(app.get(&path, t).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.delete(&path, t).await.status, StatusCode::NOT_FOUND);
    let id = acme.id.to_string();
    assert!(app
        .audit_trail("company")
        .await
        .contains(&("delete".into(), id)));
    let division_trail = app.audit_trail("company_division").await;
    assert!(division_trail.contains(&("delete".into(), london.id.to_string())));
    assert!(division_trail.contains(&("delete".into(), paris.id.to_string())));
}

async fn the_summary_for_a_division(b: Backend) {
    let app = TestApp::new(b).await;
    let token = app.admin_token().await;
    let t = Some(token.as_str());
    let acme = app.company("Acme").await;
    let london = app.division(acme.id, "London").await;
    let paris = app.division(acme.id, "Paris").await;
    let zenith = app.company("Zenith").await;
    let nyc = app.division(zenith.id, "New York").await;
    let body = json!({"id": london.id, "companyId": acme.id, "name": "London",
        "invoice": {"addressee": "Acme London\n1 Cork Street"}});
    assert_eq!(
        app.put_json("/api/admin/company/division/", t, &body.to_string())
            .await
            .status,
        StatusCode::OK
    );
    let own = app
        .get(
            &format!("/api/admin/company/{}/summary/{}", acme.id, london.id),
            t,
        )
        .await;
    assert_eq!(own.status, StatusCode::OK);
    let own = own.json();
    assert_eq!(own["invoice"]["addressee"], "Acme London\n1 Cork Street");
    assert_eq!(own["name"], "Acme");
    assert_eq!(own["currencies"], json!(["GBP"]));
    assert_eq!(own["groupBrand"], "fd");
    let inherited = app
        .get(
            &format!("/api/admin/company/{}/summary/{}", acme.id, paris.id),
            t,
        )
        .await;
    assert_eq!(inherited.json()["invoice"]["addressee"], "Accounts, Acme");
    for path in [
        format!("/api/admin/company/{}/summary/{}", acme.id, nyc.id),
        format!("/api/admin/company/{}/summary/999999", acme.id),
        format!("/api/admin/company/999999/summary/{}", london.id),
    ] {
        assert_eq!(
            app.get(&path, t).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

on_both_databases!(
    add_list_read_and_change,
    company_rules_and_bad_bodies,
    deletes_are_refused_while_anything_is_left,
    the_summary_for_a_division
);
