//! HTTP for sign-in (`/connect/token`, `/connect/revocation`) and the profile calls.
use axum::{
    body::Bytes,
    extract::{rejection::BytesRejection, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use super::{
    extract::{bearer_token, cookie_token, session_cookie_name, CurrentUser},
    service::{self, PasswordChange, SignInError},
    WEB_CLIENT_ID,
};
use crate::{
    error::{AppResult, Messages},
    http::{client::ClientAddr, extract::ApiJson},
    openapi::{JsonBodyErrors, SignedInErrors},
    state::AppState,
};

/// The sign-in form (OAuth 2 password grant, RFC 6749 §4.3).
#[derive(Deserialize, ToSchema)]
pub struct TokenForm {
    /// `password`
    #[schema(example = "password")]
    grant_type: Option<String>,
    /// The account's email.
    username: Option<String>,
    #[schema(format = Password)]
    password: Option<String>,
    /// The first-party web client, `plinth-web`.
    #[schema(example = "plinth-web")]
    client_id: Option<String>,
    /// Accepted and ignored: the web client is public, it has no secret to check.
    #[allow(dead_code)]
    client_secret: Option<String>,
    /// `api`, or left out.
    #[schema(example = "api")]
    scope: Option<String>,
}

/// A signed-in session: send `access_token` as `Authorization: Bearer <token>`. The answer also
/// sets the HttpOnly session cookie that page loads use.
#[derive(Serialize, ToSchema)]
pub struct TokenResponse {
    access_token: String,
    /// `Bearer`
    token_type: &'static str,
    /// Seconds until the session expires.
    expires_in: u64,
}

/// RFC 6749 §5.2 error body: `invalid_request`, `invalid_client`, `invalid_grant`,
/// `unsupported_grant_type`, `invalid_scope`, or `too_many_attempts` (429).
#[derive(Serialize, ToSchema)]
pub struct OAuthErrorBody {
    #[schema(example = "invalid_grant")]
    error: String,
    error_description: String,
}

/// RFC 6749 §5.2 error answer.
fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    let body = OAuthErrorBody {
        error: error.to_owned(),
        error_description: description.to_owned(),
    };
    let mut res = (status, Json(body)).into_response();
    res.headers_mut()
        .insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    res
}

fn invalid_request(description: &str) -> Response {
    oauth_error(StatusCode::BAD_REQUEST, "invalid_request", description)
}

/// Sign in with email and password (the password grant; first-party sign-in only).
#[utoipa::path(post, path = "/connect/token", tag = "auth",
    request_body(content = TokenForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "Signed in; also sets the session cookie", body = TokenResponse),
        (status = 400, description = "`invalid_request` (not a form, a field missing), `invalid_grant` \
(wrong email or password), `unsupported_grant_type`, `invalid_scope`", body = OAuthErrorBody),
        (status = 401, description = "`invalid_client`: not the web client", body = OAuthErrorBody),
        (status = 403, description = "`invalid_request`: a form posted by another site's page \
(`Origin` or `Sec-Fetch-Site` says so)", body = OAuthErrorBody),
        (status = 413, description = "The form is too large", body = OAuthErrorBody),
        (status = 429, description = "Too many failed sign-ins", body = OAuthErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
        (status = 500, description = "An unexpected failure", body = Messages),
    ))]
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
    if super::origin::cross_site(&headers, state.settings.public_url.as_deref()) {
        tracing::warn!(target: "security", event = "signin_cross_site", client = ?addr,
            "a sign-in form posted from another site was refused");
        return oauth_error(
            StatusCode::FORBIDDEN,
            "invalid_request",
            "Sign in from this site's own sign-in page.",
        );
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
            let mut res = Json(TokenResponse {
                access_token: signed_in.token,
                token_type: "Bearer",
                expires_in: signed_in.expires_in,
            })
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
    let name = session_cookie_name(secure);
    let flag = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{name}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{flag}"
    ))
    .expect("token is url-safe base64")
}

pub fn clear_session_cookie(secure: bool) -> HeaderValue {
    let name = session_cookie_name(secure);
    let flag = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{flag}"
    ))
    .expect("static cookie text")
}

/// Sign-out: ends the session named by the bearer token or the cookie, and clears the cookie.
#[utoipa::path(post, path = "/connect/revocation", tag = "auth", security((), ("bearer" = [])),
    responses(
        (status = 200, description = "Signed out (also when there was no session)", body = Object,
            example = json!({})),
        (status = 500, description = "An unexpected failure", body = Messages),
    ))]
pub async fn revocation(State(state): State<AppState>, headers: HeaderMap) -> AppResult<Response> {
    let token = bearer_token(&headers)
        .map(str::to_owned)
        .or_else(|| cookie_token(&headers, state.settings.secure_cookies));
    if let Some(token) = token {
        service::sign_out(&state, &token).await?;
    }
    Ok((
        [(
            header::SET_COOKIE,
            clear_session_cookie(state.settings.secure_cookies),
        )],
        Json(json!({})),
    )
        .into_response())
}

/// A new password for the caller (with the current one), or (admin only) for the account `userId`
/// (the admin's own session is the proof; no current password of that account is asked).
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasswordChangeDto {
    user_id: Option<i32>,
    /// The caller's present password: required to change one's own.
    #[schema(format = Password)]
    current_password: Option<String>,
    /// 8 to 1024 characters, not one of the common passwords Plinth ships a list of.
    #[schema(format = Password)]
    new_password: String,
    #[schema(format = Password)]
    new_password_confirm: Option<String>,
}

/// Changes a password. One's own needs `currentPassword` (a wrong one counts as a failed sign-in).
/// The caller's other sessions end (all of them for another account's change).
#[utoipa::path(post, path = "/profile/password", tag = "profile", security(("bearer" = [])),
    request_body = PasswordChangeDto,
    responses(
        (status = 200, description = "Changed", body = Messages,
            example = json!({"messages": ["Woohoo! Password changed"]})),
        (status = 403, description = "Another account's password, and not the admin", body = Messages),
        (status = 404, description = "No account with that userId", body = Messages),
        (status = 429, description = "Too many wrong passwords: as the sign-in throttle", body = Messages,
            headers(("Retry-After" = u64, description = "Seconds to wait"))),
        JsonBodyErrors,
        SignedInErrors,
    ))]
pub async fn change_password(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientAddr(addr): ClientAddr,
    ApiJson(body): ApiJson<PasswordChangeDto>,
) -> AppResult<Json<Messages>> {
    let change = PasswordChange {
        user_id: body.user_id,
        current_password: body.current_password,
        new_password: body.new_password,
        new_password_confirm: body.new_password_confirm,
    };
    service::change_password(&state, &user, change, addr).await?;
    Ok(Json(Messages::one("Woohoo! Password changed")))
}
