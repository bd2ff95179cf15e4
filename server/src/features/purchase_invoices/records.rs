//! Purchase invoices: the provider's suppliers' invoices (a forwarder, a crate maker, a customs agent)
//! and the assignments each one covers, so that an assignment's cost counts them (job costing). The
//! provider's alone: every call is the admin's, and they belong to no company.
use std::collections::HashMap;

use chrono::Utc;
use entity::{assignment, purchase_invoice, purchase_invoice_assignment, types::AuditAction};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, Set,
};
use serde_json::json;

use super::{
    dto::{CoveredAssignment, PurchaseInvoiceDto, PurchaseInvoiceFilters, PurchaseInvoiceInput},
    rules::{clean, CleanPurchaseInvoice},
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
    list::{col, in_order_of, page_ids, Dir, ListRequest, ListSpec, Page, SortColumn},
    money,
};

/// Sorts: invoiceOn (default, the newest first), dueOn, supplier, number, gross, added.
pub const LIST: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("invoiceOn", || col(purchase_invoice::Column::InvoiceOn)),
        SortColumn::new("dueOn", || col(purchase_invoice::Column::DueOn)),
        SortColumn::new("supplier", || col(purchase_invoice::Column::SupplierKey)),
        SortColumn::new("number", || col(purchase_invoice::Column::Number)),
        SortColumn::new("gross", || col(purchase_invoice::Column::GrossMinor)),
        SortColumn::new("added", || col(purchase_invoice::Column::Id)),
    ],
    default_sort: "invoiceOn",
    default_dir: Dir::Desc,
    search: || vec![col(purchase_invoice::Column::SearchText)],
    tie: || col(purchase_invoice::Column::Id),
};

