//! The legal and structured side of every issued document (docs/invoices.md): one model
//! (`model::LegalDoc`, its totals from `money::vat`) from which the PDF's legal blocks, the
//! Factur-X CII XML embedded in the PDF, and the Peppol UBL file are all written, so they cannot
//! disagree. `issue` renders and stores them for sales invoices, storage invoices and credit notes.
pub mod cii;
pub mod facturx;
pub mod issue;
pub mod lines;
pub mod model;
pub mod pdf_block;
pub mod ubl;
mod xml;
