//! From an event to its mails: the fan-out (`features::events::fanout`) hands each event here; every
//! account that chose to hear of it at once gets a mail queued (`crate::mail::queue`), keyed by
//! event, account and topic, so a fan-out that runs twice queues each mail once. Digest choosers
//! hear of it in the day's digest (`digest`).
use std::collections::HashMap;

use chrono::Utc;
use entity::{account, audit_log, event, notification_choice};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter};

use super::{
    mail_rules::{delivery, Choices, Delivery, Happening, Reader, Topic},
    mails::{event_mail, Links},
    unsubscribe_token,
};
use crate::{auth::ADMIN_ROLE, features::events::dto::EventDto, mail, state::AppState};

pub fn reader(a: &account::Model) -> Reader {
    Reader {
        id: a.id,
        is_admin: a.roles.0.iter().any(|r| r == ADMIN_ROLE),
        company_id: a.company_id,
        division_id: a.company_division_id,
        disabled: a.disabled,
    }
}

/// Who made the change an event comes from (its audit entry's actor).
pub async fn author_of(db: &impl ConnectionTrait, event_id: i32) -> anyhow::Result<Option<i32>> {
    let Some(row) = event::Entity::find_by_id(event_id).one(db).await? else {
        return Ok(None);
    };
    let Some(audit_id) = row.audit_id else {
        return Ok(None);
    };
    Ok(audit_log::Entity::find_by_id(audit_id)
        .one(db)
        .await?
        .and_then(|a| a.account_id))
}

/// The accounts that may hear of a company's events (its own, and the provider's without a
/// company), enabled, with their choices.
pub async fn candidates(
    db: &impl ConnectionTrait,
    company_id: Option<i32>,
) -> anyhow::Result<Vec<(account::Model, Choices)>> {
    let mut whose = Condition::any().add(account::Column::CompanyId.is_null());
    if let Some(id) = company_id {
        whose = whose.add(account::Column::CompanyId.eq(id));
    }
    let accounts = account::Entity::find()
        .filter(whose)
        .filter(account::Column::Disabled.eq(false))
        .all(db)
        .await?;
    let ids: Vec<i32> = accounts.iter().map(|a| a.id).collect();
    let chosen: HashMap<i32, Choices> = notification_choice::Entity::find()
        .filter(notification_choice::Column::AccountId.is_in(ids))
        .all(db)
        .await?
        .iter()
        .map(|row| (row.account_id, Choices::from(row)))
        .collect();
    Ok(accounts
        .into_iter()
        .map(|a| {
            let c = chosen.get(&a.id).cloned().unwrap_or_default();
            (a, c)
        })
        .collect())
}

/// The unsubscribe link of a topic for an account.
pub fn unsubscribe_url(base: &str, secret: &[u8], account_id: i32, topic: Topic) -> String {
    let token = unsubscribe_token::sign(secret, account_id, topic);
    format!("{base}/mail/unsubscribe?token={token}")
}

/// Queues the mails of one event (nothing without mail configured, or for a kind not mailed).
pub async fn enqueue_for(state: &AppState, event: &EventDto) -> anyhow::Result<()> {
    if !state.settings.mail_enabled() || Topic::of(event.kind).is_none() {
        return Ok(());
    }
    let db = &state.db;
    let happening = Happening {
        kind: event.kind,
        company_id: event.company_id,
        division_id: event.division_id,
        author: author_of(db, event.id).await?,
    };
    let base = state.settings.link_base();
    let secret = mail::secret::get_or_make(db, unsubscribe_token::SECRET).await?;
    let now = Utc::now();
    let txn = crate::db::begin_write(db).await?;
    for (account, choices) in candidates(&txn, Some(event.company_id)).await? {
        let reader = reader(&account);
        let Some(Delivery::Now(topic)) = delivery(&reader, &choices, &happening) else {
            continue;
        };
        let links = Links {
            base: &base,
            admin: reader.is_admin,
        };
        let url = unsubscribe_url(&base, &secret, account.id, topic);
        mail::queue(&txn, event_mail(&account, &links, topic, event, url), now).await?;
    }
    txn.commit().await?;
    Ok(())
}
