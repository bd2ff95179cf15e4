//! `/api/admin/assignment...`: the provider administrator's assignment calls. Thin: extract (the
//! `Admin` guard: anyone else signed in gets 403), call the service, answer.
use axum::{extract::State, Json};

use super::{
    address_choices::{self, AddressGroupDto},
    admin::{self, AdminAssignmentDto, AdminAssignmentFilters},
    dto::{AdminAssignmentInput, AssignmentRow},
    edit, list,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// One page of every company's assignments: the open ones, or all with `incCompleted=true`.
#[utoipa::path(get, path = "/admin/assignment/", tag = "admin", security(("bearer" = [])),
    params(ListParams, AdminAssignmentFilters),
    responses((status = 200, description = "One page; sort: age (default, the newest first), ref, company, division, status (workflow order), progress, assets, po",
        body = Page<AssignmentRow>),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_admin_assignments(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<AdminAssignmentFilters>,
) -> AppResult<Json<Page<AssignmentRow>>> {
    let request = params.strict(&list::SPEC)?;
    let filters = filters.into();
    Ok(Json(
        list::page(&state.db, admin.scope(), &filters, &request).await?,
    ))
}

/// One assignment with everything its edit screen shows (protected documents included) and the
/// version its save must name.
#[utoipa::path(get, path = "/admin/assignment/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "The assignment", body = AdminAssignmentDto),
        (status = 404, description = "No such assignment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_admin_assignment(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<AdminAssignmentDto>> {
    Ok(Json(admin::get(&state.db, &admin, id).await?))
}

/// The addresses the edit offers for the origin and destination: every customer address of the
/// assignment's company, grouped by division (its own first, then the company's own addresses of
/// no division), and the saved origin and destination whatever they are.
#[utoipa::path(get, path = "/admin/assignment/{id}/addresses", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "The groups of the address select, empty ones left out", body = Vec<AddressGroupDto>),
        (status = 404, description = "No such assignment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn admin_assignment_addresses(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<AddressGroupDto>>> {
    Ok(Json(
        address_choices::for_assignment(&state.db, admin.scope(), id).await?,
    ))
}

/// The assignment with this reference (to add it to a shipment or a purchase invoice).
#[utoipa::path(get, path = "/admin/assignment/ref/{ref}", tag = "admin", security(("bearer" = [])),
    params(("ref" = String, Path, description = "The reference, e.g. `A-000042` (case, accents \
and leading zeros of numbers ignored when nothing matches exactly)")),
    responses(
        (status = 200, description = "The assignment's list row", body = AssignmentRow),
        (status = 404, description = "`Invalid Assignment Reference`", body = Messages,
            example = json!({"messages": ["Invalid Assignment Reference"]})),
        AdminErrors))]
pub async fn admin_assignment_by_ref(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(reference): ApiPath<String>,
) -> AppResult<Json<AssignmentRow>> {
    Ok(Json(admin::by_ref(&state.db, &admin, &reference).await?))
}

/// Saves the admin's edit of an assignment: one transaction, one audit entry; the assignment as
/// saved, with its new version.
#[utoipa::path(put, path = "/admin/assignment", tag = "admin", security(("bearer" = [])),
    request_body = AdminAssignmentInput,
    responses(
        (status = 200, description = "Saved (or unchanged: the same version)", body = AdminAssignmentDto),
        (status = 404, description = "No such assignment, or an address that is not one of its \
company's", body = Messages),
        (status = 409, description = "The assignment changed since `version` (someone else saved \
it): nothing is written; or reopening it would put an asset on two open assignments", body = Messages,
            example = json!({"messages": [edit::CHANGED_MEANWHILE]})),
        (status = 422, description = "A rule refused a value: the status, progress (0-100), dates \
(YYYY-MM-DD, delivery not before pickup), a storage entry (in date required, out date not before it, \
a new one only when every other has an out date), or `Are you sure you want to close this \
assignment?` for Delivered or Cancelled without `confirmClose: true`. Nothing is written.",
            body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn update_admin_assignment(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<AdminAssignmentInput>,
) -> AppResult<Json<AdminAssignmentDto>> {
    let id = edit::update(&state.db, &admin, input).await?;
    Ok(Json(admin::get(&state.db, &admin, id).await?))
}
