//! Shipments as the calls carry them (camelCase; docs/shipments.md), with their OpenAPI schemas.
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::features::{
    addresses::dto::AddressDto, assignments::dto::AssignmentRow, documents::dto::DocumentDto,
};

/// One leg of a shipment (a vessel, flight or truck run), in travel order.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShipmentLegDto {
    pub name_number: Option<String>,
    pub voyage: Option<String>,
    /// Port of departure.
    pub pod: Option<String>,
    #[schema(value_type = Option<String>, format = Date)]
    pub etd_on: Option<NaiveDate>,
    /// Port of arrival.
    pub poa: Option<String>,
    #[schema(value_type = Option<String>, format = Date)]
    pub eta_on: Option<NaiveDate>,
}

/// A shipment carrying an assignment, as the shipment summary shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShipmentSummaryDto {
    pub id: i32,
    /// `S-{id}`.
    #[serde(rename = "ref")]
    #[schema(example = "S-3")]
    pub reference: String,
    #[schema(example = "Road")]
    pub mode: String,
    #[schema(value_type = Option<String>, format = Date)]
    pub commencement_on: Option<NaiveDate>,
    /// `hh:mm`.
    pub commencement_at: Option<String>,
    #[schema(value_type = Option<String>, format = Date)]
    pub conclusion_on: Option<NaiveDate>,
    /// `hh:mm`.
    pub conclusion_at: Option<String>,
    pub completed: bool,
    pub origin: Option<AddressDto>,
    pub destination: Option<AddressDto>,
    pub legs: Vec<ShipmentLegDto>,
}

/// One leg as the form sends it, in travel order.
#[derive(Clone, Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LegInput {
    /// The vessel, flight or truck: a name or a number.
    #[serde(default)]
    pub name_number: Option<String>,
    #[serde(default)]
    pub voyage: Option<String>,
    /// Port of departure.
    #[serde(default)]
    pub pod: Option<String>,
    /// `YYYY-MM-DD`; not before the ETD of the leg ahead.
    #[serde(default)]
    #[schema(example = "2026-12-01")]
    pub etd_on: Option<String>,
    /// Port of arrival.
    #[serde(default)]
    pub poa: Option<String>,
    /// `YYYY-MM-DD`, not before this leg's ETD.
    #[serde(default)]
    #[schema(example = "2026-12-03")]
    pub eta_on: Option<String>,
}

/// `POST` (without `id`) and `PUT` (with it) `/api/admin/shipment`: the whole shipment as the form
/// holds it. A field left out counts as null, or false.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShipmentInput {
    /// Required by `PUT`, refused by `POST`.
    #[serde(default)]
    pub id: Option<i32>,
    /// Required by `PUT`: the `version` the shipment was loaded with. A save from an older one is
    /// a 409 and writes nothing (someone else saved the shipment since).
    #[serde(default)]
    pub version: Option<i32>,
    /// Air, Sea, Road, Rail, Courier or Hand carry. 'Santa' is refused (422) with a joke.
    #[schema(example = "Road")]
    pub mode: String,
    /// `YYYY-MM-DD`.
    #[serde(default)]
    pub commencement_on: Option<String>,
    /// `hh:mm`, with its date.
    #[serde(default)]
    #[schema(example = "06:30")]
    pub commencement_at: Option<String>,
    /// `YYYY-MM-DD`, not before the commencement.
    #[serde(default)]
    pub conclusion_on: Option<String>,
    /// `hh:mm`, with its date.
    #[serde(default)]
    pub conclusion_at: Option<String>,
    /// A forwarder address (`GET /api/admin/address/forwarder`); 404 when there is none with this id.
    #[serde(default)]
    pub origin_address_id: Option<i32>,
    /// As `originAddressId`.
    #[serde(default)]
    pub destination_address_id: Option<i32>,
    /// The assignments carried, each once (422 'Assignment already in list'); 404 for an unknown id.
    pub assignment_ids: Vec<i32>,
    /// In travel order: each ETA not before its ETD, each ETD not before the ETD of the leg ahead.
    #[serde(default)]
    pub legs: Vec<LegInput>,
    /// The shipment is over: hidden from the list unless `incCompleted`.
    #[serde(default)]
    pub completed: bool,
    /// The answer to 'Are you sure you want to mark this shipment completed?': needed (true) to
    /// complete a shipment that is not yet; without it the save is a 422 and nothing is written.
    #[serde(default)]
    pub confirm_complete: bool,
    /// The answer to the question a completed assignment raises: needed (true) to put an
    /// assignment that is already completed on the shipment; without it the save is a 422 naming
    /// it, and nothing is written.
    #[serde(default)]
    pub confirm_completed_assignments: bool,
}

