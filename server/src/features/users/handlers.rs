//! `/api/admin/account...`: the admin's user calls. Thin: extract, call the service, answer.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    accounts,
    dto::{AccountDto, AccountInput},
    list,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// One page of the accounts.
#[utoipa::path(get, path = "/admin/account", tag = "admin", security(("bearer" = [])),
    params(ListParams),
    responses((status = 200, description = "One page; sort: name (default: last name, then first), email, company, division, roles, disabled",
        body = Page<AccountDto>),
        (status = 400, description = "A list parameter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_accounts(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
) -> AppResult<Json<Page<AccountDto>>> {
    let request = params.strict(&list::SPEC)?;
    Ok(Json(list::page(&state.db, &request).await?))
}

/// Adds an account (no `id`; `newPassword` required).
#[utoipa::path(post, path = "/admin/account", tag = "admin", security(("bearer" = [])),
    request_body = AccountInput,
    responses(
        (status = 201, description = "Added", body = AccountDto),
        (status = 409, description = "An account with this email already exists", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn create_account(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<AccountInput>,
) -> AppResult<(StatusCode, Json<AccountDto>)> {
    let made = accounts::create(&state.db, &actor, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Changes an account (`id` required). A `newPassword` sets the password and ends the account's
/// sessions; disabling the account ends them too. An admin cannot remove their own admin role or
/// disable themselves (422).
#[utoipa::path(put, path = "/admin/account", tag = "admin", security(("bearer" = [])),
    request_body = AccountInput,
    responses(
        (status = 200, description = "Changed", body = AccountDto),
        (status = 404, description = "No account with that id", body = Messages),
        (status = 409, description = "Another account has this email", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn update_account(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<AccountInput>,
) -> AppResult<Json<AccountDto>> {
    Ok(Json(accounts::update(&state.db, &actor, input).await?))
}

/// One account.
#[utoipa::path(get, path = "/admin/account/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The account id")),
    responses(
        (status = 200, description = "The account", body = AccountDto),
        (status = 404, description = "No account with that id", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_account(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<AccountDto>> {
    Ok(Json(accounts::get(&state.db, id).await?))
}

/// Deletes an account; its sessions end at once. An admin cannot delete themselves (422).
#[utoipa::path(delete, path = "/admin/account/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The account id")),
    responses(
        (status = 200, description = "Deleted", body = Messages,
            example = json!({"messages": ["User deleted."]})),
        (status = 404, description = "No account with that id", body = Messages),
        (status = 422, description = "The caller's own account", body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_account(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Messages>> {
    accounts::delete(&state.db, &actor, id).await?;
    Ok(Json(Messages::one("User deleted.")))
}
