//! Mail (docs/mail.md): SMTP through `lettre`, configured by `--smtp-url` and `--mail-from`.
//!
//! Every mail goes through the `mail` table and the job table: whoever decides to send one
//! ([`queue`]) writes the finished mail (its language, links and both parts) and a `mail` job in the
//! same transaction; the job ([`job::SendMail`]) sends it. A mail server that is down delays mail
//! (the job is tried again with backoff), never a request. A mail is queued once per `key`, and the
//! job marks it sent as soon as the server has accepted it and sends nothing for a mail marked sent.
pub mod job;
pub mod secret;
pub mod send;
pub mod words;

use chrono::{DateTime, Utc};
use entity::mail;
use sea_orm::{sea_query::OnConflict, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::{config::Settings, error::AppResult, jobs, limits::millis};

pub use words::Words;

/// A finished mail, ready to queue.
#[derive(Clone, Debug)]
pub struct NewMail {
    /// Unique for the mail's cause: queued once whatever runs twice.
    pub key: String,
    pub account_id: i32,
    /// `status`, `digest`, `invoices`, `documents`, `reset`.
    pub kind: &'static str,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub unsubscribe_url: Option<String>,
}

/// Writes the mail and its job with `db` (the caller's transaction), unless a mail of that key
/// exists already. True when it was queued now.
pub async fn queue(db: &impl ConnectionTrait, new: NewMail, now: DateTime<Utc>) -> AppResult<bool> {
    let key = new.key.clone();
    let inserted = mail::Entity::insert(mail::ActiveModel {
        key: Set(new.key),
        account_id: Set(new.account_id),
        kind: Set(new.kind.to_owned()),
        to_address: Set(new.to),
        subject: Set(new.subject),
        text_body: Set(new.text),
        html_body: Set(new.html),
        unsubscribe_url: Set(new.unsubscribe_url),
        created_at_ms: Set(millis(now)),
        sent_at_ms: Set(None),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::column(mail::Column::Key)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    if inserted == 0 {
        return Ok(false);
    }
    let row = mail::Entity::find()
        .filter(mail::Column::Key.eq(key))
        .one(db)
        .await?
        .ok_or_else(|| crate::error::AppError::Internal("the queued mail is not there".into()))?;
    jobs::enqueue(db, &job::SendMail { mail_id: row.id }, now).await?;
    Ok(true)
}

/// Refuses settings that could never send: an SMTP address lettre cannot read, or a sender that is
/// not a mail address.
pub fn check_settings(settings: &Settings) -> anyhow::Result<()> {
    if let Some(url) = &settings.smtp_url {
        send::transport(url)
            .map_err(|e| anyhow::anyhow!("--smtp-url is not a usable SMTP address: {e}"))?;
    }
    if let Some(from) = &settings.mail_from {
        from.parse::<lettre::message::Mailbox>().map_err(|e| {
            anyhow::anyhow!(
                "--mail-from must be a mail address such as 'Plinth <plinth@example.com>': {e}"
            )
        })?;
    }
    Ok(())
}

/// One line at start saying whether mail is sent, and where its links lead.
pub fn log_at_start(settings: &Settings) {
    if !settings.mail_enabled() {
        tracing::info!(
            "mail is off: no notifications and no password reset (set --smtp-url and --mail-from)"
        );
    } else if settings.public_url.is_none() {
        tracing::warn!(base = %settings.link_base(),
            "mail is on, but without --public-url the links in mails use this server's own address");
    } else {
        tracing::info!(base = %settings.link_base(), "mail is on");
    }
}
