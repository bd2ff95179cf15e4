//! This process's side of the live stream: one task reads events written since it last looked and
//! hands each to every open stream (a broadcast channel), so a thousand open streams cost one
//! query per change, not a thousand. It looks when woken: after each write request of this
//! process ([`Hub::wake`], from a middleware), on PostgreSQL when another instance's commit
//! `NOTIFY`s, and every few seconds in case a write came from elsewhere (a job, the command line).
//!
//! On PostgreSQL ids are taken when a row is inserted, not when it commits, so a later id may be
//! seen before an earlier one: the reader keeps what it has sent above the highest id below which
//! it has seen everything, and looks again soon while such a gap is open, for at most
//! [`GAP_WAIT`] (a rolled-back insert leaves a gap for ever).
use std::{
    collections::BTreeSet,
    sync::Arc,
    time::{Duration, Instant},
};

use entity::event;
use sea_orm::{
    ColumnTrait, DatabaseConnection, DbBackend, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};
use tokio::sync::{broadcast, watch, Notify, OwnedSemaphorePermit, Semaphore};

/// How long a gap in the ids may stay open before the reader stops waiting for it.
pub const GAP_WAIT: Duration = Duration::from_secs(10);
/// How often it looks while a gap is open.
const GAP_LOOK: Duration = Duration::from_millis(200);
/// Events read at once.
const BATCH: u64 = 500;

pub struct Hub {
    sender: broadcast::Sender<Arc<event::Model>>,
    wake: Notify,
    /// Open streams; a stream holds a permit while it is open.
    streams: Arc<Semaphore>,
    max_streams: usize,
    /// How often the reader looks without being woken.
    idle_look: Duration,
    closing: watch::Sender<bool>,
}

impl Hub {
    pub fn new(max_streams: usize, idle_look: Duration) -> Arc<Self> {
        let (sender, _) = broadcast::channel(4096);
        Arc::new(Hub {
            sender,
            wake: Notify::new(),
            streams: Arc::new(Semaphore::new(max_streams)),
            max_streams,
            idle_look,
            closing: watch::channel(false).0,
        })
    }

    /// Starts the reader (and on PostgreSQL the listener) for the life of the process.
    pub fn start(self: &Arc<Self>, db: DatabaseConnection) {
        if db.get_database_backend() == DbBackend::Postgres {
            tokio::spawn(listen(
                Arc::downgrade(self),
                db.get_postgres_connection_pool().clone(),
            ));
        }
        tokio::spawn(read(Arc::downgrade(self), db));
    }

    /// New events may have been committed: look now.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<event::Model>> {
        self.sender.subscribe()
    }

    /// A place for one more open stream, or None when `max_streams` are open.
    pub fn open_stream(&self) -> Option<OwnedSemaphorePermit> {
        self.streams.clone().try_acquire_owned().ok()
    }

    pub fn open_streams(&self) -> usize {
        self.max_streams - self.streams.available_permits()
    }

    /// Resolves when the server stops: open streams end so that shutdown need not wait for them.
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.closing.subscribe()
    }

    pub fn close(&self) {
        self.closing.send_replace(true);
    }
}

/// Resolves once the server stops (see [`Hub::closing`]).
pub async fn stopped(closing: &mut watch::Receiver<bool>) {
    let _ = closing.wait_for(|c| *c).await;
}

/// Middleware: after a request that may have written (anything but GET and HEAD), wakes the
/// reader, so this process's streams see a change as soon as its transaction has committed.
pub async fn wake_after_writes(
    axum::extract::State(hub): axum::extract::State<Arc<Hub>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let writes = !matches!(
        *request.method(),
        axum::http::Method::GET | axum::http::Method::HEAD
    );
    let response = next.run(request).await;
    if writes {
        hub.wake();
    }
    response
}

