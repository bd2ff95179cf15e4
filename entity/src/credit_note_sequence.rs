//! `credit_note_sequence`: Next credit note number per group brand (`FC1`, `EC1`…).
use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "credit_note_sequence")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub group_brand: String,
    pub next_number: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
