//! The invoice calls. Thin: extract (the `Admin` guard on `/api/admin/*`: anyone else signed in gets
//! 403), call the service, answer.
use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderName, HeaderValue},
    response::{IntoResponse, Response},
    Json,
};

use super::{
    dto::{
        GenerateInput, GeneratedInvoiceDto, InvoiceInput, InvoicePage, PaidInput, PdfFile, PdfName,
        PdfRequest, WorkingInvoiceDto,
    },
    generate::{self, Context},
    issued,
    list::{self, InvoiceFilters},
    numbering,
    view::Reader,
    working,
};
use crate::{
    auth::{Admin, CurrentUser},
    error::{AppResult, Messages},
    http::download::content_disposition,
    http::extract::{ApiJson, ApiPath, ApiQuery},
    list::ListParams,
    openapi::{AdminErrors, JsonBodyErrors, PathErrors, SignedInErrors},
    state::AppState,
};

/// The assignment's working invoice: its lines in order, rates, figures and the invoices generated
/// from it. Before the first save, the defaults (see the schema).
#[utoipa::path(get, path = "/admin/assignment/{id}/invoice", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses((status = 200, description = "The working invoice", body = WorkingInvoiceDto),
        (status = 404, description = "No such assignment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_assignment_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<WorkingInvoiceDto>> {
    Ok(Json(working::get(&state.db, admin.scope(), id).await?))
}

