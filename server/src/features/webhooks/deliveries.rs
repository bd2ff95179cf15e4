//! Deliveries: each event, once committed, becomes one delivery per matching endpoint (written by
//! the event's fan-out, unique on endpoint and event) and a job that sends it, retried with the
//! jobs table's backoff for more than a day. An endpoint that keeps failing is disabled with its
//! reason; a delivery whose endpoint was disabled, made inactive or deleted ends without sending.
use chrono::{Duration, Utc};
use entity::{event, job, webhook_attempt, webhook_delivery, webhook_endpoint};
use sea_orm::{
    sea_query::OnConflict, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait,
    IntoActiveModel, QueryFilter, Set, TransactionTrait,
};
use serde::{Deserialize, Serialize};

use super::{dto::event_types, dto::DeliveryDto, sending};
use crate::{
    error::{AppError, AppResult},
    events::EventKind,
    features::events::dto::EventDto,
    jobs::{self, JobKind},
    limits::millis,
    state::AppState,
};

/// Delivery statuses.
pub const PENDING: &str = "pending";
pub const DELIVERED: &str = "delivered";
pub const FAILING: &str = "failing";
pub const CANCELLED: &str = "cancelled";

/// An endpoint failing for longer than this without a success is disabled.
pub const FAILING_FOR: Duration = Duration::hours(24);

/// The job sending one delivery.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeliverWebhook {
    pub delivery_id: i32,
}

impl JobKind for DeliverWebhook {
    const KIND: &'static str = "webhook";
    /// With the default backoff base of 5 s the waits are 5, 10, 20 … 2560 s, then an hour each:
    /// the 34th attempt comes about 24 h 25 min after the first (`attempts_span_more_than_a_day`).
    const MAX_ATTEMPTS: i32 = 34;

    async fn run(self, state: AppState) -> anyhow::Result<()> {
        deliver(&state, self.delivery_id).await
    }
}

/// Whether an endpoint (its company, None for all, and its stored kinds) takes `event`.
pub fn takes(company_id: Option<i32>, kinds: &[EventKind], event: &EventDto) -> bool {
    company_id.is_none_or(|c| c == event.company_id)
        && (kinds.is_empty() || kinds.contains(&event.kind))
}

/// The `webhook-id` of an event's delivery to an endpoint: the same on every attempt.
pub fn webhook_id(event_id: i32, endpoint_id: i32) -> String {
    format!("msg_{event_id}_{endpoint_id}")
}

/// One delivery and its job per active endpoint that takes `event`; a delivery already made (a
/// fan-out that runs again) is left alone.
pub async fn enqueue_for(state: &AppState, event: &EventDto) -> anyhow::Result<()> {
    let endpoints = webhook_endpoint::Entity::find()
        .filter(webhook_endpoint::Column::Active.eq(true))
        .filter(webhook_endpoint::Column::DisabledReason.is_null())
        .all(&state.db)
        .await?;
    let now = Utc::now();
    for endpoint in endpoints {
        if !takes(
            endpoint.company_id,
            &event_types(&endpoint.event_types),
            event,
        ) {
            continue;
        }
        let txn = state.db.begin().await?;
        let made = webhook_delivery::Entity::insert(webhook_delivery::ActiveModel {
            endpoint_id: Set(endpoint.id),
            event_id: Set(event.id),
            event_type: Set(event.kind.as_str().to_owned()),
            webhook_id: Set(webhook_id(event.id, endpoint.id)),
            status: Set(PENDING.to_owned()),
            attempts: Set(0),
            created_at_ms: Set(millis(now)),
            ..Default::default()
        })
        .on_conflict(
            OnConflict::columns([
                webhook_delivery::Column::EndpointId,
                webhook_delivery::Column::EventId,
            ])
            .do_nothing()
            .to_owned(),
        )
        .exec_without_returning(&txn)
        .await?;
        if made == 1 {
            let delivery = webhook_delivery::Entity::find()
                .filter(webhook_delivery::Column::EndpointId.eq(endpoint.id))
                .filter(webhook_delivery::Column::EventId.eq(event.id))
                .one(&txn)
                .await?
                .ok_or_else(|| anyhow::anyhow!("the delivery just written is not there"))?;
            start(&txn, state, delivery).await?;
        }
        txn.commit().await?;
    }
    Ok(())
}

