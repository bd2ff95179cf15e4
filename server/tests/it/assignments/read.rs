//! Reading assignments: the list of the caller's scope (newest first, age in UTC days, asset
//! counts and pieces), one assignment with its storage and shipments, the shipment summary; and
//! another company's assignment answering 404 on every call, exactly like a missing one.
use crate::common;

use axum::http::StatusCode;
use chrono::{Duration, NaiveDate, Utc};
use common::{assignments::World, Backend};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

/// The refs of a page's rows (`{"rows": [...]}`), in order.
fn refs(list: &Value) -> Vec<&str> {
    list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["ref"].as_str().unwrap())
        .collect()
}

/// Moves an assignment's creation `days` back.
async fn age_by(w: &World, id: i64, days: i64) {
    use sea_orm::EntityTrait;
    let row = entity::assignment::Entity::find_by_id(id as i32)
        .one(&w.app.state.db)
        .await
        .unwrap()
        .unwrap();
    let at = row.created_at - Duration::days(days);
    let mut a: entity::assignment::ActiveModel = row.into();
    a.created_at = Set(at);
    a.update(&w.app.state.db).await.unwrap();
}

async fn the_list_is_the_callers_newest_first(b: Backend) {
    let w = World::new(b).await;
    let older = w.made(&[&w.horse, &w.tower]).await;
    let newer = w.made(&[&w.dawn]).await;
    age_by(&w, older["id"].as_i64().unwrap(), 3).await;
    let zenith = w
        .create(
            &w.admin,
            &json!({ "companyDivisionId": w.nyc.id, "assetIds": [w.cafe.id] }),
        )
        .await
        .json();

    let ada = w.get("/api/assignment", &w.ada).await;
    assert_eq!(ada.status, StatusCode::OK);
    let list = ada.json();
    assert_eq!(
        refs(&list),
        [
            newer["ref"].as_str().unwrap(),
            older["ref"].as_str().unwrap()
        ]
    );
    assert_eq!(list["total"], 2);
    let row = &list["rows"][1];
    assert_eq!(row["age"], 3, "whole UTC days");
    assert_eq!(row["assetCount"], 2);
    assert_eq!(row["pieces"], 3);
    assert_eq!(row["companyName"], "Acme");
    assert_eq!(row["companyDivision"], "London");
    assert_eq!(row["owner"]["companyId"], w.acme.id);
    assert!(
        row.get("assets").is_none(),
        "a row, not the whole assignment"
    );
    assert_eq!(list["rows"][0]["age"], 0);
    // The row is the head of the assignment: the same values.
    let full = w
        .get(&format!("/api/assignment/{}", older["id"]), &w.ada)
        .await
        .json();
    for (key, value) in row.as_object().unwrap() {
        assert_eq!(&full[key], value, "{key}");
    }

    let zed = w.get("/api/assignment", &w.zed).await.json();
    assert_eq!(refs(&zed), [zenith["ref"].as_str().unwrap()]);
    let admin = w.get("/api/assignment", &w.admin).await.json();
    assert_eq!(admin["total"], 3);
    assert_eq!(admin["rows"].as_array().unwrap().len(), 3);
    assert_eq!(refs(&admin)[0], zenith["ref"].as_str().unwrap());
    assert_eq!(w.app.get("/api/assignment", None).await.status, 401);
    // Signed in with no company and not the admin: nothing.
    w.app
        .account("nobody@plinth.test", &["Customer"], None, None)
        .await;
    let (nobody, _) = w.app.sign_in("nobody@plinth.test").await;
    let none = w.get("/api/assignment", &nobody).await.json();
    assert_eq!(none["rows"], json!([]));
    assert_eq!(none["total"], 0);
}

