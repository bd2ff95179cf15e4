//! Generated invoices as the calls show them: records with their company's name, amounts as text.
use std::collections::HashMap;

use entity::{company, generated_invoice, storage_invoice_item, types::GeneratedInvoiceKind};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{
    dto::{GeneratedInvoiceDto, InvoicedAsset},
    numbering,
};
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
    let storage: Vec<i32> = records
        .iter()
        .filter(|r| r.kind == GeneratedInvoiceKind::Storage.as_str())
        .map(|r| r.id)
        .collect();
    let mut assets: HashMap<i32, Vec<InvoicedAsset>> = HashMap::new();
    if !storage.is_empty() {
        for item in storage_invoice_item::Entity::find()
            .filter(storage_invoice_item::Column::GeneratedInvoiceId.is_in(storage))
            .order_by_asc(storage_invoice_item::Column::Id)
            .all(db)
            .await?
        {
            assets
                .entry(item.generated_invoice_id)
                .or_default()
                .push(InvoicedAsset {
                    id: item.asset_id,
                    reference: item.asset_ref,
                });
        }
    }
    Ok(records
        .into_iter()
        .map(|r| {
            let name = names.get(&r.company_id).cloned().unwrap_or_default();
            let billed = assets.remove(&r.id).unwrap_or_default();
            dto(r, name, billed, reader)
        })
        .collect())
}

/// `assets`: a storage invoice's (empty for a sales invoice).
pub fn dto(
    r: generated_invoice::Model,
    company_name: String,
    assets: Vec<InvoicedAsset>,
    reader: Reader,
) -> GeneratedInvoiceDto {
    let money = |minor: i64| amount_text(minor, &r.currency);
    GeneratedInvoiceDto {
        id: r.id,
        kind: r.kind.clone(),
        assets,
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