/// Enqueues a job sending `delivery` with all its attempts, and marks it pending.
async fn start(
    db: &impl ConnectionTrait,
    state: &AppState,
    delivery: webhook_delivery::Model,
) -> AppResult<webhook_delivery::Model> {
    let job = DeliverWebhook {
        delivery_id: delivery.id,
    };
    let attempts = state
        .settings
        .webhook_attempts
        .unwrap_or(DeliverWebhook::MAX_ATTEMPTS)
        .max(1);
    let job_id = jobs::enqueue_named(db, DeliverWebhook::KIND, attempts, &job, Utc::now()).await?;
    let mut model = delivery.into_active_model();
    model.job_id = Set(Some(job_id));
    model.status = Set(PENDING.to_owned());
    Ok(model.update(db).await?)
}

/// "Send again": a new job for the delivery (same `webhook-id`), with all its attempts. 409 when
/// its endpoint is disabled or inactive.
pub async fn send_again(state: &AppState, delivery_id: i32) -> AppResult<DeliveryDto> {
    let txn = state.db.begin().await?;
    let delivery = webhook_delivery::Entity::find_by_id(delivery_id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let endpoint = webhook_endpoint::Entity::find_by_id(delivery.endpoint_id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    if endpoint.disabled_reason.is_some() || !endpoint.active {
        return Err(AppError::Conflict(
            "The endpoint is disabled or inactive: enable it (or make it active) before sending again."
                .into(),
        ));
    }
    let delivery = start(&txn, state, delivery).await?;
    txn.commit().await?;
    Ok(delivery.into())
}

/// One attempt of a delivery (the job's work).
async fn deliver(state: &AppState, delivery_id: i32) -> anyhow::Result<()> {
    let db = &state.db;
    let Some(delivery) = webhook_delivery::Entity::find_by_id(delivery_id)
        .one(db)
        .await?
    else {
        return Ok(());
    };
    let endpoint = webhook_endpoint::Entity::find_by_id(delivery.endpoint_id)
        .one(db)
        .await?;
    let event = match event::Entity::find_by_id(delivery.event_id).one(db).await? {
        Some(row) => EventDto::of(&row),
        None => None,
    };
    let (endpoint, event) = match (endpoint, event) {
        (Some(e), Some(event)) if e.active && e.disabled_reason.is_none() => (e, event),
        _ => {
            set_status(db, delivery, CANCELLED).await?;
            return Ok(());
        }
    };
    let attempt = delivery.attempts + 1;
    let body = serde_json::to_vec(&event)?;
    let outcome = sending::post(
        &endpoint,
        &delivery.webhook_id,
        &body,
        state.settings.webhooks_allow_private,
    )
    .await;
    let now = millis(Utc::now());
    webhook_attempt::ActiveModel {
        delivery_id: Set(delivery.id),
        endpoint_id: Set(endpoint.id),
        event_id: Set(delivery.event_id),
        event_type: Set(delivery.event_type.clone()),
        attempt: Set(attempt),
        at_ms: Set(now),
        response_status: Set(outcome.status.map(i32::from)),
        duration_ms: Set(outcome.duration_ms),
        error: Set(outcome.error.clone()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    let job_id = delivery.job_id;
    let event_id = delivery.event_id;
    let mut model = delivery.into_active_model();
    model.attempts = Set(attempt);
    let Some(error) = outcome.error else {
        model.status = Set(DELIVERED.to_owned());
        model.update(db).await?;
        let mut e = endpoint.into_active_model();
        e.failing_since_ms = Set(None);
        e.last_success_ms = Set(Some(now));
        e.update(db).await?;
        return Ok(());
    };
    model.status = Set(FAILING.to_owned());
    model.update(db).await?;
    let failing_since = endpoint.failing_since_ms.unwrap_or(now);
    let last_attempt = match job_id {
        Some(id) => job::Entity::find_by_id(id)
            .one(db)
            .await?
            .is_some_and(|j| j.attempts >= j.max_attempts),
        None => false,
    };
    let reason = disable_reason(
        last_attempt.then_some(attempt),
        now - failing_since,
        event_id,
        &error,
    );
    let endpoint_id = endpoint.id;
    let mut e = endpoint.into_active_model();
    e.failing_since_ms = Set(Some(failing_since));
    if let Some(reason) = &reason {
        tracing::warn!(endpoint = endpoint_id, reason = %reason, "webhook endpoint disabled");
        e.disabled_reason = Set(Some(reason.clone()));
        e.disabled_at_ms = Set(Some(now));
    }
    e.update(db).await?;
    anyhow::bail!("{error}")
}

/// Why an endpoint is disabled after a failed attempt, if it is: its delivery used up its
/// attempts (`used_up`: the attempt number), or it has failed for more than [`FAILING_FOR`]
/// without a success.
pub fn disable_reason(
    used_up: Option<i32>,
    failing_for_ms: i64,
    event_id: i32,
    error: &str,
) -> Option<String> {
    if let Some(attempts) = used_up {
        return Some(format!(
            "Disabled after {attempts} failed attempts to deliver event {event_id}. The last error: {error}"
        ));
    }
    if failing_for_ms > FAILING_FOR.num_milliseconds() {
        return Some(format!(
            "Disabled: every delivery failed for more than {} hours. The last error: {error}",
            FAILING_FOR.num_hours()
        ));
    }
    None
}

async fn set_status(
    db: &impl ConnectionTrait,
    delivery: webhook_delivery::Model,
    status: &str,
) -> AppResult<()> {
    let mut model = delivery.into_active_model();
    model.status = Set(status.to_owned());
    model.update(db).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attempts_span_more_than_a_day() {
        let base = std::time::Duration::from_secs(5);
        let span: std::time::Duration = (1..DeliverWebhook::MAX_ATTEMPTS)
            .map(|n| jobs::backoff(base, n))
            .sum();
        assert!(span > std::time::Duration::from_secs(24 * 3600), "{span:?}");
        let one_less: std::time::Duration = (1..DeliverWebhook::MAX_ATTEMPTS - 1)
            .map(|n| jobs::backoff(base, n))
            .sum();
        assert!(
            one_less <= std::time::Duration::from_secs(24 * 3600),
            "no more than needed"
        );
    }

    #[test]
    fn an_endpoint_takes_its_company_and_kinds() {
        let event = EventDto {
            id: 1,
            kind: EventKind::StatusChanged,
            at: String::new(),
            company_id: 7,
            division_id: None,
            data: serde_json::Value::Null,
        };
        assert!(takes(None, &[], &event));
        assert!(takes(Some(7), &[EventKind::StatusChanged], &event));
        assert!(!takes(Some(8), &[], &event));
        assert!(!takes(None, &[EventKind::InvoiceIssued], &event));
    }

    #[test]
    fn an_endpoint_is_disabled_when_attempts_are_used_up_or_after_a_day() {
        assert!(disable_reason(None, 1000, 1, "x").is_none());
        let used = disable_reason(Some(34), 0, 5, "refused").unwrap();
        assert!(used.contains("34 failed attempts") && used.contains("refused"));
        let day = disable_reason(None, FAILING_FOR.num_milliseconds() + 1, 5, "500").unwrap();
        assert!(day.contains("24 hours"));
    }
}
