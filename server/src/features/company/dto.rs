use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceDto {
    pub addressee: Option<String>,
}

#[derive(Serialize, ToSchema)]
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
