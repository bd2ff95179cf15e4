//! Issued (generated) invoices, sales and storage ones: read one, change its paid date, delete the latest of its brand,
//! name and serve its stored PDF. An issued invoice is never edited in place: its number, amounts,
//! lines and PDF stay as generated; only `paidOn` may change.
use chrono::{NaiveDate, Utc};
use entity::{
    credit_note, generated_invoice, invoice, invoice_line, storage_invoice_item,
    types::{AuditAction, GeneratedInvoiceKind},
};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, QueryFilter, QueryOrder, Set,
};
use serde_json::json;

use super::{
    dto::{GeneratedInvoiceDto, PaidInput},
    legal, numbering,
    view::{self, Reader},
};
use crate::{
    audit,
    auth::{CurrentUser, Scope},
    error::{AppError, AppResult},
    files::FileStore,
};

/// The invoice (sales or storage) with this record id in scope; another company's is a 404 like a
/// missing one.
pub async fn find(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
) -> AppResult<generated_invoice::Model> {
    generated_invoice::Entity::find_by_id(id)
        .filter(scope.condition(generated_invoice::Column::CompanyId))
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

pub async fn get(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
    reader: Reader,
) -> AppResult<GeneratedInvoiceDto> {
    let record = find(db, scope, id).await?;
    Ok(view::dtos(db, vec![record], reader).await?.remove(0))
}

/// `PUT /api/admin/invoice/{id}`: sets or clears the paid date; one audit entry when it changes.
pub async fn set_paid(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    id: i32,
    input: &PaidInput,
) -> AppResult<GeneratedInvoiceDto> {
    let paid_on = match input.paid_on.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => Some(NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| {
            AppError::Unprocessable(format!(
                "The paid date '{text}' is not a date (YYYY-MM-DD)."
            ))
        })?),
    };
    let txn = crate::db::begin_write(db).await?;
    let record = find(&txn, actor.scope(), id).await?;
    if let Some(day) = paid_on {
        if day < record.created_at.date_naive() {
            return Err(AppError::Unprocessable(format!(
                "The paid date {day} is before the invoice was issued ({}).",
                record.created_at.date_naive()
            )));
        }
    }
    if record.paid_on == paid_on {
        return get(&txn, actor.scope(), id, Reader::Provider).await;
    }
    let before = record.paid_on;
    let mut row: generated_invoice::ActiveModel = record.clone().into();
    row.paid_on = Set(paid_on);
    let saved = row.update(&txn).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Update,
            object_type: "generated_invoice",
            object_id: Some(saved.id.to_string()),
            company_id: Some(saved.company_id),
            detail: Some(json!({
                "assignmentId": saved.assignment_id,
                "invoiceNumber": numbering::invoice_number(&saved.group_brand, saved.number),
                "paidOn": {"from": before, "to": paid_on},
            })),
        },
    )
    .await?;
    txn.commit().await?;
    get(db, actor.scope(), id, Reader::Provider).await
}

