//! The storage calls (`Plinth_Admin` only: anyone else signed in gets 403). Thin: extract, call the
//! service, answer.
use axum::{extract::State, Json};

use super::{
    dto::{StorageFilters, StorageInvoiceInput, StorageInvoicePreview, StorageRow},
    generate, invoice, list,
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    features::invoices::{dto::GeneratedInvoiceDto, generate::Context},
    http::extract::{ApiJson, ApiQuery},
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors},
    state::AppState,
};

/// One page of the assets in storage now (an open storage entry), every company's: owner,
/// division, location, in since, days outstanding (not yet invoiced), gross volume.
#[utoipa::path(get, path = "/admin/storage/", tag = "storage", security(("bearer" = [])),
    params(ListParams, StorageFilters),
    responses((status = 200, description = "One page; sort: since (default, the longest in storage \
first), title, ref, company, division, location", body = Page<StorageRow>),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_storage(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<StorageFilters>,
) -> AppResult<Json<Page<StorageRow>>> {
    let request = params.strict(&list::SPEC)?;
    Ok(Json(
        list::page(&state.db, admin.scope(), &filters, &request).await?,
    ))
}

const INVOICE_REFUSALS: &str = "A term was refused, or the bag cannot be billed: an empty bag, \
more than 1,000 assets, assets of more than one division ('Can only add assets of the same \
Division'), a currency that is not one of the company's, a rate basis other than item or volume, a \
rate of 0 or a malformed amount, an asset with no outstanding days (nothing to bill), an asset \
without a gross volume under the volume basis. Nothing is written.";

/// The storage invoice the bag and terms would make now: its lines ("{ref or title}: storage for N
/// outstanding days", the period each asset would be billed for) and total. Writes nothing.
#[utoipa::path(post, path = "/admin/storage/invoice/preview", tag = "storage", security(("bearer" = [])),
    request_body = StorageInvoiceInput,
    responses((status = 200, description = "The preview", body = StorageInvoicePreview),
        (status = 404, description = "An asset that does not exist", body = Messages),
        (status = 422, description = INVOICE_REFUSALS, body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn preview_storage_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<StorageInvoiceInput>,
) -> AppResult<Json<StorageInvoicePreview>> {
    let draft = invoice::draft(&state.db, admin.scope(), &input).await?;
    Ok(Json(draft.preview()))
}

/// Generates the storage invoice the preview showed: the next number of the company's group brand
/// (the same gapless F/E sequence as sales invoices), the record (kind `storage`), each asset's
/// billed period (its outstanding days start again from its end), the PDF rendered once and stored,
/// in one transaction. It is then in the invoices lists and served as `{prefix}{number}.pdf`.
#[utoipa::path(post, path = "/admin/storage/invoice", tag = "storage", security(("bearer" = [])),
    request_body = StorageInvoiceInput,
    responses((status = 200, description = "The generated invoice", body = GeneratedInvoiceDto),
        (status = 404, description = "An asset that does not exist", body = Messages),
        (status = 409, description = "`total` was sent and differs from the lines now (the days \
moved on, or another invoice billed them): nothing is written", body = Messages),
        (status = 422, description = INVOICE_REFUSALS, body = Messages),
        JsonBodyErrors, AdminErrors))]
pub async fn generate_storage_invoice(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<StorageInvoiceInput>,
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
