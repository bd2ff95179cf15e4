//! A report's photos: the one place this area stores and reads files, through the file store's
//! own methods ([`FileStore::put`], [`FileStore::read`], [`FileStore::remove`]). Uploads went
//! through `files::upload::check` (type by content, pixel limits, location metadata removed);
//! the photo is then kept whole and never altered: marks live in the row, apart from it.
use chrono::Utc;
use entity::{condition_observation, condition_photo, condition_report};
use image::ImageDecoder;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, ModelTrait,
    PaginatorTrait, QueryFilter, QuerySelect, Set,
};

use super::{
    access, digest, document,
    dto::{ConditionPhotoDto, PhotoInput},
    marks, read,
};
use crate::{
    auth::CurrentUser,
    error::{AppError, AppResult},
    files::{upload::CheckedFile, FileStore, StagedFiles},
};

/// Most photos on one report.
pub const MAX_PHOTOS: usize = 40;

/// The bytes of a stored photo; `None` when the file is gone.
pub async fn bytes(store: &FileStore, file_name: &str) -> AppResult<Option<Vec<u8>>> {
    Ok(store
        .read(file_name)
        .await
        .map_err(AppError::internal)?
        .map(|b| b.to_vec()))
}

/// The SHA-256 of each photo's bytes as stored now, in order (a missing file hashes as empty).
pub async fn byte_digests(
    store: &FileStore,
    photos: &[condition_photo::Model],
) -> AppResult<Vec<String>> {
    let mut digests = Vec::with_capacity(photos.len());
    for photo in photos {
        let bytes = store
            .read(&photo.file_name)
            .await
            .map_err(AppError::internal)?;
        if bytes.is_none() {
            tracing::warn!(file = %photo.file_name, "a condition report photo is missing");
        }
        digests.push(digest::sha256_hex(bytes.as_deref().unwrap_or_default()));
    }
    Ok(digests)
}

/// Upright width and height of a picture (its own orientation applied), from its header.
fn upright_size(bytes: &[u8]) -> AppResult<(u32, u32)> {
    let unreadable = || AppError::Unprocessable("The photo cannot be read as a picture.".into());
    let mut decoder = image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| unreadable())?
        .into_decoder()
        .map_err(|_| unreadable())?;
    let (w, h) = decoder.dimensions();
    let turned = decoder.orientation().is_ok_and(|o| {
        use image::metadata::Orientation::*;
        matches!(o, Rotate90 | Rotate270 | Rotate90FlipH | Rotate270FlipH)
    });
    Ok(if turned { (h, w) } else { (w, h) })
}

