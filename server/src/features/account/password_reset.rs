//! The forgotten password (docs/accounts.md): with mail configured, an address gets a link that
//! sets a new password. The token is 32 random bytes, stored only as its SHA-256, used once and
//! good for an hour; setting the password ends every session of the account. The answer to a
//! request is the same whether the address has an account or not, and the work is alike (a
//! counter, an audit entry, a transaction; the mail itself leaves later from the job table).
use std::{net::IpAddr, time::Duration};

use chrono::Utc;
use entity::{account, password_reset, types::AuditAction};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, Set};

use super::mails::reset_mail;
use crate::{
    audit,
    auth::{password, session},
    error::{AppError, AppResult},
    limits::{self, millis},
    mail,
    state::AppState,
};

/// How long a link works.
pub const LINK_LIFETIME: Duration = Duration::from_secs(3600);
/// The window the per-address and per-client counts of requests are kept over.
const REQUEST_WINDOW: Duration = Duration::from_secs(3600);

pub const NO_MAIL: &str =
    "Passwords are reset by your provider's administrator: ask them to set a new one for you.";
pub const INVALID_LINK: &str =
    "This link is no longer valid: it was used, or it is more than an hour old. Ask for a new one.";

/// Counts a request against the address and the client; 429 once either is over the limit.
async fn count(state: &AppState, email: &str, client: Option<IpAddr>) -> AppResult<()> {
    let limit = state.settings.reset_requests_per_hour as i32;
    let now = Utc::now();
    let mut keys = vec![format!("reset:acct:{email}")];
    if let Some(addr) = client {
        keys.push(format!("reset:addr:{addr}"));
    }
    let mut wait = None;
    for key in keys {
        let w = limits::hit(&state.db, &key, REQUEST_WINDOW, now).await?;
        if w.count > limit {
            let left = w.seconds_left(REQUEST_WINDOW, millis(now));
            wait = Some(wait.map_or(left, |x: u64| x.max(left)));
        }
    }
    match wait {
        Some(retry_after_secs) => Err(AppError::TooManyRequests {
            message: format!("Too many requests. Try again in {retry_after_secs} seconds."),
            retry_after_secs,
        }),
        None => Ok(()),
    }
}

/// Sends a link to the address if an enabled account has it; says nothing about whether one does.
pub async fn request(state: &AppState, email: &str, client: Option<IpAddr>) -> AppResult<()> {
    if !state.settings.mail_enabled() {
        return Err(AppError::Absent(NO_MAIL.into()));
    }
    let email = entity::types::normalize_email(email);
    if email.is_empty() || !email.contains('@') || email.len() > 254 {
        return Err(AppError::Invalid {
            message: "Enter your account's email address.".into(),
            fields: vec!["email"],
        });
    }
    count(state, &email, client).await?;
    let found = account::Entity::find()
        .filter(account::Column::Email.eq(email.clone()))
        .filter(account::Column::Disabled.eq(false))
        .one(&state.db)
        .await?;
    // Made either way, so an address without an account costs the same.
    let token = session::new_token();
    let hash = session::token_hash(&token);
    let now = Utc::now();
    let txn = crate::db::begin_write(&state.db).await?;
    if let Some(account) = &found {
        password_reset::ActiveModel {
            token_hash: Set(hash.clone()),
            account_id: Set(account.id),
            created_at_ms: Set(millis(now)),
            expires_at_ms: Set(millis(now) + LINK_LIFETIME.as_millis() as i64),
            used_at_ms: Set(None),
        }
        .insert(&txn)
        .await?;
        let base = state.settings.link_base();
        mail::queue(&txn, reset_mail(account, &base, &token, &hash), now).await?;
    }
    audit::record(
        &txn,
        audit::Entry {
            actor: None,
            action: AuditAction::PasswordResetRequested,
            object_type: "account",
            object_id: found.as_ref().map(|a| a.id.to_string()),
            company_id: found.as_ref().and_then(|a| a.company_id),
            detail: Some(serde_json::json!({
                "known": found.is_some(),
                "client": client.map(|a| a.to_string()),
            })),
        },
    )
    .await?;
    txn.commit().await?;
    tracing::info!(target: "security", event = "password_reset_requested",
        known = found.is_some(), client = client.map(|a| a.to_string()).as_deref(),
        "a forgotten-password link was asked for");
    Ok(())
}

/// Sets the password of the link's account, once, and ends all of its sessions.
pub async fn reset(
    state: &AppState,
    token: &str,
    new_password: String,
    confirm: Option<String>,
    client: Option<IpAddr>,
) -> AppResult<()> {
    if let Some(confirm) = &confirm {
        if confirm != &new_password {
            return Err(AppError::Unprocessable(
                "The new password and its confirmation do not match.".into(),
            ));
        }
    }
    password::validate_new_password(&new_password)?;
    let now = millis(Utc::now());
    let hash = session::token_hash(token.trim());
    let valid = password_reset::Entity::find_by_id(hash.clone())
        .one(&state.db)
        .await?
        .filter(|r| r.used_at_ms.is_none() && r.expires_at_ms > now);
    let Some(link) = valid else {
        return Err(AppError::Unprocessable(INVALID_LINK.into()));
    };
    let password_hash = password::hash(new_password).await?;
    let txn = crate::db::begin_write(&state.db).await?;
    // Used once: of two requests with the same link, one marks it.
    let marked = password_reset::Entity::update_many()
        .set(password_reset::ActiveModel {
            used_at_ms: Set(Some(now)),
            ..Default::default()
        })
        .filter(password_reset::Column::TokenHash.eq(hash))
        .filter(password_reset::Column::UsedAtMs.is_null())
        .exec(&txn)
        .await?
        .rows_affected;
    let target = account::Entity::find_by_id(link.account_id)
        .one(&txn)
        .await?;
    let Some(target) = target.filter(|a| marked == 1 && !a.disabled) else {
        return Err(AppError::Unprocessable(INVALID_LINK.into()));
    };
    let company_id = target.company_id;
    let mut active = target.into_active_model();
    active.password_hash = Set(password_hash);
    active.updated_at = Set(Utc::now());
    active.update(&txn).await?;
    session::revoke_all_for(&txn, link.account_id, None).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(link.account_id),
            action: AuditAction::PasswordReset,
            object_type: "account",
            object_id: Some(link.account_id.to_string()),
            company_id,
            detail: Some(serde_json::json!({"client": client.map(|a| a.to_string())})),
        },
    )
    .await?;
    txn.commit().await?;
    tracing::info!(target: "security", event = "password_reset", account_id = link.account_id,
        client = client.map(|a| a.to_string()).as_deref(), "password set by a forgotten-password link");
    Ok(())
}
