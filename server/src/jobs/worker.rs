//! The worker every `serve` process runs: claims due jobs (up to `concurrency` at once), runs each
//! by its kind, records the outcome, and extends the lease of what it runs every third of a lease.
//! At shutdown it stops claiming, lets running jobs finish for a grace period, and hands back the
//! rest ([`super::store::release`]) so another worker takes them at once instead of after a lease.
use std::{sync::Arc, time::Duration};

use chrono::Utc;
use tokio::{sync::watch, task::JoinSet, time::Instant};

use super::{store, Registry};
use crate::state::AppState;

#[derive(Clone, Copy, Debug)]
pub struct WorkerConfig {
    /// How long a claimed job is this worker's without the lease being extended.
    pub lease: Duration,
    /// How often an idle worker looks for due jobs.
    pub poll: Duration,
    /// Jobs run at once by this worker.
    pub concurrency: usize,
    /// The wait after a first failed attempt (doubled after each further one).
    pub backoff_base: Duration,
    /// How long running jobs may finish at shutdown before they are handed back.
    pub grace: Duration,
}

/// A running worker; [`WorkerHandle::shutdown`] stops it.
pub struct WorkerHandle {
    pub id: Arc<str>,
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

impl WorkerHandle {
    /// Stops claiming, waits for running jobs (up to the grace period), hands back the rest.
    pub async fn shutdown(self) {
        let _ = self.stop.send(true);
        if let Err(e) = self.task.await {
            tracing::warn!(error = %e, "the job worker ended badly");
        }
    }
}

/// A name for this worker that says where it runs: host, process, and a random part (a restarted
/// process with a reused pid is another worker).
pub fn worker_id() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    let token = crate::auth::session::new_token();
    format!("{host}-{}-{}", std::process::id(), &token[..6])
}

/// Starts the worker on the runtime.
pub fn spawn(state: AppState, registry: Registry, config: WorkerConfig) -> WorkerHandle {
    let id: Arc<str> = worker_id().into();
    let (stop, stopped) = watch::channel(false);
    let task = tokio::spawn(run(state, registry, config, id.clone(), stopped));
    WorkerHandle { id, stop, task }
}

async fn run(
    state: AppState,
    registry: Registry,
    config: WorkerConfig,
    id: Arc<str>,
    mut stopped: watch::Receiver<bool>,
) {
    let registry = Arc::new(registry);
    let concurrency = config.concurrency.max(1);
    let mut running: JoinSet<()> = JoinSet::new();
    let mut last_extended = Instant::now();
    tracing::info!(worker = %id, kinds = ?registry.kinds(), "job worker started");
    loop {
        let free = concurrency - running.len().min(concurrency);
        let mut claimed = 0;
        if free > 0 {
            let now = Utc::now();
            if let Err(e) = store::fail_abandoned(&state.db, now).await {
                tracing::warn!(error = %e, "could not check for abandoned jobs");
            }
            match store::claim(&state.db, &id, config.lease, now, free as u64).await {
                Ok(jobs) => {
                    claimed = jobs.len();
                    for job in jobs {
                        running.spawn(run_one(
                            state.clone(),
                            registry.clone(),
                            job,
                            id.clone(),
                            config.backoff_base,
                        ));
                    }
                }
                Err(e) => tracing::warn!(error = %e, "could not claim jobs"),
            }
        }
        if !running.is_empty() && last_extended.elapsed() >= config.lease / 3 {
            last_extended = Instant::now();
            if let Err(e) = store::extend(&state.db, &id, config.lease, Utc::now()).await {
                tracing::warn!(error = %e, "could not extend the lease of running jobs");
            }
        }
        // Claimed a full batch: more may be due, look again at once.
        let wait = if claimed > 0 && claimed == free {
            Duration::ZERO
        } else {
            config.poll.min(config.lease / 3)
        };
        tokio::select! {
            _ = stopped.changed() => break,
            _ = tokio::time::sleep(wait) => {}
            Some(_) = running.join_next(), if !running.is_empty() => {}
        }
    }
    // Shutdown: let running jobs finish within the grace period, hand back the others.
    let finished = tokio::time::timeout(config.grace, async {
        while running.join_next().await.is_some() {}
    })
    .await;
    if finished.is_err() {
        running.abort_all();
        while running.join_next().await.is_some() {}
    }
    match store::release(&state.db, &id, Utc::now()).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(jobs = n, "handed back running jobs at shutdown"),
        Err(e) => {
            tracing::warn!(error = %e, "could not hand back running jobs (they are taken again after their lease)")
        }
    }
    tracing::info!(worker = %id, "job worker stopped");
}

/// Aborts the job's own task when the worker's task for it is aborted (shutdown).
struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs one claimed job and records how it went. The job runs in a task of its own, so a panic
/// is an error of that job, not of the worker.
async fn run_one(
    state: AppState,
    registry: Arc<Registry>,
    job: store::Claimed,
    worker: Arc<str>,
    backoff_base: Duration,
) {
    let started = Instant::now();
    let outcome = match registry.get(&job.kind) {
        Some(work) => {
            let task = tokio::spawn(work(state.clone(), &job.payload));
            let _abort = AbortOnDrop(task.abort_handle());
            match task.await {
                Ok(result) => result.map_err(|e| format!("{e:#}")),
                Err(e) => Err(format!("the job stopped: {e}")),
            }
        }
        // A newer server (a rolling upgrade) may know it: try again later, as for an error.
        None => Err(format!("this server has no job kind named {}", job.kind)),
    };
    let kind = job.kind.clone();
    metrics::histogram!("plinth_job_seconds", "kind" => kind.clone())
        .record(started.elapsed().as_secs_f64());
    let now = Utc::now();
    let recorded = match &outcome {
        Ok(()) => {
            metrics::counter!("plinth_jobs_done_total", "kind" => kind).increment(1);
            store::complete(&state.db, job.id, &worker, now).await
        }
        Err(error) => {
            metrics::counter!("plinth_job_attempts_failed_total", "kind" => kind.clone())
                .increment(1);
            if job.attempts >= job.max_attempts {
                metrics::counter!("plinth_jobs_failed_total", "kind" => kind).increment(1);
                tracing::warn!(job = job.id, kind = %job.kind, attempts = job.attempts, %error,
                    "a job failed on its last attempt: kept as failed");
            } else {
                tracing::info!(job = job.id, kind = %job.kind, attempts = job.attempts, %error,
                    "a job attempt failed: it will be tried again");
            }
            store::fail(&state.db, &job, &worker, error, backoff_base, now).await
        }
    };
    match recorded {
        Ok(true) => {}
        Ok(false) => tracing::warn!(job = job.id, kind = %job.kind,
            "a job's lease was taken over before it finished: another worker has it"),
        Err(e) => tracing::warn!(job = job.id, error = %e,
            "could not record a job's outcome (it runs again after its lease)"),
    }
}
