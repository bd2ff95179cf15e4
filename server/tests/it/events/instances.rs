//! Two instances on one PostgreSQL database: a change made through one is heard live by a
//! stream open on the other, woken by `NOTIFY` (the other's own look for new events is set an
//! hour apart, so nothing else can bring it).
use std::time::Duration;

use crate::common;

use common::{assignments::World, events::Caller, Backend, TestApp};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_on_one_instance_is_heard_through_the_other() {
    let w = World::new(Backend::Postgres).await;
    let mut settings = (*w.app.state.settings).clone();
    settings.event_idle_look = Duration::from_secs(3600);
    let state = server::build_state(settings, false).await.unwrap();
    let other = TestApp::on(state, tempfile::tempdir().unwrap(), None);
    let mut ada = other
        .open_events("/api/events", Caller::Bearer(&w.ada), None)
        .await;
    // The other's listener connects in the background: a change made before it listens is not
    // announced to it, so the status is changed until a change is heard.
    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap();
    for (i, status) in ["In Transit", "In Customs", "In Bond", "In Warehouse"]
        .iter()
        .cycle()
        .take(10)
        .enumerate()
    {
        w.saved(id, json!({"status": status, "progress": 20 + i}))
            .await;
        if let Some(heard) = ada.next_within(Duration::from_secs(3)).await {
            assert_eq!(heard["data"]["ref"], made["ref"], "{heard}");
            return;
        }
    }
    panic!("no change made on one instance was heard through the other");
}
