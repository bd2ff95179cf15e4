//! Reading reports: one report with its observations, photos and marks (and, once signed, its
//! digest checked against the record and the photos' bytes as they are now); a work's history;
//! two reports compared.
use entity::{asset, assignment, condition_observation, condition_photo, condition_report};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use super::{
    access, compare, digest,
    dto::{
        Comparison, ConditionPhotoDto, ExaminerDto, IntegrityDto, ObservationInput, ReportDto,
        ReportSummary,
    },
    marks, photos,
    vocabulary::{Area, Overall, ReportKind, Severity, Term},
};
use crate::{
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    files::FileStore,
};

/// A report's rows: the report, its observations and photos in order.
pub struct Record {
    pub report: condition_report::Model,
    pub observations: Vec<condition_observation::Model>,
    pub photos: Vec<condition_photo::Model>,
}

pub async fn record(
    db: &impl ConnectionTrait,
    report: condition_report::Model,
) -> AppResult<Record> {
    let observations = condition_observation::Entity::find()
        .filter(condition_observation::Column::ReportId.eq(report.id))
        .order_by_asc(condition_observation::Column::Position)
        .all(db)
        .await?;
    let photos = condition_photo::Entity::find()
        .filter(condition_photo::Column::ReportId.eq(report.id))
        .order_by_asc(condition_photo::Column::Position)
        .order_by_asc(condition_photo::Column::Id)
        .all(db)
        .await?;
    Ok(Record {
        report,
        observations,
        photos,
    })
}

fn word<T>(parse: fn(&str) -> Option<T>, code: &str) -> AppResult<T> {
    parse(code).ok_or_else(|| AppError::Internal(format!("unknown stored word '{code}'")))
}

pub fn observation(o: &condition_observation::Model) -> AppResult<ObservationInput> {
    Ok(ObservationInput {
        key: o.key.clone(),
        area: word(Area::parse, &o.area)?,
        term: word(Term::parse, &o.term)?,
        severity: word(Severity::parse, &o.severity)?,
        note: o.note.clone(),
    })
}

pub fn photo(p: &condition_photo::Model) -> AppResult<ConditionPhotoDto> {
    Ok(ConditionPhotoDto {
        id: p.id,
        name: p.name.clone(),
        url: format!("/files/condition-photo/{}", p.id),
        source: marks::photo_source(p.id),
        width: p.width,
        height: p.height,
        rotation: p.rotation,
        size_bytes: p.size_bytes,
        marks: marks::stored(&p.marks)?,
    })
}

/// The digest of the record as it is now, reading every photo's bytes from the store (a missing
/// photo counts as empty bytes, so it shows as a mismatch).
pub async fn current_digest(store: &FileStore, record: &Record) -> AppResult<String> {
    let hashes = photos::byte_digests(store, &record.photos).await?;
    Ok(digest::of_report(
        &record.report,
        &record.observations,
        &record.photos,
        &hashes,
    ))
}

