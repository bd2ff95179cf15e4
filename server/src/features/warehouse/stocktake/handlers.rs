//! The stocktake calls. Thin: extract, call the service.
use axum::{extract::State, http::HeaderMap, http::StatusCode, response::Response, Json};

use super::{
    dto::{
        AppliedDto, StocktakeDetail, StocktakeDto, StocktakeInput, StocktakeScanDto,
        StocktakeScanInput,
    },
    export, service,
};
use crate::{
    auth::Admin,
    error::{AppError, AppResult, Messages},
    features::{
        labels::dto::PdfFile,
        reports::{words::Words, xlsx::CONTENT_TYPE as XLSX},
    },
    http::{
        download::download,
        extract::{ApiJson, ApiPath},
    },
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    pdf,
    state::AppState,
};

/// Every count, newest first.
#[utoipa::path(get, path = "/admin/warehouse/stocktakes", tag = "warehouse", security(("bearer" = [])),
    responses((status = 200, description = "Newest first", body = Vec<StocktakeDto>), AdminErrors))]
pub async fn list_stocktakes(
    Admin(_): Admin,
    State(state): State<AppState>,
) -> AppResult<Json<Vec<StocktakeDto>>> {
    Ok(Json(service::list(&state.db).await?))
}

/// Starts a count of a location and everything under it, or of the whole warehouse.
#[utoipa::path(post, path = "/admin/warehouse/stocktakes", tag = "warehouse", security(("bearer" = [])),
    request_body = StocktakeInput,
    responses(
        (status = 201, description = "Started", body = StocktakeDto),
        (status = 404, description = "No such location", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn start_stocktake(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<StocktakeInput>,
) -> AppResult<(StatusCode, Json<StocktakeDto>)> {
    let made = service::start(&state.db, &actor, input.location_id).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// A count, the works scanned in it (by every phone) and, once finished, its result.
#[utoipa::path(get, path = "/admin/warehouse/stocktakes/{id}", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The count's id")),
    responses(
        (status = 200, description = "The count", body = StocktakeDetail),
        (status = 404, description = "No such count", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_stocktake(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<StocktakeDetail>> {
    Ok(Json(service::detail(&state.db, id).await?))
}

/// One work seen in the count (a second scan of it, from any phone, changes nothing).
#[utoipa::path(post, path = "/admin/warehouse/stocktakes/{id}/scans", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The count's id")),
    request_body = StocktakeScanInput,
    responses(
        (status = 200, description = "Taken (or a duplicate)", body = StocktakeScanDto),
        (status = 404, description = "No such count or work", body = Messages),
        (status = 409, description = "The count is finished", body = Messages),
        (status = 422, description = "The location is not part of the count", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn scan_stocktake(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<StocktakeScanInput>,
) -> AppResult<Json<StocktakeScanDto>> {
    Ok(Json(service::scan(&state.db, &actor, id, &input).await?))
}

/// Finishes the count: its result (found, missing, misplaced, unexpected) is worked out and kept.
#[utoipa::path(post, path = "/admin/warehouse/stocktakes/{id}/finish", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The count's id")),
    responses(
        (status = 200, description = "The count with its result", body = StocktakeDetail),
        (status = 404, description = "No such count", body = Messages),
        (status = 409, description = "Already finished", body = Messages),
        AdminErrors, PathErrors))]
pub async fn finish_stocktake(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<StocktakeDetail>> {
    Ok(Json(service::finish(&state.db, id).await?))
}

/// Applies the corrections as moves: every misplaced or unexpected work seen at a location is
/// moved (or checked in) there. Once.
#[utoipa::path(post, path = "/admin/warehouse/stocktakes/{id}/apply", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The count's id")),
    responses(
        (status = 200, description = "The moves made", body = AppliedDto),
        (status = 404, description = "No such count", body = Messages),
        (status = 409, description = "Not finished, or already applied", body = Messages),
        AdminErrors, PathErrors))]
pub async fn apply_stocktake(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<AppliedDto>> {
    Ok(Json(service::apply(&state.db, &actor, id).await?))
}

async fn finished(state: &AppState, id: i32) -> AppResult<StocktakeDetail> {
    let detail = service::detail(&state.db, id).await?;
    if detail.result.is_none() {
        return Err(AppError::Conflict(
            "Finish the count to see its result.".into(),
        ));
    }
    Ok(detail)
}

/// A finished count's result as a spreadsheet, in the reader's language.
#[utoipa::path(get, path = "/admin/warehouse/stocktakes/{id}/result.xlsx", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The count's id")),
    responses(
        (status = 200, description = "`stocktake-{id}.xlsx`", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 404, description = "No such count", body = Messages),
        (status = 409, description = "Not finished", body = Messages),
        AdminErrors, PathErrors))]
pub async fn stocktake_xlsx(
    Admin(_): Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Response> {
    let detail = finished(&state, id).await?;
    let lines = detail.result.unwrap_or_default();
    let bytes = export::xlsx(&lines, Words::of_request(&headers)).await?;
    Ok(download(&export::file_name(id, "xlsx"), XLSX, bytes))
}

/// A finished count's result as a PDF, in the reader's language.
#[utoipa::path(get, path = "/admin/warehouse/stocktakes/{id}/result.pdf", tag = "warehouse", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The count's id")),
    responses(
        (status = 200, description = "`stocktake-{id}.pdf`", content_type = "application/pdf",
            body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 404, description = "No such count", body = Messages),
        (status = 409, description = "Not finished", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        AdminErrors, PathErrors))]
pub async fn stocktake_pdf(
    Admin(_): Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Response> {
    let detail = finished(&state, id).await?;
    let lines = detail.result.unwrap_or_default();
    let doc = export::pdf(&detail.stocktake, &lines, Words::of_request(&headers))?;
    let bytes = pdf::render(doc).await?;
    Ok(download(
        &export::file_name(id, "pdf"),
        "application/pdf",
        bytes,
    ))
}
