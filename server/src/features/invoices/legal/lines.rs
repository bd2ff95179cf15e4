//! An issued invoice's lines as issued (`issued_line`): kept so that its credit notes and the
//! accounting export never depend on a working invoice or storage terms that may change later.
use entity::issued_line;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use super::model::LegalDoc;
use crate::error::AppResult;

pub async fn save(
    txn: &impl ConnectionTrait,
    generated_invoice_id: i32,
    doc: &LegalDoc,
) -> AppResult<()> {
    for (position, line) in doc.lines.iter().enumerate() {
        issued_line::ActiveModel {
            generated_invoice_id: Set(generated_invoice_id),
            position: Set(position as i32),
            description: Set(line.description.clone()),
            net_minor: Set(line.net),
            vat_category: Set(line.category.as_str().to_owned()),
            tax_bp: Set(line.category.rate_bp(doc.standard_bp)),
            vat_exempt_reason: Set(line.exempt_reason.clone()),
            ..Default::default()
        }
        .insert(txn)
        .await?;
    }
    Ok(())
}
