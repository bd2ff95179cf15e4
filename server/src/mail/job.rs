//! The `mail` job: sends one queued mail, once.
use chrono::Utc;
use entity::{account, mail};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};

use crate::{jobs::JobKind, limits::millis, state::AppState};

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SendMail {
    pub mail_id: i32,
}

impl JobKind for SendMail {
    const KIND: &'static str = "mail";
    /// With the doubling backoff from 5 s and at most an hour apart: about a day of tries.
    const MAX_ATTEMPTS: i32 = 30;

    async fn run(self, state: AppState) -> anyhow::Result<()> {
        let Some(row) = mail::Entity::find_by_id(self.mail_id)
            .one(&state.db)
            .await?
        else {
            return Ok(());
        };
        if row.sent_at_ms.is_some() {
            return Ok(());
        }
        let locale = account::Entity::find_by_id(row.account_id)
            .one(&state.db)
            .await?
            .map_or_else(|| "en".to_owned(), |a| a.locale);
        super::send::send(&state.settings, &row, &locale).await?;
        // Marked right after the server took it; a password link is not kept once it left.
        let mut sent = mail::ActiveModel {
            sent_at_ms: Set(Some(millis(Utc::now()))),
            ..Default::default()
        };
        if row.kind == "reset" {
            sent.text_body = Set(String::new());
            sent.html_body = Set(String::new());
        }
        mail::Entity::update_many()
            .set(sent)
            .filter(mail::Column::Id.eq(row.id))
            .exec(&state.db)
            .await?;
        Ok(())
    }
}
