//! Issuing a credit note against an issued invoice, in one transaction: the chosen lines (or every
//! line not credited yet) checked, the brand's next credit note number (the first write), the
//! record and its lines, the Factur-X PDF and the UBL rendered once and stored, one audit entry.
use std::collections::HashMap;

use chrono::Utc;
use entity::{company, credit_note, credit_note_line, issued_line, types::AuditAction};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, Set,
};
use serde_json::json;

use super::{
    document,
    dto::{CreditNoteInput, InvoiceLinesDto, IssuedLineDto},
    numbering as credit_numbering,
};
use crate::{
    audit,
    auth::{CurrentUser, Scope},
    error::{AppError, AppResult},
    features::{
        input::optional,
        invoice_parties::{buyer, seller},
        invoices::{
            dto::GeneratedInvoiceDto,
            generate::Context,
            issued,
            legal::{
                self,
                model::{DocKind, DocLine, Head, LegalDoc},
            },
            numbering,
            view::Reader,
        },
    },
    files::StagedFiles,
    money::{amount_text, tax_rate_text, vat::VatCategory},
};

/// The invoice's issued lines in order, and which credit note credited each (by line id).
async fn lines_of(
    db: &impl ConnectionTrait,
    invoice_id: i32,
) -> AppResult<(Vec<issued_line::Model>, HashMap<i32, String>)> {
    let lines = issued_line::Entity::find()
        .filter(issued_line::Column::GeneratedInvoiceId.eq(invoice_id))
        .order_by_asc(issued_line::Column::Position)
        .all(db)
        .await?;
    let notes = credit_note::Entity::find()
        .filter(credit_note::Column::GeneratedInvoiceId.eq(invoice_id))
        .all(db)
        .await?;
    let mut credited = HashMap::new();
    if !notes.is_empty() {
        let names: HashMap<i32, String> = notes
            .iter()
            .map(|n| {
                (
                    n.id,
                    numbering::credit_note_number(&n.group_brand, n.number),
                )
            })
            .collect();
        for l in credit_note_line::Entity::find()
            .filter(credit_note_line::Column::CreditNoteId.is_in(names.keys().copied()))
            .all(db)
            .await?
        {
            credited.insert(l.issued_line_id, names[&l.credit_note_id].clone());
        }
    }
    Ok((lines, credited))
}

/// `GET /api/admin/invoice/{id}/lines`.
pub async fn lines(db: &impl ConnectionTrait, scope: Scope, id: i32) -> AppResult<InvoiceLinesDto> {
    let record = issued::find(db, scope, id).await?;
    let (lines, credited) = lines_of(db, id).await?;
    let dto = issued::get(db, scope, id, Reader::Provider).await?;
    Ok(InvoiceLinesDto {
        invoice_number: numbering::invoice_number(&record.group_brand, record.number),
        lines: lines
            .into_iter()
            .map(|l| IssuedLineDto {
                id: l.id,
                amount: amount_text(l.net_minor, &record.currency),
                vat_category: VatCategory::of_line(Some(&l.vat_category), false),
                tax_rate: l.tax_bp.map(tax_rate_text),
                vat_exempt_reason: l.vat_exempt_reason,
                credited_by: credited.get(&l.id).cloned(),
                description: l.description,
            })
            .collect(),
        currency: record.currency,
        credit_notes: dto.credit_notes,
    })
}

