//! The credit note calls: admin only (403 for anyone else signed in).
use axum::{extract::State, Json};

use super::{
    dto::{CreditNoteInput, InvoiceLinesDto},
    issue,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    features::invoices::{dto::GeneratedInvoiceDto, generate::Context},
    http::extract::{ApiJson, ApiPath},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// An issued invoice's lines as issued (amount, VAT category and rate), each with the credit note
/// that credited it, and its credit notes.
#[utoipa::path(get, path = "/admin/invoice/{id}/lines", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The invoice record's id")),
    responses((status = 200, description = "Its lines", body = InvoiceLinesDto),
        (status = 404, description = "No such invoice", body = Messages),
        AdminErrors, PathErrors))]
pub async fn invoice_lines(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<InvoiceLinesDto>> {
    Ok(Json(issue::lines(&state.db, admin.scope(), id).await?))
}

/// Issues a credit note for the chosen lines of an invoice (or every line not credited yet): the
/// brand's next credit note number (`FC1`, `EC1`…, gapless), a Factur-X PDF and a UBL credit
/// note, downloadable as `FC1.pdf` and `FC1.xml` from the invoices' download call. The invoice as
/// it now stands (credit notes, balance).
#[utoipa::path(post, path = "/admin/invoice/{id}/credit-note", tag = "invoices", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The invoice record's id")),
    request_body = CreditNoteInput,
    responses((status = 200, description = "The invoice with its credit notes", body = GeneratedInvoiceDto),
        (status = 404, description = "No such invoice", body = Messages),
        (status = 409, description = "A line was credited by another credit note at the same time", body = Messages),
        (status = 422, description = "A line not of this invoice or already credited, every line \
already credited, an invoice issued before lines were kept, or its brand's seller settings \
incomplete (the message names what is missing)", body = Messages),
        JsonBodyErrors, AdminErrors, PathErrors))]
pub async fn issue_credit_note(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiJson(input): ApiJson<CreditNoteInput>,
) -> AppResult<Json<GeneratedInvoiceDto>> {
    let context = Context {
        files: &state.files,
        issuer: &state.settings.brand,
    };
    Ok(Json(
        issue::issue(&state.db, &context, &admin, id, &input).await?,
    ))
}
