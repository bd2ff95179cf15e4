//! Who sees and who writes a condition report (docs/condition-reports.md):
//! - the provider's admin sees every report and writes every draft;
//! - a customer sees their company's signed reports and their company's own drafts (never the
//!   provider's drafts), and writes drafts for their company's works when their account has the
//!   business role [`WRITER_ROLE`], which the admin grants on the user's page.
//!
//! Anything the caller may not see is a 404, like a missing report.
use entity::condition_report;
use sea_orm::{ConnectionTrait, EntityTrait};

use crate::{
    auth::CurrentUser,
    error::{AppError, AppResult},
};

/// The business role that lets a customer's account write its company's own condition reports.
pub const WRITER_ROLE: &str = "Registrar";

/// May `user` see `report`?
pub fn sees(user: &CurrentUser, report: &condition_report::Model) -> bool {
    user.is_admin()
        || (user.account.company_id == Some(report.company_id)
            && (report.signed_at.is_some() || !report.by_provider))
}

/// May `user` write reports on works of `company_id` (before the draft/signed question)?
pub fn writes_for(user: &CurrentUser, company_id: i32) -> bool {
    user.is_admin()
        || (user.account.company_id == Some(company_id)
            && user
                .account
                .business_roles
                .0
                .iter()
                .any(|r| r == WRITER_ROLE))
}

/// May `user` change `report` if it were a draft? The admin any; a customer writer their own
/// company's (never the provider's).
pub fn edits(user: &CurrentUser, report: &condition_report::Model) -> bool {
    writes_for(user, report.company_id) && (user.is_admin() || !report.by_provider)
}

/// The report `id` as `user` may see it, or 404.
pub async fn visible(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    id: i32,
) -> AppResult<condition_report::Model> {
    let found = condition_report::Entity::find_by_id(id).one(db).await?;
    match found {
        Some(r) if sees(user, &r) => Ok(r),
        Some(r) => {
            if user.account.company_id != Some(r.company_id) {
                tracing::warn!(target: "security", event = "cross_company_access",
                    object = "condition_report", id, "refused another company's object (answered 404)");
            }
            Err(AppError::NotFound)
        }
        None => Err(AppError::NotFound),
    }
}

/// The draft `id` that `user` may change: 404 if unseen, 403 without the right, 409 once signed
/// (naming the signed report; a correction is a new report that amends it).
pub async fn editable(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    id: i32,
) -> AppResult<condition_report::Model> {
    let report = visible(db, user, id).await?;
    if !edits(user, &report) {
        return Err(AppError::NotAllowed(format!(
            "Only the provider or an account with the business role {WRITER_ROLE} may change condition reports."
        )));
    }
    locked(&report)?;
    Ok(report)
}

/// 409 when `report` is signed.
pub fn locked(report: &condition_report::Model) -> AppResult<()> {
    match report.signed_at {
        Some(at) => Err(AppError::Conflict(format!(
            "Condition report {} of {} was signed on {} and cannot be changed: write a new report that amends it.",
            report.id,
            report.examined_on.format("%Y-%m-%d"),
            at.format("%Y-%m-%d %H:%M UTC")
        ))),
        None => Ok(()),
    }
}
