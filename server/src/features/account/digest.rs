//! The daily digest: for each account that chose it, one mail a day listing the day's status
//! changes it would have heard of one by one. Run hourly by the housekeeping for the day before
//! (UTC), so a day's digest leaves within the hour after midnight; the mail's key names the
//! account and the day, so every run and every instance after the first queues nothing more.
use std::collections::HashMap;

use chrono::{NaiveDate, Utc};
use entity::{audit_log, event, notification_choice};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use super::{
    mail_rules::{delivery, Delivery, Happening, StatusMails, Topic},
    mails::{digest_mail, Links},
    notify::{candidates, reader, unsubscribe_url},
    unsubscribe_token,
};
use crate::{events::EventKind, features::events::dto::EventDto, mail, state::AppState};

/// Queues the digests of `day`; how many were queued now.
pub async fn send_digests(state: &AppState, day: NaiveDate) -> anyhow::Result<usize> {
    if !state.settings.mail_enabled() {
        return Ok(0);
    }
    let db = &state.db;
    let digest_choosers = notification_choice::Entity::find()
        .filter(notification_choice::Column::StatusChanges.eq(StatusMails::Digest.as_str()))
        .count(db)
        .await?;
    if digest_choosers == 0 {
        return Ok(0);
    }
    let start = day
        .and_hms_opt(0, 0, 0)
        .expect("midnight")
        .and_utc()
        .timestamp_millis();
    let end = start + 24 * 3600 * 1000;
    let rows = event::Entity::find()
        .filter(event::Column::Kind.eq(EventKind::StatusChanged.as_str()))
        .filter(event::Column::AtMs.gte(start))
        .filter(event::Column::AtMs.lt(end))
        .order_by_asc(event::Column::Id)
        .all(db)
        .await?;
    if rows.is_empty() {
        return Ok(0);
    }
    let audit_ids: Vec<i32> = rows.iter().filter_map(|r| r.audit_id).collect();
    let authors: HashMap<i32, Option<i32>> = audit_log::Entity::find()
        .filter(audit_log::Column::Id.is_in(audit_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a.account_id))
        .collect();
    let events: Vec<(EventDto, Happening)> = rows
        .iter()
        .filter_map(|row| {
            let dto = EventDto::of(row)?;
            let happening = Happening {
                kind: dto.kind,
                company_id: row.company_id,
                division_id: row.division_id,
                author: row
                    .audit_id
                    .and_then(|id| authors.get(&id).copied().flatten()),
            };
            Some((dto, happening))
        })
        .collect();
    let base = state.settings.link_base();
    let secret = mail::secret::get_or_make(db, unsubscribe_token::SECRET).await?;
    let day_text = day.format("%Y-%m-%d").to_string();
    let now = Utc::now();
    let mut queued = 0;
    let txn = crate::db::begin_write(db).await?;
    for (account, choices) in candidates(&txn, None)
        .await?
        .into_iter()
        .chain(company_accounts(&txn, &events).await?)
    {
        if choices.status_changes != StatusMails::Digest {
            continue;
        }
        let reader = reader(&account);
        let theirs: Vec<EventDto> = events
            .iter()
            .filter(|(_, h)| delivery(&reader, &choices, h) == Some(Delivery::Digest))
            .map(|(e, _)| e.clone())
            .collect();
        if theirs.is_empty() {
            continue;
        }
        let links = Links {
            base: &base,
            admin: reader.is_admin,
        };
        let url = unsubscribe_url(&base, &secret, account.id, Topic::Status);
        let mail = digest_mail(&account, &links, &day_text, &theirs, url);
        if mail::queue(&txn, mail, now).await? {
            queued += 1;
        }
    }
    txn.commit().await?;
    Ok(queued)
}

/// The customers of the companies the day's events concern (the provider's staff come from
/// `candidates(None)`).
async fn company_accounts(
    db: &impl sea_orm::ConnectionTrait,
    events: &[(EventDto, Happening)],
) -> anyhow::Result<Vec<(entity::account::Model, super::mail_rules::Choices)>> {
    let mut companies: Vec<i32> = events.iter().map(|(_, h)| h.company_id).collect();
    companies.sort_unstable();
    companies.dedup();
    let mut out = Vec::new();
    for company in companies {
        out.extend(
            candidates(db, Some(company))
                .await?
                .into_iter()
                .filter(|(a, _)| a.company_id.is_some()),
        );
    }
    Ok(out)
}

/// The hourly housekeeping's part: yesterday's digests (UTC).
pub async fn send_yesterdays(state: &AppState) {
    let yesterday = Utc::now().date_naive() - chrono::Duration::days(1);
    match send_digests(state, yesterday).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(digests = n, day = %yesterday, "queued the daily digests"),
        Err(e) => tracing::warn!(error = %e, "could not queue the daily digests"),
    }
}
