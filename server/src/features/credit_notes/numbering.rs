//! Credit note numbers: one gapless sequence per group brand (`credit_note_sequence`), taken as
//! invoice numbers are (`features/invoices/numbering.rs`): the `UPDATE … SET next_number =
//! next_number + 1` is the issuing transaction's first write, which serialises concurrent credit
//! notes on both databases, and a failed one rolls its number back.
use entity::credit_note_sequence;
use sea_orm::{
    sea_query::{Expr, ExprTrait},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};

use crate::error::{AppError, AppResult};

pub async fn take(txn: &impl ConnectionTrait, group_brand: &str) -> AppResult<i32> {
    let moved = credit_note_sequence::Entity::update_many()
        .col_expr(
            credit_note_sequence::Column::NextNumber,
            Expr::col(credit_note_sequence::Column::NextNumber).add(1),
        )
        .filter(credit_note_sequence::Column::GroupBrand.eq(group_brand))
        .exec(txn)
        .await?;
    if moved.rows_affected != 1 {
        return Err(AppError::internal(format!(
            "no credit note sequence for the group brand '{group_brand}'"
        )));
    }
    let row = credit_note_sequence::Entity::find_by_id(group_brand.to_owned())
        .one(txn)
        .await?
        .ok_or_else(|| AppError::internal("the credit note sequence row vanished"))?;
    Ok(row.next_number - 1)
}
