//! Reading and saving an account's mail choices (a row of `notification_choice`, or the defaults).
use chrono::Utc;
use entity::{account, company, notification_choice};
use sea_orm::{
    sea_query::OnConflict, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    Set,
};

use super::{
    dto::{NotificationChoicesDto, NotificationChoicesInput},
    mail_rules::{Choices, StatusMails},
};
use crate::{
    error::{AppError, AppResult},
    limits::millis,
    ssr::pages::LOCALES,
    state::AppState,
};

impl From<&notification_choice::Model> for Choices {
    fn from(row: &notification_choice::Model) -> Self {
        Choices {
            status_changes: StatusMails::parse(&row.status_changes).unwrap_or(StatusMails::Each),
            invoices: row.invoices,
            documents: row.documents,
            all_companies: row.all_companies,
            company_ids: serde_json::from_str(&row.company_ids).unwrap_or_default(),
        }
    }
}

/// The account's choices; the defaults when it has saved none.
pub async fn of(db: &impl ConnectionTrait, account_id: i32) -> AppResult<Choices> {
    Ok(notification_choice::Entity::find_by_id(account_id)
        .one(db)
        .await?
        .map_or_else(Choices::default, |row| Choices::from(&row)))
}

/// Writes the account's choices (made or replaced).
pub async fn store(db: &impl ConnectionTrait, account_id: i32, c: &Choices) -> AppResult<()> {
    let row = notification_choice::ActiveModel {
        account_id: Set(account_id),
        status_changes: Set(c.status_changes.as_str().to_owned()),
        invoices: Set(c.invoices),
        documents: Set(c.documents),
        all_companies: Set(c.all_companies),
        company_ids: Set(serde_json::to_string(&c.company_ids).map_err(AppError::internal)?),
        updated_at_ms: Set(millis(Utc::now())),
    };
    notification_choice::Entity::insert(row)
        .on_conflict(
            OnConflict::column(notification_choice::Column::AccountId)
                .update_columns([
                    notification_choice::Column::StatusChanges,
                    notification_choice::Column::Invoices,
                    notification_choice::Column::Documents,
                    notification_choice::Column::AllCompanies,
                    notification_choice::Column::CompanyIds,
                    notification_choice::Column::UpdatedAtMs,
                ])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

pub fn dto(state: &AppState, account: &account::Model, c: Choices) -> NotificationChoicesDto {
    NotificationChoicesDto {
        status_changes: c.status_changes,
        invoices: c.invoices,
        documents: c.documents,
        all_companies: c.all_companies,
        company_ids: c.company_ids,
        mail_enabled: state.settings.mail_enabled(),
        locale: account.locale.clone(),
    }
}

/// A language Plinth speaks, or a 422 naming the field.
pub fn checked_locale(locale: &str) -> AppResult<&'static str> {
    LOCALES
        .iter()
        .find(|l| **l == locale)
        .copied()
        .ok_or_else(|| AppError::Invalid {
            message: format!(
                "The language '{locale}' is not one Plinth speaks: choose one of {}.",
                LOCALES.join(", ")
            ),
            fields: vec!["locale"],
        })
}

/// Sets the language mails to the account are written in.
pub async fn set_locale(db: &impl ConnectionTrait, account_id: i32, locale: &str) -> AppResult<()> {
    let locale = checked_locale(locale)?;
    account::Entity::update_many()
        .set(account::ActiveModel {
            locale: Set(locale.to_owned()),
            ..Default::default()
        })
        .filter(account::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Saves the caller's choices (and language): the companies an admin names must exist; a
/// customer's company choice is not theirs to make and is kept as the default.
pub async fn save(
    state: &AppState,
    account: &account::Model,
    is_admin: bool,
    input: NotificationChoicesInput,
) -> AppResult<NotificationChoicesDto> {
    let mut choices = Choices {
        status_changes: input.status_changes,
        invoices: input.invoices,
        documents: input.documents,
        ..Choices::default()
    };
    if is_admin {
        choices.all_companies = input.all_companies.unwrap_or(true);
        if !choices.all_companies {
            let mut ids = input.company_ids.unwrap_or_default();
            ids.sort_unstable();
            ids.dedup();
            let found = company::Entity::find()
                .filter(company::Column::Id.is_in(ids.clone()))
                .count(&state.db)
                .await?;
            if found != ids.len() as u64 {
                return Err(AppError::Invalid {
                    message: "Choose companies that exist.".into(),
                    fields: vec!["companyIds"],
                });
            }
            choices.company_ids = ids;
        }
    }
    let locale = match input.locale.as_deref() {
        Some(l) => checked_locale(l)?,
        None => LOCALES
            .iter()
            .find(|l| **l == account.locale)
            .copied()
            .unwrap_or("en"),
    };
    let txn = crate::db::begin_write(&state.db).await?;
    store(&txn, account.id, &choices).await?;
    set_locale(&txn, account.id, locale).await?;
    txn.commit().await?;
    let mut saved = account.clone();
    saved.locale = locale.to_owned();
    Ok(dto(state, &saved, choices))
}

/// Turns one topic off for an account (an unsubscribe link); false when there is no such account.
pub async fn turn_off(
    db: &sea_orm::DatabaseConnection,
    account_id: i32,
    topic: super::mail_rules::Topic,
) -> AppResult<bool> {
    if account::Entity::find_by_id(account_id)
        .one(db)
        .await?
        .is_none()
    {
        return Ok(false);
    }
    let current = of(db, account_id).await?;
    store(db, account_id, &topic.turned_off(current)).await?;
    Ok(true)
}
