//! A generated file (a report, a PDF) answered as a download: its type, and its name both in
//! `Content-Disposition` and in `x-filename` (the client saves the body under that name;
//! docs/reports.md).
use axum::{
    http::{header, HeaderMap, HeaderName, HeaderValue},
    response::{IntoResponse, Response},
};

use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};

/// The header that names the file, for a client that saves the body itself (docs/architecture.md).
pub const X_FILENAME: &str = "x-filename";

/// `bytes` as a download named `name`. The names are the server's own (a stem, a reference, a
/// date): always valid header text; one that is not is left out rather than failing the answer.
pub fn download(name: &str, content_type: &'static str, bytes: Vec<u8>) -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    if let Ok(v) = HeaderValue::from_str(&content_disposition(name, false)) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    if let Ok(v) = HeaderValue::from_str(name) {
        headers.insert(HeaderName::from_static(X_FILENAME), v);
    }
    (headers, bytes).into_response()
}

/// RFC 5987 `attr-char`: what may stand unencoded in `filename*`.
const ATTR_CHAR: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'!')
    .remove(b'#')
    .remove(b'$')
    .remove(b'&')
    .remove(b'+')
    .remove(b'-')
    .remove(b'.')
    .remove(b'^')
    .remove(b'_')
    .remove(b'`')
    .remove(b'|')
    .remove(b'~');

/// `attachment` (or `inline`) with a plain ASCII `filename` for old clients and the exact name in
/// `filename*`. Quotes, backslashes, control and non-ASCII characters never reach the quoted
/// part, so a name cannot end the header value or add a parameter of its own.
pub fn content_disposition(name: &str, inline: bool) -> String {
    let fallback: String = name
        .chars()
        .map(|c| {
            if (c.is_ascii_graphic() || c == ' ') && c != '"' && c != '\\' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let kind = if inline { "inline" } else { "attachment" };
    let encoded = utf8_percent_encode(name, ATTR_CHAR);
    format!("{kind}; filename=\"{fallback}\"; filename*=UTF-8''{encoded}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_quoted_safely_and_kept_exactly_in_the_encoded_form() {
        assert_eq!(
            content_disposition("report.pdf", false),
            "attachment; filename=\"report.pdf\"; filename*=UTF-8''report.pdf"
        );
        assert_eq!(
            content_disposition("Café \"menu\".pdf", false),
            "attachment; filename=\"Caf_ _menu_.pdf\"; filename*=UTF-8''Caf%C3%A9%20%22menu%22.pdf"
        );
        assert_eq!(
            content_disposition("a\\b;c=d.jpg", true),
            "inline; filename=\"a_b;c=d.jpg\"; filename*=UTF-8''a%5Cb%3Bc%3Dd.jpg"
        );
        assert!(content_disposition("日本\r\n.txt", false).is_ascii());
        assert!(HeaderValue::from_str(&content_disposition("x\u{7f}\n.pdf", false)).is_ok());
    }
}
