//! The report calls. Thin: extract, check, build the file, answer it as a download.
use axum::{extract::State, http::HeaderMap, response::Response};
use chrono::Utc;

use super::{
    assignments,
    dto::{ReportRequest, XlsxFile},
    named::{file_name, Named},
    words::Words,
    xlsx,
};
use crate::{
    auth::{Admin, CurrentUser},
    error::{AppResult, Messages},
    http::extract::{ApiJson, ApiPath},
    openapi::{AdminErrors, JsonBodyErrors, SignedInErrors},
    state::AppState,
};

/// The spreadsheet as a download, named in `Content-Disposition` and `x-filename`.
pub fn download(name: &str, bytes: Vec<u8>) -> Response {
    crate::http::download::download(name, xlsx::CONTENT_TYPE, bytes)
}

/// The assignment report of the report list: each assignment (reference, company, division,
/// status, progress, PO number, pickup, delivery and creation dates, origin, destination) with a
/// row per asset (title, artist, refs, pieces, net measurements in cm and inches, kg and lb, gross
/// weight and volume in m³ and ft³). Dates are date cells and figures are numbers. A customer may
/// name their own company's assignments only; the provider's administrator any. An empty `ids`
/// is a 400. Headers and statuses are in the reader's language (see `words`).
#[utoipa::path(post, path = "/assignment/generate/report", tag = "reports", security(("bearer" = [])),
    request_body = ReportRequest,
    responses(
        (status = 200, description = "The report, `assignment-report-YYYY-MM-DD.xlsx`",
            content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            body = XlsxFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 404, description = "Some ids are not assignments of the caller's company: \
`No assignments with the ids 7, 9.` (another company's and a missing one alike)", body = Messages),
        JsonBodyErrors, SignedInErrors))]
pub async fn assignment_report(
    user: CurrentUser,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(input): ApiJson<ReportRequest>,
) -> AppResult<Response> {
    let ids = assignments::requested_ids(&input.ids)?;
    let scope = user.scope();
    assignments::check_ids(&state.db, scope, &ids).await?;
    let bytes =
        assignments::assignment_report(&state.db, scope, &ids, Words::of_request(&headers)).await?;
    let name = file_name("assignment-report", Utc::now().date_naive());
    Ok(download(&name, bytes))
}

/// A named report for the provider: `inventory` (every asset of every company), `in-storage`
/// (every asset in storage now, with its days outstanding) or `open-assignments` (every open
/// assignment with its totals). The file is `{name}-YYYY-MM-DD.xlsx`, named in `x-filename`.
#[utoipa::path(get, path = "/admin/report/{name}", tag = "reports", security(("bearer" = [])),
    params(("name" = String, Path, description = "inventory, in-storage or open-assignments")),
    responses(
        (status = 200, description = "The report, `{name}-YYYY-MM-DD.xlsx`",
            content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            body = XlsxFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 404, description = "No such report; the message lists the known ones", body = Messages),
        AdminErrors))]
pub async fn named_report(
    _admin: Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiPath(name): ApiPath<String>,
) -> AppResult<Response> {
    let report = Named::parse(&name)?;
    let bytes = report.build(&state.db, Words::of_request(&headers)).await?;
    let name = file_name(report.name(), Utc::now().date_naive());
    Ok(download(&name, bytes))
}
