//! `condition_observation`: one thing seen in a condition report, in its order.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "condition_observation")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub report_id: i32,
    pub position: i32,
    /// The client's id of the observation: the marks on the photos name it.
    pub key: String,
    pub area: String,
    pub term: String,
    pub severity: String,
    #[sea_orm(column_type = "Text")]
    pub note: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::condition_report::Entity",
        from = "Column::ReportId",
        to = "super::condition_report::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Report,
}

impl Related<super::condition_report::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Report.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
