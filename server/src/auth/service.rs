//! Sign-in and password rules. No HTTP here: handlers translate these results.
use std::net::IpAddr;

use chrono::Utc;
use entity::{account, types::AuditAction};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use super::{extract::CurrentUser, password, session};
use crate::{
    audit,
    error::{AppError, AppResult},
    state::AppState,
};

pub enum SignInError {
    Throttled { retry_after_secs: u64 },
    InvalidGrant,
    Internal(AppError),
}

pub struct SignedIn {
    pub token: String,
    pub expires_in: u64,
}

/// The throttle's keys of an attempt: the account's email, and the client's address when known.
fn throttle_keys(email: &str, client_addr: Option<IpAddr>) -> Vec<String> {
    let mut keys = vec![format!("acct:{email}")];
    if let Some(addr) = client_addr {
        keys.push(format!("addr:{addr}"));
    }
    keys
}

/// A wrong password (at sign-in or for a password change): counted by the throttle, logged, and,
/// for an existing account, kept in the audit log (with the start of a block, once).
async fn record_wrong_password(
    state: &AppState,
    keys: &[String],
    email: &str,
    account: Option<&account::Model>,
    client_addr: Option<IpAddr>,
    during: &str,
) -> AppResult<()> {
    let blocked_now = state
        .throttle
        .record_failure(&state.db, keys, Utc::now())
        .await?;
    let client = client_addr.map(|a| a.to_string());
    tracing::warn!(target: "security", event = "signin_failed", email, during,
        account_id = account.map(|a| a.id), client = client.as_deref(),
        known = account.is_some(), "wrong password");
    if blocked_now {
        tracing::warn!(target: "security", event = "throttled", email,
            client = client.as_deref(), "too many wrong passwords: sign-ins wait");
    }
    let Some(account) = account else {
        return Ok(());
    };
    let detail = serde_json::json!({ "during": during, "client": client });
    let mut actions = vec![AuditAction::SigninFailed];
    if blocked_now {
        actions.push(AuditAction::Throttled);
    }
    for action in actions {
        audit::record(
            &state.db,
            audit::Entry {
                actor: None,
                action,
                object_type: "account",
                object_id: Some(account.id.to_string()),
                company_id: account.company_id,
                detail: Some(detail.clone()),
            },
        )
        .await?;
    }
    Ok(())
}

fn log_refused_while_throttled(email: &str, client_addr: Option<IpAddr>, retry_after_secs: u64) {
    tracing::info!(target: "security", event = "throttled", email,
        client = client_addr.map(|a| a.to_string()).as_deref(), retry_after_secs,
        "an attempt refused while throttled");
}

pub async fn sign_in(
    state: &AppState,
    username: &str,
    password: String,
    client_addr: Option<IpAddr>,
    user_agent: Option<String>,
) -> Result<SignedIn, SignInError> {
    let email = entity::types::normalize_email(username);
    let keys = throttle_keys(&email, client_addr);
    let blocked = state
        .throttle
        .blocked(&state.db, &keys, Utc::now())
        .await
        .map_err(SignInError::Internal)?;
    if let Some(retry_after_secs) = blocked {
        log_refused_while_throttled(&email, client_addr, retry_after_secs);
        return Err(SignInError::Throttled { retry_after_secs });
    }
    let found = account::Entity::find()
        .filter(account::Column::Email.eq(email.clone()))
        .one(&state.db)
        .await
        .map_err(|e| SignInError::Internal(e.into()))?;
    let stored = found.as_ref().map(|a| a.password_hash.clone());
    let ok = password::verify(password, stored).await;
    let account = match found {
        Some(a) if ok && !a.disabled => a,
        other => {
            record_wrong_password(
                state,
                &keys,
                &email,
                other.as_ref(),
                client_addr,
                if ok {
                    "signin (disabled account)"
                } else {
                    "signin"
                },
            )
            .await
            .map_err(SignInError::Internal)?;
            return Err(SignInError::InvalidGrant);
        }
    };
    state
        .throttle
        .clear(&state.db, &keys[0])
        .await
        .map_err(SignInError::Internal)?;
    let now = Utc::now();
    let txn = crate::db::begin_write(&state.db)
        .await
        .map_err(|e| SignInError::Internal(e.into()))?;
    let token = session::create(
        &txn,
        account.id,
        state.settings.session_ttl,
        user_agent,
        now,
    )
    .await
    .map_err(SignInError::Internal)?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(account.id),
            action: AuditAction::Signin,
            object_type: "account",
            object_id: Some(account.id.to_string()),
            company_id: account.company_id,
            detail: None,
        },
    )
    .await
    .map_err(SignInError::Internal)?;
    txn.commit()
        .await
        .map_err(|e| SignInError::Internal(e.into()))?;
    tracing::info!(target: "security", event = "signin", account_id = account.id,
        client = client_addr.map(|a| a.to_string()).as_deref(), "signed in");
    Ok(SignedIn {
        token,
        expires_in: state.settings.session_ttl.as_secs(),
    })
}

pub async fn sign_out(state: &AppState, token: &str) -> AppResult<()> {
    if let Some((session, account)) =
        session::lookup(&state.db, token, Utc::now(), state.settings.session_idle).await?
    {
        session::revoke(&state.db, token).await?;
        audit::record(
            &state.db,
            audit::Entry {
                actor: Some(account.id),
                action: AuditAction::Signout,
                object_type: "account",
                object_id: Some(account.id.to_string()),
                company_id: account.company_id,
                detail: Some(serde_json::json!({ "session": &session.id[..8] })),
            },
        )
        .await?;
    }
    Ok(())
}

