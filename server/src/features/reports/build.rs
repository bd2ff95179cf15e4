//! Building a report off the async runtime. The request's task reads the rows from the database
//! a page at a time and sends them in batches over a small bounded channel to one blocking thread
//! (`spawn_blocking`) that writes the sheet; so the async threads only wait on the database and
//! the channel, and a report of 100,000 assets never holds more than a few pages in memory.
//!
//! Reports are built a few at a time (half the cores, at least one): the others wait their turn
//! rather than take every core from the requests the server is answering meanwhile.
use std::{sync::OnceLock, time::Instant};

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::{
    words::Words,
    xlsx::{Cell, Column, SheetWriter},
};
use crate::{
    blocking::{Bounded, Turn},
    error::{AppError, AppResult},
};

/// Rows go to the writer in batches of this many.
const BATCH: usize = 500;
/// Batches waiting for the writer at most: the reader pauses beyond this.
const QUEUED_BATCHES: usize = 4;

/// The finished file, its row count and the writer's own time.
struct Written {
    bytes: Vec<u8>,
    rows: u32,
    busy: std::time::Duration,
}

enum Message {
    Rows(Vec<Vec<Cell>>),
    /// Every row was sent: save the file. A channel closed without it means the report was
    /// abandoned (an error while reading), and nothing is saved.
    Done,
}

fn builds() -> &'static Bounded {
    static BUILDS: OnceLock<Bounded> = OnceLock::new();
    BUILDS.get_or_init(Bounded::per_two_cores)
}

/// A report being built: push its rows in order, then `finish` for the file's bytes.
pub struct ReportBuild {
    name: &'static str,
    batch: Vec<Vec<Cell>>,
    tx: mpsc::Sender<Message>,
    writer: JoinHandle<Option<Written>>,
    started: Instant,
    _turn: Turn,
}

impl ReportBuild {
    /// Waits for a turn, then starts the writer of a one-sheet workbook named `name`.
    /// Its name, headers and statuses are written in the language of `words`.
    pub async fn start(
        name: &'static str,
        columns: &'static [Column],
        words: Words,
    ) -> AppResult<ReportBuild> {
        let turn = builds().turn().await;
        let (tx, mut rx) = mpsc::channel::<Message>(QUEUED_BATCHES);
        let writer = tokio::task::spawn_blocking(move || {
            // Time spent writing, apart from waiting for rows: what the sheet itself costs.
            let mut busy = std::time::Duration::ZERO;
            let written = (|| {
                let mut sheet = SheetWriter::new(name, columns, words)?;
                while let Some(message) = rx.blocking_recv() {
                    let at = Instant::now();
                    match message {
                        Message::Rows(rows) => {
                            for row in &rows {
                                sheet.push(row)?;
                            }
                        }
                        Message::Done => {
                            let rows = sheet.rows();
                            let bytes = sheet.finish()?;
                            busy += at.elapsed();
                            return Ok(Some(Written { bytes, rows, busy }));
                        }
                    }
                    busy += at.elapsed();
                }
                Ok(None)
            })();
            written.unwrap_or_else(|e: rust_xlsxwriter::XlsxError| {
                tracing::error!(report = name, error = %e, "cannot write the report");
                None
            })
        });
        Ok(ReportBuild {
            name,
            batch: Vec::with_capacity(BATCH),
            tx,
            writer,
            started: Instant::now(),
            _turn: turn,
        })
    }

    /// Adds the next row (sent to the writer once a batch is full).
    pub async fn push(&mut self, row: Vec<Cell>) -> AppResult<()> {
        self.batch.push(row);
        if self.batch.len() >= BATCH {
            let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
            self.send(Message::Rows(batch)).await?;
        }
        Ok(())
    }

    /// Adds rows in order.
    pub async fn push_all(&mut self, rows: Vec<Vec<Cell>>) -> AppResult<()> {
        for row in rows {
            self.push(row).await?;
        }
        Ok(())
    }

    async fn send(&self, message: Message) -> AppResult<()> {
        self.tx.send(message).await.map_err(|_| {
            AppError::Internal(format!("the writer of the {} report stopped", self.name))
        })
    }

    /// The finished file.
    pub async fn finish(mut self) -> AppResult<Vec<u8>> {
        let batch = std::mem::take(&mut self.batch);
        if !batch.is_empty() {
            self.send(Message::Rows(batch)).await?;
        }
        self.send(Message::Done).await?;
        let written = (&mut self.writer)
            .await
            .map_err(AppError::internal)?
            .ok_or_else(|| {
                AppError::Internal(format!("the {} report was not written", self.name))
            })?;
        tracing::info!(
            report = self.name,
            rows = written.rows,
            bytes = written.bytes.len(),
            ms = self.started.elapsed().as_millis() as u64,
            writing_ms = written.busy.as_millis() as u64,
            "report built"
        );
        Ok(written.bytes)
    }
}
