//! Typst memoises what it lays out in one cache for the whole process, which nothing empties by itself. After
//! each document, what that document did not use is dropped, so the same document made again (a packing list
//! printed twice) still finds its work. Once no document has been made for `IDLE` and none is being made, the
//! rest goes too: the last document's work can be large (decoded print copies of twelve 12 MP photos), and a
//! server that has finished a burst of PDFs should give that memory back.
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Documents whose work is kept after each one.
const DOCUMENTS_KEPT: usize = 1;
/// How long the cache waits, with no document made, before it empties.
const IDLE: Duration = Duration::from_secs(3);

static MAKING: AtomicUsize = AtomicUsize::new(0);
static HOLDS_WORK: AtomicBool = AtomicBool::new(false);
static LAST_DONE: Mutex<Option<Instant>> = Mutex::new(None);
static WATCHER: OnceLock<()> = OnceLock::new();

/// Held while a document is laid out; dropped (even on a panic), it trims the cache.
pub struct Making(());

pub fn making() -> Making {
    MAKING.fetch_add(1, Ordering::SeqCst);
    WATCHER.get_or_init(|| {
        // A thread of its own: it sleeps nearly always, and the blocking pool's threads come and go.
        let spawned = std::thread::Builder::new()
            .name("pdf-cache".into())
            .spawn(|| loop {
                std::thread::sleep(IDLE);
                empty_if_idle(Instant::now());
            });
        if let Err(e) = spawned {
            tracing::warn!("the PDF layout cache is trimmed after each document only: {e}");
        }
    });
    Making(())
}

impl Drop for Making {
    fn drop(&mut self) {
        typst::comemo::evict(DOCUMENTS_KEPT);
        *LAST_DONE.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
        HOLDS_WORK.store(true, Ordering::SeqCst);
        MAKING.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Empties the cache if it holds work, no document is being made and the last was done `IDLE` before `now`.
fn empty_if_idle(now: Instant) {
    let last = *LAST_DONE.lock().unwrap_or_else(|e| e.into_inner());
    if !idle(now, last, MAKING.load(Ordering::SeqCst)) || !HOLDS_WORK.swap(false, Ordering::SeqCst)
    {
        return;
    }
    if MAKING.load(Ordering::SeqCst) > 0 {
        // A document started in between: leave its work alone; the next turn looks again.
        HOLDS_WORK.store(true, Ordering::SeqCst);
        return;
    }
    typst::comemo::evict(0);
}

/// No document being made, and the last one done at least `IDLE` before `now`.
fn idle(now: Instant, last_done: Option<Instant>, making: usize) -> bool {
    making == 0 && last_done.is_some_and(|done| now.saturating_duration_since(done) >= IDLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_only_when_nothing_is_being_made_and_the_last_document_is_old_enough() {
        let done = Instant::now();
        assert!(!idle(done, None, 0), "no document yet: nothing to empty");
        assert!(!idle(done + IDLE / 2, Some(done), 0), "too soon");
        assert!(idle(done + IDLE, Some(done), 0));
        assert!(
            !idle(done + IDLE * 2, Some(done), 1),
            "a document is being made"
        );
        assert!(
            !idle(done, Some(done + IDLE), 0),
            "a clock read before the last document"
        );
    }
}
