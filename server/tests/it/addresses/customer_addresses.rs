//! Addresses and countries: the admin sees every address; anyone sees and adds addresses of a
//! division in their own company only (another company's is a 404, and nothing is written); the
//! company of a new address is always its division's.
use crate::common;

use axum::http::StatusCode;
use common::{tenants::Tenants, Backend};
use serde_json::{json, Value};

async fn world(b: Backend) -> Tenants {
    Tenants::new(b).await
}

fn lines(reply: &common::Reply) -> Vec<String> {
    let json = reply.json();
    let rows = if json.is_array() {
        &json
    } else {
        &json["rows"]
    };
    rows.as_array()
        .unwrap()
        .iter()
        .map(|a| a["line1"].as_str().unwrap().to_owned())
        .collect()
}

async fn listing_by_division_and_for_the_admin(b: Backend) {
    let w = world(b).await;
    let app = &w.app;
    app.address(w.acme.id, Some(w.london.id), "Gallery").await;
    app.address(w.acme.id, None, "Head office").await;
    app.address(w.acme.id, Some(w.paris.id), "Paris store")
        .await;
    app.address(w.nyc.company_id, Some(w.nyc.id), "Chelsea")
        .await;
    app.forwarder_address("Cargo terminal").await;

    let london = app
        .get(
            &format!("/api/address?companyDivisionId={}", w.london.id),
            Some(&w.ada),
        )
        .await;
    assert_eq!(london.status, StatusCode::OK);
    assert_eq!(
        lines(&london),
        ["Gallery", "Head office"],
        "the division's and the company's own"
    );
    let first = &london.json()[0];
    assert_eq!(first["companyId"], w.acme.id);
    assert_eq!(first["companyDivisionId"], w.london.id);
    assert_eq!(first["kind"], "customer");
    assert_eq!(first["country"], "United Kingdom");
    for key in ["name", "line2", "county", "postCode"] {
        assert!(first.get(key).is_some(), "{key} is present (null)");
    }
    let paris = app
        .get(
            &format!("/api/address?companyDivisionId={}", w.paris.id),
            Some(&w.ada),
        )
        .await;
    assert_eq!(lines(&paris), ["Head office", "Paris store"]);

    // Another company's division looks exactly like a missing one.
    let theirs = app
        .get(
            &format!("/api/address?companyDivisionId={}", w.nyc.id),
            Some(&w.ada),
        )
        .await;
    let missing = app
        .get("/api/address?companyDivisionId=999999", Some(&w.ada))
        .await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    assert_eq!(
        (theirs.status, theirs.text()),
        (missing.status, missing.text())
    );
    // The admin may read any division's.
    let admin_view = app
        .get(
            &format!("/api/address?companyDivisionId={}", w.nyc.id),
            Some(&w.admin),
        )
        .await;
    assert_eq!(lines(&admin_view), ["Chelsea"]);
    for bad in [
        "/api/address",
        "/api/address?companyDivisionId=",
        "/api/address?companyDivisionId=abc",
    ] {
        let reply = app.get(bad, Some(&w.ada)).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
        assert!(
            reply.messages()[0].contains("companyDivisionId"),
            "{bad}: {:?}",
            reply.messages()
        );
    }

    // In the order they were added (`sort=added`); every address, forwarders' too.
    let all = app
        .get("/api/admin/address/?sort=added&size=20", Some(&w.admin))
        .await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(all.json()["total"], 5);
    assert_eq!(
        lines(&all),
        [
            "Gallery",
            "Head office",
            "Paris store",
            "Chelsea",
            "Cargo terminal"
        ]
    );
    assert_eq!(all.json()["rows"][4]["companyId"], Value::Null);
    assert_eq!(all.json()["rows"][4]["kind"], "forwarder");
    assert_eq!(
        app.get("/api/admin/address?sort=added&size=20", Some(&w.admin))
            .await
            .json(),
        all.json(),
        "no slash: same call"
    );
    assert_eq!(
        app.get("/api/admin/address/", Some(&w.ada)).await.status,
        StatusCode::FORBIDDEN
    );
}

fn new_address(division: i32) -> Value {
    json!({"companyDivisionId": division, "name": "Acme Gallery", "line1": " 1 Cork Street ",
        "line2": "", "city": "London", "county": null, "postCode": "W1S 3LZ", "country": "united kingdom"})
}

