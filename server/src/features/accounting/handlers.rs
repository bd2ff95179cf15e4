//! The accounting export calls: the provider's only.
use axum::{extract::State, http::HeaderMap, response::Response};

use super::journal::{self, Period};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    features::reports::{dto::XlsxFile, handlers::download, words::Words},
    http::extract::ApiQuery,
    openapi::AdminErrors,
    state::AppState,
};

/// A CSV of the journal (`text/csv`).
#[derive(utoipa::ToSchema)]
#[schema(value_type = String)]
#[allow(dead_code)]
pub struct CsvFile(String);

/// The period's sales and storage invoices, credit notes (negative) and purchase invoices as a
/// CSV journal: one row per document and VAT rate (date, type, number, counterparty, currency,
/// VAT rate, net, VAT, gross, due, paid), `journal-FROM-TO.csv`.
#[utoipa::path(get, path = "/admin/accounting/journal.csv", tag = "invoices", security(("bearer" = [])),
    params(Period),
    responses(
        (status = 200, description = "The journal", content_type = "text/csv", body = CsvFile,
            headers(("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 400, description = "A date is not a date, or the period is backwards or longer than a year", body = Messages),
        AdminErrors))]
pub async fn journal_csv(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(period): ApiQuery<Period>,
) -> AppResult<Response> {
    let (from, to) = period.check()?;
    let rows = journal::rows(&state.db, from, to).await?;
    Ok(crate::http::download::download(
        &format!("journal-{from}-{to}.csv"),
        "text/csv; charset=utf-8",
        journal::csv(&rows).into_bytes(),
    ))
}

/// The same journal as a spreadsheet, `journal-FROM-TO.xlsx` (headers and types in the reader's
/// language, amounts as numbers).
#[utoipa::path(get, path = "/admin/accounting/journal.xlsx", tag = "invoices", security(("bearer" = [])),
    params(Period),
    responses(
        (status = 200, description = "The journal as a sheet",
            content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body = XlsxFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 400, description = "A date is not a date, or the period is backwards or longer than a year", body = Messages),
        AdminErrors))]
pub async fn journal_xlsx(
    Admin(_): Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiQuery(period): ApiQuery<Period>,
) -> AppResult<Response> {
    let (from, to) = period.check()?;
    let rows = journal::rows(&state.db, from, to).await?;
    let bytes = journal::xlsx(rows, Words::of_request(&headers)).await?;
    Ok(download(&format!("journal-{from}-{to}.xlsx"), bytes))
}
