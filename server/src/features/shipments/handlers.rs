//! `/api/admin/shipment...`: the provider administrator's shipment calls. Thin: extract (the
//! `Admin` guard: anyone else signed in gets 403), call the service, answer.
use axum::{extract::State, http::StatusCode, response::Response, Json};

use super::{
    documents::{self, FILE_PART},
    dto::{ShipmentDto, ShipmentFilters, ShipmentInput, ShipmentRow},
    list, packing, read,
    rules::SANTA,
    save::{self, Save, COMPLETE_QUESTION},
};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    features::documents::dto::DocumentDto,
    files::upload::{read_form, Allowed, Upload},
    http::{
        download::download,
        extract::{ApiJson, ApiPath, ApiQuery},
    },
    list::{ListParams, Page},
    openapi::{AdminErrors, JsonBodyErrors, PathErrors},
    state::AppState,
};

/// One page of the shipments: the open ones, or all with `incCompleted=true`.
#[utoipa::path(get, path = "/admin/shipment/", tag = "admin", security(("bearer" = [])),
    params(ListParams, ShipmentFilters),
    responses((status = 200, description = "One page; sort: ref (default, the newest first), mode, \
departure, arrival, assignments, completed", body = Page<ShipmentRow>),
        (status = 400, description = "A list parameter or filter is not valid (the message names the allowed values)", body = Messages),
        AdminErrors))]
pub async fn list_shipments(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ListParams>,
    ApiQuery(filters): ApiQuery<ShipmentFilters>,
) -> AppResult<Json<Page<ShipmentRow>>> {
    let request = params.strict(&list::SPEC)?;
    Ok(Json(list::page(&state.db, &filters, &request).await?))
}

/// One shipment with its legs, addresses, assignments, their assets and its documents.
#[utoipa::path(get, path = "/admin/shipment/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The shipment id")),
    responses(
        (status = 200, description = "The shipment", body = ShipmentDto),
        (status = 404, description = "No such shipment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn get_shipment(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<ShipmentDto>> {
    Ok(Json(read::get(&state.db, id).await?))
}

/// Adds a shipment: one transaction, one audit entry, and each assignment's "joined shipment".
#[utoipa::path(post, path = "/admin/shipment", tag = "admin", security(("bearer" = [])),
    request_body = ShipmentInput,
    responses(
        (status = 201, description = "Added", body = ShipmentDto),
        (status = 404, description = "An assignment or address id names nothing", body = Messages),
        (status = 422, description = "A rule refused a value: the mode (Santa's is a joke: \
choose another), dates (YYYY-MM-DD) and times (hh:mm), the conclusion before the commencement, a \
leg's ETA before its ETD or legs out of order of departure, no assignment or one twice \
(`Assignment already in list`), an address that is not a forwarder's, a completed assignment \
without `confirmCompletedAssignments`, or completing without `confirmComplete`. Nothing is written.",
            body = Messages, example = json!({"messages": [SANTA]})),
        JsonBodyErrors, AdminErrors))]
pub async fn create_shipment(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<ShipmentInput>,
) -> AppResult<(StatusCode, Json<ShipmentDto>)> {
    let id = save::save(&state.db, &admin, input, Save::Create).await?;
    Ok((StatusCode::CREATED, Json(read::get(&state.db, id).await?)))
}

/// Saves the whole shipment as the form holds it (legs and assignments replaced by those sent).
#[utoipa::path(put, path = "/admin/shipment", tag = "admin", security(("bearer" = [])),
    request_body = ShipmentInput,
    responses(
        (status = 200, description = "Saved", body = ShipmentDto),
        (status = 404, description = "No such shipment, or an assignment or address id names nothing",
            body = Messages),
        (status = 409, description = "The shipment changed since `version` (someone else saved it): \
nothing is written", body = Messages),
        (status = 422, description = "As `POST`; and completing it needs `confirmComplete`",
            body = Messages, example = json!({"messages": [COMPLETE_QUESTION]})),
        JsonBodyErrors, AdminErrors))]
