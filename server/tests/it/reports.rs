//! Reports as spreadsheets, read back with a spreadsheet reader (calamine): the assignment report
//! of the report list (header row, frozen panes, widths, real dates, numbers as numbers, both unit
//! systems, a customer's own company only), and the provider's named reports (each name, the
//! unknown name, the file name header, customers refused).
use crate::common;

use std::io::{Cursor, Read};

use axum::http::StatusCode;
use calamine::{open_workbook_from_rs, Data, DataType, Reader, Xlsx};
use chrono::{NaiveDate, Utc};
use common::{assignments::World, Backend, Reply, TestApp};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// A sheet read back: the header row and the rows under it.
struct Sheet {
    headers: Vec<String>,
    rows: Vec<Vec<Data>>,
    /// The sheet's own XML, for what a reader does not show (panes, widths).
    xml: String,
}

impl Sheet {
    fn read(reply: &Reply) -> Sheet {
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
        assert_eq!(reply.header("content-type").as_deref(), Some(XLSX));
        let mut book: Xlsx<_> =
            open_workbook_from_rs(Cursor::new(reply.body.clone())).expect("an xlsx file");
        let names = book.sheet_names();
        assert_eq!(names.len(), 1, "one sheet: {names:?}");
        let range = book.worksheet_range(&names[0]).expect("the sheet");
        let mut rows = range.rows().map(|r| r.to_vec());
        let headers = rows
            .next()
            .expect("a header row")
            .iter()
            .map(|c| match c {
                Data::String(s) => s.clone(),
                other => panic!("a header is text, not {other:?}"),
            })
            .collect();
        let mut zip = zip::ZipArchive::new(Cursor::new(reply.body.clone())).unwrap();
        let mut xml = String::new();
        zip.by_name("xl/worksheets/sheet1.xml")
            .unwrap()
            .read_to_string(&mut xml)
            .unwrap();
        Sheet {
            headers,
            rows: rows.collect(),
            xml,
        }
    }

    fn col(&self, header: &str) -> usize {
        self.headers
            .iter()
            .position(|h| h == header)
            .unwrap_or_else(|| panic!("no column {header}: {:?}", self.headers))
    }

    fn cell<'a>(&self, row: &'a [Data], header: &str) -> &'a Data {
        row.get(self.col(header)).unwrap_or(&Data::Empty)
    }

    fn text(&self, row: &[Data], header: &str) -> String {
        match self.cell(row, header) {
            Data::String(s) => s.clone(),
            Data::Empty => String::new(),
            other => panic!("{header} is not text: {other:?}"),
        }
    }

    /// A number cell (calamine reads every number as a float).
    fn number(&self, row: &[Data], header: &str) -> f64 {
        match self.cell(row, header) {
            Data::Float(n) => *n,
            Data::Int(n) => *n as f64,
            other => panic!("{header} is not a number: {other:?}"),
        }
    }

    fn date(&self, row: &[Data], header: &str) -> NaiveDate {
        match self.cell(row, header) {
            d @ Data::DateTime(_) => d.as_datetime().unwrap().date(),
            other => panic!("{header} is not a date cell: {other:?}"),
        }
    }

    fn is_empty(&self, row: &[Data], header: &str) -> bool {
        *self.cell(row, header) == Data::Empty
    }

    /// The rows whose `header` column reads `value`.
    fn rows_where(&self, header: &str, value: &str) -> Vec<&Vec<Data>> {
        self.rows
            .iter()
            .filter(|r| self.text(r, header) == value)
            .collect()
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9 * b.abs().max(1.0)
}

#[track_caller]
fn assert_close(a: f64, b: f64) {
    assert!(close(a, b), "{a} is not {b}");
}

