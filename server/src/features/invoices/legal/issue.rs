//! Rendering and storing an issued document's files: the Factur-X PDF (PDF/A-3b with the CII XML
//! embedded and the Factur-X XMP) and the UBL file beside it. The only place this area writes or
//! reads those files in the file store (`stage`, `read_stored`).
use serde::Serialize;

use super::{cii, facturx, model::LegalDoc, ubl};
use crate::{
    error::{AppError, AppResult},
    files::{FileStore, StagedFiles},
    pdf::{self, PdfDocument},
};

/// A document's two files.
pub struct Rendered {
    pub pdf: Vec<u8>,
    pub ubl: Vec<u8>,
}

fn document(
    template: &'static str,
    data: &impl Serialize,
    doc: &LegalDoc,
) -> AppResult<PdfDocument> {
    let mut document = PdfDocument::new(template, data)?;
    document
        .files
        .push((facturx::XML_NAME.to_owned(), cii::cii(doc).into_bytes()));
    document.archival = true;
    document.today = doc.issued_on;
    Ok(document)
}

/// Renders `template` (which calls `embed-factur-x()` from `legal.typ`) with `data` as a Factur-X
/// PDF, and writes the UBL, both from `doc`.
pub async fn render(
    template: &'static str,
    data: &impl Serialize,
    doc: &LegalDoc,
) -> AppResult<Rendered> {
    let pdf = pdf::render(document(template, data, doc)?).await?;
    Ok(Rendered {
        pdf: facturx::add_xmp(pdf)?,
        ubl: ubl::ubl(doc).into_bytes(),
    })
}

/// The same on this thread (tests and the benchmark).
pub fn render_now(
    template: &'static str,
    data: &impl Serialize,
    doc: &LegalDoc,
) -> AppResult<Rendered> {
    let pdf = pdf::render_now(&document(template, data, doc)?)?;
    Ok(Rendered {
        pdf: facturx::add_xmp(pdf)?,
        ubl: ubl::ubl(doc).into_bytes(),
    })
}

/// Puts both files in the store with the transaction's other files: (PDF name, UBL name).
pub async fn stage(
    staged: &mut StagedFiles<'_>,
    rendered: Rendered,
) -> AppResult<(String, String)> {
    let pdf = staged
        .put(rendered.pdf, "pdf")
        .await
        .map_err(AppError::internal)?;
    let xml = staged
        .put(rendered.ubl, "xml")
        .await
        .map_err(AppError::internal)?;
    Ok((pdf, xml))
}

/// A stored file's bytes (a stored name from a row, never from a request).
pub async fn read_stored(files: &FileStore, stored: &str) -> AppResult<Vec<u8>> {
    match files.read(stored).await.map_err(AppError::internal)? {
        Some(bytes) => Ok(bytes.to_vec()),
        None => Err(AppError::internal(format!(
            "the stored file {stored} is missing"
        ))),
    }
}
