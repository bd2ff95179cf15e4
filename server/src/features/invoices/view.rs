//! Generated invoices as the calls show them: records with their company's name, amounts as text.
use std::collections::HashMap;

use entity::{
    company, credit_note, generated_invoice, storage_invoice_item, types::GeneratedInvoiceKind,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{
    dto::{CreditNoteRef, GeneratedInvoiceDto, InvoicedAsset},
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
    let mut credits: HashMap<i32, Vec<credit_note::Model>> = HashMap::new();
    let ids: Vec<i32> = records.iter().map(|r| r.id).collect();
    if !ids.is_empty() {
        for note in credit_note::Entity::find()
            .filter(credit_note::Column::GeneratedInvoiceId.is_in(ids))
            .order_by_asc(credit_note::Column::Id)
            .all(db)
            .await?
        {
            credits
                .entry(note.generated_invoice_id)
                .or_default()
                .push(note);
        }
    }
    Ok(records
        .into_iter()
        .map(|r| {
            let name = names.get(&r.company_id).cloned().unwrap_or_default();
            let billed = assets.remove(&r.id).unwrap_or_default();
            let notes = credits.remove(&r.id).unwrap_or_default();
            dto(r, name, billed, &notes, reader)
        })
        .collect())
}

/// What is still owed on an invoice: issued minus credited minus paid. An invoice marked paid was
/// paid what was due on its paid date (its total less the credit notes issued by then), so a
/// credit note issued after the payment makes the balance negative: owed back to the customer.
pub fn balance(
    total: i64,
    credits: &[(chrono::NaiveDate, i64)],
    paid_on: Option<chrono::NaiveDate>,
) -> i64 {
    let credited: i64 = credits.iter().map(|(_, t)| t).sum();
    let paid = paid_on.map_or(0, |day| {
        total
            - credits
                .iter()
                .filter(|(d, _)| *d <= day)
                .map(|(_, t)| t)
                .sum::<i64>()
    });
    total - credited - paid
}

/// `assets`: a storage invoice's (empty for a sales invoice).
pub fn dto(
    r: generated_invoice::Model,
    company_name: String,
    assets: Vec<InvoicedAsset>,
    credits: &[credit_note::Model],
    reader: Reader,
) -> GeneratedInvoiceDto {
    let money = |minor: i64| amount_text(minor, &r.currency);
    let dated: Vec<(chrono::NaiveDate, i64)> = credits
        .iter()
        .map(|c| (c.created_at.date_naive(), c.total_minor))
        .collect();
    GeneratedInvoiceDto {
        due_on: r.due_on,
        xml_file_name: r
            .xml_file_name
            .as_ref()
            .map(|_| numbering::xml_file_name(&r.group_brand, r.number)),
        credited: money(dated.iter().map(|(_, t)| t).sum()),
        balance: money(balance(r.total_minor, &dated, r.paid_on)),
        credit_notes: credits
            .iter()
            .map(|c| {
                let number = numbering::credit_note_number(&c.group_brand, c.number);
                CreditNoteRef {
                    id: c.id,
                    file_name: format!("{number}.pdf"),
                    xml_file_name: format!("{number}.xml"),
                    number,
                    total: money(c.total_minor),
                    issued_on: c.created_at.date_naive(),
                    reason: c.reason.clone(),
                }
            })
            .collect(),
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

#[cfg(test)]
mod tests {
    use super::balance;
    use chrono::NaiveDate;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, day).unwrap()
    }

    #[test]
    fn the_balance_is_issued_less_credited_less_paid() {
        // (total, credit notes, paid on, balance)
        let cases: &[(i64, &[(NaiveDate, i64)], Option<NaiveDate>, i64)] = &[
            (12000, &[], None, 12000),
            (12000, &[], Some(d(20)), 0),
            (12000, &[(d(10), 2000)], None, 10000),
            (12000, &[(d(10), 12000)], None, 0),
            // credited, then the rest paid: nothing owed
            (12000, &[(d(10), 2000)], Some(d(20)), 0),
            // paid, then credited: the credit is owed back
            (12000, &[(d(25), 2000)], Some(d(20)), -2000),
            // credited on the paid day counts as before the payment
            (12000, &[(d(20), 2000), (d(21), 1000)], Some(d(20)), -1000),
        ];
        for &(total, credits, paid, expected) in cases {
            assert_eq!(
                balance(total, credits, paid),
                expected,
                "{total} {credits:?} {paid:?}"
            );
        }
    }
}
