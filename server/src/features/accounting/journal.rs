//! The journal's rows: each issued invoice and credit note split by VAT rate (from the lines as
//! issued, through `money::vat::breakdown`, the calculation the documents used), each purchase
//! invoice as one row (its rate is not recorded). Credit notes are negative. Written as CSV here
//! and as xlsx through the reports' sheet builder.
use std::collections::HashMap;

use chrono::{NaiveDate, NaiveTime, TimeZone, Utc};
use entity::{
    company, credit_note, credit_note_line, generated_invoice, issued_line, purchase_invoice,
    types::GeneratedInvoiceKind,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::{AppError, AppResult},
    features::{
        invoices::numbering,
        reports::{
            build::ReportBuild,
            words::Words,
            xlsx::{column, Cell, Column, Kind},
        },
    },
    money::{
        amount_text, minor_digits, tax_rate_text,
        vat::{breakdown, VatCategory, VatLine},
    },
};

/// The period: `from` and `to` inclusive (UTC days); both required.
#[derive(Clone, Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Period {
    /// First day, `YYYY-MM-DD`.
    pub from: String,
    /// Last day, `YYYY-MM-DD`, not before `from` and at most 366 days after it.
    pub to: String,
}

impl Period {
    pub fn check(&self) -> AppResult<(NaiveDate, NaiveDate)> {
        let day = |label: &str, text: &str| {
            NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
                AppError::BadRequest(format!(
                    "The {label} date '{text}' is not a date (YYYY-MM-DD)."
                ))
            })
        };
        let (from, to) = (day("from", &self.from)?, day("to", &self.to)?);
        if to < from || (to - from).num_days() > 366 {
            return Err(AppError::BadRequest(
                "The period must end on or after its first day, and last at most a year.".into(),
            ));
        }
        Ok((from, to))
    }
}

/// One journal row, amounts in minor units of `currency`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub date: NaiveDate,
    pub kind: &'static str,
    pub number: String,
    pub counterparty: String,
    pub currency: String,
    /// `20%`, `0%`, `outside scope`; empty when not recorded (purchase invoices, old invoices).
    pub rate: String,
    pub net: i64,
    pub tax: i64,
    pub due: Option<NaiveDate>,
    pub paid: Option<NaiveDate>,
}

/// The rows of one document from its lines as issued, `sign` -1 for a credit note.
fn split(lines: &[issued_line::Model], sign: i64) -> Vec<(String, i64, i64)> {
    let standard = lines
        .iter()
        .find(|l| l.vat_category == VatCategory::Standard.as_str())
        .and_then(|l| l.tax_bp)
        .unwrap_or(0);
    let vat: Vec<VatLine> = lines
        .iter()
        .map(|l| VatLine {
            net: l.net_minor,
            category: VatCategory::of_line(Some(&l.vat_category), false),
            exempt_reason: None,
        })
        .collect();
    let mut by_rate: Vec<(String, i64, i64)> = Vec::new();
    for c in breakdown(&vat, standard).categories {
        let label = c.rate_bp.map_or("outside scope".to_owned(), |bp| {
            format!("{}%", tax_rate_text(bp))
        });
        match by_rate.iter_mut().find(|(l, _, _)| *l == label) {
            Some(row) => {
                row.1 += sign * c.base;
                row.2 += sign * c.tax;
            }
            None => by_rate.push((label, sign * c.base, sign * c.tax)),
        }
    }
    by_rate
}

