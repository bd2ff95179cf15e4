//! The packing list PDF of a shipment, read back: the journey, its legs, and every asset on board
//! with its references, pieces, dimensions in cm and inches, weight in kg and lb and its owner, the
//! photo's thumbnail drawn in; the provider's only.
use crate::common;

use common::{
    inventory::{asset_form, measurement},
    multipart::jpeg,
    shipments::Ships,
    Backend,
};
use serde_json::json;

async fn the_packing_list_names_every_asset_on_board(b: Backend) {
    let s = Ships::new(b).await;
    let pear = json!({
        "companyDivisionId": s.w.london.id, "title": "Golden Pear", "artist": "Ana Pintora",
        "theirRef": "GP-7", "pieces": 3,
        "netMeasurements": [measurement(12.5, "Kg", [100.0, 80.0, 10.0], "cm")],
    });
    let made =
        s.w.app
            .post_form_data(
                "/api/inventory",
                Some(&s.w.ada),
                asset_form(&pear, Some(("pear.jpg", &jpeg(64, 48)))),
            )
            .await;
    assert_eq!(made.status, 201, "{}", made.text());
    let job =
        s.w.create(
            &s.w.ada,
            &json!({ "companyDivisionId": s.w.london.id, "assetIds": [made.json()["id"]] }),
        )
        .await;
    assert_eq!(job.status, 201, "{}", job.text());
    let ids = json!([
        Ships::id(&s.acme_job),
        Ships::id(&s.zenith_job),
        Ships::id(&job.json())
    ]);
    let shipment = s
        .post(&s.with(json!({ "assignmentIds": ids })))
        .await
        .json();
    let id = shipment["id"].as_i64().unwrap();
    let pear_row = &shipment["assets"][3];
    assert_eq!(pear_row["dimensionsInch"], json!([39.4, 31.5, 3.9]));
    assert_eq!(
        (pear_row["weightLb"].as_f64(), pear_row["volumeM3"].as_f64()),
        (Some(27.56), Some(0.08))
    );
    assert!(pear_row["thumbUrl"].as_str().is_some());

    let path = format!("/api/admin/shipment/{id}/packing-list.pdf");
    let reply = s.w.get(&path, &s.w.admin).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.header("content-type").as_deref(),
        Some("application/pdf")
    );
    let name = format!("packing-list-S-{id}.pdf");
    assert_eq!(reply.header("x-filename"), Some(name.clone()));
    assert!(reply.header("content-disposition").unwrap().contains(&name));
    assert!(reply.body.starts_with(b"%PDF-"));
    let text = pdf_extract::extract_text_from_mem(&reply.body).unwrap();
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        &format!("Packing list S-{id}") as &str,
        "Road",
        "01 Dec 2026 06:30",
        "Cargo terminal, Heathrow",
        "Le Shuttle",
        "Saint-Denis",
        "Golden Pear",
        "Ana Pintora",
        "GP-7",
        "100.0 × 80.0 × 10.0 cm",
        "39.4 × 31.5 × 3.9 in",
        "12.50 kg",
        "27.56 lb",
        "0.080 m³",
        "Blue Horse",
        "Night Cafe",
        "Zenith",
        "New York",
        "4 assets, 7 pieces",
        &s.zenith_ref(),
    ] {
        assert!(flat.contains(expected), "{expected:?} not in: {flat}");
    }
    let images = reply
        .body
        .windows(b"/Subtype /Image".len())
        .filter(|w| w == b"/Subtype /Image")
        .count();
    assert_eq!(images, 1, "the one photo's thumbnail");

    assert_eq!(s.w.get(&path, &s.w.ada).await.status, 403);
    let unknown =
        s.w.get("/api/admin/shipment/99999/packing-list.pdf", &s.w.admin)
            .await;
    assert_eq!(unknown.status, 404);
}

on_both_databases!(the_packing_list_names_every_asset_on_board);

// The same through S3-compatible object storage (a bucket of the test S3 server).
crate::also_on_s3!(the_packing_list_names_every_asset_on_board,);
