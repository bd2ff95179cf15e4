//! Small, pure rules for what the admin forms send: trimmed text that is required or optional and
//! bounded, values chosen from an offered list, and the "what is left" message of a refused delete.
//! No database here, so each rule is unit-tested on its own.
use chrono::NaiveDate;

use crate::error::{AppError, AppResult};

/// Longest name (company, division, person) accepted.
pub const MAX_NAME: usize = 200;
/// Longest free text (an invoice addressee block) accepted.
pub const MAX_TEXT: usize = 2000;

/// Trimmed text that must not be empty: `label` names the field in the message ("The name").
pub fn required(label: &str, value: &str, max_chars: usize) -> AppResult<String> {
    let value = value.trim();
    if value.is_empty() {
        return Err(AppError::Unprocessable(format!("{label} is required.")));
    }
    bounded(label, value, max_chars).map(str::to_owned)
}

/// Trimmed text that may be left out; blank counts as left out.
pub fn optional(label: &str, value: Option<&str>, max_chars: usize) -> AppResult<Option<String>> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) => bounded(label, v, max_chars).map(|v| Some(v.to_owned())),
    }
}

fn bounded<'a>(label: &str, value: &'a str, max_chars: usize) -> AppResult<&'a str> {
    // Line breaks and tabs belong in an addressee block; other control characters are never meant,
    // and PostgreSQL refuses a NUL in text outright.
    if value
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        return Err(AppError::Unprocessable(format!(
            "{label} contains a control character."
        )));
    }
    if value.chars().count() > max_chars {
        return Err(AppError::Unprocessable(format!(
            "{label} is too long (at most {max_chars} characters)."
        )));
    }
    Ok(value)
}

/// Two names are the same one when they differ only in case (in Rust, not SQL: SQLite's `lower`
/// knows only ASCII).
pub fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

/// Values chosen from `offered`, each at most once, in the order given. `what` names one value in
/// the message ("currency", "role").
pub fn from_list(what: &str, values: &[String], offered: &[&str]) -> AppResult<Vec<String>> {
    let mut out: Vec<String> = Vec::with_capacity(values.len());
    for v in values {
        if !offered.contains(&v.as_str()) {
            return Err(AppError::Unprocessable(format!(
                "Unknown {what} '{v}': choose from {}.",
                offered.join(", ")
            )));
        }
        if out.contains(v) {
            return Err(AppError::Unprocessable(format!(
                "The {what} {v} is listed twice."
            )));
        }
        out.push(v.clone());
    }
    Ok(out)
}

/// What still hangs on a row that someone wants to delete: a count and its singular and plural.
pub type Left<'a> = (u64, &'a str, &'a str);

