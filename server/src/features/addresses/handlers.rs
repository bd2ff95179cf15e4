//! `/api/address`, `/api/admin/address/`, `/api/countries`. Thin: extract, call the service, answer.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    countries, customer,
    dto::{
        AddressDto, AddressFilters, AddressInput, AdminAddressRow, CountryDto, DivisionQuery,
        ForwarderAddressInput,
    },
    forwarder,
};
use crate::{
    auth::{Admin, CurrentUser, Scope},
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors, SignedInErrors},
    state::AppState,
};

/// One page of every address, customers' (with their company's name) and forwarders', or of one kind.
#[utoipa::path(get, path = "/admin/address/", tag = "admin", security(("bearer" = [])),
    params(ListParams, AddressFilters),
    responses((status = 200, description = "One page; sort: city (default), country, postCode, added", body = Page<AdminAddressRow>),
        (status = 400, description = "A list parameter or the kind is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn all_addresses(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<AddressFilters>,
) -> AppResult<Json<Page<AdminAddressRow>>> {
    let request = params.strict(&customer::LIST)?;
    Ok(Json(customer::page(&state.db, &filters, &request).await?))
}

/// The forwarder addresses: the provider's own, where shipments start and end.
#[utoipa::path(get, path = "/admin/address/forwarder", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "By name, then city", body = Vec<AddressDto>),
        AdminErrors))]
pub async fn forwarder_addresses(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<AddressDto>>> {
    Ok(Json(forwarder::all(&state.db).await?))
}

/// Adds a forwarder address (no company, no division).
#[utoipa::path(post, path = "/admin/address/forwarder", tag = "admin", security(("bearer" = [])),
    request_body = ForwarderAddressInput,
    responses(
        (status = 201, description = "Added", body = AddressDto),
        JsonBodyErrors, AdminErrors))]
pub async fn create_forwarder_address(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<ForwarderAddressInput>,
) -> AppResult<(StatusCode, Json<AddressDto>)> {
    let made = forwarder::create(&state.db, &admin, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Corrects a forwarder address; every shipment naming it shows the correction.
#[utoipa::path(put, path = "/admin/address/forwarder/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The forwarder address")),
    request_body = ForwarderAddressInput,
    responses(
        (status = 200, description = "Saved", body = AddressDto),
        (status = 404, description = "No such forwarder address (a customer's address is not one)", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn update_forwarder_address(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<ForwarderAddressInput>,
) -> AppResult<Json<AddressDto>> {
    Ok(Json(forwarder::update(&state.db, &admin, id, input).await?))
}

/// Removes a forwarder address that no shipment or assignment names.
#[utoipa::path(delete, path = "/admin/address/forwarder/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The forwarder address")),
    responses(
        (status = 204, description = "Removed"),
        (status = 404, description = "No such forwarder address", body = Messages),
        (status = 409, description = "A shipment or an assignment names it (the message says which)", body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_forwarder_address(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    forwarder::delete(&state.db, &admin, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A division's addresses, and its company's addresses that belong to no division.
#[utoipa::path(get, path = "/address", tag = "address", security(("bearer" = [])),
    params(DivisionQuery),
    responses(
        (status = 200, description = "In the order they were added", body = Vec<AddressDto>),
        (status = 400, description = "companyDivisionId is missing or not a number", body = Messages),
        (status = 404, description = "No such division in the caller's company", body = Messages),
        SignedInErrors))]
pub async fn division_addresses(
    scope: Scope,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<DivisionQuery>,
) -> AppResult<Json<Vec<AddressDto>>> {
    Ok(Json(
        customer::for_division(&state.db, scope, q.company_division_id).await?,
    ))
}

/// Adds a customer address to a division; its company is the division's.
#[utoipa::path(post, path = "/address", tag = "address", security(("bearer" = [])),
    request_body = AddressInput,
    responses(
        (status = 201, description = "Added", body = AddressDto),
        (status = 404, description = "No such division in the caller's company", body = Messages),
        JsonBodyErrors, SignedInErrors))]
pub async fn create_address(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<AddressInput>,
) -> AppResult<(StatusCode, Json<AddressDto>)> {
    let made = customer::create(&state.db, &user, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// The countries an address may name: ISO 3166-1 code and English name.
#[utoipa::path(get, path = "/countries", tag = "address", security(("bearer" = [])),
    responses((status = 200, description = "Alphabetical by name", body = Vec<CountryDto>),
        SignedInErrors))]
pub async fn countries(_: CurrentUser) -> Json<Vec<CountryDto>> {
    Json(countries::all().collect())
}
