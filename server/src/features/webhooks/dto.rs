//! What the webhooks calls carry.
use chrono::{DateTime, Utc};
use entity::{webhook_attempt, webhook_delivery, webhook_endpoint};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::events::EventKind;

fn time(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(ms).unwrap_or_default()
}

/// A registered endpoint. Its secrets are never shown again after create and rotate.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EndpointDto {
    pub id: i32,
    pub url: String,
    pub description: String,
    /// The company whose events are sent; null: every company's.
    pub company_id: Option<i32>,
    pub company_name: Option<String>,
    /// The kinds sent; empty: every kind.
    pub event_types: Vec<EventKind>,
    /// Set by the administrator; an inactive endpoint is sent nothing.
    pub active: bool,
    /// Why the endpoint was disabled (it kept failing); null while it is not. Enable it again
    /// with `POST /api/admin/webhook/{id}/enable`.
    pub disabled_reason: Option<String>,
    #[schema(value_type = Option<String>, format = DateTime)]
    pub disabled_at: Option<DateTime<Utc>>,
    /// When the previous secret stops signing (after a rotation); null: only one secret signs.
    #[schema(value_type = Option<String>, format = DateTime)]
    pub old_secret_until: Option<DateTime<Utc>>,
    #[schema(value_type = Option<String>, format = DateTime)]
    pub last_success_at: Option<DateTime<Utc>>,
    /// The first failure since the last success, while the endpoint fails.
    #[schema(value_type = Option<String>, format = DateTime)]
    pub failing_since: Option<DateTime<Utc>>,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl EndpointDto {
    pub fn of(e: webhook_endpoint::Model, company_name: Option<String>, now_ms: i64) -> Self {
        EndpointDto {
            id: e.id,
            url: e.url,
            description: e.description,
            company_id: e.company_id,
            company_name,
            event_types: event_types(&e.event_types),
            active: e.active,
            disabled_reason: e.disabled_reason,
            disabled_at: e.disabled_at_ms.map(time),
            old_secret_until: e
                .old_secret
                .and(e.old_secret_until_ms)
                .filter(|until| *until > now_ms)
                .map(time),
            last_success_at: e.last_success_ms.map(time),
            failing_since: e.failing_since_ms.map(time),
            created_at: time(e.created_at_ms),
        }
    }
}

/// The stored list of kinds (a JSON array of names); a name this build does not know is left out.
pub fn event_types(stored: &str) -> Vec<EventKind> {
    serde_json::from_str::<Vec<String>>(stored)
        .unwrap_or_default()
        .iter()
        .filter_map(|k| EventKind::parse(k))
        .collect()
}

/// An endpoint as the administrator saves it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EndpointInput {
    /// `https://` or `http://`; its host must be a public address unless the server allows
    /// private ones.
    #[schema(example = "https://gallery.example.com/plinth-webhooks")]
    pub url: String,
    #[serde(default)]
    pub description: String,
    /// The company whose events are sent; null or absent: every company's.
    #[serde(default)]
    pub company_id: Option<i32>,
    /// Kinds to send (`assignment.status_changed`, …); empty or absent: every kind.
    #[serde(default)]
    pub event_types: Vec<String>,
    #[serde(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

/// An endpoint with its new secret: shown once, to put in the receiver.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EndpointWithSecretDto {
    pub endpoint: EndpointDto,
    /// `whsec_<base64>`: verify deliveries with it (Standard Webhooks libraries take it as is).
    #[schema(example = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")]
    pub secret: String,
}

/// One attempt of a delivery, as the endpoint's log shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptDto {
    pub id: i32,
    /// The delivery it is an attempt of ("send again" takes this id).
    pub delivery_id: i32,
    #[schema(value_type = String, format = DateTime)]
    pub at: DateTime<Utc>,
    pub event_id: i32,
    #[schema(example = "assignment.status_changed")]
    pub event_type: String,
    /// The `webhook-id` sent: the same on every attempt of the delivery.
    pub webhook_id: String,
    /// 1 for the first attempt of the delivery, counting "send again" attempts on.
    pub attempt: i32,
    /// The receiver's HTTP status; null when there was no answer.
    pub response_status: Option<i32>,
    pub duration_ms: i32,
    /// Why it failed (no answer, a non-2xx status, an address refused); null on success.
    pub error: Option<String>,
    pub success: bool,
}

impl AttemptDto {
    pub fn of(a: webhook_attempt::Model, webhook_id: String) -> Self {
        AttemptDto {
            id: a.id,
            delivery_id: a.delivery_id,
            at: time(a.at_ms),
            event_id: a.event_id,
            event_type: a.event_type,
            webhook_id,
            attempt: a.attempt,
            success: a.error.is_none()
                && a.response_status.is_some_and(|s| (200..300).contains(&s)),
            response_status: a.response_status,
            duration_ms: a.duration_ms,
            error: a.error,
        }
    }
}

/// A delivery: one event for one endpoint.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryDto {
    pub id: i32,
    pub endpoint_id: i32,
    pub event_id: i32,
    pub event_type: String,
    pub webhook_id: String,
    /// pending, delivered, failing or cancelled (its endpoint was disabled or deleted).
    pub status: String,
    pub attempts: i32,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl From<webhook_delivery::Model> for DeliveryDto {
    fn from(d: webhook_delivery::Model) -> Self {
        DeliveryDto {
            id: d.id,
            endpoint_id: d.endpoint_id,
            event_id: d.event_id,
            event_type: d.event_type,
            webhook_id: d.webhook_id,
            status: d.status,
            attempts: d.attempts,
            created_at: time(d.created_at_ms),
        }
    }
}
