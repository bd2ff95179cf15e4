//! The assignment report of the report list, read back with a spreadsheet reader (calamine):
//! header row, frozen pane, widths, real dates, numbers as numbers, both unit systems; and a
//! customer's own company only (another company's ids: 404 naming them), bad input refused.
use crate::common;

use axum::http::StatusCode;
use chrono::{NaiveDate, Utc};
use common::{
    reports::{assert_close, report, reported, today, Sheet, XLSX},
    Backend,
};

async fn the_assignment_report_reads_back_as_a_spreadsheet(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    let reply = report(w, &w.ada, &[r.paris.id.into(), r.london]).await;
    let file = format!("assignment-report-{}.xlsx", today());
    assert_eq!(reply.header("x-filename"), Some(file.clone()));
    let disposition = reply.header("content-disposition").unwrap();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(
        disposition.contains(&format!("filename=\"{file}\"")),
        "{disposition}"
    );
    let sheet = Sheet::read(&reply);

    for header in [
        "Reference",
        "Company",
        "Division",
        "Status",
        "Progress (%)",
        "PO number",
        "Pickup",
        "Delivery",
        "Created (UTC)",
        "Origin",
        "Destination",
        "Title",
        "Artist",
        "Their ref",
        "Ref",
        "Pieces",
        "Net length (cm)",
        "Net width (cm)",
        "Net height (cm)",
        "Net length (inch)",
        "Net width (inch)",
        "Net height (inch)",
        "Net weight (kg)",
        "Net weight (lb)",
        "Gross weight (kg)",
        "Gross weight (lb)",
        "Gross volume (m³)",
        "Gross volume (ft³)",
    ] {
        sheet.col(header);
    }
    assert!(
        sheet.xml.contains(r#"<pane ySplit="1" topLeftCell="A2""#)
            && sheet.xml.contains(r#"state="frozen""#),
        "the header row is frozen"
    );
    assert!(
        sheet.xml.contains("<cols>") && sheet.xml.contains("customWidth=\"1\""),
        "column widths"
    );
    assert!(
        sheet.xml.contains("<autoFilter ref=\"A1:"),
        "a filter on the header row"
    );

    // In the order sent: Paris first, then London's assets by title, Blue Horse with a row for
    // its second net measurement.
    let titles: Vec<String> = sheet.rows.iter().map(|r| sheet.text(r, "Title")).collect();
    assert_eq!(
        titles,
        ["Green Field", "Blue Horse", "Blue Horse", "Red Tower"]
    );
    let refs: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Reference"))
        .collect();
    assert_eq!(
        refs,
        ["A-PARIS", &r.london_ref, &r.london_ref, &r.london_ref]
    );

    let horse = &sheet.rows[1];
    assert_eq!(sheet.text(horse, "Company"), "Acme");
    assert_eq!(sheet.text(horse, "Division"), "London");
    assert_eq!(sheet.text(horse, "Status"), "Submitted");
    assert_eq!(
        sheet.number(horse, "Progress (%)"),
        3.0,
        "a number, not text"
    );
    assert_eq!(sheet.text(horse, "PO number"), "PO-77");
    assert_eq!(
        sheet.date(horse, "Pickup"),
        NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
    );
    assert_eq!(
        sheet.date(horse, "Delivery"),
        NaiveDate::from_ymd_opt(2026, 12, 3).unwrap()
    );
    assert_eq!(sheet.date(horse, "Created (UTC)"), Utc::now().date_naive());
    assert!(
        sheet.text(horse, "Origin").starts_with("Gallery, London"),
        "{}",
        sheet.text(horse, "Origin")
    );
    assert!(sheet.text(horse, "Destination").starts_with("Head office"));
    assert_eq!(sheet.text(horse, "Their ref"), "BH-1");
    assert!(sheet.is_empty(horse, "Artist"), "no artist: a blank cell");
    assert_eq!(sheet.number(horse, "Pieces"), 2.0);
    // Entered in inches and pounds: both unit systems, by the factors of docs/inventory.md (1 cm =
    // 0.393700787 inch, so 10 inches are 25.400000026 cm; 1 lb = 0.453592 kg).
    const INCH_PER_CM: f64 = 0.393700787;
    assert_close(sheet.number(horse, "Net length (cm)"), 10.0 / INCH_PER_CM);
    assert_close(sheet.number(horse, "Net width (cm)"), 20.0 / INCH_PER_CM);
    assert_close(sheet.number(horse, "Net height (cm)"), 1.0 / INCH_PER_CM);
    assert_close(sheet.number(horse, "Net length (inch)"), 10.0);
    assert_close(sheet.number(horse, "Net weight (lb)"), 10.0);
    assert_close(sheet.number(horse, "Net weight (kg)"), 4.53592);
    // Gross figures from the gross entry: 8 kg, 110 x 60 x 30 cm.
    assert_close(sheet.number(horse, "Gross weight (kg)"), 8.0);
    assert_close(sheet.number(horse, "Gross weight (lb)"), 8.0 / 0.453592);
    assert_close(sheet.number(horse, "Gross volume (m³)"), 0.198);
    assert_close(
        sheet.number(horse, "Gross volume (ft³)"),
        0.198 * 35.3146667,
    );

    // The second net measurement: its own row, no pieces and no gross figures (sums stay right).
    let more = &sheet.rows[2];
    assert_eq!(sheet.text(more, "Their ref"), "BH-1");
    assert!(sheet.is_empty(more, "Pieces"));
    assert_close(sheet.number(more, "Net length (cm)"), 30.0);
    assert_close(sheet.number(more, "Net length (inch)"), 30.0 * 0.393700787);
    assert!(
        sheet.is_empty(more, "Net weight (kg)"),
        "no weight given: blank, not 0"
    );
    assert!(sheet.is_empty(more, "Gross volume (m³)"));

    // Entered in cm and kg; no gross entry, so the gross figures are the net ones.
    let tower = &sheet.rows[3];
    assert_close(
        sheet.number(tower, "Net length (inch)"),
        100.0 * 0.393700787,
    );
    assert_close(sheet.number(tower, "Net height (inch)"), 20.0 * 0.393700787);
    assert_close(sheet.number(tower, "Net weight (lb)"), 5.0 / 0.453592);
    assert_close(sheet.number(tower, "Gross volume (m³)"), 0.1);
    assert_close(sheet.number(tower, "Gross volume (ft³)"), 3.53146667);
    assert_eq!(sheet.number(tower, "Pieces"), 1.0);

    // No dates, no addresses, no measurements: blank cells.
    let field = &sheet.rows[0];
    assert_eq!(sheet.text(field, "Division"), "Paris");
    for header in [
        "Pickup",
        "Delivery",
        "Origin",
        "PO number",
        "Net length (cm)",
        "Gross weight (kg)",
    ] {
        assert!(sheet.is_empty(field, header), "{header}");
    }

    // A repeated id is listed once; the admin reports on any company's assignments.
    let both = report(
        w,
        &w.admin,
        &[r.zenith.id.into(), r.london, r.zenith.id.into()],
    )
    .await;
    let sheet = Sheet::read(&both);
    let refs: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Reference"))
        .collect();
    assert_eq!(
        refs,
        ["Z-CAFE", &r.london_ref, &r.london_ref, &r.london_ref]
    );
    assert_eq!(sheet.text(&sheet.rows[0], "Company"), "Zenith");
}

async fn a_customer_reports_on_their_own_company_only(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    // Another company's assignment: 404 naming the id, and nothing of it.
    let theirs = report(w, &w.ada, &[r.london, r.zenith.id.into()]).await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    assert_eq!(
        theirs.messages(),
        [format!("No assignment with the id {}.", r.zenith.id)]
    );
    assert!(!theirs.text().contains("Z-CAFE") && !theirs.text().contains("Night Cafe"));
    assert_ne!(theirs.header("content-type").as_deref(), Some(XLSX));
    // A missing one reads the same; several are named together.
    let missing = report(w, &w.ada, &[999_999, r.london]).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.messages(), ["No assignment with the id 999999."]);
    let both = report(w, &w.ada, &[999_999, r.zenith.id.into()]).await;
    assert_eq!(
        both.messages(),
        [format!(
            "No assignments with the ids 999999, {}.",
            r.zenith.id
        )]
    );
    // Zed's own is fine for Zed, and Ada's is not.
    let zed = Sheet::read(&report(w, &w.zed, &[r.zenith.id.into()]).await);
    assert_eq!(zed.rows.len(), 1);
    assert_eq!(zed.text(&zed.rows[0], "Title"), "Night Cafe");
    assert_eq!(
        report(w, &w.zed, &[r.london]).await.status,
        StatusCode::NOT_FOUND
    );

    // Bad input.
    let empty = report(w, &w.ada, &[]).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    assert!(
        empty.messages()[0].contains("at least one"),
        "{:?}",
        empty.messages()
    );
    let post = |body: &'static str| {
        let w = &r.w;
        async move {
            w.app
                .post_json("/api/assignment/generate/report", Some(&w.ada), body)
                .await
        }
    };
    assert_eq!(
        post(r#"{"ids": ["x"]}"#).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        post(r#"{"ids": [1], "all": true}"#).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        post("[1, 2]").await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(post("{").await.status, StatusCode::BAD_REQUEST);
    let anonymous = w
        .app
        .post_json("/api/assignment/generate/report", None, r#"{"ids": [1]}"#)
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}

on_both_databases!(
    the_assignment_report_reads_back_as_a_spreadsheet,
    a_customer_reports_on_their_own_company_only,
);
