//! Check in and out by scanning: the storage-entry rules (one open entry a work; an open one
//! elsewhere closed today and a new one opened: a move), each move one line of the work's
//! history; scans within the caller's scope.
use serde_json::json;

use crate::common::{assignments::World, Backend};

fn today() -> String {
    chrono::Utc::now().date_naive().to_string()
}

async fn check_in_opens_moves_and_leaves_alone(b: Backend) {
    let w = World::new(b).await;
    let bay_a = w.location("LDN / Bay A").await;
    let bay_b = w.location("LDN / Bay B").await;
    let first = w.check_in(bay_a, &[w.horse.id, w.tower.id]).await;
    assert_eq!(first.status, 200, "{}", first.text());
    let moves = first.json();
    assert_eq!(moves[0]["outcome"], "checkedIn");
    assert_eq!(moves[0]["to"], "LDN / Bay A");
    assert_eq!(moves[0]["from"], serde_json::Value::Null);
    assert_eq!(
        w.entries_of(w.horse.id).await,
        [(today(), None, Some("LDN / Bay A".into()), Some(bay_a))]
    );
    // Again at the same place: nothing changes.
    let again = w.check_in(bay_a, &[w.horse.id]).await;
    assert_eq!(again.json()[0]["outcome"], "alreadyHere");
    assert_eq!(w.entries_of(w.horse.id).await.len(), 1);
    // Elsewhere: the open entry closes today and a new one opens.
    let moved = w.check_in(bay_b, &[w.horse.id]).await;
    assert_eq!(moved.json()[0]["outcome"], "moved");
    assert_eq!(moved.json()[0]["from"], "LDN / Bay A");
    assert_eq!(
        w.entries_of(w.horse.id).await,
        [
            (
                today(),
                Some(today()),
                Some("LDN / Bay A".into()),
                Some(bay_a)
            ),
            (today(), None, Some("LDN / Bay B".into()), Some(bay_b)),
        ]
    );
    // Check out: closed today; twice is nothing to close.
    let out = w.check_out(&[w.horse.id]).await;
    assert_eq!(out.json()[0]["outcome"], "checkedOut");
    assert_eq!(w.entries_of(w.horse.id).await[1].1, Some(today()));
    assert_eq!(
        w.check_out(&[w.horse.id]).await.json()[0]["outcome"],
        "notInStorage"
    );
    // Bad input: nothing written.
    assert_eq!(w.check_in(9999, &[w.tower.id]).await.status, 404);
    let unknown = w.check_in(bay_a, &[w.tower.id, 88888]).await;
    assert_eq!(unknown.status, 404);
    assert_eq!(unknown.messages(), ["No work with the id 88888."]);
    assert_eq!(w.check_in(bay_a, &[]).await.status, 400);
    let customer = w
        .post_as(
            &w.ada,
            "/api/admin/warehouse/check-in",
            &json!({ "locationId": bay_a, "assetIds": [w.tower.id] }),
        )
        .await;
    assert_eq!(customer.status, 403);
}

async fn each_move_is_one_line_of_the_work_s_history(b: Backend) {
    let w = World::new(b).await;
    let bay_a = w.location("LDN / Bay A").await;
    let bay_b = w.location("LDN / Bay B").await;
    w.check_in(bay_a, &[w.tower.id]).await;
    w.check_in(bay_b, &[w.tower.id]).await;
    w.check_out(&[w.tower.id]).await;
    let history = w
        .get(&format!("/api/inventory/{}/history", w.tower.id), &w.admin)
        .await;
    assert_eq!(history.status, 200, "{}", history.text());
    let events = history.json();
    let moves: Vec<&serde_json::Value> = events
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "moved")
        .collect();
    assert_eq!(moves.len(), 3, "{events}");
    // Newest first.
    assert_eq!(
        (moves[0]["fromLocation"].as_str(), moves[0].get("location")),
        (Some("LDN / Bay B"), None)
    );
    assert_eq!(
        (
            moves[1]["fromLocation"].as_str(),
            moves[1]["location"].as_str()
        ),
        (Some("LDN / Bay A"), Some("LDN / Bay B"))
    );
    assert_eq!(
        (moves[2].get("fromLocation"), moves[2]["location"].as_str()),
        (None, Some("LDN / Bay A"))
    );
    assert_eq!(moves[0]["on"], today());
    assert!(moves[0]["by"]["name"].is_string(), "the admin sees who");
    // The owner sees the same moves, done by the provider.
    let theirs = w
        .get(&format!("/api/inventory/{}/history", w.tower.id), &w.ada)
        .await
        .json();
    let seen: Vec<&serde_json::Value> = theirs
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "moved")
        .collect();
    assert_eq!(seen.len(), 3);
    assert_eq!(seen[0]["by"]["provider"], true);
    // Another company's customer sees nothing of it.
    assert_eq!(
        w.get(&format!("/api/inventory/{}/history", w.tower.id), &w.zed)
            .await
            .status,
        404
    );
}

async fn a_scan_names_what_the_reader_may_see_and_nothing_else(b: Backend) {
    let w = World::new(b).await;
    let bay = w.location("LDN / Bay A").await;
    w.check_in(bay, &[w.tower.id]).await;
    let label = format!("https://elsewhere.example/app/asset/{}", w.tower.id);
    let mine = w
        .post_as(&w.ada, "/api/scan", &json!({ "code": label }))
        .await;
    assert_eq!(mine.status, 200, "{}", mine.text());
    assert_eq!(mine.json()["work"]["title"], "Red Tower");
    assert_eq!(mine.json()["work"]["location"], "LDN / Bay A");
    // Zed of Zenith: the same 404 as a work that does not exist, with nothing of it.
    let theirs = w
        .post_as(&w.zed, "/api/scan", &json!({ "code": label }))
        .await;
    assert_eq!(theirs.status, 404);
    assert!(!theirs.text().contains("Red Tower"));
    let nothing = w
        .post_as(&w.zed, "/api/scan", &json!({ "code": "/app/asset/99999" }))
        .await;
    assert_eq!(
        (nothing.status, nothing.text()),
        (theirs.status, theirs.text())
    );
    // A typed ref: the owner's ref (BH-1) of Acme's Blue Horse; Zed's typing of it finds nothing.
    let typed = w
        .post_as(&w.ada, "/api/scan", &json!({ "code": " BH-1 " }))
        .await;
    assert_eq!(typed.json()["work"]["id"], w.horse.id);
    assert_eq!(
        w.post_as(&w.zed, "/api/scan", &json!({ "code": "BH-1" }))
            .await
            .status,
        404
    );
    // Locations are the provider's: a customer's scan of one is nothing; a typed path finds it for staff.
    let place = w
        .post_as(
            &w.ada,
            "/api/scan",
            &json!({ "code": format!("/app/location/{bay}") }),
        )
        .await;
    assert_eq!(place.status, 404);
    let typed_path = w
        .post_as(&w.admin, "/api/scan", &json!({ "code": "ldn/bay a" }))
        .await;
    assert_eq!(typed_path.json()["location"]["id"], bay);
    assert_eq!(
        w.post_as(&w.ada, "/api/scan", &json!({ "code": "  " }))
            .await
            .status,
        400
    );
}

on_both_databases!(
    check_in_opens_moves_and_leaves_alone,
    each_move_is_one_line_of_the_work_s_history,
    a_scan_names_what_the_reader_may_see_and_nothing_else,
);
