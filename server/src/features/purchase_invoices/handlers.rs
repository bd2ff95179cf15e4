//! `/api/admin/purchaseInvoice/`: thin, extract, call the service, answer. The provider's only.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    dto::{PurchaseInvoiceDto, PurchaseInvoiceFilters, PurchaseInvoiceInput},
    records,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// One page of the purchase invoices.
#[utoipa::path(get, path = "/admin/purchaseInvoice/", tag = "admin", security(("bearer" = [])),
    params(ListParams, PurchaseInvoiceFilters),
    responses((status = 200, description = "One page; sort: invoiceOn (default, the newest first), dueOn, supplier, number, gross, added",
        body = Page<PurchaseInvoiceDto>),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_purchase_invoices(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<PurchaseInvoiceFilters>,
) -> AppResult<Json<Page<PurchaseInvoiceDto>>> {
    let request = params.strict(&records::LIST)?;
    Ok(Json(records::page(&state.db, &filters, &request).await?))
}

/// Enters a supplier's invoice; the gross value is computed (a different one sent is a 422).
#[utoipa::path(post, path = "/admin/purchaseInvoice/", tag = "admin", security(("bearer" = [])),
    request_body = PurchaseInvoiceInput,
    responses(
        (status = 201, description = "Entered", body = PurchaseInvoiceDto),
        (status = 409, description = "This supplier's invoice of this number is already entered", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn create_purchase_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<PurchaseInvoiceInput>,
) -> AppResult<(StatusCode, Json<PurchaseInvoiceDto>)> {
    Ok((
        StatusCode::CREATED,
        Json(records::create(&state.db, &admin, input).await?),
    ))
}

/// Changes a purchase invoice (named by `id` in the body): its fields and the whole list of assignments.
#[utoipa::path(put, path = "/admin/purchaseInvoice/", tag = "admin", security(("bearer" = [])),
    request_body = PurchaseInvoiceInput,
    responses(
        (status = 200, description = "Saved", body = PurchaseInvoiceDto),
        (status = 404, description = "No such purchase invoice", body = Messages),
        (status = 409, description = "Another purchase invoice has this supplier and number", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn update_purchase_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<PurchaseInvoiceInput>,
) -> AppResult<Json<PurchaseInvoiceDto>> {
    Ok(Json(records::update(&state.db, &admin, input).await?))
}

/// One purchase invoice.
#[utoipa::path(get, path = "/admin/purchaseInvoice/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The purchase invoice id")),
    responses(
        (status = 200, description = "The purchase invoice", body = PurchaseInvoiceDto),
        (status = 404, description = "No such purchase invoice", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_purchase_invoice(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<PurchaseInvoiceDto>> {
    Ok(Json(records::get(&state.db, id).await?))
}

/// Deletes a purchase invoice (its assignments no longer count its cost).
#[utoipa::path(delete, path = "/admin/purchaseInvoice/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The purchase invoice id")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "No such purchase invoice", body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_purchase_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    records::delete(&state.db, &admin, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
