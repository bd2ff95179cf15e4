//! `/api/admin/company...`: the admin's company and division calls. Thin: extract, call the
//! service, answer.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    admin, divisions,
    dto::{CompanyDto, CompanyInput, CompanySummaryDto, DivisionDto, DivisionInput},
    list, read,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

fn done(message: &str) -> Json<Messages> {
    Json(Messages::one(message))
}

/// One page of the companies, each with its divisions and user count.
#[utoipa::path(get, path = "/admin/company", tag = "admin", security(("bearer" = [])),
    params(ListParams),
    responses((status = 200, description = "One page; sort: name (default), groupBrand, currencies, divisions, users; divisions by name",
        body = Page<CompanyDto>),
        (status = 400, description = "A list parameter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_companies(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
) -> AppResult<Json<Page<CompanyDto>>> {
    let request = params.strict(&list::SPEC)?;
    Ok(Json(list::page(&state.db, &request).await?))
}

/// Every company with its divisions, by name: the choices of the user form's company and division.
#[utoipa::path(get, path = "/admin/company/options", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "By name (ignoring case); divisions by name",
        body = Vec<CompanyDto>), AdminErrors))]
pub async fn company_options(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<CompanyDto>>> {
    Ok(Json(read::list(&state.db).await?))
}

/// Adds a company (no `id`). Divisions are added by their own call.
#[utoipa::path(post, path = "/admin/company", tag = "admin", security(("bearer" = [])),
    request_body = CompanyInput,
    responses(
        (status = 201, description = "Added", body = CompanyDto),
        (status = 409, description = "A company of that name exists", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn create_company(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<CompanyInput>,
) -> AppResult<(StatusCode, Json<CompanyDto>)> {
    let made = admin::create(&state.db, &actor, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Changes a company (`id` required). Its divisions are left as they are.
#[utoipa::path(put, path = "/admin/company", tag = "admin", security(("bearer" = [])),
    request_body = CompanyInput,
    responses(
        (status = 200, description = "Changed", body = CompanyDto),
        (status = 404, description = "No company with that id", body = Messages),
        (status = 409, description = "Another company has that name", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn update_company(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<CompanyInput>,
) -> AppResult<Json<CompanyDto>> {
    Ok(Json(admin::update(&state.db, &actor, input).await?))
}

/// One company with its divisions and user count.
#[utoipa::path(get, path = "/admin/company/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id")),
    responses(
        (status = 200, description = "The company", body = CompanyDto),
        (status = 404, description = "No company with that id", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_company(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<CompanyDto>> {
    Ok(Json(read::get(&state.db, id).await?))
}

/// Deletes a company with its divisions and their addresses; refused while it still has users,
/// assets, assignments, invoices or addresses in use.
#[utoipa::path(delete, path = "/admin/company/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id")),
    responses(
        (status = 200, description = "Deleted", body = Messages,
            example = json!({"messages": ["Company deleted."]})),
        (status = 404, description = "No company with that id", body = Messages),
        (status = 409, description = "Something is left; the message says what. Nothing was deleted",
            body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_company(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Messages>> {
    admin::delete(&state.db, &actor, id).await?;
    Ok(done("Company deleted."))
}

/// The company summary as it applies to one division: the invoice addressee is the division's
/// when it has one, else the company's.
#[utoipa::path(get, path = "/admin/company/{id}/summary/{divisionId}", tag = "admin",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id"),
        ("divisionId" = i32, Path, description = "One of the company's divisions")),
    responses(
        (status = 200, description = "The summary", body = CompanySummaryDto),
        (status = 404, description = "No such company, or the division is not the company's",
            body = Messages),
        AdminErrors, PathErrors))]
pub async fn division_summary(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath((id, division_id)): ApiPath<(i32, i32)>,
) -> AppResult<Json<CompanySummaryDto>> {
    Ok(Json(
        read::summary_for_division(&state.db, id, division_id).await?,
    ))
}

/// Adds a division (no `id`) to an existing company.
#[utoipa::path(post, path = "/admin/company/division/", tag = "admin", security(("bearer" = [])),
    request_body = DivisionInput,
    responses(
        (status = 201, description = "Added", body = DivisionDto),
        (status = 409, description = "The company has a division of that name", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn create_division(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<DivisionInput>,
) -> AppResult<(StatusCode, Json<DivisionDto>)> {
    let made = divisions::create(&state.db, &actor, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Changes a division's name or addressee (`id` required). `companyId` must be the stored one: a
/// division never moves to another company (422).
#[utoipa::path(put, path = "/admin/company/division/", tag = "admin", security(("bearer" = [])),
    request_body = DivisionInput,
    responses(
        (status = 200, description = "Changed", body = DivisionDto),
        (status = 404, description = "No division with that id", body = Messages),
        (status = 409, description = "The company has another division of that name",
            body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn update_division(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<DivisionInput>,
) -> AppResult<Json<DivisionDto>> {
    Ok(Json(divisions::update(&state.db, &actor, input).await?))
}

/// Deletes a division and its addresses; refused while it still has users, assets, assignments,
/// invoices or addresses in use.
#[utoipa::path(delete, path = "/admin/company/division/{id}", tag = "admin",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The division id")),
    responses(
        (status = 200, description = "Deleted", body = Messages,
            example = json!({"messages": ["Division deleted."]})),
        (status = 404, description = "No division with that id", body = Messages),
        (status = 409, description = "Something is left; the message says what. Nothing was deleted",
            body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_division(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Messages>> {
    divisions::delete(&state.db, &actor, id).await?;
    Ok(done("Division deleted."))
}
