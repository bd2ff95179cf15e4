//! Generated invoices as the calls show them: records with their company's name, amounts as text.
use std::collections::HashMap;

use entity::{company, generated_invoice};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::{dto::GeneratedInvoiceDto, numbering};
use crate::{error::AppResult, money::amount_text};

/// Who reads: the provider sees the cost, a customer does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    Provider,
    Customer,
}

/// The DTOs of `records`, in their order.
pub async fn dtos(
    db: &impl ConnectionTrait,
    records: Vec<generated_invoice::Model>,
    reader: Reader,
) -> AppResult<Vec<GeneratedInvoiceDto>> {
    let mut ids: Vec<i32> = records.iter().map(|r| r.company_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let names: HashMap<i32, String> = company::Entity::find()
        .filter(company::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    Ok(records
        .into_iter()
        .map(|r| {
            let name = names.get(&r.company_id).cloned().unwrap_or_default();
            dto(r, name, reader)
        })
        .collect())
}

pub fn dto(
    r: generated_invoice::Model,
    company_name: String,
    reader: Reader,
) -> GeneratedInvoiceDto {
    let money = |minor: i64| amount_text(minor, &r.currency);
    GeneratedInvoiceDto {
        id: r.id,
        number: r.number,
        invoice_number: numbering::invoice_number(&r.group_brand, r.number),
        file_name: numbering::file_name(&r.group_brand, r.number),
        net: money(r.net_minor),
        tax: money(r.tax_minor),
        total: money(r.total_minor),
        cost: (reader == Reader::Provider).then(|| money(r.cost_minor)),
        group_brand: r.group_brand,
        currency: r.currency,
        assignment_id: r.assignment_id,
        assignment_ref: r.assignment_ref,
        company_id: r.company_id,
        company_name,
        company_division_id: r.company_division_id,
        issued_on: r.created_at.date_naive(),
        created_at: r.created_at,
        paid_on: r.paid_on,
    }
}
