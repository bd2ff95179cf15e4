//! The `job` table's statements: claim, extend, finish, fail, release, retry. Each is one
//! statement guarded by who holds the job (`locked_by`), so a worker whose lease expired and was
//! taken over cannot mark a job it no longer holds. `locked_by` stays on a finished job: it names
//! the worker that finished it.
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, QueryResult, Value};

use crate::{
    db::statement,
    error::{AppError, AppResult},
    limits::millis,
};

pub const PENDING: &str = "pending";
pub const RUNNING: &str = "running";
pub const DONE: &str = "done";
pub const FAILED: &str = "failed";

/// The longest error text kept.
const MAX_ERROR_CHARS: usize = 2000;

/// A job taken by a worker.
#[derive(Clone, Debug)]
pub struct Claimed {
    pub id: i32,
    pub kind: String,
    pub payload: String,
    /// Attempts so far, this one included.
    pub attempts: i32,
    pub max_attempts: i32,
}

fn claimed(row: &QueryResult) -> AppResult<Claimed> {
    Ok(Claimed {
        id: row.try_get("", "id")?,
        kind: row.try_get("", "kind")?,
        payload: row.try_get("", "payload")?,
        attempts: row.try_get("", "attempts")?,
        max_attempts: row.try_get("", "max_attempts")?,
    })
}

/// Takes up to `limit` jobs for `worker` until `now + lease`: due pending jobs, and running jobs
/// whose lease expired with attempts left, the longest waiting first. One statement; on
/// PostgreSQL the rows are chosen `FOR UPDATE SKIP LOCKED`, so two workers never take one job.
pub async fn claim(
    db: &impl ConnectionTrait,
    worker: &str,
    lease: Duration,
    now: DateTime<Utc>,
    limit: u64,
) -> AppResult<Vec<Claimed>> {
    let lock = match db.get_database_backend() {
        DbBackend::Postgres => " FOR UPDATE SKIP LOCKED",
        _ => "",
    };
    let sql = format!(
        "UPDATE job SET status = 'running', attempts = attempts + 1, locked_by = $1, \
           locked_until_ms = $2 \
         WHERE id IN (SELECT id FROM job \
           WHERE (status = 'pending' AND run_at_ms <= $3) \
              OR (status = 'running' AND locked_until_ms < $3 AND attempts < max_attempts) \
           ORDER BY run_at_ms, id LIMIT $4{lock}) \
         RETURNING id, kind, payload, attempts, max_attempts"
    );
    let now_ms = millis(now);
    let rows = db
        .query_all_raw(statement(
            db,
            &sql,
            vec![
                worker.into(),
                (now_ms + lease.as_millis() as i64).into(),
                now_ms.into(),
                (limit as i64).into(),
            ],
        ))
        .await?;
    let mut jobs = rows.iter().map(claimed).collect::<AppResult<Vec<_>>>()?;
    jobs.sort_by_key(|j| j.id);
    Ok(jobs)
}

/// Running jobs whose lease expired on their last attempt (their worker died): failed, since
/// [`claim`] will not take them again.
pub async fn fail_abandoned(db: &impl ConnectionTrait, now: DateTime<Utc>) -> AppResult<u64> {
    let done = db
        .execute_raw(statement(
            db,
            "UPDATE job SET status = 'failed', finished_at_ms = $1, locked_until_ms = NULL, \
               last_error = 'The worker running its last attempt stopped before it finished.' \
             WHERE status = 'running' AND locked_until_ms < $1 AND attempts >= max_attempts",
            vec![millis(now).into()],
        ))
        .await?;
    Ok(done.rows_affected())
}

/// Extends the lease of every job `worker` is running.
pub async fn extend(
    db: &impl ConnectionTrait,
    worker: &str,
    lease: Duration,
    now: DateTime<Utc>,
) -> AppResult<u64> {
    let done = db
        .execute_raw(statement(
            db,
            "UPDATE job SET locked_until_ms = $1 WHERE status = 'running' AND locked_by = $2",
            vec![
                (millis(now) + lease.as_millis() as i64).into(),
                worker.into(),
            ],
        ))
        .await?;
    Ok(done.rows_affected())
}

