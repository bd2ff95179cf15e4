//! The administrator's endpoints: saved (URL checked, kinds named), listed, rotated, enabled again
//! after being disabled, deleted (their deliveries and log go with them; a job still waiting for
//! one ends without sending).
use std::collections::HashMap;

use chrono::Utc;
use entity::{company, webhook_attempt, webhook_delivery, webhook_endpoint};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait,
    IntoActiveModel, QueryFilter, QueryOrder, Set, TransactionTrait,
};

use super::{
    addresses,
    dto::{EndpointDto, EndpointInput, EndpointWithSecretDto},
    secrets,
};
use crate::{
    error::{AppError, AppResult},
    events::EventKind,
    limits::millis,
    state::AppState,
};

/// Every endpoint, the oldest first.
pub async fn list(db: &impl ConnectionTrait) -> AppResult<Vec<EndpointDto>> {
    let rows = webhook_endpoint::Entity::find()
        .order_by_asc(webhook_endpoint::Column::Id)
        .all(db)
        .await?;
    let names: HashMap<i32, String> = company::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    let now = millis(Utc::now());
    Ok(rows
        .into_iter()
        .map(|e| {
            let name = e.company_id.and_then(|id| names.get(&id).cloned());
            EndpointDto::of(e, name, now)
        })
        .collect())
}

pub async fn find(db: &impl ConnectionTrait, id: i32) -> AppResult<webhook_endpoint::Model> {
    webhook_endpoint::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

/// The endpoint as the calls show it.
pub async fn dto(db: &impl ConnectionTrait, e: webhook_endpoint::Model) -> AppResult<EndpointDto> {
    let name = match e.company_id {
        Some(id) => company::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|c| c.name),
        None => None,
    };
    Ok(EndpointDto::of(e, name, millis(Utc::now())))
}

pub async fn get(db: &impl ConnectionTrait, id: i32) -> AppResult<EndpointDto> {
    dto(db, find(db, id).await?).await
}

/// What an input saves, checked: the URL (form and addresses), the company, the kinds.
struct Checked {
    url: String,
    description: String,
    company_id: Option<i32>,
    event_types: String,
    active: bool,
}

async fn check(state: &AppState, input: EndpointInput) -> AppResult<Checked> {
    let invalid = |message: String, field: &'static str| AppError::Invalid {
        message,
        fields: vec![field],
    };
    let url = addresses::parse(&input.url).map_err(|m| invalid(m, "url"))?;
    if let Some(id) = input.company_id {
        if company::Entity::find_by_id(id)
            .one(&state.db)
            .await?
            .is_none()
        {
            return Err(invalid(format!("There is no company {id}."), "companyId"));
        }
    }
    let kinds = event_kinds(&input.event_types).map_err(|m| invalid(m, "eventTypes"))?;
    let description = input.description.trim().to_owned();
    if description.chars().count() > 500 {
        return Err(invalid(
            "The description is longer than 500 characters.".into(),
            "description",
        ));
    }
    // Last: the look-up of the host is the slow part.
    addresses::resolve(&url, state.settings.webhooks_allow_private)
        .await
        .map_err(|m| invalid(m, "url"))?;
    Ok(Checked {
        url: url.to_string(),
        description,
        company_id: input.company_id,
        event_types: serde_json::to_string(&kinds).map_err(AppError::internal)?,
        active: input.active,
    })
}

/// The kinds named, each once, in the order of [`EventKind::ALL`]; an unknown name is refused
/// with the list of known ones.
pub fn event_kinds(names: &[String]) -> Result<Vec<&'static str>, String> {
    for name in names {
        if EventKind::parse(name.trim()).is_none() {
            let known: Vec<_> = EventKind::ALL.iter().map(|k| k.as_str()).collect();
            return Err(format!(
                "'{name}' is not an event type; the types are {}.",
                known.join(", ")
            ));
        }
    }
    Ok(EventKind::ALL
        .iter()
        .map(|k| k.as_str())
        .filter(|k| names.iter().any(|n| n.trim() == *k))
        .collect())
}

