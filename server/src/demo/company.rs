//! One customer company's block: the company, its divisions and addresses, its users, then its
//! inventory and assignments. Called only when no company of that name exists.
use chrono::{DateTime, Duration, Utc};
use entity::{
    address, company, company_division,
    types::{AddressKind, AuditAction},
};
use sea_orm::{ActiveModelTrait, DatabaseTransaction, Set};

use super::{accounts, assignments, catalogue, inventory, new_address, SeedReport};
use crate::{audit, files::StagedFiles};

pub(super) struct Block<'a> {
    pub spec: &'static catalogue::Company,
    /// Index into `artworks::TITLES` of this company's first asset.
    pub first_title: usize,
    /// One JPEG per asset, in asset order.
    pub photos: Vec<Vec<u8>>,
    pub forwarders: &'a [address::Model],
    pub now: DateTime<Utc>,
}

/// A division as seeded: its row, its addresses (home first) and its demo user, if created.
pub(super) struct SeededDivision {
    pub spec: &'static catalogue::Division,
    pub model: company_division::Model,
    pub addresses: Vec<address::Model>,
    pub user_id: Option<i32>,
}

/// A customer company has been with the provider for a while: its rows predate the assets.
const CUSTOMER_SINCE_DAYS: i64 = 400;

pub(super) async fn seed_company(
    txn: &DatabaseTransaction,
    staged: &mut StagedFiles<'_>,
    block: Block<'_>,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let spec = block.spec;
    let since = block.now - Duration::days(CUSTOMER_SINCE_DAYS);
    let company = company::ActiveModel {
        name: Set(spec.name.to_owned()),
        group_brand: Set(spec.group_brand.as_str().to_owned()),
        currencies: Set(spec
            .currencies
            .iter()
            .map(|c| (*c).to_owned())
            .collect::<Vec<_>>()
            .into()),
        invoice_addressee: Set(Some(spec.invoice_addressee.to_owned())),
        created_at: Set(since),
        updated_at: Set(since),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    report.created.companies += 1;
    audit::record(
        txn,
        audit::Entry {
            actor: None,
            action: AuditAction::Create,
            object_type: "company",
            object_id: Some(company.id.to_string()),
            company_id: Some(company.id),
            detail: Some(serde_json::json!({ "source": "seed-demo" })),
        },
    )
    .await?;
    report.created.audit_entries += 1;

    let mut divisions = Vec::new();
    for division in spec.divisions {
        let model = company_division::ActiveModel {
            company_id: Set(company.id),
            name: Set(division.name.to_owned()),
            invoice_addressee: Set(Some(division.invoice_addressee.to_owned())),
            created_at: Set(since),
            updated_at: Set(since),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        report.created.company_divisions += 1;
        let mut addresses = Vec::new();
        for a in division.addresses {
            addresses.push(
                new_address(
                    a,
                    AddressKind::Customer,
                    Some(company.id),
                    Some(model.id),
                    since,
                )
                .insert(txn)
                .await?,
            );
            report.created.addresses += 1;
        }
        divisions.push(SeededDivision {
            spec: division,
            model,
            addresses,
            user_id: None,
        });
    }

    for user in spec.users {
        let division = &mut divisions[user.division];
        let membership = accounts::Membership {
            company_id: company.id,
            division_id: division.model.id,
            place: format!("{} · {}", spec.name, division.spec.name),
            business_roles: user.business_roles,
        };
        let id =
            accounts::ensure_customer(txn, &user.person, membership, block.now, report).await?;
        division.user_id = division.user_id.or(id);
    }

    let pools = inventory::seed_assets(
        txn,
        staged,
        inventory::Stock {
            company: &company,
            prefix: spec.prefix,
            divisions: &divisions,
            first_title: block.first_title,
            photos: block.photos,
            now: block.now,
        },
        report,
    )
    .await?;
    assignments::seed_assignments(
        txn,
        assignments::Work {
            company: &company,
            spec,
            divisions: &divisions,
            pools,
            forwarders: block.forwarders,
            now: block.now,
        },
        report,
    )
    .await
}
