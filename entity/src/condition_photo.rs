//! `condition_photo`: a photo of a condition report, kept whole in the file store (`file_name`)
//! and never altered. `marks` is the W3C Web Annotation JSON (an array of annotations) drawn on
//! it, in the photo's own pixels; `rotation` (degrees clockwise) is how it is shown.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "condition_photo")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub report_id: i32,
    pub position: i32,
    /// Display name (the uploaded file's name).
    pub name: String,
    /// Stored file name in the file store.
    pub file_name: String,
    pub content_type: String,
    pub size_bytes: i64,
    /// Pixels, upright (after the photo's own orientation).
    pub width: i32,
    pub height: i32,
    pub rotation: i32,
    #[sea_orm(column_type = "Text")]
    pub marks: String,
    pub created_at: ChronoDateTimeUtc,
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
