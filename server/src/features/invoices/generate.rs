//! Generating a sales invoice (`PUT /api/admin/invoice/`) from an assignment's working invoice, in one
//! transaction: take the brand's next number (`numbering::take`, the first write: it serialises
//! concurrent generations), write the generated invoice record, render the PDF once and store it
//! through the file store, mark the previewed lines ignored, one audit entry. Anything failing rolls
//! the number back (no gap) and the staged PDF is removed.
use chrono::Utc;
use entity::{
    assignment, company, generated_invoice, invoice, invoice_line,
    text::search_text,
    types::{AuditAction, GeneratedInvoiceKind},
};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter,
    Set,
};
use serde_json::json;

use super::{
    document::{self, Heading},
    dto::{GenerateInput, GeneratedInvoiceDto},
    legal::{
        self,
        model::{DocKind, Head, LegalDoc},
    },
    numbering,
    view::{self, Reader},
    working::{money_lines, rate_pairs, stored},
};
use crate::{
    audit,
    auth::{scope::find_in_scope, CurrentUser},
    error::{AppError, AppResult},
    features::invoice_parties::{buyer, seller},
    files::{FileStore, StagedFiles},
    money::{self, vat},
};

/// The refusal of a generation whose preview no longer matches the saved lines.
pub const PREVIEW_CHANGED: &str = "The invoice changed since the preview: open the preview again \
and check it before generating.";

/// What generating needs beyond the database: where PDFs are stored, the installation's label.
pub struct Context<'a> {
    pub files: &'a FileStore,
    pub issuer: &'a str,
}

