//! `stocktake_scan`: a work scanned in a count, where (`location_id`, the place the phone was
//! counting), by whom and when. One row a work a count.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "stocktake_scan")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub stocktake_id: i32,
    pub asset_id: i32,
    pub location_id: Option<i32>,
    pub account_id: Option<i32>,
    pub scanned_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