pub async fn page(
    db: &impl ConnectionTrait,
    filters: &PurchaseInvoiceFilters,
    request: &ListRequest,
) -> AppResult<Page<PurchaseInvoiceDto>> {
    let mut select = purchase_invoice::Entity::find();
    if let Some(currency) = filters.currency.as_deref().filter(|c| !c.is_empty()) {
        let currency =
            money::currency(currency).map_err(|e| AppError::BadRequest(e.public_message()))?;
        select = select.filter(purchase_invoice::Column::Currency.eq(currency));
    }
    if filters.unpaid == Some(true) {
        select = select.filter(purchase_invoice::Column::PaidOn.is_null());
    }
    let ids = page_ids(db, select, purchase_invoice::Column::Id, &LIST, request).await?;
    let rows = purchase_invoice::Entity::find()
        .filter(purchase_invoice::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let rows = in_order_of(&ids.rows, rows, |p| p.id);
    let dtos = with_assignments(db, rows).await?;
    Ok(ids.with_rows(dtos))
}

pub async fn get(db: &impl ConnectionTrait, id: i32) -> AppResult<PurchaseInvoiceDto> {
    let row = purchase_invoice::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(with_assignments(db, vec![row]).await?.remove(0))
}

pub async fn create(
    db: &DatabaseConnection,
    user: &CurrentUser,
    input: PurchaseInvoiceInput,
) -> AppResult<PurchaseInvoiceDto> {
    if input.id.is_some() {
        return Err(AppError::Unprocessable(
            "A new purchase invoice has no id: send it with PUT to change one.".into(),
        ));
    }
    let clean = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    refuse_duplicate(&txn, &clean, None).await?;
    check_assignments(&txn, &clean.assignment_ids).await?;
    let now = Utc::now();
    let mut active = fields(&clean);
    active.created_at = Set(now);
    active.updated_at = Set(now);
    let made = active.insert(&txn).await?;
    link(&txn, made.id, &clean.assignment_ids).await?;
    record(&txn, user, AuditAction::Create, &made, &clean).await?;
    let dto = get(&txn, made.id).await?;
    txn.commit().await?;
    Ok(dto)
}

pub async fn update(
    db: &DatabaseConnection,
    user: &CurrentUser,
    input: PurchaseInvoiceInput,
) -> AppResult<PurchaseInvoiceDto> {
    let id = input.id.ok_or_else(|| {
        AppError::Unprocessable("Say which purchase invoice to change: its id is missing.".into())
    })?;
    let clean = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    purchase_invoice::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    refuse_duplicate(&txn, &clean, Some(id)).await?;
    check_assignments(&txn, &clean.assignment_ids).await?;
    let mut active = fields(&clean);
    active.id = Set(id);
    active.updated_at = Set(Utc::now());
    let saved = active.update(&txn).await?;
    purchase_invoice_assignment::Entity::delete_many()
        .filter(purchase_invoice_assignment::Column::PurchaseInvoiceId.eq(id))
        .exec(&txn)
        .await?;
    link(&txn, id, &clean.assignment_ids).await?;
    record(&txn, user, AuditAction::Update, &saved, &clean).await?;
    let dto = get(&txn, id).await?;
    txn.commit().await?;
    Ok(dto)
}

pub async fn delete(db: &DatabaseConnection, user: &CurrentUser, id: i32) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let row = purchase_invoice::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    purchase_invoice_assignment::Entity::delete_many()
        .filter(purchase_invoice_assignment::Column::PurchaseInvoiceId.eq(id))
        .exec(&txn)
        .await?;
    purchase_invoice::Entity::delete_by_id(id)
        .exec(&txn)
        .await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(user.account.id),
            action: AuditAction::Delete,
            object_type: "purchaseInvoice",
            object_id: Some(id.to_string()),
            company_id: None,
            detail: Some(json!({ "supplier": row.supplier, "number": row.number })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(())
}

fn fields(clean: &CleanPurchaseInvoice) -> purchase_invoice::ActiveModel {
    purchase_invoice::ActiveModel {
        supplier: Set(Some(clean.supplier.clone())),
        number: Set(Some(clean.number.clone())),
        currency: Set(clean.currency.clone()),
        net_minor: Set(clean.net),
        tax_minor: Set(clean.tax),
        gross_minor: Set(clean.gross),
        invoice_on: Set(clean.invoice_on),
        due_on: Set(clean.due_on),
        paid_on: Set(clean.paid_on),
        ..Default::default()
    }
}

/// One supplier's invoice entered twice would count its cost twice: 409, naming the one there.
async fn refuse_duplicate(
    db: &impl ConnectionTrait,
    clean: &CleanPurchaseInvoice,
    except: Option<i32>,
) -> AppResult<()> {
    let mut same = purchase_invoice::Entity::find()
        .filter(purchase_invoice::Column::SupplierKey.eq(entity::text::sort_key(&clean.supplier)))
        .filter(purchase_invoice::Column::Number.eq(clean.number.as_str()));
    if let Some(id) = except {
        same = same.filter(purchase_invoice::Column::Id.ne(id));
    }
    match same.one(db).await? {
        Some(_) => Err(AppError::Conflict(format!(
            "Invoice {} of {} is already entered: open it from the list to change it.",
            clean.number, clean.supplier
        ))),
        None => Ok(()),
    }
}

/// Every covered assignment must exist (any company's: the provider's costs cross customers).
async fn check_assignments(db: &impl ConnectionTrait, ids: &[i32]) -> AppResult<()> {
    if ids.is_empty() {
        return Ok(());
    }
    let found: Vec<i32> = assignment::Entity::find()
        .filter(assignment::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?
        .into_iter()
        .map(|a| a.id)
        .collect();
    let missing: Vec<String> = ids
        .iter()
        .filter(|id| !found.contains(id))
        .map(i32::to_string)
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(AppError::Unprocessable(format!(
            "Unknown assignment id: {}.",
            missing.join(", ")
        )))
    }
}

async fn link(db: &impl ConnectionTrait, id: i32, assignment_ids: &[i32]) -> AppResult<()> {
    if assignment_ids.is_empty() {
        return Ok(());
    }
    let links = assignment_ids
        .iter()
        .map(|a| purchase_invoice_assignment::ActiveModel {
            purchase_invoice_id: Set(id),
            assignment_id: Set(*a),
            ..Default::default()
        });
    purchase_invoice_assignment::Entity::insert_many(links)
        .exec(db)
        .await?;
    Ok(())
}

async fn record(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    action: AuditAction,
    row: &purchase_invoice::Model,
    clean: &CleanPurchaseInvoice,
) -> AppResult<()> {
    audit::record(
        db,
        audit::Entry {
            actor: Some(user.account.id),
            action,
            object_type: "purchaseInvoice",
            object_id: Some(row.id.to_string()),
            company_id: None,
            detail: Some(json!({
                "supplier": clean.supplier,
                "number": clean.number,
                "currency": clean.currency,
                "gross": money::amount_text(clean.gross, &clean.currency),
                "assignmentIds": clean.assignment_ids,
            })),
        },
    )
    .await
}

/// The rows with the assignments each covers (id and reference), in the order they were added.
async fn with_assignments(
    db: &impl ConnectionTrait,
    rows: Vec<purchase_invoice::Model>,
) -> AppResult<Vec<PurchaseInvoiceDto>> {
    let links = purchase_invoice_assignment::Entity::find()
        .filter(
            purchase_invoice_assignment::Column::PurchaseInvoiceId.is_in(rows.iter().map(|r| r.id)),
        )
        .order_by_asc(purchase_invoice_assignment::Column::Id)
        .all(db)
        .await?;
    let refs: HashMap<i32, String> = assignment::Entity::find()
        .filter(assignment::Column::Id.is_in(links.iter().map(|l| l.assignment_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a.r#ref))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let assignments = links
                .iter()
                .filter(|l| l.purchase_invoice_id == r.id)
                .map(|l| CoveredAssignment {
                    id: l.assignment_id,
                    reference: refs.get(&l.assignment_id).cloned(),
                })
                .collect();
            PurchaseInvoiceDto {
                id: r.id,
                supplier: r.supplier.unwrap_or_default(),
                number: r.number.unwrap_or_default(),
                net_value: money::amount_text(r.net_minor, &r.currency),
                tax_amount: money::amount_text(r.tax_minor, &r.currency),
                gross_value: money::amount_text(r.gross_minor, &r.currency),
                currency: r.currency,
                invoice_on: r.invoice_on,
                due_on: r.due_on,
                paid_on: r.paid_on,
                assignments,
                updated_at: r.updated_at,
            }
        })
        .collect())
}
