//! What makes typst's PDF/A-3b a Factur-X PDF. typst 0.13 already embeds `factur-x.xml` (the
//! template's `pdf.embed`, relationship `Alternative`, listed in the catalog's `/AF`) and writes
//! the PDF/A identification and its extension schemas into the XMP metadata. What it cannot write
//! are the Factur-X entries of the XMP (`fx:DocumentType`, `fx:DocumentFileName`, `fx:Version`,
//! `fx:ConformanceLevel`) and their PDF/A extension schema description: `add_xmp` adds them as an
//! incremental update (a new metadata stream under the same object number, a new cross-reference
//! section and trailer appended), leaving every byte typst wrote as it was. `lopdf` reads where the
//! metadata stream and the trailer are.
use lopdf::{Document, Object};

use crate::error::{AppError, AppResult};

/// The file name Factur-X requires for the embedded XML.
pub const XML_NAME: &str = "factur-x.xml";
const FX_NS: &str = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

/// The Factur-X properties (document type `INVOICE` also for credit notes, as the standard says).
fn fx_description() -> String {
    format!(
        "<rdf:Description rdf:about=\"\" xmlns:fx=\"{FX_NS}\">\
<fx:DocumentType>INVOICE</fx:DocumentType>\
<fx:DocumentFileName>{XML_NAME}</fx:DocumentFileName>\
<fx:Version>1.0</fx:Version>\
<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>\
</rdf:Description>"
    )
}

/// The PDF/A extension schema that declares the `fx` properties.
fn fx_schema() -> String {
    let property = |name: &str, description: &str| {
        format!(
            "<rdf:li rdf:parseType=\"Resource\"><pdfaProperty:name>{name}</pdfaProperty:name>\
<pdfaProperty:valueType>Text</pdfaProperty:valueType>\
<pdfaProperty:category>external</pdfaProperty:category>\
<pdfaProperty:description>{description}</pdfaProperty:description></rdf:li>"
        )
    };
    format!(
        "<rdf:li rdf:parseType=\"Resource\">\
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>\
<pdfaSchema:namespaceURI>{FX_NS}</pdfaSchema:namespaceURI>\
<pdfaSchema:prefix>fx</pdfaSchema:prefix>\
<pdfaSchema:property><rdf:Seq>{}{}{}{}</rdf:Seq></pdfaSchema:property>\
</rdf:li>",
        property("DocumentFileName", "The name of the embedded XML document"),
        property(
            "DocumentType",
            "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"
        ),
        property(
            "Version",
            "The actual version of the standard applying to the embedded XML document"
        ),
        property(
            "ConformanceLevel",
            "The conformance level of the embedded XML document"
        ),
    )
}

/// The XMP with the Factur-X entries: the schema joins typst's `pdfaExtension:schemas` bag, the
/// properties go in a description of their own.
pub fn factur_x_xmp(xmp: &str) -> AppResult<String> {
    let missing = || AppError::Internal("the PDF's XMP has no PDF/A extension schemas".into());
    let schemas_end = xmp.find("</pdfaExtension:schemas>").ok_or_else(missing)?;
    let bag_end = xmp[..schemas_end].rfind("</rdf:Bag>").ok_or_else(missing)?;
    let mut out = String::with_capacity(xmp.len() + 2048);
    out.push_str(&xmp[..bag_end]);
    out.push_str(&fx_schema());
    let rest = &xmp[bag_end..];
    let rdf_end = rest.find("</rdf:RDF>").ok_or_else(missing)?;
    out.push_str(&rest[..rdf_end]);
    out.push_str(&fx_description());
    out.push_str(&rest[rdf_end..]);
    Ok(out)
}

fn pdf_error(e: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!("Factur-X: {e}"))
}

/// `pdf` (typst's PDF/A-3b) with the Factur-X XMP, as an incremental update.
pub fn add_xmp(pdf: Vec<u8>) -> AppResult<Vec<u8>> {
    let doc = Document::load_mem(&pdf).map_err(pdf_error)?;
    let root = doc
        .trailer
        .get(b"Root")
        .and_then(Object::as_reference)
        .map_err(pdf_error)?;
    let catalog = doc.get_dictionary(root).map_err(pdf_error)?;
    let meta_id = catalog
        .get(b"Metadata")
        .and_then(Object::as_reference)
        .map_err(pdf_error)?;
    let stream = doc
        .get_object(meta_id)
        .and_then(Object::as_stream)
        .map_err(pdf_error)?;
    if stream.dict.has(b"Filter") {
        return Err(pdf_error("the XMP stream is compressed"));
    }
    let xmp = std::str::from_utf8(&stream.content).map_err(pdf_error)?;
    let new_xmp = factur_x_xmp(xmp)?;
    let prev = startxref(&pdf).ok_or_else(|| pdf_error("no startxref"))?;
    let size = doc
        .trailer
        .get(b"Size")
        .and_then(Object::as_i64)
        .map_err(pdf_error)?;
    let mut trailer = format!("/Size {size} /Root {} {} R", root.0, root.1);
    if let Ok(info) = doc.trailer.get(b"Info").and_then(Object::as_reference) {
        trailer.push_str(&format!(" /Info {} {} R", info.0, info.1));
    }
    if let Ok(ids) = doc.trailer.get(b"ID").and_then(Object::as_array) {
        trailer.push_str(" /ID [");
        for id in ids {
            let bytes = id.as_str().map_err(pdf_error)?;
            trailer.push('<');
            for b in bytes {
                trailer.push_str(&format!("{b:02X}"));
            }
            trailer.push('>');
        }
        trailer.push(']');
    }
    let mut out = pdf;
    if out.last() != Some(&b'\n') {
        out.push(b'\n');
    }
    let offset = out.len();
    out.extend_from_slice(
        format!(
            "{} {} obj\n<< /Type /Metadata /Subtype /XML /Length {} >>\nstream\n",
            meta_id.0,
            meta_id.1,
            new_xmp.len()
        )
        .as_bytes(),
    );
    out.extend_from_slice(new_xmp.as_bytes());
    out.extend_from_slice(b"\nendstream\nendobj\n");
    let xref = out.len();
    out.extend_from_slice(
        format!(
            "xref\n0 1\n0000000000 65535 f\r\n{} 1\n{offset:010} {:05} n\r\ntrailer\n<< {trailer} /Prev {prev} >>\nstartxref\n{xref}\n%%EOF\n",
            meta_id.0, meta_id.1
        )
        .as_bytes(),
    );
    Ok(out)
}

/// The offset after the last `startxref`.
fn startxref(pdf: &[u8]) -> Option<usize> {
    let at = pdf.windows(9).rposition(|w| w == b"startxref")?;
    let tail = std::str::from_utf8(&pdf[at + 9..]).ok()?;
    tail.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fx_schema_joins_the_bag_and_the_properties_follow() {
        let xmp = "<x:xmpmeta><rdf:RDF><rdf:Description rdf:about=\"\"><pdfaExtension:schemas><rdf:Bag><rdf:li>typst</rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description></rdf:RDF></x:xmpmeta>";
        let out = factur_x_xmp(xmp).unwrap();
        let schema = out
            .find("<pdfaSchema:prefix>fx</pdfaSchema:prefix>")
            .unwrap();
        assert!(out.find("<rdf:li>typst</rdf:li>").unwrap() < schema);
        assert!(schema < out.find("</rdf:Bag>").unwrap());
        assert!(out.contains(
            "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description></rdf:RDF>"
        ));
        assert!(factur_x_xmp("<rdf:RDF></rdf:RDF>").is_err());
    }
}
