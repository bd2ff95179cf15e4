//! The working invoice of an assignment (one per assignment; docs/invoices.md): read with its
//! lines, rates, figures and generated invoices, and saved whole (`PUT
//! /api/admin/assignment/{id}/invoice`) in one transaction with one audit entry.
use chrono::Utc;
use entity::{
    assignment, company, company_division, generated_invoice, invoice, invoice_line, invoice_rate,
    types::{AuditAction, GeneratedInvoiceKind, CURRENCIES},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, Set,
};
use serde_json::json;

use super::{
    dto::{FiguresDto, InvoiceInput, InvoiceLineDto, RateDto, WorkingInvoiceDto},
    numbering,
    rules::{self, CleanInvoice},
    view::{self, Reader},
};
use crate::{
    audit,
    auth::{scope::find_in_scope, CurrentUser, Scope},
    error::{AppError, AppResult},
    money::{self, amount_text, rate_text, tax_rate_text, vat::VatCategory},
};

/// The refusal of a save that does not account for a stored line (someone else added it since).
pub const CHANGED_MEANWHILE: &str = "This invoice changed since you opened it (it has a line you \
did not send or delete). Reload it to see the changes, then make yours again.";

/// A stored working invoice with its lines (in order) and rates.
pub struct Stored {
    pub invoice: invoice::Model,
    pub lines: Vec<invoice_line::Model>,
    pub rates: Vec<invoice_rate::Model>,
}

/// The assignment's stored invoice, if it was ever saved.
pub async fn stored(db: &impl ConnectionTrait, assignment_id: i32) -> AppResult<Option<Stored>> {
    let Some(invoice) = invoice::Entity::find()
        .filter(invoice::Column::AssignmentId.eq(assignment_id))
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let lines = invoice_line::Entity::find()
        .filter(invoice_line::Column::InvoiceId.eq(invoice.id))
        .order_by_asc(invoice_line::Column::Position)
        .order_by_asc(invoice_line::Column::Id)
        .all(db)
        .await?;
    let rates = invoice_rate::Entity::find()
        .filter(invoice_rate::Column::InvoiceId.eq(invoice.id))
        .order_by_asc(invoice_rate::Column::Currency)
        .all(db)
        .await?;
    Ok(Some(Stored {
        invoice,
        lines,
        rates,
    }))
}

/// The figures' view of stored lines.
pub fn money_lines(lines: &[invoice_line::Model]) -> Vec<money::Line> {
    lines
        .iter()
        .map(|l| money::Line {
            currency: l.currency_in.clone(),
            cost: l.cost_minor,
            charge: l.charge_minor,
            taxable: l.taxable,
            ignored: l.ignored,
        })
        .collect()
}

pub fn rate_pairs(rates: &[invoice_rate::Model]) -> Vec<(String, i64)> {
    rates
        .iter()
        .map(|r| (r.currency.clone(), r.rate_micro))
        .collect()
}

/// The currencies an invoice of `company` may be in.
pub(crate) fn offered(company: &company::Model) -> Vec<String> {
    if company.currencies.is_empty() {
        CURRENCIES.iter().map(|c| (*c).to_owned()).collect()
    } else {
        company.currencies.0.clone()
    }
}

