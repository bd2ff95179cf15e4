//! One open stream: the events the caller missed since `Last-Event-ID`, then each new one as this
//! process's hub hands it on. A task per stream, parked while nothing happens (no thread, no
//! database connection); it ends when the client goes, the session ends or the server stops.
use std::{collections::VecDeque, sync::Arc, time::Duration};

use entity::event;
use sea_orm::DatabaseConnection;
use tokio::sync::{broadcast, mpsc, OwnedSemaphorePermit};

use super::{dto::EventDto, read};
use crate::{auth::Scope, error::AppResult, events::Hub};

/// How often an open stream checks that its session is still open.
const SESSION_CHECK: Duration = Duration::from_secs(60);
/// Ids sent recently, so that an event seen both in the table and live goes once.
const RECENT: usize = 1024;

/// What the stream task needs.
pub struct Stream {
    pub db: DatabaseConnection,
    pub hub: Arc<Hub>,
    pub scope: Scope,
    /// The session to check (None: no check, for a caller without one).
    pub session_id: Option<String>,
    /// Send events after this id.
    pub after: i32,
    pub permit: OwnedSemaphorePermit,
}

/// Runs the stream, sending into `out` until the receiver is dropped.
pub async fn run(stream: Stream, out: mpsc::Sender<EventDto>) {
    let Stream {
        db,
        hub,
        scope,
        session_id,
        after,
        permit,
    } = stream;
    let _permit = permit;
    // Subscribed before the table is read: nothing committed in between is missed.
    let mut live = hub.subscribe();
    let mut closing = hub.closing();
    let mut sent = Sent::new(after);
    if catch_up(&db, scope, &mut sent, &out).await.is_err() {
        return;
    }
    let mut check = tokio::time::interval(SESSION_CHECK);
    check.tick().await;
    loop {
        tokio::select! {
            got = live.recv() => match got {
                Ok(row) => {
                    if scope.allows(Some(row.company_id)) && send(&row, &mut sent, &out).await.is_err() {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    if catch_up(&db, scope, &mut sent, &out).await.is_err() {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Closed) => return,
            },
            () = out.closed() => return,
            () = crate::events::hub::stopped(&mut closing) => return,
            _ = check.tick() => {
                if let Some(id) = &session_id {
                    match crate::auth::session::still_open(&db, id, chrono::Utc::now()).await {
                        Ok(true) => {}
                        Ok(false) => return,
                        Err(e) => tracing::warn!(error = %e, "could not check a stream's session"),
                    }
                }
            }
        }
    }
}

/// Sends what the table has after the highest id sent, until it has no more.
async fn catch_up(
    db: &DatabaseConnection,
    scope: Scope,
    sent: &mut Sent,
    out: &mpsc::Sender<EventDto>,
) -> Result<(), ()> {
    loop {
        let rows: AppResult<_> = read::after(db, scope, sent.highest).await;
        let rows = rows.map_err(|e| tracing::warn!(error = %e, "could not read events"))?;
        let full = rows.len() as u64 == read::PAGE;
        for row in &rows {
            send(row, sent, out).await?;
        }
        if !full {
            return Ok(());
        }
    }
}

async fn send(row: &event::Model, sent: &mut Sent, out: &mpsc::Sender<EventDto>) -> Result<(), ()> {
    if !sent.first_time(row.id) {
        return Ok(());
    }
    match EventDto::of(row) {
        Some(dto) => out.send(dto).await.map_err(|_| ()),
        None => Ok(()),
    }
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
