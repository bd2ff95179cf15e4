//! Background jobs (docs/jobs.md): work that need not hold up a request, done by a worker in every
//! `serve` process from one table (`job`) in the database.
//!
//! - **Outbox**: [`enqueue`] writes a job with the caller's connection, so inside the transaction of
//!   the change that causes it: the job exists exactly when the change was committed.
//! - **Claim** ([`store::claim`]): due pending jobs, and running jobs whose lease has expired (their
//!   worker died), are taken in one statement; on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so
//!   workers of several processes never take the same job. SQLite runs one process, one worker.
//! - **Lease**: a claimed job belongs to its worker until `locked_until_ms`; the worker extends it
//!   while the job runs ([`worker`]). A worker killed with `kill -9` stops extending, and after the
//!   lease anyone takes the job again. A job may so run more than once: every kind is idempotent.
//! - **Retries**: a failed attempt waits [`backoff`] (doubling from a base) and runs again, until
//!   the kind's [`JobKind::MAX_ATTEMPTS`]; then the job is `failed`, kept with its last error, and an
//!   admin may retry it ([`store::retry`]).
//! - **Kinds**: a typed payload per kind ([`JobKind`]), registered once ([`Registry`]); the worker
//!   looks the kind up by its name, so a new kind (an email, a webhook delivery) is one type and one
//!   line in `features::job_kinds`.
pub mod store;
pub mod worker;

use std::{collections::HashMap, future::Future, pin::Pin, sync::Arc, time::Duration};

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};
use serde::{de::DeserializeOwned, Serialize};

use crate::{error::AppResult, limits::millis, state::AppState};

/// One kind of background work: its payload is the type itself, stored as JSON.
pub trait JobKind: Serialize + DeserializeOwned + Send + 'static {
    /// The name stored in `job.kind`. Jobs of a kind may be waiting across an upgrade: keep it.
    const KIND: &'static str;
    /// Attempts before the job is kept as failed.
    const MAX_ATTEMPTS: i32 = 5;
    /// Does the work. An error is kept as the job's last error and the job is tried again later;
    /// the work may already have been done once (a lease that expired), so it must be idempotent.
    fn run(self, state: AppState) -> impl Future<Output = anyhow::Result<()>> + Send;
}

/// Writes a job due now with `db`: pass the transaction of the change that causes it.
pub async fn enqueue<K: JobKind>(
    db: &impl ConnectionTrait,
    job: &K,
    now: DateTime<Utc>,
) -> AppResult<i32> {
    enqueue_named(db, K::KIND, K::MAX_ATTEMPTS, job, now).await
}

/// [`enqueue`] by the kind's name, for shared code below the features that registers the kind
/// (`crate::events` enqueues the kind `features::events::fanout` runs).
pub async fn enqueue_named(
    db: &impl ConnectionTrait,
    kind: &str,
    max_attempts: i32,
    payload: &impl Serialize,
    now: DateTime<Utc>,
) -> AppResult<i32> {
    let payload = serde_json::to_string(payload).map_err(crate::error::AppError::internal)?;
    let row = entity::job::ActiveModel {
        kind: Set(kind.to_owned()),
        payload: Set(payload),
        status: Set(store::PENDING.to_owned()),
        attempts: Set(0),
        max_attempts: Set(max_attempts),
        run_at_ms: Set(millis(now)),
        created_at_ms: Set(millis(now)),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(row.id)
}

/// How long a job waits after its `attempts`-th failed attempt: `base` doubled for each attempt
/// after the first, at most an hour.
pub fn backoff(base: Duration, attempts: i32) -> Duration {
    let doublings = attempts.clamp(1, 30) as u32 - 1;
    base.saturating_mul(2u32.saturating_pow(doublings))
        .min(Duration::from_secs(3600))
}

/// A job's work, started.
type Work = Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send>>;
/// A kind's entry: starts the work of a stored payload.
type Run = Arc<dyn Fn(AppState, &str) -> Work + Send + Sync>;

/// The kinds this server runs, by name.
#[derive(Clone, Default)]
pub struct Registry {
    kinds: HashMap<&'static str, Run>,
}

impl Registry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a kind (a second kind of the same name is a programming error).
    pub fn add<K: JobKind>(mut self) -> Self {
        let run: Run = Arc::new(|state: AppState, payload: &str| -> Work {
            match serde_json::from_str::<K>(payload) {
                Ok(job) => Box::pin(job.run(state)),
                Err(e) => Box::pin(async move {
                    Err(anyhow::anyhow!("the payload is not a {} job: {e}", K::KIND))
                }),
            }
        });
        assert!(
            self.kinds.insert(K::KIND, run).is_none(),
            "two job kinds named {}",
            K::KIND
        );
        self
    }

    pub fn kinds(&self) -> Vec<&'static str> {
        let mut names: Vec<_> = self.kinds.keys().copied().collect();
        names.sort_unstable();
        names
    }

    fn get(&self, kind: &str) -> Option<Run> {
        self.kinds.get(kind).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_the_base_up_to_an_hour() {
        let base = Duration::from_secs(2);
        assert_eq!(backoff(base, 1), Duration::from_secs(2));
        assert_eq!(backoff(base, 2), Duration::from_secs(4));
        assert_eq!(backoff(base, 5), Duration::from_secs(32));
        assert_eq!(backoff(base, 40), Duration::from_secs(3600));
        assert_eq!(backoff(base, 0), Duration::from_secs(2));
    }
}
