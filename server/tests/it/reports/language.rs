//! Reports in the reader's language: the UI's language cookie (or `Accept-Language`) gives the
//! headers, the sheet's name and the assignments' statuses in Spanish or Russian, read back as a
//! spreadsheet program would; the data itself (titles, references) stays as entered.
use crate::common;

use std::io::Cursor;

use axum::{
    body::Body,
    http::{header, Request},
};
use calamine::{open_workbook_from_rs, Reader, Xlsx};
use common::{
    reports::{reported, Sheet},
    Backend, Reply, TestApp,
};
use serde_json::json;

fn sheet_name(reply: &Reply) -> String {
    let book: Xlsx<_> = open_workbook_from_rs(Cursor::new(reply.body.clone())).unwrap();
    book.sheet_names()[0].clone()
}

async fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    token: &str,
    language: (header::HeaderName, &str),
    body: Option<serde_json::Value>,
) -> Reply {
    let req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header(header::CONTENT_TYPE, "application/json")
        .header(language.0, language.1)
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
        .unwrap();
    app.send(req).await
}

async fn reports_are_written_in_the_readers_language(b: Backend) {
    let r = reported(b).await;
    let w = &r.w;
    let ids = json!({ "ids": [r.london] });
    let path = "/api/assignment/generate/report";

    // Spanish, from the language cookie the screens send.
    let es = call(
        &w.app,
        "POST",
        path,
        &w.ada,
        (header::COOKIE, "plinth_lang=es"),
        Some(ids.clone()),
    )
    .await;
    let sheet = Sheet::read(&es);
    assert_eq!(sheet_name(&es), "Asignaciones");
    for header in [
        "Referencia",
        "Estado",
        "Progreso (%)",
        "Título",
        "Peso bruto (kg)",
    ] {
        sheet.col(header);
    }
    assert!(
        !sheet.headers.iter().any(|h| h == "Status"),
        "{:?}",
        sheet.headers
    );
    for row in &sheet.rows {
        assert_eq!(
            sheet.text(row, "Estado"),
            "Enviada",
            "Submitted, in Spanish"
        );
        assert_eq!(
            sheet.text(row, "Referencia"),
            r.london_ref,
            "data stays as entered"
        );
    }
    let titles: Vec<String> = sheet
        .rows
        .iter()
        .map(|row| sheet.text(row, "Título"))
        .collect();
    assert_eq!(titles, ["Blue Horse", "Blue Horse", "Red Tower"]);

    // Russian, from Accept-Language (a client without the cookie), on a named report.
    let ru = call(
        &w.app,
        "GET",
        "/api/admin/report/open-assignments",
        &w.admin,
        (header::ACCEPT_LANGUAGE, "ru-RU,ru;q=0.9,en;q=0.5"),
        None,
    )
    .await;
    let sheet = Sheet::read(&ru);
    assert_eq!(sheet_name(&ru), "Открытые задания");
    sheet.col("Номер");
    sheet.col("Подразделение");
    let statuses: Vec<String> = sheet
        .rows
        .iter()
        .map(|row| sheet.text(row, "Статус"))
        .collect();
    assert!(statuses.contains(&"Отправлено".to_owned()), "{statuses:?}");
    assert!(!statuses.contains(&"Submitted".to_owned()), "{statuses:?}");

    // A language Plinth does not speak, and none at all: English.
    let de = call(
        &w.app,
        "POST",
        path,
        &w.ada,
        (header::ACCEPT_LANGUAGE, "de"),
        Some(ids),
    )
    .await;
    let sheet = Sheet::read(&de);
    assert_eq!(sheet_name(&de), "Assignments");
    assert_eq!(sheet.text(&sheet.rows[0], "Status"), "Submitted");
}

on_both_databases!(reports_are_written_in_the_readers_language);
