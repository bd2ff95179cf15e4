//! The sales invoices summed by month, brand and currency (net, tax, total, the lines' cost and the
//! margin), for the filters of the invoices list, as JSON for the screen and as a spreadsheet.
use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use entity::generated_invoice;
use sea_orm::{ConnectionTrait, QuerySelect};

use super::{
    dto::{InvoiceSummary, SummaryRow},
    list::CheckedFilters,
};
use crate::{
    auth::Scope,
    error::AppResult,
    features::reports::{
        build::ReportBuild,
        words::Words,
        xlsx::{column, Cell, Column, Kind},
    },
    money::{amount_text, margin_percent, minor_digits},
};

/// Issued at, brand, currency, net, tax, total, cost of one invoice.
type Figures = (DateTime<Utc>, String, String, i64, i64, i64, i64);
/// Month, brand and currency.
type Group = (String, String, String);

#[derive(Default)]
struct Sums {
    invoices: u64,
    net: i64,
    tax: i64,
    total: i64,
    cost: i64,
}

/// Month, brand and currency of each matching invoice's figures, summed exactly (i64 minor units, in
/// Rust, so both databases give the same answer); the newest month first.
async fn sums(
    db: &impl ConnectionTrait,
    filters: &CheckedFilters,
) -> AppResult<Vec<(Group, Sums)>> {
    let rows: Vec<Figures> = filters
        .apply(Scope::All)
        .select_only()
        .column(generated_invoice::Column::CreatedAt)
        .column(generated_invoice::Column::GroupBrand)
        .column(generated_invoice::Column::Currency)
        .column(generated_invoice::Column::NetMinor)
        .column(generated_invoice::Column::TaxMinor)
        .column(generated_invoice::Column::TotalMinor)
        .column(generated_invoice::Column::CostMinor)
        .into_tuple()
        .all(db)
        .await?;
    let mut groups: BTreeMap<Group, Sums> = BTreeMap::new();
    for (at, brand, currency, net, tax, total, cost) in rows {
        let s = groups
            .entry((at.format("%Y-%m").to_string(), brand, currency))
            .or_default();
        s.invoices += 1;
        s.net += net;
        s.tax += tax;
        s.total += total;
        s.cost += cost;
    }
    let mut out: Vec<_> = groups.into_iter().collect();
    // Newest month first; brand and currency in order within a month.
    out.sort_by(|(a, _), (b, _)| b.0.cmp(&a.0).then_with(|| (&a.1, &a.2).cmp(&(&b.1, &b.2))));
    Ok(out)
}

pub async fn summary(
    db: &impl ConnectionTrait,
    filters: &CheckedFilters,
) -> AppResult<InvoiceSummary> {
    let rows = sums(db, filters)
        .await?
        .into_iter()
        .map(|((month, group_brand, currency), s)| SummaryRow {
            month,
            group_brand,
            invoices: s.invoices,
            net: amount_text(s.net, &currency),
            tax: amount_text(s.tax, &currency),
            total: amount_text(s.total, &currency),
            cost: amount_text(s.cost, &currency),
            margin: margin_percent(s.net, s.cost),
            currency,
        })
        .collect();
    Ok(InvoiceSummary { rows })
}

pub const COLUMNS: &[Column] = &[
    column("Month", 10.0, Kind::Text),
    column("Brand", 8.0, Kind::Text),
    column("Currency", 9.0, Kind::Text),
    column("Invoices", 9.0, Kind::Integer),
    column("Net", 14.0, Kind::Decimal(2)),
    column("Tax", 12.0, Kind::Decimal(2)),
    column("Total", 14.0, Kind::Decimal(2)),
    column("Cost", 14.0, Kind::Decimal(2)),
    column("Margin %", 9.0, Kind::Integer),
];

/// The same rows as a sheet; amounts are numbers in major units (the currency has its own column).
pub async fn summary_xlsx(
    db: &impl ConnectionTrait,
    filters: &CheckedFilters,
    words: Words,
) -> AppResult<Vec<u8>> {
    let groups = sums(db, filters).await?;
    let mut build = ReportBuild::start("Invoice summary", COLUMNS, words).await?;
    for ((month, brand, currency), s) in groups {
        let major =
            |minor: i64| Cell::Number(minor as f64 / 10f64.powi(minor_digits(&currency) as i32));
        build
            .push(vec![
                Cell::text(month),
                Cell::text(brand),
                Cell::text(currency.clone()),
                Cell::Number(s.invoices as f64),
                major(s.net),
                major(s.tax),
                major(s.total),
                major(s.cost),
                Cell::Number(margin_percent(s.net, s.cost) as f64),
            ])
            .await?;
    }
    build.finish().await
}

#[cfg(test)]
mod tests {
    use super::COLUMNS;
    use crate::features::reports::words::assert_every_language_has;

    #[test]
    fn the_summary_sheet_is_written_in_every_language() {
        let mut texts: Vec<&str> = COLUMNS.iter().map(|c| c.header).collect();
        texts.push("Invoice summary");
        assert_every_language_has(&texts);
    }
}
