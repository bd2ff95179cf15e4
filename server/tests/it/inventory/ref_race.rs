//! theirRef under load: four customers' saves of one reference at the same moment make one asset;
//! the others get the same clear 409 as a plain duplicate, on both databases.
use crate::common;

use common::{inventory::World, Backend};
use serde_json::json;

/// Opens enough database connections for the saves to start at the same moment: a connection
/// being opened would otherwise space them out and hide the race this is about.
async fn warm_up(w: &World) {
    let list = "/api/inventory";
    let replies = tokio::join!(
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada),
        w.get(list, &w.ada)
    );
    assert_eq!(replies.0.status, 200);
}

async fn simultaneous_adds_of_one_reference_make_one_asset(b: Backend) {
    let w = World::new(b).await;
    let bodies = ["TWIN-1", "twin-1", "Twin-1", "TWIN-1"].map(|r| {
        let mut body = w.asset("Twin");
        body["theirRef"] = json!(r);
        body
    });
    warm_up(&w).await;
    let (one, two, three, four) = tokio::join!(
        w.add(&w.ada, &bodies[0], None),
        w.add(&w.ada, &bodies[1], None),
        w.add(&w.ada, &bodies[2], None),
        w.add(&w.ada, &bodies[3], None)
    );
    let replies = [one, two, three, four];
    let made = replies.iter().filter(|r| r.status == 201).count();
    assert_eq!(
        made,
        1,
        "{:?}",
        replies.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    for r in replies.iter().filter(|r| r.status != 201) {
        assert_eq!(r.status, 409, "{}", r.text());
        assert!(r.messages()[0].ends_with("alrady in use"), "{}", r.text());
    }
    let found = w
        .get("/api/inventory/match?reference=twin-1", &w.ada)
        .await
        .json();
    assert_eq!(found["byReference"].as_array().unwrap().len(), 1);
}

on_both_databases!(simultaneous_adds_of_one_reference_make_one_asset);
