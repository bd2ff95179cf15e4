//! The condition report calls. Thin: who asks, the input, the service, the answer.
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};

use super::{
    document,
    dto::{
        CompareQuery, Comparison, ConditionPhotoDto, PhotoInput, ReportDto, ReportInput,
        ReportSummary,
    },
    photos, read, write,
};
use crate::{
    auth::CurrentUser,
    error::{AppError, AppResult, Messages},
    features::{documents::serve::FileReader, labels::dto::PdfFile},
    files::upload::{self, Allowed, Upload},
    http::{
        download::{content_disposition, download},
        extract::{ApiJson, ApiPath, ApiQuery},
    },
    openapi::{JsonBodyErrors, PathErrors, SignedInErrors},
    pdf,
    state::AppState,
};

/// The reports of a work that the caller sees, oldest first: kind, day, examiner, overall
/// condition, counts. A customer sees the signed ones and their own company's drafts.
#[utoipa::path(get, path = "/inventory/{id}/condition-reports", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id")),
    responses((status = 200, description = "The work's reports", body = Vec<ReportSummary>),
        (status = 404, description = "No such asset in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn list(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<ReportSummary>>> {
    Ok(Json(read::of_asset(&state.db, &user, id).await?))
}

/// A new draft report on a work, examined by the caller (the admin, or a customer's account with
/// the business role Registrar on their own company's works).
#[utoipa::path(post, path = "/inventory/{id}/condition-reports", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The asset id")),
    request_body = ReportInput,
    responses((status = 201, description = "The draft", body = ReportDto),
        (status = 403, description = "A customer's account without the business role Registrar", body = Messages),
        (status = 404, description = "No such asset in the caller's company", body = Messages),
        SignedInErrors, PathErrors, JsonBodyErrors))]