pub struct PasswordChange {
    pub user_id: Option<i32>,
    pub current_password: Option<String>,
    pub new_password: String,
    pub new_password_confirm: Option<String>,
}

pub const WRONG_CURRENT_PASSWORD: &str = "Your current password is not correct.";
pub const MISSING_CURRENT_PASSWORD: &str = "Enter your current password to choose a new one.";

/// Checks the caller's present password before their own change, as the sign-in does: the same
/// throttle (429 while it blocks), and a wrong one is counted, logged and audited.
async fn check_current_password(
    state: &AppState,
    actor: &CurrentUser,
    current: Option<String>,
    client_addr: Option<IpAddr>,
) -> AppResult<()> {
    let Some(current) = current.filter(|p| !p.is_empty()) else {
        return Err(AppError::Unprocessable(MISSING_CURRENT_PASSWORD.into()));
    };
    let email = &actor.account.email;
    let keys = throttle_keys(email, client_addr);
    if let Some(retry_after_secs) = state.throttle.blocked(&state.db, &keys, Utc::now()).await? {
        log_refused_while_throttled(email, client_addr, retry_after_secs);
        return Err(AppError::TooManyRequests {
            message: format!("Too many wrong passwords. Try again in {retry_after_secs} seconds."),
            retry_after_secs,
        });
    }
    if password::verify(current, Some(actor.account.password_hash.clone())).await {
        return Ok(());
    }
    record_wrong_password(
        state,
        &keys,
        email,
        Some(&actor.account),
        client_addr,
        "password change",
    )
    .await?;
    Err(AppError::Unprocessable(WRONG_CURRENT_PASSWORD.into()))
}

/// Changes the caller's own password (with the current one; keeping this session, ending the
/// others), or, for the admin, another account's (ending all of its sessions).
pub async fn change_password(
    state: &AppState,
    actor: &CurrentUser,
    change: PasswordChange,
    client_addr: Option<IpAddr>,
) -> AppResult<()> {
    if let Some(confirm) = &change.new_password_confirm {
        if confirm != &change.new_password {
            return Err(AppError::Unprocessable(
                "The new password and its confirmation do not match.".into(),
            ));
        }
    }
    password::validate_new_password(&change.new_password)?;
    let target_id = change.user_id.unwrap_or(actor.account.id);
    let own = target_id == actor.account.id;
    if !own && !actor.is_admin() {
        return Err(AppError::Forbidden);
    }
    if own {
        check_current_password(state, actor, change.current_password, client_addr).await?;
    }
    let target = account::Entity::find_by_id(target_id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound)?;
    let hash = password::hash(change.new_password).await?;
    let txn = crate::db::begin_write(&state.db).await?;
    let company_id = target.company_id;
    let mut active: account::ActiveModel = target.into();
    active.password_hash = Set(hash);
    active.updated_at = Set(Utc::now());
    active.update(&txn).await?;
    let keep = own.then_some(actor.session_id.as_str());
    session::revoke_all_for(&txn, target_id, keep).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Password,
            object_type: "account",
            object_id: Some(target_id.to_string()),
            company_id,
            detail: Some(serde_json::json!({
                "by": if own { "self" } else { "admin" },
                "client": client_addr.map(|a| a.to_string()),
            })),
        },
    )
    .await?;
    txn.commit().await?;
    tracing::info!(target: "security", event = if own { "password_changed" } else { "password_reset" },
        account_id = target_id, by = actor.account.id,
        client = client_addr.map(|a| a.to_string()).as_deref(), "password set");
    Ok(())
}

/// Creates (or promotes) the provider administrator. Used by `plinth create-admin` and first start.
pub async fn create_admin(
    db: &sea_orm::DatabaseConnection,
    email: &str,
    password_plain: String,
    first_name: &str,
    last_name: &str,
) -> AppResult<account::Model> {
    let email = entity::types::normalize_email(email);
    if !email.contains('@') {
        return Err(AppError::Unprocessable(
            "The email address is not valid.".into(),
        ));
    }
    password::validate_new_password(&password_plain)?;
    if account::Entity::find()
        .filter(account::Column::Email.eq(email.clone()))
        .one(db)
        .await?
        .is_some()
    {
        return Err(AppError::Conflict(format!(
            "An account with the email {email} already exists."
        )));
    }
    let hash = password::hash(password_plain).await?;
    let now = Utc::now();
    let txn = crate::db::begin_write(db).await?;
    let created = account::ActiveModel {
        email: Set(email),
        password_hash: Set(hash),
        first_name: Set(first_name.to_owned()),
        last_name: Set(last_name.to_owned()),
        roles: Set(vec![super::ADMIN_ROLE.to_owned()].into()),
        business_roles: Set(Vec::<String>::new().into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: None,
            action: AuditAction::Create,
            object_type: "account",
            object_id: Some(created.id.to_string()),
            company_id: None,
            detail: Some(serde_json::json!({ "role": super::ADMIN_ROLE })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(created)
}

pub async fn admin_exists(db: &sea_orm::DatabaseConnection) -> AppResult<bool> {
    // Roles are a JSON list, queried differently by SQLite and PostgreSQL; accounts are few, so read them.
    let accounts = account::Entity::find().all(db).await?;
    Ok(accounts
        .iter()
        .any(|a| a.roles.0.iter().any(|r| r == super::ADMIN_ROLE)))
}
