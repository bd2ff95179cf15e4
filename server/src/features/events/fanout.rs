//! The job each event enqueues with itself (`crate::events::Published`): once its change has
//! committed, the event is handed to each way it leaves the portal. Each of those writes its own
//! jobs (a delivery per webhook endpoint, a mail per recipient), keyed so that a fan-out that runs
//! twice (a lease that expired) makes each of them once.
use entity::event;
use sea_orm::EntityTrait;
use serde::{Deserialize, Serialize};

use super::dto::EventDto;
use crate::{events::Published, jobs::JobKind, state::AppState};

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Fanout {
    pub event_id: i32,
}

impl JobKind for Fanout {
    const KIND: &'static str = Published::KIND;
    const MAX_ATTEMPTS: i32 = Published::MAX_ATTEMPTS;

    async fn run(self, state: AppState) -> anyhow::Result<()> {
        let Some(row) = event::Entity::find_by_id(self.event_id)
            .one(&state.db)
            .await?
        else {
            return Ok(());
        };
        let Some(event) = EventDto::of(&row) else {
            return Ok(());
        };
        send_out(&state, &event).await
    }
}

/// Each way an event leaves the portal, in turn; an error makes the whole fan-out run again
/// later, and each way makes its own jobs once.
async fn send_out(state: &AppState, event: &EventDto) -> anyhow::Result<()> {
    crate::features::webhooks::deliveries::enqueue_for(state, event).await?;
    crate::features::account::enqueue_for(state, event).await
}
