//! PDFs: typst documents compiled in our own `World` (`world.rs`): templates and fonts are embedded in
//! the binary and nothing is fetched while rendering. A feature gives a template name, its data (served
//! to the template as `/data.json`, read with `json("/data.json")`) and any pictures (`/files/{name}`),
//! and gets the PDF's bytes.
//!
//! Rendering is CPU work: `render` runs it on a blocking thread, at most half the cores' worth at once,
//! and gives up after `TIME_LIMIT` (the thread finishes its document unseen; typst cannot be stopped
//! midway). To add a document: put `templates/{name}.typ` in `world.rs`'s `TEMPLATES`.
mod layout_cache;
pub mod photos;
mod world;

use std::sync::OnceLock;
use std::time::Duration;

use serde::Serialize;
pub use typst::layout::PagedDocument;

use crate::{
    blocking::Bounded,
    error::{AppError, AppResult},
};
pub use world::has_template;
use world::DocumentWorld;

/// How long a request waits for its PDF before it is told to try fewer pages.
pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// A document to render.
pub struct PdfDocument {
    /// An embedded template's file name (`invoice.typ`).
    pub template: &'static str,
    /// The template's data, as JSON.
    pub data: serde_json::Value,
    /// Pictures and other files the template names as `/files/{name}`.
    pub files: Vec<(String, Vec<u8>)>,
    /// The date `datetime.today()` gives (UTC).
    pub today: chrono::NaiveDate,
    /// Written as PDF/A-3b (archival, with embedded files allowed), dated `today`: invoices and
    /// credit notes, which embed their Factur-X XML.
    pub archival: bool,
}

impl PdfDocument {
    pub fn new(template: &'static str, data: &impl Serialize) -> AppResult<Self> {
        Ok(Self {
            template,
            data: serde_json::to_value(data).map_err(|e| AppError::Internal(e.to_string()))?,
            files: Vec::new(),
            today: chrono::Utc::now().date_naive(),
            archival: false,
        })
    }
}

/// Typst holds the whole document while it lays it out: half the cores at most, the rest for requests.
fn renders() -> &'static Bounded {
    static RENDERS: OnceLock<Bounded> = OnceLock::new();
    RENDERS.get_or_init(Bounded::per_two_cores)
}

/// Renders the document off the async threads; a template error is a 500 naming it, a render over
/// `TIME_LIMIT` a 503.
pub async fn render(document: PdfDocument) -> AppResult<Vec<u8>> {
    let renders = renders();
    let turn = renders.turn().await;
    let work = renders.run_with(turn, move || render_now(&document));
    match tokio::time::timeout(TIME_LIMIT, work).await {
        Ok(Ok((result, _turn))) => result,
        Ok(Err(e)) => Err(AppError::Internal(format!("the PDF render stopped: {e}"))),
        Err(_) => Err(AppError::Unavailable(format!(
            "The PDF took longer than {} s to make: ask for fewer pages at a time.",
            TIME_LIMIT.as_secs()
        ))),
    }
}

/// Renders on this thread (tests, benchmarks and blocking callers).
pub fn render_now(document: &PdfDocument) -> AppResult<Vec<u8>> {
    let _making = layout_cache::making();
    pages_now(document).and_then(|paged| {
        if document.archival {
            export_archival(&paged, document.today)
        } else {
            export(&paged)
        }
    })
}

/// The document laid out in pages, before it is written as PDF (tests draw these to pixels with
/// `typst-render`, to read back what a printer would print).
pub fn pages_now(document: &PdfDocument) -> AppResult<PagedDocument> {
    let main = DocumentWorld::template(document.template)
        .ok_or_else(|| AppError::Internal(format!("no PDF template {}", document.template)))?;
    let data = serde_json::to_vec(&document.data).map_err(|e| AppError::Internal(e.to_string()))?;
    lay_out(main, data, document.files.clone(), document.today)
}

