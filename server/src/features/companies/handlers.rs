use axum::{extract::State, Json};

use super::{
    dto::{CompanySummaryDto, DivisionDto},
    read,
};
use crate::{
    auth::{Admin, Scope, BUSINESS_ROLES, ROLES},
    error::AppResult,
    openapi::{AdminErrors, SignedInErrors},
    state::AppState,
};

/// The divisions the caller may work in: their company's, or every company's for the admin.
#[utoipa::path(get, path = "/company/divisions", tag = "company", security(("bearer" = [])),
    responses((status = 200, description = "Ordered by name", body = Vec<DivisionDto>), SignedInErrors))]
pub async fn my_divisions(
    State(state): State<AppState>,
    scope: Scope,
) -> AppResult<Json<Vec<DivisionDto>>> {
    Ok(Json(
        read::divisions(&state.db, scope)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

/// Every company with its currencies, invoice addressee and group brand.
#[utoipa::path(get, path = "/admin/company/summary", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "Ordered by name", body = Vec<CompanySummaryDto>), AdminErrors))]
pub async fn company_summaries(
    State(state): State<AppState>,
    _: Admin,
) -> AppResult<Json<Vec<CompanySummaryDto>>> {
    Ok(Json(
        read::companies(&state.db)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

/// The roles an account may hold.
#[utoipa::path(get, path = "/admin/role", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "Role names", body = Vec<String>), AdminErrors))]
pub async fn roles(_: Admin) -> Json<&'static [&'static str]> {
    Json(ROLES)
}

/// The business roles an account may hold.
#[utoipa::path(get, path = "/admin/businessrole", tag = "admin", security(("bearer" = [])),
    responses((status = 200, description = "Business role names", body = Vec<String>), AdminErrors))]
pub async fn business_roles(_: Admin) -> Json<&'static [&'static str]> {
    Json(BUSINESS_ROLES)
}
