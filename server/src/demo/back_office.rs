//! The back office at work in the demo: a sales invoice of each group brand (the `fd` one paid), a
//! supplier's purchase invoice, a storage invoice and a completed shipment, so that an administrator
//! signing in finds something on every screen.
//!
//! Made after the demo companies are committed, by the administrator, through the same service
//! functions the screens call: numbers, PDFs and audit entries are the real ones. Each piece is
//! looked for first (by its natural key) and made only when missing, so a second run changes
//! nothing. A piece whose demo company is not there (it was skipped, or renamed) is left out.
use anyhow::Context as _;
use chrono::{DateTime, Duration, Utc};
use entity::{
    account, address, assignment, audit_log, company, generated_invoice, purchase_invoice,
    shipment, shipment_assignment, storage_entry,
    types::{AddressKind, AssignmentStatus, GeneratedInvoiceKind},
};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::json;

use super::{catalogue, SeedReport};
use crate::{
    auth::CurrentUser,
    features::{
        invoices::{generate, issued, working},
        purchase_invoices, shipments, storage,
    },
    files::FileStore,
};

/// The supplier's invoice the demo enters, found again by supplier and number.
const SUPPLIER: &str = "Thamesbank Fine Art Freight";
const SUPPLIER_NUMBER: &str = "TFF-22817";

pub(super) async fn seed_back_office(
    db: &DatabaseConnection,
    files: &FileStore,
    issuer: &str,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let Some(admin) = administrator(db).await? else {
        return Ok(());
    };
    // The services write their own audit entries: counted as the difference they make.
    let audited_before = audit_log::Entity::find().count(db).await?;
    let context = generate::Context { files, issuer };
    for (number, spec) in catalogue::COMPANIES.iter().enumerate() {
        let Some(company) = company::Entity::find()
            .filter(company::Column::Name.eq(spec.name))
            .one(db)
            .await?
        else {
            continue;
        };
        // The first company's invoice is paid; the other's still open.
        sales_invoice(db, &context, &admin, &company, number == 0, report)
            .await
            .with_context(|| format!("cannot invoice {}'s delivered assignment", spec.name))?;
    }
    if let Some(first) = catalogue::COMPANIES.first() {
        if let Some(company) = company::Entity::find()
            .filter(company::Column::Name.eq(first.name))
            .one(db)
            .await?
        {
            purchase_invoice(db, &admin, &company, now, report)
                .await
                .context("cannot enter the demo purchase invoice")?;
            storage_invoice(db, &context, &admin, &company, report)
                .await
                .context("cannot make the demo storage invoice")?;
            completed_shipment(db, &admin, &company, now, report)
                .await
                .context("cannot make the demo completed shipment")?;
        }
    }
    let audited = audit_log::Entity::find().count(db).await? - audited_before;
    report.created.audit_entries += audited as usize;
    Ok(())
}

/// Both brands' seller settings, as the admin fills them in on the settings screen, so that demo
/// invoices can be issued; settings already there are left as they are.
pub(super) async fn seed_seller_settings(
    db: &DatabaseConnection,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    use crate::features::invoice_parties::{dto::SellerSettingsInput, seller};
    let Some(admin) = administrator(db).await? else {
        return Ok(());
    };
    let admin = &admin;
    for brand in seller::list(db)
        .await
        .map_err(|e| anyhow::anyhow!(e.to_string()))?
    {
        if brand.missing.is_empty() || !brand.legal_name.is_empty() {
            continue;
        }
        let input = match brand.group_brand.as_str() {
            "fd" => SellerSettingsInput {
                legal_name: "FD Fine Art Logistics Ltd".into(),
                street: "Unit 4, Thameside Estate\nDock Road".into(),
                postcode: "E16 2QD".into(),
                city: "London".into(),
                country: "GB".into(),
                vat_number: "GB980780684".into(),
                registration_number: "08123456".into(),
                iban: "GB82WEST12345698765432".into(),
                bic: "WESTGB2L".into(),
                account_text: String::new(),
                payment_terms_days: Some(30),
                footer: "FD Fine Art Logistics Ltd, registered in England and Wales no. 08123456."
                    .into(),
            },
            _ => SellerSettingsInput {
                legal_name: "Eagle Art Transport GmbH".into(),
                street: "Speicherstraße 12".into(),
                postcode: "20457".into(),
                city: "Hamburg".into(),
                country: "DE".into(),
                vat_number: "DE136695976".into(),
                registration_number: "HRB 123456".into(),
                iban: "DE89370400440532013000".into(),
                bic: "COBADEFFXXX".into(),
                account_text: String::new(),
                payment_terms_days: Some(14),
                footer: "Eagle Art Transport GmbH, Amtsgericht Hamburg HRB 123456.".into(),
            },
        };
        seller::save(db, admin, &brand.group_brand, input)
            .await
            .map_err(|e| anyhow::anyhow!(e.to_string()))
            .context("cannot fill in the brands' seller settings")?;
        // The service writes its own audit entry.
        report.created.audit_entries += 1;
    }
    Ok(())
}

