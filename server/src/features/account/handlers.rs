//! HTTP of the account's mail: the mail choices and language of the profile, and the forgotten
//! password (signed out).
use axum::{extract::State, http::StatusCode, Json};

use super::{
    dto::{
        LocaleInput, NotificationChoicesDto, NotificationChoicesInput, PasswordResetAvailability,
        PasswordResetInput, PasswordResetRequest,
    },
    mail_choices, password_reset,
};
use crate::{
    auth::CurrentUser,
    error::{AppResult, Messages},
    http::{client::ClientAddr, extract::ApiJson},
    openapi::{JsonBodyErrors, SignedInErrors},
    state::AppState,
};

/// What the caller hears by mail (the defaults until they save).
#[utoipa::path(get, path = "/profile/notifications", tag = "profile", security(("bearer" = [])),
    responses((status = 200, description = "The caller's mail choices", body = NotificationChoicesDto),
        SignedInErrors))]
pub async fn get_notifications(
    State(state): State<AppState>,
    user: CurrentUser,
) -> AppResult<Json<NotificationChoicesDto>> {
    let choices = mail_choices::of(&state.db, user.account.id).await?;
    Ok(Json(mail_choices::dto(&state, &user.account, choices)))
}

/// Saves what the caller hears by mail, and the language of their mails.
#[utoipa::path(put, path = "/profile/notifications", tag = "profile", security(("bearer" = [])),
    request_body = NotificationChoicesInput,
    responses((status = 200, description = "Saved", body = NotificationChoicesDto),
        JsonBodyErrors, SignedInErrors))]
pub async fn put_notifications(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(body): ApiJson<NotificationChoicesInput>,
) -> AppResult<Json<NotificationChoicesDto>> {
    let is_admin = user.is_admin();
    Ok(Json(
        mail_choices::save(&state, &user.account, is_admin, body).await?,
    ))
}

/// The language the caller reads Plinth in (the UI sends it when they pick one), for their mails.
#[utoipa::path(put, path = "/profile/locale", tag = "profile", security(("bearer" = [])),
    request_body = LocaleInput,
    responses((status = 204, description = "Kept"), JsonBodyErrors, SignedInErrors))]
pub async fn put_locale(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(body): ApiJson<LocaleInput>,
) -> AppResult<StatusCode> {
    mail_choices::set_locale(&state.db, user.account.id, &body.locale).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Whether a forgotten password can be reset by mail here (signed out).
#[utoipa::path(get, path = "/password-reset", tag = "auth",
    responses((status = 200, description = "Whether mail is configured", body = PasswordResetAvailability)))]
pub async fn reset_availability(State(state): State<AppState>) -> Json<PasswordResetAvailability> {
    Json(PasswordResetAvailability {
        available: state.settings.mail_enabled(),
    })
}

/// Sends a link to set a new password to the address, if an account has it. The answer is the
/// same either way.
#[utoipa::path(post, path = "/password-reset", tag = "auth",
    request_body = PasswordResetRequest,
    responses(
        (status = 202, description = "Taken (whether or not an account has the address)", body = Messages,
            example = json!({"messages": ["If an account has this address, a link to set a new password is on its way."]})),
        (status = 404, description = "Mail is not configured: ask the administrator", body = Messages),
        (status = 429, description = "Too many requests for the address or from the client", body = Messages,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
        (status = 500, description = "An unexpected failure", body = Messages),
        JsonBodyErrors,
    ))]
pub async fn request_reset(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    ApiJson(body): ApiJson<PasswordResetRequest>,
) -> AppResult<(StatusCode, Json<Messages>)> {
    password_reset::request(&state, &body.email, addr).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(Messages::one(
            "If an account has this address, a link to set a new password is on its way.",
        )),
    ))
}

/// Sets a new password with a link's token (once, within the hour); ends every session of the
/// account.
#[utoipa::path(post, path = "/password-reset/confirm", tag = "auth",
    request_body = PasswordResetInput,
    responses(
        (status = 200, description = "The password is set", body = Messages,
            example = json!({"messages": ["Your password is set: sign in with it."]})),
        (status = 500, description = "An unexpected failure", body = Messages),
        JsonBodyErrors,
    ))]
pub async fn confirm_reset(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    ApiJson(body): ApiJson<PasswordResetInput>,
) -> AppResult<Json<Messages>> {
    password_reset::reset(
        &state,
        &body.token,
        body.new_password,
        body.new_password_confirm,
        addr,
    )
    .await?;
    Ok(Json(Messages::one(
        "Your password is set: sign in with it.",
    )))
}
