//! Heavy blocking work (password hashes, PDFs, reports, photo decodes) off the async threads, with
//! at most a fixed number of runs of each kind at once: what each run holds in memory is then
//! bounded by that number, whatever the number of requests asking, and the rest wait their turn.
use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};

use tokio::{
    sync::{OwnedSemaphorePermit, Semaphore},
    task::JoinError,
};

pub struct Bounded {
    turns: Arc<Semaphore>,
    running: Arc<AtomicUsize>,
    peak: Arc<AtomicUsize>,
}

/// A turn to run: while it is held, one of the [`Bounded::new`] runs is taken.
pub struct Turn {
    _permit: OwnedSemaphorePermit,
}

impl Bounded {
    /// At most `at_once` runs at a time (at least one).
    pub fn new(at_once: usize) -> Self {
        Bounded {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            running: Arc::default(),
            peak: Arc::default(),
        }
    }

    /// As many at once as this machine has cores.
    pub fn per_core() -> Self {
        Self::new(cores())
    }

    /// One for every two cores: work that should leave half the machine to the requests.
    pub fn per_two_cores() -> Self {
        Self::new(cores().div_ceil(2))
    }

    /// Waits for a turn, for work that runs across several steps (a report written as its rows
    /// arrive) or that checks something before it starts (a picture another request made meanwhile).
    pub async fn turn(&self) -> Turn {
        Turn {
            _permit: self
                .turns
                .clone()
                .acquire_owned()
                .await
                .expect("the semaphore is never closed"),
        }
    }

    /// Runs `work` on the blocking pool once it has a turn.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, JoinError> {
        let turn = self.turn().await;
        Ok(self.run_with(turn, work).await?.0)
    }

    /// Runs `work` on the blocking pool with a turn already taken, and gives the turn back with the
    /// result (to keep it while the result is stored, say). The turn moves into the work: a caller
    /// that stops waiting (a time limit, a closed request) does not free it before the work ends.
    pub async fn run_with<T: Send + 'static>(
        &self,
        turn: Turn,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<(T, Turn), JoinError> {
        let (running, peak) = (self.running.clone(), self.peak.clone());
        tokio::task::spawn_blocking(move || {
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            peak.fetch_max(now, Ordering::SeqCst);
            // Counted out on the way out, a panicking run included.
            let _running = Running(running);
            (work(), turn)
        })
        .await
    }

    /// The most runs seen at once since the start.
    pub fn peak(&self) -> usize {
        self.peak.load(Ordering::SeqCst)
    }
}

struct Running(Arc<AtomicUsize>);

impl Drop for Running {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn no_more_than_the_bound_run_at_once() {
        let bounded = Arc::new(Bounded::new(2));
        let runs = (0..12).map(|_| {
            let bounded = bounded.clone();
            tokio::spawn(async move {
                bounded
                    .run(|| std::thread::sleep(std::time::Duration::from_millis(20)))
                    .await
            })
        });
        for run in runs.collect::<Vec<_>>() {
            run.await.unwrap().unwrap();
        }
        assert_eq!(bounded.peak(), 2);
    }

    #[tokio::test]
    async fn a_turn_given_up_is_kept_until_the_work_ends() {
        let bounded = Arc::new(Bounded::new(1));
        let (started_tx, started) = std::sync::mpsc::channel();
        let (finish, finish_rx) = std::sync::mpsc::channel::<()>();
        let slow = {
            let bounded = bounded.clone();
            tokio::spawn(async move {
                bounded
                    .run(move || {
                        started_tx.send(()).unwrap();
                        finish_rx.recv().unwrap();
                    })
                    .await
            })
        };
        tokio::task::spawn_blocking(move || started.recv().unwrap())
            .await
            .unwrap();
        slow.abort();
        let waiting = tokio::time::timeout(std::time::Duration::from_millis(50), bounded.turn());
        assert!(
            waiting.await.is_err(),
            "the turn was freed while the work ran"
        );
        finish.send(()).unwrap();
        drop(bounded.turn().await);
    }
}