/// `GET /api/admin/assignment/{id}/invoice`.
pub async fn get(
    db: &impl ConnectionTrait,
    scope: Scope,
    assignment_id: i32,
) -> AppResult<WorkingInvoiceDto> {
    let assignment = find_in_scope::<assignment::Entity>(db, scope, assignment_id).await?;
    let company = company::Entity::find_by_id(assignment.company_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let division = company_division::Entity::find_by_id(assignment.company_division_id)
        .one(db)
        .await?;
    let currencies = offered(&company);
    let stored = stored(db, assignment_id).await?;
    let (id, currency, addressee, group_brand, tax_bp, po_number, number, lines, rates) =
        match stored {
            Some(s) => (
                Some(s.invoice.id),
                s.invoice.currency,
                s.invoice.addressee,
                s.invoice.group_brand,
                s.invoice.tax_rate_bp,
                s.invoice.po_number,
                s.invoice.invoice_number,
                s.lines,
                s.rates,
            ),
            None => (
                None,
                currencies
                    .first()
                    .cloned()
                    .unwrap_or_else(|| "GBP".to_owned()),
                division
                    .and_then(|d| d.invoice_addressee)
                    .or_else(|| company.invoice_addressee.clone()),
                company.group_brand.clone(),
                0,
                assignment.po_number.clone(),
                None,
                Vec::new(),
                Vec::new(),
            ),
        };
    let generated = generated_invoice::Entity::find()
        .filter(generated_invoice::Column::AssignmentId.eq(assignment_id))
        .filter(generated_invoice::Column::Kind.eq(GeneratedInvoiceKind::Sales.as_str()))
        .order_by_desc(generated_invoice::Column::CreatedAt)
        .order_by_desc(generated_invoice::Column::Id)
        .all(db)
        .await?;
    let invoiced_as: std::collections::HashMap<i32, String> = generated
        .iter()
        .map(|g| (g.id, numbering::invoice_number(&g.group_brand, g.number)))
        .collect();
    let (figures, missing_rates) =
        match money::figures(&money_lines(&lines), &currency, tax_bp, &rate_pairs(&rates)) {
            Ok(f) => (Some(figures_dto(&f, &currency)), Vec::new()),
            Err(missing) => (None, missing.0),
        };
    Ok(WorkingInvoiceDto {
        id,
        assignment_id,
        assignment_ref: assignment.r#ref.clone(),
        company_id: company.id,
        company_name: company.name.clone(),
        company_division_id: assignment.company_division_id,
        invoice_number: number.map(|n| numbering::invoice_number(&group_brand, n)),
        currencies,
        addressee,
        tax: tax_rate_text(tax_bp),
        po_number,
        rates: rates
            .iter()
            .map(|r| RateDto {
                currency: r.currency.clone(),
                rate: rate_text(r.rate_micro),
            })
            .collect(),
        items: lines
            .iter()
            .map(|l| InvoiceLineDto {
                id: l.id,
                order: l.position,
                description: l.description.clone(),
                currency_in: l.currency_in.clone(),
                cost: amount_text(l.cost_minor, &l.currency_in),
                charge: amount_text(l.charge_minor, &l.currency_in),
                taxable: l.taxable,
                vat_category: VatCategory::of_line(l.vat_category.as_deref(), l.taxable),
                vat_exempt_reason: l.vat_exempt_reason.clone(),
                ignore: l.ignored,
                invoiced_as: l
                    .generated_invoice_id
                    .and_then(|g| invoiced_as.get(&g).cloned()),
            })
            .collect(),
        figures,
        missing_rates,
        generated: view::dtos(db, generated, Reader::Provider).await?,
        currency,
        group_brand,
    })
}

pub fn figures_dto(f: &money::Figures, currency: &str) -> FiguresDto {
    FiguresDto {
        net: amount_text(f.net, currency),
        tax: amount_text(f.tax, currency),
        gross: amount_text(f.gross, currency),
        cost: amount_text(f.cost, currency),
        margin: f.margin,
    }
}

/// Saves the whole working invoice. Sent lines with an id must be the invoice's, as must deleted
/// ids (else 422); a stored line neither sent nor deleted is a 409 ([`CHANGED_MEANWHILE`]). A save
/// that changes nothing writes nothing.
pub async fn save(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    assignment_id: i32,
    input: InvoiceInput,
) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let assignment =
        find_in_scope::<assignment::Entity>(&txn, actor.scope(), assignment_id).await?;
    let company = company::Entity::find_by_id(assignment.company_id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let clean = rules::clean(&input, &company.currencies)?;
    let before = stored(&txn, assignment_id).await?;
    let stored_lines: &[invoice_line::Model] = before.as_ref().map_or(&[], |s| &s.lines);
    check_line_ids(&clean, stored_lines)?;
    let group_brand = clean
        .group_brand
        .map(|b| b.as_str().to_owned())
        .or_else(|| before.as_ref().map(|s| s.invoice.group_brand.clone()))
        .unwrap_or_else(|| company.group_brand.clone());
    let snapshot_before = before.as_ref().map(snapshot);

    let now = Utc::now();
    let saved = match &before {
        Some(s) => {
            let mut row: invoice::ActiveModel = s.invoice.clone().into();
            row.currency = Set(clean.currency.clone());
            row.addressee = Set(clean.addressee.clone());
            row.group_brand = Set(group_brand.clone());
            row.tax_rate_bp = Set(clean.tax_bp);
            row.po_number = Set(clean.po_number.clone());
            row.updated_at = Set(now);
            row.update(&txn).await?
        }
        None => {
            invoice::ActiveModel {
                company_id: Set(assignment.company_id),
                assignment_id: Set(assignment.id),
                currency: Set(clean.currency.clone()),
                addressee: Set(clean.addressee.clone()),
                group_brand: Set(group_brand.clone()),
                tax_rate_bp: Set(clean.tax_bp),
                po_number: Set(clean.po_number.clone()),
                invoice_number: Set(None),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&txn)
            .await?
        }
    };
    write_lines(&txn, saved.id, &clean, stored_lines).await?;
    invoice_rate::Entity::delete_many()
        .filter(invoice_rate::Column::InvoiceId.eq(saved.id))
        .exec(&txn)
        .await?;
    for (currency, micro) in &clean.rates {
        invoice_rate::ActiveModel {
            invoice_id: Set(saved.id),
            currency: Set(currency.clone()),
            rate_micro: Set(*micro),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    let after = stored(&txn, assignment_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let snapshot_after = snapshot(&after);
    if snapshot_before.as_ref() == Some(&snapshot_after) {
        // Dropping the transaction undoes the rewrite: nothing changed.
        return Ok(());
    }
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: if before.is_some() {
                AuditAction::Update
            } else {
                AuditAction::Create
            },
            object_type: "invoice",
            object_id: Some(saved.id.to_string()),
            company_id: Some(saved.company_id),
            detail: Some(json!({
                "assignmentId": assignment.id,
                "ref": assignment.r#ref,
                "before": snapshot_before,
                "after": snapshot_after,
                "deletedLineItems": clean.deleted,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(())
}

/// Sent ids and deleted ids must be lines of this invoice (422); every stored line must be one or
/// the other (409).
fn check_line_ids(clean: &CleanInvoice, stored: &[invoice_line::Model]) -> AppResult<()> {
    let is_stored = |id: i32| stored.iter().any(|l| l.id == id);
    for id in clean.lines.iter().filter_map(|l| l.id) {
        if !is_stored(id) {
            return Err(AppError::Unprocessable(format!(
                "Line {id} is not a line of this invoice."
            )));
        }
    }
    for &id in &clean.deleted {
        if !is_stored(id) {
            return Err(AppError::Unprocessable(format!(
                "Deleted line {id} is not a line of this invoice."
            )));
        }
    }
    let accounted =
        |id: i32| clean.deleted.contains(&id) || clean.lines.iter().any(|l| l.id == Some(id));
    if stored.iter().any(|l| !accounted(l.id)) {
        return Err(AppError::Conflict(CHANGED_MEANWHILE.into()));
    }
    Ok(())
}

async fn write_lines(
    txn: &impl ConnectionTrait,
    invoice_id: i32,
    clean: &CleanInvoice,
    stored: &[invoice_line::Model],
) -> AppResult<()> {
    if !clean.deleted.is_empty() {
        invoice_line::Entity::delete_many()
            .filter(invoice_line::Column::InvoiceId.eq(invoice_id))
            .filter(invoice_line::Column::Id.is_in(clean.deleted.clone()))
            .exec(txn)
            .await?;
    }
    for (position, line) in clean.lines.iter().enumerate() {
        let position = position as i32;
        let mut row = match line.id.and_then(|id| stored.iter().find(|l| l.id == id)) {
            Some(existing) => invoice_line::ActiveModel::from(existing.clone()),
            None => invoice_line::ActiveModel {
                invoice_id: Set(invoice_id),
                generated_invoice_id: Set(None),
                ..Default::default()
            },
        };
        row.position = Set(position);
        row.description = Set(line.description.clone());
        row.currency_in = Set(line.currency_in.clone());
        row.cost_minor = Set(line.cost);
        row.charge_minor = Set(line.charge);
        row.taxable = Set(line.taxable);
        row.vat_category = Set(Some(line.vat_category.as_str().to_owned()));
        row.vat_exempt_reason = Set(line.exempt_reason.clone());
        row.ignored = Set(line.ignored);
        row.save(txn).await?;
    }
    Ok(())
}

/// What a save may change, to compare before and after and to keep in the audit entry.
fn snapshot(s: &Stored) -> serde_json::Value {
    json!({
        "currency": s.invoice.currency,
        "addressee": s.invoice.addressee,
        "groupBrand": s.invoice.group_brand,
        "taxRateBp": s.invoice.tax_rate_bp,
        "poNumber": s.invoice.po_number,
        "rates": s.rates.iter().map(|r| json!([r.currency, r.rate_micro])).collect::<Vec<_>>(),
        "lines": s.lines.iter().map(|l| json!({
            "id": l.id, "description": l.description, "currencyIn": l.currency_in,
            "costMinor": l.cost_minor, "chargeMinor": l.charge_minor,
            "taxable": l.taxable, "ignored": l.ignored,
            "vatCategory": l.vat_category, "vatExemptReason": l.vat_exempt_reason,
        })).collect::<Vec<_>>(),
    })
}