/// `POST /api/admin/invoice/{id}/credit-note`: the invoice as it now stands (its credit notes and
/// balance).
pub async fn issue(
    db: &DatabaseConnection,
    context: &Context<'_>,
    actor: &CurrentUser,
    id: i32,
    input: &CreditNoteInput,
) -> AppResult<GeneratedInvoiceDto> {
    let reason = optional("The reason", input.reason.as_deref(), 500)?;
    let txn = crate::db::begin_write(db).await?;
    let record = issued::find(&txn, actor.scope(), id).await?;
    let invoice_number = numbering::invoice_number(&record.group_brand, record.number);
    let (lines, credited) = lines_of(&txn, id).await?;
    if lines.is_empty() {
        return Err(AppError::Unprocessable(format!(
            "Invoice {invoice_number} was issued before its lines were kept one by one: it cannot \
             be credited here."
        )));
    }
    let chosen: Vec<&issued_line::Model> = if input.line_ids.is_empty() {
        lines
            .iter()
            .filter(|l| !credited.contains_key(&l.id))
            .collect()
    } else {
        let mut out = Vec::new();
        for wanted in &input.line_ids {
            let line = lines.iter().find(|l| l.id == *wanted).ok_or_else(|| {
                AppError::Unprocessable(format!(
                    "Line {wanted} is not a line of invoice {invoice_number}."
                ))
            })?;
            if let Some(by) = credited.get(wanted) {
                return Err(AppError::Unprocessable(format!(
                    "'{}' is already credited by {by}.",
                    line.description
                )));
            }
            if !out.iter().any(|l: &&issued_line::Model| l.id == line.id) {
                out.push(line);
            }
        }
        out.sort_by_key(|l| l.position);
        out
    };
    if chosen.is_empty() {
        return Err(AppError::Unprocessable(format!(
            "Every line of invoice {invoice_number} is already credited."
        )));
    }
    let company = company::Entity::find_by_id(record.company_id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let seller = seller::for_issue(&txn, &record.group_brand).await?;
    let buyer = buyer::for_issue(
        &txn,
        &company,
        record.company_division_id,
        None,
        &seller.country,
    )
    .await?;
    let standard_bp = lines
        .iter()
        .find(|l| l.vat_category == VatCategory::Standard.as_str())
        .and_then(|l| l.tax_bp)
        .unwrap_or(0);

    let number = credit_numbering::take(&txn, &record.group_brand).await?;
    let note_number = numbering::credit_note_number(&record.group_brand, number);
    let now = Utc::now();
    let doc = LegalDoc::new(
        Head {
            kind: DocKind::CreditNote,
            number: note_number.clone(),
            issued_on: now.date_naive(),
            currency: record.currency.clone(),
            po_number: None,
            buyer_reference: record
                .assignment_ref
                .clone()
                .or(Some(invoice_number.clone())),
            preceding: Some((invoice_number.clone(), record.created_at.date_naive())),
            standard_bp,
            note: reason.clone(),
        },
        &seller,
        &buyer,
        chosen
            .iter()
            .map(|l| DocLine {
                description: l.description.clone(),
                net: l.net_minor,
                category: VatCategory::of_line(Some(&l.vat_category), false),
                exempt_reason: l.vat_exempt_reason.clone(),
            })
            .collect(),
    );
    let data = document::data(&doc, &record.group_brand, context.issuer, reason.as_deref());
    let rendered = legal::issue::render("credit-note.typ", &data, &doc).await?;
    let mut staged = StagedFiles::new(context.files);
    let (pdf_name, xml_name) = legal::issue::stage(&mut staged, rendered).await?;
    let note = credit_note::ActiveModel {
        generated_invoice_id: Set(record.id),
        group_brand: Set(record.group_brand.clone()),
        number: Set(number),
        company_id: Set(record.company_id),
        currency: Set(record.currency.clone()),
        net_minor: Set(doc.totals.net),
        tax_minor: Set(doc.totals.tax),
        total_minor: Set(doc.totals.gross),
        reason: Set(reason.clone().unwrap_or_default()),
        file_name: Set(Some(pdf_name)),
        xml_file_name: Set(Some(xml_name)),
        created_by: Set(Some(actor.account.id)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(AppError::unique_as(format!(
        "Credit note {note_number} already exists."
    )))?;
    for line in &chosen {
        credit_note_line::ActiveModel {
            credit_note_id: Set(note.id),
            issued_line_id: Set(line.id),
            ..Default::default()
        }
        .insert(&txn)
        .await
        // Two credit notes for the same line at once: the unique index decides.
        .map_err(AppError::unique_as(format!(
            "'{}' is already credited.",
            line.description
        )))?;
    }
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Create,
            object_type: "credit_note",
            object_id: Some(note.id.to_string()),
            company_id: Some(record.company_id),
            detail: Some(json!({
                "creditNoteNumber": note_number,
                "invoiceNumber": invoice_number,
                "invoiceId": record.id,
                "currency": note.currency,
                "net": amount_text(note.net_minor, &note.currency),
                "tax": amount_text(note.tax_minor, &note.currency),
                "total": amount_text(note.total_minor, &note.currency),
                "lineIds": chosen.iter().map(|l| l.id).collect::<Vec<_>>(),
                "reason": reason,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    staged.keep();
    issued::get(db, actor.scope(), id, Reader::Provider).await
}
