//! A finished count's result as an xlsx (the reports' sheet writer, in the reader's language) and
//! as a PDF (template `stocktake.typ`).
use chrono::{DateTime, Utc};
use serde::Serialize;

use super::{
    dto::{ResultLine, StocktakeDto},
    rules::Outcome,
};
use crate::{
    error::AppResult,
    features::reports::{
        build::ReportBuild,
        words::Words,
        xlsx::{column, Cell, Column, Kind},
    },
    pdf::PdfDocument,
};

pub const TEMPLATE: &str = "stocktake.typ";

const COLUMNS: [Column; 6] = [
    column("Outcome", 14.0, Kind::Text),
    column("Ref", 14.0, Kind::Text),
    column("Owner ref", 14.0, Kind::Text),
    column("Title", 36.0, Kind::Text),
    column("Expected at", 36.0, Kind::Text),
    column("Seen at", 36.0, Kind::Text),
];

/// The outcome's English word (the sheet and the PDF translate it).
pub fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Found => "Found",
        Outcome::Missing => "Missing",
        Outcome::Misplaced => "Misplaced",
        Outcome::Unexpected => "Unexpected",
    }
}

/// `stocktake-{id}.xlsx` / `.pdf`.
pub fn file_name(id: i32, ext: &str) -> String {
    format!("stocktake-{id}.{ext}")
}

/// The result as a sheet, one row a work.
pub async fn xlsx(lines: &[ResultLine], words: Words) -> AppResult<Vec<u8>> {
    let mut out = ReportBuild::start("Stocktake", &COLUMNS, words).await?;
    for l in lines {
        out.push(vec![
            Cell::text(words.word(outcome_word(l.outcome))),
            Cell::opt_text(l.reference.as_deref()),
            Cell::opt_text(l.their_ref.as_deref()),
            Cell::text(l.title.clone()),
            Cell::opt_text(l.expected.as_deref()),
            Cell::opt_text(l.seen_at.as_deref()),
        ])
        .await?;
    }
    out.finish().await
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Row<'a> {
    outcome: &'a str,
    #[serde(rename = "ref")]
    reference: &'a str,
    their_ref: &'a str,
    title: &'a str,
    expected: &'a str,
    seen_at: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Data<'a> {
    title: String,
    place: String,
    started: String,
    finished: String,
    tally: Vec<(&'a str, u32)>,
    rows: Vec<Row<'a>>,
    words: Vec<(&'a str, &'a str)>,
}

fn when(at: Option<DateTime<Utc>>) -> String {
    at.map_or_else(String::new, |at| {
        at.format("%Y-%m-%d %H:%M UTC").to_string()
    })
}

/// The result as a PDF: the count's place and times, the tally, and a table of every work.
pub fn pdf(count: &StocktakeDto, lines: &'_ [ResultLine], words: Words) -> AppResult<PdfDocument> {
    let t = count.tally.clone().unwrap_or_default();
    let w = |s: &'static str| words.word(s);
    let data = Data {
        title: format!("{} {}", w("Stocktake"), count.id),
        place: count
            .location_path
            .clone()
            .unwrap_or_else(|| w("Whole warehouse").to_owned()),
        started: when(Some(count.started_at)),
        finished: when(count.finished_at),
        tally: vec![
            (w("Found"), t.found),
            (w("Missing"), t.missing),
            (w("Misplaced"), t.misplaced),
            (w("Unexpected"), t.unexpected),
        ],
        rows: lines
            .iter()
            .map(|l| Row {
                outcome: w(outcome_word(l.outcome)),
                reference: l.reference.as_deref().unwrap_or(""),
                their_ref: l.their_ref.as_deref().unwrap_or(""),
                title: &l.title,
                expected: l.expected.as_deref().unwrap_or(""),
                seen_at: l.seen_at.as_deref().unwrap_or(""),
            })
            .collect(),
        words: [
            "Outcome",
            "Ref",
            "Owner ref",
            "Title",
            "Expected at",
            "Seen at",
            "Started",
            "Finished",
        ]
        .into_iter()
        .map(|k| (k, w(k)))
        .collect(),
    };
    PdfDocument::new(TEMPLATE, &data)
}
