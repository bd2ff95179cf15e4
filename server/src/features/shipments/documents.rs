//! A shipment's documents: list, upload, delete, through the shared document service
//! (`features::documents::attached`) with the same types, limits and messages as an assignment's.
//! They belong to the provider (no company): only the admin's calls reach them.
use entity::types::DocumentType;
use sea_orm::{ConnectionTrait, DatabaseConnection};

use super::read;
use crate::{
    auth::{CurrentUser, Scope},
    error::AppResult,
    features::documents::{
        attached::{self as documents, Filing, Parent, ParentKind},
        dto::DocumentDto,
    },
    files::{
        upload::{Allowed, Form},
        FileStore, StagedFiles,
    },
};

/// The form part of an upload: one or more files.
pub const FILE_PART: &str = "file";

/// The shipment's documents, oldest first; 404 when there is no such shipment.
pub async fn list(db: &impl ConnectionTrait, id: i32) -> AppResult<Vec<DocumentDto>> {
    let found = read::find(db, id).await?;
    documents::list(db, Scope::All, Parent::Shipment(found.id)).await
}

/// Stores the form's files as documents of the shipment, all or none (checked by content and size
/// first; rows, audit entries and files commit together).
pub async fn upload(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
    mut form: Form,
) -> AppResult<Vec<DocumentDto>> {
    form.refuse_unknown(&[FILE_PART])?;
    let files = form.take_checked_files(FILE_PART, Allowed::Documents)?;
    let txn = crate::db::begin_write(db).await?;
    let parent = read::find(&txn, id).await?;
    let mut staged = StagedFiles::new(store);
    let filing = Filing {
        parent: Parent::Shipment(parent.id),
        company_id: None,
        document_type: DocumentType::Document,
        protected: false,
    };
    let made = documents::store_files(&txn, &mut staged, user, filing, files).await?;
    txn.commit().await?;
    staged.keep();
    Ok(made.into_iter().map(Into::into).collect())
}

/// Deletes one of a shipment's documents (never an asset's or an assignment's): 404 otherwise.
pub async fn delete(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
) -> AppResult<()> {
    documents::delete(db, store, user, ParentKind::Shipment, id, None).await
}