async fn storage(w: &World, assignment_id: i32, in_on: NaiveDate, out_on: Option<NaiveDate>) {
    entity::storage_entry::ActiveModel {
        company_id: Set(w.acme.id),
        asset_id: Set(Some(w.horse.id)),
        assignment_id: Set(Some(assignment_id)),
        in_on: Set(in_on),
        out_on: Set(out_on),
        location: Set(Some("Bay 4".into())),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap();
}

/// A road shipment carrying the assignments, with two legs (stored out of order) and forwarder
/// addresses. Its id.
async fn shipment(w: &World, mode: &str, assignment_ids: &[i32]) -> i32 {
    let now = Utc::now();
    let day = |d| NaiveDate::from_ymd_opt(2026, 12, d).unwrap();
    let s = entity::shipment::ActiveModel {
        mode: Set(mode.into()),
        completed: Set(false),
        commencement_on: Set(Some(day(1))),
        conclusion_on: Set(Some(day(4))),
        origin_address_id: Set(Some(w.terminal.id)),
        destination_address_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap();
    for (position, name, pod, poa) in [
        (1, "Truck 12", "Calais", "Paris"),
        (0, "Le Shuttle", "Folkestone", "Calais"),
    ] {
        entity::shipment_leg::ActiveModel {
            shipment_id: Set(s.id),
            position: Set(position),
            name_number: Set(Some(name.into())),
            voyage: Set(Some(format!("V{position}"))),
            pod: Set(Some(pod.into())),
            poa: Set(Some(poa.into())),
            etd_on: Set(Some(day(1 + position as u32))),
            eta_on: Set(Some(day(2 + position as u32))),
            ..Default::default()
        }
        .insert(&w.app.state.db)
        .await
        .unwrap();
    }
    for &assignment_id in assignment_ids {
        entity::shipment_assignment::ActiveModel {
            shipment_id: Set(s.id),
            assignment_id: Set(assignment_id),
            ..Default::default()
        }
        .insert(&w.app.state.db)
        .await
        .unwrap();
    }
    s.id
}

async fn an_assignment_with_storage_and_shipments(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap() as i32;
    let day = |d| NaiveDate::from_ymd_opt(2026, 10, d).unwrap();
    storage(&w, id, day(1), Some(day(9))).await;
    storage(&w, id, day(10), None).await;
    let road = shipment(&w, "Road", &[id]).await;
    let air = shipment(&w, "Air", &[id]).await;
    shipment(&w, "Sea", &[]).await;

    let got = w.get(&format!("/api/assignment/{id}"), &w.ada).await.json();
    assert_eq!(
        got["shipments"],
        json!({ road.to_string(): "Road", air.to_string(): "Air" })
    );
    let storage = got["storage"].as_array().unwrap();
    assert!(
        storage.iter().all(|s| s["id"].as_i64().is_some()),
        "with their ids"
    );
    let periods: Vec<Value> = storage
        .iter()
        .map(|s| json!({ "inOn": s["inOn"], "outOn": s["outOn"], "location": s["location"] }))
        .collect();
    assert_eq!(
        periods,
        [
            json!({ "inOn": "2026-10-01", "outOn": "2026-10-09", "location": "Bay 4" }),
            json!({ "inOn": "2026-10-10", "outOn": null, "location": "Bay 4" })
        ]
    );

    let summary = w
        .get(&format!("/api/assignment/shipment/{id}"), &w.ada)
        .await;
    assert_eq!(summary.status, StatusCode::OK);
    let summary = summary.json();
    assert_eq!(summary.as_array().unwrap().len(), 2);
    let first = &summary[0];
    assert_eq!(first["id"], road);
    assert_eq!(first["mode"], "Road");
    assert_eq!(first["commencementOn"], "2026-12-01");
    assert_eq!(first["conclusionOn"], "2026-12-04");
    assert_eq!(first["origin"]["line1"], "Cargo terminal");
    assert_eq!(first["origin"]["kind"], "forwarder");
    assert_eq!(first["destination"], Value::Null);
    assert_eq!(
        first["legs"],
        json!([
            { "nameNumber": "Le Shuttle", "voyage": "V0", "pod": "Folkestone",
              "etdOn": "2026-12-01", "poa": "Calais", "etaOn": "2026-12-02" },
            { "nameNumber": "Truck 12", "voyage": "V1", "pod": "Calais",
              "etdOn": "2026-12-02", "poa": "Paris", "etaOn": "2026-12-03" }
        ]),
        "in travel order"
    );
    assert_eq!(summary[1]["mode"], "Air");
    // Not yet shipped: an empty list.
    let other = w.made(&[&w.tower]).await;
    let none = w
        .get(&format!("/api/assignment/shipment/{}", other["id"]), &w.ada)
        .await;
    assert_eq!(none.json(), json!([]));
}

async fn measurement(
    w: &World,
    asset: &entity::asset::Model,
    kind: &str,
    weight: (Option<f64>, &str),
    cm: f64,
) {
    entity::measurement::ActiveModel {
        company_id: Set(asset.company_id),
        asset_id: Set(asset.id),
        kind: Set(kind.into()),
        position: Set(0),
        weight_value: Set(weight.0),
        weight_unit: Set(weight.1.into()),
        x: Set(Some(cm)),
        y: Set(Some(cm)),
        z: Set(Some(cm)),
        x_unit: Set("cm".into()),
        y_unit: Set("cm".into()),
        z_unit: Set("cm".into()),
        ..Default::default()
    }
    .insert(&w.app.state.db)
    .await
    .unwrap();
}

/// Gross weight and volume are the assets' summed: weights in Kg (lb converted), each asset's
/// gross entry (else its net one); an asset without a weight adds nothing.
async fn gross_totals_sum_the_assets(b: Backend) {
    let w = World::new(b).await;
    measurement(&w, &w.horse, "gross", (Some(10.0), "lb"), 100.0).await;
    measurement(&w, &w.horse, "net", (Some(99.0), "Kg"), 10.0).await;
    measurement(&w, &w.tower, "net", (Some(2.5), "Kg"), 50.0).await;
    measurement(&w, &w.dawn, "gross", (None, "Kg"), 10.0).await;
    let made = w.made(&[&w.horse, &w.tower, &w.dawn]).await;
    let weight = &made["grossWeight"];
    assert_eq!(weight["unit"], "Kg");
    let kg = weight["value"].as_f64().unwrap();
    assert!((kg - (10.0 * 0.453592 + 2.5)).abs() < 1e-9, "{kg}");
    let m3 = made["grossVolume"].as_f64().unwrap();
    assert!((m3 - (1.0 + 0.125 + 0.001)).abs() < 1e-9, "{m3}");
    // Without any measurement: no totals rather than zeros.
    let bare = w
        .create(
            &w.ada,
            &json!({ "companyDivisionId": w.paris.id, "assetIds": [w.field.id] }),
        )
        .await
        .json();
    assert_eq!(bare["grossWeight"], Value::Null);
    assert_eq!(bare["grossVolume"], Value::Null);
}

/// Zenith's customer asking for Acme's assignment by id gets the same 404 as for a missing one,
/// on every call that takes the id; the admin gets the assignment.
async fn another_companys_assignment_is_not_found(b: Backend) {
    let w = World::new(b).await;
    let made = w.made(&[&w.horse]).await;
    let id = made["id"].as_i64().unwrap() as i32;
    shipment(&w, "Road", &[id]).await;
    for path in [
        format!("/api/assignment/{id}"),
        format!("/api/assignment/shipment/{id}"),
    ] {
        let theirs = w.get(&path, &w.zed).await;
        let missing = w
            .get(&path.replace(&id.to_string(), "999999"), &w.ada)
            .await;
        assert_eq!(theirs.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            (theirs.status, theirs.text()),
            (missing.status, missing.text())
        );
        assert_eq!(
            w.get(&path, &w.admin).await.status,
            StatusCode::OK,
            "{path}"
        );
        assert_eq!(
            w.app.get(&path, None).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    for path in ["/api/assignment/abc", "/api/assignment/shipment/1.5"] {
        let reply = w.get(path, &w.ada).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path}");
        assert!(reply.messages()[0].contains("path parameter"), "{path}");
    }
}

on_both_databases!(
    the_list_is_the_callers_newest_first,
    gross_totals_sum_the_assets,
    an_assignment_with_storage_and_shipments,
    another_companys_assignment_is_not_found
);
