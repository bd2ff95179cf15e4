//! The proof of delivery call. Thin: read the form, call the service.
use axum::{extract::State, http::StatusCode, Json};

use super::delivery::{self, Handover, Remark, PHOTO, SIGNATURE};
use crate::{
    auth::Admin,
    error::{AppResult, Messages},
    features::documents::dto::DocumentDto,
    files::upload::{read_form, Allowed, Upload},
    http::extract::ApiPath,
    openapi::{AdminErrors, PathErrors},
    state::AppState,
};

/// The multipart form of a proof of delivery (documentation only: the handler reads the parts).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct DeliveryProofForm {
    /// Who received the works, at most 200 characters.
    receiver: String,
    /// RFC 3339; absent: now.
    #[schema(rename = "receivedAt")]
    received_at: Option<String>,
    kind: Option<Handover>,
    notes: Option<String>,
    /// JSON: a list of `{assetId, remark}`, each a work on the assignment.
    #[schema(value_type = Option<String>)]
    remarks: Option<Vec<Remark>>,
    /// The receiver's signature as drawn: a PNG (or JPEG).
    #[schema(value_type = String, format = Binary)]
    signature: Vec<u8>,
    /// Photos taken at the handover, at most 12, JPEG, PNG or GIF.
    #[schema(value_type = Vec<String>, format = Binary)]
    photo: Vec<Vec<u8>>,
}

/// Records a proof of delivery (or of collection): its PDF, with the signature and photos, is
/// stored as a document of the assignment, which the customer sees.
#[utoipa::path(post, path = "/admin/warehouse/assignment/{id}/delivery-proof", tag = "warehouse",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The assignment id")),
    request_body(content = DeliveryProofForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "The PDF, stored as the assignment's document", body = DocumentDto),
        (status = 400, description = "Not a multipart form", body = Messages),
        (status = 404, description = "No such assignment", body = Messages),
        (status = 413, description = "A file or the body is too large", body = Messages),
        (status = 415, description = "A signature or photo that is not a JPEG, PNG or GIF", body = Messages),
        (status = 422, description = "No receiver or signature, a bad time or kind, too many \
photos, a remark for a work not on the assignment, an unknown part", body = Messages),
        (status = 503, description = "The PDF took too long to make", body = Messages),
        AdminErrors, PathErrors))]
pub async fn record_delivery_proof(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i32>,
    body: Upload,
) -> AppResult<(StatusCode, Json<DocumentDto>)> {
    let form = read_form(body, &[SIGNATURE, PHOTO], Allowed::Documents).await?;
    let made = delivery::record(&state.db, &state.files, &actor, id, form).await?;
    Ok((StatusCode::CREATED, Json(made)))
}
