//! `stocktake`: a count of a location and everything under it (`location_id`), or of the whole
//! warehouse (NULL). `result` is the outcome kept when it was finished.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "stocktake")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub location_id: Option<i32>,
    pub started_by: Option<i32>,
    pub started_at: ChronoDateTimeUtc,
    pub finished_at: Option<ChronoDateTimeUtc>,
    pub applied_at: Option<ChronoDateTimeUtc>,
    pub result: Option<Json>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
