//! An assignment's documents: list, upload, delete, through the shared document service
//! (`features::documents::attached`) once the assignment is found in the caller's scope.
//!
//! - The optional `{companyId}` of the calls must be the assignment's company (404 otherwise), as
//!   if the assignment were missing.
//! - A protected document is for the provider's staff: a customer never sees one, and a customer
//!   who asks to upload one gets a 422 that says why (nothing is stored).
use entity::{assignment, types::DocumentType};
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::{
    auth::{scope::find_in_scope, CurrentUser, Scope},
    error::{AppError, AppResult},
    features::documents::{
        attached::{self as documents, Filing, Parent, ParentKind},
        dto::DocumentDto,
    },
    files::{
        upload::{Allowed, Form},
        FileStore, StagedFiles,
    },
};

/// The form parts of an upload: one or more files, and the admin's protected flag.
pub const FILE_PART: &str = "file";
pub const PROTECTED_PART: &str = "protected";

/// The refusal of a protected upload by a customer.
pub const PROTECTED_IS_ADMIN_ONLY: &str =
    "Only the provider's staff can mark a document protected: send the file without 'protected'.";

/// The assignment within the scope, and of `company_id` when one is given; 404 otherwise.
pub async fn find(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<assignment::Model> {
    let found = find_in_scope::<assignment::Entity>(db, scope, id).await?;
    if company_id.is_some_and(|c| c != found.company_id) {
        return Err(AppError::NotFound);
    }
    Ok(found)
}

/// The assignment's documents the caller may see, oldest first.
pub async fn list(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<Vec<DocumentDto>> {
    let found = find(db, scope, id, company_id).await?;
    documents::list(db, scope, Parent::Assignment(found.id)).await
}

/// The `protected` part: absent is false; otherwise `true` or `false`.
pub fn protected_flag(value: Option<&str>) -> AppResult<bool> {
    match value.map(str::trim) {
        None => Ok(false),
        Some(v) if v.eq_ignore_ascii_case("true") => Ok(true),
        Some(v) if v.eq_ignore_ascii_case("false") => Ok(false),
        Some(v) => Err(AppError::Unprocessable(format!(
            "The part 'protected' must be true or false, not '{v}'."
        ))),
    }
}

/// Stores the form's files as documents of the assignment, all or none. The files are checked
/// (type by content, size) before anything is written; the rows, their audit entries and the
/// files commit together.
pub async fn upload(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
    mut form: Form,
) -> AppResult<Vec<DocumentDto>> {
    form.refuse_unknown(&[FILE_PART, PROTECTED_PART])?;
    let protected = protected_flag(form.text(PROTECTED_PART))?;
    if protected && !documents::sees_protected(user.scope()) {
        return Err(AppError::Unprocessable(PROTECTED_IS_ADMIN_ONLY.into()));
    }
    let files = form.take_checked_files(FILE_PART, Allowed::Documents)?;

    let txn = crate::db::begin_write(db).await?;
    let parent = find(&txn, user.scope(), id, company_id).await?;
    let mut staged = StagedFiles::new(store);
    let filing = Filing {
        parent: Parent::Assignment(parent.id),
        company_id: Some(parent.company_id),
        document_type: DocumentType::Document,
        protected,
    };
    let made = documents::store_files(&txn, &mut staged, user, filing, files).await?;
    txn.commit().await?;
    staged.keep();
    Ok(made.into_iter().map(Into::into).collect())
}

/// Deletes one of an assignment's documents (never an asset's) by id; see
/// `documents::attached::delete` for what is a 404.
pub async fn delete(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
) -> AppResult<()> {
    documents::delete(db, store, user, ParentKind::Assignment, id, company_id).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_protected_part_is_true_or_false() {
        assert!(!protected_flag(None).unwrap());
        assert!(protected_flag(Some("true")).unwrap());
        assert!(protected_flag(Some(" TRUE ")).unwrap());
        assert!(!protected_flag(Some("false")).unwrap());
        assert_eq!(
            protected_flag(Some("yes")).unwrap_err().public_message(),
            "The part 'protected' must be true or false, not 'yes'."
        );
    }
}