/// Adds a checked photo to the draft `report_id`: the file first, then the row; a failure leaves
/// neither.
pub async fn add(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    report_id: i32,
    mut file: CheckedFile,
) -> AppResult<ConditionPhotoDto> {
    let (width, height) = upright_size(&file.bytes)?;
    let size = file.bytes.len();
    let mut staged = StagedFiles::new(store);
    let stored = staged
        .put(std::mem::take(&mut file.bytes), file.kind.stored_ext())
        .await
        .map_err(AppError::internal)?;
    let txn = crate::db::begin_write(db).await?;
    let report = access::editable(&txn, user, report_id).await?;
    let count = condition_photo::Entity::find()
        .filter(condition_photo::Column::ReportId.eq(report.id))
        .count(&txn)
        .await?;
    if count >= MAX_PHOTOS as u64 {
        return Err(AppError::Unprocessable(format!(
            "A report takes at most {MAX_PHOTOS} photos."
        )));
    }
    let row = condition_photo::ActiveModel {
        report_id: Set(report.id),
        position: Set(i32::try_from(count).unwrap_or(i32::MAX)),
        name: Set(file.name),
        file_name: Set(stored),
        content_type: Set(file.kind.content_type().to_owned()),
        size_bytes: Set(i64::try_from(size).unwrap_or(i64::MAX)),
        width: Set(i32::try_from(width).unwrap_or(i32::MAX)),
        height: Set(i32::try_from(height).unwrap_or(i32::MAX)),
        rotation: Set(0),
        marks: Set("[]".to_owned()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    touch(&txn, report).await?;
    txn.commit().await?;
    staged.keep();
    read::photo(&row)
}

async fn touch(db: &impl ConnectionTrait, report: condition_report::Model) -> AppResult<()> {
    let mut active: condition_report::ActiveModel = report.into();
    active.updated_at = Set(Utc::now());
    active.update(db).await?;
    Ok(())
}

async fn photo_of(
    db: &impl ConnectionTrait,
    report_id: i32,
    photo_id: i32,
) -> AppResult<condition_photo::Model> {
    condition_photo::Entity::find_by_id(photo_id)
        .filter(condition_photo::Column::ReportId.eq(report_id))
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

/// Sets a photo's rotation and marks (all of them, as the client holds them).
pub async fn update(
    db: &DatabaseConnection,
    user: &CurrentUser,
    report_id: i32,
    photo_id: i32,
    input: PhotoInput,
) -> AppResult<ConditionPhotoDto> {
    if ![0, 90, 180, 270].contains(&input.rotation) {
        return Err(AppError::Unprocessable(
            "rotation is 0, 90, 180 or 270.".into(),
        ));
    }
    let txn = crate::db::begin_write(db).await?;
    let report = access::editable(&txn, user, report_id).await?;
    let photo = photo_of(&txn, report.id, photo_id).await?;
    let keys: Vec<String> = condition_observation::Entity::find()
        .select_only()
        .column(condition_observation::Column::Key)
        .filter(condition_observation::Column::ReportId.eq(report.id))
        .into_tuple()
        .all(&txn)
        .await?;
    marks::check(&input.marks, photo.id, photo.width, photo.height, &keys)?;
    let json = serde_json::to_string(&input.marks).map_err(AppError::internal)?;
    let mut active: condition_photo::ActiveModel = photo.into();
    active.rotation = Set(input.rotation);
    active.marks = Set(json);
    let saved = active.update(&txn).await?;
    touch(&txn, report).await?;
    txn.commit().await?;
    read::photo(&saved)
}

/// Removes a photo of a draft: the row first, the file after the commit.
pub async fn remove(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    report_id: i32,
    photo_id: i32,
) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let report = access::editable(&txn, user, report_id).await?;
    let photo = photo_of(&txn, report.id, photo_id).await?;
    let file = photo.file_name.clone();
    photo.delete(&txn).await?;
    touch(&txn, report).await?;
    txn.commit().await?;
    remove_files(store, &[file]).await;
    Ok(())
}

/// Removes stored photos, and their print copies, after their rows went (a file left behind goes
/// at the next start-up sweep).
pub async fn remove_files(store: &FileStore, names: &[String]) {
    for name in names {
        for file in [name.clone(), document::print_copy_name(name)] {
            if let Err(e) = store.remove(&file).await {
                tracing::warn!(error = %e, "could not remove a condition report photo");
            }
        }
    }
}

/// A photo `user` may see, for serving: the row and its bytes.
pub async fn visible(
    db: &impl ConnectionTrait,
    store: &FileStore,
    user: &CurrentUser,
    photo_id: i32,
) -> AppResult<(condition_photo::Model, Vec<u8>)> {
    let photo = condition_photo::Entity::find_by_id(photo_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    access::visible(db, user, photo.report_id).await?;
    match bytes(store, &photo.file_name).await? {
        Some(b) => Ok((photo, b)),
        None => {
            tracing::warn!(photo = photo.id, file = %photo.file_name, "condition photo file is missing");
            Err(AppError::NotFound)
        }
    }
}

/// Every stored photo name and its print copy's (the start-up sweep keeps these files).
pub async fn file_names(db: &impl ConnectionTrait) -> AppResult<Vec<String>> {
    let photos: Vec<String> = condition_photo::Entity::find()
        .select_only()
        .column(condition_photo::Column::FileName)
        .into_tuple()
        .all(db)
        .await?;
    Ok(photos
        .into_iter()
        .flat_map(|name| [document::print_copy_name(&name), name])
        .collect())
}

/// The stored photo names of one report.
pub async fn file_names_of(db: &impl ConnectionTrait, report_id: i32) -> AppResult<Vec<String>> {
    Ok(condition_photo::Entity::find()
        .select_only()
        .column(condition_photo::Column::FileName)
        .filter(condition_photo::Column::ReportId.eq(report_id))
        .into_tuple()
        .all(db)
        .await?)
}