/// The demo's provider administrator, acting as the screens would.
async fn administrator(db: &DatabaseConnection) -> anyhow::Result<Option<CurrentUser>> {
    let email = entity::types::normalize_email(catalogue::PROVIDER_ADMIN.email);
    let found = account::Entity::find()
        .filter(account::Column::Email.eq(email))
        .one(db)
        .await?;
    Ok(found.map(|account| CurrentUser {
        account,
        session_id: "seed-demo".into(),
    }))
}

/// The company's first delivered assignment.
async fn delivered(
    db: &DatabaseConnection,
    company: &company::Model,
) -> anyhow::Result<Option<assignment::Model>> {
    Ok(assignment::Entity::find()
        .filter(assignment::Column::CompanyId.eq(company.id))
        .filter(assignment::Column::Status.eq(AssignmentStatus::Delivered.as_str()))
        .order_by_asc(assignment::Column::Id)
        .one(db)
        .await?)
}

async fn has_invoice(
    db: &DatabaseConnection,
    company: &company::Model,
    kind: GeneratedInvoiceKind,
) -> anyhow::Result<bool> {
    let count = generated_invoice::Entity::find()
        .filter(generated_invoice::Column::CompanyId.eq(company.id))
        .filter(generated_invoice::Column::Kind.eq(kind.as_str()))
        .count(db)
        .await?;
    Ok(count > 0)
}

/// The delivered assignment's working invoice (collection, crates, insurance) and the sales
/// invoice generated from it, in the company's brand; paid when `paid`.
async fn sales_invoice(
    db: &DatabaseConnection,
    context: &generate::Context<'_>,
    admin: &CurrentUser,
    company: &company::Model,
    paid: bool,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    if has_invoice(db, company, GeneratedInvoiceKind::Sales).await? {
        return Ok(());
    }
    let Some(job) = delivered(db, company).await? else {
        return Ok(());
    };
    let currency = company
        .currencies
        .0
        .first()
        .cloned()
        .unwrap_or("GBP".into());
    let tax = if currency == "GBP" { "20" } else { "0" };
    if working::stored(db, job.id).await?.is_none() {
        let input = serde_json::from_value(json!({
            "currency": currency,
            "tax": tax,
            "items": [
                {"description": "Collection and delivery by fine-art shuttle, two technicians",
                 "currencyIn": currency, "cost": "850.00", "charge": "1240.00", "taxable": true},
                {"description": "Travel crates built to measure",
                 "currencyIn": currency, "cost": "310.00", "charge": "465.00", "taxable": true},
                {"description": "Nail-to-nail transit insurance",
                 "currencyIn": currency, "cost": "60.00", "charge": "95.00", "taxable": false},
            ],
        }))?;
        working::save(db, admin, job.id, input).await?;
    }
    let invoice = working::get(db, admin.scope(), job.id).await?;
    let line_ids: Vec<i32> = invoice
        .items
        .iter()
        .filter(|l| !l.ignore)
        .map(|l| l.id)
        .collect();
    let input = serde_json::from_value(json!({ "assignmentId": job.id, "lineIds": line_ids }))?;
    let made = generate::generate(db, context, admin, &input).await?;
    report.created.invoices += 1;
    if paid {
        // Paid on the day it was issued (a paid date before the issue is refused).
        let on = Utc::now().date_naive().format("%Y-%m-%d");
        let input = serde_json::from_value(json!({ "paidOn": on.to_string() }))?;
        issued::set_paid(db, admin, made.id, &input).await?;
    }
    Ok(())
}

