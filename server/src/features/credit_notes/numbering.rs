//! Credit note numbers: one gapless sequence per group brand (`credit_note_sequence`), taken as
//! invoice numbers are (`features/invoices/numbering.rs`): the `UPDATE … SET next_number =
//! next_number + 1` is the issuing transaction's first write, which serialises concurrent credit
//! notes on both databases, and a failed one rolls its number back.
use entity::credit_note_sequence;
use sea_orm::ConnectionTrait;

use crate::{
    error::AppResult,
    features::invoices::numbering::{take_from, BrandSequence},
};

impl BrandSequence for credit_note_sequence::Entity {
    const NAME: &'static str = "credit note";
    fn next_number() -> Self::Column {
        credit_note_sequence::Column::NextNumber
    }
    fn group_brand() -> Self::Column {
        credit_note_sequence::Column::GroupBrand
    }
}

pub async fn take(txn: &impl ConnectionTrait, group_brand: &str) -> AppResult<i32> {
    take_from::<credit_note_sequence::Entity>(txn, group_brand).await
}
