//! Changing assets: add, change (photo, measurements, the admin's storage entries); deleting is
//! `delete.rs`. Each change is one write transaction with its audit entry; files are staged so a
//! failure leaves none behind, and the files of removed documents go only after the commit.
use chrono::Utc;
use entity::{
    asset, assignment, assignment_asset, company, company_division, document, measurement,
    types::{AuditAction, DocumentType, MeasurementKind},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait,
    PaginatorTrait, QueryFilter, QuerySelect, Set,
};
use serde_json::json;

use super::{
    dto::{AssetDto, AssetInput, MeasurementDto},
    measurements::{self, parse_money},
    read::{self, lower_eq},
};
use crate::{
    audit,
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    features::{
        documents::attached::{self as documents, Filing, Parent},
        input::{optional, required, MAX_NAME},
        storage_entries::{
            entries::{self as storage, Holder, StorageLine},
            store::{self, Owner},
        },
    },
    files::{upload::CheckedFile, FileStore, StagedFiles},
};

/// The refusal of storage entries sent by anyone but the administrator.
pub const STORAGE_IS_THE_PROVIDERS: &str =
    "Storage entries are the provider's to keep: send the asset without them.";

/// Longest reference accepted.
const MAX_REF: usize = 100;
/// Most pieces one asset may have.
const MAX_PIECES: i32 = 10_000;

/// The asset's own fields after the rules (not yet its company, division or photo).
fn clean(
    input: &AssetInput,
    actor: &CurrentUser,
    current_ref: Option<&str>,
) -> AppResult<asset::ActiveModel> {
    let sent = optional("The reference", input.reference.as_deref(), MAX_REF)?;
    // The provider's reference is the administrator's: a customer's save keeps it, whether the
    // form sends it back or leaves it out, and only a different value is refused.
    let reference = if actor.is_admin() {
        sent
    } else if sent.is_none() || sent.as_deref() == current_ref {
        current_ref.map(str::to_owned)
    } else {
        return Err(AppError::Unprocessable(
            "The reference (ref) is the provider's to set: leave it as it is.".into(),
        ));
    };
    let pieces = input.pieces.unwrap_or(1);
    if !(1..=MAX_PIECES).contains(&pieces) {
        return Err(AppError::Unprocessable(format!(
            "Pieces must be a whole number from 1 to {MAX_PIECES}."
        )));
    }
    let rotation = input.photo_rotation.unwrap_or(0);
    if !(-359..=359).contains(&rotation) {
        return Err(AppError::Unprocessable(
            "The photo rotation must be whole degrees from -359 to 359.".into(),
        ));
    }
    let currency = value_currency(input.value_currency.as_deref())?;
    measurements::check("Net", input.net_measurements.as_deref().unwrap_or_default())?;
    measurements::check(
        "Gross",
        input.gross_measurements.as_deref().unwrap_or_default(),
    )?;
    Ok(asset::ActiveModel {
        title: Set(required("The title", &input.title, MAX_NAME)?),
        artist: Set(optional("The artist", input.artist.as_deref(), MAX_NAME)?),
        r#ref: Set(reference),
        their_ref: Set(optional(
            "Their reference",
            input.their_ref.as_deref(),
            MAX_REF,
        )?),
        pieces: Set(pieces),
        value_minor: Set(parse_money(input.value.as_deref())?),
        value_currency: Set(currency),
        hidden: Set(input.hidden.unwrap_or(false)),
        photo_rotation: Set(rotation),
        ..Default::default()
    })
}

/// The default value currency, `$`, is USD (docs/inventory.md): stored as the code, the one name
/// every screen shows (migration 000026 rewrote the assets stored with `$`).
pub const DEFAULT_VALUE_CURRENCY: &str = "USD";

/// The value currency sent, trimmed; none or blank is the default, and `$` is USD.
fn value_currency(sent: Option<&str>) -> AppResult<String> {
    Ok(match optional("The value currency", sent, 8)? {
        Some(code) if code != "$" => code,
        _ => DEFAULT_VALUE_CURRENCY.to_owned(),
    })
}

/// The theirRef sent, trimmed; blank is none.
fn their_ref(input: &AssetInput) -> Option<&str> {
    input
        .their_ref
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
}

