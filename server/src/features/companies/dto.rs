//! Companies and divisions as the calls carry them (camelCase), with their OpenAPI schemas.
use chrono::{DateTime, Utc};
use entity::types::{GroupBrand, CURRENCIES};
use serde::{Deserialize, Serialize};
use utoipa::{
    openapi::{schema::SchemaType, ObjectBuilder, RefOr, Schema, Type},
    ToSchema,
};

/// The invoice block of a company or division: who invoices are addressed to.
#[derive(Clone, Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InvoiceDto {
    /// Free text, several lines; blank means none.
    pub addressee: Option<String>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DivisionDto {
    pub id: i32,
    pub name: String,
    pub company_id: i32,
    pub invoice: InvoiceDto,
}

impl From<entity::company_division::Model> for DivisionDto {
    fn from(d: entity::company_division::Model) -> Self {
        DivisionDto {
            id: d.id,
            name: d.name,
            company_id: d.company_id,
            invoice: InvoiceDto {
                addressee: d.invoice_addressee,
            },
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanySummaryDto {
    pub id: i32,
    pub name: String,
    pub currencies: Vec<String>,
    pub invoice: InvoiceDto,
    pub group_brand: String,
}

impl From<entity::company::Model> for CompanySummaryDto {
    fn from(c: entity::company::Model) -> Self {
        CompanySummaryDto {
            id: c.id,
            name: c.name,
            currencies: c.currencies.0,
            invoice: InvoiceDto {
                addressee: c.invoice_addressee,
            },
            group_brand: c.group_brand,
        }
    }
}

/// A company with its divisions, as the admin screens show it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyDto {
    pub id: i32,
    pub name: String,
    /// Currency codes offered to the company, in the order chosen.
    #[schema(schema_with = currencies_schema)]
    pub currencies: Vec<String>,
    pub invoice: InvoiceDto,
    #[schema(schema_with = group_brand_schema)]
    pub group_brand: String,
    /// Ordered by name.
    pub divisions: Vec<DivisionDto>,
    /// Accounts whose company this is (disabled ones included).
    pub user_count: u64,
    /// UTC, RFC 3339 to the second.
    #[serde(serialize_with = "crate::http::json::rfc3339_seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl CompanyDto {
    pub fn new(
        c: entity::company::Model,
        divisions: Vec<entity::company_division::Model>,
        user_count: u64,
    ) -> Self {
        CompanyDto {
            id: c.id,
            name: c.name,
            currencies: c.currencies.0,
            invoice: InvoiceDto {
                addressee: c.invoice_addressee,
            },
            group_brand: c.group_brand,
            divisions: divisions.into_iter().map(Into::into).collect(),
            user_count,
            created_at: c.created_at,
        }
    }
}

/// A new company (no `id`, POST) or a change to one (`id`, PUT). Divisions have their own calls.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CompanyInput {
    pub id: Option<i32>,
    /// Required, unique (ignoring case).
    pub name: String,
    /// From USD, GBP, EUR, CHF, AED, JPY, each at most once.
    #[schema(schema_with = currencies_schema)]
    pub currencies: Vec<String>,
    pub invoice: InvoiceDto,
    #[schema(schema_with = group_brand_schema)]
    pub group_brand: String,
}

/// A new division (no `id`, POST) or a change to one (`id`, PUT). `companyId` cannot change.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DivisionInput {
    pub id: Option<i32>,
    pub company_id: i32,
    /// Required, unique within its company (ignoring case).
    pub name: String,
    pub invoice: InvoiceDto,
}

fn group_brand_schema() -> impl Into<RefOr<Schema>> {
    ObjectBuilder::new()
        .schema_type(SchemaType::Type(Type::String))
        .enum_values(Some(GroupBrand::ALL.iter().map(|b| b.as_str())))
        .description(Some("The group brand that invoices the company"))
}

fn currencies_schema() -> impl Into<RefOr<Schema>> {
    utoipa::openapi::schema::ArrayBuilder::new().items(
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .enum_values(Some(CURRENCIES)),
    )
}
