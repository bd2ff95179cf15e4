//! The warehouse floor's calls for locations, scans and moves. Thin: extract, call the service.
use axum::{
    extract::{Path, State},
    http::{header, HeaderMap, HeaderValue, StatusCode, Uri},
    response::{IntoResponse, Redirect, Response},
    Json,
};
use chrono::Utc;

use super::{
    dto::{
        CheckInRequest, CheckOutRequest, LocationDto, LocationInput, LocationLabelsRequest,
        MatchedDto, MoveDto, ScanRequest, ScanResult,
    },
    location_labels, locations, moves, scan,
};
use crate::{
    auth::{Admin, CurrentUser, PageUser},
    error::{AppResult, Messages},
    features::labels::{dto::PdfFile, scan::origin},
    http::{
        download::download,
        extract::{ApiJson, ApiPath},
        return_to::signin_redirect,
    },
    openapi::{AdminErrors, JsonBodyErrors, PathErrors, SignedInErrors},
    pdf,
    state::AppState,
};

/// Every storage location, by path, with how many works are stored at each.
#[utoipa::path(get, path = "/admin/warehouse/locations", tag = "warehouse", security(("bearer" = [])),
    responses((status = 200, description = "By path", body = Vec<LocationDto>), AdminErrors))]
pub async fn list_locations(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<LocationDto>>> {
    Ok(Json(locations::all(&state.db).await?))
}

/// Adds a storage location.
#[utoipa::path(post, path = "/admin/warehouse/locations", tag = "warehouse", security(("bearer" = [])),
    request_body = LocationInput,
    responses(
        (status = 201, description = "Added", body = LocationDto),
        (status = 409, description = "That path is taken (in any case)", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn create_location(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<LocationInput>,
) -> AppResult<(StatusCode, Json<LocationDto>)> {
    let made = locations::create(&state.db, &actor, &input.path).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Renames a storage location; the storage entries at it show the new path.
#[utoipa::path(put, path = "/admin/warehouse/locations/{id}", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The location id")),
    request_body = LocationInput,
    responses(
        (status = 200, description = "Renamed", body = LocationDto),
        (status = 404, description = "No such location", body = Messages),
        (status = 409, description = "That path is taken", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn rename_location(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<LocationInput>,
) -> AppResult<Json<LocationDto>> {
    Ok(Json(
        locations::rename(&state.db, &actor, id, &input.path).await?,
    ))
}

/// Points the storage entries whose free-text location names a record (case and spacing aside)
/// at that record.
#[utoipa::path(post, path = "/admin/warehouse/locations/match", tag = "warehouse", security(("bearer" = [])),
    responses((status = 200, description = "How many entries were matched", body = MatchedDto), AdminErrors))]
pub async fn match_locations(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<MatchedDto>> {
    Ok(Json(MatchedDto {
        matched: locations::match_free_text(&state.db).await?,
    }))
}

/// Location labels: A4 sheets of 8 (the works' label stock), each with the path in large type
/// and a QR code of `{origin}/app/location/{id}`.
#[utoipa::path(post, path = "/admin/warehouse/locations/labels", tag = "warehouse", security(("bearer" = [])),
    request_body = LocationLabelsRequest,
    responses(
        (status = 200, description = "The labels, `location-labels-YYYY-MM-DD.pdf`", content_type = "application/pdf",
            body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 400, description = "`ids` is empty", body = Messages),
        (status = 404, description = "Some ids are not locations", body = Messages),
        (status = 422, description = "More than 1,000 locations", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn location_labels(
    Admin(_): Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(input): ApiJson<LocationLabelsRequest>,
) -> AppResult<Response> {
    let places = location_labels::read(&state.db, &input.ids).await?;
    let origin = origin(&state.settings, &headers);
    let document = location_labels::document(&places, &origin)?;
    let bytes = pdf::render(document).await?;
    Ok(download(
        &location_labels::file_name(Utc::now().date_naive()),
        "application/pdf",
        bytes,
    ))
}

/// What a scanned label or a typed ref names: a work the caller may see (with where it is
/// stored), or, for the provider's staff, a storage location (a label or a typed path).
#[utoipa::path(post, path = "/scan", tag = "warehouse", security(("bearer" = [])),
    request_body = ScanRequest,
    responses(
        (status = 200, description = "A work or a location", body = ScanResult),
        (status = 400, description = "The code is empty", body = Messages),
        (status = 404, description = "Nothing the caller may see: a missing work and another \
company's answer alike", body = Messages),
        JsonBodyErrors, SignedInErrors))]
pub async fn resolve_scan(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<ScanRequest>,
) -> AppResult<Json<ScanResult>> {
    Ok(Json(scan::resolve(&state.db, &user, &input.code).await?))
}

/// Check in: each work gets an open storage entry at the location (one open entry per work: an
/// open one elsewhere is closed today and a new one opened here, a move). One history line a
/// work that moved.
#[utoipa::path(post, path = "/admin/warehouse/check-in", tag = "warehouse", security(("bearer" = [])),
    request_body = CheckInRequest,
    responses(
        (status = 200, description = "What happened to each work, in the order sent", body = Vec<MoveDto>),
        (status = 400, description = "`assetIds` is empty", body = Messages),
        (status = 404, description = "No such location, or some ids are not works", body = Messages),
        (status = 422, description = "More than 500 works", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn check_in(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<CheckInRequest>,
) -> AppResult<Json<Vec<MoveDto>>> {
    Ok(Json(
        moves::move_works(&state.db, &actor, &input.asset_ids, Some(input.location_id)).await?,
    ))
}

/// Check out: each work's open storage entry is closed today.
#[utoipa::path(post, path = "/admin/warehouse/check-out", tag = "warehouse", security(("bearer" = [])),
    request_body = CheckOutRequest,
    responses(
        (status = 200, description = "What happened to each work, in the order sent", body = Vec<MoveDto>),
        (status = 400, description = "`assetIds` is empty", body = Messages),
        (status = 404, description = "Some ids are not works", body = Messages),
        (status = 422, description = "More than 500 works", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn check_out(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<CheckOutRequest>,
) -> AppResult<Json<Vec<MoveDto>>> {
    Ok(Json(
        moves::move_works(&state.db, &actor, &input.asset_ids, None).await?,
    ))
}

/// `GET /app/location/{id}`: what a location label's QR code opens in a phone's own camera app: the
/// scan screen, checking in at that location (the screen itself refuses what the reader may not
/// do); the sign-in first for someone not signed in.
pub async fn location_label(
    Path(raw): Path<String>,
    uri: Uri,
    PageUser(user): PageUser,
) -> Response {
    let Ok(id) = raw.parse::<i32>() else {
        return Redirect::to("/404").into_response();
    };
    let mut response = match user {
        Some(_) => Redirect::to(&format!("/app/warehouse/scan?location={id}")).into_response(),
        None => signin_redirect(&uri),
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
