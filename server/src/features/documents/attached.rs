//! Documents of assets, assignments and shipments (docs/documents.md): list, store uploads, delete.
//! Shared by the inventory, assignment and shipment features, which find the parent in the
//! caller's scope first and pass it here as a [`Parent`]. A shipment's documents belong to no
//! company (`company_id` NULL): only the provider's staff see them.
//!
//! - A protected document is for the provider's staff only: to anyone else it does not exist (404).
//! - Stored files and rows go together: [`store_files`] writes files through the caller's
//!   [`StagedFiles`] inside the caller's transaction, so a failure leaves neither; deleted rows'
//!   files are removed only after the commit ([`discard_files`]).
//! - Every change writes an audit entry in the same transaction; a new item photo also its
//!   thumbnail job (`super::thumbnails`).
//! - A parent holds one copy of a file: an upload with a file of the same name and size as one of
//!   its documents is refused (409) and stores nothing ([`store_files`]).
use std::collections::HashSet;

use entity::{
    asset, assignment, document, shipment,
    types::{AuditAction, DocumentType},
};
use sea_orm::{
    sea_query::Condition, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, EntityTrait, ModelTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use super::dto::DocumentDto;
use crate::{
    audit,
    auth::{CurrentUser, Scope},
    error::{AppError, AppResult},
    files::{thumb, upload::CheckedFile, FileStore, StagedFiles},
};

/// What a document belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parent {
    Asset(i32),
    Assignment(i32),
    Shipment(i32),
}

/// The kind of parent a call works on: the inventory calls touch asset documents only, the
/// assignment calls assignment documents only, the shipment calls shipment documents only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParentKind {
    Asset,
    Assignment,
    Shipment,
}

impl Parent {
    fn condition(self) -> Condition {
        match self {
            Parent::Asset(id) => Condition::all().add(document::Column::AssetId.eq(id)),
            Parent::Assignment(id) => Condition::all().add(document::Column::AssignmentId.eq(id)),
            Parent::Shipment(id) => Condition::all().add(document::Column::ShipmentId.eq(id)),
        }
    }

    /// Locks the parent's row for the transaction: two uploads of one file at the same moment then
    /// check one after the other on PostgreSQL (SQLite's `BEGIN IMMEDIATE` already lets one writer
    /// in at a time).
    async fn lock(self, txn: &DatabaseTransaction) -> AppResult<()> {
        match self {
            Parent::Asset(id) => {
                asset::Entity::find_by_id(id)
                    .lock_exclusive()
                    .one(txn)
                    .await?;
            }
            Parent::Assignment(id) => {
                assignment::Entity::find_by_id(id)
                    .lock_exclusive()
                    .one(txn)
                    .await?;
            }
            Parent::Shipment(id) => {
                shipment::Entity::find_by_id(id)
                    .lock_exclusive()
                    .one(txn)
                    .await?;
            }
        }
        Ok(())
    }

    /// The refusal of a second copy of `name` under this parent.
    fn already_stored(self, name: &str) -> AppError {
        let parent = match self {
            Parent::Asset(_) => "asset",
            Parent::Assignment(_) => "assignment",
            Parent::Shipment(_) => "shipment",
        };
        AppError::Conflict(format!(
            "The file {name} is already among this {parent}'s documents."
        ))
    }

    fn detail(self) -> serde_json::Value {
        match self {
            Parent::Asset(id) => json!({ "assetId": id }),
            Parent::Assignment(id) => json!({ "assignmentId": id }),
            Parent::Shipment(id) => json!({ "shipmentId": id }),
        }
    }
}

impl ParentKind {
    fn has_parent(self) -> Condition {
        match self {
            ParentKind::Asset => Condition::all().add(document::Column::AssetId.is_not_null()),
            ParentKind::Assignment => {
                Condition::all().add(document::Column::AssignmentId.is_not_null())
            }
            ParentKind::Shipment => {
                Condition::all().add(document::Column::ShipmentId.is_not_null())
            }
        }
    }
}

