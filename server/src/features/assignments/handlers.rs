//! `/api/assignment...`: the customer's assignment calls. Thin: extract, call the service, answer.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    create,
    detail::{self, AssignmentDto},
    dto::{AssignmentInput, AssignmentRow},
    list::{self, AssignmentFilters},
};
use crate::{
    auth::{CurrentUser, Scope},
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{JsonBodyErrors, PathErrors, SignedInErrors},
    state::AppState,
};

/// One page of the caller's assignments (every company's for the admin), open and completed.
#[utoipa::path(get, path = "/assignment", tag = "assignment", security(("bearer" = [])),
    params(ListParams, AssignmentFilters),
    responses((status = 200, description = "One page; sort: age (default, the newest first), ref, company, division, status (workflow order), progress, assets, po",
        body = Page<AssignmentRow>),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        SignedInErrors))]
pub async fn list_assignments(
    scope: Scope,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<AssignmentFilters>,
) -> AppResult<Json<Page<AssignmentRow>>> {
    let request = params.strict(&list::SPEC)?;
    Ok(Json(
        list::page(&state.db, scope, &filters, &request).await?,
    ))
}

/// One assignment with its assets, addresses, storage, shipments and documents (protected
/// documents only for the admin).
#[utoipa::path(get, path = "/assignment/{id}", tag = "assignment", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "The assignment", body = AssignmentDto),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn get_assignment(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<AssignmentDto>> {
    Ok(Json(detail::get(&state.db, &user, id).await?))
}

/// A new assignment of one division's assets: status Submitted, progress 3, a new reference.
#[utoipa::path(post, path = "/assignment", tag = "assignment", security(("bearer" = [])),
    request_body = AssignmentInput,
    responses(
        (status = 201, description = "Added", body = AssignmentDto),
        (status = 404, description = "The division, an asset or an address is not in the \
caller's company (or the address belongs to another division)", body = Messages),
        (status = 409, description = "An asset is already on an open assignment: \
`{title} ({theirRef}) is already on assignment {ref}.`", body = Messages),
        JsonBodyErrors, SignedInErrors))]
pub async fn create_assignment(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<AssignmentInput>,
) -> AppResult<(StatusCode, Json<AssignmentDto>)> {
    let id = create::create(&state.db, &user, input).await?;
    let made = detail::get(&state.db, &user, id).await?;
    Ok((StatusCode::CREATED, Json(made)))
}
