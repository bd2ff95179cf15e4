//! A storage invoice's lines, one service for the preview and the generation: the bag's assets
//! (one division), the company's currency and group brand, a rate per item per day or per cubic
//! metre per day (the asset's gross volume), a minimum charge per line, and each asset's
//! outstanding days (`outstanding.rs`). The charge rules are pure and table-tested here.
use std::collections::HashSet;

use chrono::{NaiveDate, Utc};
use entity::{asset, company, company_division};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::dto::{StorageInvoiceInput, StorageInvoicePreview, StorageLineDto};
use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    features::{inventory::read, invoices::working::offered, storage_entries::billing},
    money::{self, amount_text},
};

/// Most assets one storage invoice bills.
pub const MAX_ASSETS: usize = 1_000;

/// The refusal of a bag holding assets of more than one division (docs/storage.md).
pub const SAME_DIVISION: &str = "Can only add assets of the same Division";

/// How a storage invoice charges a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateBasis {
    /// The rate per item per day.
    Item,
    /// The rate per cubic metre of the asset's gross volume per day.
    Volume,
}

impl RateBasis {
    pub fn parse(text: &str) -> AppResult<RateBasis> {
        match text.trim() {
            "item" => Ok(RateBasis::Item),
            "volume" => Ok(RateBasis::Volume),
            other => Err(AppError::Unprocessable(format!(
                "The rate basis must be item (per item per day) or volume (per cubic metre per day), not '{other}'."
            ))),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            RateBasis::Item => "item",
            RateBasis::Volume => "volume",
        }
    }
}

/// Millionths of a cubic metre in one.
pub const VOLUME_SCALE: i64 = 1_000_000;

/// A volume in cubic metres as whole millionths (rounded half away from zero).
pub fn volume_micro(m3: f64) -> i64 {
    (m3 * VOLUME_SCALE as f64).round() as i64
}

/// A line's charge in minor units: the rate × days (× the volume in m³), rounded half away from
/// zero once, then at least the minimum charge.
pub fn line_charge(
    basis: RateBasis,
    rate_minor: i64,
    days: i64,
    volume_micro: i64,
    minimum_minor: i64,
) -> i64 {
    let charge = match basis {
        RateBasis::Item => rate_minor as i128 * days as i128,
        RateBasis::Volume => money::div_round(
            rate_minor as i128 * volume_micro as i128 * days as i128,
            VOLUME_SCALE as i128,
        ),
    };
    Ord::max(charge.min(i64::MAX as i128) as i64, minimum_minor)
}

/// `{ref or title}: storage for N outstanding days` (the same wording for
/// every N, one day included; docs/storage.md).
pub fn line_description(label: &str, days: i64) -> String {
    format!("{label}: storage for {days} outstanding days")
}

/// A line as it is computed, in minor units.
#[derive(Clone, Debug)]
pub struct Line {
    pub asset_id: i32,
    pub reference: Option<String>,
    pub description: String,
    pub days: i64,
    pub period: (NaiveDate, NaiveDate),
    pub volume_micro: Option<i64>,
    pub charge: i64,
}

/// The invoice as it would be made now.
pub struct Draft {
    pub company: company::Model,
    pub division: company_division::Model,
    pub currency: String,
    pub basis: RateBasis,
    pub rate: i64,
    pub minimum: i64,
    pub cost: i64,
    pub lines: Vec<Line>,
    pub total: i64,
}

impl Draft {
    pub fn addressee(&self) -> Option<String> {
        self.division
            .invoice_addressee
            .clone()
            .filter(|a| !a.trim().is_empty())
            .or_else(|| self.company.invoice_addressee.clone())
    }

    pub fn preview(&self) -> StorageInvoicePreview {
        let money = |minor: i64| amount_text(minor, &self.currency);
        StorageInvoicePreview {
            company_id: self.company.id,
            company_name: self.company.name.clone(),
            company_division_id: self.division.id,
            company_division: self.division.name.clone(),
            group_brand: self.company.group_brand.clone(),
            currency: self.currency.clone(),
            currencies: offered(&self.company),
            addressee: self.addressee(),
            rate_basis: self.basis.as_str().to_owned(),
            rate: money(self.rate),
            minimum_charge: money(self.minimum),
            lines: self
                .lines
                .iter()
                .map(|l| StorageLineDto {
                    asset_id: l.asset_id,
                    reference: l.reference.clone(),
                    description: l.description.clone(),
                    days: l.days,
                    period_from: l.period.0,
                    period_to: l.period.1,
                    volume: l.volume_micro.map(|v| v as f64 / VOLUME_SCALE as f64),
                    charge: money(l.charge),
                })
                .collect(),
            total: money(self.total),
            cost: money(self.cost),
        }
    }
}

fn optional_amount(label: &str, text: Option<&str>, currency: &str) -> AppResult<i64> {
    match text.map(str::trim) {
        None | Some("") => Ok(0),
        Some(t) => money::parse_amount(label, t, currency),
    }
}

