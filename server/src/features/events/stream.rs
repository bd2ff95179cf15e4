//! One open stream: the events its audience missed since `Last-Event-ID`, then each new one as
//! this process's hub hands it on. A task per stream, parked while nothing happens (no thread, no
//! database connection); it ends when the client goes, the check says the caller may no longer
//! listen (a session ended, a tracking link revoked), or the server stops.
use std::{
    collections::VecDeque, convert::Infallible, future::Future, pin::Pin, sync::Arc, time::Duration,
};

use axum::response::sse::{Event, KeepAlive, Sse};
use entity::event;
use futures_util::{stream::unfold, Stream as FuturesStream};
use sea_orm::DatabaseConnection;
use tokio::sync::{broadcast, mpsc, OwnedSemaphorePermit};

use super::read;
use crate::{auth::Scope, error::AppResult, events::Hub};

/// How often an open stream asks its check whether it may go on.
const CHECK_EVERY: Duration = Duration::from_secs(60);
/// Ids sent recently, so that an event seen both in the table and live goes once.
const RECENT: usize = 1024;
/// How often an idle stream sends a comment, so proxies and the browser keep it open.
const KEEP_ALIVE: Duration = Duration::from_secs(20);
/// What the browser waits before reconnecting (`retry:`); the page backs off further itself.
const RETRY: Duration = Duration::from_secs(2);

/// Whose events a stream sends.
#[derive(Clone, Copy, Debug)]
pub enum Audience {
    /// A signed-in caller's: their company's, or every company's for the administrator.
    Scope(Scope),
    /// One assignment's (a tracking link's).
    Assignment(i32),
}

impl Audience {
    fn hears(self, row: &event::Model) -> bool {
        match self {
            Audience::Scope(scope) => scope.allows(Some(row.company_id)),
            Audience::Assignment(id) => row.assignment_id == Some(id),
        }
    }
}

/// Whether the stream may go on (asked each minute): false ends it.
pub type Check = Arc<
    dyn Fn(DatabaseConnection) -> Pin<Box<dyn Future<Output = AppResult<bool>> + Send>>
        + Send
        + Sync,
>;

/// What the stream task needs.
pub struct Stream {
    pub db: DatabaseConnection,
    pub hub: Arc<Hub>,
    pub audience: Audience,
    pub check: Check,
    /// Send events after this id.
    pub after: i32,
    pub permit: OwnedSemaphorePermit,
}

/// Starts the stream's task and answers with its messages, each made by `message` from an event
/// (None: not sent).
pub fn respond(
    stream: Stream,
    message: fn(&event::Model) -> Option<Event>,
) -> Sse<impl FuturesStream<Item = Result<Event, Infallible>>> {
    let (out, inbox) = mpsc::channel::<Arc<event::Model>>(64);
    tokio::spawn(run(stream, out));
    let first = Event::default().retry(RETRY).comment("open");
    let events = unfold((Some(first), inbox), move |(first, mut inbox)| async move {
        if let Some(first) = first {
            return Some((Ok(first), (None, inbox)));
        }
        loop {
            let row = inbox.recv().await?;
            if let Some(event) = message(&row) {
                return Some((Ok(event.id(row.id.to_string())), (None, inbox)));
            }
        }
    });
    Sse::new(events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}

/// Runs the stream, sending into `out` until the receiver is dropped.
async fn run(stream: Stream, out: mpsc::Sender<Arc<event::Model>>) {
    let Stream {
        db,
        hub,
        audience,
        check,
        after,
        permit,
    } = stream;
    let _permit = permit;
    // Subscribed before the table is read: nothing committed in between is missed.
    let mut live = hub.subscribe();
    let mut closing = hub.closing();
    let mut sent = Sent::new(after);
    if catch_up(&db, audience, &mut sent, &out).await.is_err() {
        return;
    }
    let mut every = tokio::time::interval(CHECK_EVERY);
    every.tick().await;
    loop {
        tokio::select! {
            got = live.recv() => match got {
                Ok(row) => {
                    if audience.hears(&row) && send(row, &mut sent, &out).await.is_err() {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    if catch_up(&db, audience, &mut sent, &out).await.is_err() {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Closed) => return,
            },
            () = out.closed() => return,
            () = crate::events::hub::stopped(&mut closing) => return,
            _ = every.tick() => match check(db.clone()).await {
                Ok(true) => {}
                Ok(false) => return,
                Err(e) => tracing::warn!(error = %e, "could not check whether a stream may go on"),
            },
        }
    }
}

/// Sends what the table has after the highest id sent, until it has no more.
async fn catch_up(
    db: &DatabaseConnection,
    audience: Audience,
    sent: &mut Sent,
    out: &mpsc::Sender<Arc<event::Model>>,
) -> Result<(), ()> {
    loop {
        let rows = read::after(db, audience, sent.highest)
            .await
            .map_err(|e| tracing::warn!(error = %e, "could not read events"))?;
        let full = rows.len() as u64 == read::PAGE;
        for row in rows {
            send(Arc::new(row), sent, out).await?;
        }
        if !full {
            return Ok(());
        }
    }
}

async fn send(
    row: Arc<event::Model>,
    sent: &mut Sent,
    out: &mpsc::Sender<Arc<event::Model>>,
) -> Result<(), ()> {
    if !sent.first_time(row.id) {
        return Ok(());
    }
    out.send(row).await.map_err(|_| ())
}

/// The ids a stream has sent: the highest, and the last few (live events may come out of order
/// on PostgreSQL, where ids are taken before their transactions commit).
struct Sent {
    highest: i32,
    recent: VecDeque<i32>,
}

impl Sent {
    fn new(after: i32) -> Self {
        Sent {
            highest: after,
            recent: VecDeque::new(),
        }
    }

    fn first_time(&mut self, id: i32) -> bool {
        if self.recent.contains(&id) || (id <= self.highest && self.recent.is_empty()) {
            return false;
        }
        if self.recent.len() == RECENT {
            self.recent.pop_front();
        }
        self.recent.push_back(id);
        self.highest = self.highest.max(id);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_goes_once_even_out_of_order() {
        let mut sent = Sent::new(10);
        assert!(!sent.first_time(9), "before the resume point");
        assert!(sent.first_time(12));
        assert!(sent.first_time(11), "committed after 12, still sent");
        assert!(!sent.first_time(12));
        assert_eq!(sent.highest, 12);
    }
}
