//! Sessions: one row per sign-in, shared by the bearer token (API) and the HttpOnly cookie (page loads).
//! Only the SHA-256 of the token is stored, so a database leak does not leak live tokens.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use chrono::{DateTime, Utc};
use entity::{account, session};
use rand::RngCore;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use sha2::{Digest, Sha256};

use crate::error::AppResult;

pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

pub async fn create(
    db: &impl ConnectionTrait,
    account_id: i32,
    ttl: std::time::Duration,
    user_agent: Option<String>,
    now: DateTime<Utc>,
) -> AppResult<String> {
    let token = new_token();
    let expires = now + chrono::Duration::from_std(ttl).unwrap_or(chrono::Duration::hours(8));
    session::ActiveModel {
        id: Set(token_hash(&token)),
        account_id: Set(account_id),
        created_at: Set(now),
        expires_at: Set(expires),
        last_seen_at: Set(now),
        user_agent: Set(user_agent.map(|ua| ua.chars().take(255).collect())),
    }
    .insert(db)
    .await?;
    Ok(token)
}

/// How often a session's `last_seen_at` is written: at most once a minute, and often enough that a
/// short idle timeout (tests, a strict install) does not end a session in use.
fn touch_every(idle: std::time::Duration) -> chrono::Duration {
    let half = chrono::Duration::from_std(idle / 2).unwrap_or(chrono::Duration::minutes(1));
    half.min(chrono::Duration::minutes(1))
}

/// The live session and its enabled account for a token, if any. A session not used for `idle`
/// has ended (and is removed), whatever its expiry says.
pub async fn lookup(
    db: &impl ConnectionTrait,
    token: &str,
    now: DateTime<Utc>,
    idle: std::time::Duration,
) -> AppResult<Option<(session::Model, account::Model)>> {
    if token.is_empty() || token.len() > 128 {
        return Ok(None);
    }
    let found = session::Entity::find_by_id(token_hash(token))
        .find_also_related(account::Entity)
        .one(db)
        .await?;
    let Some((session, Some(account))) = found else {
        return Ok(None);
    };
    if session.expires_at <= now || account.disabled {
        return Ok(None);
    }
    let idle_limit = chrono::Duration::from_std(idle).unwrap_or(chrono::Duration::days(36_500));
    if now - session.last_seen_at >= idle_limit {
        session::Entity::delete_by_id(session.id.clone())
            .exec(db)
            .await?;
        tracing::info!(target: "security", event = "session_idle", account_id = account.id,
            "a session ended after going unused");
        return Ok(None);
    }
    // Touch at most once a minute: a write on every request would serialise SQLite.
    if now - session.last_seen_at > touch_every(idle) {
        session::Entity::update_many()
            .col_expr(
                session::Column::LastSeenAt,
                sea_orm::sea_query::Expr::value(now),
            )
            .filter(session::Column::Id.eq(session.id.clone()))
            .exec(db)
            .await?;
    }
    Ok(Some((session, account)))
}

/// Whether the session (by its id, the token's hash) is still open and its account enabled,
/// without counting as a use of it: a live stream left open must not keep a session alive.
pub async fn still_open(
    db: &impl ConnectionTrait,
    session_id: &str,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let found = session::Entity::find_by_id(session_id.to_owned())
        .find_also_related(account::Entity)
        .one(db)
        .await?;
    Ok(
        matches!(found, Some((session, Some(account))) if session.expires_at > now && !account.disabled),
    )
}

pub async fn revoke(db: &impl ConnectionTrait, token: &str) -> AppResult<()> {
    session::Entity::delete_by_id(token_hash(token))
        .exec(db)
        .await?;
    Ok(())
}

/// Ends every session of an account, except the one whose token hash is `keep` (the caller's own).
pub async fn revoke_all_for(
    db: &impl ConnectionTrait,
    account_id: i32,
    keep: Option<&str>,
) -> AppResult<u64> {
    let mut q = session::Entity::delete_many().filter(session::Column::AccountId.eq(account_id));
    if let Some(keep) = keep {
        q = q.filter(session::Column::Id.ne(keep.to_owned()));
    }
    Ok(q.exec(db).await?.rows_affected)
}

pub async fn purge_expired(db: &impl ConnectionTrait, now: DateTime<Utc>) -> AppResult<u64> {
    Ok(session::Entity::delete_many()
        .filter(session::Column::ExpiresAt.lte(now))
        .exec(db)
        .await?
        .rows_affected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_hashes_stable() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(
            touch_every(std::time::Duration::from_secs(1800)),
            chrono::Duration::minutes(1)
        );
        assert_eq!(
            touch_every(std::time::Duration::from_secs(4)),
            chrono::Duration::seconds(2)
        );
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