/// The report as `user` sees it; a signed one with its digest checked now.
pub async fn dto(
    db: &impl ConnectionTrait,
    store: &FileStore,
    user: &CurrentUser,
    record: &Record,
) -> AppResult<ReportDto> {
    let r = &record.report;
    let integrity = match &r.digest {
        Some(stored) => {
            let computed = current_digest(store, record).await?;
            if &computed != stored {
                tracing::warn!(target: "security", event = "condition_report_digest_mismatch",
                    report = r.id, "a signed condition report no longer matches its digest");
            }
            Some(IntegrityDto {
                matches: &computed == stored,
                stored: stored.clone(),
                computed,
            })
        }
        None => None,
    };
    let work = asset::Entity::find_by_id(r.asset_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    // Of the work's company, as the report's writer was held to.
    let assignment_ref = match r.assignment_id {
        Some(id) => assignment::Entity::find_by_id(id)
            .filter(assignment::Column::CompanyId.eq(work.company_id))
            .one(db)
            .await?
            .map(|a| a.r#ref),
        None => None,
    };
    Ok(ReportDto {
        id: r.id,
        asset_id: r.asset_id,
        work_title: work.title,
        work_ref: work.r#ref,
        company_id: r.company_id,
        assignment_id: r.assignment_id,
        assignment_ref,
        amends_id: r.amends_id,
        kind: word(ReportKind::parse, &r.kind)?,
        examined_on: r.examined_on,
        examiner: ExaminerDto {
            id: r.examiner_id,
            name: r.examiner_name.clone(),
        },
        by_provider: r.by_provider,
        overall: word(Overall::parse, &r.overall)?,
        summary: r.summary.clone(),
        signed_at: r.signed_at,
        digest: r.digest.clone(),
        integrity,
        can_edit: r.signed_at.is_none() && access::edits(user, r),
        observations: record
            .observations
            .iter()
            .map(observation)
            .collect::<AppResult<_>>()?,
        photos: record.photos.iter().map(photo).collect::<AppResult<_>>()?,
    })
}

/// One report, as `user` may see it.
pub async fn get(
    db: &impl ConnectionTrait,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
) -> AppResult<ReportDto> {
    let report = access::visible(db, user, id).await?;
    dto(db, store, user, &record(db, report).await?).await
}

/// How many condition reports (drafts and signed) asset `asset_id` has: they keep it from being deleted.
pub async fn count_of_asset(db: &impl ConnectionTrait, asset_id: i32) -> AppResult<u64> {
    Ok(condition_report::Entity::find()
        .filter(condition_report::Column::AssetId.eq(asset_id))
        .count(db)
        .await?)
}

/// The reports of asset `asset_id` that `user` sees, oldest first (by examination day, then id).
pub async fn of_asset(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    asset_id: i32,
) -> AppResult<Vec<ReportSummary>> {
    let asset = find_in_scope::<asset::Entity>(db, user.scope(), asset_id).await?;
    let reports = condition_report::Entity::find()
        .filter(condition_report::Column::AssetId.eq(asset.id))
        .order_by_asc(condition_report::Column::ExaminedOn)
        .order_by_asc(condition_report::Column::Id)
        .all(db)
        .await?;
    let mut out = Vec::new();
    for r in reports.into_iter().filter(|r| access::sees(user, r)) {
        let rec = record(db, r).await?;
        let r = &rec.report;
        out.push(ReportSummary {
            id: r.id,
            kind: word(ReportKind::parse, &r.kind)?,
            examined_on: r.examined_on,
            examiner: r.examiner_name.clone(),
            overall: word(Overall::parse, &r.overall)?,
            observation_count: rec.observations.len(),
            photo_count: rec.photos.len(),
            signed_at: r.signed_at,
            amends_id: r.amends_id,
            assignment_id: r.assignment_id,
            by_provider: r.by_provider,
        });
    }
    Ok(out)
}

/// Two reports of the same work, the earlier (by day, then id) first, with their observations
/// compared. Reports of two different works are a 422.
pub async fn compare(
    db: &impl ConnectionTrait,
    store: &FileStore,
    user: &CurrentUser,
    a: i32,
    b: i32,
) -> AppResult<Comparison> {
    let first = access::visible(db, user, a).await?;
    let second = access::visible(db, user, b).await?;
    if first.asset_id != second.asset_id {
        return Err(AppError::Unprocessable(
            "Only two reports of the same work can be compared.".into(),
        ));
    }
    let (earlier, later) = if (first.examined_on, first.id) <= (second.examined_on, second.id) {
        (first, second)
    } else {
        (second, first)
    };
    let earlier = dto(db, store, user, &record(db, earlier).await?).await?;
    let later = dto(db, store, user, &record(db, later).await?).await?;
    let observations = compare::observations(&earlier.observations, &later.observations);
    Ok(Comparison {
        earlier,
        later,
        observations,
    })
}
