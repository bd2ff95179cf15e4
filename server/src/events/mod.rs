//! Events (docs/events.md): each change a customer cares about, kept in the `event` table and
//! written with the audit entry it comes from, in the same transaction as the change
//! ([`record_for`], called by `audit::record`). [`kinds`] says which entries give which events
//! (pure); [`hub`] hands new events to this process's open streams, woken at once after a write
//! here and, on PostgreSQL, by `NOTIFY` from writes on other instances.
pub mod hub;
pub mod kinds;

use chrono::{DateTime, Utc};
use entity::{asset, assignment, audit_log, event, shipment_assignment};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, Set,
    Statement,
};
use serde_json::{json, Map, Value};

pub use hub::Hub;
pub use kinds::EventKind;

use crate::error::AppResult;

/// The PostgreSQL channel a committed event is announced on.
pub const CHANNEL: &str = "plinth_events";

/// The job each event enqueues with itself: handing it to what sends events out of the portal
/// (webhooks, mail). Its kind runs in `features::events::fanout`.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Published {
    pub event_id: i32,
}

impl Published {
    pub const KIND: &'static str = "event";
    pub const MAX_ATTEMPTS: i32 = 10;
}

/// Writes the events of `entry` (none for most entries) with the entry's connection.
pub async fn record_for(db: &impl ConnectionTrait, entry: &audit_log::Model) -> AppResult<()> {
    let view = kinds::Entry {
        object_type: &entry.object_type,
        action: &entry.action,
        object_id: entry.object_id.as_deref(),
        detail: entry.detail.as_ref(),
    };
    let mut rows = Vec::new();
    if kinds::shipment_legs_changed(&view) {
        rows = legs_changed(db, entry).await?;
    } else {
        let drafts = kinds::drafts(&view);
        if drafts.is_empty() {
            return Ok(());
        }
        let Some(about) = About::find(db, entry).await? else {
            tracing::warn!(
                audit_id = entry.id,
                "an event's company could not be found: not sent"
            );
            return Ok(());
        };
        for draft in drafts {
            rows.push(about.event(draft.kind, draft.data));
        }
    }
    for row in rows {
        row.write(db, entry).await?;
    }
    if db.get_database_backend() == DbBackend::Postgres {
        // Delivered to the other instances' listeners when the transaction commits, not before.
        db.execute_raw(Statement::from_string(
            DbBackend::Postgres,
            format!("SELECT pg_notify('{CHANNEL}', '')"),
        ))
        .await?;
    }
    Ok(())
}

/// What an event is about: its company and division, and the assignment when there is one.
struct About {
    company_id: i32,
    division_id: Option<i32>,
    assignment: Option<(i32, String)>,
    at: DateTime<Utc>,
}

/// An event ready to be written.
struct Row {
    kind: EventKind,
    company_id: i32,
    division_id: Option<i32>,
    assignment_id: Option<i32>,
    at: DateTime<Utc>,
    data: Map<String, Value>,
}

impl About {
    async fn find(db: &impl ConnectionTrait, entry: &audit_log::Model) -> AppResult<Option<Self>> {
        let assignment = match entry.assignment_id {
            Some(id) => assignment::Entity::find_by_id(id).one(db).await?,
            None => None,
        };
        let asset_id = entry.asset_id.or_else(|| {
            entry
                .detail
                .as_ref()
                .and_then(|d| d["assetId"].as_i64())
                .and_then(|id| i32::try_from(id).ok())
        });
        let asset = match (&assignment, asset_id) {
            (None, Some(id)) => asset::Entity::find_by_id(id).one(db).await?,
            _ => None,
        };
        let named_division = entry
            .detail
            .as_ref()
            .and_then(|d| d["companyDivisionId"].as_i64())
            .and_then(|id| i32::try_from(id).ok());
        let company_id = entry
            .company_id
            .or(assignment.as_ref().map(|a| a.company_id))
            .or(asset.as_ref().map(|a| a.company_id));
        Ok(company_id.map(|company_id| About {
            company_id,
            division_id: assignment
                .as_ref()
                .map(|a| a.company_division_id)
                .or(asset.as_ref().map(|a| a.company_division_id))
                .or(named_division),
            assignment: assignment.map(|a| (a.id, a.r#ref)),
            at: entry.at,
        }))
    }

    fn event(&self, kind: EventKind, mut data: Map<String, Value>) -> Row {
        if let Some((id, reference)) = &self.assignment {
            data.insert("assignmentId".into(), json!(id));
            data.insert("ref".into(), json!(reference));
        }
        Row {
            kind,
            company_id: self.company_id,
            division_id: self.division_id,
            assignment_id: self.assignment.as_ref().map(|(id, _)| *id),
            at: self.at,
            data,
        }
    }
}

impl Row {
    async fn write(self, db: &impl ConnectionTrait, entry: &audit_log::Model) -> AppResult<()> {
        let row = event::ActiveModel {
            at_ms: Set(crate::limits::millis(self.at)),
            kind: Set(self.kind.as_str().to_owned()),
            company_id: Set(self.company_id),
            division_id: Set(self.division_id),
            assignment_id: Set(self.assignment_id),
            audit_id: Set(Some(entry.id)),
            data: Set(Value::Object(self.data).to_string()),
            ..Default::default()
        }
        .insert(db)
        .await?;
        let job = Published { event_id: row.id };
        crate::jobs::enqueue_named(db, Published::KIND, Published::MAX_ATTEMPTS, &job, self.at)
            .await?;
        Ok(())
    }
}

/// A shipment whose legs' dates changed: one event for each assignment on it, in its company.
async fn legs_changed(db: &impl ConnectionTrait, entry: &audit_log::Model) -> AppResult<Vec<Row>> {
    let Some(shipment_id) = entry
        .object_id
        .as_deref()
        .and_then(|id| id.parse::<i32>().ok())
    else {
        return Ok(Vec::new());
    };
    let links = shipment_assignment::Entity::find()
        .filter(shipment_assignment::Column::ShipmentId.eq(shipment_id))
        .find_also_related(assignment::Entity)
        .all(db)
        .await?;
    let legs = entry
        .detail
        .as_ref()
        .map_or(Value::Null, |d| d["legDates"].clone());
    Ok(links
        .into_iter()
        .filter_map(|(_, a)| a)
        .map(|a| {
            About {
                company_id: a.company_id,
                division_id: Some(a.company_division_id),
                assignment: Some((a.id, a.r#ref)),
                at: entry.at,
            }
            .event(
                EventKind::LegsChanged,
                json!({
                    "shipmentId": shipment_id,
                    "shipmentRef": entity::shipment::reference(shipment_id),
                    "legs": legs,
                })
                .as_object()
                .cloned()
                .unwrap_or_default(),
            )
        })
        .collect())
}
