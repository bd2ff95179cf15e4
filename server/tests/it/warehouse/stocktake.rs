//! Stocktakes: a count of a location's subtree from several phones, its result (found, missing,
//! misplaced, unexpected) kept and given as a screen, an xlsx and a PDF, and its corrections
//! applied once as moves.
use serde_json::{json, Value};

use crate::common::{assignments::World, labels::pdf_pages, reports::Sheet, Backend};

const COUNTS: &str = "/api/admin/warehouse/stocktakes";

impl World {
    async fn start_count(&self, location_id: Option<i32>) -> i64 {
        let reply = self
            .post_as(&self.admin, COUNTS, &json!({ "locationId": location_id }))
            .await;
        assert_eq!(reply.status, 201, "{}", reply.text());
        reply.json()["id"].as_i64().unwrap()
    }

    async fn count(&self, token: &str, id: i64, asset_id: i32, location_id: Option<i32>) -> Value {
        let reply = self
            .post_as(
                token,
                &format!("{COUNTS}/{id}/scans"),
                &json!({ "assetId": asset_id, "locationId": location_id }),
            )
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply.json()
    }
}

fn outcomes(result: &Value) -> Vec<(i64, String)> {
    result
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["assetId"].as_i64().unwrap(),
                l["outcome"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

async fn a_count_finds_what_is_missing_misplaced_and_unexpected(b: Backend) {
    let w = World::new(b).await;
    let vault = w.location("LDN / Vault 2").await;
    let shelf = w.location("LDN / Vault 2 / Shelf 3").await;
    let dock = w.location("LDN / Dock").await;
    // Recorded: Horse and Tower on the shelf, Field at the dock; Cafe not in storage.
    w.check_in(shelf, &[w.horse.id, w.tower.id]).await;
    w.check_in(dock, &[w.field.id]).await;
    let id = w.start_count(Some(vault)).await;
    // Two phones, two of the provider's staff: one at the shelf, one at the vault as a whole;
    // Horse read by both.
    w.app
        .account("porter@plinth.test", &["Plinth_Admin"], None, None)
        .await;
    let (second_phone, _) = w.app.sign_in("porter@plinth.test").await;
    assert_eq!(
        w.count(&w.admin, id, w.horse.id, Some(shelf)).await["duplicate"],
        false
    );
    assert_eq!(
        w.count(&second_phone, id, w.horse.id, None).await["duplicate"],
        true
    );
    w.count(&second_phone, id, w.field.id, Some(shelf)).await;
    w.count(&w.admin, id, w.cafe.id, Some(shelf)).await;
    // A location outside the count is refused.
    let outside = w
        .post_as(
            &w.admin,
            &format!("{COUNTS}/{id}/scans"),
            &json!({ "assetId": w.tower.id, "locationId": dock }),
        )
        .await;
    assert_eq!(outside.status, 422);
    let open = w.get(&format!("{COUNTS}/{id}"), &w.admin).await.json();
    assert_eq!(open["stocktake"]["scanned"], 3);
    assert_eq!(open["scans"].as_array().unwrap().len(), 3);
    assert_eq!(open["result"], Value::Null);
    // Finish: the result is worked out and kept.
    let done = w
        .post_as(&w.admin, &format!("{COUNTS}/{id}/finish"), &json!({}))
        .await;
    assert_eq!(done.status, 200, "{}", done.text());
    let result = done.json()["result"].clone();
    let mut got = outcomes(&result);
    got.sort();
    let mut expected = vec![
        (w.horse.id as i64, "found".to_owned()),
        (w.tower.id as i64, "missing".to_owned()),
        (w.field.id as i64, "misplaced".to_owned()),
        (w.cafe.id as i64, "unexpected".to_owned()),
    ];
    expected.sort();
    assert_eq!(got, expected);
    let field = result
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["assetId"] == w.field.id)
        .unwrap();
    assert_eq!(
        (field["expected"].as_str(), field["seenAt"].as_str()),
        (Some("LDN / Dock"), Some("LDN / Vault 2 / Shelf 3"))
    );
    let tally = &done.json()["stocktake"]["tally"];
    assert_eq!(
        (
            tally["found"].as_i64(),
            tally["missing"].as_i64(),
            tally["misplaced"].as_i64(),
            tally["unexpected"].as_i64()
        ),
        (Some(1), Some(1), Some(1), Some(1))
    );
    // Kept: listed and read again later; no more scans, no second finish.
    let listed = w.get(COUNTS, &w.admin).await.json();
    assert_eq!(listed[0]["id"], id);
    assert_eq!(listed[0]["tally"]["missing"], 1);
    assert_eq!(
        w.get(&format!("{COUNTS}/{id}"), &w.admin).await.json()["result"],
        result
    );
    let late = w
        .post_as(
            &w.admin,
            &format!("{COUNTS}/{id}/scans"),
            &json!({ "assetId": w.tower.id }),
        )
        .await;
    assert_eq!(late.status, 409);
    assert_eq!(
        w.post_as(&w.admin, &format!("{COUNTS}/{id}/finish"), &json!({}))
            .await
            .status,
        409
    );

    // The xlsx and the PDF of the result, read back.
    let sheet = Sheet::read(&w.get(&format!("{COUNTS}/{id}/result.xlsx"), &w.admin).await);
    assert_eq!(
        sheet.headers,
        [
            "Outcome",
            "Ref",
            "Owner ref",
            "Title",
            "Expected at",
            "Seen at"
        ]
    );
    assert_eq!(sheet.rows.len(), 4);
    let line = |title: &str| {
        let row = sheet
            .rows
            .iter()
            .find(|r| sheet.text(r, "Title") == title)
            .unwrap();
        (
            sheet.text(row, "Outcome"),
            sheet.text(row, "Expected at"),
            sheet.text(row, "Seen at"),
        )
    };
    assert_eq!(
        line("Red Tower"),
        (
            "Missing".into(),
            "LDN / Vault 2 / Shelf 3".into(),
            String::new()
        )
    );
    assert_eq!(
        line("Green Field"),
        (
            "Misplaced".into(),
            "LDN / Dock".into(),
            "LDN / Vault 2 / Shelf 3".into()
        )
    );
    assert_eq!(line("Night Cafe").0, "Unexpected");
    let pdf = w.get(&format!("{COUNTS}/{id}/result.pdf"), &w.admin).await;
    assert_eq!(pdf.status, 200, "{}", pdf.text());
    let text = pdf_pages(&pdf.body).join(" ");
    for expected in [
        format!("Stocktake {id}"),
        "LDN / Vault 2".into(),
        "Unexpected".into(),
        "Night Cafe".into(),
        "Blue Horse".into(),
    ] {
        assert!(text.contains(&expected), "{expected:?} not in {text}");
    }

    // Apply: Field moves to the shelf, Cafe is checked in there; Tower (missing) stays as recorded.
    let applied = w
        .post_as(&w.admin, &format!("{COUNTS}/{id}/apply"), &json!({}))
        .await;
    assert_eq!(applied.status, 200, "{}", applied.text());
    let moves = applied.json()["moves"].clone();
    assert_eq!(moves.as_array().unwrap().len(), 2, "{moves}");
    assert_eq!(
        w.entries_of(w.field.id).await.last().unwrap().3,
        Some(shelf)
    );
    assert_eq!(w.entries_of(w.cafe.id).await.last().unwrap().3, Some(shelf));
    assert_eq!(w.entries_of(w.tower.id).await.len(), 1);
    assert_eq!(
        w.post_as(&w.admin, &format!("{COUNTS}/{id}/apply"), &json!({}))
            .await
            .status,
        409,
        "once"
    );
    assert_eq!(w.get(COUNTS, &w.ada).await.status, 403);
}

async fn a_whole_warehouse_count_expects_every_work_in_storage(b: Backend) {
    let w = World::new(b).await;
    w.app.store_asset(w.acme.id, w.horse.id, 5, None).await; // free text "Bay 4", no record
    let id = w.start_count(None).await;
    w.count(&w.admin, id, w.horse.id, None).await;
    w.count(&w.admin, id, w.tower.id, None).await;
    let done = w
        .post_as(&w.admin, &format!("{COUNTS}/{id}/finish"), &json!({}))
        .await
        .json();
    let mut got = outcomes(&done["result"]);
    got.sort();
    assert_eq!(
        got,
        [
            (w.horse.id as i64, "found".into()),
            (w.tower.id as i64, "unexpected".into())
        ]
    );
    assert_eq!(done["stocktake"]["locationPath"], Value::Null);
    // Nowhere to put the unexpected one: nothing to apply.
    let applied = w
        .post_as(&w.admin, &format!("{COUNTS}/{id}/apply"), &json!({}))
        .await;
    assert_eq!(applied.json()["moves"].as_array().unwrap().len(), 0);
    assert_eq!(
        w.post_as(&w.admin, COUNTS, &json!({ "locationId": 4242 }))
            .await
            .status,
        404
    );
}

on_both_databases!(
    a_count_finds_what_is_missing_misplaced_and_unexpected,
    a_whole_warehouse_count_expects_every_work_in_storage,
);