async fn adding_an_address(b: Backend) {
    let w = world(b).await;
    let app = &w.app;
    let made = app
        .post_json(
            "/api/address",
            Some(&w.ada),
            &new_address(w.london.id).to_string(),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let made = made.json();
    assert_eq!(
        made,
        json!({"id": made["id"], "companyId": w.acme.id, "companyDivisionId": w.london.id,
        "kind": "customer", "name": "Acme Gallery", "line1": "1 Cork Street", "line2": null,
        "city": "London", "county": null, "postCode": "W1S 3LZ", "country": "United Kingdom"})
    );
    let listed = app
        .get(
            &format!("/api/address?companyDivisionId={}", w.london.id),
            Some(&w.ada),
        )
        .await;
    assert_eq!(listed.json(), json!([made]));
    let entry = app.audit("address").await.pop().unwrap();
    assert_eq!(entry.action, "create");
    assert_eq!(entry.object_id, Some(made["id"].to_string()));
    assert_eq!(entry.company_id, Some(w.acme.id));
    // The admin may add to any division; the company is the division's.
    let theirs = app
        .post_json(
            "/api/address",
            Some(&w.admin),
            &new_address(w.nyc.id).to_string(),
        )
        .await;
    assert_eq!(theirs.status, StatusCode::CREATED);
    assert_eq!(theirs.json()["companyId"], w.nyc.company_id);
}

async fn crafted_and_bad_addresses_write_nothing(b: Backend) {
    let w = world(b).await;
    let app = &w.app;
    let before = app.row_counts().await;
    let theirs = app
        .post_json(
            "/api/address",
            Some(&w.ada),
            &new_address(w.nyc.id).to_string(),
        )
        .await;
    assert_eq!(
        theirs.status,
        StatusCode::NOT_FOUND,
        "another company's division"
    );
    let missing = app
        .post_json(
            "/api/address",
            Some(&w.ada),
            &new_address(999999).to_string(),
        )
        .await;
    assert_eq!(
        (theirs.status, theirs.text()),
        (missing.status, missing.text())
    );
    let mut crafted = new_address(w.london.id);
    crafted["companyId"] = json!(w.nyc.company_id);
    let mut no_city = new_address(w.london.id);
    no_city.as_object_mut().unwrap().remove("city");
    let with = |k: &str, v: Value| {
        let mut a = new_address(w.london.id);
        a[k] = v;
        a.to_string()
    };
    let cases = [
        (
            crafted.to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown field `companyId`",
        ),
        (
            no_city.to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "missing field `city`",
        ),
        (
            with("country", json!("Atlantis")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown country 'Atlantis': choose one from the country list.",
        ),
        (
            with("line1", json!("  ")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The first address line is required.",
        ),
        (
            with("city", json!("")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "The city is required.",
        ),
        (
            with("line1", json!("x".repeat(201))),
            StatusCode::UNPROCESSABLE_ENTITY,
            "too long",
        ),
        (
            with("companyDivisionId", json!("one")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "companyDivisionId",
        ),
        (
            "{".to_owned(),
            StatusCode::BAD_REQUEST,
            "The body is not valid JSON",
        ),
    ];
    for (body, status, message) in &cases {
        let reply = app.post_json("/api/address", Some(&w.ada), body).await;
        assert_eq!(reply.status, *status, "{body}: {}", reply.text());
        assert!(
            reply.messages()[0].contains(message),
            "{body}: {:?}",
            reply.messages()
        );
    }
    assert_eq!(app.row_counts().await, before, "nothing written");
}

async fn the_country_list(b: Backend) {
    let w = world(b).await;
    let reply = w.app.get("/api/countries", Some(&w.ada)).await;
    assert_eq!(reply.status, StatusCode::OK);
    let countries = reply.json();
    let countries = countries.as_array().unwrap();
    assert_eq!(countries.len(), 249);
    for (code, name) in [
        ("GB", "United Kingdom"),
        ("FR", "France"),
        ("US", "United States"),
        ("CH", "Switzerland"),
    ] {
        assert!(
            countries.contains(&json!({"code": code, "name": name})),
            "{name}"
        );
    }
    assert_eq!(countries[0], json!({"code": "AF", "name": "Afghanistan"}));
    assert_eq!(
        w.app.get("/api/countries", None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

on_both_databases!(
    listing_by_division_and_for_the_admin,
    adding_an_address,
    crafted_and_bad_addresses_write_nothing,
    the_country_list
);