/// Marks a job `worker` holds as done; false when it no longer holds it.
pub async fn complete(
    db: &impl ConnectionTrait,
    id: i32,
    worker: &str,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let done = db
        .execute_raw(statement(
            db,
            "UPDATE job SET status = 'done', finished_at_ms = $1, locked_until_ms = NULL \
             WHERE id = $2 AND status = 'running' AND locked_by = $3",
            vec![millis(now).into(), id.into(), worker.into()],
        ))
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Records a failed attempt of a job `worker` holds: due again after [`super::backoff`], or
/// `failed` when it has had its attempts. False when the worker no longer holds it.
pub async fn fail(
    db: &impl ConnectionTrait,
    job: &Claimed,
    worker: &str,
    error: &str,
    backoff_base: Duration,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let error: String = error.chars().take(MAX_ERROR_CHARS).collect();
    let now_ms = millis(now);
    let (sql, values): (&str, Vec<Value>) = if job.attempts >= job.max_attempts {
        (
            "UPDATE job SET status = 'failed', finished_at_ms = $1, locked_until_ms = NULL, \
               last_error = $2 WHERE id = $3 AND status = 'running' AND locked_by = $4",
            vec![now_ms.into(), error.into(), job.id.into(), worker.into()],
        )
    } else {
        let wait = super::backoff(backoff_base, job.attempts);
        (
            "UPDATE job SET status = 'pending', run_at_ms = $1, locked_until_ms = NULL, \
               last_error = $2 WHERE id = $3 AND status = 'running' AND locked_by = $4",
            vec![
                (now_ms + wait.as_millis() as i64).into(),
                error.into(),
                job.id.into(),
                worker.into(),
            ],
        )
    };
    let done = db.execute_raw(statement(db, sql, values)).await?;
    Ok(done.rows_affected() == 1)
}

/// Hands back every job `worker` is running (at shutdown): pending again at once, the attempt
/// not counted, for any worker to take.
pub async fn release(
    db: &impl ConnectionTrait,
    worker: &str,
    now: DateTime<Utc>,
) -> AppResult<u64> {
    let done = db
        .execute_raw(statement(
            db,
            "UPDATE job SET status = 'pending', attempts = attempts - 1, run_at_ms = $1, \
               locked_by = NULL, locked_until_ms = NULL \
             WHERE status = 'running' AND locked_by = $2",
            vec![millis(now).into(), worker.into()],
        ))
        .await?;
    Ok(done.rows_affected())
}

/// Puts a failed job back to pending, due now, with all its attempts again (the admin's retry).
/// 404 when there is no such job; 409 when it is not failed.
pub async fn retry(db: &impl ConnectionTrait, id: i32, now: DateTime<Utc>) -> AppResult<()> {
    let done = db
        .execute_raw(statement(
            db,
            "UPDATE job SET status = 'pending', attempts = 0, run_at_ms = $1, \
               locked_by = NULL, locked_until_ms = NULL, finished_at_ms = NULL \
             WHERE id = $2 AND status = 'failed'",
            vec![millis(now).into(), id.into()],
        ))
        .await?;
    if done.rows_affected() == 1 {
        return Ok(());
    }
    use sea_orm::EntityTrait;
    match entity::job::Entity::find_by_id(id).one(db).await? {
        Some(job) => Err(AppError::Conflict(format!(
            "Only a failed job can be retried; this one is {}.",
            job.status
        ))),
        None => Err(AppError::NotFound),
    }
}

/// How many jobs are in each status.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub pending: u64,
    pub running: u64,
    pub done: u64,
    pub failed: u64,
}

pub async fn counts(db: &impl ConnectionTrait) -> AppResult<Counts> {
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT status, COUNT(*) AS n FROM job GROUP BY status",
            vec![],
        ))
        .await?;
    let mut counts = Counts::default();
    for row in rows {
        let status: String = row.try_get("", "status")?;
        let n: i64 = row.try_get("", "n")?;
        let n = n.max(0) as u64;
        match status.as_str() {
            PENDING => counts.pending = n,
            RUNNING => counts.running = n,
            DONE => counts.done = n,
            FAILED => counts.failed = n,
            _ => {}
        }
    }
    Ok(counts)
}

/// Removes done jobs finished before `before` (housekeeping; failed ones stay for the admin).
pub async fn purge_done(db: &impl ConnectionTrait, before: DateTime<Utc>) -> AppResult<u64> {
    let done = db
        .execute_raw(statement(
            db,
            "DELETE FROM job WHERE status = 'done' AND finished_at_ms < $1",
            vec![millis(before).into()],
        ))
        .await?;
    Ok(done.rows_affected())
}