/// A measurement row of an asset (the inventory form writes the same).
#[allow(clippy::too_many_arguments)]
async fn size(
    app: &TestApp,
    asset: &entity::asset::Model,
    kind: &str,
    position: i32,
    weight: Option<(f64, &str)>,
    sides: [f64; 3],
    unit: &str,
) {
    entity::measurement::ActiveModel {
        company_id: Set(asset.company_id),
        asset_id: Set(asset.id),
        kind: Set(kind.into()),
        position: Set(position),
        weight_value: Set(weight.map(|w| w.0)),
        weight_unit: Set(weight.map_or("Kg", |w| w.1).into()),
        x: Set(Some(sides[0])),
        y: Set(Some(sides[1])),
        z: Set(Some(sides[2])),
        x_unit: Set(unit.into()),
        y_unit: Set(unit.into()),
        z_unit: Set(unit.into()),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
}

/// The world with measurements, and three open assignments: Ada's London one of Blue Horse and
/// Red Tower (dates, addresses, PO), Acme Paris's of Green Field (no dates) and Zenith's of Night
/// Cafe. Their ids.
struct Reported {
    w: World,
    london: i64,
    london_ref: String,
    paris: entity::assignment::Model,
    zenith: entity::assignment::Model,
}

async fn reported(b: Backend) -> Reported {
    let w = World::new(b).await;
    // Blue Horse: net in inches and pounds, a second net entry in cm, a gross entry.
    size(
        &w.app,
        &w.horse,
        "net",
        0,
        Some((10.0, "lb")),
        [10.0, 20.0, 1.0],
        "inch",
    )
    .await;
    size(&w.app, &w.horse, "net", 1, None, [30.0, 40.0, 5.0], "cm").await;
    size(
        &w.app,
        &w.horse,
        "gross",
        0,
        Some((8.0, "Kg")),
        [110.0, 60.0, 30.0],
        "cm",
    )
    .await;
    // Red Tower: net only, in cm and kg (its gross figures are its net ones).
    size(
        &w.app,
        &w.tower,
        "net",
        0,
        Some((5.0, "Kg")),
        [100.0, 50.0, 20.0],
        "cm",
    )
    .await;
    let london = w.made(&[&w.horse, &w.tower]).await;
    let paris = w.app.assignment(&w.paris, "A-PARIS", None).await;
    w.app.link_asset(&paris, w.field.id).await;
    let zenith = w.app.assignment(&w.nyc, "Z-CAFE", None).await;
    w.app.link_asset(&zenith, w.cafe.id).await;
    Reported {
        london: london["id"].as_i64().unwrap(),
        london_ref: london["ref"].as_str().unwrap().to_owned(),
        w,
        paris,
        zenith,
    }
}

async fn report(w: &World, token: &str, ids: &[i64]) -> Reply {
    w.app
        .post_json(
            "/api/assignment/generate/report",
            Some(token),
            &json!({ "ids": ids }).to_string(),
        )
        .await
}

fn today() -> String {
    Utc::now().date_naive().format("%Y-%m-%d").to_string()
}

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
    // Entered in inches and pounds: both unit systems, by SPEC §9 (1 cm = 0.393700787 inch, so
    // 10 inches are 25.400000026 cm; 1 lb = 0.453592 kg).
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

async fn named(w: &World, token: &str, name: &str) -> Reply {
    w.app
        .get(&format!("/api/admin/report/{name}"), Some(token))
        .await
}

async fn the_named_reports(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    w.app.store_asset(w.acme.id, w.horse.id, 10, None).await;
    // A second open entry of the same asset (as an assignment's storage would add): listed once,
    // from the earlier.
    w.app.store_asset(w.acme.id, w.horse.id, 2, None).await;
    w.app.store_asset(w.acme.id, w.tower.id, 30, Some(20)).await;
    w.app
        .store_asset(w.cafe.company_id, w.cafe.id, 3, None)
        .await;
    w.app.deliver_assignment(&r.paris).await;

    // inventory: every asset of every company, hidden ones too, Acme before Zenith.
    let reply = named(w, &w.admin, "inventory").await;
    assert_eq!(
        reply.header("x-filename"),
        Some(format!("inventory-{}.xlsx", today()))
    );
    assert!(reply
        .header("content-disposition")
        .unwrap()
        .contains("inventory-"));
    let sheet = Sheet::read(&reply);
    let titles: Vec<String> = sheet.rows.iter().map(|r| sheet.text(r, "Title")).collect();
    assert_eq!(
        titles,
        [
            "Blue Horse",
            "Blue Horse",
            "Red Tower",
            "Grey Dawn",
            "Green Field",
            "Night Cafe"
        ]
    );
    let companies: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Company"))
        .collect();
    assert_eq!(companies[..5], ["Acme"; 5]);
    assert_eq!(companies[5], "Zenith");
    let horse = &sheet.rows[0];
    assert_eq!(*sheet.cell(horse, "In storage"), Data::Bool(true));
    assert_eq!(sheet.text(horse, "Open assignment"), r.london_ref);
    assert_close(sheet.number(horse, "Net length (cm)"), 10.0 / 0.393700787);
    assert_close(sheet.number(horse, "Net length (inch)"), 10.0);
    assert_close(
        sheet.number(horse, "Gross volume (ft³)"),
        0.198 * 35.3146667,
    );
    assert_eq!(sheet.date(horse, "Created (UTC)"), Utc::now().date_naive());
    let dawn = &sheet.rows_where("Title", "Grey Dawn")[0].clone();
    assert_eq!(*sheet.cell(dawn, "Hidden"), Data::Bool(true));
    let tower = &sheet.rows_where("Title", "Red Tower")[0].clone();
    assert_eq!(
        *sheet.cell(tower, "In storage"),
        Data::Bool(false),
        "taken out"
    );
    let field = &sheet.rows_where("Title", "Green Field")[0].clone();
    assert!(
        sheet.is_empty(field, "Open assignment"),
        "its assignment is delivered"
    );
    assert_eq!(sheet.text(field, "Division"), "Paris");

    // in-storage: what is in storage now, longest first within a company, days outstanding.
    let reply = named(w, &w.admin, "in-storage").await;
    assert_eq!(
        reply.header("x-filename"),
        Some(format!("in-storage-{}.xlsx", today()))
    );
    let sheet = Sheet::read(&reply);
    let titles: Vec<String> = sheet.rows.iter().map(|r| sheet.text(r, "Title")).collect();
    assert_eq!(titles, ["Blue Horse", "Night Cafe"]);
    let horse = &sheet.rows[0];
    assert_eq!(sheet.number(horse, "Days outstanding"), 10.0);
    assert_eq!(
        sheet.date(horse, "In storage since"),
        Utc::now().date_naive() - chrono::Duration::days(10)
    );
    assert_eq!(sheet.text(horse, "Location"), "Bay 4");
    assert_close(sheet.number(horse, "Gross weight (kg)"), 8.0);
    assert_eq!(sheet.number(&sheet.rows[1], "Days outstanding"), 3.0);
    assert_eq!(sheet.text(&sheet.rows[1], "Company"), "Zenith");

    // open-assignments: Paris's is delivered; London's with its totals.
    let reply = named(w, &w.admin, "open-assignments").await;
    assert_eq!(
        reply.header("x-filename"),
        Some(format!("open-assignments-{}.xlsx", today()))
    );
    let sheet = Sheet::read(&reply);
    let refs: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Reference"))
        .collect();
    assert_eq!(refs, [r.london_ref.as_str(), "Z-CAFE"]);
    let london = &sheet.rows[0];
    assert_eq!(sheet.number(london, "Assets"), 2.0);
    assert_eq!(sheet.number(london, "Pieces"), 3.0);
    assert_eq!(sheet.number(london, "Age (days)"), 0.0);
    assert_close(sheet.number(london, "Gross weight (kg)"), 13.0);
    assert_close(sheet.number(london, "Gross volume (m³)"), 0.298);
    assert_close(
        sheet.number(london, "Gross volume (ft³)"),
        0.298 * 35.3146667,
    );
    assert_eq!(
        *sheet.cell(london, "Destination in storage"),
        Data::Bool(true)
    );
    assert_eq!(
        sheet.date(london, "Pickup"),
        NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
    );
    assert!(
        sheet.is_empty(&sheet.rows[1], "Gross weight (kg)"),
        "no measurements: blank"
    );

    // An unknown name lists the known ones.
    let unknown = named(w, &w.admin, "everything").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(
        unknown.messages(),
        ["There is no report called 'everything'. The reports are: inventory, in-storage, open-assignments."]
    );
    // Already a zip: sent as it is, not gzipped again.
    let mut req = axum::http::Request::get("/api/admin/report/inventory")
        .header("authorization", format!("Bearer {}", w.admin))
        .header("accept-encoding", "gzip");
    req = req.header("accept", "*/*");
    let sent = w
        .app
        .send(req.body(axum::body::Body::empty()).unwrap())
        .await;
    assert_eq!(sent.status, StatusCode::OK);
    assert_eq!(sent.header("content-encoding"), None);
    assert_eq!(&sent.body[..2], b"PK");
}

async fn customers_are_refused_the_named_reports(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    for name in ["inventory", "in-storage", "open-assignments", "everything"] {
        let reply = named(w, &w.ada, name).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{name}");
        assert_ne!(reply.header("content-type").as_deref(), Some(XLSX));
        assert!(reply.header("x-filename").is_none());
        assert_eq!(
            w.app
                .get(&format!("/api/admin/report/{name}"), None)
                .await
                .status,
            401
        );
    }
}

/// More assets than one page of the report's reads, over two companies: every one is listed once.
async fn the_inventory_report_reads_page_after_page(b: Backend) {
    let w = World::new(b).await;
    server::demo::bulk::add_assets(&w.app.state.db, "Acme", 2_345)
        .await
        .unwrap();
    let sheet = Sheet::read(&named(&w, &w.admin, "inventory").await);
    // The world's four assets of Acme and Zenith's one, and the new ones (one net entry each).
    assert_eq!(sheet.rows.len(), 2_345 + 5);
    let mut refs: Vec<String> = sheet
        .rows
        .iter()
        .map(|r| sheet.text(r, "Ref"))
        .filter(|r| !r.is_empty())
        .collect();
    let count = refs.len();
    refs.sort();
    refs.dedup();
    assert_eq!(refs.len(), count, "no asset twice");
    assert_eq!(count, 2_345);
    assert_eq!(sheet.text(sheet.rows.last().unwrap(), "Company"), "Zenith");
    assert!(sheet.rows[..2_349]
        .iter()
        .all(|r| sheet.text(r, "Company") == "Acme"));
}

on_both_databases!(
    the_assignment_report_reads_back_as_a_spreadsheet,
    a_customer_reports_on_their_own_company_only,
    the_named_reports,
    customers_are_refused_the_named_reports,
    the_inventory_report_reads_page_after_page,
);