/// `None` when nothing is left; otherwise the refusal, e.g. "London cannot be deleted: it still has
/// 1 user and 3 assets. Move or delete them first."
pub fn what_is_left(name: &str, left: &[Left<'_>]) -> Option<String> {
    let parts: Vec<String> = left
        .iter()
        .filter(|(n, _, _)| *n > 0)
        .map(|(n, one, many)| format!("{n} {}", if *n == 1 { one } else { many }))
        .collect();
    if parts.is_empty() {
        return None;
    }
    Some(format!(
        "{name} cannot be deleted: it still has {}. Move or delete them first.",
        join_words(&parts)
    ))
}

/// "a", "a and b", "a, b and c".
pub fn join_words(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Ids a request for a document names, each once in the place it first had: none is a 400 with
/// `empty`, more than `max` a 422 with `too_many(count)`. Shared by the reports and the labels.
pub fn distinct_ids(
    ids: &[i32],
    max: usize,
    empty: &str,
    too_many: impl FnOnce(usize) -> String,
) -> AppResult<Vec<i32>> {
    if ids.is_empty() {
        return Err(AppError::BadRequest(empty.to_owned()));
    }
    let mut seen = std::collections::HashSet::new();
    let ids: Vec<i32> = ids.iter().copied().filter(|id| seen.insert(*id)).collect();
    if ids.len() > max {
        return Err(AppError::Unprocessable(too_many(ids.len())));
    }
    Ok(ids)
}

/// Unknown ids named in a 404 at most; the rest are counted.
const MISSING_NAMED_AT_MOST: usize = 20;

/// The 404 message for ids the caller cannot see (missing or another company's: the same words),
/// e.g. "No asset with the id 7." or "No assets with the ids 1, 2 … 20 and 5 more.": `noun` is
/// the singular, `nouns` the plural.
pub fn missing_ids_message(missing: &[i32], noun: &str, nouns: &str) -> String {
    let named: Vec<String> = missing
        .iter()
        .take(MISSING_NAMED_AT_MOST)
        .map(i32::to_string)
        .collect();
    let more = missing.len().saturating_sub(MISSING_NAMED_AT_MOST);
    let tail = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    if missing.len() == 1 {
        format!("No {noun} with the id {}{tail}.", named.join(", "))
    } else {
        format!("No {nouns} with the ids {}{tail}.", named.join(", "))
    }
}

/// A date as the calls write it: `YYYY-MM-DD`, a real day. Blank counts as not given.
pub fn parse_date(label: &str, value: Option<&str>) -> AppResult<Option<NaiveDate>> {
    let Some(text) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    let shaped = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    match NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        Ok(date) if shaped => Ok(Some(date)),
        _ => Err(AppError::Unprocessable(format!(
            "{label} '{text}' is not a date written YYYY-MM-DD."
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_written_yyyy_mm_dd() {
        let d = |s| parse_date("The pickup date", Some(s));
        assert_eq!(
            d("2026-12-01").unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 1)
        );
        assert_eq!(
            d(" 2026-12-01 ").unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 1)
        );
        assert_eq!(d("  ").unwrap(), None);
        assert_eq!(parse_date("x", None).unwrap(), None);
        for bad in [
            "2026-2-01",
            "01-12-2026",
            "2026/12/01",
            "2026-02-30",
            "tomorrow",
            "2026-12-01T00:00:00Z",
        ] {
            assert_eq!(
                message(d(bad)),
                format!("The pickup date '{bad}' is not a date written YYYY-MM-DD.")
            );
        }
    }

    fn message(r: AppResult<impl std::fmt::Debug>) -> String {
        match r {
            Err(AppError::Unprocessable(m)) => m,
            other => panic!("expected a 422, got {other:?}"),
        }
    }

    #[test]
    fn required_text_is_trimmed_and_bounded() {
        assert_eq!(required("The name", "  Acme ", 10).unwrap(), "Acme");
        assert_eq!(
            message(required("The name", "   ", 10)),
            "The name is required."
        );
        assert_eq!(
            message(required("The name", "abcdefghijk", 10)),
            "The name is too long (at most 10 characters)."
        );
        // Characters, not bytes.
        assert!(required("The name", "ééééé", 5).is_ok());
        assert_eq!(
            message(required("The name", "Ac\u{0}me", 10)),
            "The name contains a control character."
        );
        assert!(optional("The addressee", Some("Accounts\r\n\tAcme"), 50).is_ok());
    }

    #[test]
    fn optional_text_treats_blank_as_missing() {
        assert_eq!(optional("x", None, 5).unwrap(), None);
        assert_eq!(optional("x", Some("  "), 5).unwrap(), None);
        assert_eq!(optional("x", Some(" a "), 5).unwrap(), Some("a".into()));
        assert!(optional("x", Some("abcdef"), 5).is_err());
    }

    #[test]
    fn names_differing_in_case_are_the_same() {
        assert!(same_name("Acme", "ACME"));
        assert!(same_name("Émile", "émile"));
        assert!(!same_name("Acme", "Acme Ltd"));
    }

    #[test]
    fn list_values_must_be_offered_and_unique() {
        let offered = ["USD", "GBP", "EUR"];
        let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            from_list("currency", &v(&["GBP", "USD"]), &offered).unwrap(),
            ["GBP", "USD"]
        );
        assert!(from_list("currency", &[], &offered).unwrap().is_empty());
        assert_eq!(
            message(from_list("currency", &v(&["GBP", "XYZ"]), &offered)),
            "Unknown currency 'XYZ': choose from USD, GBP, EUR."
        );
        assert_eq!(
            message(from_list("currency", &v(&["GBP", "GBP"]), &offered)),
            "The currency GBP is listed twice."
        );
        // Exact: the stored codes are upper case.
        assert!(from_list("currency", &v(&["gbp"]), &offered).is_err());
    }

    #[test]
    fn what_is_left_names_only_what_is_there() {
        assert_eq!(what_is_left("Acme", &[(0, "user", "users")]), None);
        assert_eq!(what_is_left("Acme", &[]), None);
        assert_eq!(
            what_is_left(
                "London",
                &[(1, "user", "users"), (0, "asset", "assets"), (3, "assignment", "assignments")]
            )
            .unwrap(),
            "London cannot be deleted: it still has 1 user and 3 assignments. Move or delete them first."
        );
        assert_eq!(
            what_is_left(
                "Acme",
                &[(2, "user", "users"), (1, "asset", "assets"), (1, "assignment", "assignments")]
            )
            .unwrap(),
            "Acme cannot be deleted: it still has 2 users, 1 asset and 1 assignment. Move or delete them first."
        );
    }

    #[test]
    fn words_are_joined_as_in_a_sentence() {
        let w = |s: &[&str]| join_words(&s.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(w(&[]), "");
        assert_eq!(w(&["a"]), "a");
        assert_eq!(w(&["a", "b"]), "a and b");
        assert_eq!(w(&["a", "b", "c"]), "a, b and c");
    }
}