/// 409 when another asset of the company has this theirRef (the words users have long seen, typo
/// included; docs/inventory.md).
async fn ensure_their_ref_free(
    txn: &DatabaseTransaction,
    company_id: i32,
    their_ref: Option<&str>,
    except: Option<i32>,
) -> AppResult<()> {
    let Some(reference) = their_ref else {
        return Ok(());
    };
    // Two saves of one reference must not both pass the check: on PostgreSQL the company row's
    // lock queues them (SQLite's BEGIN IMMEDIATE already lets one writer in at a time).
    company::Entity::find_by_id(company_id)
        .lock_exclusive()
        .one(txn)
        .await?;
    let mut query = asset::Entity::find()
        .filter(asset::Column::CompanyId.eq(company_id))
        .filter(lower_eq(asset::Column::TheirRef, reference));
    if let Some(id) = except {
        query = query.filter(asset::Column::Id.ne(id));
    }
    if query.count(txn).await? > 0 {
        return Err(AppError::Conflict(format!(
            "Oops! Asset reference {reference} alrady in use"
        )));
    }
    Ok(())
}

/// Replaces the asset's measurements of one kind.
async fn replace_measurements(
    txn: &DatabaseTransaction,
    made: &asset::Model,
    kind: MeasurementKind,
    entries: &[MeasurementDto],
) -> AppResult<()> {
    measurement::Entity::delete_many()
        .filter(measurement::Column::AssetId.eq(made.id))
        .filter(measurement::Column::Kind.eq(kind.as_str()))
        .exec(txn)
        .await?;
    let rows = measurements::rows(made.company_id, made.id, kind, entries);
    if !rows.is_empty() {
        measurement::Entity::insert_many(rows).exec(txn).await?;
    }
    Ok(())
}

/// Files the new photo and points the asset at it.
async fn put_photo(
    txn: &DatabaseTransaction,
    staged: &mut StagedFiles<'_>,
    actor: &CurrentUser,
    made: asset::Model,
    photo: CheckedFile,
) -> AppResult<asset::Model> {
    let filing = Filing {
        parent: Parent::Asset(made.id),
        company_id: Some(made.company_id),
        document_type: DocumentType::Asset,
        protected: false,
    };
    let row = documents::store_files(txn, staged, actor, filing, vec![photo]).await?;
    let mut active: asset::ActiveModel = made.into();
    active.photo_document_id = Set(row.first().map(|d| d.id));
    Ok(active.update(txn).await?)
}

/// Adds an asset to a division in the caller's scope, with its measurements and photo.
pub async fn create(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    input: AssetInput,
    photo: Option<CheckedFile>,
) -> AppResult<AssetDto> {
    if input.id.is_some() {
        return Err(AppError::Unprocessable(
            "A new asset has no id yet: use PUT to change one.".into(),
        ));
    }
    if sent_storage(&input, actor)?.is_some() {
        return Err(AppError::Unprocessable(
            "Add the asset first, then its storage entries (PUT).".into(),
        ));
    }
    let mut active = clean(&input, actor, None)?;
    let mut staged = StagedFiles::new(store);
    let txn = crate::db::begin_write(db).await?;
    let division =
        find_in_scope::<company_division::Entity>(&txn, actor.scope(), input.company_division_id)
            .await?;
    ensure_their_ref_free(&txn, division.company_id, their_ref(&input), None).await?;
    let now = Utc::now();
    active.company_id = Set(division.company_id);
    active.company_division_id = Set(division.id);
    active.created_by = Set(Some(actor.account.id));
    active.created_at = Set(now);
    active.updated_at = Set(now);
    let mut made = active.insert(&txn).await?;
    let net = input.net_measurements.unwrap_or_default();
    let gross = input.gross_measurements.unwrap_or_default();
    replace_measurements(&txn, &made, MeasurementKind::Net, &net).await?;
    replace_measurements(&txn, &made, MeasurementKind::Gross, &gross).await?;
    if let Some(photo) = photo {
        made = put_photo(&txn, &mut staged, actor, made, photo).await?;
    }
    record(
        &txn,
        actor,
        AuditAction::Create,
        &made,
        json!({ "title": made.title, "theirRef": made.their_ref }),
    )
    .await?;
    txn.commit().await?;
    staged.keep();
    read::get(db, actor.scope(), made.id).await
}

/// The storage entries sent, checked on their own: the administrator's only (403 for anyone else).
fn sent_storage(input: &AssetInput, actor: &CurrentUser) -> AppResult<Option<Vec<StorageLine>>> {
    match &input.storage {
        None => Ok(None),
        Some(_) if !actor.is_admin() => Err(AppError::NotAllowed(STORAGE_IS_THE_PROVIDERS.into())),
        Some(sent) => storage::clean(Holder::Asset, sent).map(Some),
    }
}