/// The invoice the input describes, as it would be made today; 4xx naming what is wrong.
pub async fn draft(
    db: &impl ConnectionTrait,
    scope: Scope,
    input: &StorageInvoiceInput,
) -> AppResult<Draft> {
    let mut seen = HashSet::new();
    let ids: Vec<i32> = input
        .asset_ids
        .iter()
        .copied()
        .filter(|id| seen.insert(*id))
        .collect();
    if ids.is_empty() {
        return Err(AppError::Unprocessable(
            "The bag is empty: add the assets to invoice first.".into(),
        ));
    }
    if ids.len() > MAX_ASSETS {
        return Err(AppError::Unprocessable(format!(
            "A storage invoice bills at most {MAX_ASSETS} assets; this one has {}.",
            ids.len()
        )));
    }
    let assets = asset::Entity::find()
        .filter(scope.condition(asset::Column::CompanyId))
        .filter(asset::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    if assets.len() != ids.len() {
        return Err(AppError::NotFound);
    }
    let division_id = assets[0].company_division_id;
    if assets.iter().any(|a| a.company_division_id != division_id) {
        return Err(AppError::Unprocessable(SAME_DIVISION.into()));
    }
    let division = company_division::Entity::find_by_id(division_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let company = company::Entity::find_by_id(division.company_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let currency = input.currency.trim().to_owned();
    let currencies = offered(&company);
    if !currencies.contains(&currency) {
        return Err(AppError::Unprocessable(format!(
            "The currency '{currency}' is not one of {}'s: choose from {}.",
            company.name,
            currencies.join(", ")
        )));
    }
    let basis = RateBasis::parse(&input.rate_basis)?;
    let rate = money::parse_amount("The rate", &input.rate, &currency)?;
    if rate == 0 {
        return Err(AppError::Unprocessable(
            "The rate must be more than 0.".into(),
        ));
    }
    let minimum = optional_amount(
        "The minimum charge",
        input.minimum_charge.as_deref(),
        &currency,
    )?;
    let cost = optional_amount("The cost", input.cost.as_deref(), &currency)?;

    let today = Utc::now().date_naive();
    let days = billing::for_assets(db, scope, &ids, today).await?;
    let dtos = read::asset_dtos(db, scope, &ids).await?;
    let mut lines = Vec::with_capacity(ids.len());
    let mut nothing = Vec::new();
    let mut no_volume = Vec::new();
    for a in &dtos {
        let row = &a.row;
        let label = row
            .reference
            .clone()
            .filter(|r| !r.trim().is_empty())
            .unwrap_or_else(|| row.title.clone());
        let owed = days.get(&row.id).copied().unwrap_or_default();
        let Some(period) = owed.period.filter(|_| owed.days > 0) else {
            nothing.push(label);
            continue;
        };
        let volume = a.gross_volume.map(volume_micro).filter(|v| *v > 0);
        if basis == RateBasis::Volume && volume.is_none() {
            no_volume.push(label.clone());
        }
        lines.push(Line {
            asset_id: row.id,
            reference: row.reference.clone(),
            description: line_description(&label, owed.days),
            days: owed.days,
            period,
            volume_micro: if basis == RateBasis::Volume {
                volume
            } else {
                None
            },
            charge: line_charge(basis, rate, owed.days, volume.unwrap_or(0), minimum),
        });
    }
    if !nothing.is_empty() {
        return Err(AppError::Unprocessable(format!(
            "Nothing to bill for {}: no outstanding storage days (already invoiced, or not stored). Take them out of the bag.",
            nothing.join(", ")
        )));
    }
    if !no_volume.is_empty() {
        return Err(AppError::Unprocessable(format!(
            "No gross volume for {}: add the gross measurements, or bill per item.",
            no_volume.join(", ")
        )));
    }
    let total = lines.iter().map(|l| l.charge).sum();
    Ok(Draft {
        company,
        division,
        currency,
        basis,
        rate,
        minimum,
        cost,
        lines,
        total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_charges_by_basis_with_the_minimum() {
        // (basis, rate minor, days, volume micro-m³, minimum minor, charge minor)
        let cases: &[(RateBasis, i64, i64, i64, i64, i64)] = &[
            (RateBasis::Item, 150, 23, 0, 0, 3450),
            (RateBasis::Item, 150, 1, 0, 1000, 1000), // the minimum wins
            (RateBasis::Item, 150, 10, 0, 1000, 1500),
            (RateBasis::Volume, 200, 10, 1_000_000, 0, 2000), // 1 m³
            (RateBasis::Volume, 200, 10, 250_000, 0, 500),    // 0.25 m³
            (RateBasis::Volume, 333, 3, 123_456, 0, 123), // 3.33 × 0.123456 × 3 = 1.2333 -> 1.23
            (RateBasis::Volume, 100, 1, 5_000, 0, 1),     // 0.005 -> 0.01 (half away from 0)
            (RateBasis::Volume, 100, 1, 4_999, 0, 0),
            (RateBasis::Volume, 100, 1, 4_999, 50, 50),
            (RateBasis::Item, 1200, 31, 0, 0, 37200), // JPY 1200 a day in a 31-day month
        ];
        for &(basis, rate, days, volume, minimum, expected) in cases {
            assert_eq!(
                line_charge(basis, rate, days, volume, minimum),
                expected,
                "{basis:?} {rate} × {days} × {volume} min {minimum}"
            );
        }
    }

    #[test]
    fn lines_read_ref_or_title_and_days() {
        assert_eq!(
            line_description("HG-12", 23),
            "HG-12: storage for 23 outstanding days"
        );
        assert_eq!(
            line_description("Blue Study", 1),
            "Blue Study: storage for 1 outstanding days"
        );
        assert_eq!(volume_micro(0.1234565), 123_457);
        assert!(RateBasis::parse("per week").is_err());
        assert_eq!(RateBasis::parse(" volume ").unwrap(), RateBasis::Volume);
    }
}
