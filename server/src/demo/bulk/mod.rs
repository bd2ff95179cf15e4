//! Bulk data for measuring. `plinth bench-data` (`load`): 100,000 assets across several
//! companies and 20,000 assignments. `plinth bench-assets` (`add_assets`): plain assets for one
//! company. Rows are made by `rows`, spread by `plan`, written by `insert` in multi-row batches.
mod insert;
mod load;
pub mod plan;
mod rows;

use anyhow::Context;
use chrono::Utc;
use entity::{asset, company, company_division, types::MeasurementKind};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};

pub use load::{load, Report, BENCH_CUSTOMER};
pub use plan::Plan;

/// Adds `count` assets, each with one net measurement and no photo, to the first division of the
/// company named `company_name`; returns how many the company has now. References are numbered
/// on from the company's count, so a second run adds more.
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
    let owner = rows::Owner {
        company_id: company.id,
        division_id: division.id,
    };
    let now = Utc::now();
    let txn = crate::db::begin_write(db).await?;
    let assets = (before + 1..=before + count).map(|n| rows::asset(owner, n, "BX", now));
    let ids: Vec<i32> =
        insert::insert_returning(&txn, assets.collect(), [asset::Column::Id]).await?;
    let sizes = ids
        .iter()
        .map(|&id| rows::measurement(company.id, id, MeasurementKind::Net));
    insert::insert_all(&txn, sizes.collect()).await?;
    txn.commit().await?;
    Ok((before + count) as u64)
}
