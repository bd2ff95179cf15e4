//! The admin's reads of assignments (docs/assignments.md): the list of every company's
//! (the customer list with the admin's scope and its own default for completed ones), one
//! assignment with what its edit screen needs, and an assignment found by its reference.
use entity::{assignment, text::sort_key};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{
    detail::{self, AssignmentDto},
    dto::AssignmentRow,
    list::AssignmentFilters,
    read,
};
use crate::{
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
};

/// The warning for a reference that names no assignment, as the UI words it (docs/assignments.md).
pub const UNKNOWN_REFERENCE: &str = "Invalid Assignment Reference";

/// The filters of `GET /api/admin/assignment/` (beside `page`, `size`, `q`, `sort`, `dir`).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AdminAssignmentFilters {
    /// One owner company's assignments only.
    pub company_id: Option<i32>,
    /// One division's assignments only.
    pub company_division_id: Option<i32>,
    /// With completed (Delivered, Cancelled) assignments too (default false: the open ones only).
    pub inc_completed: Option<bool>,
}

impl From<AdminAssignmentFilters> for AssignmentFilters {
    fn from(f: AdminAssignmentFilters) -> Self {
        AssignmentFilters {
            company_id: f.company_id,
            company_division_id: f.company_division_id,
            inc_completed: Some(f.inc_completed.unwrap_or(false)),
        }
    }
}

/// `GET /api/admin/assignment/{id}` and the answer of `PUT /api/admin/assignment`: the assignment
/// as its view gives it (assets, addresses, storage entries with their ids, shipments, documents
/// protected ones included) and the version its next save must name.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminAssignmentDto {
    #[serde(flatten)]
    pub assignment: AssignmentDto,
    /// Send it back with the save: a save made from an older version is refused (409).
    pub version: i32,
}

/// The assignment with this id for the admin's edit; 404 when there is none.
pub async fn get(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    id: i32,
) -> AppResult<AdminAssignmentDto> {
    // The version first: if a save lands between the two reads, the screen holds newer data than
    // its version says, and its own save is refused (409) rather than overwriting unseen.
    let version = find_in_scope::<assignment::Entity>(db, user.scope(), id)
        .await?
        .version;
    Ok(AdminAssignmentDto {
        assignment: detail::get(db, user, id).await?,
        version,
    })
}

/// The assignment with this reference, as a list row: the reference as written, else ignoring
/// case, accents and leading zeros of its numbers (`a-42` finds `A-000042`). None: 404 with
/// that warning (the admin sees every company, so the message tells nothing it should not).
pub async fn by_ref(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    reference: &str,
) -> AppResult<AssignmentRow> {
    let wanted = reference.trim();
    let unknown = || AppError::Absent(UNKNOWN_REFERENCE.into());
    let key = sort_key(wanted).ok_or_else(unknown)?;
    let found = assignment::Entity::find()
        .filter(user.scope().condition(assignment::Column::CompanyId))
        .filter(assignment::Column::RefKey.eq(key))
        .order_by_asc(assignment::Column::Id)
        .all(db)
        .await?;
    let id = found
        .iter()
        .find(|a| a.r#ref == wanted)
        .or_else(|| found.first())
        .map(|a| a.id)
        .ok_or_else(unknown)?;
    read::row(db, user.scope(), id).await?.ok_or_else(unknown)
}
