//! The costing of one assignment: what was charged (issued invoices, and the working invoice's open
//! lines), what it cost (those lines' cost, and its share of each purchase invoice that covers it), and
//! the margin, in the working invoice's currency at its exchange rates.
use std::collections::BTreeMap;

use entity::{
    assignment, company, generated_invoice, invoice, invoice_line, invoice_rate, purchase_invoice,
    purchase_invoice_assignment, types::GeneratedInvoiceKind,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{
    dto::{CostPartDto, JobCostingDto, PartKind},
    rules::{job_figures, share, Part},
};
use crate::{
    error::{AppError, AppResult},
    features::invoices::numbering::invoice_number,
    money::amount_text,
};

pub async fn costing(db: &impl ConnectionTrait, assignment_id: i32) -> AppResult<JobCostingDto> {
    let assignment = assignment::Entity::find_by_id(assignment_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let working = invoice::Entity::find()
        .filter(invoice::Column::AssignmentId.eq(assignment_id))
        .one(db)
        .await?;
    let currency = match &working {
        Some(w) => w.currency.clone(),
        None => company::Entity::find_by_id(assignment.company_id)
            .one(db)
            .await?
            .and_then(|c| c.currencies.0.first().cloned())
            .unwrap_or_else(|| "GBP".to_owned()),
    };
    let mut parts: Vec<CostPartDto> = Vec::new();
    let mut sums: Vec<Part> = Vec::new();
    let mut add = |dto: CostPartDto, part: Part| {
        parts.push(dto);
        sums.push(part);
    };

    let issued = generated_invoice::Entity::find()
        .filter(generated_invoice::Column::AssignmentId.eq(assignment_id))
        .filter(generated_invoice::Column::Kind.eq(GeneratedInvoiceKind::Sales.as_str()))
        .order_by_asc(generated_invoice::Column::Id)
        .all(db)
        .await?;
    for g in issued {
        let part = Part {
            currency: g.currency.clone(),
            charge: g.net_minor,
            cost: g.cost_minor,
        };
        add(
            dto(
                PartKind::Invoiced,
                invoice_number(&g.group_brand, g.number),
                None,
                None,
                &part,
            ),
            part,
        );
    }

    let mut rates: Vec<(String, i64)> = Vec::new();
    if let Some(w) = &working {
        rates = invoice_rate::Entity::find()
            .filter(invoice_rate::Column::InvoiceId.eq(w.id))
            .all(db)
            .await?
            .into_iter()
            .map(|r| (r.currency, r.rate_micro))
            .collect();
        // Open lines, one part per currency, in the order the currencies first appear.
        let lines = invoice_line::Entity::find()
            .filter(invoice_line::Column::InvoiceId.eq(w.id))
            .filter(invoice_line::Column::Ignored.eq(false))
            .order_by_asc(invoice_line::Column::Position)
            .all(db)
            .await?;
        let mut open: Vec<Part> = Vec::new();
        for l in lines {
            match open.iter_mut().find(|p| p.currency == l.currency_in) {
                Some(p) => {
                    p.charge += l.charge_minor;
                    p.cost += l.cost_minor;
                }
                None => open.push(Part {
                    currency: l.currency_in,
                    charge: l.charge_minor,
                    cost: l.cost_minor,
                }),
            }
        }
        for part in open {
            add(dto(PartKind::Open, String::new(), None, None, &part), part);
        }
    }

    for (invoice, position, count) in purchase_shares(db, assignment_id).await? {
        let part = Part {
            currency: invoice.currency.clone(),
            charge: 0,
            cost: share(invoice.net_minor, count, position),
        };
        let label = format!(
            "{} {}",
            invoice.supplier.unwrap_or_default(),
            invoice.number.unwrap_or_default()
        );
        add(
            dto(
                PartKind::Purchase,
                label.trim().to_owned(),
                Some(invoice.id),
                Some(count),
                &part,
            ),
            part,
        );
    }

    let figures = job_figures(&sums, &currency, &rates);
    Ok(JobCostingDto {
        charge: amount_text(figures.charge, &currency),
        cost: amount_text(figures.cost, &currency),
        margin: figures.margin,
        unconverted: figures.unconverted,
        currency,
        parts,
    })
}

fn dto(
    kind: PartKind,
    label: String,
    id: Option<i32>,
    shared_by: Option<usize>,
    part: &Part,
) -> CostPartDto {
    CostPartDto {
        kind,
        label,
        purchase_invoice_id: id,
        shared_by,
        charge: amount_text(part.charge, &part.currency),
        cost: amount_text(part.cost, &part.currency),
        currency: part.currency.clone(),
    }
}

/// Each purchase invoice covering the assignment, with the assignment's place among the ones it covers
/// (in the order they were added) and how many there are.
async fn purchase_shares(
    db: &impl ConnectionTrait,
    assignment_id: i32,
) -> AppResult<Vec<(purchase_invoice::Model, usize, usize)>> {
    let mine = purchase_invoice_assignment::Entity::find()
        .filter(purchase_invoice_assignment::Column::AssignmentId.eq(assignment_id))
        .all(db)
        .await?;
    let ids: Vec<i32> = mine.iter().map(|l| l.purchase_invoice_id).collect();
    let mut covered: BTreeMap<i32, Vec<i32>> = BTreeMap::new();
    for link in purchase_invoice_assignment::Entity::find()
        .filter(purchase_invoice_assignment::Column::PurchaseInvoiceId.is_in(ids.iter().copied()))
        .order_by_asc(purchase_invoice_assignment::Column::Id)
        .all(db)
        .await?
    {
        covered
            .entry(link.purchase_invoice_id)
            .or_default()
            .push(link.assignment_id);
    }
    let invoices = purchase_invoice::Entity::find()
        .filter(purchase_invoice::Column::Id.is_in(ids))
        .order_by_asc(purchase_invoice::Column::Id)
        .all(db)
        .await?;
    Ok(invoices
        .into_iter()
        .map(|p| {
            let list = covered.get(&p.id).cloned().unwrap_or_default();
            let position = list.iter().position(|a| *a == assignment_id).unwrap_or(0);
            (p, position, list.len())
        })
        .collect())
}