/// Whether this scope sees protected documents: the provider's staff do, customers never.
pub fn sees_protected(scope: Scope) -> bool {
    scope == Scope::All
}

/// The documents a scope may see: within it, and not protected unless it is the provider's.
fn visible(scope: Scope) -> Condition {
    let mut c = Condition::all().add(scope.condition(document::Column::CompanyId));
    if !sees_protected(scope) {
        c = c.add(document::Column::Protected.eq(false));
    }
    c
}

/// A parent's documents (the item photo included), oldest first. The caller has found the parent
/// within `scope`.
pub async fn list(
    db: &impl ConnectionTrait,
    scope: Scope,
    parent: Parent,
) -> AppResult<Vec<DocumentDto>> {
    Ok(document::Entity::find()
        .filter(parent.condition())
        .filter(visible(scope))
        .order_by_asc(document::Column::CreatedAt)
        .order_by_asc(document::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// One document a scope may see, by id, of the given kind of parent; 404 otherwise.
pub async fn find_visible(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
    kind: Option<ParentKind>,
) -> AppResult<document::Model> {
    let mut query = document::Entity::find_by_id(id).filter(visible(scope));
    if let Some(kind) = kind {
        query = query.filter(kind.has_parent());
    }
    query.one(db).await?.ok_or(AppError::NotFound)
}

/// How new documents are filed: under which parent, of which company, of which type.
#[derive(Clone, Copy, Debug)]
pub struct Filing {
    pub parent: Parent,
    /// None for a shipment's documents: they are the provider's.
    pub company_id: Option<i32>,
    pub document_type: DocumentType,
    /// Only the provider's staff may set this (the caller's rule).
    pub protected: bool,
}

/// 409 naming the first file that the parent already has (same name and size, among the documents
/// the uploader can see: a customer is not told of a protected one), or that comes twice in the
/// upload. Checked before anything is stored.
async fn refuse_copies(
    txn: &DatabaseTransaction,
    scope: Scope,
    parent: Parent,
    files: &[CheckedFile],
) -> AppResult<()> {
    parent.lock(txn).await?;
    let stored: HashSet<(String, i64)> = document::Entity::find()
        .select_only()
        .column(document::Column::Name)
        .column(document::Column::SizeBytes)
        .filter(parent.condition())
        .filter(visible(scope))
        .into_tuple()
        .all(txn)
        .await?
        .into_iter()
        .collect();
    let mut sent = HashSet::new();
    for file in files {
        let key = (file.name.clone(), file.bytes.len() as i64);
        if stored.contains(&key) {
            return Err(parent.already_stored(&file.name));
        }
        if !sent.insert(key) {
            return Err(AppError::Conflict(format!(
                "The file {} is in this upload twice.",
                file.name
            )));
        }
    }
    Ok(())
}

/// Stores checked uploads under `filing` inside the caller's transaction: each file through
/// `staged` (removed again unless the caller keeps them after its commit), a row and an audit
/// entry for each. The rows in the order of `files`. Documents that are copies of the parent's
/// are refused first ([`refuse_copies`]); the item photo is not a document upload and replaces
/// its predecessor, so it is not checked.
pub async fn store_files(
    txn: &DatabaseTransaction,
    staged: &mut StagedFiles<'_>,
    actor: &CurrentUser,
    filing: Filing,
    files: Vec<CheckedFile>,
) -> AppResult<Vec<document::Model>> {
    if filing.document_type != DocumentType::Asset {
        refuse_copies(txn, actor.scope(), filing.parent, &files).await?;
    }
    let mut made = Vec::with_capacity(files.len());
    for file in files {
        let size = file.bytes.len() as i64;
        let stored = staged
            .put(file.bytes, file.kind.stored_ext())
            .await
            .map_err(AppError::internal)?;
        let (asset_id, assignment_id, shipment_id) = match filing.parent {
            Parent::Asset(id) => (Some(id), None, None),
            Parent::Assignment(id) => (None, Some(id), None),
            Parent::Shipment(id) => (None, None, Some(id)),
        };
        let row = document::ActiveModel {
            company_id: Set(filing.company_id),
            asset_id: Set(asset_id),
            assignment_id: Set(assignment_id),
            shipment_id: Set(shipment_id),
            name: Set(file.name),
            file_name: Set(stored),
            content_type: Set(file.kind.content_type().to_owned()),
            size_bytes: Set(size),
            document_type: Set(filing.document_type.as_str().to_owned()),
            protected: Set(filing.protected),
            uploaded_by: Set(Some(actor.account.id)),
            created_at: Set(chrono::Utc::now()),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        if filing.document_type == DocumentType::Asset {
            let job = super::thumbnails::MakeThumbnail {
                photo: row.file_name.clone(),
            };
            crate::jobs::enqueue(txn, &job, chrono::Utc::now()).await?;
        }
        let mut detail = filing.parent.detail();
        detail["name"] = json!(row.name);
        detail["documentType"] = json!(row.document_type);
        detail["protected"] = json!(row.protected);
        audit::record(
            txn,
            audit::Entry {
                actor: Some(actor.account.id),
                action: AuditAction::Create,
                object_type: "document",
                object_id: Some(row.id.to_string()),
                company_id: row.company_id,
                detail: Some(detail),
            },
        )
        .await?;
        made.push(row);
    }
    Ok(made)
}

/// Deletes rows of documents inside the caller's transaction, with an audit entry each; returns
/// their stored names for [`discard_files`] after the commit.
pub async fn delete_rows(
    txn: &DatabaseTransaction,
    actor: &CurrentUser,
    rows: Vec<document::Model>,
) -> AppResult<Vec<String>> {
    let mut names = Vec::with_capacity(rows.len());
    for row in rows {
        let parent = match (row.asset_id, row.assignment_id) {
            (Some(id), _) => json!({ "assetId": id }),
            (_, Some(id)) => json!({ "assignmentId": id }),
            _ => json!({ "shipmentId": row.shipment_id }),
        };
        let mut detail = parent;
        detail["name"] = json!(row.name);
        detail["documentType"] = json!(row.document_type);
        // The history hides a protected document's removal from customers, as its upload.
        detail["protected"] = json!(row.protected);
        audit::record(
            txn,
            audit::Entry {
                actor: Some(actor.account.id),
                action: AuditAction::Delete,
                object_type: "document",
                object_id: Some(row.id.to_string()),
                company_id: row.company_id,
                detail: Some(detail),
            },
        )
        .await?;
        names.push(row.file_name.clone());
        row.delete(txn).await?;
    }
    Ok(names)
}

/// Deletes one document of the given kind of parent by id, as `DELETE .../document/{id}?companyId=`
/// does. Another company's, a missing one, one of the other kind of parent, a protected one for a
/// customer, or a `company_id` that is not the document's: 404. The item photo is refused (409): it
/// is deleted with the asset's photo control.
pub async fn delete(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    kind: ParentKind,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let row = find_visible(&txn, actor.scope(), id, Some(kind)).await?;
    if company_id.is_some_and(|c| row.company_id != Some(c)) {
        return Err(AppError::NotFound);
    }
    if row.document_type == DocumentType::Asset.as_str() {
        return Err(AppError::Conflict(
            "Delete the item photo at the top of the page".into(),
        ));
    }
    let names = delete_rows(&txn, actor, vec![row]).await?;
    txn.commit().await?;
    discard_files(store, &names).await;
    Ok(())
}

/// Removes the files of committed deletes (and any cached thumbnail). A file that cannot be
/// removed is logged: the change itself is done.
pub async fn discard_files(store: &FileStore, names: &[String]) {
    for name in names {
        if let Err(e) = thumb::remove_photo(store, name).await {
            tracing::warn!(error = %e, file = %name, "could not remove the file of a deleted document");
        }
    }
}
