//! Counters over a fixed window of time kept in the database (`rate_window`), so a limit holds for
//! the installation, not for one server process: five failed sign-ins on one instance and one on
//! another are six. Each count is one statement (an upsert), so two instances counting at the same
//! moment cannot both read the old number.
//!
//! Times are milliseconds since 1970 ([`millis`]): both databases compare integers alike.
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, Value};

use crate::{db::statement, error::AppResult};

/// Milliseconds since 1970 of a time.
pub fn millis(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

/// One key's window as stored: the count and when the window began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub count: i32,
    pub start_ms: i64,
}

impl Window {
    /// Whole seconds (at least one) until a window of `length` that began at `start_ms` ends.
    pub fn seconds_left(self, length: Duration, now_ms: i64) -> u64 {
        let end = self.start_ms + length.as_millis() as i64;
        ((end - now_ms).max(0) as u64).div_ceil(1000).max(1)
    }
}

/// Counts one more for `key` in its window of `length` (a window that has passed starts again at
/// one) and returns the window as it now is.
pub async fn hit(
    db: &impl ConnectionTrait,
    key: &str,
    length: Duration,
    now: DateTime<Utc>,
) -> AppResult<Window> {
    let now_ms = millis(now);
    let expired_before = now_ms - length.as_millis() as i64;
    let row = db
        .query_one_raw(statement(
            db,
            "INSERT INTO rate_window (key, count, window_start_ms) VALUES ($1, 1, $2) \
             ON CONFLICT (key) DO UPDATE SET \
               count = CASE WHEN rate_window.window_start_ms <= $3 THEN 1 ELSE rate_window.count + 1 END, \
               window_start_ms = CASE WHEN rate_window.window_start_ms <= $3 THEN $2 ELSE rate_window.window_start_ms END \
             RETURNING count, window_start_ms",
            vec![key.into(), now_ms.into(), expired_before.into()],
        ))
        .await?
        .ok_or_else(|| crate::error::AppError::Internal("the counter upsert returned no row".into()))?;
    Ok(Window {
        count: row.try_get("", "count")?,
        start_ms: row.try_get("", "window_start_ms")?,
    })
}

/// The window of `key` if one of `length` is still open, without counting.
pub async fn current(
    db: &impl ConnectionTrait,
    key: &str,
    length: Duration,
    now: DateTime<Utc>,
) -> AppResult<Option<Window>> {
    let expired_before = millis(now) - length.as_millis() as i64;
    let row = db
        .query_one_raw(statement(
            db,
            "SELECT count, window_start_ms FROM rate_window WHERE key = $1 AND window_start_ms > $2",
            vec![key.into(), expired_before.into()],
        ))
        .await?;
    row.map(|row| {
        Ok(Window {
            count: row.try_get("", "count")?,
            start_ms: row.try_get("", "window_start_ms")?,
        })
    })
    .transpose()
}

/// Forgets `key`'s window.
pub async fn clear(db: &impl ConnectionTrait, key: &str) -> AppResult<()> {
    db.execute_raw(statement(
        db,
        "DELETE FROM rate_window WHERE key = $1",
        vec![key.into()],
    ))
    .await?;
    Ok(())
}

/// Removes windows that began before `before` (housekeeping; no limit here is longer than a day).
pub async fn purge(db: &impl ConnectionTrait, before: DateTime<Utc>) -> AppResult<u64> {
    let done = db
        .execute_raw(statement(
            db,
            "DELETE FROM rate_window WHERE window_start_ms < $1",
            vec![Value::from(millis(before))],
        ))
        .await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_left_round_up_and_are_never_zero() {
        let w = Window {
            count: 5,
            start_ms: 10_000,
        };
        let minute = Duration::from_secs(60);
        assert_eq!(w.seconds_left(minute, 10_000), 60);
        assert_eq!(w.seconds_left(minute, 30_001), 40);
        assert_eq!(w.seconds_left(minute, 69_999), 1);
        assert_eq!(w.seconds_left(minute, 90_000), 1);
    }
}
