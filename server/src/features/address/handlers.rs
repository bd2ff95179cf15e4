//! `/api/address`, `/api/admin/address/`, `/api/countries`. Thin: extract, call the service, answer.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    countries,
    dto::{AddressDto, AddressInput, CountryDto, DivisionQuery, ForwarderAddressInput},
    service,
};
use crate::{
    auth::{Admin, CurrentUser, Scope},
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, SignedInErrors},
    AppState,
};

/// One page of every address, customers' and forwarders'.
#[utoipa::path(get, path = "/admin/address/", tag = "admin", security(("bearer" = [])),
    params(ListParams),
    responses((status = 200, description = "One page; sort: city (default), country, postCode, added", body = Page<AddressDto>),
        (status = 400, description = "A list parameter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn all_addresses(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
) -> AppResult<Json<Page<AddressDto>>> {
    let request = params.strict(&service::LIST)?;
    Ok(Json(service::page(&state.db, &request).await?))
}

/// The forwarder addresses: the provider's own, where shipments start and end.
#[utoipa::path(get, path = "/admin/address/forwarder", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "By name, then city", body = Vec<AddressDto>),
        AdminErrors))]
pub async fn forwarder_addresses(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<AddressDto>>> {
    Ok(Json(service::forwarders(&state.db).await?))
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
    let made = service::create_forwarder(&state.db, &admin, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
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
        service::for_division(&state.db, scope, q.company_division_id).await?,
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
    let made = service::create(&state.db, &user, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// The countries an address may name: ISO 3166-1 code and English name.
#[utoipa::path(get, path = "/countries", tag = "address", security(("bearer" = [])),
    responses((status = 200, description = "Alphabetical by name", body = Vec<CountryDto>),
        SignedInErrors))]
pub async fn countries(_: CurrentUser) -> Json<Vec<CountryDto>> {
    Json(countries::all().collect())
}
