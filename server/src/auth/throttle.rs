//! Failed sign-in throttling: a fixed window per key (account email, client address), counted in
//! the database ([`crate::limits`]) so that every server process of an installation sees the same
//! count: five failures on one instance and one on another are six.
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;

use crate::{error::AppResult, limits};

pub struct Throttle {
    limit: u32,
    window: Duration,
}

/// The counter's key of a throttle key (`acct:…`, `addr:…`), apart from other counters' keys.
fn counter(key: &str) -> String {
    format!("signin:{key}")
}

impl Throttle {
    pub fn new(limit: u32, window: Duration) -> Self {
        Throttle { limit, window }
    }

    /// Seconds to wait if any key is over its limit, else None.
    pub async fn blocked(
        &self,
        db: &impl ConnectionTrait,
        keys: &[String],
        now: DateTime<Utc>,
    ) -> AppResult<Option<u64>> {
        let mut wait = None;
        for key in keys {
            if let Some(w) = limits::current(db, &counter(key), self.window, now).await? {
                if w.count >= self.limit as i32 {
                    let left = w.seconds_left(self.window, limits::millis(now));
                    wait = Some(wait.map_or(left, |x: u64| x.max(left)));
                }
            }
        }
        Ok(wait)
    }

    /// Counts a failure against every key; true when this one reached a key's limit (so the
    /// caller can record the start of a block once, not on every refused attempt).
    pub async fn record_failure(
        &self,
        db: &impl ConnectionTrait,
        keys: &[String],
        now: DateTime<Utc>,
    ) -> AppResult<bool> {
        let mut reached = false;
        for key in keys {
            let w = limits::hit(db, &counter(key), self.window, now).await?;
            reached |= w.count == self.limit as i32;
        }
        Ok(reached)
    }

    pub async fn clear(&self, db: &impl ConnectionTrait, key: &str) -> AppResult<()> {
        limits::clear(db, &counter(key)).await
    }
}
