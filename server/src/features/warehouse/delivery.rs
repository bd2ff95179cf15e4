//! Proof of delivery (docs/warehouse.md): when works are handed over (a delivery, or a collection
//! from the client), who received them, their finger-drawn signature, camera photos, the time,
//! notes and a condition remark per work, made into a PDF (template `delivery-proof.typ`) that is
//! stored as a document of the assignment, visible to its customer. Closing the assignment as
//! Delivered stays the assignment's own save, with its confirmation.
//!
//! The form's files go through the upload rules (`files::upload::check`: type by content, photos
//! stripped of their location data) and the PDF through the one document path
//! (`documents::attached::store_files`); nothing here touches the file store directly.
use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use entity::{asset, assignment, assignment_asset, company, types::DocumentType};
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::CurrentUser,
    db::begin_write,
    error::{AppError, AppResult},
    features::{
        documents::{
            attached::{store_files, Filing, Parent},
            dto::DocumentDto,
        },
        input::{optional, required, MAX_NAME, MAX_TEXT},
    },
    files::{
        form::Form,
        upload::{check, Allowed, CheckedFile},
        FileStore, StagedFiles,
    },
    pdf::{self, PdfDocument},
};

pub const TEMPLATE: &str = "delivery-proof.typ";
/// The form's parts.
pub const RECEIVER: &str = "receiver";
pub const RECEIVED_AT: &str = "receivedAt";
pub const KIND: &str = "kind";
pub const NOTES: &str = "notes";
pub const REMARKS: &str = "remarks";
pub const SIGNATURE: &str = "signature";
pub const PHOTO: &str = "photo";
/// Most photos one proof holds.
pub const MAX_PHOTOS: usize = 12;

/// A delivery to the destination, or a collection from the client.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Handover {
    #[default]
    Delivery,
    Collection,
}

/// One work's condition remark (free text).
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Remark {
    pub asset_id: i32,
    pub remark: String,
}

/// What the form says, checked.
struct Proof {
    receiver: String,
    received_at: DateTime<Utc>,
    kind: Handover,
    notes: Option<String>,
    remarks: HashMap<i32, String>,
    signature: CheckedFile,
    photos: Vec<CheckedFile>,
}

/// Pictures typst draws: the upload rules admit bmp and tiff as photos, a PDF cannot hold them.
fn drawable(file: CheckedFile, what: &str) -> AppResult<CheckedFile> {
    if matches!(file.kind.stored_ext(), "jpg" | "png" | "gif") {
        Ok(file)
    } else {
        Err(AppError::UnsupportedMediaType(format!(
            "The {what} must be a JPEG, PNG or GIF picture."
        )))
    }
}

