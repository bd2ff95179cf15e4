//! The admin's user accounts: list, read, add, change, delete. Every change and its audit entry are
//! one transaction, and so is the end of the sessions a change ends (disabled, deleted, or a
//! password the admin set).

use chrono::Utc;
use entity::{account, company, company_division, types::AuditAction};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    Set,
};
use serde_json::json;

use super::{
    dto::{AccountDto, AccountInput},
    rules::{self, CleanAccount},
};
use crate::{
    audit,
    auth::{password, session, CurrentUser},
    error::{AppError, AppResult},
};

pub const EMAIL_TAKEN: &str = "An account with this email already exists.";

/// The account as the calls show it: with its company's and division's names.
async fn dto(db: &impl ConnectionTrait, a: account::Model) -> AppResult<AccountDto> {
    let company = match a.company_id {
        Some(id) => company::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|c| c.name),
        None => None,
    };
    let division = match a.company_division_id {
        Some(id) => company_division::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|d| d.name),
        None => None,
    };
    Ok(AccountDto::new(a, company, division))
}

pub async fn get(db: &impl ConnectionTrait, id: i32) -> AppResult<AccountDto> {
    let a = account::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    dto(db, a).await
}

/// The checks that need the database: the company exists, the division is that company's, and no
/// other account has the email (409).
async fn check_references(
    db: &impl ConnectionTrait,
    account: &CleanAccount,
    except: Option<i32>,
) -> AppResult<()> {
    if let Some(company_id) = account.company_id {
        if company::Entity::find_by_id(company_id)
            .one(db)
            .await?
            .is_none()
        {
            return Err(AppError::Unprocessable(format!(
                "There is no company with id {company_id}."
            )));
        }
    }
    if let Some(division_id) = account.company_division_id {
        let division = company_division::Entity::find_by_id(division_id)
            .one(db)
            .await?;
        if division.is_none_or(|d| Some(d.company_id) != account.company_id) {
            return Err(AppError::Unprocessable(
                "The division is not one of the company's divisions.".into(),
            ));
        }
    }
    let mut same_email = account::Entity::find().filter(account::Column::Email.eq(&account.email));
    if let Some(id) = except {
        same_email = same_email.filter(account::Column::Id.ne(id));
    }
    if same_email.one(db).await?.is_some() {
        return Err(AppError::Conflict(EMAIL_TAKEN.into()));
    }
    Ok(())
}

pub async fn create(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: AccountInput,
) -> AppResult<AccountDto> {
    if input.id.is_some() {
        return Err(AppError::Unprocessable(
            "Leave out the id to add a user; PUT changes one.".into(),
        ));
    }
    let clean = rules::clean(input)?;
    let Some(plain) = clean.new_password.clone() else {
        return Err(AppError::Unprocessable(
            "Enter a password for the new user.".into(),
        ));
    };
    let hash = password::hash(plain).await?;
    let now = Utc::now();
    let txn = crate::db::begin_write(db).await?;
    check_references(&txn, &clean, None).await?;
    let made = account::ActiveModel {
        email: Set(clean.email),
        password_hash: Set(hash),
        first_name: Set(clean.first_name),
        last_name: Set(clean.last_name),
        company_id: Set(clean.company_id),
        company_division_id: Set(clean.company_division_id),
        roles: Set(clean.roles.into()),
        business_roles: Set(clean.business_roles.into()),
        disabled: Set(clean.disabled),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(AppError::unique_as(EMAIL_TAKEN.into()))?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Create,
            object_type: "account",
            object_id: Some(made.id.to_string()),
            company_id: made.company_id,
            detail: Some(json!({ "email": made.email, "roles": made.roles })),
        },
    )
    .await?;
    let out = dto(&txn, made).await?;
    txn.commit().await?;
    tracing::info!(target: "security", event = "account_created", account_id = out.id,
        by = actor.account.id, roles = ?out.roles, "an administrator added an account");
    Ok(out)
}

