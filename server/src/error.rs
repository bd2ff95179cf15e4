//! The one error type. Every failure leaves as a status plus `{"messages": [...]}`;
//! internal causes are logged with an id and never sent.
use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use sea_orm::DbErr;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("unauthorized")]
    Unauthorized,
    #[error("forbidden")]
    Forbidden,
    /// 403 with its reason: the caller may use the call, but not for this part of it.
    #[error("{0}")]
    NotAllowed(String),
    /// Also the answer for another company's object: it must look exactly like a missing one.
    #[error("not found")]
    NotFound,
    /// 404 with its reason, for something this build or configuration does not have. Never for a
    /// missing or another company's object: that is `NotFound`, which must say nothing.
    #[error("{0}")]
    Absent(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    Unprocessable(String),
    /// 422 naming the request's fields it refuses (their JSON names), so a form can mark them
    /// without reading the words.
    #[error("{message}")]
    Invalid {
        message: String,
        fields: Vec<&'static str>,
    },
    #[error("{0}")]
    PayloadTooLarge(String),
    /// The request body stopped arriving (see `http::body_guard`).
    #[error("{0}")]
    RequestTimeout(String),
    /// 503: the work was too big to finish in its time (a PDF of too many pages); ask for less.
    #[error("{0}")]
    Unavailable(String),
    /// An upload whose type is not allowed, or whose content does not match its name.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// 429 with `Retry-After`: too many attempts, or too many expensive calls at once.
    #[error("{message}")]
    TooManyRequests {
        message: String,
        retry_after_secs: u64,
    },
    #[error("internal: {0}")]
    Internal(String),
}

pub type AppResult<T> = Result<T, AppError>;

/// The body of every failure, and of a few confirmations: messages the UI shows as toasts.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({"messages": ["Not found."]}))]
pub struct Messages {
    pub messages: Vec<String>,
    /// The request's fields a 422 refuses, by their JSON names, where the call names them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(required = false)]
    pub fields: Vec<String>,
}

impl Messages {
    /// A body of one message.
    pub fn one(message: impl Into<String>) -> Self {
        Messages {
            messages: vec![message.into()],
            fields: Vec::new(),
        }
    }
}

impl AppError {
    pub fn internal(e: impl std::fmt::Display) -> Self {
        AppError::Internal(e.to_string())
    }

    /// A write refused by a unique index becomes a 409 saying `message`: the same words as the
    /// service's own check before the write, which a concurrent write can slip past.
    pub fn unique_as(message: String) -> impl FnOnce(DbErr) -> AppError {
        move |e| {
            if entity::db_error::is_unique_violation(&e) {
                AppError::Conflict(message)
            } else {
                e.into()
            }
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized => StatusCode::UNAUTHORIZED,
            AppError::Forbidden | AppError::NotAllowed(_) => StatusCode::FORBIDDEN,
            AppError::NotFound | AppError::Absent(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::Unprocessable(_) | AppError::Invalid { .. } => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::RequestTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The text a user may see.
    pub fn public_message(&self) -> String {
        match self {
            AppError::BadRequest(m)
            | AppError::Conflict(m)
            | AppError::Unprocessable(m)
            | AppError::PayloadTooLarge(m)
            | AppError::RequestTimeout(m)
            | AppError::Unavailable(m)
            | AppError::UnsupportedMediaType(m)
            | AppError::NotAllowed(m)
            | AppError::Absent(m)
            | AppError::Invalid { message: m, .. }
            | AppError::TooManyRequests { message: m, .. } => m.clone(),
            AppError::Unauthorized => "Please sign in.".into(),
            AppError::Forbidden => "You do not have access to this.".into(),
            AppError::NotFound => "Not found.".into(),
            AppError::Internal(_) => "Oops! something went wrong".into(),
        }
    }
}

impl From<DbErr> for AppError {
    fn from(e: DbErr) -> Self {
        // A unique violation is the caller's conflict, not our failure.
        if entity::db_error::is_unique_violation(&e) {
            return AppError::Conflict("This already exists.".into());
        }
        if entity::db_error::is_foreign_key_violation(&e) {
            return AppError::Conflict("This is still referenced by other records.".into());
        }
        AppError::Internal(e.to_string())
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        if let AppError::Internal(cause) = &self {
            tracing::error!(%cause, "request failed");
        }
        let retry_after = match &self {
            AppError::TooManyRequests {
                retry_after_secs, ..
            } => Some(*retry_after_secs),
            _ => None,
        };
        let fields = match &self {
            AppError::Invalid { fields, .. } => fields.iter().map(|f| (*f).to_owned()).collect(),
            _ => Vec::new(),
        };
        let body = Messages {
            messages: vec![self.public_message()],
            fields,
        };
        let mut res = (status, Json(body)).into_response();
        if let Some(secs) = retry_after {
            res.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from(secs),
            );
        }
        res
    }
}
