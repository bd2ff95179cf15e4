//! The seller settings and buyer legal data calls: admin only (403 for anyone else signed in).
use axum::{extract::State, Json};

use super::{
    buyer,
    dto::{BuyerLegalDto, BuyerLegalInput, SellerSettingsDto, SellerSettingsInput},
    seller,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// Both group brands' seller settings (`fd`, then `eagle`), each with what it still lacks before it
/// can issue invoices.
#[utoipa::path(get, path = "/admin/seller-settings", tag = "invoices", security(("bearer" = [])),
    responses((status = 200, description = "The settings of each brand", body = Vec<SellerSettingsDto>),
        AdminErrors))]
pub async fn list_seller_settings(
    Admin(_admin): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<SellerSettingsDto>>> {
    Ok(Json(seller::list(&state.db).await?))
}

/// Saves a brand's seller settings whole. Empty fields are kept (the brand cannot issue until
/// they are filled: `missing` names them); filled ones are checked for form.
#[utoipa::path(put, path = "/admin/seller-settings/{brand}", tag = "invoices", security(("bearer" = [])),
    params(("brand" = String, Path, description = "`fd` or `eagle`")),
    request_body = SellerSettingsInput,
    responses((status = 200, description = "Saved", body = SellerSettingsDto),
        (status = 404, description = "No such brand", body = Messages),
        (status = 422, description = "A country, VAT number, IBAN or BIC not of its form, payment \
terms outside 0-365 days, or a text too long; nothing is saved", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn save_seller_settings(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(brand): ApiPath<String>,
    ApiJson(input): ApiJson<SellerSettingsInput>,
) -> AppResult<Json<SellerSettingsDto>> {
    Ok(Json(seller::save(&state.db, &admin, &brand, input).await?))
}

/// A company's legal data as an invoice's buyer.
#[utoipa::path(get, path = "/admin/company/{id}/legal", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id")),
    responses((status = 200, description = "Its legal data (`saved` false until entered)", body = BuyerLegalDto),
        (status = 404, description = "No such company", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_company_legal(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<BuyerLegalDto>> {
    Ok(Json(buyer::get(&state.db, id, None).await?))
}

/// Saves a company's legal data; the VAT number is checked for form.
#[utoipa::path(put, path = "/admin/company/{id}/legal", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id")),
    request_body = BuyerLegalInput,
    responses((status = 200, description = "Saved", body = BuyerLegalDto),
        (status = 404, description = "No such company", body = Messages),
        (status = 422, description = "No legal name or city, an unknown country, or a VAT number not \
of its form", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn save_company_legal(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<BuyerLegalInput>,
) -> AppResult<Json<BuyerLegalDto>> {
    Ok(Json(buyer::save(&state.db, &admin, id, None, input).await?))
}

/// A division's own legal data (its invoices use it instead of the company's).
#[utoipa::path(get, path = "/admin/company/{id}/division/{divisionId}/legal", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id"),
        ("divisionId" = i32, Path, description = "One of its divisions")),
    responses((status = 200, description = "Its legal data (`saved` false: it uses the company's)", body = BuyerLegalDto),
        (status = 404, description = "No such company or division", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_division_legal(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiPath((id, division)): ApiPath<(i32, i32)>,
) -> AppResult<Json<BuyerLegalDto>> {
    Ok(Json(buyer::get(&state.db, id, Some(division)).await?))
}

/// Saves a division's own legal data; the VAT number is checked for form.
#[utoipa::path(put, path = "/admin/company/{id}/division/{divisionId}/legal", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id"),
        ("divisionId" = i32, Path, description = "One of its divisions")),
    request_body = BuyerLegalInput,
    responses((status = 200, description = "Saved", body = BuyerLegalDto),
        (status = 404, description = "No such company or division", body = Messages),
        (status = 422, description = "No legal name or city, an unknown country, or a VAT number not \
of its form", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn save_division_legal(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath((id, division)): ApiPath<(i32, i32)>,
    ApiJson(input): ApiJson<BuyerLegalInput>,
) -> AppResult<Json<BuyerLegalDto>> {
    Ok(Json(
        buyer::save(&state.db, &admin, id, Some(division), input).await?,
    ))
}

/// Takes a division's own legal data away: its invoices use the company's again. Invoices already
/// issued keep the buyer they were issued to.
#[utoipa::path(delete, path = "/admin/company/{id}/division/{divisionId}/legal", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The company id"),
        ("divisionId" = i32, Path, description = "One of its divisions")),
    responses((status = 200, description = "It uses the company's (`saved` false), also when it had none of its own", body = BuyerLegalDto),
        (status = 404, description = "No such company or division", body = Messages),
        AdminErrors, PathErrors))]
pub async fn remove_division_legal(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath((id, division)): ApiPath<(i32, i32)>,
) -> AppResult<Json<BuyerLegalDto>> {
    Ok(Json(
        buyer::remove_division_own(&state.db, &admin, id, division).await?,
    ))
}