pub async fn rows(
    db: &impl ConnectionTrait,
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<Row>> {
    let start = Utc.from_utc_datetime(&from.and_time(NaiveTime::MIN));
    let end = Utc.from_utc_datetime(&(to + chrono::Days::new(1)).and_time(NaiveTime::MIN));
    let invoices = generated_invoice::Entity::find()
        .filter(generated_invoice::Column::CreatedAt.gte(start))
        .filter(generated_invoice::Column::CreatedAt.lt(end))
        .order_by_asc(generated_invoice::Column::CreatedAt)
        .all(db)
        .await?;
    let notes = credit_note::Entity::find()
        .filter(credit_note::Column::CreatedAt.gte(start))
        .filter(credit_note::Column::CreatedAt.lt(end))
        .order_by_asc(credit_note::Column::CreatedAt)
        .all(db)
        .await?;
    let names: HashMap<i32, String> = company::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    let mut lines: HashMap<i32, Vec<issued_line::Model>> = HashMap::new();
    let invoice_ids: Vec<i32> = invoices.iter().map(|i| i.id).collect();
    for l in issued_line::Entity::find()
        .filter(issued_line::Column::GeneratedInvoiceId.is_in(invoice_ids))
        .order_by_asc(issued_line::Column::Position)
        .all(db)
        .await?
    {
        lines.entry(l.generated_invoice_id).or_default().push(l);
    }
    let mut out = Vec::new();
    for i in &invoices {
        let kind = if i.kind == GeneratedInvoiceKind::Storage.as_str() {
            "Storage invoice"
        } else {
            "Sales invoice"
        };
        let parts = match lines.get(&i.id) {
            Some(l) if !l.is_empty() => split(l, 1),
            _ => vec![(String::new(), i.net_minor, i.tax_minor)],
        };
        for (rate, net, tax) in parts {
            out.push(Row {
                date: i.created_at.date_naive(),
                kind,
                number: numbering::invoice_number(&i.group_brand, i.number),
                counterparty: names.get(&i.company_id).cloned().unwrap_or_default(),
                currency: i.currency.clone(),
                rate,
                net,
                tax,
                due: i.due_on,
                paid: i.paid_on,
            });
        }
    }
    for n in &notes {
        let ids: Vec<i32> = credit_note_line::Entity::find()
            .filter(credit_note_line::Column::CreditNoteId.eq(n.id))
            .all(db)
            .await?
            .into_iter()
            .map(|l| l.issued_line_id)
            .collect();
        let credited = issued_line::Entity::find()
            .filter(issued_line::Column::Id.is_in(ids))
            .all(db)
            .await?;
        for (rate, net, tax) in split(&credited, -1) {
            out.push(Row {
                date: n.created_at.date_naive(),
                kind: "Credit note",
                number: numbering::credit_note_number(&n.group_brand, n.number),
                counterparty: names.get(&n.company_id).cloned().unwrap_or_default(),
                currency: n.currency.clone(),
                rate,
                net,
                tax,
                due: None,
                paid: None,
            });
        }
    }
    for p in purchase_invoice::Entity::find()
        .filter(purchase_invoice::Column::InvoiceOn.gte(from))
        .filter(purchase_invoice::Column::InvoiceOn.lte(to))
        .order_by_asc(purchase_invoice::Column::InvoiceOn)
        .all(db)
        .await?
    {
        out.push(Row {
            date: p.invoice_on.unwrap_or(from),
            kind: "Purchase invoice",
            number: p.number.unwrap_or_default(),
            counterparty: p.supplier.unwrap_or_default(),
            currency: p.currency,
            rate: String::new(),
            net: p.net_minor,
            tax: p.tax_minor,
            due: p.due_on,
            paid: p.paid_on,
        });
    }
    out.sort_by(|a, b| (a.date, a.kind, &a.number).cmp(&(b.date, b.kind, &b.number)));
    Ok(out)
}

pub const COLUMNS: &[Column] = &[
    column("Date", 12.0, Kind::Date),
    column("Type", 16.0, Kind::Status),
    column("Number", 12.0, Kind::Text),
    column("Counterparty", 30.0, Kind::Text),
    column("Currency", 9.0, Kind::Text),
    column("VAT rate", 12.0, Kind::Text),
    column("Net", 14.0, Kind::Decimal(2)),
    column("VAT", 12.0, Kind::Decimal(2)),
    column("Gross", 14.0, Kind::Decimal(2)),
    column("Due", 12.0, Kind::Date),
    column("Paid", 12.0, Kind::Date),
];

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r'])
        || text.starts_with(['=', '+', '-', '@']) && text.parse::<f64>().is_err()
    {
        // Quoted; a leading formula character is kept from being run by a spreadsheet.
        let text = if text.starts_with(['=', '+', '-', '@']) {
            format!("'{text}")
        } else {
            text.to_owned()
        };
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// The journal as CSV (UTF-8, comma-separated, a header row; amounts in the currency's decimals).
pub fn csv(rows: &[Row]) -> String {
    let mut out =
        String::from("date,type,number,counterparty,currency,vat_rate,net,vat,gross,due,paid\r\n");
    for r in rows {
        let day = |d: Option<NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
        let fields = [
            r.date.to_string(),
            r.kind.to_owned(),
            r.number.clone(),
            r.counterparty.clone(),
            r.currency.clone(),
            r.rate.clone(),
            amount_text(r.net, &r.currency),
            amount_text(r.tax, &r.currency),
            amount_text(r.net + r.tax, &r.currency),
            day(r.due),
            day(r.paid),
        ];
        out.push_str(
            &fields
                .iter()
                .map(|f| csv_field(f))
                .collect::<Vec<_>>()
                .join(","),
        );
        out.push_str("\r\n");
    }
    out
}

pub async fn xlsx(rows: Vec<Row>, words: Words) -> AppResult<Vec<u8>> {
    let mut build = ReportBuild::start("Accounting journal", COLUMNS, words).await?;
    for r in rows {
        let major =
            |minor: i64| Cell::Number(minor as f64 / 10f64.powi(minor_digits(&r.currency) as i32));
        build
            .push(vec![
                Cell::date(Some(r.date)),
                Cell::text(r.kind),
                Cell::text(r.number.clone()),
                Cell::text(r.counterparty.clone()),
                Cell::text(r.currency.clone()),
                Cell::text(r.rate.clone()),
                major(r.net),
                major(r.tax),
                major(r.net + r.tax),
                Cell::date(r.due),
                Cell::date(r.paid),
            ])
            .await?;
    }
    build.finish().await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::reports::words::assert_every_language_has;

    fn line(net: i64, category: &str, bp: Option<i32>) -> issued_line::Model {
        issued_line::Model {
            id: 0,
            generated_invoice_id: 1,
            position: 0,
            description: String::new(),
            net_minor: net,
            vat_category: category.into(),
            tax_bp: bp,
            vat_exempt_reason: None,
        }
    }

    #[test]
    fn a_document_splits_by_rate_and_credit_notes_are_negative() {
        let lines = [
            line(10001, "standard", Some(2000)),
            line(5000, "zero", Some(0)),
            line(2500, "exempt", Some(0)),
        ];
        assert_eq!(
            split(&lines, 1),
            [("20%".to_owned(), 10001, 2000), ("0%".to_owned(), 7500, 0)]
        );
        assert_eq!(split(&lines[..1], -1), [("20%".to_owned(), -10001, -2000)]);
        assert_eq!(
            split(&[line(700, "outside", None)], 1),
            [("outside scope".to_owned(), 700, 0)]
        );
    }

    #[test]
    fn csv_fields_are_quoted_and_formulas_defused() {
        assert_eq!(csv_field("Hollis, London"), "\"Hollis, London\"");
        assert_eq!(csv_field("=SUM(A1)"), "\"'=SUM(A1)\"");
        assert_eq!(csv_field("-12.00"), "-12.00");
        assert_eq!(csv_field("F1"), "F1");
    }

    #[test]
    fn the_journal_sheet_is_written_in_every_language() {
        let mut texts: Vec<&str> = COLUMNS.iter().map(|c| c.header).collect();
        texts.extend([
            "Accounting journal",
            "Sales invoice",
            "Storage invoice",
            "Credit note",
            "Purchase invoice",
        ]);
        assert_every_language_has(&texts);
    }
}