/// Changes an asset in scope (`id` required). Left-out measurements stay; a new photo replaces the
/// old one; `deletePhoto` removes it. An asset on an open assignment keeps its division. The
/// administrator's `storage` replaces the asset's storage entries (left out: they stay).
pub async fn update(
    db: &DatabaseConnection,
    store: &FileStore,
    actor: &CurrentUser,
    input: AssetInput,
    photo: Option<CheckedFile>,
) -> AppResult<AssetDto> {
    let id = input.id.ok_or_else(|| {
        AppError::Unprocessable("Say which asset to change: the id is missing.".into())
    })?;
    let sent_storage = sent_storage(&input, actor)?;
    let mut staged = StagedFiles::new(store);
    let txn = crate::db::begin_write(db).await?;
    let current = find_in_scope::<asset::Entity>(&txn, actor.scope(), id).await?;
    let mut active = clean(&input, actor, current.r#ref.as_deref())?;
    let owner = Owner {
        holder: Holder::Asset,
        id,
        company_id: current.company_id,
    };
    let storage_plan = match sent_storage {
        Some(sent) => {
            // Two saves adding an open entry must not both pass the rule: on PostgreSQL the asset
            // row's lock queues them (SQLite's BEGIN IMMEDIATE lets one writer in at a time).
            asset::Entity::find_by_id(id)
                .lock_exclusive()
                .one(&txn)
                .await?;
            let stored = store::stored(&txn, owner).await?;
            Some(storage::plan(Holder::Asset, &stored, sent)?)
        }
        None => None,
    };
    let division =
        find_in_scope::<company_division::Entity>(&txn, actor.scope(), input.company_division_id)
            .await?;
    if division.company_id != current.company_id {
        return Err(AppError::Unprocessable(
            "An asset stays with its company: choose one of its divisions.".into(),
        ));
    }
    if division.id != current.company_division_id {
        if let Some(job) = open_assignment(&txn, id).await? {
            return Err(AppError::Conflict(format!(
                "{} is on assignment {}: its division cannot change until that is completed.",
                current.title, job.r#ref
            )));
        }
    }
    ensure_their_ref_free(&txn, current.company_id, their_ref(&input), Some(id)).await?;
    active.id = Set(id);
    active.company_division_id = Set(division.id);
    active.updated_at = Set(Utc::now());
    let mut made = active.update(&txn).await?;
    if let Some(net) = &input.net_measurements {
        replace_measurements(&txn, &made, MeasurementKind::Net, net).await?;
    }
    if let Some(gross) = &input.gross_measurements {
        replace_measurements(&txn, &made, MeasurementKind::Gross, gross).await?;
    }
    let mut gone = Vec::new();
    if photo.is_some() || input.delete_photo == Some(true) {
        let old = document::Entity::find()
            .filter(document::Column::AssetId.eq(id))
            .filter(document::Column::DocumentType.eq(DocumentType::Asset.as_str()))
            .all(&txn)
            .await?;
        let mut active: asset::ActiveModel = made.into();
        active.photo_document_id = Set(None);
        made = active.update(&txn).await?;
        gone = documents::delete_rows(&txn, actor, old).await?;
    }
    if let Some(photo) = photo {
        made = put_photo(&txn, &mut staged, actor, made, photo).await?;
    }
    let mut detail = json!({ "title": made.title, "photoRemoved": !gone.is_empty() });
    if let Some(plan) = storage_plan {
        // The history reads the storage moves from here (`features::history::events`).
        detail["storage"] = store::write(&txn, owner, plan).await?;
    }
    record(&txn, actor, AuditAction::Update, &made, detail).await?;
    txn.commit().await?;
    staged.keep();
    documents::discard_files(store, &gone).await;
    read::get(db, actor.scope(), id).await
}

/// The open (not completed) assignment an asset is on, if any.
pub async fn open_assignment(
    txn: &DatabaseTransaction,
    asset_id: i32,
) -> AppResult<Option<assignment::Model>> {
    Ok(assignment_asset::Entity::find()
        .filter(assignment_asset::Column::AssetId.eq(asset_id))
        .find_also_related(assignment::Entity)
        .all(txn)
        .await?
        .into_iter()
        .filter_map(|(_, job)| job)
        .find(|job| !job.completed))
}

pub(super) async fn record(
    txn: &DatabaseTransaction,
    actor: &CurrentUser,
    action: AuditAction,
    made: &asset::Model,
    detail: serde_json::Value,
) -> AppResult<()> {
    audit::record(
        txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action,
            object_type: "asset",
            object_id: Some(made.id.to_string()),
            company_id: Some(made.company_id),
            detail: Some(detail),
        },
    )
    .await
}
