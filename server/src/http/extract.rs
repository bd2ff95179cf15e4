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
                in_words(&e.body_text_tail())
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
                in_words(&e.body_text_tail())
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
            in_words(&r.body_text_tail())
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

/// What serde and axum say in Rust's words (`expected i32`, `invalid digit found in string`), said
/// in a client's: "expected a whole number". The field's name (`newPassword: ...`) stays in front.
pub fn in_words(text: &str) -> String {
    const KINDS: &[(&str, &str)] = &[
        ("i8", "a whole number"),
        ("i16", "a whole number"),
        ("i32", "a whole number"),
        ("i64", "a whole number"),
        ("isize", "a whole number"),
        ("u8", "a whole number, 0 or more"),
        ("u16", "a whole number, 0 or more"),
        ("u32", "a whole number, 0 or more"),
        ("u64", "a whole number, 0 or more"),
        ("usize", "a whole number, 0 or more"),
        ("f32", "a number"),
        ("f64", "a number"),
        ("bool", "true or false"),
        ("a boolean", "true or false"),
        ("a string", "text"),
        ("a borrowed string", "text"),
        ("a sequence", "a list"),
        ("a map", "an object"),
        ("a character", "one character"),
    ];
    const PHRASES: &[(&str, &str)] = &[
        ("invalid digit found in string", "expected a whole number"),
        (
            "cannot parse integer from empty string",
            "expected a whole number, got nothing",
        ),
        (
            "number too large to fit in target type",
            "the number is too large",
        ),
        (
            "number too small to fit in target type",
            "the number is too small",
        ),
        ("invalid float literal", "expected a number"),
        (
            "provided string was not `true` or `false`",
            "expected true or false",
        ),
        ("invalid type: ", "got "),
        ("invalid value: ", "got "),
        ("integer `", "the number `"),
        ("floating point `", "the number `"),
        ("string \"", "the text \""),
    ];
    let mut out = text.to_owned();
    for (from, to) in PHRASES {
        out = out.replace(from, to);
    }
    for (rust, words) in KINDS {
        out = out
            .replace(&format!("expected {rust}"), &format!("expected {words}"))
            .replace(&format!("to a `{rust}`"), &format!("to {words}"));
    }
    // `expected struct AccountInput`: the name is ours, not the client's.
    if let Some(at) = out.find("expected struct ") {
        let rest = &out[at + "expected struct ".len()..];
        let end = rest
            .find(|c: char| !c.is_alphanumeric() && c != '_')
            .unwrap_or(rest.len());
        out = format!("{}expected an object{}", &out[..at], &rest[end..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::in_words;

    #[test]
    fn rust_type_names_become_words() {
        assert_eq!(
            in_words("userId: invalid type: string \"x\", expected i32 at line 1 column 14"),
            "userId: got the text \"x\", expected a whole number at line 1 column 14"
        );
        assert_eq!(
            in_words(
                "newPassword: invalid type: integer `5`, expected a string at line 1 column 16"
            ),
            "newPassword: got the number `5`, expected text at line 1 column 16"
        );
        assert_eq!(
            in_words("page: invalid digit found in string"),
            "page: expected a whole number"
        );
        assert_eq!(
            in_words("size: invalid value: integer `-1`, expected u32"),
            "size: got the number `-1`, expected a whole number, 0 or more"
        );
        assert_eq!(
            in_words("address: invalid type: integer `1`, expected struct AddressInput at line 1"),
            "address: got the number `1`, expected an object at line 1"
        );
        assert_eq!(
            in_words("Cannot parse `id` with value `abc` to a `i32`"),
            "Cannot parse `id` with value `abc` to a whole number"
        );
        for rust in ["i32", "u64", "f64", "usize", "struct "] {
            assert!(!in_words(&format!("x: expected {rust}Foo")).contains(rust));
        }
    }
}
