//! The one list contract on the other list calls: `GET /api/assignment` (scoped to the reader's
//! company), and the admin's `GET /api/admin/account`, `/api/admin/company` and
//! `/api/admin/address/`: bounds, every sort both ways (workflow order for status, counts, natural
//! numbers, empties last, ties by id across pages), folded search, filters, another company's rows
//! never counted. The inventory list: `list_contract.rs`.
use crate::common;

use chrono::{Duration, TimeZone, Utc};
use common::{
    inventory::World,
    list::{ids, with_query},
    Backend, TestApp,
};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

fn at(minutes: i64) -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 9, 0, 0).unwrap() + Duration::minutes(minutes)
}

#[allow(clippy::too_many_arguments)]
async fn assignment(
    app: &TestApp,
    division: &entity::company_division::Model,
    reference: &str,
    status: &str,
    progress: i32,
    po: Option<&str>,
    completed: bool,
    minutes: i64,
) -> entity::assignment::Model {
    entity::assignment::ActiveModel {
        company_id: Set(division.company_id),
        company_division_id: Set(division.id),
        r#ref: Set(reference.into()),
        status: Set(status.into()),
        progress: Set(progress),
        completed: Set(completed),
        po_number: Set(po.map(Into::into)),
        origin_storage: Set(false),
        destination_storage: Set(false),
        created_at: Set(at(minutes)),
        updated_at: Set(at(minutes)),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap()
}

async fn assignments_list_contract(b: Backend) {
    let w = World::new(b).await;
    let app = &w.app;
    let (london, paris) = (&w.london, &w.paris);
    let a1 = assignment(
        app,
        london,
        "HG-10",
        "In Transit",
        20,
        Some("PO-2"),
        false,
        1,
    )
    .await;
    let a2 = assignment(app, paris, "HG-2", "Submitted", 3, None, false, 3).await;
    let a3 = assignment(
        app,
        london,
        "hg-1",
        "Delivered",
        100,
        Some("po-10"),
        true,
        2,
    )
    .await;
    let a4 = assignment(app, paris, "Élan-5", "Quoted", 30, Some("PO-2"), false, 3).await;
    let z1 = assignment(app, &w.nyc, "ZN-1", "Cancelled", 0, None, false, 4).await;
    for (assignment, count) in [(&a1, 2), (&a3, 1), (&a4, 1), (&z1, 3)] {
        for n in 0..count {
            let division = if assignment.id == z1.id {
                &w.nyc
            } else {
                london
            };
            let asset = app
                .asset(division, &format!("Asset {}-{n}", assignment.id))
                .await;
            app.link_asset(assignment, asset.id).await;
        }
    }
    let [a1, a2, a3, a4, z1] = [&a1, &a2, &a3, &a4, &z1].map(|a| a.id as i64);
    let list = "/api/assignment";
    let sorts = [
        "age", "ref", "company", "division", "status", "progress", "assets", "po",
    ];
    app.check_bounds(list, &w.ada, &sorts).await;

    let expect: [(&str, Vec<i64>, Vec<i64>); 8] = [
        // "age" ascending is the newest first; a2 and a4 were made at the same moment.
        ("age", vec![a2, a4, a3, a1], vec![a1, a3, a2, a4]),
        ("ref", vec![a4, a3, a2, a1], vec![a1, a2, a3, a4]),
        ("company", vec![a1, a2, a3, a4], vec![a1, a2, a3, a4]),
        ("division", vec![a1, a3, a2, a4], vec![a2, a4, a1, a3]),
        // The workflow's order (Submitted, Quoted, In Transit, Delivered), not the alphabet's.
        ("status", vec![a2, a4, a1, a3], vec![a3, a1, a4, a2]),
        ("progress", vec![a2, a1, a4, a3], vec![a3, a4, a1, a2]),
        ("assets", vec![a2, a3, a4, a1], vec![a1, a3, a4, a2]),
        ("po", vec![a1, a4, a3, a2], vec![a3, a1, a4, a2]),
    ];
    for (sort, asc, desc) in expect {
        assert_eq!(
            app.order(list, &w.ada, sort, "asc").await,
            asc,
            "{sort} asc"
        );
        assert_eq!(
            app.order(list, &w.ada, sort, "desc").await,
            desc,
            "{sort} desc"
        );
    }
    let default = app.list(list, &w.ada).await;
    assert_eq!(
        (ids(&default), default["total"].clone()),
        (vec![a2, a4, a3, a1], json!(4))
    );

    // The admin sees both companies: by company name, Zenith's last, then first.
    assert_eq!(
        app.order(list, &w.admin, "company", "asc").await,
        [a1, a2, a3, a4, z1]
    );
    assert_eq!(
        app.order(list, &w.admin, "company", "desc").await,
        [z1, a1, a2, a3, a4]
    );

    // Filters.
    let open = app
        .list(&with_query(list, "incCompleted=false"), &w.ada)
        .await;
    assert_eq!(
        (ids(&open), open["total"].clone()),
        (vec![a2, a4, a1], json!(3))
    );
    let in_london = format!("companyDivisionId={}", london.id);
    assert_eq!(
        ids(&app.list(&with_query(list, &in_london), &w.ada).await),
        [a3, a1]
    );
    let zenith = format!("companyId={}", w.zenith.id);
    assert_eq!(
        ids(&app.list(&with_query(list, &zenith), &w.admin).await),
        [z1]
    );
    let bad = app
        .get(&with_query(list, "incCompleted=maybe"), Some(&w.ada))
        .await;
    assert_eq!(bad.status, 400, "{}", bad.text());

    // Search: ref and PO, the company's and division's names; folded; every word.
    let found = |q: &str, token: &str| {
        let path = format!("{list}?size=20&q={q}");
        let token = token.to_owned();
        async move {
            let page = app.list(&path, &token).await;
            assert_eq!(page["total"], ids(&page).len(), "{path}");
            ids(&page)
        }
    };
    assert_eq!(found("%C3%A9LAN", &w.ada).await, [a4]);
    assert_eq!(found("elan-5", &w.ada).await, [a4]);
    assert_eq!(found("PO-2", &w.ada).await, [a4, a1]);
    assert_eq!(found("paris%20po-2", &w.ada).await, [a4]);
    assert_eq!(found("acme%20hg", &w.ada).await, [a2, a3, a1]);
    assert_eq!(found("po_2", &w.ada).await, Vec::<i64>::new());
    assert_eq!(found("zenith", &w.admin).await, [z1]);

    // Zenith's reader: only Zenith's, whatever the filters and the search say.
    let zed = app.list(list, &w.zed).await;
    assert_eq!((ids(&zed), zed["total"].clone()), (vec![z1], json!(1)));
    assert_eq!(found("hg", &w.zed).await, Vec::<i64>::new());
    let acme = format!("companyId={}", w.acme.id);
    assert_eq!(app.list(&with_query(list, &acme), &w.zed).await["total"], 0);
    assert_eq!(
        app.list(&with_query(list, &in_london), &w.zed).await["total"],
        0
    );
}

async fn company(app: &TestApp, name: &str, brand: &str, currencies: &[&str]) -> i32 {
    entity::company::ActiveModel {
        name: Set(name.into()),
        group_brand: Set(brand.into()),
        currencies: Set(currencies
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .into()),
        invoice_addressee: Set(None),
        created_at: Set(at(0)),
        updated_at: Set(at(0)),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap()
    .id
}

/// An account with a password nobody signs in with (no hashing: fast).
async fn account(
    app: &TestApp,
    (first, last, email): (&str, &str, &str),
    company: Option<i32>,
    division: Option<i32>,
    roles: &[&str],
    disabled: bool,
) -> i64 {
    entity::account::ActiveModel {
        email: Set(email.into()),
        password_hash: Set("not a hash".into()),
        first_name: Set(first.into()),
        last_name: Set(last.into()),
        company_id: Set(company),
        company_division_id: Set(division),
        roles: Set(roles
            .iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .into()),
        business_roles: Set(Vec::<String>::new().into()),
        disabled: Set(disabled),
        created_at: Set(at(0)),
        updated_at: Set(at(0)),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap()
    .id as i64
}

async fn address(
    app: &TestApp,
    company: Option<i32>,
    (line1, city, post_code, country): (&str, &str, Option<&str>, &str),
) -> i64 {
    entity::address::ActiveModel {
        company_id: Set(company),
        kind: Set(if company.is_some() {
            "customer"
        } else {
            "forwarder"
        }
        .into()),
        name: Set(None),
        line1: Set(line1.into()),
        line2: Set(None),
        city: Set(city.into()),
        county: Set(None),
        post_code: Set(post_code.map(Into::into)),
        country: Set(country.into()),
        created_at: Set(at(0)),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap()
    .id as i64
}

/// Accounts, companies and addresses: the admin's lists, in one fixture.
async fn admin_lists_contract(b: Backend) {
    let app = TestApp::new(b).await;
    let c1 = company(&app, "Acme", "fd", &["GBP"]).await;
    let c2 = company(&app, "Zenith", "eagle", &["USD"]).await;
    let c3 = company(&app, "Ångström", "fd", &["EUR", "GBP"]).await;
    let c4 = company(&app, "Beaux 10", "fd", &["GBP"]).await;
    let c5 = company(&app, "Beaux 2", "eagle", &["GBP"]).await;
    let london = app.division(c1, "London").await;
    let paris = app.division(c1, "Paris").await;
    app.division(c2, "New York").await;
    app.division(c5, "Depot").await;
    let admin = app.admin().await;
    let token = app.sign_in(&admin.email).await.0;
    let t = token.as_str();
    let a0 = admin.id as i64;
    let customer = ["Customer"];
    let u1 = ("Ann", "Österberg", "ann@acme.test");
    let u1 = account(&app, u1, Some(c1), Some(london.id), &customer, false).await;
    let u2 = ("bob", "Lee", "bob@zenith.test");
    let u2 = account(
        &app,
        u2,
        Some(c2),
        None,
        &["Customer", "Plinth_Staff"],
        true,
    )
    .await;
    let u3 = ("Cy", "lee", "cy@acme.test");
    let u3 = account(&app, u3, Some(c1), Some(paris.id), &customer, false).await;

    // Accounts: by last name then first (folded), email, company, division, roles, disabled.
    let list = "/api/admin/account";
    let sorts = ["name", "email", "company", "division", "roles", "disabled"];
    app.check_bounds(list, t, &sorts).await;
    let expect: [(&str, Vec<i64>, Vec<i64>); 6] = [
        ("name", vec![u2, u3, u1, a0], vec![a0, u1, u3, u2]),
        ("email", vec![a0, u1, u2, u3], vec![u3, u2, u1, a0]),
        ("company", vec![u1, u3, u2, a0], vec![u2, u1, u3, a0]),
        ("division", vec![u1, u3, a0, u2], vec![u3, u1, a0, u2]),
        // By the roles as stored (JSON text), the same on both databases.
        ("roles", vec![u2, u1, u3, a0], vec![a0, u1, u3, u2]),
        ("disabled", vec![a0, u1, u3, u2], vec![u2, a0, u1, u3]),
    ];
    for (sort, asc, desc) in expect {
        assert_eq!(app.order(list, t, sort, "asc").await, asc, "{sort} asc");
        assert_eq!(app.order(list, t, sort, "desc").await, desc, "{sort} desc");
    }
    let found = |path: &str, q: &str| {
        let path = format!("{path}?size=20&q={q}");
        let app = &app;
        async move {
            let page = app.list(&path, t).await;
            assert_eq!(page["total"], ids(&page).len(), "{path}");
            ids(&page)
        }
    };
    assert_eq!(found(list, "OSTERBERG").await, [u1]);
    assert_eq!(found(list, "lee%20acme").await, [u3], "name and company");
    assert_eq!(found(list, "zenith.test").await, [u2]);
    assert_eq!(found(list, "paris").await, [u3], "the division's name");
    assert_eq!(found(list, "lee%20london").await, Vec::<i64>::new());

    // Companies: by name (folded, numbers as numbers), group brand, currencies, how many
    // divisions and users.
    let [c1, c2, c3, c4, c5] = [c1, c2, c3, c4, c5].map(i64::from);
    let list = "/api/admin/company";
    let sorts = ["name", "groupBrand", "currencies", "divisions", "users"];
    app.check_bounds(list, t, &sorts).await;
    let expect: [(&str, Vec<i64>, Vec<i64>); 5] = [
        ("name", vec![c1, c3, c5, c4, c2], vec![c2, c4, c5, c3, c1]),
        (
            "groupBrand",
            // Within a brand, oldest first either way.
            vec![c2, c5, c1, c3, c4],
            vec![c1, c3, c4, c2, c5],
        ),
        (
            "currencies",
            vec![c3, c1, c4, c5, c2],
            vec![c2, c1, c4, c5, c3],
        ),
        (
            "divisions",
            vec![c3, c4, c2, c5, c1],
            vec![c1, c2, c5, c3, c4],
        ),
        ("users", vec![c3, c4, c5, c2, c1], vec![c1, c2, c3, c4, c5]),
    ];
    for (sort, asc, desc) in expect {
        assert_eq!(app.order(list, t, sort, "asc").await, asc, "{sort} asc");
        assert_eq!(app.order(list, t, sort, "desc").await, desc, "{sort} desc");
    }
    assert_eq!(found(list, "ANGSTROM").await, [c3]);
    assert_eq!(found(list, "%C3%85ngstr%C3%B6m").await, [c3]);
    assert_eq!(found(list, "beaux").await, [c5, c4]);
    assert_eq!(found(list, "beaux%2010").await, [c4]);
    assert_eq!(found(list, "_").await, Vec::<i64>::new());
    let page = app.list(&with_query(list, "size=3"), t).await;
    assert_eq!(
        page["rows"][2]["divisions"][0]["name"], "Depot",
        "rows carry divisions"
    );
    // The user form's options: every company with its divisions, not one page.
    let options = app.get("/api/admin/company/options", Some(t)).await;
    assert_eq!(options.status, 200, "{}", options.text());
    assert_eq!(options.json().as_array().unwrap().len(), 5);

    // Addresses: every company's and the forwarders', by city (folded), country, post code, added.
    let d1 = ("1 Cork Street", "London", Some("W1S 3NX"), "United Kingdom");
    let d1 = address(&app, Some(c1 as i32), d1).await;
    let d2 = ("Bahnhofstrasse", "Zürich", Some("8001"), "Switzerland");
    let d2 = address(&app, Some(c2 as i32), d2).await;
    let d3 = address(&app, None, ("Quai 9", "Étampes", None, "France")).await;
    let d4 = ("Dock 10", "london", Some("E1"), "United Kingdom");
    let d4 = address(&app, Some(c1 as i32), d4).await;
    let list = "/api/admin/address/";
    app.check_bounds(list, t, &["city", "country", "postCode", "added"])
        .await;
    let expect: [(&str, Vec<i64>, Vec<i64>); 4] = [
        ("city", vec![d3, d1, d4, d2], vec![d2, d1, d4, d3]),
        ("country", vec![d3, d2, d1, d4], vec![d1, d4, d2, d3]),
        ("postCode", vec![d2, d4, d1, d3], vec![d1, d4, d2, d3]),
        ("added", vec![d1, d2, d3, d4], vec![d4, d3, d2, d1]),
    ];
    for (sort, asc, desc) in expect {
        assert_eq!(app.order(list, t, sort, "asc").await, asc, "{sort} asc");
        assert_eq!(app.order(list, t, sort, "desc").await, desc, "{sort} desc");
    }
    assert_eq!(found(list, "ZURICH").await, [d2]);
    assert_eq!(found(list, "etampes%20QUAI").await, [d3]);
    assert_eq!(found(list, "london%20cork").await, [d1]);
    assert_eq!(found(list, "kingdom").await, [d1, d4]);
    assert_eq!(found(list, "%25").await, Vec::<i64>::new());
}

on_both_databases!(assignments_list_contract, admin_lists_contract);
