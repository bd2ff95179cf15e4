//! The HTML document around a render: stylesheet, the JSON payload, the client entry.
use super::assets::Manifest;

/// Makes JSON safe inside `<script type="application/json">`: no `</script>`, no `<!--`, and no
/// line separators that older parsers treat as line ends.
pub fn escape_json_for_script(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// What the shell needs to know about the page besides its HTML: the route's screen (its chunks are
/// preloaded), the language (`<html lang>` and its strings' chunk) and the title.
pub struct PageHead<'a> {
    pub screen: &'a str,
    pub locale: &'a str,
    pub title: &'a str,
}

pub fn document(
    manifest: &Manifest,
    page: &PageHead<'_>,
    body_html: &str,
    payload_json: &str,
) -> String {
    let mut head = String::new();
    for css in &manifest.css {
        head.push_str(&format!(
            "<link rel=\"stylesheet\" href=\"{}\">",
            escape_html(css)
        ));
    }
    for script in manifest.page_scripts(page.screen, page.locale) {
        head.push_str(&format!(
            "<link rel=\"modulepreload\" href=\"{}\">",
            escape_html(script)
        ));
    }
    let entry = manifest
        .entry
        .as_ref()
        .map(|e| {
            format!(
                "<script type=\"module\" src=\"{}\"></script>",
                escape_html(e)
            )
        })
        .unwrap_or_default();
    format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{title}</title><link rel=\"icon\" href=\"/icons/icon-192.png\">\
<link rel=\"apple-touch-icon\" href=\"/icons/icon-192.png\"><link rel=\"manifest\" href=\"/manifest.webmanifest\">\
<meta name=\"theme-color\" content=\"#212529\">{head}</head>\
<body><div id=\"root\">{body_html}</div>\
<script type=\"application/json\" id=\"plinth-state\">{payload}</script>{entry}</body></html>",
        lang = escape_html(page.locale),
        title = escape_html(page.title),
        payload = escape_json_for_script(payload_json),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_cannot_close_its_script() {
        let json = r#"{"t":"</script><script>alert(1)</script>","x":"a&b","s":"\u2028"}"#;
        let escaped = escape_json_for_script(json);
        assert!(!escaped.contains("</script"));
        assert!(!escaped.contains('<') && !escaped.contains('&') && !escaped.contains('\u{2028}'));
        let back: serde_json::Value = serde_json::from_str(&escaped).unwrap();
        assert_eq!(back["t"], "</script><script>alert(1)</script>");
        assert_eq!(back["x"], "a&b");
    }

    #[test]
    fn document_has_payload_and_entry() {
        let manifest = Manifest {
            entry: Some("/assets/entry-client-1.js".into()),
            css: vec!["/assets/a.css".into()],
            screens: [("signin".to_owned(), vec!["/assets/signin-1.js".to_owned()])].into(),
            locales: [("ja".to_owned(), vec!["/assets/ja-1.js".to_owned()])].into(),
            ..Manifest::default()
        };
        let page = PageHead {
            screen: "signin",
            locale: "ja",
            title: "Plinth <&>",
        };
        let html = document(&manifest, &page, "<p>hi</p>", "{}");
        assert!(html.contains("<html lang=\"ja\">"));
        assert!(html.contains("<title>Plinth &lt;&amp;&gt;</title>"));
        assert!(html.contains("<div id=\"root\"><p>hi</p></div>"));
        assert!(
            html.contains("<script type=\"module\" src=\"/assets/entry-client-1.js\"></script>")
        );
        assert!(html.contains("id=\"plinth-state\">{}</script>"));
        assert!(html.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"));
        assert!(html.contains(
            "<link rel=\"modulepreload\" href=\"/assets/entry-client-1.js\">\
<link rel=\"modulepreload\" href=\"/assets/signin-1.js\"><link rel=\"modulepreload\" href=\"/assets/ja-1.js\">"
        ));
    }
}
