//! An asset is on at most one open assignment: a second one is refused with a 409 naming the
//! asset and the assignment, a completed assignment frees its assets, and two customers saving
//! at the same moment cannot both take one asset. References stay unique under load.
use crate::common;

use std::collections::BTreeSet;

use axum::http::StatusCode;
use common::{assignments::World, Backend};

async fn an_asset_on_an_open_assignment_is_refused(b: Backend) {
    let w = World::new(b).await;
    let first = w.made(&[&w.horse]).await;
    let reference = first["ref"].as_str().unwrap();
    let before = w.app.assignment_rows().await;
    let reply = w.create(&w.ada, &w.body(&[&w.tower, &w.horse])).await;
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text());
    assert_eq!(
        reply.messages(),
        [format!(
            "Blue Horse (BH-1) is already on assignment {reference}."
        )]
    );
    assert_eq!(w.app.assignment_rows().await, before, "nothing written");
    // Without a theirRef the title alone names it; an assignment made elsewhere counts too.
    let seeded = w.app.assignment(&w.london, "HG-1001", None).await;
    link(&w, seeded.id, w.tower.id).await;
    let reply = w.create(&w.ada, &w.body(&[&w.tower])).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(
        reply.messages(),
        ["Red Tower is already on assignment HG-1001."]
    );
    // The admin is held to the same rule.
    let reply = w.create(&w.admin, &w.body(&[&w.horse])).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
}

async fn link(w: &World, assignment_id: i32, asset_id: i32) {
    use sea_orm::{ActiveModelTrait, Set};
    entity::assignment_asset::ActiveModel {
        company_id: Set(w.acme.id),
        assignment_id: Set(assignment_id),
        asset_id: Set(asset_id),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap();
}

async fn a_completed_assignment_frees_its_assets(b: Backend) {
    let w = World::new(b).await;
    let first = w.made(&[&w.horse]).await;
    w.app.complete(first["id"].as_i64().unwrap()).await;
    let second = w.made(&[&w.horse]).await;
    assert_ne!(second["id"], first["id"]);
    // The asset now points at the open one.
    let detail = w
        .get(&format!("/api/assignment/{}", second["id"]), &w.ada)
        .await
        .json();
    assert_eq!(detail["assets"][0]["assignmentId"], second["id"]);
}

/// Four saves at once, each with the horse (and each another asset or none): exactly one is made,
/// the others get the 409 naming the winner; the losers' other assets stay free.
async fn simultaneous_saves_cannot_share_an_asset(b: Backend) {
    let w = World::new(b).await;
    let bodies = [
        w.body(&[&w.horse]),
        w.body(&[&w.tower, &w.horse]),
        w.body(&[&w.horse, &w.dawn]),
        w.body(&[&w.horse]),
    ];
    let t = w.ada.as_str();
    warm_up(&w).await;
    let (one, two, three, four) = tokio::join!(
        w.create(t, &bodies[0]),
        w.create(t, &bodies[1]),
        w.create(t, &bodies[2]),
        w.create(t, &bodies[3])
    );
    let replies = [one, two, three, four];
    let made: Vec<_> = replies
        .iter()
        .filter(|r| r.status == StatusCode::CREATED)
        .collect();
    assert_eq!(
        made.len(),
        1,
        "{:?}",
        replies.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    let winner = made[0].json()["ref"].as_str().unwrap().to_owned();
    for r in replies.iter().filter(|r| r.status != StatusCode::CREATED) {
        assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text());
        assert_eq!(
            r.messages(),
            [format!(
                "Blue Horse (BH-1) is already on assignment {winner}."
            )]
        );
    }
    let [assignments, links, _] = w.app.assignment_rows().await;
    assert_eq!(assignments, 1);
    assert_eq!(links, made[0].json()["assetCount"].as_u64().unwrap());
    assert_eq!(w.app.audit("assignment").await.len(), 1);
}

/// Opens enough database connections for the saves to start at the same moment: a connection
/// being opened would otherwise space them out and hide the race this is about.
async fn warm_up(w: &World) {
    let list = "/api/assignment";
    let replies = tokio::join!(
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada)
    );
    assert_eq!(replies.0.status, StatusCode::OK);
}

/// Saves of different assets at once all succeed, each with its own reference.
async fn simultaneous_saves_get_distinct_references(b: Backend) {
    let w = World::new(b).await;
    let t = w.ada.as_str();
    let bodies = [w.body(&[&w.horse]), w.body(&[&w.tower]), w.body(&[&w.dawn])];
    warm_up(&w).await;
    let (one, two, three) = tokio::join!(
        w.create(t, &bodies[0]),
        w.create(t, &bodies[1]),
        w.create(t, &bodies[2])
    );
    let mut refs = BTreeSet::new();
    for r in [one, two, three] {
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text());
        refs.insert(r.json()["ref"].as_str().unwrap().to_owned());
    }
    assert_eq!(refs.len(), 3, "{refs:?}");
    let listed: BTreeSet<String> = w.get("/api/assignment", t).await.json()["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["ref"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(listed, refs);
}

on_both_databases!(
    an_asset_on_an_open_assignment_is_refused,
    a_completed_assignment_frees_its_assets,
    simultaneous_saves_cannot_share_an_asset,
    simultaneous_saves_get_distinct_references
);
