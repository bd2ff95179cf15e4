//! The display name of an uploaded file: the one function ([`display_name`]) every upload call
//! uses to turn a client's file name into the text we store and show.
//!
//! Invisible format characters are removed rather than refused: a bidirectional override such as
//! U+202E turns `invoice\u{202E}fdp.png` into something that *reads* like `invoice.png.pdf`, and
//! zero-width characters make two names look the same. Removing them keeps what the name really
//! says (`invoicefdp.png`) and still accepts the upload of someone whose system added one.
use super::upload::MAX_NAME_CHARS;
use crate::error::{AppError, AppResult};

/// The display text of a client's file name: the last path segment (`../../x.pdf` is `x.pdf`,
/// `C:\a\b.doc` is `b.doc`), without invisible format characters ([`is_hidden_format`]), trimmed.
/// Control characters, an empty name, `.` and `..` are 422.
pub fn display_name(raw: &str) -> AppResult<String> {
    let visible: String = raw.chars().filter(|c| !is_hidden_format(*c)).collect();
    let last = visible
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or(&visible)
        .trim();
    if last.chars().any(char::is_control) {
        return Err(AppError::Unprocessable(
            "The file name contains a control character.".into(),
        ));
    }
    if last.is_empty() || last == "." || last == ".." {
        return Err(AppError::Unprocessable(
            "The file has no name: send it with its file name.".into(),
        ));
    }
    if last.chars().count() > MAX_NAME_CHARS {
        return Err(AppError::Unprocessable(format!(
            "The file name is too long (at most {MAX_NAME_CHARS} characters)."
        )));
    }
    Ok(last.to_owned())
}

/// Unicode format characters (general category Cf) that change how text reads without showing:
/// the bidirectional marks, embeddings, overrides and isolates (U+200E/F, U+202A-E, U+2066-9,
/// U+061C), zero-width space and word joiners, invisible operators, the byte order mark,
/// interlinear annotations, tag characters and the soft hyphen. ZWNJ and ZWJ (U+200C/D) stay:
/// Persian, Indic scripts and emoji need them to spell words, and they cannot reorder text.
fn is_hidden_format(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}' | '\u{200E}' | '\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{206F}'
        | '\u{FEFF}'
        | '\u{FFF9}'..='\u{FFFB}'
        | '\u{E0001}'
        | '\u{E0020}'..='\u{E007F}')
}

/// The extension of a display name, lower case, without the dot ("" when it has none).
pub fn extension(name: &str) -> String {
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => ext.to_lowercase(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_their_path_and_keep_their_text() {
        assert_eq!(display_name("../../x.pdf").unwrap(), "x.pdf");
        assert_eq!(display_name("C:\\Users\\a\\b.doc").unwrap(), "b.doc");
        assert_eq!(display_name(" Café Menu.pdf ").unwrap(), "Café Menu.pdf");
        assert_eq!(display_name("日本.txt").unwrap(), "日本.txt");
        for bad in ["", "  ", "a/", "..", "x/..", "."] {
            assert_eq!(
                display_name(bad).unwrap_err().status().as_u16(),
                422,
                "{bad:?}"
            );
        }
        assert!(display_name("a\u{0}b.pdf").is_err());
        assert!(display_name("a\nb.pdf").is_err());
        assert!(display_name(&"a".repeat(300)).is_err());
    }

    #[test]
    fn bidi_and_invisible_format_characters_are_removed() {
        assert_eq!(
            display_name("invoice\u{202E}fdp.png").unwrap(),
            "invoicefdp.png"
        );
        for hidden in [
            '\u{202A}',
            '\u{202B}',
            '\u{202C}',
            '\u{202D}',
            '\u{2066}',
            '\u{2067}',
            '\u{2068}',
            '\u{2069}',
            '\u{200E}',
            '\u{200F}',
            '\u{200B}',
            '\u{FEFF}',
            '\u{061C}',
            '\u{E0041}',
        ] {
            assert_eq!(
                display_name(&format!("a{hidden}b.pdf")).unwrap(),
                "ab.pdf",
                "U+{:04X}",
                hidden as u32
            );
        }
        // Nothing but format characters is no name at all.
        assert!(display_name("\u{202E}\u{2066}").is_err());
        // Joiners spell words in Persian and emoji: kept.
        assert_eq!(
            display_name("می\u{200C}خواهم.txt").unwrap(),
            "می\u{200C}خواهم.txt"
        );
    }

    #[test]
    fn extensions_are_lower_case_and_need_a_stem() {
        assert_eq!(extension("X.JPG"), "jpg");
        assert_eq!(extension("a.tar.gz"), "gz");
        assert_eq!(extension("README"), "");
        assert_eq!(extension(".hidden"), "");
    }
}
