//! A small XML writer for the CII and UBL files: escaped text, elements left out when empty.
//! Written here rather than with an XML crate because both files are flat sequences of known
//! elements; what matters (element order, which elements appear) is checked from outside against
//! the official XSDs and schematrons (`scripts/einvoice_check.py`).
use std::fmt::Write;

pub struct Xml {
    out: String,
}

pub fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&apos;"),
            // Characters XML 1.0 cannot carry at all.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\r' | '\t') => {}
            c => s.push(c),
        }
    }
    s
}

impl Xml {
    pub fn new() -> Self {
        Self {
            out: String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"),
        }
    }

    /// `<name attrs>` (attributes already `key="value"`, values escaped by the caller).
    pub fn open(&mut self, name: &str, attrs: &[(&str, &str)]) -> &mut Self {
        self.out.push('<');
        self.out.push_str(name);
        for (k, v) in attrs {
            let _ = write!(self.out, " {k}=\"{}\"", escape(v));
        }
        self.out.push('>');
        self
    }

    pub fn close(&mut self, name: &str) -> &mut Self {
        let _ = write!(self.out, "</{name}>");
        self
    }

    /// `<name attrs>text</name>`, always written.
    pub fn el_with(&mut self, name: &str, attrs: &[(&str, &str)], text: &str) -> &mut Self {
        self.open(name, attrs);
        self.out.push_str(&escape(text));
        self.close(name)
    }

    pub fn el(&mut self, name: &str, text: &str) -> &mut Self {
        self.el_with(name, &[], text)
    }

    /// Left out when `text` is empty or only spaces.
    pub fn opt(&mut self, name: &str, text: Option<&str>) -> &mut Self {
        if let Some(t) = text.filter(|t| !t.trim().is_empty()) {
            self.el(name, t);
        }
        self
    }

    pub fn finish(self) -> String {
        self.out
    }
}