/// `DELETE /api/admin/invoice/{id}`: only the latest number of its brand (the number goes back to the
/// sequence, so numbering stays gapless) and only while unpaid; else 409 saying why. A sales
/// invoice's lines go back to the working invoice (no longer ignored); a storage invoice's items go,
/// so its assets' billed periods do and their days are outstanding again. Its PDF is removed after
/// the commit; audited.
pub async fn delete(
    db: &DatabaseConnection,
    files: &FileStore,
    actor: &CurrentUser,
    id: i32,
) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let record = find(&txn, actor.scope(), id).await?;
    let number = numbering::invoice_number(&record.group_brand, record.number);
    if let Some(paid) = record.paid_on {
        return Err(AppError::Conflict(format!(
            "Invoice {number} was paid on {paid}: clear its paid date before deleting it."
        )));
    }
    if let Some(note) = credit_note::Entity::find()
        .filter(credit_note::Column::GeneratedInvoiceId.eq(record.id))
        .one(&txn)
        .await?
    {
        return Err(AppError::Conflict(format!(
            "Invoice {number} has the credit note {}: an invoice with credit notes is never deleted.",
            numbering::credit_note_number(&note.group_brand, note.number)
        )));
    }
    if !numbering::give_back(&txn, &record.group_brand, record.number).await? {
        let latest = numbering::latest(&txn, &record.group_brand).await?;
        return Err(AppError::Conflict(format!(
            "Only the latest invoice of a brand can be deleted, so that the numbering has no gap: \
             {number} is not the latest ({} is).",
            numbering::invoice_number(&record.group_brand, latest)
        )));
    }
    let items = storage_invoice_item::Entity::delete_many()
        .filter(storage_invoice_item::Column::GeneratedInvoiceId.eq(record.id))
        .exec(&txn)
        .await?;
    let lines = invoice_line::Entity::update_many()
        .col_expr(invoice_line::Column::Ignored, Expr::value(false))
        .col_expr(
            invoice_line::Column::GeneratedInvoiceId,
            Expr::value(Option::<i32>::None),
        )
        .filter(invoice_line::Column::GeneratedInvoiceId.eq(record.id))
        .exec(&txn)
        .await?;
    if let Some(assignment_id) = record.assignment_id {
        // The working invoice names its last generated invoice: the one before this, if any.
        let previous = generated_invoice::Entity::find()
            .filter(generated_invoice::Column::AssignmentId.eq(assignment_id))
            .filter(generated_invoice::Column::Kind.eq(GeneratedInvoiceKind::Sales.as_str()))
            .filter(generated_invoice::Column::Id.ne(record.id))
            .order_by_desc(generated_invoice::Column::CreatedAt)
            .order_by_desc(generated_invoice::Column::Id)
            .one(&txn)
            .await?;
        invoice::Entity::update_many()
            .col_expr(
                invoice::Column::InvoiceNumber,
                Expr::value(previous.map(|p| p.number)),
            )
            .col_expr(invoice::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(invoice::Column::AssignmentId.eq(assignment_id))
            .exec(&txn)
            .await?;
    }
    generated_invoice::Entity::delete_by_id(record.id)
        .exec(&txn)
        .await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Delete,
            object_type: "generated_invoice",
            object_id: Some(record.id.to_string()),
            company_id: Some(record.company_id),
            detail: Some(json!({
                "assignmentId": record.assignment_id,
                "ref": record.assignment_ref,
                "invoiceNumber": number,
                "currency": record.currency,
                "totalMinor": record.total_minor,
                "kind": record.kind,
                "linesReturned": lines.rows_affected,
                "storageItemsRemoved": items.rows_affected,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    for name in record.file_name.iter().chain(&record.xml_file_name) {
        if let Err(e) = files.remove(name).await {
            // The record is gone; the start-up sweep removes an unreferenced file later.
            tracing::warn!(error = %e, "could not remove a deleted invoice's file");
        }
    }
    Ok(())
}

/// The stored file a download name names, in scope: an invoice's or a credit note's PDF
/// (`F12.pdf`, `FC1.pdf`) or UBL (`F12.xml`, `FC1.xml`), with its content type. A name that names
/// nothing (no prefix, unknown brand, no such file) and another company's invoice are the same 404.
pub async fn file(
    db: &impl ConnectionTrait,
    files: &FileStore,
    scope: Scope,
    name: &str,
) -> AppResult<(Vec<u8>, &'static str)> {
    let wanted = numbering::parse_download(name).ok_or(AppError::NotFound)?;
    let (pdf, xml) = if wanted.credit_note {
        let note = credit_note::Entity::find()
            .filter(credit_note::Column::GroupBrand.eq(wanted.brand.as_str()))
            .filter(credit_note::Column::Number.eq(wanted.number))
            .filter(scope.condition(credit_note::Column::CompanyId))
            .one(db)
            .await?
            .ok_or(AppError::NotFound)?;
        (note.file_name, note.xml_file_name)
    } else {
        let record = generated_invoice::Entity::find()
            .filter(generated_invoice::Column::GroupBrand.eq(wanted.brand.as_str()))
            .filter(generated_invoice::Column::Number.eq(wanted.number))
            .filter(scope.condition(generated_invoice::Column::CompanyId))
            .one(db)
            .await?
            .ok_or(AppError::NotFound)?;
        (record.file_name, record.xml_file_name)
    };
    let (stored, kind) = if wanted.xml {
        (xml, "application/xml")
    } else {
        (pdf, "application/pdf")
    };
    let stored = stored.ok_or(AppError::NotFound)?;
    Ok((legal::issue::read_stored(files, &stored).await?, kind))
}