fn lay_out(
    main: String,
    data: Vec<u8>,
    files: Vec<(String, Vec<u8>)>,
    today: chrono::NaiveDate,
) -> AppResult<PagedDocument> {
    let world = DocumentWorld::new(main, data, files, today);
    typst::compile(&world).output.map_err(|errors| {
        let messages: Vec<String> = errors.iter().map(|e| e.message.to_string()).collect();
        AppError::Internal(format!("PDF template: {}", messages.join("; ")))
    })
}

fn export(paged: &PagedDocument) -> AppResult<Vec<u8>> {
    typst_pdf::pdf(paged, &typst_pdf::PdfOptions::default()).map_err(|errors| {
        let messages: Vec<String> = errors.iter().map(|e| e.message.to_string()).collect();
        AppError::Internal(format!("PDF export: {}", messages.join("; ")))
    })
}

/// PDF/A-3b, dated `day` (PDF/A wants the document's dates in its metadata).
fn export_archival(paged: &PagedDocument, day: chrono::NaiveDate) -> AppResult<Vec<u8>> {
    use chrono::Datelike;
    let standards = typst_pdf::PdfStandards::new(&[typst_pdf::PdfStandard::A_3b])
        .map_err(|e| AppError::Internal(format!("PDF/A: {e}")))?;
    let date = typst::foundations::Datetime::from_ymd_hms(
        day.year(),
        day.month() as u8,
        day.day() as u8,
        0,
        0,
        0,
    )
    .ok_or_else(|| AppError::Internal(format!("no PDF date for {day}")))?;
    let options = typst_pdf::PdfOptions {
        timestamp: Some(typst_pdf::Timestamp::new_utc(date)),
        standards,
        ..Default::default()
    };
    typst_pdf::pdf(paged, &options).map_err(|errors| {
        let messages: Vec<String> = errors.iter().map(|e| e.message.to_string()).collect();
        AppError::Internal(format!("PDF export: {}", messages.join("; ")))
    })
}

#[cfg(test)]
fn compile(
    main: String,
    data: Vec<u8>,
    files: Vec<(String, Vec<u8>)>,
    today: chrono::NaiveDate,
) -> AppResult<Vec<u8>> {
    export(&lay_out(main, data, files, today)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> chrono::NaiveDate {
        chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    #[test]
    fn a_template_reads_its_data_and_the_shared_library() {
        let main = r#"#import "/lib.typ": *
#show: plinth-page.with(title: "Probe")
#let data = json("/data.json")
Hello #data.name, #format-date(datetime.today())"#;
        let data = serde_json::to_vec(&serde_json::json!({"name": "Ada Lovelace"})).unwrap();
        let pdf = compile(main.into(), data, vec![], today()).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
        assert!(text.contains("Hello Ada Lovelace, 24 Nov 2026"), "{text}");
    }

    #[test]
    fn chinese_and_japanese_text_is_drawn_not_left_out() {
        let main = r#"#import "/lib.typ": *
#show: plinth-page.with(title: "Probe")
#let data = json("/data.json")
#data.title; #text(weight: "bold", data.artist)"#;
        let data = serde_json::json!({"title": "富士山図 ふじさん", "artist": "葛飾北斎 · 齐白石 · Hokusai"});
        let pdf = compile(
            main.into(),
            serde_json::to_vec(&data).unwrap(),
            vec![],
            today(),
        )
        .unwrap();
        let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
        for words in ["富士山図", "ふじさん", "葛飾北斎", "齐白石", "Hokusai"] {
            assert!(text.contains(words), "{words} in {text}");
        }
    }

    #[test]
    fn nothing_outside_the_world_is_read() {
        for main in [
            r#"#read("/etc/passwd")"#,
            r#"#image("/files/missing.png")"#,
            r#"#import "@preview/tablex:0.0.8""#,
        ] {
            let err = compile(main.into(), b"{}".to_vec(), vec![], today()).unwrap_err();
            assert!(matches!(err, AppError::Internal(_)), "{main}: {err:?}");
        }
    }

    #[test]
    fn an_unknown_template_is_an_error_not_a_panic() {
        let doc = PdfDocument::new("nope.typ", &serde_json::json!({})).unwrap();
        assert!(render_now(&doc).is_err());
        assert!(has_template("lib.typ"));
    }
}
