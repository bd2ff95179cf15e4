//! Condition reports (`POST /api/inventory/generate/conditionReports`), read back: a report per
//! asset with its refs, names, storage place and every measurement in both unit systems, the boxes
//! to fill in, the photo drawn in (and a placeholder for a photo that cannot be read, never a
//! failed report); the caller's scope and bad requests.
use crate::common;

use common::{
    labels::{pdf_pages, pictures, Floor, REPORTS},
    Backend,
};
use serde_json::json;

async fn a_report_per_asset_with_its_figures_and_boxes(b: Backend) {
    let f = Floor::new(b).await;
    f.w.app.store_asset(f.w.acme.id, f.pear, 3, None).await;
    let reply = f
        .post(REPORTS, &f.w.admin, &json!({ "ids": [f.pear, f.cafe] }))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.header("content-type").as_deref(),
        Some("application/pdf")
    );
    let name = format!(
        "condition-reports-{}.pdf",
        chrono::Utc::now().format("%Y-%m-%d")
    );
    assert_eq!(reply.header("x-filename"), Some(name));
    let pages = pdf_pages(&reply.body);
    assert_eq!(pages.len(), 2, "a page each");
    assert_eq!(f.condition_pages(&[f.pear, f.cafe]).await, 2);
    // Read without spaces: figures wrap inside their table cells.
    let pear = pages[0].replace(' ', "");
    for expected in [
        "Condition report",
        "P-100",
        "GP-7",
        "Golden Pear",
        "Ana Pintora",
        "Acme",
        "London",
        "3 pieces",
        "Bay 4, since",
        "Net 1",
        "100.0 × 80.0 × 10.0 cm",
        "39.4 × 31.5 × 3.9 in",
        "12.50 kg",
        "27.56 lb",
        "0.080 m³",
        "2.83 ft³",
        "Net 2",
        "25.4 × 50.8 × 2.5 cm",
        "10.0 × 20.0 × 1.0 in",
        "0.91 kg",
        "2.00 lb",
        "Gross",
        "110.0 × 90.0 × 20.0 cm",
        // The boxes' captions are printed in capitals.
        "MEDIUM, MATERIALS, FRAME",
        "DAMAGE: MARK ON THE OUTLINE",
        "CONDITION NOTES",
        "DATE",
        "EXAMINER",
        "SIGNATURE",
    ] {
        let expected = expected.replace(' ', "");
        assert!(pear.contains(&expected), "{expected:?} not in: {pear}");
    }
    let cafe = &pages[1];
    for expected in [
        "P-102",
        "NC-1",
        "Night Cafe",
        "Zenith",
        "No photo on file",
        "None recorded",
    ] {
        assert!(cafe.contains(expected), "{expected:?} not in: {cafe}");
    }
    assert!(!cafe.contains("Golden Pear"));
    assert_eq!(pictures(&reply.body), 1, "the pear's photo");
}

async fn a_photo_that_cannot_be_read_leaves_a_placeholder(b: Backend) {
    let f = Floor::new(b).await;
    let photo = f.w.app.asset_document_rows(f.pear as i64).await;
    f.w.app
        .state
        .files
        .put_named(
            &photo[0].file_name,
            bytes::Bytes::from_static(b"\xFF\xD8\xFF\xE0 this is no picture"),
        )
        .await
        .unwrap();
    let reply = f
        .post(REPORTS, &f.w.admin, &json!({ "ids": [f.pear, f.horse] }))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let pages = pdf_pages(&reply.body);
    assert_eq!(pages.len(), 2);
    assert!(
        pages[0].contains("The photo could not be read"),
        "{}",
        pages[0]
    );
    assert!(pages[1].contains("No photo on file"), "{}", pages[1]);
    assert_eq!(pictures(&reply.body), 0);
}

async fn condition_reports_keep_to_the_callers_scope(b: Backend) {
    let f = Floor::new(b).await;
    let own = f
        .post(REPORTS, &f.w.ada, &json!({ "ids": [f.horse] }))
        .await;
    assert_eq!(own.status, 200, "{}", own.text());
    assert_eq!(pdf_pages(&own.body).len(), 1);
    let mixed = f
        .post(REPORTS, &f.w.ada, &json!({ "ids": [f.cafe, f.horse] }))
        .await;
    assert_eq!(mixed.status, 404, "{}", mixed.text());
    assert_eq!(
        mixed.messages(),
        [format!("No asset with the id {}.", f.cafe)]
    );
    let unknown = f
        .post(REPORTS, &f.w.admin, &json!({ "ids": [424_242] }))
        .await;
    assert_eq!(unknown.status, 404);
    let empty = f.post(REPORTS, &f.w.admin, &json!({ "ids": [] })).await;
    assert_eq!(empty.status, 400);
    assert_eq!(
        empty.messages(),
        ["Add at least one asset to the condition list: ids is empty."]
    );
    let ids: Vec<i32> = (1..=1_001).collect();
    assert_eq!(
        f.post(REPORTS, &f.w.admin, &json!({ "ids": ids }))
            .await
            .status,
        422
    );
    let odd = f
        .post(
            REPORTS,
            &f.w.admin,
            &json!({ "ids": [f.pear], "layout": "a4" }),
        )
        .await;
    assert_eq!(odd.status.as_u16() / 100, 4, "{}", odd.status);
    let none =
        f.w.app
            .post_json(REPORTS, None, &json!({ "ids": [f.pear] }).to_string())
            .await;
    assert_eq!(none.status, 401);
}

on_both_databases!(
    a_report_per_asset_with_its_figures_and_boxes,
    a_photo_that_cannot_be_read_leaves_a_placeholder,
    condition_reports_keep_to_the_callers_scope,
);

// The same through S3-compatible object storage (a bucket of the test S3 server).
crate::also_on_s3!(a_photo_that_cannot_be_read_leaves_a_placeholder,);
