//! What the report tests share: a sheet read back with calamine (and its XML for what a reader
//! does not show), the assignment world with measurements and three open assignments, and the
//! report call.
use std::io::{Cursor, Read};

use axum::http::StatusCode;
use calamine::{open_workbook_from_rs, Data, DataType, Reader, Xlsx};
use chrono::{NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

use super::{assignments::World, Backend, Reply, TestApp};

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// A sheet read back: the header row and the rows under it.
pub struct Sheet {
    pub headers: Vec<String>,
    pub rows: Vec<Vec<Data>>,
    /// The sheet's own XML, for what a reader does not show (panes, widths).
    pub xml: String,
}

impl Sheet {
    pub fn read(reply: &Reply) -> Sheet {
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

    pub fn col(&self, header: &str) -> usize {
        self.headers
            .iter()
            .position(|h| h == header)
            .unwrap_or_else(|| panic!("no column {header}: {:?}", self.headers))
    }

    pub fn cell<'a>(&self, row: &'a [Data], header: &str) -> &'a Data {
        row.get(self.col(header)).unwrap_or(&Data::Empty)
    }

    pub fn text(&self, row: &[Data], header: &str) -> String {
        match self.cell(row, header) {
            Data::String(s) => s.clone(),
            Data::Empty => String::new(),
            other => panic!("{header} is not text: {other:?}"),
        }
    }

    /// A number cell (calamine reads every number as a float).
    pub fn number(&self, row: &[Data], header: &str) -> f64 {
        match self.cell(row, header) {
            Data::Float(n) => *n,
            Data::Int(n) => *n as f64,
            other => panic!("{header} is not a number: {other:?}"),
        }
    }

    pub fn date(&self, row: &[Data], header: &str) -> NaiveDate {
        match self.cell(row, header) {
            d @ Data::DateTime(_) => d.as_datetime().unwrap().date(),
            other => panic!("{header} is not a date cell: {other:?}"),
        }
    }

    pub fn is_empty(&self, row: &[Data], header: &str) -> bool {
        *self.cell(row, header) == Data::Empty
    }

    /// The rows whose `header` column reads `value`.
    pub fn rows_where(&self, header: &str, value: &str) -> Vec<&Vec<Data>> {
        self.rows
            .iter()
            .filter(|r| self.text(r, header) == value)
            .collect()
    }
}

pub fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9 * b.abs().max(1.0)
}

#[track_caller]
pub fn assert_close(a: f64, b: f64) {
    assert!(close(a, b), "{a} is not {b}");
}

/// A measurement row of an asset (the inventory form writes the same).
#[allow(clippy::too_many_arguments)]
pub async fn size(
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
pub struct Reported {
    pub w: World,
    pub london: i64,
    pub london_ref: String,
    pub paris: entity::assignment::Model,
    pub zenith: entity::assignment::Model,
}

pub async fn reported(b: Backend) -> Reported {
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

pub async fn report(w: &World, token: &str, ids: &[i64]) -> Reply {
    w.app
        .post_json(
            "/api/assignment/generate/report",
            Some(token),
            &json!({ "ids": ids }).to_string(),
        )
        .await
}

pub fn today() -> String {
    Utc::now().date_naive().format("%Y-%m-%d").to_string()
}
