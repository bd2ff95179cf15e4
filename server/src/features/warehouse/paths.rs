//! Pure rules of the warehouse floor: a location's path written one way, which locations lie under
//! another, and what a scanned or typed code names. Tested here.
use crate::error::{AppError, AppResult};

/// What separates the names of a path: `LDN / Vault 2 / Bay C`.
pub const SEPARATOR: &str = " / ";
/// Longest path accepted (the storage entry's location text holds the same).
pub const MAX_PATH: usize = 200;

/// A path as the admin typed it, written one way: each part trimmed, parts joined by ` / `; the
/// parts may be typed with `/` and any spacing. Empty parts, control characters or more than
/// `MAX_PATH` characters are refused.
pub fn clean_path(raw: &str) -> AppResult<String> {
    let parts: Vec<&str> = raw.split('/').map(str::trim).collect();
    if raw.trim().is_empty() {
        return Err(AppError::Unprocessable(
            "The location's path is required.".into(),
        ));
    }
    if parts.iter().any(|p| p.is_empty()) {
        return Err(AppError::Unprocessable(format!(
            "The path '{}' has an empty part: write it like LDN / Vault 2 / Bay C.",
            raw.trim()
        )));
    }
    if raw.chars().any(char::is_control) {
        return Err(AppError::Unprocessable(
            "The location's path contains a control character.".into(),
        ));
    }
    let path = parts.join(SEPARATOR);
    if path.chars().count() > MAX_PATH {
        return Err(AppError::Unprocessable(format!(
            "The location's path is too long (at most {MAX_PATH} characters)."
        )));
    }
    Ok(path)
}

/// The key two paths are compared by: the cleaned path in lower case, so free text typed before
/// locations were records (`ldn/vault 2`) matches the record `LDN / Vault 2`.
pub fn path_key(text: &str) -> Option<String> {
    clean_path(text).ok().map(|p| p.to_lowercase())
}

/// Whether `path` is `root` or lies under it (by whole names: `LDN / Vault 2` is not under
/// `LDN / Vault`).
pub fn is_within(path: &str, root: &str) -> bool {
    path == root
        || path
            .strip_prefix(root)
            .is_some_and(|rest| rest.starts_with(SEPARATOR))
}

/// What a scan or a typed code names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// A work's label: `{origin}/app/asset/{id}`.
    Work(i32),
    /// A location's label: `{origin}/app/location/{id}`.
    Location(i32),
    /// Anything else: a provider's or an owner's ref typed in (trimmed).
    Reference(String),
}

/// The path a location label's QR code holds (after the origin).
pub fn location_scan_path(id: i32) -> String {
    format!("/app/location/{id}")
}

/// Reads a code: a label's address (of any origin: a label printed at another address still
/// names the same record) or else a typed ref. `None` for an empty one.
pub fn read_code(raw: &str) -> Option<Code> {
    let text = raw.trim();
    if text.is_empty() {
        return None;
    }
    let path = text
        .split_once("://")
        .map_or(text, |(_, rest)| rest.find('/').map_or("", |i| &rest[i..]));
    let id_after = |prefix: &str| {
        path.strip_prefix(prefix)
            .map(|rest| rest.trim_end_matches('/'))
            .and_then(|rest| rest.parse::<i32>().ok())
            .filter(|id| *id > 0)
    };
    if let Some(id) = id_after("/app/asset/") {
        return Some(Code::Work(id));
    }
    if let Some(id) = id_after("/app/location/") {
        return Some(Code::Location(id));
    }
    Some(Code::Reference(text.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_written_one_way() {
        assert_eq!(
            clean_path(" LDN/Vault 2 /  Bay C/Shelf 3 ").unwrap(),
            "LDN / Vault 2 / Bay C / Shelf 3"
        );
        assert_eq!(clean_path("LDN").unwrap(), "LDN");
        assert!(clean_path("").is_err());
        assert!(clean_path("LDN // Bay").is_err());
        assert!(clean_path("LDN / ").is_err());
        assert!(clean_path(&"x".repeat(201)).is_err());
        assert!(clean_path("LDN\u{7}").is_err());
        assert_eq!(
            path_key("ldn/vault 2").unwrap(),
            path_key("LDN / Vault 2").unwrap()
        );
    }

    #[test]
    fn a_subtree_is_by_whole_names() {
        assert!(is_within("LDN / Vault 2 / Bay C", "LDN / Vault 2"));
        assert!(is_within("LDN / Vault 2", "LDN / Vault 2"));
        assert!(!is_within("LDN / Vault 20", "LDN / Vault 2"));
        assert!(!is_within("LDN", "LDN / Vault 2"));
    }

    #[test]
    fn a_code_names_a_work_a_location_or_a_ref() {
        assert_eq!(
            read_code("https://art.example/app/asset/42"),
            Some(Code::Work(42))
        );
        assert_eq!(
            read_code("http://127.0.0.1:8080/app/asset/7/"),
            Some(Code::Work(7))
        );
        assert_eq!(read_code("/app/asset/7"), Some(Code::Work(7)));
        assert_eq!(
            read_code("https://x/app/location/3"),
            Some(Code::Location(3))
        );
        assert_eq!(read_code(" P-100 "), Some(Code::Reference("P-100".into())));
        assert_eq!(
            read_code("https://x/app/asset/abc"),
            Some(Code::Reference("https://x/app/asset/abc".into()))
        );
        assert_eq!(
            read_code("https://x/app/asset/-1"),
            Some(Code::Reference("https://x/app/asset/-1".into()))
        );
        assert_eq!(read_code("  "), None);
    }
}
