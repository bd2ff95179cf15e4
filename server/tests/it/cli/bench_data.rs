//! `plinth bench-data` on a small size: the counts it promises, every status, no asset on two
//! open assignments, each assignment's assets in its own division, and the dashboard figures
//! over that data equal to the same figures counted here row by row.
use crate::common;

use std::collections::{HashMap, HashSet};

use common::{Backend, TestApp};
use entity::{
    asset, assignment, assignment_asset, company, company_division, measurement, storage_entry,
    types::AssignmentStatus,
};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::Value;
use server::demo::bulk::{self, Plan, BENCH_CUSTOMER};

const PLAN: Plan = Plan {
    assets: 2_000,
    assignments: 400,
    customer_assets: 300,
    other_companies: 3,
    divisions: 2,
};

async fn load(app: &TestApp, customer: Option<&str>) -> bulk::Report {
    bulk::load(&app.state.db, &PLAN, customer, chrono::Utc::now())
        .await
        .expect("bench data loads")
}

/// Everything the checks need, read back.
struct Rows {
    assets: Vec<asset::Model>,
    assignments: Vec<assignment::Model>,
    links: Vec<assignment_asset::Model>,
    storage: Vec<storage_entry::Model>,
    /// Company and division names by id.
    companies: HashMap<i32, String>,
    divisions: HashMap<i32, String>,
}

async fn rows(app: &TestApp) -> Rows {
    let db = &app.state.db;
    Rows {
        assets: asset::Entity::find().all(db).await.unwrap(),
        assignments: assignment::Entity::find().all(db).await.unwrap(),
        links: assignment_asset::Entity::find().all(db).await.unwrap(),
        storage: storage_entry::Entity::find().all(db).await.unwrap(),
        companies: company::Entity::find()
            .all(db)
            .await
            .unwrap()
            .into_iter()
            .map(|c| (c.id, c.name))
            .collect(),
        divisions: company_division::Entity::find()
            .all(db)
            .await
            .unwrap()
            .into_iter()
            .map(|d| (d.id, d.name))
            .collect(),
    }
}