/// Saves the assignment's whole working invoice (lines in order, renumbered from 0; `deletedLineItems`
/// deleted), in one transaction with one audit entry; the invoice as saved.
#[utoipa::path(put, path = "/admin/assignment/{id}/invoice", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    request_body = InvoiceInput,
    responses((status = 200, description = "Saved (a save that changes nothing writes nothing)", body = WorkingInvoiceDto),
        (status = 404, description = "No such assignment", body = Messages),
        (status = 409, description = "A stored line is neither sent nor deleted: someone else changed \
the invoice since it was loaded. Nothing is written.", body = Messages),
        (status = 422, description = "A value was refused, naming the line: a currency not offered (the \
invoice's must be one of the company's), a negative, malformed or absurd amount (more than 100 billion, \
more decimals than the currency has), a tax rate outside 0-100 %, an exchange rate not above 0 or for \
the invoice's own currency, a missing description, more than 200 lines, or a line id (sent or \
deleted) that is not this invoice's. Nothing is written.", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn put_assignment_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<InvoiceInput>,
) -> AppResult<Json<WorkingInvoiceDto>> {
    working::save(&state.db, &admin, id, input).await?;
    Ok(Json(working::get(&state.db, admin.scope(), id).await?))
}

/// Generates the next sales invoice of the assignment's group brand (`fd`: F1, F2…; `eagle`: E1,
/// E2…, gapless) from the working invoice's lines that are not ignored, which the preview showed:
/// the record, its PDF (rendered once and stored), and the lines marked ignored, in one transaction.
#[utoipa::path(put, path = "/admin/invoice/", tag = "invoices", security(("bearer" = [])),
    request_body = GenerateInput,
    responses((status = 200, description = "The generated invoice", body = GeneratedInvoiceDto),
        (status = 404, description = "No such assignment", body = Messages),
        (status = 409, description = "The lines or total differ from the preview's: nothing is written", body = Messages,
            example = json!({"messages": [generate::PREVIEW_CHANGED]})),
        (status = 422, description = "Nothing to invoice (no line that is not ignored), or a line's \
currency has no exchange rate (`Enter an exchange rate for EUR on the invoice first.`)", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn generate_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<GenerateInput>,
) -> AppResult<Json<GeneratedInvoiceDto>> {
    let files = &state.files;
    let context = Context {
        files,
        issuer: &state.settings.brand,
    };
    Ok(Json(
        generate::generate(&state.db, &context, &admin, &input).await?,
    ))
}

/// The file name under which an invoice's PDF is downloaded (`F12.pdf`): the PDF itself was made
/// once, when the invoice was generated.
#[utoipa::path(put, path = "/admin/invoice/pdf/", tag = "invoices", security(("bearer" = [])),
    request_body = PdfRequest,
    responses((status = 200, description = "The file name", body = PdfName),
        (status = 404, description = "No such invoice", body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn invoice_pdf_name(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<PdfRequest>,
) -> AppResult<Json<PdfName>> {
    let record = issued::find(&state.db, admin.scope(), input.id).await?;
    Ok(Json(PdfName {
        file_name: numbering::file_name(&record.group_brand, record.number),
    }))
}

/// The stored file, byte for byte as generated, as `application/pdf` or `application/xml`
/// (inline, named in `Content-Disposition` and `x-filename`).
fn file_response(name: &str, (bytes, content_type): (Vec<u8>, &'static str)) -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    if let Ok(v) = HeaderValue::from_str(&content_disposition(name, true)) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    if let Ok(v) = HeaderValue::from_str(name) {
        headers.insert(HeaderName::from_static("x-filename"), v);
    }
    (headers, bytes).into_response()
}

/// An invoice's or credit note's file by its download name: the prefix (the group brand's first
/// letter in upper case, then `C` for a credit note) and the number, `.pdf` for the Factur-X PDF
/// or `.xml` for the UBL (Peppol BIS Billing 3.0): `F12.pdf`, `F12.xml`, `FC1.pdf`. Purchase
/// invoices have no prefix (not served here).
#[utoipa::path(get, path = "/admin/invoice/view/invoices/{file}", tag = "invoices", security(("bearer" = [])),
    params(("file" = String, Path, description = "`{prefix}{number}.pdf` or `.xml`, e.g. `F12.pdf`, `FC1.xml`")),
    responses((status = 200, description = "The PDF or the UBL", content((PdfFile = "application/pdf"), (PdfFile = "application/xml"))),
        (status = 404, description = "No invoice of that name", body = Messages),
        AdminErrors))]
pub async fn admin_invoice_file(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(file): ApiPath<String>,
) -> AppResult<Response> {
    let found = issued::file(&state.db, &state.files, admin.scope(), &file).await?;
    Ok(file_response(&file, found))
}

/// One generated invoice.
#[utoipa::path(get, path = "/admin/invoice/{id}", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The invoice record's id")),
    responses((status = 200, description = "The invoice", body = GeneratedInvoiceDto),
        (status = 404, description = "No such invoice", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<GeneratedInvoiceDto>> {
    Ok(Json(
        issued::get(&state.db, admin.scope(), id, Reader::Provider).await?,
    ))
}

/// An issued invoice is never edited in place: its number, amounts, lines and PDF stay as generated.
/// This sets or clears its paid date, the one thing that may change (audited).
#[utoipa::path(put, path = "/admin/invoice/{id}", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The invoice record's id")),
    request_body = PaidInput,
    responses((status = 200, description = "The invoice", body = GeneratedInvoiceDto),
        (status = 404, description = "No such invoice", body = Messages),
        (status = 422, description = "Not a date, or before the invoice was issued", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn update_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<PaidInput>,
) -> AppResult<Json<GeneratedInvoiceDto>> {
    Ok(Json(issued::set_paid(&state.db, &admin, id, &input).await?))
}

/// Deletes an invoice: only the latest number of its brand (its number is taken again next, so the
/// numbering stays gapless) and only while unpaid. Its lines return to the working invoice (no
/// longer ignored) and its PDF is removed; audited.
#[utoipa::path(delete, path = "/admin/invoice/{id}", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The invoice record's id")),
    responses((status = 204, description = "Deleted"),
        (status = 404, description = "No such invoice", body = Messages),
        (status = 409, description = "Not the latest of its brand, or paid: the message says which", body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<axum::http::StatusCode> {
    issued::delete(&state.db, &state.files, &admin, id).await?;
    Ok(axum::http::StatusCode::NO_CONTENT)
}

/// One page of every company's sales invoices, with the totals per currency of all that match.
#[utoipa::path(get, path = "/admin/invoice/", tag = "invoices", security(("bearer" = [])),
    params(ListParams, InvoiceFilters),
    responses((status = 200, description = "One page; sort: issued (default, the newest first), number, company, ref, currency, total, paid",
        body = InvoicePage),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_invoices(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<InvoiceFilters>,
) -> AppResult<Json<InvoicePage>> {
    let request = params.strict(&list::SPEC)?;
    let filters = filters.check()?;
    Ok(Json(
        list::page(
            &state.db,
            admin.scope(),
            &filters,
            &request,
            Reader::Provider,
        )
        .await?,
    ))
}

/// One page of the caller's company's sales invoices (without their cost), with the totals per currency.
#[utoipa::path(get, path = "/invoice", tag = "invoices", security(("bearer" = [])),
    params(ListParams, InvoiceFilters),
    responses((status = 200, description = "One page (`cost` left out); the same sorts and filters as the admin's list, `companyId` aside",
        body = InvoicePage),
        (status = 400, description = "A list parameter or filter is not valid", body = Messages),
        SignedInErrors))]
pub async fn list_my_invoices(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<InvoiceFilters>,
) -> AppResult<Json<InvoicePage>> {
    let request = params.strict(&list::SPEC)?;
    let filters = filters.check()?;
    let reader = if user.is_admin() {
        Reader::Provider
    } else {
        Reader::Customer
    };
    Ok(Json(
        list::page(&state.db, user.scope(), &filters, &request, reader).await?,
    ))
}

/// The PDF or UBL of one of the caller's company's invoices or credit notes; another company's is
/// a 404.
#[utoipa::path(get, path = "/invoice/view/invoices/{file}", tag = "invoices", security(("bearer" = [])),
    params(("file" = String, Path, description = "`{prefix}{number}.pdf` or `.xml`, e.g. `F12.pdf`, `FC1.xml`")),
    responses((status = 200, description = "The PDF or the UBL", content((PdfFile = "application/pdf"), (PdfFile = "application/xml"))),
        (status = 404, description = "No invoice of that name for the caller's company", body = Messages),
        SignedInErrors))]
pub async fn my_invoice_file(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(file): ApiPath<String>,
) -> AppResult<Response> {
    let found = issued::file(&state.db, &state.files, user.scope(), &file).await?;
    Ok(file_response(&file, found))
}
