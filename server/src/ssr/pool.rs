//! A fixed pool of render threads, one engine each. The async side never waits on JavaScript:
//! it sends a job and awaits the reply with a time limit.
//!
//! **Load shedding**: a page that would wait for a render thread longer than the render deadline
//! is not queued at all: [`Renderer::render`] answers [`RenderError::Busy`] at once and the page
//! goes out as the client-only shell (same payload, the browser renders it). The wait is
//! estimated from the jobs already in the pool and a running average of render times, so under a
//! burst the late pages come at once instead of after seconds in a queue.
use std::{
    sync::{
        atomic::{AtomicU64, AtomicUsize, Ordering},
        mpsc, Arc, Mutex,
    },
    time::{Duration, Instant},
};

use tokio::sync::oneshot;

use super::engine::{Bundle, Engine, RenderError};

struct Job {
    payload: String,
    reply: oneshot::Sender<Result<String, RenderError>>,
    /// Held while the job is queued or rendering: counts it in [`Load::in_pool`].
    _slot: Slot,
}

/// How busy the pool is.
struct Load {
    threads: usize,
    /// Jobs queued or rendering.
    in_pool: AtomicUsize,
    /// Running average of one render, in microseconds (starts at [`FIRST_RENDER_GUESS`]).
    average_us: AtomicU64,
    /// Pages answered with the shell because the pool was too busy, since start.
    shed: AtomicU64,
}

/// The render time assumed before any render was measured: a little above what the dashboard and
/// a 10-row list take in QuickJS (`just bench` prints them), so the first burst is not all queued.
const FIRST_RENDER_GUESS: Duration = Duration::from_millis(20);

impl Load {
    /// How long a job sent now would wait before a thread starts it.
    fn expected_wait(&self) -> Duration {
        let rounds = self.in_pool.load(Ordering::SeqCst) / self.threads;
        Duration::from_micros(self.average_us.load(Ordering::Relaxed)) * rounds as u32
    }

    fn record(&self, took: Duration) {
        let took = took.as_micros().min(u64::MAX as u128) as u64;
        let old = self.average_us.load(Ordering::Relaxed);
        self.average_us
            .store(old - old / 8 + took / 8, Ordering::Relaxed);
    }
}

struct Slot(Arc<Load>);

impl Slot {
    fn take(load: &Arc<Load>) -> Slot {
        load.in_pool.fetch_add(1, Ordering::SeqCst);
        Slot(load.clone())
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.in_pool.fetch_sub(1, Ordering::SeqCst);
    }
}

pub struct Renderer {
    jobs: Option<mpsc::Sender<Job>>,
    deadline: Duration,
    load: Arc<Load>,
}

impl Renderer {
    /// `bundle` None (the UI was not built into this binary): every render falls back to the client shell.
    pub fn start(
        bundle: Option<String>,
        threads: usize,
        deadline: Duration,
        memory_limit: usize,
    ) -> Renderer {
        let load = Arc::new(Load {
            threads: threads.max(1),
            in_pool: AtomicUsize::new(0),
            average_us: AtomicU64::new(FIRST_RENDER_GUESS.as_micros() as u64),
            shed: AtomicU64::new(0),
        });
        let Some(source) = bundle else {
            return Renderer {
                jobs: None,
                deadline,
                load,
            };
        };
        let bundle = Arc::new(Bundle::new(source));
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for n in 0..threads.max(1) {
            let (rx, bundle, load) = (rx.clone(), bundle.clone(), load.clone());
            std::thread::Builder::new()
                .name(format!("render-{n}"))
                .stack_size(16 * 1024 * 1024)
                .spawn(move || render_thread(&rx, &bundle, &load, deadline, memory_limit))
                .expect("spawn render thread");
        }
        Renderer {
            jobs: Some(tx),
            deadline,
            load,
        }
    }

    /// Pages served as the client-only shell since start because every render thread was busy.
    pub fn shed_pages(&self) -> u64 {
        self.load.shed.load(Ordering::Relaxed)
    }

    /// Render threads busy now and pages waiting for one (for `/metrics`).
    pub fn busy_and_queued(&self) -> (usize, usize) {
        let in_pool = self.load.in_pool.load(Ordering::SeqCst);
        let busy = in_pool.min(self.load.threads);
        (busy, in_pool - busy)
    }

    /// Render threads of the pool.
    pub fn threads(&self) -> usize {
        self.load.threads
    }

    pub async fn render(&self, payload: String) -> Result<String, RenderError> {
        let Some(jobs) = &self.jobs else {
            return Err(RenderError::NoBundle);
        };
        let wait = self.load.expected_wait();
        if wait > self.deadline {
            let shed = self.load.shed.fetch_add(1, Ordering::Relaxed) + 1;
            return Err(RenderError::Busy { wait, shed });
        }
        let (reply, answer) = oneshot::channel();
        let _slot = Slot::take(&self.load);
        jobs.send(Job {
            payload,
            reply,
            _slot,
        })
        .map_err(|_| RenderError::Unavailable)?;
        // Queue wait counts too: a page that would be late is better served as the client shell.
        match tokio::time::timeout(self.deadline * 2, answer).await {
            Ok(Ok(result)) => result,
            _ => Err(RenderError::Unavailable),
        }
    }
}

fn render_thread(
    rx: &Mutex<mpsc::Receiver<Job>>,
    bundle: &Bundle,
    load: &Load,
    deadline: Duration,
    memory_limit: usize,
) {
    // Engines start lazily, on the first job, so idle test servers cost nothing.
    let mut engine: Option<Engine> = None;
    loop {
        let job = match rx.lock().map(|rx| rx.recv()) {
            Ok(Ok(job)) => job,
            _ => return, // the Renderer was dropped
        };
        if engine.is_none() {
            match Engine::start(bundle, memory_limit) {
                Ok(e) => engine = Some(e),
                Err(e) => {
                    let _ = job.reply.send(Err(e));
                    continue;
                }
            }
        }
        let current = engine.as_mut().expect("engine started above");
        let started = Instant::now();
        let result = current.render(&job.payload, deadline);
        load.record(started.elapsed());
        for log in current.drain_logs() {
            match log.level.as_str() {
                "error" => tracing::error!(target: "ssr", "{}", log.message),
                "warn" => tracing::warn!(target: "ssr", "{}", log.message),
                _ => tracing::debug!(target: "ssr", "{}", log.message),
            }
        }
        if result.is_err() {
            // A thrown or interrupted render may leave React or the heap half-way: start clean next time.
            engine = None;
        }
        let _ = job.reply.send(result);
    }
}
