//! An asset's documents: list, upload, delete. The files and rows are the documents feature's; here
//! the asset is found in the caller's scope (and in the company the call names) first.
use entity::{asset, types::DocumentType};
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::{
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    features::documents::{
        attached::{self as documents, Filing, Parent, ParentKind},
        dto::DocumentDto,
    },
    files::{upload::CheckedFile, FileStore, StagedFiles},
};

/// An asset in scope whose company is `company_id` when one is named (another: 404).
async fn asset_of_company(
    db: &impl ConnectionTrait,
    actor: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<asset::Model> {
    let found = find_in_scope::<asset::Entity>(db, actor.scope(), id).await?;
    if company_id.is_some_and(|c| c != found.company_id) {
        return Err(AppError::NotFound);
    }
    Ok(found)
}

/// The asset's documents, the item photo included.
pub async fn documents(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<Vec<DocumentDto>> {
    asset_of_company(db, actor, id, company_id).await?;
    documents::list(db, actor.scope(), Parent::Asset(id)).await
}

/// Files checked documents under an asset of the named company.
pub async fn upload(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
    files: Vec<CheckedFile>,
) -> AppResult<Vec<DocumentDto>> {
    let mut staged = StagedFiles::new(store);
    let txn = crate::db::begin_write(db).await?;
    let owner = asset_of_company(&txn, actor, id, company_id).await?;
    let filing = Filing {
        parent: Parent::Asset(id),
        company_id: Some(owner.company_id),
        document_type: DocumentType::Document,
        protected: false,
    };
    let rows = documents::store_files(&txn, &mut staged, actor, filing, files).await?;
    txn.commit().await?;
    staged.keep();
    Ok(rows.into_iter().map(Into::into).collect())
}

/// Deletes one of an asset's documents (not the item photo).
pub async fn delete_document(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<()> {
    documents::delete(db, store, actor, ParentKind::Asset, id, company_id).await
}
