//! What the jobs calls carry.
use chrono::{DateTime, Utc};
use entity::job;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A job's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum JobStatus {
    /// Waits for its time (`runAt`): new, or tried again after a failed attempt.
    Pending,
    /// A worker has it now.
    Running,
    Done,
    /// Its attempts are used up: kept with its last error until retried.
    Failed,
}

impl JobStatus {
    pub fn parse(s: &str) -> Option<JobStatus> {
        match s {
            "pending" => Some(JobStatus::Pending),
            "running" => Some(JobStatus::Running),
            "done" => Some(JobStatus::Done),
            "failed" => Some(JobStatus::Failed),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            JobStatus::Pending => crate::jobs::store::PENDING,
            JobStatus::Running => crate::jobs::store::RUNNING,
            JobStatus::Done => crate::jobs::store::DONE,
            JobStatus::Failed => crate::jobs::store::FAILED,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobDto {
    pub id: i32,
    /// What the job does (`thumbnail`, …).
    #[schema(example = "thumbnail")]
    pub kind: String,
    pub status: JobStatus,
    /// Attempts made so far.
    pub attempts: i32,
    pub max_attempts: i32,
    /// The error of the last failed attempt, if any.
    pub last_error: Option<String>,
    /// When it is (or was) due.
    #[schema(value_type = String, format = DateTime)]
    pub run_at: DateTime<Utc>,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    #[schema(value_type = Option<String>, format = DateTime)]
    pub finished_at: Option<DateTime<Utc>>,
    /// The worker (host, process) that has it, or finished it.
    pub worker: Option<String>,
}

fn time(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(ms).unwrap_or_default()
}

impl From<job::Model> for JobDto {
    fn from(j: job::Model) -> Self {
        JobDto {
            id: j.id,
            kind: j.kind,
            status: JobStatus::parse(&j.status).unwrap_or(JobStatus::Pending),
            attempts: j.attempts,
            max_attempts: j.max_attempts,
            last_error: j.last_error,
            run_at: time(j.run_at_ms),
            created_at: time(j.created_at_ms),
            finished_at: j.finished_at_ms.map(time),
            worker: j.locked_by,
        }
    }
}

/// The list's filter.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct JobFilters {
    /// One status only: pending, running, done or failed (default: every status).
    pub status: Option<String>,
}

impl JobFilters {
    /// The status asked for; anything else is a 400 naming the statuses.
    pub fn status(&self) -> crate::error::AppResult<Option<JobStatus>> {
        match self
            .status
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => Ok(None),
            Some(s) => JobStatus::parse(s).map(Some).ok_or_else(|| {
                crate::error::AppError::BadRequest(format!(
                    "status must be one of pending, running, done, failed (got '{s}')."
                ))
            }),
        }
    }

    /// As the UI writes it after the list parameters (`jobApiFilters` in
    /// `ui/src/features/jobs/api.ts`), so a primed page has the key the browser asks with.
    pub fn query_pairs(status: Option<JobStatus>) -> Vec<(&'static str, String)> {
        status
            .map(|s| vec![("status", s.as_str().to_owned())])
            .unwrap_or_default()
    }
}

/// How many jobs are in each status (every kind).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobSummaryDto {
    pub pending: u64,
    pub running: u64,
    pub done: u64,
    pub failed: u64,
    /// The kinds of job this server runs.
    pub kinds: Vec<String>,
}
