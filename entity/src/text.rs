//! Folded text for lists: what search compares and what sorting orders by, computed in Rust once per
//! write so that SQLite and PostgreSQL answer a search or a sort the same way (their own `lower()`,
//! `LIKE` and collations differ: SQLite folds ASCII only, PostgreSQL sorts by the server's locale).
//! The key columns are compared byte by byte on both databases (PostgreSQL: `COLLATE "C"`).
use unicode_normalization::UnicodeNormalization;

/// Lower case without accents ("Zürich" -> "zurich"), as the UI's `foldText` does: NFD, then the
/// combining diacritical marks (U+0300-U+036F) dropped. Other scripts keep their marks, folded the
/// same way on both sides, so they still match themselves.
pub fn fold(text: &str) -> String {
    let lower = text.to_lowercase();
    if lower.is_ascii() {
        return lower;
    }
    lower
        .nfd()
        .filter(|c| !('\u{0300}'..='\u{036f}').contains(c))
        .collect()
}

/// Digit runs are left-padded to this many places in sort keys.
const DIGITS: usize = 20;

/// The key a text column sorts by: folded, and every run of ASCII digits left-padded to 20 places, so
/// that "hg-2" sorts before "hg-10" by plain byte comparison. Empty text has no key (sorts last).
pub fn sort_key(text: &str) -> Option<String> {
    let folded = fold(text.trim());
    if folded.is_empty() {
        return None;
    }
    if !folded.bytes().any(|b| b.is_ascii_digit()) {
        return Some(folded);
    }
    let mut out = String::with_capacity(folded.len() + DIGITS);
    let mut run = String::new();
    for c in folded.chars() {
        if c.is_ascii_digit() {
            run.push(c);
            continue;
        }
        pad_run(&mut out, &mut run);
        out.push(c);
    }
    pad_run(&mut out, &mut run);
    Some(out)
}

fn pad_run(out: &mut String, run: &mut String) {
    if run.is_empty() {
        return;
    }
    for _ in run.len()..DIGITS {
        out.push('0');
    }
    out.push_str(run);
    run.clear();
}

/// Column texts are joined with a character nobody types, so one search word never matches across
/// two columns.
pub const SEPARATOR: char = '\u{1}';

/// The folded texts of a row's searchable columns, joined: a word matches the row when it is a
/// substring of this (`LIKE '%word%'`).
pub fn search_text<'a>(parts: impl IntoIterator<Item = Option<&'a str>>) -> String {
    let mut out = String::new();
    for part in parts.into_iter().flatten() {
        let folded = fold(part.trim());
        if folded.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(SEPARATOR);
        }
        out.push_str(&folded);
    }
    out
}

/// The words of a search, folded; a row matches when each of them is in one of its columns.
pub fn search_terms(query: &str) -> Vec<String> {
    fold(query)
        .split_whitespace()
        .filter(|w| !w.contains(SEPARATOR))
        .map(str::to_owned)
        .collect()
}

/// `term` as a `LIKE` pattern that matches it anywhere, with `\` escaping `%`, `_` and itself.
pub fn like_pattern(term: &str) -> String {
    let mut out = String::with_capacity(term.len() + 2);
    out.push('%');
    for c in term.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_and_accents() {
        assert_eq!(fold("Zürich CAFÉ"), "zurich cafe");
        assert_eq!(fold("ÉCOLE de Paris"), "ecole de paris");
        assert_eq!(fold("Ёлка"), "елка");
        assert_eq!(fold("東京"), "東京");
    }

    #[test]
    fn sort_keys_read_numbers_as_numbers() {
        let two = sort_key("HG-2").unwrap();
        let ten = sort_key("hg-10").unwrap();
        assert!(two < ten, "{two} < {ten}");
        assert_eq!(sort_key("  "), None);
        assert_eq!(sort_key("Ábc"), Some("abc".into()));
        assert!(sort_key("a").unwrap() < sort_key("B").unwrap());
    }

    #[test]
    fn search_text_joins_folded_columns() {
        assert_eq!(
            search_text([Some("Blue Nude"), None, Some(""), Some("Matisse")]),
            "blue nude\u{1}matisse"
        );
        assert_eq!(search_terms("  Blue   MATÍSSE "), vec!["blue", "matisse"]);
    }

    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(like_pattern("50%_a\\b"), "%50\\%\\_a\\\\b%");
    }
}
