//! New assignments' references under load: many customers' creations at the same moment, in two
//! companies whose names give the same prefix, each get the prefix and a number of their own,
//! following on from the highest already given; older references are left as they were.
use crate::common;

use std::collections::BTreeSet;

use axum::{
    body::Body,
    http::{header, Request},
};
use common::{assignments::World, Backend};
use http_body_util::BodyExt;
use sea_orm::EntityTrait;
use serde_json::Value;
use tower::ServiceExt;

/// Creations per company.
const EACH: usize = 8;

async fn simultaneous_creations_get_distinct_references_in_the_scheme(b: Backend) {
    let w = World::new(b).await;
    // "Acme Carriers" gives Acme's prefix too (AC): the two share its numbers.
    let carriers = w.app.company("Acme Carriers").await;
    let depot = w.app.division(carriers.id, "Depot").await;
    w.app
        .account(
            "cara@carriers.test",
            &["Customer"],
            Some(carriers.id),
            Some(depot.id),
        )
        .await;
    let (cara, _) = w.app.sign_in("cara@carriers.test").await;
    // An assignment from before the scheme, and one numbered by it already.
    let legacy = w.app.assignment(&w.london, "A-000014", None).await;
    let earlier = w.app.assignment(&w.london, "AC-1005", None).await;

    let mut bodies = Vec::new();
    for n in 0..EACH {
        let mine = w.app.asset(&w.london, &format!("London piece {n}")).await;
        bodies.push((w.ada.clone(), w.body(&[&mine])));
        let theirs = w.app.asset(&depot, &format!("Depot piece {n}")).await;
        let mut body = w.body(&[&theirs]);
        body["companyDivisionId"] = depot.id.into();
        body["originAddressId"] = Value::Null;
        body["destinationAddressId"] = Value::Null;
        bodies.push((cara.clone(), body));
    }

    // All at once, on the runtime's worker threads.
    let mut running = tokio::task::JoinSet::new();
    for (token, body) in bodies {
        let router = w.app.router.clone();
        running.spawn(async move {
            let req = Request::post("/api/assignment")
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .body(Body::from(body.to_string()))
                .unwrap();
            let res = router.oneshot(req).await.unwrap();
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        });
    }
    let mut references = Vec::new();
    while let Some(done) = running.join_next().await {
        let (status, text) = done.unwrap();
        assert_eq!(status, 201, "{text}");
        let made: Value = serde_json::from_str(&text).unwrap();
        references.push(made["ref"].as_str().unwrap().to_owned());
    }

    let numbers: BTreeSet<u64> = references
        .iter()
        .map(|r| {
            let digits = r
                .strip_prefix("AC-")
                .unwrap_or_else(|| panic!("{r} is not AC-<number>"));
            assert!(digits.bytes().all(|c| c.is_ascii_digit()), "{r}");
            digits.parse().unwrap()
        })
        .collect();
    assert_eq!(numbers.len(), 2 * EACH, "all distinct: {references:?}");
    let expected: BTreeSet<u64> = (1006..1006 + 2 * EACH as u64).collect();
    assert_eq!(numbers, expected, "on from the highest given, no gaps");

    for (old, reference) in [(&legacy, "A-000014"), (&earlier, "AC-1005")] {
        let row = entity::assignment::Entity::find_by_id(old.id)
            .one(&w.app.state.db)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.r#ref, reference, "an existing reference is kept");
    }
}

on_both_databases!(simultaneous_creations_get_distinct_references_in_the_scheme);
