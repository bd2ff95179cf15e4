//! The signed-in account as `GET /api/profile` and every page's payload (`user`) carry it.
use axum::{extract::State, Json};
use entity::{company, company_division};
use sea_orm::{ConnectionTrait, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use super::extract::CurrentUser;
use crate::{error::AppResult, openapi::SignedInErrors, state::AppState};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileDto {
    pub id: i32,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub theme: String,
    pub roles: Vec<String>,
    pub business_roles: Vec<String>,
    pub company_id: Option<i32>,
    /// So the profile screen can say where the user works, not just a number.
    pub company_name: Option<String>,
    pub company_division_id: Option<i32>,
    pub division_name: Option<String>,
}

impl ProfileDto {
    /// Two primary-key reads at most: the names of the account's company and division.
    pub async fn load(db: &impl ConnectionTrait, user: &CurrentUser) -> AppResult<Self> {
        let a = &user.account;
        let company_name = match a.company_id {
            Some(id) => company::Entity::find_by_id(id)
                .one(db)
                .await?
                .map(|c| c.name),
            None => None,
        };
        let division_name = match a.company_division_id {
            Some(id) => company_division::Entity::find_by_id(id)
                .one(db)
                .await?
                .map(|d| d.name),
            None => None,
        };
        Ok(ProfileDto {
            id: a.id,
            email: a.email.clone(),
            first_name: a.first_name.clone(),
            last_name: a.last_name.clone(),
            theme: a.theme.clone(),
            roles: a.roles.0.clone(),
            business_roles: a.business_roles.0.clone(),
            company_id: a.company_id,
            company_name,
            company_division_id: a.company_division_id,
            division_name,
        })
    }
}

/// The signed-in account.
#[utoipa::path(get, path = "/profile", tag = "profile", security(("bearer" = [])),
    responses((status = 200, description = "The caller's profile", body = ProfileDto), SignedInErrors))]
pub async fn profile(
    State(state): State<AppState>,
    user: CurrentUser,
) -> AppResult<Json<ProfileDto>> {
    Ok(Json(ProfileDto::load(&state.db, &user).await?))
}
