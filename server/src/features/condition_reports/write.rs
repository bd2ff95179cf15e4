//! Writing reports: a new draft, a draft's content replaced, a draft deleted, and signing, which
//! locks the report for good and stores its digest. Each in one transaction with its audit entry.
use chrono::{SubsecRound, Utc};
use entity::{
    asset, assignment, condition_observation, condition_photo, condition_report, types::AuditAction,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, ModelTrait,
    QueryFilter, QueryOrder, Set,
};
use serde_json::json;

use super::{
    access, compare,
    dto::{ObservationInput, ReportDto, ReportInput},
    marks, photos, read,
};
use crate::{
    audit,
    auth::{
        scope::{find_in_scope, Scope},
        CurrentUser,
    },
    error::{AppError, AppResult},
    files::FileStore,
};

/// Longest note and summary, in characters; most observations on one report.
pub const MAX_TEXT: usize = 4_000;
pub const MAX_OBSERVATIONS: usize = 200;

/// The rules every draft's content meets (pure).
pub fn check_input(input: &ReportInput) -> AppResult<()> {
    if input.summary.chars().count() > MAX_TEXT {
        return Err(AppError::Unprocessable(format!(
            "The summary is longer than {MAX_TEXT} characters."
        )));
    }
    if input.observations.len() > MAX_OBSERVATIONS {
        return Err(AppError::Unprocessable(format!(
            "A report takes at most {MAX_OBSERVATIONS} observations."
        )));
    }
    let mut keys = std::collections::HashSet::new();
    for (n, o) in input.observations.iter().enumerate() {
        let key_ok = !o.key.is_empty()
            && o.key.len() <= 64
            && o.key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !key_ok || !keys.insert(o.key.as_str()) {
            return Err(AppError::Unprocessable(format!(
                "Observation {}: its key is 1 to 64 letters, digits, - or _, unique in the report.",
                n + 1
            )));
        }
        if o.note.chars().count() > MAX_TEXT {
            return Err(AppError::Unprocessable(format!(
                "Observation {}: the note is longer than {MAX_TEXT} characters.",
                n + 1
            )));
        }
    }
    Ok(())
}

async fn check_links(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    work: &asset::Model,
    input: &ReportInput,
) -> AppResult<()> {
    if let Some(id) = input.assignment_id {
        find_in_scope::<assignment::Entity>(db, Scope::Company(work.company_id), id)
            .await
            .map_err(|_| {
                AppError::Unprocessable(format!("No assignment {id} of the work's company."))
            })?;
    }
    if let Some(id) = input.amends_id {
        let amended = access::visible(db, user, id)
            .await
            .ok()
            .filter(|r| r.asset_id == work.id && r.signed_at.is_some());
        if amended.is_none() {
            return Err(AppError::Unprocessable(format!(
                "A correction amends a signed report of the same work; report {id} is not one."
            )));
        }
    }
    Ok(())
}

