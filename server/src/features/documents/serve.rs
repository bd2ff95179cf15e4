//! The files themselves, outside `/api` so that `<img src>` and plain links work: the item photo,
//! its thumbnail, and any document. GET only; the reader is the bearer token's or, without one,
//! the session cookie's (as pages use); signed out is 401. Anything the reader may not see (another
//! company's, a missing one, a protected one for a customer) is 404, the same as missing.
use axum::{
    body::Body,
    extract::{FromRequestParts, State},
    http::{header, request::Parts, HeaderMap, HeaderValue},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use entity::{asset, document, types::DocumentType};

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::attached;
use crate::{
    auth::{
        extract::{bearer_token, PageUser},
        scope::find_in_scope,
        CurrentUser, Scope,
    },
    error::{AppError, AppResult},
    files::{thumb, upload::FileKind},
    http::download::content_disposition,
    http::extract::ApiPath,
    state::AppState,
};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/files/asset/{asset_id}/photo", get(photo))
        .route("/files/asset/{asset_id}/thumb", get(photo_thumb))
        .route("/files/document/{id}", get(document_file))
}

/// Who reads a file: the bearer token's user or, without a token, the session cookie's.
pub struct FileReader(pub CurrentUser);

impl FromRequestParts<AppState> for FileReader {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        if bearer_token(&parts.headers).is_some() {
            return Ok(FileReader(
                CurrentUser::from_request_parts(parts, state).await?,
            ));
        }
        match PageUser::from_request_parts(parts, state).await? {
            PageUser(Some(user)) => Ok(FileReader(user)),
            PageUser(None) => Err(AppError::Unauthorized),
        }
    }
}

/// The photo document of an asset within the scope; 404 when either is missing or out of scope.
async fn photo_of(state: &AppState, scope: Scope, asset_id: i32) -> AppResult<document::Model> {
    let asset = find_in_scope::<asset::Entity>(&state.db, scope, asset_id).await?;
    let photo_id = asset.photo_document_id.ok_or(AppError::NotFound)?;
    document::Entity::find_by_id(photo_id)
        .filter(document::Column::AssetId.eq(asset.id))
        .filter(document::Column::DocumentType.eq(DocumentType::Asset.as_str()))
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound)
}

/// `GET /files/asset/{assetId}/photo`: the item photo, inline.
pub async fn photo(
    FileReader(user): FileReader,
    State(state): State<AppState>,
    ApiPath(asset_id): ApiPath<i32>,
) -> AppResult<Response> {
    let doc = photo_of(&state, user.scope(), asset_id).await?;
    serve_stored(&state, &doc).await
}

/// `GET /files/asset/{assetId}/thumb`: the photo's JPEG thumbnail, made on first request. A stored
/// photo that cannot be decoded has no thumbnail (404, logged).
pub async fn photo_thumb(
    FileReader(user): FileReader,
    State(state): State<AppState>,
    ApiPath(asset_id): ApiPath<i32>,
) -> AppResult<Response> {
    let doc = photo_of(&state, user.scope(), asset_id).await?;
    match thumb::thumbnail(&state.files, &doc.file_name).await {
        Ok(Some(bytes)) => Ok(file_response(
            bytes,
            "image/jpeg",
            &content_disposition(&thumb_display_name(&doc.name), true),
        )),
        Ok(None) => {
            tracing::warn!(document = doc.id, file = %doc.file_name, "photo file is missing");
            Err(AppError::NotFound)
        }
        Err(thumb::ThumbError::Undecodable(e)) => {
            tracing::warn!(document = doc.id, error = %e, "photo cannot be decoded: no thumbnail");
            Err(AppError::NotFound)
        }
        Err(e) => Err(AppError::internal(e)),
    }
}

/// `GET /files/document/{id}`: any document the reader may see.
pub async fn document_file(
    FileReader(user): FileReader,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Response> {
    let doc = attached::find_visible(&state.db, user.scope(), id, None).await?;
    serve_stored(&state, &doc).await
}

/// Streams a stored file back as it is read from the store (a large document is never held
/// whole), with its length, type and disposition.
async fn serve_stored(state: &AppState, doc: &document::Model) -> AppResult<Response> {
    let Some(file) = state
        .files
        .get(&doc.file_name)
        .await
        .map_err(AppError::internal)?
    else {
        tracing::warn!(document = doc.id, file = %doc.file_name, "document file is missing");
        return Err(AppError::NotFound);
    };
    let inline =
        FileKind::from_content_type(&doc.content_type).is_some_and(FileKind::is_inline_image);
    let mut headers = file_headers(&doc.content_type, &content_disposition(&doc.name, inline));
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(file.size));
    Ok((headers, Body::from_stream(file.stream)).into_response())
}

fn file_response(bytes: Vec<u8>, content_type: &str, disposition: &str) -> Response {
    (file_headers(content_type, disposition), bytes).into_response()
}

fn file_headers(content_type: &str, disposition: &str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let value = |v: &str| {
        HeaderValue::from_str(v)
            .unwrap_or_else(|_| HeaderValue::from_static("application/octet-stream"))
    };
    headers.insert(header::CONTENT_TYPE, value(content_type));
    if let Ok(d) = HeaderValue::from_str(disposition) {
        headers.insert(header::CONTENT_DISPOSITION, d);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // The reader's own view: a shared cache must not keep one company's file for another.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private"));
    headers
}

fn thumb_display_name(photo_name: &str) -> String {
    let stem = photo_name.rsplit_once('.').map_or(photo_name, |(s, _)| s);
    format!("{stem}-thumb.jpg")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thumb_is_named_after_its_photo() {
        assert_eq!(thumb_display_name("hg-0001.png"), "hg-0001-thumb.jpg");
        assert_eq!(thumb_display_name("photo"), "photo-thumb.jpg");
    }
}
