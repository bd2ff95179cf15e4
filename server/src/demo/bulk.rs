//! `plinth bench-assets`: many plain assets for one company, so `just bench` can measure the
//! inventory list at the size a large gallery reaches (10,000 works). Each asset has one net
//! measurement and no photo; titles and references are numbered so a second run adds more.
use anyhow::Context;
use chrono::Utc;
use entity::{
    asset, company, company_division, measurement,
    types::{LengthUnit, MeasurementKind, WeightUnit},
};
use sea_orm::{
    ActiveValue::NotSet, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, Set, TransactionTrait,
};

use super::artworks::{ARTISTS, TITLES};

/// Rows per INSERT: well under SQLite's 32,766 bound variables for both tables.
const BATCH: usize = 500;

/// Adds `count` assets to the first division of the company named `company_name`; returns how
/// many the company has now.
pub async fn add_assets(
    db: &DatabaseConnection,
    company_name: &str,
    count: usize,
) -> anyhow::Result<u64> {
    let company = company::Entity::find()
        .filter(company::Column::Name.eq(company_name))
        .one(db)
        .await?
        .with_context(|| format!("no company named '{company_name}' (run seed-demo first)"))?;
    let division = company_division::Entity::find()
        .filter(company_division::Column::CompanyId.eq(company.id))
        .order_by_asc(company_division::Column::Id)
        .one(db)
        .await?
        .with_context(|| format!("'{company_name}' has no division"))?;
    let before = asset::Entity::find()
        .filter(asset::Column::CompanyId.eq(company.id))
        .count(db)
        .await? as usize;
    let now = Utc::now();
    let txn = db.begin().await?;
    for start in (0..count).step_by(BATCH) {
        let numbers = (start..(start + BATCH).min(count)).map(|k| before + k + 1);
        let assets = numbers.clone().map(|n| {
            let mut row = asset::ActiveModel {
                id: NotSet,
                company_id: Set(company.id),
                company_division_id: Set(division.id),
                title: Set(format!("{} {n}", TITLES[n % TITLES.len()])),
                artist: Set(ARTISTS[n % ARTISTS.len()].map(str::to_owned)),
                r#ref: Set(Some(format!("BX-{n:06}"))),
                their_ref: Set(Some(format!("BULK-{n:06}"))),
                pieces: Set(1),
                value_minor: Set(Some(((n % 900) as i64 + 100) * 10_000)),
                value_currency: Set("$".to_owned()),
                hidden: Set(false),
                photo_document_id: Set(None),
                photo_rotation: Set(0),
                created_by: Set(None),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            };
            // insert_many skips before_save, which keeps the list keys.
            row.set_keys();
            row
        });
        asset::Entity::insert_many(assets).exec(&txn).await?;
        // The ids just made, by their unique references, for the measurements.
        let refs: Vec<String> = numbers.map(|n| format!("BULK-{n:06}")).collect();
        let made = asset::Entity::find()
            .filter(asset::Column::CompanyId.eq(company.id))
            .filter(asset::Column::TheirRef.is_in(refs))
            .all(&txn)
            .await?;
        let sizes = made.iter().map(|a| measurement::ActiveModel {
            id: NotSet,
            company_id: Set(company.id),
            asset_id: Set(a.id),
            kind: Set(MeasurementKind::Net.as_str().to_owned()),
            position: Set(0),
            weight_value: Set(Some(2.0 + (a.id % 40) as f64)),
            weight_unit: Set(WeightUnit::Kg.as_str().to_owned()),
            x: Set(Some(30.0 + (a.id % 150) as f64)),
            y: Set(Some(40.0 + (a.id % 120) as f64)),
            z: Set(Some(4.0)),
            x_unit: Set(LengthUnit::Cm.as_str().to_owned()),
            y_unit: Set(LengthUnit::Cm.as_str().to_owned()),
            z_unit: Set(LengthUnit::Cm.as_str().to_owned()),
        });
        measurement::Entity::insert_many(sizes).exec(&txn).await?;
    }
    txn.commit().await?;
    Ok((before + count) as u64)
}
