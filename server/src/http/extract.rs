//! Request extractors whose rejections speak our error type, so bad input gets a clear 4xx
//! with `{"messages": [...]}` instead of axum's plain-text rejections.
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts};

use crate::error::AppError;

/// JSON body. Unknown fields are refused where the DTO says `deny_unknown_fields`.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(AppError))]
pub struct ApiJson<T>(pub T);

impl From<JsonRejection> for AppError {
    fn from(r: JsonRejection) -> Self {
        match r {
            JsonRejection::MissingJsonContentType(_) => AppError::BadRequest(
                "Send the body as JSON (Content-Type: application/json).".into(),
            ),
            JsonRejection::BytesRejection(e)
                if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE =>
            {
                AppError::PayloadTooLarge("The request body is too large.".into())
            }
            JsonRejection::JsonSyntaxError(e) => AppError::BadRequest(format!(
                "The body is not valid JSON: {}",
                e.body_text_tail()
            )),
            JsonRejection::JsonDataError(e) => AppError::Unprocessable(format!(
                "The body has a wrong field: {}",
                e.body_text_tail()
            )),
            other => AppError::BadRequest(other.body_text()),
        }
    }
}

/// Path parameters (`/account/{id}`): a value that is not of the parameter's type is a 400 that says so.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(AppError))]
pub struct ApiPath<T>(pub T);

impl From<PathRejection> for AppError {
    fn from(r: PathRejection) -> Self {
        match r {
            PathRejection::FailedToDeserializePathParams(e) => AppError::BadRequest(format!(
                "A path parameter is not valid: {}",
                e.body_text_tail()
            )),
            other => AppError::Internal(other.body_text()),
        }
    }
}

/// Query string parameters (`?companyDivisionId=3`): a missing or wrong parameter is a 400 that names it.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(AppError))]
pub struct ApiQuery<T>(pub T);

impl From<QueryRejection> for AppError {
    fn from(r: QueryRejection) -> Self {
        AppError::BadRequest(format!(
            "A query parameter is missing or not valid: {}",
            r.body_text_tail()
        ))
    }
}

/// axum's rejection texts start with a generic prefix ("Failed to deserialize the JSON body into the
/// target type: "); the useful part (field, line, column) is after it.
trait TextTail {
    fn body_text_tail(&self) -> String;
}

impl<T: axum::response::IntoResponse + std::fmt::Display> TextTail for T {
    fn body_text_tail(&self) -> String {
        let text = self.to_string();
        match text.split_once(": ") {
            Some((_, tail)) if !tail.is_empty() => tail.to_owned(),
            _ => text,
        }
    }
}
