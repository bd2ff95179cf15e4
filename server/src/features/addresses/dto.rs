//! Addresses and countries as the calls carry them (camelCase), with their OpenAPI schemas.
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A postal address: a customer's (company set) or a forwarder's (no company).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddressDto {
    pub id: i32,
    pub company_id: Option<i32>,
    pub company_division_id: Option<i32>,
    /// `customer` or `forwarder`.
    pub kind: String,
    pub name: Option<String>,
    pub line1: String,
    pub line2: Option<String>,
    pub city: String,
    pub county: Option<String>,
    pub post_code: Option<String>,
    /// The English country name, one of `GET /api/countries`.
    pub country: String,
}

impl From<entity::address::Model> for AddressDto {
    fn from(a: entity::address::Model) -> Self {
        AddressDto {
            id: a.id,
            company_id: a.company_id,
            company_division_id: a.company_division_id,
            kind: a.kind,
            name: a.name,
            line1: a.line1,
            line2: a.line2,
            city: a.city,
            county: a.county,
            post_code: a.post_code,
            country: a.country,
        }
    }
}

/// A row of the admin's address list: the address and, for a customer's, its company's name.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminAddressRow {
    #[serde(flatten)]
    pub address: AddressDto,
    /// The customer's company; null for a forwarder address (the provider's own).
    pub company_name: Option<String>,
}

/// The admin address list's own filter.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AddressFilters {
    /// `forwarder` (the provider's own) or `customer`; absent: both.
    pub kind: Option<String>,
}

impl AddressFilters {
    /// The kind asked for, checked: anything but the two kinds is a 400 naming them.
    pub fn kind(&self) -> crate::error::AppResult<Option<entity::types::AddressKind>> {
        use entity::types::AddressKind;
        match self
            .kind
            .as_deref()
            .map(str::trim)
            .filter(|k| !k.is_empty())
        {
            None => Ok(None),
            Some(k) => AddressKind::parse(k).map(Some).ok_or_else(|| {
                crate::error::AppError::BadRequest(format!(
                    "Unknown address kind '{k}': use forwarder or customer."
                ))
            }),
        }
    }

    /// As the UI writes it after the list parameters (`ui/src/features/addresses/api.ts`).
    pub fn query_pairs(&self) -> Vec<(&'static str, String)> {
        match self.kind() {
            Ok(Some(kind)) => vec![("kind", kind.as_str().to_owned())],
            _ => Vec::new(),
        }
    }
}

/// A new customer address of a division. The company is the division's: it cannot be sent.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AddressInput {
    pub company_division_id: i32,
    pub name: Option<String>,
    /// Required.
    pub line1: String,
    pub line2: Option<String>,
    /// Required.
    pub city: String,
    pub county: Option<String>,
    pub post_code: Option<String>,
    /// An English country name of `GET /api/countries` (any case; stored as listed).
    pub country: String,
}

/// A new forwarder address: the provider's own (a terminal, an agent's warehouse), where shipments
/// start and end. It belongs to no company.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ForwarderAddressInput {
    pub name: Option<String>,
    /// Required.
    pub line1: String,
    pub line2: Option<String>,
    /// Required.
    pub city: String,
    pub county: Option<String>,
    pub post_code: Option<String>,
    /// An English country name of `GET /api/countries` (any case; stored as listed).
    pub country: String,
}

/// `GET /api/address?companyDivisionId=`.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DivisionQuery {
    /// The division whose addresses to list.
    pub company_division_id: i32,
}

/// One country: ISO 3166-1 alpha-2 code and English name (the name is what addresses store).
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
pub struct CountryDto {
    #[schema(example = "GB")]
    pub code: &'static str,
    #[schema(example = "United Kingdom")]
    pub name: &'static str,
}