/// The forwarder's bill for the first company's delivered assignment.
async fn purchase_invoice(
    db: &DatabaseConnection,
    admin: &CurrentUser,
    company: &company::Model,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let entered = purchase_invoice::Entity::find()
        .filter(purchase_invoice::Column::Supplier.eq(SUPPLIER))
        .filter(purchase_invoice::Column::Number.eq(SUPPLIER_NUMBER))
        .count(db)
        .await?;
    if entered > 0 {
        return Ok(());
    }
    let covered: Vec<_> = delivered(db, company)
        .await?
        .map(|a| json!({ "id": a.id }))
        .into_iter()
        .collect();
    let day = |n: i64| (now - Duration::days(n)).date_naive().to_string();
    let input = serde_json::from_value(json!({
        "supplier": SUPPLIER,
        "number": SUPPLIER_NUMBER,
        "currency": "GBP",
        "netValue": "1160.00",
        "taxAmount": "232.00",
        "invoiceOn": day(20),
        "dueOn": day(-10),
        "assignments": covered,
    }))?;
    purchase_invoices::records::create(db, admin, input).await?;
    report.created.purchase_invoices += 1;
    Ok(())
}

/// Storage billed for up to three assets of one division that have been in storage for days.
async fn storage_invoice(
    db: &DatabaseConnection,
    context: &generate::Context<'_>,
    admin: &CurrentUser,
    company: &company::Model,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    if has_invoice(db, company, GeneratedInvoiceKind::Storage).await? {
        return Ok(());
    }
    let today = Utc::now().date_naive();
    let stored: Vec<(i32, i32)> = storage_entry::Entity::find()
        .find_also_related(entity::asset::Entity)
        .filter(storage_entry::Column::CompanyId.eq(company.id))
        .filter(storage_entry::Column::OutOn.is_null())
        .filter(storage_entry::Column::InOn.lt(today - Duration::days(1)))
        .order_by_asc(storage_entry::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .filter_map(|(_, a)| a.map(|a| (a.company_division_id, a.id)))
        .collect();
    let Some(&(division, _)) = stored.first() else {
        return Ok(());
    };
    let mut asset_ids: Vec<i32> = stored
        .iter()
        .filter(|(d, _)| *d == division)
        .map(|(_, id)| *id)
        .collect();
    asset_ids.dedup();
    asset_ids.truncate(3);
    let currency = company
        .currencies
        .0
        .first()
        .cloned()
        .unwrap_or("GBP".into());
    let input = serde_json::from_value(json!({
        "assetIds": asset_ids,
        "currency": currency,
        "rateBasis": "item",
        "rate": "1.50",
        "minimumCharge": "10.00",
        "cost": "0.00",
        "vatCategory": "standard",
        "tax": "20",
    }))?;
    storage::generate::generate(db, context, admin, &input).await?;
    report.created.invoices += 1;
    Ok(())
}

/// The road shipment that carried the first company's delivered assignment, over and completed.
async fn completed_shipment(
    db: &DatabaseConnection,
    admin: &CurrentUser,
    company: &company::Model,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let Some(job) = delivered(db, company).await? else {
        return Ok(());
    };
    let carried = shipment_assignment::Entity::find()
        .filter(shipment_assignment::Column::AssignmentId.eq(job.id))
        .find_also_related(shipment::Entity)
        .all(db)
        .await?
        .into_iter()
        .any(|(_, s)| s.is_some_and(|s| s.completed));
    if carried {
        return Ok(());
    }
    let forwarders: Vec<i32> = address::Entity::find()
        .filter(address::Column::Kind.eq(AddressKind::Forwarder.as_str()))
        .order_by_asc(address::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|a| a.id)
        .collect();
    let (Some(&from), Some(&to)) = (forwarders.first(), forwarders.last()) else {
        return Ok(());
    };
    let day = |n: i64| (now - Duration::days(n)).date_naive().to_string();
    let input = serde_json::from_value(json!({
        "mode": "Road",
        "commencementOn": day(55),
        "commencementAt": "07:30",
        "conclusionOn": day(53),
        "conclusionAt": "16:00",
        "originAddressId": from,
        "destinationAddressId": to,
        "assignmentIds": [job.id],
        "legs": [
            {"nameNumber": "Van TFF-07", "pod": "London", "etdOn": day(55),
             "poa": "Edinburgh", "etaOn": day(54)},
            {"nameNumber": "Van TFF-07", "pod": "Edinburgh", "etdOn": day(54),
             "poa": "Client", "etaOn": day(53)},
        ],
        "completed": true,
        "confirmComplete": true,
        "confirmCompletedAssignments": true,
    }))?;
    shipments::save::save(db, admin, input, shipments::save::Save::Create).await?;
    report.created.shipments += 1;
    report.created.shipment_legs += 2;
    report.created.shipment_assignments += 1;
    Ok(())
}
