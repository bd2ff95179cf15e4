//! `/api/assignment/{id}/list`, `/upload/` and `/document/{id}`: an assignment's documents. Thin:
//! extract, call the service, answer.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use utoipa::IntoParams;

use super::documents::{self, FILE_PART};
use crate::{
    auth::{CurrentUser, Scope},
    error::{AppResult, Messages},
    features::documents::dto::DocumentDto,
    files::upload::{read_form, Allowed, Upload},
    http::extract::{ApiPath, ApiQuery},
    openapi::{PathErrors, SignedInErrors},
    state::AppState,
};

/// `?companyId=`: the company the document belongs to, as the UI knows it.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyQuery {
    /// When given, it must be the document's company (404 otherwise).
    pub company_id: Option<i32>,
}

/// The multipart form of an upload (documentation only: the handler reads the parts itself).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct AssignmentUploadForm {
    /// One or more files, each in a part named `file`: jpg, jpeg, png, bmp, gif, tiff, pdf, doc,
    /// docx, xls, xlsx, txt, checked by content as well as by name; at most 20 MB each.
    #[schema(value_type = Vec<String>, format = Binary)]
    file: Vec<Vec<u8>>,
    /// `true` marks the documents protected: seen by the provider's staff only. A customer who
    /// sends `true` gets a 422 and nothing is stored.
    protected: Option<bool>,
}

/// The assignment's documents the caller may see (protected ones only for the admin).
#[utoipa::path(get, path = "/assignment/{id}/list", tag = "assignment", security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    responses(
        (status = 200, description = "Oldest first", body = Vec<DocumentDto>),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn list_assignment_documents(
    scope: Scope,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
) -> AppResult<Json<Vec<DocumentDto>>> {
    Ok(Json(documents::list(&state.db, scope, id, None).await?))
}

/// As `/assignment/{id}/list`, naming the assignment's company too.
#[utoipa::path(get, path = "/assignment/{id}/list/{companyId}", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id"),
        ("companyId" = i32, Path, description = "The assignment's company (404 otherwise)")),
    responses(
        (status = 200, description = "Oldest first", body = Vec<DocumentDto>),
        (status = 404, description = "No such assignment of that company in the caller's scope",
            body = Messages),
        SignedInErrors, PathErrors))]
pub async fn list_company_assignment_documents(
    scope: Scope,
    State(state): State<AppState>,
    ApiPath((id, company_id)): ApiPath<(i32, i32)>,
) -> AppResult<Json<Vec<DocumentDto>>> {
    Ok(Json(
        documents::list(&state.db, scope, id, Some(company_id)).await?,
    ))
}

/// Uploads documents to the assignment (multipart: parts `file`, optional `protected`).
#[utoipa::path(post, path = "/assignment/{id}/upload/", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    request_body(content = AssignmentUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored, in the order sent", body = Vec<DocumentDto>),
        (status = 400, description = "Not a multipart form, or a path parameter is not a number",
            body = Messages),
        (status = 404, description = "No such assignment in the caller's company", body = Messages),
        (status = 409, description = "`The file {name} is already among this assignment's \
documents.` (same name and size), or the file is in the upload twice: nothing is stored",
            body = Messages),
        (status = 413, description = "`The file {name} is larger than the 20 MB limit.`",
            body = Messages),
        (status = 415, description = "`Oops! file type not allowed ({ext})`", body = Messages),
        (status = 422, description = "No file, an unknown part, a file without a name, or \
`protected` sent by a customer", body = Messages),
        SignedInErrors))]
pub async fn upload_assignment_documents(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    body: Upload,
) -> AppResult<(StatusCode, Json<Vec<DocumentDto>>)> {
    receive(&state, &user, id, None, body).await
}

/// As `/assignment/{id}/upload/`, naming the assignment's company too (the admin's edit screen).
#[utoipa::path(post, path = "/assignment/{id}/upload/{companyId}", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id"),
        ("companyId" = i32, Path, description = "The assignment's company (404 otherwise)")),
    request_body(content = AssignmentUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored, in the order sent", body = Vec<DocumentDto>),
        (status = 400, description = "Not a multipart form, or a path parameter is not a number",
            body = Messages),
        (status = 404, description = "No such assignment of that company in the caller's scope",
            body = Messages),
        (status = 409, description = "`The file {name} is already among this assignment's \
documents.` (same name and size), or the file is in the upload twice: nothing is stored",
            body = Messages),
        (status = 413, description = "`The file {name} is larger than the 20 MB limit.`",
            body = Messages),
        (status = 415, description = "`Oops! file type not allowed ({ext})`", body = Messages),
        (status = 422, description = "No file, an unknown part, a file without a name, or \
`protected` sent by a customer", body = Messages),
        SignedInErrors))]
pub async fn upload_company_assignment_documents(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath((id, company_id)): ApiPath<(i32, i32)>,
    body: Upload,
) -> AppResult<(StatusCode, Json<Vec<DocumentDto>>)> {
    receive(&state, &user, id, Some(company_id), body).await
}

/// The assignment is looked up before the body is read: another company's is a 404 at once.
async fn receive(
    state: &AppState,
    user: &CurrentUser,
    id: i32,
    company_id: Option<i32>,
    body: Upload,
) -> AppResult<(StatusCode, Json<Vec<DocumentDto>>)> {
    documents::find(&state.db, user.scope(), id, company_id).await?;
    let form = read_form(body, &[FILE_PART], Allowed::Documents).await?;
    let made = documents::upload(&state.db, &state.files, user, id, company_id, form).await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Deletes one of an assignment's documents.
#[utoipa::path(delete, path = "/assignment/document/{id}", tag = "assignment",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The document id"), CompanyQuery),
    responses(
        (status = 200, description = "Deleted", body = Messages,
            example = json!({"messages": ["Document deleted."]})),
        (status = 404, description = "No such document of an assignment in the caller's \
company (or of that company), or a protected one for a customer", body = Messages),
        SignedInErrors, PathErrors))]
pub async fn delete_assignment_document(
    user: CurrentUser,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    ApiQuery(q): ApiQuery<CompanyQuery>,
) -> AppResult<Json<Messages>> {
    documents::delete(&state.db, &state.files, &user, id, q.company_id).await?;
    Ok(Json(Messages::one("Document deleted.")))
}