async fn makes_what_it_promises(b: Backend) {
    let app = TestApp::new(b).await;
    let report = load(&app, None).await;
    let db = &app.state.db;
    let all = rows(&app).await;
    assert_eq!(all.assets.len(), 2_000);
    assert_eq!(all.assignments.len(), 400);
    assert_eq!(report.assets, 2_000);
    assert_eq!(report.assignments, 400);
    assert_eq!(report.companies, 4);
    assert_eq!(report.divisions, 8);
    assert_eq!(report.assignment_assets, all.links.len());
    assert_eq!(report.storage_entries, all.storage.len());
    assert_eq!(
        report.measurements as u64,
        measurement::Entity::find().count(db).await.unwrap()
    );
    assert!(report.measurements >= 2_000 && !all.storage.is_empty());

    let customer = company::Entity::find()
        .filter(company::Column::Name.eq(BENCH_CUSTOMER))
        .one(db)
        .await
        .unwrap()
        .expect("the bench customer");
    let of_customer = |id: i32| all.assets.iter().filter(|a| a.company_id == id).count();
    assert_eq!(of_customer(customer.id), 300);
    assert_eq!(report.customer, (BENCH_CUSTOMER.to_owned(), customer.id));

    // The list keys insert_many would not fill by itself: the same as `set_keys` makes them.
    for a in &all.assets {
        let folded = entity::text::fold(a.their_ref.as_deref().unwrap());
        assert!(a.search_text.contains(&folded), "{}", a.search_text);
        assert_eq!(a.title_key, entity::text::sort_key(&a.title));
        assert!(a.their_ref_key.is_some());
    }
    for a in &all.assignments {
        assert!(a.search_text.contains(&entity::text::fold(&a.r#ref)));
        assert_eq!(a.ref_key, entity::text::sort_key(&a.r#ref));
    }
    assert!(all.assignments.iter().any(|a| a.completed));
    assert!(all.assets.iter().any(|a| a.hidden));
    assert!(all.storage.iter().any(|s| s.out_on.is_none()));
    assert!(all.storage.iter().any(|s| s.out_on.is_some()));

    let open_assets = common::data::check_assignments(&all.assets, &all.assignments, &all.links);
    assert!(!open_assets.is_empty());

    // A second run on the same companies refuses and adds nothing.
    let again = bulk::load(db, &PLAN, None, chrono::Utc::now()).await;
    assert!(again.is_err());
    assert_eq!(asset::Entity::find().count(db).await.unwrap(), 2_000);
}

async fn an_existing_customer_receives_its_share(b: Backend) {
    let app = TestApp::new(b).await;
    let gallery = app.company("Gallery Nord").await;
    let division = app.division(gallery.id, "Hamburg").await;
    let report = load(&app, Some("Gallery Nord")).await;
    assert_eq!(report.companies, 3, "the customer is not made again");
    assert_eq!(report.customer.1, gallery.id);
    let theirs = asset::Entity::find()
        .filter(asset::Column::CompanyId.eq(gallery.id))
        .all(&app.state.db)
        .await
        .unwrap();
    assert_eq!(theirs.len(), 300);
    assert!(theirs.iter().all(|a| a.company_division_id == division.id));
    assert!(bulk::load(
        &app.state.db,
        &PLAN,
        Some("Gallery Nord"),
        chrono::Utc::now()
    )
    .await
    .is_err());
    assert!(
        bulk::load(&app.state.db, &PLAN, Some("Nobody"), chrono::Utc::now())
            .await
            .is_err()
    );
}

/// The dashboard figures over the bulk data, for the admin and for the customer, equal the same
/// figures counted here from the rows (the SQL aggregates and their indexes change nothing).
async fn stats_match_a_count_by_hand(b: Backend) {
    let app = TestApp::new(b).await;
    let report = load(&app, None).await;
    let all = rows(&app).await;
    let admin = app.admin_token().await;
    let reply = app.get("/api/stats/", Some(&admin)).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(by_id(reply.json()), by_hand(&all, None));
    let customer = report.customer.1;
    app.account("c@bench.test", &["Customer"], Some(customer), None)
        .await;
    let (token, _) = app.sign_in("c@bench.test").await;
    let reply = app.get("/api/stats/", Some(&token)).await;
    assert_eq!(by_id(reply.json()), by_hand(&all, Some(customer)));
}

/// `GET /api/stats/` computed from the rows, within one company or all.
fn by_hand(all: &Rows, company: Option<i32>) -> Value {
    let mine = |c: i32| company.is_none_or(|id| id == c);
    let visible: HashMap<i32, &asset::Model> = all
        .assets
        .iter()
        .filter(|a| mine(a.company_id) && !a.hidden)
        .map(|a| (a.id, a))
        .collect();
    let jobs: Vec<&assignment::Model> = all
        .assignments
        .iter()
        .filter(|a| mine(a.company_id))
        .collect();
    let under_way: HashSet<i32> = jobs
        .iter()
        .filter(|j| !j.completed && AssignmentStatus::parse(&j.status).unwrap().is_under_way())
        .map(|j| j.id)
        .collect();
    let in_transit: HashSet<i32> = all
        .links
        .iter()
        .filter(|l| under_way.contains(&l.assignment_id) && visible.contains_key(&l.asset_id))
        .map(|l| l.asset_id)
        .collect();
    let in_storage: HashSet<i32> = all
        .storage
        .iter()
        .filter(|s| s.out_on.is_none())
        .filter_map(|s| s.asset_id.filter(|id| visible.contains_key(id)))
        .collect();
    let statuses: Vec<Value> = AssignmentStatus::ALL
        .iter()
        .map(|s| {
            let n = jobs.iter().filter(|j| j.status == s.as_str()).count();
            serde_json::json!({ "status": s.as_str(), "count": n })
        })
        .collect();
    let mut newest = jobs.clone();
    newest.sort_by_key(|j| std::cmp::Reverse((j.created_at, j.id)));
    let recent: Vec<Value> = newest.iter().take(5).map(|j| recent_of(all, j)).collect();
    serde_json::json!({
        "assetCount": visible.len(),
        "assignmentCount": jobs.len(),
        "assetsInTransit": in_transit.len(),
        "assetsInStorage": in_storage.len(),
        "recentAssignments": recent,
        "assignmentStatuses": statuses,
    })
}

/// The recent assignments' assets in id order: their order by title is the database's collation,
/// tested in `stats.rs`; here what matters is which they are.
fn by_id(mut stats: Value) -> Value {
    for job in stats["recentAssignments"].as_array_mut().unwrap() {
        let assets = job["assets"].as_array_mut().unwrap();
        assets.sort_by_key(|a| a["id"].as_i64());
    }
    stats
}

fn recent_of(all: &Rows, job: &assignment::Model) -> Value {
    let ids: HashSet<i32> = all
        .links
        .iter()
        .filter(|l| l.assignment_id == job.id)
        .map(|l| l.asset_id)
        .collect();
    let mut assets: Vec<&asset::Model> =
        all.assets.iter().filter(|a| ids.contains(&a.id)).collect();
    assets.sort_by_key(|a| a.id);
    serde_json::json!({
        "id": job.id, "ref": job.r#ref, "status": job.status, "progress": job.progress,
        "completed": job.completed, "companyId": job.company_id,
        "companyName": all.companies[&job.company_id],
        "companyDivisionId": job.company_division_id,
        "divisionName": all.divisions[&job.company_division_id],
        "createdAt": job.created_at.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        "assets": assets.iter().map(|a| serde_json::json!({
            "id": a.id, "title": a.title, "artist": a.artist, "theirRef": a.their_ref
        })).collect::<Vec<_>>(),
    })
}

on_both_databases!(
    makes_what_it_promises,
    an_existing_customer_receives_its_share,
    stats_match_a_count_by_hand
);