/// Which stored fields a change alters (for the audit log; never the password itself).
fn changed_fields(stored: &account::Model, new: &CleanAccount) -> Vec<&'static str> {
    [
        ("email", stored.email != new.email),
        ("firstName", stored.first_name != new.first_name),
        ("lastName", stored.last_name != new.last_name),
        ("companyId", stored.company_id != new.company_id),
        (
            "companyDivisionId",
            stored.company_division_id != new.company_division_id,
        ),
        ("roles", stored.roles.0 != new.roles),
        (
            "businessRoles",
            stored.business_roles.0 != new.business_roles,
        ),
        ("disabled", stored.disabled != new.disabled),
        ("password", new.new_password.is_some()),
    ]
    .into_iter()
    .filter_map(|(field, differs)| differs.then_some(field))
    .collect()
}

/// Changes an account. Disabling it ends its sessions; a new password ends them too (for the
/// admin's own account: all but the session making the change).
pub async fn update(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: AccountInput,
) -> AppResult<AccountDto> {
    let id = input.id.ok_or_else(|| {
        AppError::Unprocessable("The id is missing: POST adds a user, PUT changes one.".into())
    })?;
    let clean = rules::clean(input)?;
    let own = id == actor.account.id;
    if own {
        rules::check_own_change(&clean)?;
    }
    let hash = match clean.new_password.clone() {
        Some(plain) => Some(password::hash(plain).await?),
        None => None,
    };
    let txn = crate::db::begin_write(db).await?;
    let stored = account::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    check_references(&txn, &clean, Some(id)).await?;
    let changed = changed_fields(&stored, &clean);
    // The entry is filed under the new company; a move names the old one too, so its trail keeps it.
    let from_company = stored.company_id;
    let from_roles = stored.roles.0.clone();
    let end_sessions = clean.disabled || hash.is_some();
    let mut active: account::ActiveModel = stored.into();
    active.email = Set(clean.email);
    active.first_name = Set(clean.first_name);
    active.last_name = Set(clean.last_name);
    active.company_id = Set(clean.company_id);
    active.company_division_id = Set(clean.company_division_id);
    active.roles = Set(clean.roles.into());
    active.business_roles = Set(clean.business_roles.into());
    active.disabled = Set(clean.disabled);
    if let Some(hash) = hash {
        active.password_hash = Set(hash);
    }
    active.updated_at = Set(Utc::now());
    let saved = active
        .update(&txn)
        .await
        .map_err(AppError::unique_as(EMAIL_TAKEN.into()))?;
    let ended = if end_sessions {
        let keep = own.then_some(actor.session_id.as_str());
        session::revoke_all_for(&txn, id, keep).await?
    } else {
        0
    };
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Update,
            object_type: "account",
            object_id: Some(id.to_string()),
            company_id: saved.company_id,
            detail: Some(json!({
                "changed": changed,
                "sessionsEnded": ended,
                "fromCompanyId": (from_company != saved.company_id).then_some(from_company),
                "fromRoles": changed.contains(&"roles").then_some(&from_roles),
            })),
        },
    )
    .await?;
    let out = dto(&txn, saved).await?;
    txn.commit().await?;
    if changed.contains(&"roles") {
        tracing::warn!(target: "security", event = "roles_changed", account_id = id,
            by = actor.account.id, from = ?from_roles, to = ?out.roles, "an account's roles changed");
    }
    if changed.contains(&"password") {
        tracing::info!(target: "security", event = "password_reset", account_id = id,
            by = actor.account.id, "an administrator set an account's password");
    }
    Ok(out)
}

/// Deletes an account and ends its sessions. An admin cannot delete their own account.
pub async fn delete(db: &DatabaseConnection, actor: &CurrentUser, id: i32) -> AppResult<()> {
    if id == actor.account.id {
        return Err(AppError::Unprocessable(
            "You cannot delete your own account.".into(),
        ));
    }
    let txn = crate::db::begin_write(db).await?;
    let stored = account::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let ended = session::revoke_all_for(&txn, id, None).await?;
    account::Entity::delete_by_id(id).exec(&txn).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Delete,
            object_type: "account",
            object_id: Some(id.to_string()),
            company_id: stored.company_id,
            detail: Some(json!({ "email": stored.email, "sessionsEnded": ended })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(())
}
