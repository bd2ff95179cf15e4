//! `condition_report`: one examination of one asset (docs/condition-reports.md). `signed_at` set
//! means signed: the row, its observations and photos are never changed again, and `digest` is
//! the SHA-256 (hex) over them and the photos' bytes, taken at signing.
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "condition_report")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub company_id: i32,
    pub asset_id: i32,
    /// The assignment the examination was made for, if any.
    pub assignment_id: Option<i32>,
    /// The signed report this one corrects.
    pub amends_id: Option<i32>,
    /// `intake`, `beforeShipment`, `onReceipt`, `onReturn`, `periodic`, `incident`.
    pub kind: String,
    pub examined_on: ChronoDate,
    pub examiner_id: Option<i32>,
    /// The examiner's name when the report was written (the record keeps it if the account goes).
    pub examiner_name: String,
    /// Written by the provider's staff (true) or by the customer's own people.
    pub by_provider: bool,
    /// `excellent`, `good`, `fair`, `poor`, `unstable`.
    pub overall: String,
    #[sea_orm(column_type = "Text")]
    pub summary: String,
    pub signed_at: Option<ChronoDateTimeUtc>,
    pub digest: Option<String>,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::condition_observation::Entity")]
    Observation,
    #[sea_orm(has_many = "super::condition_photo::Entity")]
    Photo,
}

impl Related<super::condition_observation::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Observation.def()
    }
}

impl Related<super::condition_photo::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Photo.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
