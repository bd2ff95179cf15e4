//! A fixed pool of render threads, one engine each. The async side never waits on JavaScript:
//! it sends a job and awaits the reply with a time limit.
use std::{
    sync::{mpsc, Arc, Mutex},
    time::Duration,
};

use tokio::sync::oneshot;

use super::engine::{Bundle, Engine, RenderError};

struct Job {
    payload: String,
    reply: oneshot::Sender<Result<String, RenderError>>,
}

pub struct Renderer {
    jobs: Option<mpsc::Sender<Job>>,
    deadline: Duration,
}

impl Renderer {
    /// `bundle` None (the UI was not built into this binary): every render falls back to the client shell.
    pub fn start(
        bundle: Option<String>,
        threads: usize,
        deadline: Duration,
        memory_limit: usize,
    ) -> Renderer {
        let Some(source) = bundle else {
            return Renderer {
                jobs: None,
                deadline,
            };
        };
        let bundle = Arc::new(Bundle::new(source));
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for n in 0..threads.max(1) {
            let (rx, bundle) = (rx.clone(), bundle.clone());
            std::thread::Builder::new()
                .name(format!("render-{n}"))
                .stack_size(16 * 1024 * 1024)
                .spawn(move || render_thread(&rx, &bundle, deadline, memory_limit))
                .expect("spawn render thread");
        }
        Renderer {
            jobs: Some(tx),
            deadline,
        }
    }

    pub async fn render(&self, payload: String) -> Result<String, RenderError> {
        let Some(jobs) = &self.jobs else {
            return Err(RenderError::NoBundle);
        };
        let (reply, answer) = oneshot::channel();
        jobs.send(Job { payload, reply })
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
        let result = current.render(&job.payload, deadline);
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
