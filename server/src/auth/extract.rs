//! Who is asking. API calls carry a bearer token only; page loads (GET) carry the HttpOnly cookie only.
use axum::{
    extract::FromRequestParts,
    http::{header, request::Parts, HeaderMap},
};
use entity::account;

use super::{scope::Scope, session, ADMIN_ROLE};
use crate::{error::AppError, state::AppState};

pub const SESSION_COOKIE: &str = "plinth_session";
/// The cookie's name over HTTPS: browsers accept a `__Host-` cookie only when it is `Secure`, has
/// `Path=/` and no `Domain`, so no other host or plain-HTTP page can set or shadow it.
pub const SECURE_SESSION_COOKIE: &str = "__Host-plinth_session";

pub fn session_cookie_name(secure: bool) -> &'static str {
    if secure {
        SECURE_SESSION_COOKIE
    } else {
        SESSION_COOKIE
    }
}

#[derive(Clone, Debug)]
pub struct CurrentUser {
    pub account: account::Model,
    /// Hash of the session's token: lets password change keep this session and end the others.
    pub session_id: String,
}

impl CurrentUser {
    pub fn roles(&self) -> &[String] {
        &self.account.roles.0
    }

    pub fn is_admin(&self) -> bool {
        self.roles().iter().any(|r| r == ADMIN_ROLE)
    }

    pub fn scope(&self) -> Scope {
        if self.is_admin() {
            Scope::All
        } else {
            self.account
                .company_id
                .map_or(Scope::Nothing, Scope::Company)
        }
    }
}

pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
}

pub fn cookie_token(headers: &HeaderMap, secure: bool) -> Option<String> {
    crate::http::cookies::get(headers, session_cookie_name(secure))
}

async fn user_for_token(state: &AppState, token: &str) -> Result<Option<CurrentUser>, AppError> {
    let found = session::lookup(
        &state.db,
        token,
        chrono::Utc::now(),
        state.settings.session_idle,
    )
    .await?;
    Ok(found.map(|(session, account)| {
        // Every later log event of this request names the account (`http::client::client_span`).
        tracing::Span::current().record("account", account.id);
        CurrentUser {
            account,
            session_id: session.id,
        }
    }))
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer_token(&parts.headers).ok_or(AppError::Unauthorized)?;
        user_for_token(state, token)
            .await?
            .ok_or(AppError::Unauthorized)
    }
}

/// The provider administrator; anyone else signed in gets 403.
pub struct Admin(pub CurrentUser);

impl FromRequestParts<AppState> for Admin {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if user.is_admin() {
            Ok(Admin(user))
        } else {
            Err(AppError::Forbidden)
        }
    }
}

impl FromRequestParts<AppState> for Scope {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(CurrentUser::from_request_parts(parts, state).await?.scope())
    }
}

/// The caller of a long-lived read the browser opens itself (`EventSource` cannot send a header):
/// the bearer token when there is one, else the session cookie. Only for GETs that change nothing.
pub struct StreamUser(pub CurrentUser);

impl FromRequestParts<AppState> for StreamUser {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = match bearer_token(&parts.headers) {
            Some(token) => Some(token.to_owned()),
            None => cookie_token(&parts.headers, state.settings.secure_cookies),
        };
        let token = token.ok_or(AppError::Unauthorized)?;
        user_for_token(state, &token)
            .await?
            .map(StreamUser)
            .ok_or(AppError::Unauthorized)
    }
}

/// The signed-in user of a page load (cookie), or None. Pages decide themselves where to send a visitor.
pub struct PageUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for PageUser {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match cookie_token(&parts.headers, state.settings.secure_cookies) {
            Some(token) => Ok(PageUser(user_for_token(state, &token).await?)),
            None => Ok(PageUser(None)),
        }
    }
}
