//! HTTP for sign-in (`/connect/token`, `/connect/revocation`) and the profile calls.
use std::net::{IpAddr, SocketAddr};

use axum::{
    body::Bytes,
    extract::{rejection::BytesRejection, ConnectInfo, FromRequestParts, State},
    http::{header, request::Parts, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{
    extract::{bearer_token, cookie_token, CurrentUser, SESSION_COOKIE},
    service::{self, PasswordChange, SignInError},
    WEB_CLIENT_ID,
};
use crate::{error::AppResult, http::extract::ApiJson, AppState};

/// The client's address, when the server knows it (not in in-process tests).
pub struct ClientAddr(pub Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip()),
        ))
    }
}

#[derive(Deserialize)]
struct TokenForm {
    grant_type: Option<String>,
    username: Option<String>,
    password: Option<String>,
    client_id: Option<String>,
    scope: Option<String>,
}

/// RFC 6749 §5.2 error answer.
fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    let mut res = (
        status,
        Json(json!({ "error": error, "error_description": description })),
    )
        .into_response();
    res.headers_mut()
        .insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    res
}

fn invalid_request(description: &str) -> Response {
    oauth_error(StatusCode::BAD_REQUEST, "invalid_request", description)
}

pub async fn token(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let is_form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    if !is_form {
        return invalid_request("Send the sign-in as a form (application/x-www-form-urlencoded).");
    }
    let body = match body {
        Ok(b) => b,
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return oauth_error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "invalid_request",
                "The form is too large.",
            )
        }
        Err(_) => return invalid_request("The form could not be read."),
    };
    let Ok(form) = serde_urlencoded::from_bytes::<TokenForm>(&body) else {
        return invalid_request("The form could not be read.");
    };
    match form.grant_type.as_deref() {
        None | Some("") => return invalid_request("grant_type is missing."),
        Some("password") => {}
        Some(_) => {
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                "Only the password grant is supported.",
            )
        }
    }
    if form.client_id.as_deref() != Some(WEB_CLIENT_ID) {
        return oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "Unknown client.",
        );
    }
    if form
        .scope
        .as_deref()
        .is_some_and(|s| !s.split(' ').all(|s| s == "api" || s.is_empty()))
    {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_scope",
            "Only the api scope is offered.",
        );
    }
    let (Some(username), Some(password)) = (
        form.username.filter(|u| !u.trim().is_empty()),
        form.password.filter(|p| !p.is_empty()),
    ) else {
        return invalid_request("Enter your email and password.");
    };
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    match service::sign_in(&state, &username, password, addr, user_agent).await {
        Ok(signed_in) => {
            let cookie = session_cookie(
                &signed_in.token,
                signed_in.expires_in,
                state.settings.secure_cookies,
            );
            let mut res = Json(json!({
                "access_token": signed_in.token,
                "token_type": "Bearer",
                "expires_in": signed_in.expires_in,
            }))
            .into_response();
            res.headers_mut().insert(header::SET_COOKIE, cookie);
            res.headers_mut()
                .insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
            res
        }
        // One message whether the account exists or not.
        Err(SignInError::InvalidGrant) => oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_grant",
            "The email or password is incorrect.",
        ),
        Err(SignInError::Throttled { retry_after_secs }) => {
            let mut res = oauth_error(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_attempts",
                &format!("Too many failed sign-ins. Try again in {retry_after_secs} seconds."),
            );
            res.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs));
            res
        }
        Err(SignInError::Internal(e)) => e.into_response(),
    }
}

pub fn session_cookie(token: &str, max_age_secs: u64, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{secure}"
    ))
    .expect("token is url-safe base64")
}

pub fn clear_session_cookie() -> HeaderValue {
    HeaderValue::from_static("plinth_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0")
}

/// Sign-out: ends the session named by the bearer token or the cookie, and clears the cookie.
pub async fn revocation(State(state): State<AppState>, headers: HeaderMap) -> AppResult<Response> {
    let token = bearer_token(&headers)
        .map(str::to_owned)
        .or_else(|| cookie_token(&headers));
    if let Some(token) = token {
        service::sign_out(&state, &token).await?;
    }
    Ok((
        [(header::SET_COOKIE, clear_session_cookie())],
        Json(json!({})),
    )
        .into_response())
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfileDto {
    pub id: i32,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub theme: String,
    pub roles: Vec<String>,
    pub company_id: Option<i32>,
    pub company_division_id: Option<i32>,
}

impl From<&CurrentUser> for ProfileDto {
    fn from(user: &CurrentUser) -> Self {
        let a = &user.account;
        ProfileDto {
            id: a.id,
            email: a.email.clone(),
            first_name: a.first_name.clone(),
            last_name: a.last_name.clone(),
            theme: a.theme.clone(),
            roles: a.roles.0.clone(),
            company_id: a.company_id,
            company_division_id: a.company_division_id,
        }
    }
}

pub async fn profile(user: CurrentUser) -> Json<ProfileDto> {
    Json(ProfileDto::from(&user))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasswordChangeDto {
    user_id: Option<i32>,
    new_password: String,
    new_password_confirm: Option<String>,
}

pub async fn change_password(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(body): ApiJson<PasswordChangeDto>,
) -> AppResult<Json<serde_json::Value>> {
    let change = PasswordChange {
        user_id: body.user_id,
        new_password: body.new_password,
        new_password_confirm: body.new_password_confirm,
    };
    service::change_password(&state, &user, change).await?;
    Ok(Json(json!({ "messages": ["Woohoo! Password changed"] })))
}
