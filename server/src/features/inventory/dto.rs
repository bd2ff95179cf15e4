//! Assets as the calls carry them (camelCase; docs/inventory.md), with their
//! OpenAPI schemas. The same `MeasurementDto` is read and written.
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::features::storage_entries::entries::StorageEntryInput;

/// A weight: `unit` is `Kg` or `lb`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WeightDto {
    pub value: Option<f64>,
    #[schema(example = "Kg")]
    pub unit: String,
}

/// Three sides, each with its unit, `cm` or `inch`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DimensionDto {
    pub x: Option<f64>,
    pub y: Option<f64>,
    pub z: Option<f64>,
    #[schema(example = "cm")]
    pub x_unit: String,
    #[schema(example = "cm")]
    pub y_unit: String,
    #[schema(example = "cm")]
    pub z_unit: String,
}

/// One measurement entry: a weight and three sides.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasurementDto {
    pub weight: WeightDto,
    pub dimension: DimensionDto,
}

/// A period in storage; `outOn` null while the asset is still in.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageDto {
    /// The entry's id (an edit sends it back to change or keep the entry).
    pub id: i32,
    #[schema(value_type = String, format = Date)]
    pub in_on: NaiveDate,
    #[schema(value_type = Option<String>, format = Date)]
    pub out_on: Option<NaiveDate>,
    pub location: Option<String>,
}

/// The item photo: its document and where to fetch it (outside `/api`: `<img src>` works with the
/// session cookie).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoDto {
    /// The photo's document id.
    pub id: i32,
    pub name: String,
    #[schema(example = "/files/asset/7/photo")]
    pub url: String,
    #[schema(example = "/files/asset/7/thumb")]
    pub thumb_url: String,
}

impl PhotoDto {
    /// The item photo `document` of asset `asset_id`, with the addresses it is served at.
    pub fn of_asset(asset_id: i32, document: &entity::document::Model) -> PhotoDto {
        PhotoDto {
            id: document.id,
            name: document.name.clone(),
            url: format!("/files/asset/{asset_id}/photo"),
            thumb_url: format!("/files/asset/{asset_id}/thumb"),
        }
    }
}

/// The owning company, nested as the UI has always read it (`owner.companyId`).
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerDto {
    pub company_id: i32,
}

/// An asset alone: its list row and everything else about it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssetDto {
    /// What the list shows of it (the same fields, at the top level).
    #[serde(flatten)]
    pub row: AssetRow,
    pub owner: OwnerDto,
    pub pieces: i32,
    /// Decimal text in major units (`"12500.00"`); money is never a float.
    #[schema(example = "12500.00")]
    pub value: Option<String>,
    #[schema(example = "USD")]
    pub value_currency: String,
    pub net_measurements: Vec<MeasurementDto>,
    pub gross_measurements: Vec<MeasurementDto>,
    /// Oldest first.
    pub storage: Vec<StorageDto>,
    /// Days in storage not yet invoiced: from the later of each entry's in date and the end of the
    /// last storage invoice period that billed the asset, to its out date or today (a day is a night
    /// in store: in today, 0; see `features/storage/outstanding.rs`). 0 when never stored.
    pub days_in_storage_outstanding: i64,
    /// Cubic metres of the first gross measurement (else the first net one).
    pub gross_volume: Option<f64>,
    /// The weight of that same measurement, as entered.
    pub gross_weight: Option<WeightDto>,
    /// The photo's display name.
    pub image_name: Option<String>,
    /// UTC, RFC 3339 to the second.
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