/// Generates the next invoice of the assignment's brand from the lines the preview showed.
pub async fn generate(
    db: &DatabaseConnection,
    context: &Context<'_>,
    actor: &CurrentUser,
    input: &GenerateInput,
) -> AppResult<GeneratedInvoiceDto> {
    let txn = crate::db::begin_write(db).await?;
    let assignment =
        find_in_scope::<assignment::Entity>(&txn, actor.scope(), input.assignment_id).await?;
    let nothing = || {
        AppError::Unprocessable(
            "Nothing to invoice: every line is ignored or there are none. Add a line, or clear a line's Ignore box, and save."
                .into(),
        )
    };
    let saved = stored(&txn, assignment.id).await?.ok_or_else(nothing)?;
    let billed: Vec<&invoice_line::Model> = saved.lines.iter().filter(|l| !l.ignored).collect();
    if billed.is_empty() {
        return Err(nothing());
    }
    let mut sent = input.line_ids.clone();
    sent.sort_unstable();
    sent.dedup();
    let mut billed_ids: Vec<i32> = billed.iter().map(|l| l.id).collect();
    billed_ids.sort_unstable();
    if sent != billed_ids || sent.len() != input.line_ids.len() {
        return Err(AppError::Conflict(PREVIEW_CHANGED.into()));
    }
    let invoice = &saved.invoice;
    let rates = rate_pairs(&saved.rates);
    let figures = money::figures(
        &money_lines(&saved.lines),
        &invoice.currency,
        invoice.tax_rate_bp,
        &rates,
    )
    .map_err(|missing| AppError::Unprocessable(missing.to_string()))?;
    if let Some(total) = &input.total {
        if money::parse_amount("The total", total, &invoice.currency)? != figures.gross {
            return Err(AppError::Conflict(PREVIEW_CHANGED.into()));
        }
    }
    let company = company::Entity::find_by_id(assignment.company_id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let seller = seller::for_issue(&txn, &invoice.group_brand).await?;
    let buyer = buyer::for_issue(
        &txn,
        &company,
        Some(assignment.company_division_id),
        invoice.addressee.as_deref(),
        &seller.country,
    )
    .await?;
    let doc_lines = document::doc_lines(&billed, &invoice.currency, &rates, invoice.tax_rate_bp);
    if let Some(problem) = vat::check_mix(&vat_lines(&doc_lines)) {
        return Err(AppError::Unprocessable(problem));
    }

    let number = numbering::take(&txn, &invoice.group_brand).await?;
    let invoice_number = numbering::invoice_number(&invoice.group_brand, number);
    let now = Utc::now();
    let heading = Heading {
        issuer: context.issuer,
        group_brand: &invoice.group_brand,
        number: &invoice_number,
        issued_on: now.date_naive(),
        addressee: invoice.addressee.as_deref(),
        company_name: &company.name,
        po_number: invoice.po_number.as_deref(),
        assignment_ref: &assignment.r#ref,
        currency: &invoice.currency,
        tax_bp: invoice.tax_rate_bp,
    };
    let doc = LegalDoc::new(
        Head {
            kind: DocKind::Invoice,
            number: invoice_number.clone(),
            issued_on: now.date_naive(),
            currency: invoice.currency.clone(),
            po_number: invoice.po_number.clone(),
            buyer_reference: Some(assignment.r#ref.clone()),
            preceding: None,
            standard_bp: invoice.tax_rate_bp,
            note: None,
        },
        &seller,
        &buyer,
        doc_lines,
    );
    // One calculation: the document's totals are the working invoice's figures.
    if (doc.totals.net, doc.totals.tax) != (figures.net, figures.tax) {
        return Err(AppError::internal(format!(
            "invoice {invoice_number}: the VAT breakdown ({}, {}) differs from the figures ({}, {})",
            doc.totals.net, doc.totals.tax, figures.net, figures.tax
        )));
    }
    let rendered = document::render(
        &document::data(&heading, &billed, &rates, &figures, &doc),
        &doc,
    )
    .await?;
    let mut staged = StagedFiles::new(context.files);
    let (stored_name, xml_name) = legal::issue::stage(&mut staged, rendered).await?;

    let record = generated_invoice::ActiveModel {
        kind: Set(GeneratedInvoiceKind::Sales.as_str().to_owned()),
        group_brand: Set(invoice.group_brand.clone()),
        number: Set(number),
        company_id: Set(assignment.company_id),
        company_division_id: Set(Some(assignment.company_division_id)),
        assignment_id: Set(Some(assignment.id)),
        assignment_ref: Set(Some(assignment.r#ref.clone())),
        currency: Set(invoice.currency.clone()),
        net_minor: Set(figures.net),
        tax_minor: Set(figures.tax),
        total_minor: Set(figures.gross),
        cost_minor: Set(figures.cost),
        file_name: Set(Some(stored_name)),
        xml_file_name: Set(Some(xml_name)),
        due_on: Set(Some(doc.due_on)),
        created_by: Set(Some(actor.account.id)),
        created_at: Set(now),
        paid_on: Set(None),
        search_text: Set(search_text([
            Some(invoice_number.as_str()),
            Some(assignment.r#ref.as_str()),
            Some(company.name.as_str()),
        ])),
        ..Default::default()
    }
    .insert(&txn)
    .await
    // The sequence already serialises generations; the unique index is the last word.
    .map_err(AppError::unique_as(format!(
        "Invoice {invoice_number} already exists."
    )))?;
    legal::lines::save(&txn, record.id, &doc).await?;
    invoice_line::Entity::update_many()
        .col_expr(invoice_line::Column::Ignored, Expr::value(true))
        .col_expr(
            invoice_line::Column::GeneratedInvoiceId,
            Expr::value(record.id),
        )
        .filter(invoice_line::Column::Id.is_in(billed_ids.clone()))
        .exec(&txn)
        .await?;
    let mut row: invoice::ActiveModel = invoice.clone().into();
    row.invoice_number = Set(Some(number));
    row.updated_at = Set(now);
    row.update(&txn).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Create,
            object_type: "generated_invoice",
            object_id: Some(record.id.to_string()),
            company_id: Some(record.company_id),
            detail: Some(json!({
                "assignmentId": assignment.id,
                "ref": assignment.r#ref,
                "invoiceNumber": invoice_number,
                "currency": record.currency,
                "net": money::amount_text(record.net_minor, &record.currency),
                "tax": money::amount_text(record.tax_minor, &record.currency),
                "total": money::amount_text(record.total_minor, &record.currency),
                "lineIds": billed_ids,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    staged.keep();
    Ok(view::dto(
        record,
        company.name,
        Vec::new(),
        &[],
        Reader::Provider,
    ))
}

/// The VAT view of a document's lines.
pub fn vat_lines(lines: &[legal::model::DocLine]) -> Vec<vat::VatLine> {
    lines
        .iter()
        .map(|l| vat::VatLine {
            net: l.net,
            category: l.category,
            exempt_reason: l.exempt_reason.clone(),
        })
        .collect()
}
