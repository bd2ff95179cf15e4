//! `/api/inventory...`. Thin: extract, read the form, call the service, answer.
use axum::{extract::State, http::StatusCode, Json};

use super::{
    delete, documents_of_asset,
    dto::{
        AssetDto, AssetForm, AssetInput, AssetMatches, AssetRow, CompanyQuery, DocumentsForm,
        ListQuery, MatchQuery,
    },
    list, read, write,
};
use crate::{
    auth::CurrentUser,
    error::{AppError, AppResult, Messages},
    features::documents::dto::DocumentDto,
    files::upload::{self, Allowed, CheckedFile, Upload},
    http::extract::{ApiPath, ApiQuery},
    list::{ListParams, Page},
    openapi::{PathErrors, SignedInErrors},
    state::AppState,
};

/// One page of the assets of the caller's company (every company's for the provider).
#[utoipa::path(get, path = "/inventory", tag = "inventory", security(("bearer" = [])),
    params(ListParams, ListQuery),
    responses((status = 200, description = "One page; sort: title (default), artist, theirRef, division, created", body = Page<AssetRow>),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        SignedInErrors))]
pub async fn list_assets(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<ListQuery>,
) -> AppResult<Json<Page<AssetRow>>> {
    let request = params.strict(&list::SPEC)?;
    Ok(Json(
        list::page(&state.db, user.scope(), &filters, &request).await?,
    ))
}

/// Possible duplicates of a new asset: the same theirRef (which stops it) or the same title.
#[utoipa::path(get, path = "/inventory/match", tag = "inventory", security(("bearer" = [])),
    params(MatchQuery),
    responses((status = 200, description = "Matches in the caller's scope", body = AssetMatches),
        SignedInErrors))]
pub async fn match_assets(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<MatchQuery>,
) -> AppResult<Json<AssetMatches>> {
    let found = read::matches(
        &state.db,
        user.scope(),
        q.title.as_deref(),
        q.reference.as_deref(),
    )
    .await?;
    Ok(Json(found))
}

/// One asset.
#[utoipa::path(get, path = "/inventory/{id}", tag = "inventory", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id")),
    responses((status = 200, description = "The asset", body = AssetDto),
        (status = 404, description = "No such asset in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn get_asset(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<AssetDto>> {
    Ok(Json(read::get(&state.db, user.scope(), id).await?))
}

/// The `asset` JSON part and the checked photo of an add or change form.
async fn asset_form(body: Upload) -> AppResult<(AssetInput, Option<CheckedFile>)> {
    let mut form = upload::read_form(body, &["photo.content"], Allowed::Photos).await?;
    form.refuse_unknown(&["asset", "photo.content", "photo.name", "photo.documentType"])?;
    let json = form.text("asset").ok_or_else(|| {
        AppError::Unprocessable("Send the asset as the form part 'asset' (JSON text).".into())
    })?;
    let input: AssetInput = serde_json::from_str(json).map_err(|e| {
        AppError::Unprocessable(format!("The asset part is not a valid asset: {e}"))
    })?;
    if form
        .text("photo.documentType")
        .is_some_and(|t| t != "asset")
    {
        return Err(AppError::Unprocessable(
            "photo.documentType must be 'asset'.".into(),
        ));
    }
    let name = form.text("photo.name").map(str::to_owned);
    // The form reader already refused a second photo (Allowed::files_per_request).
    let photo = match form.take_files("photo.content").pop() {
        Some(part) => {
            let shown = name.or(part.file_name).unwrap_or_default();
            Some(upload::check(Allowed::Photos, &shown, part.bytes)?)
        }
        None => None,
    };
    Ok((input, photo))
}

/// Adds an asset (multipart: `asset` JSON, optional `photo.content`, `photo.name`, `photo.documentType`).
#[utoipa::path(post, path = "/inventory", tag = "inventory", security(("bearer" = [])),
    request_body(content = AssetForm, content_type = "multipart/form-data"),
    responses((status = 201, description = "Added", body = AssetDto),
        (status = 400, description = "Not a multipart form", body = Messages),
        (status = 404, description = "No such division in the caller's company", body = Messages),
        (status = 403, description = "A customer sent `storage` (the provider's to keep)", body = Messages),
        (status = 409, description = "Oops! Asset reference {ref} alrady in use", body = Messages),
        (status = 413, description = "The photo is larger than the limit", body = Messages),
        (status = 415, description = "Oops! file type not allowed ({ext})", body = Messages),
        (status = 422, description = "A field is missing or refused by a rule (`storage` on an add: add the asset first)", body = Messages),
        SignedInErrors))]
