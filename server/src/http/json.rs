//! How our JSON writes values whose default serde form would differ between the databases.
use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serializer;

/// The contract's timestamp form: no fraction, `Z` for UTC (`2026-11-20T10:00:00Z`). chrono's own
/// serde would print the stored fraction, which differs between SQLite (nanoseconds) and
/// PostgreSQL (microseconds). Use with `#[serde(serialize_with = "...")]`.
pub fn rfc3339_seconds<S: Serializer>(at: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&at.to_rfc3339_opts(SecondsFormat::Secs, true))
}
