//! Request extractors whose rejections speak our error type, so bad input gets a clear 4xx
//! with `{"messages": [...]}` instead of axum's plain-text rejections.
use axum::extract::rejection::JsonRejection;
use axum::extract::FromRequest;

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