/// The reader: hands each new event to the streams, once.
async fn read(hub: std::sync::Weak<Hub>, db: DatabaseConnection) {
    let mut cursor = match latest_id(&db).await {
        Ok(id) => Cursor::new(id),
        Err(e) => {
            tracing::error!(error = %e, "the event reader cannot start");
            return;
        }
    };
    loop {
        let Some(strong) = hub.upgrade() else { return };
        let wait = if cursor.gap_open() {
            GAP_LOOK
        } else {
            strong.idle_look
        };
        let mut closing = strong.closing();
        tokio::select! {
            () = strong.wake.notified() => {},
            () = tokio::time::sleep(wait) => {},
            () = stopped(&mut closing) => return,
        }
        match after(&db, cursor.floor).await {
            Ok(rows) => {
                for row in rows {
                    if cursor.take(row.id) {
                        // No receiver (no open stream) is not an error.
                        let _ = strong.sender.send(Arc::new(row));
                    }
                }
                cursor.advance(Instant::now());
            }
            Err(e) => tracing::warn!(error = %e, "could not read new events"),
        }
    }
}

/// The newest event's id (0 when there is none): where the reader, and a stream opened without
/// `Last-Event-ID`, start.
pub async fn latest_id(db: &impl sea_orm::ConnectionTrait) -> Result<i32, sea_orm::DbErr> {
    Ok(event::Entity::find()
        .order_by_desc(event::Column::Id)
        .one(db)
        .await?
        .map_or(0, |e| e.id))
}

async fn after(db: &DatabaseConnection, id: i32) -> Result<Vec<event::Model>, sea_orm::DbErr> {
    event::Entity::find()
        .filter(event::Column::Id.gt(id))
        .order_by_asc(event::Column::Id)
        .limit(BATCH)
        .all(db)
        .await
}

/// Which ids the reader has handed on: all up to `floor`, and `above` it.
#[derive(Debug)]
struct Cursor {
    floor: i32,
    above: BTreeSet<i32>,
    gap_since: Option<Instant>,
}

impl Cursor {
    fn new(floor: i32) -> Self {
        Cursor {
            floor,
            above: BTreeSet::new(),
            gap_since: None,
        }
    }

    /// Whether `id` is new (and now taken).
    fn take(&mut self, id: i32) -> bool {
        id > self.floor && self.above.insert(id)
    }

    fn gap_open(&self) -> bool {
        !self.above.is_empty()
    }

    /// Raises the floor over what has been seen, and over a gap older than [`GAP_WAIT`].
    fn advance(&mut self, now: Instant) {
        loop {
            if self.above.remove(&(self.floor + 1)) {
                self.floor += 1;
                self.gap_since = None;
            } else if self.above.is_empty() {
                return;
            } else {
                let since = *self.gap_since.get_or_insert(now);
                if now.duration_since(since) < GAP_WAIT {
                    return;
                }
                self.floor += 1;
            }
        }
    }
}

/// PostgreSQL: wakes the reader when any instance commits an event. Reconnects after an error.
async fn listen(hub: std::sync::Weak<Hub>, pool: sqlx::PgPool) {
    loop {
        match sqlx::postgres::PgListener::connect_with(&pool).await {
            Ok(mut listener) => {
                if let Err(e) = listener.listen(super::CHANNEL).await {
                    tracing::warn!(error = %e, "cannot listen for events");
                } else {
                    loop {
                        let Some(strong) = hub.upgrade() else { return };
                        let mut closing = strong.closing();
                        drop(strong);
                        tokio::select! {
                            got = listener.recv() => match got {
                                Ok(_) => match hub.upgrade() {
                                    Some(h) => h.wake(),
                                    None => return,
                                },
                                Err(e) => {
                                    tracing::warn!(error = %e, "lost the event listener");
                                    break;
                                }
                            },
                            () = stopped(&mut closing) => return,
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot connect the event listener"),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
        if hub.upgrade().is_none() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_floor_rises_over_what_was_seen_and_waits_for_a_gap() {
        let start = Instant::now();
        let mut c = Cursor::new(10);
        assert!(c.take(11) && c.take(13));
        assert!(!c.take(11), "once");
        assert!(!c.take(9), "below the floor");
        c.advance(start);
        assert_eq!(c.floor, 11, "12 may still commit");
        assert!(c.gap_open());
        assert!(c.take(12));
        c.advance(start);
        assert_eq!((c.floor, c.gap_open()), (13, false));
        assert!(c.take(15));
        c.advance(start);
        assert_eq!(c.floor, 13);
        c.advance(start + GAP_WAIT);
        assert_eq!((c.floor, c.gap_open()), (15, false), "14 rolled back");
    }
}
