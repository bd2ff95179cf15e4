use axum::{extract::State, Json};

use super::{
    dto::{CompanySummaryDto, DivisionDto},
    service,
};
use crate::{
    auth::{Admin, Scope, BUSINESS_ROLES, ROLES},
    error::AppResult,
    AppState,
};

pub async fn my_divisions(
    State(state): State<AppState>,
    scope: Scope,
) -> AppResult<Json<Vec<DivisionDto>>> {
    Ok(Json(
        service::divisions(&state.db, scope)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

pub async fn company_summaries(
    State(state): State<AppState>,
    _: Admin,
) -> AppResult<Json<Vec<CompanySummaryDto>>> {
    Ok(Json(
        service::companies(&state.db)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

pub async fn roles(_: Admin) -> Json<&'static [&'static str]> {
    Json(ROLES)
}

pub async fn business_roles(_: Admin) -> Json<&'static [&'static str]> {
    Json(BUSINESS_ROLES)
}