pub async fn create_asset(
    user: CurrentUser,
    State(state): State<AppState>,
    body: Upload,
) -> AppResult<(StatusCode, Json<AssetDto>)> {
    let (input, photo) = asset_form(body).await?;
    let made = write::create(&state.db, &state.files, &user, input, photo).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Changes an asset (`id` in the `asset` part); a photo replaces the old one, `deletePhoto` removes it.
/// The administrator (any company's asset) may also set the provider's `ref` and send `storage`,
/// the asset's whole list of storage entries (left out: kept), written in the same transaction and
/// audit entry as the rest of the save.
#[utoipa::path(put, path = "/inventory", tag = "inventory", security(("bearer" = [])),
    request_body(content = AssetForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "Changed", body = AssetDto),
        (status = 400, description = "Not a multipart form", body = Messages),
        (status = 403, description = "Storage entries are the provider's to keep: send the asset without them. (a customer sent `storage`)", body = Messages),
        (status = 404, description = "No such asset or division in the caller's company", body = Messages),
        (status = 409, description = "The reference is taken, or the asset is on an open assignment and cannot change division", body = Messages),
        (status = 413, description = "The photo is larger than the limit", body = Messages),
        (status = 415, description = "Oops! file type not allowed ({ext})", body = Messages),
        (status = 422, description = "A field is missing or refused by a rule, e.g. A new storage entry can be added only when every other entry has an out date.", body = Messages),
        SignedInErrors))]
pub async fn update_asset(
    user: CurrentUser,
    State(state): State<AppState>,
    body: Upload,
) -> AppResult<Json<AssetDto>> {
    let (input, photo) = asset_form(body).await?;
    Ok(Json(
        write::update(&state.db, &state.files, &user, input, photo).await?,
    ))
}

/// Deletes an asset with its measurements and documents.
#[utoipa::path(delete, path = "/inventory/{id}", tag = "inventory", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id")),
    responses((status = 200, description = "Deleted", body = Messages),
        (status = 404, description = "No such asset in the caller's company", body = Messages),
        (status = 409, description = "It is on an assignment or has storage records", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn delete_asset(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Messages>> {
    delete::delete(&state.db, &state.files, &user, id).await?;
    Ok(Json(Messages::one("Asset deleted.")))
}

/// The asset's documents, the item photo included (protected ones only for the provider).
#[utoipa::path(get, path = "/inventory/{id}/list", tag = "inventory", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id")),
    responses((status = 200, description = "Oldest first", body = Vec<DocumentDto>),
        (status = 404, description = "No such asset in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn asset_documents(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<DocumentDto>>> {
    Ok(Json(
        documents_of_asset::documents(&state.db, &user, id, None).await?,
    ))
}

/// The same list, for an asset of the named company (another company: 404).
#[utoipa::path(get, path = "/inventory/{id}/list/{companyId}", tag = "inventory", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id"), ("companyId" = i32, Path, description = "The asset's company")),
    responses((status = 200, description = "Oldest first", body = Vec<DocumentDto>),
        (status = 404, description = "No such asset of that company in the caller's scope", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn company_asset_documents(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath((id, company_id)): ApiPath<(i32, i32)>,
) -> AppResult<Json<Vec<DocumentDto>>> {
    Ok(Json(
        documents_of_asset::documents(&state.db, &user, id, Some(company_id)).await?,
    ))
}

/// Uploads documents to an asset of the named company (form parts named `file`).
#[utoipa::path(post, path = "/inventory/{assetId}/upload/{companyId}", tag = "inventory", security(("bearer" = [])),
    params(("assetId" = i32, Path, description = "The asset id"), ("companyId" = i32, Path, description = "The asset's company")),
    request_body(content = DocumentsForm, content_type = "multipart/form-data"),
    responses((status = 201, description = "Stored, in the order sent", body = Vec<DocumentDto>),
        (status = 404, description = "No such asset of that company in the caller's scope", body = Messages),
        (status = 409, description = "The file {name} is already among this asset's documents (same name and size), or in the upload twice: nothing is stored", body = Messages),
        (status = 413, description = "The file {name} is larger than the 20 MB limit.", body = Messages),
        (status = 415, description = "Oops! file type not allowed ({ext})", body = Messages),
        (status = 422, description = "No file, or a bad file name", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn upload_documents(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath((id, company_id)): ApiPath<(i32, i32)>,
    body: Upload,
) -> AppResult<(StatusCode, Json<Vec<DocumentDto>>)> {
    let files = documents_form(body).await?;
    let made =
        documents_of_asset::upload(&state.db, &state.files, &user, id, Some(company_id), files)
            .await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// The checked files of a document upload form.
async fn documents_form(body: Upload) -> AppResult<Vec<CheckedFile>> {
    let mut form = upload::read_form(body, &["file"], Allowed::Documents).await?;
    form.refuse_unknown(&["file"])?;
    form.take_checked_files("file", Allowed::Documents)
}

/// Deletes one of an asset's documents; the item photo is deleted from the asset instead (409).
#[utoipa::path(delete, path = "/inventory/document/{id}", tag = "inventory", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The document id"), CompanyQuery),
    responses((status = 200, description = "Deleted", body = Messages),
        (status = 404, description = "No such document of that company in the caller's scope", body = Messages),
        (status = 409, description = "Delete the item photo at the top of the page", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn delete_document(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiQuery(q): ApiQuery<CompanyQuery>,
) -> AppResult<Json<Messages>> {
    documents_of_asset::delete_document(&state.db, &state.files, &user, id, q.company_id).await?;
    Ok(Json(Messages::one("Document deleted.")))
}
