//! `credit_note_line`: An issued line a credit note credits (each at most once).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "credit_note_line")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub credit_note_id: i32,
    pub issued_line_id: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