pub async fn create(state: &AppState, input: EndpointInput) -> AppResult<EndpointWithSecretDto> {
    let c = check(state, input).await?;
    let secret = secrets::new_secret();
    let row = webhook_endpoint::ActiveModel {
        company_id: Set(c.company_id),
        url: Set(c.url),
        description: Set(c.description),
        event_types: Set(c.event_types),
        active: Set(c.active),
        secret: Set(secret.clone()),
        created_at_ms: Set(millis(Utc::now())),
        ..Default::default()
    }
    .insert(&state.db)
    .await?;
    tracing::info!(endpoint = row.id, url = %row.url, "webhook endpoint registered");
    Ok(EndpointWithSecretDto {
        endpoint: dto(&state.db, row).await?,
        secret,
    })
}

pub async fn update(state: &AppState, id: i32, input: EndpointInput) -> AppResult<EndpointDto> {
    let row = find(&state.db, id).await?;
    let c = check(state, input).await?;
    let mut model = row.into_active_model();
    model.url = Set(c.url);
    model.description = Set(c.description);
    model.company_id = Set(c.company_id);
    model.event_types = Set(c.event_types);
    model.active = Set(c.active);
    let row = model.update(&state.db).await?;
    dto(&state.db, row).await
}

/// The endpoint with its deliveries and log (a job still waiting for one of them ends without
/// sending).
pub async fn delete(db: &DatabaseConnection, id: i32) -> AppResult<()> {
    let txn = db.begin().await?;
    webhook_attempt::Entity::delete_many()
        .filter(webhook_attempt::Column::EndpointId.eq(id))
        .exec(&txn)
        .await?;
    webhook_delivery::Entity::delete_many()
        .filter(webhook_delivery::Column::EndpointId.eq(id))
        .exec(&txn)
        .await?;
    let res = webhook_endpoint::Entity::delete_by_id(id)
        .exec(&txn)
        .await?;
    if res.rows_affected == 0 {
        return Err(AppError::NotFound);
    }
    txn.commit().await?;
    tracing::info!(endpoint = id, "webhook endpoint deleted");
    Ok(())
}

/// A new secret; the current one keeps signing beside it for a day, or until [`end_old_secret`].
pub async fn rotate(db: &impl ConnectionTrait, id: i32) -> AppResult<EndpointWithSecretDto> {
    let row = find(db, id).await?;
    let secret = secrets::new_secret();
    let until = Utc::now() + chrono::Duration::hours(secrets::OLD_SECRET_HOURS);
    let mut model = row.clone().into_active_model();
    model.old_secret = Set(Some(row.secret));
    model.old_secret_until_ms = Set(Some(millis(until)));
    model.secret = Set(secret.clone());
    let row = model.update(db).await?;
    Ok(EndpointWithSecretDto {
        endpoint: dto(db, row).await?,
        secret,
    })
}

/// The rotated-out secret stops signing now.
pub async fn end_old_secret(db: &impl ConnectionTrait, id: i32) -> AppResult<EndpointDto> {
    let row = find(db, id).await?;
    let mut model = row.into_active_model();
    model.old_secret = Set(None);
    model.old_secret_until_ms = Set(None);
    let row = model.update(db).await?;
    dto(db, row).await
}

/// A disabled endpoint sent to again (and made active): its failures are forgotten.
pub async fn enable(db: &impl ConnectionTrait, id: i32) -> AppResult<EndpointDto> {
    let row = find(db, id).await?;
    let mut model = row.into_active_model();
    model.active = Set(true);
    model.disabled_reason = Set(None);
    model.disabled_at_ms = Set(None);
    model.failing_since_ms = Set(None);
    let row = model.update(db).await?;
    tracing::info!(endpoint = id, "webhook endpoint enabled again");
    dto(db, row).await
}

#[cfg(test)]
mod tests {
    use super::event_kinds;

    #[test]
    fn kinds_are_known_names_each_once_in_a_fixed_order() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            event_kinds(&names(&[
                "invoice.issued",
                "assignment.created",
                "invoice.issued"
            ])),
            Ok(vec!["assignment.created", "invoice.issued"])
        );
        assert_eq!(event_kinds(&[]), Ok(vec![]));
        let refused = event_kinds(&names(&["assignment.deleted"])).unwrap_err();
        assert!(refused.contains("assignment.status_changed"), "{refused}");
    }
}
