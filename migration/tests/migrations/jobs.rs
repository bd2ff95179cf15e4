//! Assignments, shipments, documents, invoices and the audit log: one row each, read back.
use entity::db_error::is_unique_violation;
use entity::*;
use migration::sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, ModelTrait, QueryFilter, Set,
};
use migration::{Expr, ExprTrait};

use crate::rows::{day, Base};

/// Rows the constraint checks in `rows.rs` use.
pub struct Jobs {
    pub link: assignment_asset::Model,
    pub photo: document::Model,
    pub log: audit_log::Model,
}

pub async fn every_table(db: &DatabaseConnection, base: &Base) -> Jobs {
    let Base {
        now,
        company,
        division,
        account,
        origin,
        forwarder,
        asset,
    } = base;
    let now = *now;
    let assignment = insert_back!(
        db,
        assignment,
        assignment::ActiveModel {
            company_id: Set(company.id),
            company_division_id: Set(division.id),
            r#ref: Set("A-1001".into()),
            status: Set("In Transit".into()),
            progress: Set(20),
            origin_address_id: Set(Some(origin.id)),
            destination_address_id: Set(Some(forwarder.id)),
            origin_storage: Set(true),
            pickup_on: Set(Some(day(23))),
            deliver_on: Set(Some(day(30))),
            po_number: Set(Some("PO-7".into())),
            created_by: Set(Some(account.id)),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    assert_eq!(
        (assignment.completed, assignment.destination_storage),
        (false, false)
    );
    assert_eq!(assignment.pickup_on, Some(day(23)));

    let link = insert_back!(
        db,
        assignment_asset,
        assignment_asset::ActiveModel {
            company_id: Set(company.id),
            assignment_id: Set(assignment.id),
            asset_id: Set(asset.id),
            ..Default::default()
        }
    );
    let dup = assignment_asset::ActiveModel {
        company_id: Set(company.id),
        assignment_id: Set(assignment.id),
        asset_id: Set(asset.id),
        ..Default::default()
    }
    .insert(db)
    .await
    .expect_err("asset twice in one assignment");
    assert!(is_unique_violation(&dup), "{dup:?}");
    let assets_of = assignment
        .find_related(asset::Entity)
        .all(db)
        .await
        .unwrap();
    assert_eq!(
        assets_of.iter().map(|a| a.id).collect::<Vec<_>>(),
        [asset.id],
        "many-to-many via link"
    );

    insert_back!(
        db,
        storage_entry,
        storage_entry::ActiveModel {
            company_id: Set(company.id),
            asset_id: Set(Some(asset.id)),
            assignment_id: Set(Some(assignment.id)),
            in_on: Set(day(1)),
            out_on: Set(None),
            location: Set(Some("Bay 4".into())),
            ..Default::default()
        }
    );

    let shipment = insert_back!(
        db,
        shipment,
        shipment::ActiveModel {
            mode: Set("Air".into()),
            status: Set(None),
            commencement_on: Set(Some(day(24))),
            commencement_at: Set(Some("09:30".into())),
            origin_address_id: Set(Some(forwarder.id)),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    insert_back!(
        db,
        shipment_leg,
        shipment_leg::ActiveModel {
            shipment_id: Set(shipment.id),
            name_number: Set(Some("BA 117".into())),
            pod: Set(Some("LHR".into())),
            poa: Set(Some("JFK".into())),
            etd_on: Set(Some(day(24))),
            eta_on: Set(Some(day(25))),
            ..Default::default()
        }
    );
    insert_back!(
        db,
        shipment_assignment,
        shipment_assignment::ActiveModel {
            shipment_id: Set(shipment.id),
            assignment_id: Set(assignment.id),
            ..Default::default()
        }
    );

    let photo = insert_back!(
        db,
        document,
        document::ActiveModel {
            company_id: Set(Some(company.id)),
            asset_id: Set(Some(asset.id)),
            name: Set("blue.jpg".into()),
            file_name: Set("0f3a.jpg".into()),
            content_type: Set("image/jpeg".into()),
            size_bytes: Set(5_000_000_000),
            document_type: Set("asset".into()),
            uploaded_by: Set(Some(account.id)),
            created_at: Set(now),
            ..Default::default()
        }
    );
    assert!(!photo.protected);
    asset::ActiveModel {
        id: Set(asset.id),
        photo_document_id: Set(Some(photo.id)),
        ..Default::default()
    }
    .update(db)
    .await
    .unwrap();

    let invoice = insert_back!(
        db,
        invoice,
        invoice::ActiveModel {
            company_id: Set(company.id),
            assignment_id: Set(assignment.id),
            currency: Set("GBP".into()),
            addressee: Set(None),
            tax_rate_bp: Set(2000),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    assert_eq!(
        (invoice.group_brand.as_str(), invoice.invoice_number),
        ("fd", None)
    );
    insert_back!(
        db,
        invoice_line,
        invoice_line::ActiveModel {
            invoice_id: Set(invoice.id),
            position: Set(0),
            description: Set("Crating".into()),
            currency_in: Set("GBP".into()),
            cost_minor: Set(10_000),
            charge_minor: Set(15_000),
            taxable: Set(true),
            ..Default::default()
        }
    );

    // Invoice numbering: seeded counters per group brand, advanced with one UPDATE.
    let seq = invoice_sequence::Entity::find().all(db).await.unwrap();
    let mut brands: Vec<_> = seq
        .iter()
        .map(|s| (s.group_brand.as_str(), s.next_number))
        .collect();
    brands.sort();
    assert_eq!(brands, [("eagle", 1), ("fd", 1)]);
    invoice_sequence::Entity::update_many()
        .col_expr(
            invoice_sequence::Column::NextNumber,
            Expr::col(invoice_sequence::Column::NextNumber).add(1),
        )
        .filter(invoice_sequence::Column::GroupBrand.eq("fd"))
        .exec(db)
        .await
        .unwrap();
    let fd = invoice_sequence::Entity::find_by_id("fd".to_owned())
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(fd.next_number, 2);

    let generated = |number: i32| generated_invoice::ActiveModel {
        kind: Set("sales".into()),
        group_brand: Set("fd".into()),
        number: Set(number),
        company_id: Set(company.id),
        company_division_id: Set(Some(division.id)),
        assignment_id: Set(Some(assignment.id)),
        assignment_ref: Set(Some("A-1001".into())),
        currency: Set("GBP".into()),
        net_minor: Set(15_000),
        tax_minor: Set(3_000),
        total_minor: Set(18_000),
        cost_minor: Set(10_000),
        created_by: Set(Some(account.id)),
        created_at: Set(now),
        ..Default::default()
    };
    let gen = insert_back!(db, generated_invoice, generated(1));
    let dup = generated(1)
        .insert(db)
        .await
        .expect_err("same brand and number");
    assert!(is_unique_violation(&dup), "{dup:?}");
    insert_back!(
        db,
        storage_invoice_item,
        storage_invoice_item::ActiveModel {
            company_id: Set(company.id),
            generated_invoice_id: Set(gen.id),
            asset_id: Set(asset.id),
            asset_ref: Set(Some("FD-0001".into())),
            days: Set(30),
            charge_minor: Set(4_500),
            description: Set("Storage, 30 days".into()),
            ..Default::default()
        }
    );

    let purchase = insert_back!(
        db,
        purchase_invoice,
        purchase_invoice::ActiveModel {
            supplier: Set(Some("Haulier Ltd".into())),
            number: Set(Some("H-55".into())),
            currency: Set("GBP".into()),
            net_minor: Set(100),
            tax_minor: Set(20),
            gross_minor: Set(120),
            invoice_on: Set(Some(day(2))),
            due_on: Set(Some(day(30))),
            paid_on: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
    );
    insert_back!(
        db,
        purchase_invoice_assignment,
        purchase_invoice_assignment::ActiveModel {
            purchase_invoice_id: Set(purchase.id),
            assignment_id: Set(assignment.id),
            ..Default::default()
        }
    );

    let detail = serde_json::json!({"fields": ["title", "artist"], "n": 2});
    let log = insert_back!(
        db,
        audit_log,
        audit_log::ActiveModel {
            at: Set(now),
            account_id: Set(Some(account.id)),
            action: Set("create".into()),
            object_type: Set("asset".into()),
            object_id: Set(Some(asset.id.to_string())),
            company_id: Set(Some(company.id)),
            detail: Set(Some(detail.clone())),
            ..Default::default()
        }
    );
    assert_eq!(log.detail, Some(detail));
    Jobs { link, photo, log }
}
