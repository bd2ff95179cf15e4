//! Reading an upload call's `multipart/form-data` body into text parts and file parts, with the
//! limits of [`super::upload`]: every failure is our 4xx JSON error, an oversized file a 413 that
//! names it (never axum's plain-text rejection).
use axum::extract::{
    multipart::{Field, MultipartError, MultipartRejection},
    FromRequest, Multipart, Request,
};

use super::upload::{check, display_name, too_large, Allowed, CheckedFile, MIB};
use crate::error::{AppError, AppResult};

/// Largest text part (the asset JSON of `POST /api/inventory`, a flag).
const TEXT_PART_LIMIT: usize = MIB;

/// The multipart body of an upload call; a body that is not multipart is a 400 that says so.
pub struct Upload(pub Multipart);

impl<S: Send + Sync> FromRequest<S> for Upload {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        Ok(Upload(Multipart::from_request(req, state).await?))
    }
}

impl From<MultipartRejection> for AppError {
    fn from(r: MultipartRejection) -> Self {
        AppError::BadRequest(format!(
            "Send the upload as multipart/form-data: {}",
            r.body_text()
        ))
    }
}

/// One file part of a form, as sent (not yet checked: see [`check`]).
#[derive(Debug)]
pub struct FilePart {
    pub field: String,
    /// The part's own file name (`filename=` of its Content-Disposition), if it had one.
    pub file_name: Option<String>,
    pub bytes: Vec<u8>,
}

/// A multipart form read into its text parts and file parts, in the order sent.
#[derive(Debug, Default)]
pub struct Form {
    pub texts: Vec<(String, String)>,
    pub files: Vec<FilePart>,
}

impl Form {
    /// The text part called `name` ([`read_form`] refuses one sent twice).
    pub fn text(&self, name: &str) -> Option<&str> {
        self.texts
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The file parts called `name`.
    pub fn files_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a FilePart> + 'a {
        self.files.iter().filter(move |f| f.field == name)
    }

    /// Takes the file parts called `name` out of the form.
    pub fn take_files(&mut self, name: &str) -> Vec<FilePart> {
        let (taken, kept) = std::mem::take(&mut self.files)
            .into_iter()
            .partition(|f| f.field == name);
        self.files = kept;
        taken
    }

    /// Takes the file parts called `name` and applies the upload rules of `allowed` to each; none
    /// at all is a 422. Shared by every document upload call.
    pub fn take_checked_files(
        &mut self,
        name: &str,
        allowed: Allowed,
    ) -> AppResult<Vec<CheckedFile>> {
        let parts = self.take_files(name);
        if parts.is_empty() {
            return Err(AppError::Unprocessable(format!(
                "Send at least one file, in a part named '{name}'."
            )));
        }
        parts
            .into_iter()
            .map(|p| check(allowed, p.file_name.as_deref().unwrap_or(""), p.bytes))
            .collect()
    }

    /// 422 for a part the call does not know, so a misspelt part is not silently dropped.
    pub fn refuse_unknown(&self, known: &[&str]) -> AppResult<()> {
        let names = self
            .texts
            .iter()
            .map(|(n, _)| n.as_str())
            .chain(self.files.iter().map(|f| f.field.as_str()));
        for name in names {
            if !known.contains(&name) {
                return Err(AppError::Unprocessable(format!(
                    "Unknown form part '{name}': send {}.",
                    known.join(", ")
                )));
            }
        }
        Ok(())
    }
}

/// Reads a multipart form: parts named in `file_fields` are files (each at most the limit of
/// `allowed`, counted while it streams in; at most [`Allowed::files_per_request`] of them), every
/// other part is UTF-8 text of at most 1 MiB, sent once. Errors are 4xx: a malformed body 400, a
/// file over its limit (or a body over the route's limit) or one file too many 413, a text part
/// sent twice 422 naming it.
pub async fn read_form(
    Upload(mut multipart): Upload,
    file_fields: &[&str],
    allowed: Allowed,
) -> AppResult<Form> {
    let mut form = Form::default();
    loop {
        let field = match multipart.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) => return Err(multipart_error(e, None, allowed, !form.files.is_empty())),
        };
        let name = field.name().unwrap_or_default().to_owned();
        if file_fields.contains(&name.as_str()) {
            // Counted before the part is read, so a request with too many files stops here and
            // nothing of it is stored.
            if form.files.len() == allowed.files_per_request() {
                return Err(too_many_files(allowed));
            }
            let file_name = field.file_name().map(str::to_owned);
            let shown = file_name
                .as_deref()
                .and_then(|n| display_name(n).ok())
                .unwrap_or_else(|| name.clone());
            let earlier_files = !form.files.is_empty();
            let bytes = read_limited(field, allowed.limit_bytes())
                .await
                .map_err(|e| match e {
                    PartError::TooLarge => too_large(&shown, allowed.limit_mb()),
                    PartError::Multipart(e) => {
                        multipart_error(e, Some(&shown), allowed, earlier_files)
                    }
                })?;
            form.files.push(FilePart {
                field: name,
                file_name,
                bytes,
            });
        } else {
            // Every text part of our forms is single-valued: a second one would silently lose to
            // the first, so it is refused by name.
            if form.text(&name).is_some() {
                return Err(AppError::Unprocessable(format!(
                    "The form part '{name}' was sent more than once: send it once."
                )));
            }
            let bytes = read_limited(field, TEXT_PART_LIMIT)
                .await
                .map_err(|e| match e {
                    PartError::TooLarge => {
                        AppError::PayloadTooLarge(format!("The form part '{name}' is too large."))
                    }
                    PartError::Multipart(e) => {
                        multipart_error(e, None, allowed, !form.files.is_empty())
                    }
                })?;
            let text = String::from_utf8(bytes).map_err(|_| {
                AppError::Unprocessable(format!("The form part '{name}' is not UTF-8 text."))
            })?;
            form.texts.push((name, text));
        }
    }
    Ok(form)
}

fn too_many_files(allowed: Allowed) -> AppError {
    AppError::PayloadTooLarge(match allowed.files_per_request() {
        1 => "Send one file per upload.".to_owned(),
        n => format!("Send at most {n} files per upload."),
    })
}

enum PartError {
    TooLarge,
    Multipart(MultipartError),
}

/// A part's bytes, refused as soon as they pass `limit`.
async fn read_limited(mut field: Field<'_>, limit: usize) -> Result<Vec<u8>, PartError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(PartError::Multipart)? {
        if bytes.len() + chunk.len() > limit {
            return Err(PartError::TooLarge);
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

/// A multipart failure as our error: the route's body limit met while reading a file names the
/// file (or says the files together are too large); anything else is a malformed body.
fn multipart_error(
    e: MultipartError,
    file: Option<&str>,
    allowed: Allowed,
    earlier_files: bool,
) -> AppError {
    if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        let limit = allowed.limit_mb();
        return AppError::PayloadTooLarge(match (file, earlier_files) {
            (Some(name), false) => return too_large(name, limit),
            (_, true) => format!(
                "The files are larger than the {limit} MB limit together: send them one at a time."
            ),
            // Met before a part's header was read (a body that arrived in one piece).
            (None, false) => format!("The upload is larger than the {limit} MB limit."),
        });
    }
    AppError::BadRequest(format!("The upload is not a valid form: {}", e.body_text()))
}
