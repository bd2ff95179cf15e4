//! The pure rules of tracking links (tested here).
use chrono::{DateTime, Duration, Utc};

use crate::error::{AppError, AppResult};

/// A link lasts this many days unless its maker says otherwise…
pub const DEFAULT_DAYS: i64 = 14;
/// …and at most this many.
pub const MAX_DAYS: i64 = 90;
/// Links an assignment may have open at once.
pub const MAX_OPEN: usize = 20;
/// A label is a short note for its maker ("for the courier").
pub const MAX_LABEL: usize = 100;

/// When a link made at `now` for `days` (none: the default) expires.
pub fn expiry(now: DateTime<Utc>, days: Option<i64>) -> AppResult<DateTime<Utc>> {
    let days = days.unwrap_or(DEFAULT_DAYS);
    if !(1..=MAX_DAYS).contains(&days) {
        return Err(AppError::Invalid {
            message: format!("A tracking link lasts from 1 to {MAX_DAYS} days."),
            fields: vec!["expiresInDays"],
        });
    }
    Ok(now + Duration::days(days))
}

/// The label as kept: trimmed, none when empty.
pub fn label(sent: Option<&str>) -> AppResult<Option<String>> {
    let label = sent.map(str::trim).filter(|l| !l.is_empty());
    if label.is_some_and(|l| l.chars().count() > MAX_LABEL) {
        return Err(AppError::Invalid {
            message: format!("A label has at most {MAX_LABEL} characters."),
            fields: vec!["label"],
        });
    }
    Ok(label.map(str::to_owned))
}

/// Whether a link opens its page at `now_ms`.
pub fn is_open(expires_at_ms: i64, revoked_at_ms: Option<i64>, now_ms: i64) -> bool {
    revoked_at_ms.is_none() && now_ms < expires_at_ms
}

/// A token as it may appear in a URL: what `auth::session::new_token` makes (base64url, 43
/// characters); anything else is not looked up.
pub fn plausible_token(token: &str) -> bool {
    token.len() == 43
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_lasts_from_one_to_ninety_days() {
        let now = DateTime::parse_from_rfc3339("2026-11-27T10:00:00Z")
            .unwrap()
            .to_utc();
        assert_eq!(expiry(now, None).unwrap(), now + Duration::days(14));
        assert_eq!(expiry(now, Some(1)).unwrap(), now + Duration::days(1));
        assert!(expiry(now, Some(0)).is_err());
        assert!(expiry(now, Some(91)).is_err());
    }

    #[test]
    fn labels_are_trimmed_and_short() {
        assert_eq!(
            label(Some("  courier ")).unwrap().as_deref(),
            Some("courier")
        );
        assert_eq!(label(Some("   ")).unwrap(), None);
        assert!(label(Some(&"x".repeat(101))).is_err());
    }

    #[test]
    fn a_link_is_open_until_it_expires_or_is_revoked() {
        assert!(is_open(2_000, None, 1_999));
        assert!(!is_open(2_000, None, 2_000));
        assert!(!is_open(2_000, Some(1_000), 1_500));
    }

    #[test]
    fn only_tokens_of_the_right_shape_are_looked_up() {
        assert!(plausible_token(&crate::auth::session::new_token()));
        assert!(!plausible_token("short"));
        assert!(!plausible_token(&"a".repeat(42).replace('a', "/")));
    }
}
