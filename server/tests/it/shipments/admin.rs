//! The admin's shipment calls: add, read, change (legs and assignments replaced, one audit entry,
//! each assignment's history), the list on the list contract (open ones unless `incCompleted`), and
//! every rule refused with nothing written (Santa, a duplicate assignment, legs' dates and order,
//! times, unknown ids, a customer's address, completing and shipping completed ones unconfirmed).
use crate::common;

use common::{list::ids, shipments::Ships, Backend};
use serde_json::{json, Value};

fn refs(list: &Value) -> Vec<&str> {
    list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["ref"].as_str().unwrap())
        .collect()
}

async fn the_admin_adds_reads_and_lists_a_consolidation(b: Backend) {
    let s = Ships::new(b).await;
    let made = s.made().await;
    let id = made["id"].as_i64().unwrap();
    assert_eq!(made["ref"], format!("S-{id}"));
    assert_eq!(made["mode"], "Road");
    assert_eq!(
        (
            made["commencementAt"].as_str(),
            made["conclusionOn"].as_str()
        ),
        (Some("06:30"), Some("2026-12-03"))
    );
    assert_eq!(made["origin"]["line1"], "Cargo terminal");
    assert_eq!(made["destination"]["line1"], "Calais dock 4");
    let legs: Vec<&str> = made["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["nameNumber"].as_str().unwrap())
        .collect();
    assert_eq!(legs, ["Le Shuttle", "Truck 12"], "in travel order");
    let carried: Vec<&str> = made["assignments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["companyName"].as_str().unwrap())
        .collect();
    assert_eq!(carried, ["Acme", "Zenith"], "in the order they joined");
    let titles: Vec<&str> = made["assets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Blue Horse", "Red Tower", "Night Cafe"]);
    assert_eq!(
        made["assets"][2]["assignmentRef"].as_str(),
        Some(&*s.zenith_ref())
    );
    assert_eq!(made["assets"][0]["pieces"], 2);

    let read =
        s.w.get(&format!("/api/admin/shipment/{id}"), &s.w.admin)
            .await;
    assert_eq!(read.status, 200);
    assert_eq!(read.json(), made);

    // One audit entry for the shipment; each assignment's history says it joined.
    let trail = s.w.app.audit_trail("shipment").await;
    assert_eq!(trail, [("create".to_owned(), id.to_string())]);
    let history =
        s.w.get(
            &format!("/api/assignment/{}/history", Ships::id(&s.acme_job)),
            &s.w.ada,
        )
        .await
        .json();
    assert_eq!(history[0]["kind"], "shipmentJoined");
    assert_eq!(history[0]["shipmentId"], id);
    assert_eq!(history[0]["mode"], "Road");

    let list = s.w.app.list("/api/admin/shipment/", &s.w.admin).await;
    assert_eq!(list["total"], 1);
    let row = &list["rows"][0];
    assert_eq!(row["assignments"], json!([s.acme_ref(), s.zenith_ref()]));
    assert_eq!(
        (row["firstDeparture"].as_str(), row["lastArrival"].as_str()),
        (Some("2026-12-01"), Some("2026-12-03"))
    );
    assert_eq!(row["origin"], "Cargo terminal, Heathrow, United Kingdom");
    assert_eq!(
        s.w.app.list("/api/admin/shipment", &s.w.admin).await,
        list,
        "the same call without the slash"
    );
}

async fn a_change_replaces_legs_and_assignments_with_one_audit_entry(b: Backend) {
    let s = Ships::new(b).await;
    let made = s.made().await;
    let id = made["id"].as_i64().unwrap();
    let body = s.with(json!({
        "id": id,
        "version": made["version"],
        "mode": "sea",
        "assignmentIds": [Ships::id(&s.zenith_job)],
        "legs": [{ "nameNumber": "MSC Aurora", "etdOn": "2026-12-04", "etaOn": "2026-12-20" }],
    }));
    let saved = s.put(&body).await;
    assert_eq!(saved.status, 200, "{}", saved.text());
    let saved = saved.json();
    assert_eq!(saved["mode"], "Sea", "stored as listed");
    assert_eq!(saved["version"], 2);
    assert_eq!(saved["legs"].as_array().unwrap().len(), 1);
    assert_eq!(saved["assignments"].as_array().unwrap().len(), 1);
    assert_eq!(
        s.w.app.audit_trail("shipment").await,
        [
            ("create".to_owned(), id.to_string()),
            ("update".to_owned(), id.to_string())
        ]
    );
    let history =
        s.w.get(
            &format!("/api/assignment/{}/history", Ships::id(&s.acme_job)),
            &s.w.ada,
        )
        .await
        .json();
    assert_eq!(history[0]["kind"], "shipmentLeft");

    // The same assignment may travel on another shipment (the next leg of its journey).
    let next = s
        .post(&s.with(json!({ "assignmentIds": [Ships::id(&s.zenith_job)] })))
        .await;
    assert_eq!(next.status, 201, "{}", next.text());

    // Completing asks first; completed ones leave the list unless incCompleted.
    let complete = s.with(json!({ "id": id, "version": 2, "completed": true }));
    let asked = s.put(&complete).await;
    assert_eq!(asked.status, 422);
    assert_eq!(
        asked.messages(),
        ["Are you sure you want to mark this shipment completed?"]
    );
    let done = s
        .put(&s.with(json!({ "id": id, "version": 2, "completed": true, "confirmComplete": true })))
        .await;
    assert_eq!(done.status, 200, "{}", done.text());
    assert_eq!(done.json()["completed"], true);
    let open = s.w.app.list("/api/admin/shipment/", &s.w.admin).await;
    assert!(!ids(&open).contains(&id));
    let all =
        s.w.app
            .list("/api/admin/shipment/?incCompleted=true", &s.w.admin)
            .await;
    assert!(ids(&all).contains(&id));
    assert_eq!(all["total"], 2);
}

async fn the_list_searches_sorts_and_refuses_odd_parameters(b: Backend) {
    let s = Ships::new(b).await;
    let road = s.made().await;
    let air = s
        .post(
            &s.with(
                json!({ "mode": "Air", "assignmentIds": [Ships::id(&s.acme_job)], "legs": [] }),
            ),
        )
        .await
        .json();
    let list = |q: String| {
        let app = &s.w.app;
        let admin = s.w.admin.clone();
        async move { app.list(&format!("/api/admin/shipment/{q}"), &admin).await }
    };
    assert_eq!(
        refs(&list(String::new()).await),
        [air["ref"].as_str().unwrap(), road["ref"].as_str().unwrap()],
        "newest first"
    );
    let zenith = list(format!("?q={}", s.zenith_ref())).await;
    assert_eq!(
        refs(&zenith),
        [road["ref"].as_str().unwrap()],
        "found by an assignment carried"
    );
    assert_eq!(
        refs(&list("?q=air".into()).await),
        [air["ref"].as_str().unwrap()]
    );
    assert_eq!(
        list("?q=calais".into()).await["total"],
        2,
        "by the destination"
    );
    let by_ref = list(format!("?q={}", road["ref"].as_str().unwrap())).await;
    assert_eq!(ids(&by_ref), [road["id"].as_i64().unwrap()]);
    let by_mode = list("?sort=mode&dir=desc".into()).await;
    assert_eq!(refs(&by_mode)[0], road["ref"].as_str().unwrap());
    let by_departure = list("?sort=departure&dir=asc".into()).await;
    assert_eq!(by_departure["total"], 2);
    let bad =
        s.w.get("/api/admin/shipment/?sort=colour", &s.w.admin)
            .await;
    assert_eq!(bad.status, 400);
    assert!(
        bad.messages()[0].contains("departure"),
        "{:?}",
        bad.messages()
    );
}

/// Each refusal: the status, the message, and nothing written.
async fn every_rule_is_refused_with_nothing_written(b: Backend) {
    let s = Ships::new(b).await;
    let before = s.w.app.row_counts().await;
    let acme = Ships::id(&s.acme_job);
    let cases: Vec<(Value, u16, &str)> = vec![
        (json!({ "mode": "Santa" }), 422, "Santa's sleigh is fully booked until the 25th of December: please choose another mode (Air, Sea, Road, Rail, Courier or Hand carry)."),
        (json!({ "mode": "Teleport" }), 422, "The mode 'Teleport' is not one of Air, Sea, Road, Rail, Courier, Hand carry."),
        (json!({ "assignmentIds": [acme, acme] }), 422, "Assignment already in list"),
        (json!({ "assignmentIds": [] }), 422, "A shipment carries at least one assignment."),
        (json!({ "assignmentIds": [acme, 99999] }), 404, "Not found."),
        (json!({ "originAddressId": 99999 }), 404, "Not found."),
        (json!({ "originAddressId": s.w.gallery.id }), 422, "The origin must be one of the forwarder addresses."),
        (json!({ "commencementAt": "6:30" }), 422, "The commencement time '6:30' is not a time written hh:mm (00:00 to 23:59)."),
        (json!({ "conclusionAt": "24:00" }), 422, "The conclusion time '24:00' is not a time written hh:mm (00:00 to 23:59)."),
        (json!({ "conclusionOn": "2026-11-30" }), 422, "The conclusion cannot be before the commencement."),
        (json!({ "commencementOn": "01-Dec-2026" }), 422, "The commencement date '01-Dec-2026' is not a date written YYYY-MM-DD."),
        (json!({ "legs": [{ "nameNumber": "X", "etdOn": "2026-12-05", "etaOn": "2026-12-04" }] }), 422, "Leg 1: the ETA cannot be before the ETD."),
        (json!({ "legs": [{ "nameNumber": "X", "etdOn": "2026-12-05" }, { "nameNumber": "Y", "etdOn": "2026-12-04" }] }), 422, "Leg 2 departs before leg 1: put the legs in order of departure."),
        (json!({ "legs": [{}] }), 422, "Leg 1 is empty: fill it in or remove it."),
        (json!({ "id": 5 }), 422, "A new shipment has no id: change an existing one with PUT."),
        (json!({ "colour": "red" }), 422, "unknown field"),
    ];
    for (changes, status, message) in cases {
        let reply = s.post(&s.with(changes.clone())).await;
        assert_eq!(reply.status, status, "{changes}: {}", reply.text());
        assert!(
            reply.messages().iter().any(|m| m.contains(message)),
            "{changes}: {:?}",
            reply.messages()
        );
    }
    let put_without_id = s.put(&s.body()).await;
    assert_eq!(put_without_id.status, 422);
    let put_unknown = s.put(&s.with(json!({ "id": 99999, "version": 1 }))).await;
    assert_eq!(put_unknown.status, 404);
    assert_eq!(s.w.app.row_counts().await, before, "nothing written");
    assert!(s.w.app.audit("shipment").await.is_empty());

    // A completed assignment is shipped only once confirmed.
    s.w.app.complete(acme).await;
    let asked = s.post(&s.body()).await;
    assert_eq!(asked.status, 422);
    assert_eq!(
        asked.messages(),
        [format!(
            "{} is completed: are you sure you want to ship it?",
            s.acme_ref()
        )]
    );
    let confirmed = s
        .post(&s.with(json!({ "confirmCompletedAssignments": true })))
        .await;
    assert_eq!(confirmed.status, 201, "{}", confirmed.text());
    // Once on board, saving it again asks nothing.
    let id = confirmed.json()["id"].clone();
    assert_eq!(
        s.put(&s.with(json!({ "id": id, "version": 1 })))
            .await
            .status,
        200
    );
}

/// Two admins change the same shipment: the second save, made from the version both opened, is
/// refused with nothing written; a change that names no version is refused too.
async fn a_change_from_an_older_version_is_refused(b: Backend) {
    let s = Ships::new(b).await;
    let made = s.made().await;
    let id = made["id"].clone();
    assert_eq!(made["version"], 1);
    let first = s
        .put(&s.with(json!({ "id": id, "version": 1, "mode": "Sea" })))
        .await;
    assert_eq!(first.status, 200, "{}", first.text());
    let before = s.w.app.row_counts().await;
    let second = s
        .put(&s.with(json!({ "id": id, "version": 1, "mode": "Air", "legs": [] })))
        .await;
    assert_eq!(second.status, 409);
    assert_eq!(
        second.messages(),
        ["Someone else changed this shipment since you opened it. Reload it to see their changes, then make yours again."]
    );
    let unnamed = s.put(&s.with(json!({ "id": id, "mode": "Air" }))).await;
    assert_eq!(unnamed.status, 422);
    assert_eq!(s.w.app.row_counts().await, before, "nothing written");
    let view =
        s.w.get(&format!("/api/admin/shipment/{id}"), &s.w.admin)
            .await
            .json();
    assert_eq!(
        (&view["mode"], &view["version"]),
        (&json!("Sea"), &json!(2))
    );
    assert_eq!(view["legs"].as_array().unwrap().len(), 2);
    assert_eq!(s.w.app.audit_trail("shipment").await.len(), 2);
}

async fn unknown_shipments_are_404_and_customers_403(b: Backend) {
    let s = Ships::new(b).await;
    let made = s.made().await;
    let id = made["id"].as_i64().unwrap();
    for path in [
        "/api/admin/shipment/99999",
        "/api/admin/shipment/99999/list/",
    ] {
        assert_eq!(s.w.get(path, &s.w.admin).await.status, 404, "{path}");
    }
    assert_eq!(
        s.w.get("/api/admin/shipment/abc", &s.w.admin).await.status,
        400
    );
    let body = s.with(json!({ "id": id })).to_string();
    for token in [&s.w.ada, &s.w.zed] {
        for path in [
            "/api/admin/shipment/".to_owned(),
            format!("/api/admin/shipment/{id}"),
            format!("/api/admin/shipment/{id}/list/"),
            "/api/admin/address/forwarder".to_owned(),
        ] {
            assert_eq!(s.w.get(&path, token).await.status, 403, "{path}");
        }
        let app = &s.w.app;
        assert_eq!(
            app.post_json("/api/admin/shipment", Some(token), &s.body().to_string())
                .await
                .status,
            403
        );
        assert_eq!(
            app.put_json("/api/admin/shipment", Some(token), &body)
                .await
                .status,
            403
        );
        assert_eq!(
            app.delete("/api/admin/shipment/document/1", Some(token))
                .await
                .status,
            403
        );
    }
    assert_eq!(s.w.app.get("/api/admin/shipment/", None).await.status, 401);
}

async fn forwarder_addresses_are_listed_and_added(b: Backend) {
    let s = Ships::new(b).await;
    let listed =
        s.w.get("/api/admin/address/forwarder", &s.w.admin)
            .await
            .json();
    let lines: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["line1"].as_str().unwrap())
        .collect();
    assert_eq!(lines, ["Cargo terminal", "Calais dock 4"]);
    let body = json!({ "name": "Basel hub", "line1": "Hafenstrasse 3", "city": "Basel", "country": "switzerland" });
    let made =
        s.w.app
            .post_json(
                "/api/admin/address/forwarder",
                Some(&s.w.admin),
                &body.to_string(),
            )
            .await;
    assert_eq!(made.status, 201, "{}", made.text());
    let made = made.json();
    assert_eq!(
        (made["kind"].as_str(), made["country"].as_str()),
        (Some("forwarder"), Some("Switzerland"))
    );
    assert_eq!(made["companyId"], Value::Null);
    let ship = s
        .post(&s.with(json!({ "destinationAddressId": made["id"] })))
        .await;
    assert_eq!(
        ship.status, 201,
        "a new forwarder address is one to ship to"
    );
    let bad = json!({ "line1": "x", "city": "y", "country": "Atlantis" });
    let refused =
        s.w.app
            .post_json(
                "/api/admin/address/forwarder",
                Some(&s.w.admin),
                &bad.to_string(),
            )
            .await;
    assert_eq!(refused.status, 422);
}

on_both_databases!(
    the_admin_adds_reads_and_lists_a_consolidation,
    a_change_replaces_legs_and_assignments_with_one_audit_entry,
    the_list_searches_sorts_and_refuses_odd_parameters,
    every_rule_is_refused_with_nothing_written,
    unknown_shipments_are_404_and_customers_403,
    forwarder_addresses_are_listed_and_added,
    a_change_from_an_older_version_is_refused,
);
