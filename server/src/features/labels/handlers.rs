//! The label and condition report calls. Thin: extract, check the ids in the caller's scope, build
//! the document, render it off the async threads (`pdf::render`), answer it as a download.
use axum::{extract::State, http::HeaderMap, response::Response};
use chrono::Utc;

use super::{
    assets::{read, requested_ids},
    condition,
    dto::{ConditionReportsRequest, LabelsRequest, PdfFile},
    label_document,
    scan::origin,
};
use crate::{
    auth::CurrentUser,
    error::{AppResult, Messages},
    http::{download::download, extract::ApiJson},
    openapi::{JsonBodyErrors, SignedInErrors},
    pdf::{self, photos::asset_thumbnails},
    state::AppState,
};

const PDF: &str = "application/pdf";

/// Labels for the picking list: one per asset and one per piece beyond the first ("1 of 3"), with
/// the provider's ref in large type, the owner's ref, title, artist, owner and division, size in
/// cm and inches, pieces, and a QR code of `{origin}/app/asset/{id}` (which sends staff to the
/// admin's asset page and the owner to theirs). `layout` `a4` (sheets of 8, Avery L7165) or
/// `thermal` (4 × 6 inch). A customer may name their own company's assets only: any other id is a
/// 404 for the whole request.
#[utoipa::path(post, path = "/inventory/generate/labels", tag = "inventory", security(("bearer" = [])),
    request_body = LabelsRequest,
    responses(
        (status = 200, description = "The labels, `labels-YYYY-MM-DD.pdf`", content_type = "application/pdf",
            body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 400, description = "`ids` is empty", body = Messages),
        (status = 404, description = "Some ids are not assets of the caller's company: \
`No assets with the ids 7, 9.` (another company's and a missing one alike); nothing is made", body = Messages),
        (status = 422, description = "More than 1,000 assets, or more than 5,000 labels", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        JsonBodyErrors, SignedInErrors))]
pub async fn generate_labels(
    user: CurrentUser,
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(input): ApiJson<LabelsRequest>,
) -> AppResult<Response> {
    let ids = requested_ids(&input.ids, "picking list")?;
    let (assets, names) = read(&state.db, user.scope(), &ids).await?;
    let origin = origin(&state.settings, &headers);
    let document = label_document::document(&assets, &names, &origin, input.layout)?;
    let bytes = pdf::render(document).await?;
    Ok(download(
        &label_document::file_name(Utc::now().date_naive()),
        PDF,
        bytes,
    ))
}

/// Condition reports for the condition list: one report per asset (a page, more when it has many
/// measurements) to print and fill in by hand: photo, refs, title, artist, owner, pieces, storage
/// location, every measurement in cm and inches, kg and lb, m³ and ft³, a damage grid with the
/// work's outline, condition notes lines, date, examiner and signature boxes. A photo that cannot
/// be read leaves a placeholder. The same scope rule as the labels.
#[utoipa::path(post, path = "/inventory/generate/conditionReports", tag = "inventory", security(("bearer" = [])),
    request_body = ConditionReportsRequest,
    responses(
        (status = 200, description = "The reports, `condition-reports-YYYY-MM-DD.pdf`", content_type = "application/pdf",
            body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 400, description = "`ids` is empty", body = Messages),
        (status = 404, description = "Some ids are not assets of the caller's company; nothing is made", body = Messages),
        (status = 422, description = "More than 1,000 assets", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        JsonBodyErrors, SignedInErrors))]
pub async fn generate_condition_reports(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<ConditionReportsRequest>,
) -> AppResult<Response> {
    let ids = requested_ids(&input.ids, "condition list")?;
    let (assets, names) = read(&state.db, user.scope(), &ids).await?;
    let thumbs = asset_thumbnails(&state.db, &state.files, &ids).await?;
    let document = condition::document(&assets, &names, thumbs)?;
    let bytes = pdf::render(document).await?;
    Ok(download(
        &condition::file_name(Utc::now().date_naive()),
        PDF,
        bytes,
    ))
}
