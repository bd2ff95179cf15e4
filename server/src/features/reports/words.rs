//! The reports in the reader's language: column headers, sheet names and assignment statuses.
//! The code writes them in English; `assets/report-words.json` gives each other language's word for
//! each, and a text it does not list stays as written (names, references, addresses are data).
//!
//! The language is the one the screens are shown in: the `plinth_lang` cookie the UI sends with
//! every call, else the first supported language of `Accept-Language`, else English.
use std::{collections::HashMap, sync::OnceLock};

use axum::http::{header, HeaderMap};

use crate::ssr::pages::{LOCALES, LOCALE_COOKIE};

/// The words of one language, keyed by their English text. English itself has none.
#[derive(Clone, Copy, Debug)]
pub struct Words(Option<&'static HashMap<String, String>>);

fn tables() -> &'static HashMap<String, HashMap<String, String>> {
    static TABLES: OnceLock<HashMap<String, HashMap<String, String>>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let raw: HashMap<String, serde_json::Value> =
            serde_json::from_str(include_str!("../../../../assets/report-words.json"))
                .expect("assets/report-words.json is JSON");
        raw.into_iter()
            .filter(|(lang, _)| lang != "comment")
            .map(|(lang, words)| {
                let words = serde_json::from_value(words).expect("a language's words are text");
                (lang, words)
            })
            .collect()
    })
}

impl Words {
    pub const ENGLISH: Words = Words(None);

    /// The words of a locale (`es`, `ru`...); English for one without a table.
    pub fn of(locale: &str) -> Words {
        Words(tables().get(locale))
    }

    /// The words of the reader who sent these headers.
    pub fn of_request(headers: &HeaderMap) -> Words {
        Words::of(&locale_of(headers))
    }

    /// `english` in this language, or as it is when the language has no word for it.
    pub fn word<'a>(&self, english: &'a str) -> &'a str {
        self.0
            .and_then(|t| t.get(english))
            .map_or(english, String::as_str)
    }
}

/// The reader's locale: the cookie, else `Accept-Language`'s first supported language, else `en`.
pub fn locale_of(headers: &HeaderMap) -> String {
    if let Some(l) =
        crate::http::cookies::get(headers, LOCALE_COOKIE).filter(|l| LOCALES.contains(&l.as_str()))
    {
        return l;
    }
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(first_supported)
        .unwrap_or("en")
        .to_owned()
}

/// The first language of an `Accept-Language` value that Plinth speaks (`pt-BR` counts as `pt`),
/// in the order written (weights are not re-sorted: browsers write them in order).
fn first_supported(value: &str) -> Option<&'static str> {
    value.split(',').find_map(|part| {
        let tag = part.split(';').next()?.trim();
        let primary = tag.split('-').next()?.to_ascii_lowercase();
        LOCALES.iter().copied().find(|l| *l == primary)
    })
}

/// For the tests of every sheet a report or another area writes: each language has a word for
/// each of `texts`, short enough for a sheet name.
#[cfg(test)]
pub fn assert_every_language_has(texts: &[&str]) {
    for lang in LOCALES.iter().filter(|l| **l != "en") {
        let words = Words::of(lang);
        let table = words.0.unwrap_or_else(|| panic!("no words for {lang}"));
        for english in texts {
            assert!(
                table.contains_key(*english),
                "{lang} has no word for {english:?}"
            );
            let word = words.word(english);
            assert!(
                word.chars().count() <= 31,
                "{lang}: {word:?} is too long for a sheet name"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::reports::{assignments, columns, inventory};
    use entity::types::AssignmentStatus;

    /// The reports' sheet names, as `ReportBuild::start` is given them.
    const SHEETS: [&str; 4] = ["Assignments", "Open assignments", "Inventory", "In storage"];

    /// Every English text a report writes that is not data.
    fn texts() -> Vec<&'static str> {
        let mut all: Vec<&str> = [
            &columns::ASSET[..],
            &columns::ASSIGNMENT,
            &assignments::REPORT,
            &assignments::OPEN,
            &inventory::INVENTORY,
            &inventory::IN_STORAGE,
        ]
        .iter()
        .flat_map(|c| c.iter().map(|c| c.header))
        .collect();
        all.extend(SHEETS);
        all.extend(AssignmentStatus::ALL.iter().map(|s| s.as_str()));
        all
    }

    #[test]
    fn every_language_has_every_word() {
        assert_every_language_has(&texts());
    }

    #[test]
    fn english_and_unknown_texts_stay_as_written() {
        assert_eq!(Words::ENGLISH.word("Status"), "Status");
        assert_eq!(Words::of("en").word("In Transit"), "In Transit");
        assert_eq!(Words::of("es").word("In Transit"), "En tránsito");
        assert_eq!(Words::of("ru").word("Title"), "Название");
        assert_eq!(Words::of("es").word("Blue Horse"), "Blue Horse");
        assert_eq!(Words::of("xx").word("Title"), "Title");
    }

    #[test]
    fn the_locale_is_the_cookie_then_accept_language() {
        let headers = |pairs: &[(header::HeaderName, &str)]| {
            let mut h = HeaderMap::new();
            for (k, v) in pairs {
                h.insert(k.clone(), v.parse().unwrap());
            }
            h
        };
        assert_eq!(locale_of(&HeaderMap::new()), "en");
        assert_eq!(
            locale_of(&headers(&[(header::COOKIE, "plinth_lang=ru")])),
            "ru"
        );
        assert_eq!(
            locale_of(&headers(&[(header::COOKIE, "plinth_lang=xx")])),
            "en"
        );
        let both = [
            (header::COOKIE, "plinth_lang=ja"),
            (header::ACCEPT_LANGUAGE, "es"),
        ];
        assert_eq!(locale_of(&headers(&both)), "ja", "the cookie first");
        let accept = [(header::ACCEPT_LANGUAGE, "de-DE, pt-BR;q=0.8, en;q=0.5")];
        assert_eq!(locale_of(&headers(&accept)), "pt");
    }
}
