//! Sign-in and password rules. No HTTP here: handlers translate these results.
use std::time::Instant;

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

pub async fn sign_in(
    state: &AppState,
    username: &str,
    password: String,
    client_addr: Option<std::net::IpAddr>,
    user_agent: Option<String>,
) -> Result<SignedIn, SignInError> {
    let email = entity::types::normalize_email(username);
    let mut keys = vec![format!("acct:{email}")];
    if let Some(addr) = client_addr {
        keys.push(format!("addr:{addr}"));
    }
    if let Some(retry_after_secs) = state.throttle.blocked(&keys, Instant::now()) {
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
        _ => {
            state.throttle.record_failure(&keys, Instant::now());
            return Err(SignInError::InvalidGrant);
        }
    };
    state.throttle.clear(&keys[0]);
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
    Ok(SignedIn {
        token,
        expires_in: state.settings.session_ttl.as_secs(),
    })
}

pub async fn sign_out(state: &AppState, token: &str) -> AppResult<()> {
    if let Some((session, account)) = session::lookup(&state.db, token, Utc::now()).await? {
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
    pub new_password: String,
    pub new_password_confirm: Option<String>,
}

/// Changes the caller's own password (keeping this session, ending the others), or, for the admin,
/// another account's (ending all of its sessions).
pub async fn change_password(
    state: &AppState,
    actor: &CurrentUser,
    change: PasswordChange,
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
            detail: None,
        },
    )
    .await?;
    txn.commit().await?;
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