/// What `POST` and `PUT /api/inventory` take, as the JSON text of the form part `asset`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AssetInput {
    /// PUT only.
    pub id: Option<i32>,
    pub company_division_id: i32,
    pub title: String,
    pub artist: Option<String>,
    /// The provider's reference: the administrator's to set.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    pub their_ref: Option<String>,
    /// At least 1; default 1.
    pub pieces: Option<i32>,
    /// Plain decimal text in major units, at most two decimals, a point and no group separators
    /// (`"12500.50"`): a comma is refused (422), never guessed at.
    pub value: Option<String>,
    /// A currency code; default USD (a `$` sent is read as USD; docs/inventory.md).
    pub value_currency: Option<String>,
    pub hidden: Option<bool>,
    /// Whole degrees, -359 to 359.
    pub photo_rotation: Option<i32>,
    /// PUT: remove the item photo.
    pub delete_photo: Option<bool>,
    /// Left out on PUT: kept as they are.
    pub net_measurements: Option<Vec<MeasurementDto>>,
    pub gross_measurements: Option<Vec<MeasurementDto>>,
    /// PUT, the administrator only (a customer sending it: 403): the whole list of the asset's
    /// storage entries, stored ones with their `id`, new ones without, stored ones left out removed;
    /// a new entry only when every other has an out date (422). Left out: kept as they are.
    pub storage: Option<Vec<StorageEntryInput>>,
}

/// The multipart form of `POST` and `PUT /api/inventory` (described for OpenAPI only).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct AssetForm {
    /// The JSON text of an `AssetInput`.
    pub asset: String,
    /// The item photo: jpg, jpeg, png, bmp or gif, checked by content; at most 10 MB.
    #[schema(rename = "photo.content", value_type = String, format = Binary)]
    pub photo_content: Option<Vec<u8>>,
    /// The photo's display name (else the file part's own name).
    #[schema(rename = "photo.name")]
    pub photo_name: Option<String>,
    /// `asset` when sent.
    #[schema(rename = "photo.documentType")]
    pub photo_document_type: Option<String>,
}

/// The multipart form of a document upload (described for OpenAPI only).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct DocumentsForm {
    /// One or more files: jpg, png, jpeg, bmp, gif, doc, docx, xls, xlsx, pdf, txt or tiff, each
    /// at most 20 MB, checked by content.
    #[schema(value_type = Vec<String>, format = Binary)]
    pub file: Vec<Vec<u8>>,
}

/// The filters of `GET /api/inventory` (beside the list parameters `page`, `size`, `q`, `sort`, `dir`).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Include hidden assets (default false).
    pub inc_hidden: Option<bool>,
    /// One division's assets only.
    pub company_division_id: Option<i32>,
    /// One company's assets only (the provider's lists; a customer sees their own company anyway).
    pub company_id: Option<i32>,
}

/// An asset as a list shows it: what the row shows and links to. Measurements, storage history
/// and documents come with the asset itself (`GET /api/inventory/{id}`).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssetRow {
    pub id: i32,
    pub title: String,
    pub artist: Option<String>,
    /// The provider's reference.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    pub their_ref: Option<String>,
    pub company_id: i32,
    pub company_division_id: i32,
    pub company_division: String,
    /// On an open (not completed) assignment.
    pub has_assignment: bool,
    /// That open assignment, else the newest completed one, else null.
    pub assignment_id: Option<i32>,
    /// Has a storage entry without an out date.
    pub in_storage: bool,
    pub hidden: bool,
    pub photo: Option<PhotoDto>,
    pub photo_rotation: i32,
}

/// `GET /api/inventory/match?title=&reference=`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MatchQuery {
    /// A title to look for (trimmed, any case).
    pub title: Option<String>,
    /// An owner's reference (theirRef) to look for (trimmed, any case).
    pub reference: Option<String>,
}

/// Possible duplicates of a new asset in the caller's company.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssetMatches {
    /// Same theirRef: the asset cannot be added.
    pub by_reference: Vec<AssetDto>,
    /// Same title: the user may still add it.
    pub by_title: Vec<AssetDto>,
}

/// `?companyId=` of a document delete.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyQuery {
    /// The document's company; another one gives 404.
    pub company_id: Option<i32>,
}
