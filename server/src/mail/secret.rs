//! Secrets the server makes for itself: made once by whichever instance needs one first, kept in
//! the database (`server_secret`) so every instance and every restart signs alike.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use entity::server_secret;
use rand::RngCore;
use sea_orm::{sea_query::OnConflict, ConnectionTrait, EntityTrait, Set};

use crate::error::{AppError, AppResult};

/// The secret named `name`, made now (32 random bytes) if there is none yet. Two instances making
/// one at once keep the first written.
pub async fn get_or_make(db: &impl ConnectionTrait, name: &str) -> AppResult<Vec<u8>> {
    if let Some(row) = server_secret::Entity::find_by_id(name.to_owned())
        .one(db)
        .await?
    {
        return decode(&row.value);
    }
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    server_secret::Entity::insert(server_secret::ActiveModel {
        name: Set(name.to_owned()),
        value: Set(URL_SAFE_NO_PAD.encode(bytes)),
    })
    .on_conflict(
        OnConflict::column(server_secret::Column::Name)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    let row = server_secret::Entity::find_by_id(name.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| AppError::Internal("the server secret was not kept".into()))?;
    decode(&row.value)
}

fn decode(value: &str) -> AppResult<Vec<u8>> {
    URL_SAFE_NO_PAD
        .decode(value)
        .map_err(|_| AppError::Internal("a server secret is not base64".into()))
}