pub async fn update_shipment(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<ShipmentInput>,
) -> AppResult<Json<ShipmentDto>> {
    let id = save::save(&state.db, &admin, input, Save::Update).await?;
    Ok(Json(read::get(&state.db, id).await?))
}

/// The packing list of the shipment, for the crew: every asset on board with its thumbnail,
/// references, pieces, dimensions (cm and in), weight (kg and lb), volume and owner, after the
/// journey and its legs. Rendered by typst off the async threads.
#[utoipa::path(get, path = "/admin/shipment/{id}/packing-list.pdf", tag = "admin",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The shipment id")),
    responses(
        (status = 200, description = "The PDF, `packing-list-S-{id}.pdf`", content_type = "application/pdf",
            body = PdfFile,
            headers(("x-filename" = String, description = "The file name"),
                ("content-disposition" = String, description = "attachment, with the file name"))),
        (status = 404, description = "No such shipment", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        AdminErrors, PathErrors))]
pub async fn packing_list(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Response> {
    let (name, bytes) = packing::packing_list(&state, id).await?;
    Ok(download(&name, packing::CONTENT_TYPE, bytes))
}

/// A PDF file (`application/pdf`).
#[derive(utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct PdfFile(Vec<u8>);

/// The shipment's documents.
#[utoipa::path(get, path = "/admin/shipment/{id}/list/", tag = "admin", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The shipment id")),
    responses(
        (status = 200, description = "Oldest first", body = Vec<DocumentDto>),
        (status = 404, description = "No such shipment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn list_shipment_documents(
    Admin(_): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<DocumentDto>>> {
    Ok(Json(documents::list(&state.db, id).await?))
}

/// The multipart form of a shipment upload (documentation only: the handler reads the parts itself).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct ShipmentUploadForm {
    /// One or more files, each in a part named `file`: jpg, jpeg, png, bmp, gif, tiff, pdf, doc,
    /// docx, xls, xlsx, txt, checked by content as well as by name; at most 20 MB each.
    #[schema(value_type = Vec<String>, format = Binary)]
    file: Vec<Vec<u8>>,
}

/// Uploads documents to the shipment (multipart: parts `file`).
#[utoipa::path(post, path = "/admin/shipment/{shipmentId}/upload/", tag = "admin",
    security(("bearer" = [])),
    params(("shipmentId" = i32, Path, description = "The shipment id")),
    request_body(content = ShipmentUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored, in the order sent", body = Vec<DocumentDto>),
        (status = 400, description = "Not a multipart form, or the id is not a number", body = Messages),
        (status = 404, description = "No such shipment", body = Messages),
        (status = 409, description = "`The file {name} is already among this shipment's documents.` \
(same name and size), or the file is in the upload twice: nothing is stored", body = Messages),
        (status = 413, description = "`The file {name} is larger than the 20 MB limit.`", body = Messages),
        (status = 415, description = "`Oops! file type not allowed ({ext})`", body = Messages),
        (status = 422, description = "No file, an unknown part, or a file without a name", body = Messages),
        AdminErrors))]
pub async fn upload_shipment_documents(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    body: Upload,
) -> AppResult<(StatusCode, Json<Vec<DocumentDto>>)> {
    // Looked up before the body is read: an unknown shipment is a 404 at once.
    read::find(&state.db, id).await?;
    let form = read_form(body, &[FILE_PART], Allowed::Documents).await?;
    let made = documents::upload(&state.db, &state.files, &admin, id, form).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Deletes one of a shipment's documents.
#[utoipa::path(delete, path = "/admin/shipment/document/{id}", tag = "admin",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The document id")),
    responses(
        (status = 200, description = "Deleted", body = Messages,
            example = json!({"messages": ["Document deleted."]})),
        (status = 404, description = "No such document of a shipment", body = Messages),
        AdminErrors, PathErrors))]
pub async fn delete_shipment_document(
    Admin(admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Messages>> {
    documents::delete(&state.db, &state.files, &admin, id).await?;
    Ok(Json(Messages::one("Document deleted.")))
}