pub async fn create(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<ReportInput>,
) -> AppResult<(StatusCode, Json<ReportDto>)> {
    let made = write::create(&state.db, &state.files, &user, id, input).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// One report with its observations, photos and marks. A signed report comes with its digest
/// checked now against the record and the photos' bytes (`integrity.matches` false: changed).
#[utoipa::path(get, path = "/condition-reports/{id}", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id")),
    responses((status = 200, description = "The report", body = ReportDto),
        (status = 404, description = "No such report the caller may see", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn get(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<ReportDto>> {
    Ok(Json(read::get(&state.db, &state.files, &user, id).await?))
}

/// Replaces a draft's content (its observations with those sent).
#[utoipa::path(put, path = "/condition-reports/{id}", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id")),
    request_body = ReportInput,
    responses((status = 200, description = "Saved", body = ReportDto),
        (status = 403, description = "The caller may not change this report", body = Messages),
        (status = 404, description = "No such report the caller may see", body = Messages),
        (status = 409, description = "The report is signed: `Condition report 12 of 2026-11-20 was signed …`", body = Messages),
        SignedInErrors, PathErrors, JsonBodyErrors))]
pub async fn update(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<ReportInput>,
) -> AppResult<Json<ReportDto>> {
    Ok(Json(
        write::update(&state.db, &state.files, &user, id, input).await?,
    ))
}

/// Deletes a draft with its photos.
#[utoipa::path(delete, path = "/condition-reports/{id}", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id")),
    responses((status = 204, description = "Deleted"),
        (status = 403, description = "The caller may not change this report", body = Messages),
        (status = 404, description = "No such report the caller may see", body = Messages),
        (status = 409, description = "The report is signed", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn delete(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<StatusCode> {
    write::delete(&state.db, &state.files, &user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Signs a draft: it is locked from now on, and its digest stored.
#[utoipa::path(post, path = "/condition-reports/{id}/sign", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id")),
    responses((status = 200, description = "Signed", body = ReportDto),
        (status = 403, description = "The caller may not change this report", body = Messages),
        (status = 404, description = "No such report the caller may see", body = Messages),
        (status = 409, description = "Already signed", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn sign(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<ReportDto>> {
    Ok(Json(write::sign(&state.db, &state.files, &user, id).await?))
}

/// Two reports of one work side by side (the earlier first) with their observations compared:
/// added, gone, changed or the same.
#[utoipa::path(get, path = "/condition-reports/compare", tag = "condition reports", security(("bearer" = [])),
    params(CompareQuery),
    responses((status = 200, description = "The comparison", body = Comparison),
        (status = 404, description = "A report the caller may not see", body = Messages),
        (status = 422, description = "Reports of two different works", body = Messages),
        SignedInErrors))]
pub async fn compare(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<CompareQuery>,
) -> AppResult<Json<Comparison>> {
    Ok(Json(
        read::compare(&state.db, &state.files, &user, q.a, q.b).await?,
    ))
}

/// Adds a photo to a draft (multipart, one file in the part `photo`; JPEG, PNG and the other photo
/// types; kept at full resolution, location metadata removed).
#[utoipa::path(post, path = "/condition-reports/{id}/photos", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id")),
    request_body(content = PhotoUpload, content_type = "multipart/form-data"),
    responses((status = 201, description = "Added", body = ConditionPhotoDto),
        (status = 400, description = "Not a multipart form", body = Messages),
        (status = 403, description = "The caller may not change this report", body = Messages),
        (status = 404, description = "No such report the caller may see", body = Messages),
        (status = 409, description = "The report is signed", body = Messages),
        (status = 413, description = "The photo is larger than the limit", body = Messages),
        (status = 415, description = "Not a photo", body = Messages),
        (status = 422, description = "No photo, an unreadable one, or too many", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn add_photo(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    body: Upload,
) -> AppResult<(StatusCode, Json<ConditionPhotoDto>)> {
    let mut form = upload::read_form(body, &["photo"], Allowed::Photos).await?;
    form.refuse_unknown(&["photo"])?;
    let part = form.take_files("photo").pop().ok_or_else(|| {
        AppError::Unprocessable("Send the photo as the form part 'photo'.".into())
    })?;
    let name = part.file_name.clone().unwrap_or_default();
    let file = upload::check(Allowed::Photos, &name, part.bytes)?;
    let made = photos::add(&state.db, &state.files, &user, id, file).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// A photo upload: one file in the part `photo`.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct PhotoUpload {
    #[schema(value_type = String, format = Binary)]
    photo: Vec<u8>,
}

/// Sets a draft photo's rotation and marks (all of them: W3C Web Annotations in the photo's
/// upright pixels, each linking one observation of the report).
#[utoipa::path(put, path = "/condition-reports/{id}/photos/{photoId}", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id"), ("photoId" = i32, Path, description = "The photo id")),
    request_body = PhotoInput,
    responses((status = 200, description = "Saved", body = ConditionPhotoDto),
        (status = 403, description = "The caller may not change this report", body = Messages),
        (status = 404, description = "No such report or photo", body = Messages),
        (status = 409, description = "The report is signed", body = Messages),
        SignedInErrors, PathErrors, JsonBodyErrors))]
pub async fn update_photo(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath((id, photo_id)): ApiPath<(i32, i32)>,
    ApiJson(input): ApiJson<PhotoInput>,
) -> AppResult<Json<ConditionPhotoDto>> {
    Ok(Json(
        photos::update(&state.db, &user, id, photo_id, input).await?,
    ))
}

/// Removes a photo of a draft.
#[utoipa::path(delete, path = "/condition-reports/{id}/photos/{photoId}", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id"), ("photoId" = i32, Path, description = "The photo id")),
    responses((status = 204, description = "Removed"),
        (status = 403, description = "The caller may not change this report", body = Messages),
        (status = 404, description = "No such report or photo", body = Messages),
        (status = 409, description = "The report is signed", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn remove_photo(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath((id, photo_id)): ApiPath<(i32, i32)>,
) -> AppResult<StatusCode> {
    photos::remove(&state.db, &state.files, &user, id, photo_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The report as a PDF made from the record: the work and its measurements, overall condition,
/// observations, photos at print resolution with their marks, the digest, examiner and signature
/// time (a draft says DRAFT on every page).
#[utoipa::path(get, path = "/condition-reports/{id}/pdf", tag = "condition reports", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The report id")),
    responses(
        (status = 200, description = "`condition-report-{id}.pdf`", content_type = "application/pdf", body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 404, description = "No such report the caller may see", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn pdf(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Response> {
    let made = document::make(&state.db, &state.files, &user, id).await?;
    let bytes = pdf::render(made).await?;
    Ok(download(&document::file_name(id), "application/pdf", bytes))
}

/// `GET /files/condition-photo/{id}`: a report photo at full resolution, for whoever may see the
/// report (bearer token or session cookie, as the other files).
pub async fn photo_file(
    FileReader(user): FileReader,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Response> {
    let (photo, bytes) = photos::visible(&state.db, &state.files, &user, id).await?;
    Ok((
        [
            (axum::http::header::CONTENT_TYPE, photo.content_type),
            (
                axum::http::header::CONTENT_DISPOSITION,
                content_disposition(&photo.name, true),
            ),
            (
                axum::http::header::X_CONTENT_TYPE_OPTIONS,
                "nosniff".to_owned(),
            ),
            (axum::http::header::CACHE_CONTROL, "private".to_owned()),
        ],
        bytes,
    )
        .into_response())
}