async fn write_observations(
    db: &impl ConnectionTrait,
    report_id: i32,
    observations: &[ObservationInput],
) -> AppResult<()> {
    condition_observation::Entity::delete_many()
        .filter(condition_observation::Column::ReportId.eq(report_id))
        .exec(db)
        .await?;
    for (n, o) in observations.iter().enumerate() {
        condition_observation::ActiveModel {
            report_id: Set(report_id),
            position: Set(i32::try_from(n).unwrap_or(i32::MAX)),
            key: Set(o.key.clone()),
            area: Set(o.area.code().to_owned()),
            term: Set(o.term.code().to_owned()),
            severity: Set(o.severity.code().to_owned()),
            note: Set(o.note.trim().to_owned()),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

fn name_of(user: &CurrentUser) -> String {
    let a = &user.account;
    let name = format!("{} {}", a.first_name.trim(), a.last_name.trim());
    if name.trim().is_empty() {
        a.email.clone()
    } else {
        name.trim().to_owned()
    }
}

async fn log(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    action: AuditAction,
    report: &condition_report::Model,
    detail: serde_json::Value,
) -> AppResult<()> {
    let mut detail = detail;
    detail["assetId"] = json!(report.asset_id);
    detail["assignmentId"] = json!(report.assignment_id);
    audit::record(
        db,
        audit::Entry {
            actor: Some(user.account.id),
            action,
            object_type: "condition_report",
            object_id: Some(report.id.to_string()),
            company_id: Some(report.company_id),
            detail: Some(detail),
        },
    )
    .await
}

/// A new draft on asset `asset_id`, examined by `user`.
pub async fn create(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    asset_id: i32,
    input: ReportInput,
) -> AppResult<ReportDto> {
    check_input(&input)?;
    let txn = crate::db::begin_write(db).await?;
    let work = find_in_scope::<asset::Entity>(&txn, user.scope(), asset_id).await?;
    if !access::writes_for(user, work.company_id) {
        return Err(AppError::NotAllowed(format!(
            "Only the provider or an account with the business role {} may write condition reports.",
            access::WRITER_ROLE
        )));
    }
    check_links(&txn, user, &work, &input).await?;
    let now = Utc::now();
    let report = condition_report::ActiveModel {
        company_id: Set(work.company_id),
        asset_id: Set(work.id),
        assignment_id: Set(input.assignment_id),
        amends_id: Set(input.amends_id),
        kind: Set(input.kind.code().to_owned()),
        examined_on: Set(input.examined_on),
        examiner_id: Set(Some(user.account.id)),
        examiner_name: Set(name_of(user)),
        by_provider: Set(user.is_admin()),
        overall: Set(input.overall.code().to_owned()),
        summary: Set(input.summary.trim().to_owned()),
        signed_at: Set(None),
        digest: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    write_observations(&txn, report.id, &input.observations).await?;
    log(
        &txn,
        user,
        AuditAction::Create,
        &report,
        json!({"kind": report.kind, "amendsId": report.amends_id}),
    )
    .await?;
    let rec = read::record(&txn, report).await?;
    txn.commit().await?;
    read::dto(db, store, user, &rec).await
}

/// Replaces a draft's content. Marks naming an observation that is no longer there are refused.
pub async fn update(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
    input: ReportInput,
) -> AppResult<ReportDto> {
    check_input(&input)?;
    let txn = crate::db::begin_write(db).await?;
    let report = access::editable(&txn, user, id).await?;
    if input.amends_id != report.amends_id {
        return Err(AppError::Unprocessable(
            "What a report amends is set when it is made.".into(),
        ));
    }
    let work = find_in_scope::<asset::Entity>(&txn, Scope::All, report.asset_id).await?;
    check_links(&txn, user, &work, &input).await?;
    let keys: Vec<String> = input.observations.iter().map(|o| o.key.clone()).collect();
    for p in condition_photo::Entity::find()
        .filter(condition_photo::Column::ReportId.eq(report.id))
        .all(&txn)
        .await?
    {
        let used = marks::stored(&p.marks)?;
        marks::check(&used, p.id, p.width, p.height, &keys).map_err(|e| {
            AppError::Unprocessable(format!(
                "Photo {} has marks on an observation this save removes; remove the marks first. ({})",
                p.name,
                e.public_message()
            ))
        })?;
    }
    let mut active: condition_report::ActiveModel = report.into();
    active.kind = Set(input.kind.code().to_owned());
    active.examined_on = Set(input.examined_on);
    active.overall = Set(input.overall.code().to_owned());
    active.summary = Set(input.summary.trim().to_owned());
    active.assignment_id = Set(input.assignment_id);
    active.updated_at = Set(Utc::now());
    let saved = active.update(&txn).await?;
    write_observations(&txn, saved.id, &input.observations).await?;
    let rec = read::record(&txn, saved).await?;
    txn.commit().await?;
    read::dto(db, store, user, &rec).await
}

/// Deletes a draft with its photos (a signed report is never deleted).
pub async fn delete(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let report = access::editable(&txn, user, id).await?;
    let files: Vec<String> = photos::file_names_of(&txn, report.id).await?;
    log(
        &txn,
        user,
        AuditAction::Delete,
        &report,
        json!({"kind": report.kind}),
    )
    .await?;
    report.delete(&txn).await?;
    txn.commit().await?;
    photos::remove_files(store, &files).await;
    Ok(())
}

/// Signs a draft: from now on it cannot change. Stores the time and the digest over the content
/// and the photos' bytes; the observations above "minor" that are new since the work's last
/// signed report go into the audit entry, which the assignment's and the work's timelines show.
pub async fn sign(
    db: &DatabaseConnection,
    store: &FileStore,
    user: &CurrentUser,
    id: i32,
) -> AppResult<ReportDto> {
    let txn = crate::db::begin_write(db).await?;
    let report = access::editable(&txn, user, id).await?;
    let mut active: condition_report::ActiveModel = report.clone().into();
    let now = Utc::now().trunc_subsecs(0);
    active.signed_at = Set(Some(now));
    active.updated_at = Set(now);
    let mut rec = read::record(&txn, report).await?;
    rec.report.signed_at = Some(now);
    let digest = read::current_digest(store, &rec).await?;
    active.digest = Set(Some(digest));
    let signed = active.update(&txn).await?;
    let previous = condition_report::Entity::find()
        .filter(condition_report::Column::AssetId.eq(signed.asset_id))
        .filter(condition_report::Column::SignedAt.is_not_null())
        .filter(condition_report::Column::Id.ne(signed.id))
        .filter(condition_report::Column::ExaminedOn.lte(signed.examined_on))
        .order_by_desc(condition_report::Column::ExaminedOn)
        .order_by_desc(condition_report::Column::Id)
        .one(&txn)
        .await?;
    let before = match previous {
        Some(p) => read::record(&txn, p)
            .await?
            .observations
            .iter()
            .map(read::observation)
            .collect::<AppResult<Vec<_>>>()?,
        None => Vec::new(),
    };
    let now_seen = rec
        .observations
        .iter()
        .map(read::observation)
        .collect::<AppResult<Vec<_>>>()?;
    let flagged: Vec<serde_json::Value> = compare::newly_flagged(&before, &now_seen)
        .iter()
        .map(|o| json!({"area": o.area, "term": o.term, "severity": o.severity}))
        .collect();
    log(
        &txn,
        user,
        AuditAction::Update,
        &signed,
        json!({"signed": true, "kind": signed.kind, "flagged": flagged}),
    )
    .await?;
    rec.report = signed;
    txn.commit().await?;
    read::dto(db, store, user, &rec).await
}
