//! Generating a storage invoice (`POST /api/admin/storage/invoice`), in one transaction, as sales
//! invoices are (`features/invoices/generate.rs`): the lines computed again inside the transaction
//! (the preview's service), the brand's next number from the same gapless F/E sequence as sales
//! invoices (`numbering::take`, the first write), the record (kind `storage`), an item per asset with
//! the period billed (so its outstanding days start again from the period's end), the PDF rendered
//! once and stored through the file store, one audit entry. A failure rolls the number back.
use chrono::Utc;
use entity::{
    generated_invoice, storage_invoice_item,
    text::search_text,
    types::{AuditAction, GeneratedInvoiceKind},
};
use sea_orm::{ActiveModelTrait, DatabaseConnection, Set};
use serde_json::json;

use super::{document, dto::StorageInvoiceInput, invoice};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
    features::{
        input::optional,
        invoice_parties::{buyer, seller},
        invoices::{
            dto::GeneratedInvoiceDto,
            generate::{vat_lines, Context, PREVIEW_CHANGED},
            issued,
            legal::{
                self,
                model::{DocKind, Head, LegalDoc},
            },
            numbering,
            view::Reader,
        },
    },
    files::StagedFiles,
    money::{
        self,
        vat::{self, VatCategory},
    },
};

pub async fn generate(
    db: &DatabaseConnection,
    context: &Context<'_>,
    actor: &CurrentUser,
    input: &StorageInvoiceInput,
) -> AppResult<GeneratedInvoiceDto> {
    let txn = crate::db::begin_write(db).await?;
    let draft = invoice::draft(&txn, actor.scope(), input).await?;
    if let Some(total) = input.total.as_deref().filter(|t| !t.trim().is_empty()) {
        if money::parse_amount("The total", total, &draft.currency)? != draft.total {
            return Err(AppError::Conflict(PREVIEW_CHANGED.into()));
        }
    }
    let brand = draft.company.group_brand.clone();
    let tax_bp = match input.tax.as_deref().filter(|t| !t.trim().is_empty()) {
        Some(t) => money::parse_tax_rate(t)?,
        None => 0,
    };
    let category = input
        .vat_category
        .unwrap_or(VatCategory::Zero)
        .issued(tax_bp);
    let reason = optional(
        "The exemption reason",
        input.vat_exempt_reason.as_deref(),
        300,
    )?;
    let po_number = optional("The PO number", input.po_number.as_deref(), 100)?;
    let doc_lines = document::doc_lines(&draft, category, reason.as_deref());
    if let Some(problem) = vat::check_mix(&vat_lines(&doc_lines)) {
        return Err(AppError::Unprocessable(problem));
    }
    let seller = seller::for_issue(&txn, &brand).await?;
    let buyer = buyer::for_issue(
        &txn,
        &draft.company,
        Some(draft.division.id),
        draft.addressee().as_deref(),
        &seller.country,
    )
    .await?;
    let number = numbering::take(&txn, &brand).await?;
    let invoice_number = numbering::invoice_number(&brand, number);
    let now = Utc::now();
    let doc = LegalDoc::new(
        Head {
            kind: DocKind::Invoice,
            number: invoice_number.clone(),
            issued_on: now.date_naive(),
            currency: draft.currency.clone(),
            po_number,
            buyer_reference: Some(format!("{} storage", draft.division.name)),
            preceding: None,
            standard_bp: tax_bp,
            note: None,
        },
        &seller,
        &buyer,
        doc_lines,
    );
    let rendered = document::render(&document::data(&draft, context.issuer, &doc), &doc).await?;
    let mut staged = StagedFiles::new(context.files);
    let (stored_name, xml_name) = legal::issue::stage(&mut staged, rendered).await?;
    let refs: Vec<&str> = draft
        .lines
        .iter()
        .filter_map(|l| l.reference.as_deref())
        .collect();
    let record = generated_invoice::ActiveModel {
        kind: Set(GeneratedInvoiceKind::Storage.as_str().to_owned()),
        group_brand: Set(brand.clone()),
        number: Set(number),
        company_id: Set(draft.company.id),
        company_division_id: Set(Some(draft.division.id)),
        assignment_id: Set(None),
        assignment_ref: Set(None),
        currency: Set(draft.currency.clone()),
        net_minor: Set(doc.totals.net),
        tax_minor: Set(doc.totals.tax),
        total_minor: Set(doc.totals.gross),
        due_on: Set(Some(doc.due_on)),
        xml_file_name: Set(Some(xml_name)),
        cost_minor: Set(draft.cost),
        file_name: Set(Some(stored_name)),
        created_by: Set(Some(actor.account.id)),
        created_at: Set(now),
        paid_on: Set(None),
        search_text: Set(search_text(
            [
                Some(invoice_number.as_str()),
                Some("storage"),
                Some(draft.company.name.as_str()),
                Some(draft.division.name.as_str()),
            ]
            .into_iter()
            .chain(refs.iter().map(|r| Some(*r))),
        )),
        storage_rate_basis: Set(Some(draft.basis.as_str().to_owned())),
        storage_rate_minor: Set(Some(draft.rate)),
        storage_minimum_minor: Set(Some(draft.minimum)),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(AppError::unique_as(format!(
        "Invoice {invoice_number} already exists."
    )))?;
    legal::lines::save(&txn, record.id, &doc).await?;
    for line in &draft.lines {
        storage_invoice_item::ActiveModel {
            company_id: Set(draft.company.id),
            generated_invoice_id: Set(record.id),
            asset_id: Set(line.asset_id),
            asset_ref: Set(line.reference.clone()),
            days: Set(line.days.try_into().unwrap_or(i32::MAX)),
            charge_minor: Set(line.charge),
            description: Set(line.description.clone()),
            period_from: Set(Some(line.period.0)),
            period_to: Set(Some(line.period.1)),
            volume_micro: Set(line.volume_micro),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Create,
            object_type: "generated_invoice",
            object_id: Some(record.id.to_string()),
            company_id: Some(record.company_id),
            detail: Some(json!({
                "kind": "storage",
                "invoiceNumber": invoice_number,
                "companyDivisionId": draft.division.id,
                "currency": record.currency,
                "rateBasis": draft.basis.as_str(),
                "rate": money::amount_text(draft.rate, &record.currency),
                "minimumCharge": money::amount_text(draft.minimum, &record.currency),
                "total": money::amount_text(record.total_minor, &record.currency),
                "cost": money::amount_text(record.cost_minor, &record.currency),
                "assets": draft.lines.iter().map(|l| json!({
                    "id": l.asset_id, "ref": l.reference, "days": l.days,
                    "from": l.period.0, "to": l.period.1,
                })).collect::<Vec<_>>(),
            })),
        },
    )
    .await?;
    txn.commit().await?;
    staged.keep();
    issued::get(db, actor.scope(), record.id, Reader::Provider).await
}