fn read(mut form: Form) -> AppResult<Proof> {
    form.refuse_unknown(&[
        RECEIVER,
        RECEIVED_AT,
        KIND,
        NOTES,
        REMARKS,
        SIGNATURE,
        PHOTO,
    ])?;
    let receiver = required(
        "The receiver's name",
        form.text(RECEIVER).unwrap_or(""),
        MAX_NAME,
    )?;
    let received_at = match form
        .text(RECEIVED_AT)
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        None => Utc::now(),
        Some(t) => DateTime::parse_from_rfc3339(t)
            .map_err(|_| {
                AppError::Unprocessable(format!(
                    "The time received '{t}' is not a date and time (RFC 3339)."
                ))
            })?
            .with_timezone(&Utc),
    };
    let kind = match form.text(KIND).map(str::trim) {
        None | Some("") | Some("delivery") => Handover::Delivery,
        Some("collection") => Handover::Collection,
        Some(other) => {
            return Err(AppError::Unprocessable(format!(
                "The kind must be delivery or collection, not '{other}'."
            )))
        }
    };
    let notes = optional("The notes", form.text(NOTES), MAX_TEXT)?;
    let remarks: Vec<Remark> = match form.text(REMARKS).map(str::trim).filter(|t| !t.is_empty()) {
        None => Vec::new(),
        Some(t) => serde_json::from_str(t).map_err(|e| {
            AppError::Unprocessable(format!(
                "The remarks are not a list of {{assetId, remark}}: {e}"
            ))
        })?,
    };
    let mut by_work = HashMap::new();
    for r in remarks {
        if let Some(text) = optional("A condition remark", Some(&r.remark), MAX_TEXT)? {
            by_work.insert(r.asset_id, text);
        }
    }
    let mut signatures = form.take_files(SIGNATURE);
    if signatures.len() != 1 {
        return Err(AppError::Unprocessable(
            "Send the receiver's signature, once, in a part named 'signature'.".into(),
        ));
    }
    let sig = signatures.remove(0);
    let signature = drawable(
        check(Allowed::Photos, "signature.png", sig.bytes)?,
        "signature",
    )?;
    let parts = form.take_files(PHOTO);
    if parts.len() > MAX_PHOTOS {
        return Err(AppError::Unprocessable(format!(
            "At most {MAX_PHOTOS} photos a proof of delivery."
        )));
    }
    let photos = parts
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let name = p
                .file_name
                .unwrap_or_else(|| format!("photo-{}.jpg", i + 1));
            drawable(check(Allowed::Photos, &name, p.bytes)?, "photo")
        })
        .collect::<AppResult<Vec<_>>>()?;
    Ok(Proof {
        receiver,
        received_at,
        kind,
        notes,
        remarks: by_work,
        signature,
        photos,
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Work {
    #[serde(rename = "ref")]
    reference: String,
    their_ref: String,
    title: String,
    artist: String,
    remark: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Data {
    assignment: String,
    company: String,
    kind: Handover,
    receiver: String,
    received_at: String,
    handler: String,
    notes: String,
    works: Vec<Work>,
    signature: String,
    photos: Vec<String>,
}

/// The works of the assignment, in the order they were put on it.
async fn works_of(db: &impl ConnectionTrait, assignment_id: i32) -> AppResult<Vec<asset::Model>> {
    let ids: Vec<i32> = assignment_asset::Entity::find()
        .filter(assignment_asset::Column::AssignmentId.eq(assignment_id))
        .all(db)
        .await?
        .into_iter()
        .map(|l| l.asset_id)
        .collect();
    let mut works = asset::Entity::find()
        .filter(asset::Column::Id.is_in(ids.clone()))
        .all(db)
        .await?;
    works.sort_by_key(|w| ids.iter().position(|id| *id == w.id));
    Ok(works)
}

fn document(
    job: &assignment::Model,
    company: &str,
    handler: String,
    works: &[asset::Model],
    proof: &Proof,
) -> AppResult<PdfDocument> {
    let photo_name = |i: usize, f: &CheckedFile| format!("photo-{i}.{}", f.kind.stored_ext());
    let sig_name = format!("signature.{}", proof.signature.kind.stored_ext());
    let data = Data {
        assignment: job.r#ref.clone(),
        company: company.to_owned(),
        kind: proof.kind,
        receiver: proof.receiver.clone(),
        received_at: proof.received_at.format("%Y-%m-%d %H:%M UTC").to_string(),
        handler,
        notes: proof.notes.clone().unwrap_or_default(),
        works: works
            .iter()
            .map(|w| Work {
                reference: w.r#ref.clone().unwrap_or_default(),
                their_ref: w.their_ref.clone().unwrap_or_default(),
                title: w.title.clone(),
                artist: w.artist.clone().unwrap_or_default(),
                remark: proof.remarks.get(&w.id).cloned().unwrap_or_default(),
            })
            .collect(),
        signature: format!("/files/{sig_name}"),
        photos: proof
            .photos
            .iter()
            .enumerate()
            .map(|(i, f)| format!("/files/{}", photo_name(i, f)))
            .collect(),
    };
    let mut doc = PdfDocument::new(TEMPLATE, &data)?;
    doc.files.push((sig_name, proof.signature.bytes.clone()));
    for (i, f) in proof.photos.iter().enumerate() {
        doc.files.push((photo_name(i, f), f.bytes.clone()));
    }
    Ok(doc)
}

/// Records a proof of delivery for the assignment: the PDF, stored as its document (visible to
/// its customer). A remark for a work not on the assignment is a 422; nothing is stored.
pub async fn record(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    id: i32,
    form: Form,
) -> AppResult<DocumentDto> {
    let proof = read(form)?;
    let job = assignment::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let works = works_of(db, id).await?;
    let on_job: HashSet<i32> = works.iter().map(|w| w.id).collect();
    if let Some(stray) = proof.remarks.keys().find(|k| !on_job.contains(k)) {
        return Err(AppError::Unprocessable(format!(
            "Work {stray} is not on assignment {}.",
            job.r#ref
        )));
    }
    let company = company::Entity::find_by_id(job.company_id)
        .one(db)
        .await?
        .map(|c| c.name)
        .unwrap_or_default();
    let handler = format!("{} {}", actor.account.first_name, actor.account.last_name)
        .trim()
        .to_owned();
    let bytes = pdf::render(document(&job, &company, handler, &works, &proof)?).await?;
    let name = format!(
        "Proof of delivery {} {}.pdf",
        job.r#ref,
        proof.received_at.format("%Y-%m-%d %H%M%S")
    );
    let file = check(Allowed::Documents, &name, bytes)?;
    let txn = begin_write(db).await?;
    let mut staged = StagedFiles::new(store);
    let filing = Filing {
        parent: Parent::Assignment(job.id),
        company_id: Some(job.company_id),
        document_type: DocumentType::Document,
        protected: false,
    };
    let made = store_files(&txn, &mut staged, actor, filing, vec![file]).await?;
    txn.commit().await?;
    staged.keep();
    made.into_iter()
        .next()
        .map(Into::into)
        .ok_or_else(|| AppError::Internal("the proof of delivery was not stored".into()))
}
