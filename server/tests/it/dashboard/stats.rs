//! Dashboard figures on known data: two companies, hidden assets, open and completed assignments
//! in several statuses, open and closed storage; for the admin, each customer and an account with
//! no company; every sub-path; and the dashboard page's payload.
use crate::common;

use axum::http::StatusCode;
use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use common::{Backend, TestApp};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};
use serde_json::{json, Value};

const SUB_PATHS: [&str; 6] = [
    "assetCount",
    "assignmentCount",
    "assetsInTransit",
    "assetsInStorage",
    "recentAssignments",
    "assignmentStatuses",
];

fn base_time() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 20, 10, 0, 0).unwrap()
}

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 10, d).unwrap()
}

async fn asset(
    app: &TestApp,
    division: &entity::company_division::Model,
    title: &str,
    hidden: bool,
) -> entity::asset::Model {
    let now = base_time();
    entity::asset::ActiveModel {
        company_id: Set(division.company_id),
        company_division_id: Set(division.id),
        title: Set(title.into()),
        artist: Set(Some(format!("Artist of {title}"))),
        r#ref: Set(None),
        their_ref: Set(Some(format!("REF-{title}"))),
        pieces: Set(1),
        value_minor: Set(None),
        value_currency: Set("$".into()),
        hidden: Set(hidden),
        photo_document_id: Set(None),
        photo_rotation: Set(0),
        created_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap()
}

/// An assignment created `hours` after the base time, holding `assets` (linked in the given order).
async fn assignment(
    app: &TestApp,
    division: &entity::company_division::Model,
    reference: &str,
    status: &str,
    completed: bool,
    hours: i64,
    assets: &[&entity::asset::Model],
) -> entity::assignment::Model {
    let at = base_time() + Duration::hours(hours);
    let made = entity::assignment::ActiveModel {
        company_id: Set(division.company_id),
        company_division_id: Set(division.id),
        r#ref: Set(reference.into()),
        status: Set(status.into()),
        progress: Set(20),
        completed: Set(completed),
        origin_address_id: Set(None),
        destination_address_id: Set(None),
        origin_storage: Set(false),
        destination_storage: Set(false),
        pickup_on: Set(None),
        deliver_on: Set(None),
        po_number: Set(None),
        created_by: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
    for a in assets {
        entity::assignment_asset::ActiveModel {
            company_id: Set(made.company_id),
            assignment_id: Set(made.id),
            asset_id: Set(a.id),
            ..Default::default()
        }
        .insert(&app.state.db)
        .await
        .unwrap();
    }
    made
}

async fn storage(
    app: &TestApp,
    company_id: i32,
    asset: Option<&entity::asset::Model>,
    assignment: Option<&entity::assignment::Model>,
    out_on: Option<NaiveDate>,
) {
    entity::storage_entry::ActiveModel {
        company_id: Set(company_id),
        asset_id: Set(asset.map(|a| a.id)),
        assignment_id: Set(assignment.map(|a| a.id)),
        in_on: Set(day(1)),
        out_on: Set(out_on),
        location: Set(Some("Bay 4".into())),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
}

/// The known data, and the ids the expectations name.
struct World {
    hollis: entity::company::Model,
    zenith: entity::company::Model,
    /// Hollis assignments h1..h7 at index 0..6; Zenith's at 7 and 8.
    assignments: Vec<entity::assignment::Model>,
    a: Vec<entity::asset::Model>,
}

async fn world(app: &TestApp) -> World {
    let hollis = app.company("Hollis Gallery").await;
    let zenith = app.company("Zenith Arts").await;
    let london = app.division(hollis.id, "London").await;
    let paris = app.division(hollis.id, "Paris").await;
    let nyc = app.division(zenith.id, "New York").await;

    // Hollis: five visible assets and one hidden. Zenith: two visible, one hidden.
    let a1 = asset(app, &london, "Harbour at Dusk", false).await;
    let a2 = asset(app, &london, "Birch Grove", false).await;
    let a3 = asset(app, &paris, "Cedar Study", false).await;
    let a4 = asset(app, &london, "Dune", true).await;
    let a5 = asset(app, &paris, "Elm", false).await;
    let a6 = asset(app, &paris, "Elm", false).await;
    let z1 = asset(app, &nyc, "Fjord", false).await;
    let z2 = asset(app, &nyc, "Glacier", true).await;
    let z3 = asset(app, &nyc, "Heath", false).await;

    let h1 = assignment(app, &london, "HG-1", "Submitted", false, 1, &[&a2]).await;
    let h2 = assignment(app, &london, "HG-2", "In Transit", false, 2, &[&a1, &a4]).await;
    // Completed while in customs: no longer under way.
    let h3 = assignment(app, &paris, "HG-3", "In Customs", true, 3, &[&a3]).await;
    // a1 is on h2 and h4, a2 is also here; the hidden a4 is listed but never counted.
    let h4 = assignment(
        app,
        &london,
        "HG-4",
        "In Warehouse",
        false,
        4,
        &[&a1, &a4, &a2],
    )
    .await;
    // Two assets of one title: ordered by id.
    let h5 = assignment(app, &paris, "HG-5", "Delivered", true, 5, &[&a6, &a5]).await;
    // Same time: the larger id comes first. A status the list does not know is not counted.
    let h6 = assignment(app, &paris, "HG-6", "Lost in post", false, 7, &[]).await;
    let h7 = assignment(app, &london, "HG-7", "Quoted", false, 7, &[]).await;
    let z_1 = assignment(app, &nyc, "ZA-1", "In Bond", false, 2, &[&z1, &z2]).await;
    let z_2 = assignment(app, &nyc, "ZA-2", "Cancelled", true, 8, &[&z3]).await;

    storage(app, hollis.id, Some(&a1), None, None).await;
    storage(app, hollis.id, Some(&a2), None, Some(day(9))).await;
    storage(app, hollis.id, Some(&a3), None, None).await;
    storage(app, hollis.id, Some(&a3), Some(&h3), None).await;
    storage(app, hollis.id, Some(&a4), None, None).await;
    storage(app, hollis.id, None, Some(&h1), None).await;
    storage(app, zenith.id, Some(&z3), None, None).await;
    storage(app, zenith.id, Some(&z1), None, Some(day(5))).await;

    World {
        hollis,
        zenith,
        assignments: vec![h1, h2, h3, h4, h5, h6, h7, z_1, z_2],
        a: vec![a1, a2, a3, a4, a5, a6, z1, z2, z3],
    }
}

/// Every status in the list order, with the counts named (others 0).
fn statuses(named: &[(&str, u64)]) -> Value {
    let all = entity::types::AssignmentStatus::ALL;
    Value::Array(
        all.iter()
            .map(|s| {
                let count = named
                    .iter()
                    .find(|(n, _)| *n == s.as_str())
                    .map_or(0, |(_, c)| *c);
                json!({"status": s.as_str(), "count": count})
            })
            .collect(),
    )
}

fn refs(recent: &Value) -> Vec<&str> {
    recent
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["ref"].as_str().unwrap())
        .collect()
}

/// `/api/stats/` for this token, after checking that `/api/stats` and each sub-path agree with it.
async fn stats_of(app: &TestApp, token: &str) -> Value {
    let all = app.get("/api/stats/", Some(token)).await;
    assert_eq!(all.status, StatusCode::OK, "{}", all.text());
    let all = all.json();
    assert_eq!(app.get("/api/stats", Some(token)).await.json(), all);
    for sub in SUB_PATHS {
        let one = app.get(&format!("/api/stats/{sub}"), Some(token)).await;
        assert_eq!(one.status, StatusCode::OK, "{sub}");
        assert_eq!(one.json(), all[sub], "{sub} alone");
    }
    all
}

async fn figures_by_scope(b: Backend) {
    let app = TestApp::new(b).await;
    let w = world(&app).await;
    app.admin().await;
    app.account("ann@hollis.test", &["Customer"], Some(w.hollis.id), None)
        .await;
    app.account("zed@zenith.test", &["Customer"], Some(w.zenith.id), None)
        .await;
    app.account("nobody@plinth.test", &["Customer"], None, None)
        .await;
    let (admin, _) = app.sign_in("admin@plinth.test").await;
    let (ann, _) = app.sign_in("ann@hollis.test").await;
    let (zed, _) = app.sign_in("zed@zenith.test").await;
    let (nobody, _) = app.sign_in("nobody@plinth.test").await;

    // Hollis: visible a1 a2 a3 a5 a6; under way and open: h2 (a1), h4 (a1, a2); open storage a1, a3.
    let hollis = stats_of(&app, &ann).await;
    assert_eq!(hollis["assetCount"], 5);
    assert_eq!(hollis["assignmentCount"], 7);
    assert_eq!(hollis["assetsInTransit"], 2);
    assert_eq!(hollis["assetsInStorage"], 2);
    assert_eq!(
        refs(&hollis["recentAssignments"]),
        ["HG-7", "HG-6", "HG-5", "HG-4", "HG-3"]
    );
    assert_eq!(
        hollis["assignmentStatuses"],
        statuses(&[
            ("Submitted", 1),
            ("Quoted", 1),
            ("In Transit", 1),
            ("In Customs", 1),
            ("In Warehouse", 1),
            ("Delivered", 1),
        ])
    );
    let (h4, h5) = (&w.assignments[3], &w.assignments[4]);
    let (a1, a2, a4, a5, a6) = (&w.a[0], &w.a[1], &w.a[3], &w.a[4], &w.a[5]);
    let recent = &hollis["recentAssignments"];
    assert_eq!(
        recent[3],
        json!({
            "id": h4.id, "ref": "HG-4", "status": "In Warehouse", "progress": 20, "completed": false,
            "companyId": w.hollis.id, "companyName": "Hollis Gallery",
            "companyDivisionId": h4.company_division_id, "divisionName": "London",
            "createdAt": "2026-11-20T14:00:00Z",
            "assets": [
                {"id": a2.id, "title": "Birch Grove", "artist": "Artist of Birch Grove", "theirRef": "REF-Birch Grove"},
                {"id": a4.id, "title": "Dune", "artist": "Artist of Dune", "theirRef": "REF-Dune"},
                {"id": a1.id, "title": "Harbour at Dusk", "artist": "Artist of Harbour at Dusk", "theirRef": "REF-Harbour at Dusk"},
            ]
        })
    );
    let h5_assets: Vec<i64> = recent[2]["assets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_i64().unwrap())
        .collect();
    assert_eq!(h5_assets, [a5.id as i64, a6.id as i64]);
    assert_eq!(recent[2]["id"], h5.id);
    assert_eq!(recent[2]["completed"], true);
    assert_eq!(recent[2]["divisionName"], "Paris");
    assert_eq!(recent[1]["status"], "Lost in post");
    assert_eq!(recent[0]["assets"], json!([]));

    // Zenith: visible z1 z3; z1 on the open In Bond assignment (the hidden z2 too, not counted).
    let zenith = stats_of(&app, &zed).await;
    assert_eq!(zenith["assetCount"], 2);
    assert_eq!(zenith["assignmentCount"], 2);
    assert_eq!(zenith["assetsInTransit"], 1);
    assert_eq!(zenith["assetsInStorage"], 1);
    assert_eq!(refs(&zenith["recentAssignments"]), ["ZA-2", "ZA-1"]);
    assert_eq!(
        zenith["assignmentStatuses"],
        statuses(&[("In Bond", 1), ("Cancelled", 1)])
    );
    let za1 = &zenith["recentAssignments"][1];
    assert_eq!(za1["companyName"], "Zenith Arts");
    assert_eq!(za1["divisionName"], "New York");
    assert_eq!(za1["assets"].as_array().unwrap().len(), 2);

    // The admin: both companies.
    let everyone = stats_of(&app, &admin).await;
    assert_eq!(everyone["assetCount"], 7);
    assert_eq!(everyone["assignmentCount"], 9);
    assert_eq!(everyone["assetsInTransit"], 3);
    assert_eq!(everyone["assetsInStorage"], 3);
    assert_eq!(
        refs(&everyone["recentAssignments"]),
        ["ZA-2", "HG-7", "HG-6", "HG-5", "HG-4"]
    );
    assert_eq!(everyone["recentAssignments"][4], recent[3]);
    assert_eq!(
        everyone["assignmentStatuses"],
        statuses(&[
            ("Submitted", 1),
            ("Quoted", 1),
            ("In Transit", 1),
            ("In Customs", 1),
            ("In Bond", 1),
            ("In Warehouse", 1),
            ("Delivered", 1),
            ("Cancelled", 1),
        ])
    );

    // No company and not the admin: nothing.
    let none = stats_of(&app, &nobody).await;
    assert_eq!(
        none,
        json!({
            "assetCount": 0, "assignmentCount": 0, "assetsInTransit": 0, "assetsInStorage": 0,
            "recentAssignments": [], "assignmentStatuses": statuses(&[]),
        })
    );
}

async fn signed_out_calls_are_refused(b: Backend) {
    let app = TestApp::new(b).await;
    let mut paths = vec!["/api/stats/".to_owned(), "/api/stats".to_owned()];
    paths.extend(SUB_PATHS.iter().map(|s| format!("/api/stats/{s}")));
    for path in paths {
        let reply = app.get(&path, None).await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{path}");
        assert_eq!(reply.messages(), ["Please sign in."], "{path}");
        let bad = app.get(&path, Some("not-a-token")).await;
        assert_eq!(bad.status, StatusCode::UNAUTHORIZED, "{path}");
    }
}

fn payload(html: &str) -> Value {
    let start =
        html.find("id=\"plinth-state\">").expect("payload script") + "id=\"plinth-state\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("payload JSON")
}

async fn dashboard_page_carries_the_customers_figures(b: Backend) {
    let app = TestApp::new(b).await;
    let w = world(&app).await;
    app.account("zed@zenith.test", &["Customer"], Some(w.zenith.id), None)
        .await;
    let (token, cookie) = app.sign_in("zed@zenith.test").await;

    let page = app.page("/dashboard", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::OK);
    // The payload is the same whether the render succeeded or fell back to the client shell.
    let state = payload(&page.text());
    let stats = &state["data"][r#"["stats"]"#];
    assert_eq!(*stats, app.get("/api/stats/", Some(&token)).await.json());
    assert_eq!(stats["assetCount"], 2);
    let recent = stats["recentAssignments"].as_array().unwrap();
    assert_eq!(recent.len(), 2);
    assert!(recent.iter().all(|a| a["companyId"] == w.zenith.id));
    // The profile carries only the reader's divisions, the same list the API gives, and the
    // reader's mail choices as their call gives them.
    let profile = payload(&app.page("/pages/profile", Some(&cookie)).await.text());
    let divisions = app.get("/api/company/divisions", Some(&token)).await.json();
    let choices = app
        .get("/api/profile/notifications", Some(&token))
        .await
        .json();
    assert_eq!(
        profile["data"],
        json!({ r#"["company","divisions"]"#: divisions, r#"["profile","notifications"]"#: choices })
    );
}

async fn a_failing_loader_still_renders_the_page(b: Backend) {
    let app = TestApp::new(b).await;
    let w = world(&app).await;
    app.account("zed@zenith.test", &["Customer"], Some(w.zenith.id), None)
        .await;
    let (token, cookie) = app.sign_in("zed@zenith.test").await;
    // A real database failure: the link table the figures read is gone.
    app.state
        .db
        .execute_unprepared("DROP TABLE assignment_asset")
        .await
        .unwrap();
    let page = app.page("/dashboard", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::OK);
    let state = payload(&page.text());
    assert_eq!(state["data"], json!({}), "rendered without the data");
    assert_eq!(state["user"]["email"], "zed@zenith.test");
    let api = app.get("/api/stats/", Some(&token)).await;
    assert_eq!(api.status, StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(api.messages(), ["Oops! something went wrong"]);
    assert!(
        !api.text().contains("assignment_asset"),
        "no SQL in answers"
    );
}

on_both_databases!(
    figures_by_scope,
    signed_out_calls_are_refused,
    dashboard_page_carries_the_customers_figures,
    a_failing_loader_still_renders_the_page
);
