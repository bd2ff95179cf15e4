//! The words of mails and of the unsubscribe page in the six languages: the `mail` namespace of
//! the UI's locale files (`ui/src/locales/*.json`, where `locales.test.ts` keeps the six alike),
//! and their `status` names, so a status reads in a mail as on the screens.
use std::{collections::HashMap, sync::OnceLock};

use serde_json::Value;

use crate::ssr::pages::LOCALES;

type Table = HashMap<String, Value>;

fn tables() -> &'static HashMap<&'static str, Table> {
    static TABLES: OnceLock<HashMap<&'static str, Table>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let files: [(&str, &str); 6] = [
            ("en", include_str!("../../../ui/src/locales/en.json")),
            ("es", include_str!("../../../ui/src/locales/es.json")),
            ("zh", include_str!("../../../ui/src/locales/zh.json")),
            ("ja", include_str!("../../../ui/src/locales/ja.json")),
            ("pt", include_str!("../../../ui/src/locales/pt.json")),
            ("ru", include_str!("../../../ui/src/locales/ru.json")),
        ];
        files
            .into_iter()
            .map(|(lang, raw)| {
                (
                    lang,
                    serde_json::from_str(raw).expect("the UI's locale files are JSON"),
                )
            })
            .collect()
    })
}

/// One language's words.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    pub locale: &'static str,
}

impl Words {
    /// The words of `locale`; English for a language Plinth does not speak.
    pub fn of(locale: &str) -> Words {
        let locale = LOCALES
            .iter()
            .find(|l| **l == locale)
            .copied()
            .unwrap_or("en");
        Words { locale }
    }

    fn lookup(&self, namespace: &str, key: &str) -> Option<&'static str> {
        let find = |lang: &str| {
            tables()
                .get(lang)
                .and_then(|t| t.get(namespace))
                .and_then(|ns| ns.get(key))
                .and_then(Value::as_str)
        };
        find(self.locale).or_else(|| find("en"))
    }

    /// `mail.<key>` with its `{{name}}` placeholders filled; the key itself if it is missing.
    pub fn t(&self, key: &str, args: &[(&str, &str)]) -> String {
        let mut text = self.lookup("mail", key).unwrap_or(key).to_owned();
        for (name, value) in args {
            text = text.replace(&format!("{{{{{name}}}}}"), value);
        }
        text
    }

    /// An assignment status in this language (`In Transit`), as the screens show it.
    pub fn status(&self, status: &str) -> String {
        self.lookup("status", &status_key(status))
            .unwrap_or(status)
            .to_owned()
    }
}

/// The locale files' key of a status: `In Transit` is `inTransit`.
pub fn status_key(status: &str) -> String {
    let mut key = String::new();
    for (i, word) in status.split_whitespace().enumerate() {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            if i == 0 {
                key.extend(first.to_lowercase());
            } else {
                key.extend(first.to_uppercase());
            }
            key.push_str(chars.as_str());
        }
    }
    key
}

/// Text made safe to put into HTML.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_read_as_on_the_screens() {
        assert_eq!(status_key("In Transit"), "inTransit");
        assert_eq!(status_key("Waiting to Collect"), "waitingToCollect");
        assert_eq!(Words::of("en").status("In Transit"), "In Transit");
        assert_ne!(Words::of("es").status("In Transit"), "In Transit");
        assert_eq!(Words::of("xx").locale, "en");
    }

    #[test]
    fn every_language_has_the_mail_words_filled_in() {
        for lang in LOCALES {
            let w = Words::of(lang);
            let subject = w.t("statusSubject", &[("ref", "AC-1"), ("status", "X")]);
            assert!(
                subject.contains("AC-1") && !subject.contains("{{"),
                "{lang}: {subject}"
            );
        }
        assert_eq!(
            escape_html("<a href=\"x\">&"),
            "&lt;a href=&quot;x&quot;&gt;&amp;"
        );
    }
}