/// One asset travelling on the shipment, as the printable asset list and the packing list show it:
/// refs, title, artist, pieces, its gross measurement (else its first net one) in both unit systems.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShipmentAssetDto {
    pub id: i32,
    /// The provider's reference.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// The owner's reference.
    pub their_ref: Option<String>,
    pub title: String,
    pub artist: Option<String>,
    pub pieces: i32,
    pub assignment_id: i32,
    pub assignment_ref: String,
    /// The owner company's name.
    pub company_name: String,
    /// The owner division's name.
    pub company_division: String,
    /// `/files/asset/{id}/thumb` when the asset has a photo.
    pub thumb_url: Option<String>,
    /// Height, width, depth in centimetres, when all three are known.
    pub dimensions_cm: Option<[f64; 3]>,
    /// The same in inches.
    pub dimensions_inch: Option<[f64; 3]>,
    pub weight_kg: Option<f64>,
    pub weight_lb: Option<f64>,
    pub volume_m3: Option<f64>,
    pub volume_ft3: Option<f64>,
}

/// `GET /api/admin/shipment/{id}` and the answer of a save: the shipment, its legs in travel order,
/// its assignments (list rows), every asset they carry, and its documents.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShipmentDto {
    pub id: i32,
    /// `S-{id}`.
    #[serde(rename = "ref")]
    #[schema(example = "S-3")]
    pub reference: String,
    #[schema(example = "Road")]
    pub mode: String,
    pub completed: bool,
    #[schema(value_type = Option<String>, format = Date)]
    pub commencement_on: Option<NaiveDate>,
    /// `hh:mm`.
    pub commencement_at: Option<String>,
    #[schema(value_type = Option<String>, format = Date)]
    pub conclusion_on: Option<NaiveDate>,
    /// `hh:mm`.
    pub conclusion_at: Option<String>,
    pub origin: Option<AddressDto>,
    pub destination: Option<AddressDto>,
    pub legs: Vec<ShipmentLegDto>,
    /// In the order they joined.
    pub assignments: Vec<AssignmentRow>,
    /// Every asset of every assignment, assignment by assignment.
    pub assets: Vec<ShipmentAssetDto>,
    /// The shipment's documents, oldest first.
    pub documents: Vec<DocumentDto>,
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
    /// Send it back with a change (`PUT`): it grows with every save.
    pub version: i32,
}

/// One line of the shipment list.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShipmentRow {
    pub id: i32,
    #[serde(rename = "ref")]
    #[schema(example = "S-3")]
    pub reference: String,
    pub mode: String,
    /// The references of the assignments carried, in the order they joined.
    pub assignments: Vec<String>,
    /// The first leg's ETD, else the commencement date.
    #[schema(value_type = Option<String>, format = Date)]
    pub first_departure: Option<NaiveDate>,
    /// The last leg's ETA, else the conclusion date.
    #[schema(value_type = Option<String>, format = Date)]
    pub last_arrival: Option<NaiveDate>,
    /// The origin on one line.
    pub origin: Option<String>,
    pub destination: Option<String>,
    pub completed: bool,
}

/// The filter of `GET /api/admin/shipment/` (beside `page`, `size`, `q`, `sort`, `dir`).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ShipmentFilters {
    /// With completed shipments too (default false: the open ones only).
    pub inc_completed: Option<bool>,
}
