//! The invoices summary calls: thin, the provider's only.
use axum::{extract::State, http::HeaderMap, response::Response, Json};
use chrono::Utc;

use super::{dto::InvoiceSummary, list::InvoiceFilters, summary};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    features::reports::{dto::XlsxFile, handlers::download, named::file_name, words::Words},
    http::extract::ApiQuery,
    openapi::AdminErrors,
    state::AppState,
};

/// The sales invoices summed by month, brand and currency, for the invoices list's filters.
#[utoipa::path(get, path = "/admin/invoice/summary", tag = "admin", security(("bearer" = [])),
    params(InvoiceFilters),
    responses(
        (status = 200, description = "The newest month first", body = InvoiceSummary),
        (status = 400, description = "A filter is not valid (the message says what is allowed)", body = Messages),
        AdminErrors))]
pub async fn invoice_summary(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(filters): ApiQuery<InvoiceFilters>,
) -> AppResult<Json<InvoiceSummary>> {
    Ok(Json(summary::summary(&state.db, &filters.check()?).await?))
}

/// The same summary as a spreadsheet, `invoice-summary-YYYY-MM-DD.xlsx`.
#[utoipa::path(get, path = "/admin/invoice/summary.xlsx", tag = "admin", security(("bearer" = [])),
    params(InvoiceFilters),
    responses(
        (status = 200, description = "The summary as a sheet",
            content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body = XlsxFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 400, description = "A filter is not valid", body = Messages),
        AdminErrors))]
pub async fn invoice_summary_xlsx(
    Admin(_): Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiQuery(filters): ApiQuery<InvoiceFilters>,
) -> AppResult<Response> {
    let words = Words::of_request(&headers);
    let bytes = summary::summary_xlsx(&state.db, &filters.check()?, words).await?;
    Ok(download(
        &file_name("invoice-summary", Utc::now().date_naive()),
        bytes,
    ))
}
