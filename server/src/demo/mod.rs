//! `plinth seed-demo`: demo data that looks like a real gallery's and a collector's, for trying
//! Plinth out. A provider admin, two customer companies with divisions and users, addresses,
//! about sixty artworks with photos and measurements, assignments in every status and a shipment;
//! then the back office at work (`back_office`): invoices of both brands, a purchase invoice, a
//! storage invoice and a completed shipment.
//!
//! Idempotent by natural keys: the admin and each user by email, forwarders by name, and each
//! company by name (an existing company's whole block is skipped). Everything runs in one
//! transaction; photo files are written first and removed again unless the transaction commits.
mod accounts;
mod artworks;
mod assignments;
mod back_office;
pub mod bulk;
pub mod catalogue;
mod company;
mod inventory;
pub mod photos;

use std::fmt;

use anyhow::Context;
use chrono::{DateTime, Utc};
use entity::{account, address, company as company_entity, types::AddressKind};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    Set,
};

pub use catalogue::DEMO_PASSWORD;

use crate::files::{FileStore, StagedFiles};

/// One demo account, as the sign-in list shows it.
#[derive(Clone, Debug)]
pub struct DemoAccount {
    pub email: String,
    pub role: String,
    /// "Plinth (provider)" or "Company · Division".
    pub place: String,
    /// Created by this run (so its password is `DEMO_PASSWORD`).
    pub created: bool,
}

/// Rows this run inserted, per table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowCounts {
    pub companies: usize,
    pub company_divisions: usize,
    pub accounts: usize,
    pub addresses: usize,
    pub assets: usize,
    pub measurements: usize,
    pub documents: usize,
    pub storage_entries: usize,
    pub assignments: usize,
    pub assignment_assets: usize,
    pub shipments: usize,
    pub shipment_legs: usize,
    pub shipment_assignments: usize,
    pub audit_entries: usize,
    /// Sales and storage invoices generated (each with its PDF and audit entry).
    pub invoices: usize,
    pub purchase_invoices: usize,
}

impl RowCounts {
    pub fn total(&self) -> usize {
        self.companies
            + self.company_divisions
            + self.accounts
            + self.addresses
            + self.assets
            + self.measurements
            + self.documents
            + self.storage_entries
            + self.assignments
            + self.assignment_assets
            + self.shipments
            + self.shipment_legs
            + self.shipment_assignments
            + self.audit_entries
            + self.invoices
            + self.purchase_invoices
    }
}

/// What a seed run did.
#[derive(Clone, Debug, Default)]
pub struct SeedReport {
    pub accounts: Vec<DemoAccount>,
    /// Companies that were already there, so their blocks were skipped.
    pub companies_skipped: Vec<String>,
    pub created: RowCounts,
    pub files_written: usize,
}

impl SeedReport {
    pub fn created_anything(&self) -> bool {
        self.created.total() > 0 || self.files_written > 0
    }
}

impl fmt::Display for SeedReport {
    /// The summary and the sign-ins, as `plinth seed-demo` prints them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.created;
        if self.created_anything() {
            let parts = [
                count(c.companies, "company", "companies"),
                count(c.company_divisions, "division", "divisions"),
                count(c.accounts, "account", "accounts"),
                count(c.addresses, "address", "addresses"),
                count(c.assets, "asset", "assets"),
                count(self.files_written, "photo", "photos"),
                count(c.assignments, "assignment", "assignments"),
                count(c.shipments, "shipment", "shipments"),
                count(c.shipment_legs, "shipment leg", "shipment legs"),
                count(c.invoices, "invoice", "invoices"),
                count(c.purchase_invoices, "purchase invoice", "purchase invoices"),
            ];
            writeln!(f, "Demo data loaded: {}.", parts.join(", "))?;
        } else {
            writeln!(f, "The demo data is already there: nothing changed.")?;
        }
        for name in &self.companies_skipped {
            writeln!(f, "  {name} already exists: left as it is.")?;
        }
        writeln!(
            f,
            "Demo sign-ins (at /pages/signin once `plinth serve` runs):"
        )?;
        let width = self
            .accounts
            .iter()
            .map(|a| a.email.len())
            .max()
            .unwrap_or(0);
        for a in &self.accounts {
            let password = if a.created {
                DEMO_PASSWORD
            } else {
                "(already there, password unchanged)"
            };
            writeln!(
                f,
                "  {:width$}  {}  {}, {}",
                a.email, password, a.role, a.place
            )?;
        }
        Ok(())
    }
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// True when no company and no account exist (what `seed-demo --if-empty` requires).
pub async fn is_empty(db: &DatabaseConnection) -> anyhow::Result<bool> {
    let companies = company_entity::Entity::find().count(db).await?;
    let accounts = account::Entity::find().count(db).await?;
    Ok(companies == 0 && accounts == 0)
}

/// The installation's label on the demo's invoices when none is given (the default brand).
pub const DEFAULT_ISSUER: &str = "Plinth";

/// `seed_as` with the default installation label.
pub async fn seed(
    db: &DatabaseConnection,
    files: &FileStore,
    now: DateTime<Utc>,
) -> anyhow::Result<SeedReport> {
    seed_as(db, files, DEFAULT_ISSUER, now, true).await
}

/// Loads whatever part of the demo data is missing; `now` anchors every date (assignments from
/// the last ~60 days, pickups and deliveries around today). `issuer` is the installation's label
/// its invoices carry. Without `back_office`, no invoice, purchase invoice or completed shipment
/// is made (`seed-demo --no-back-office`).
pub async fn seed_as(
    db: &DatabaseConnection,
    files: &FileStore,
    issuer: &str,
    now: DateTime<Utc>,
    back_office: bool,
) -> anyhow::Result<SeedReport> {
    let mut report = SeedReport::default();
    let txn = crate::db::begin_write(db).await?;

    // Decide first, then make the photos, before the first write: SQLite holds its write lock
    // from the first insert to the commit, and the pictures take a moment to draw.
    let mut todo = Vec::new();
    for (number, spec) in catalogue::COMPANIES.iter().enumerate() {
        let exists = company_entity::Entity::find()
            .filter(company_entity::Column::Name.eq(spec.name))
            .one(&txn)
            .await?
            .is_some();
        if exists {
            report.companies_skipped.push(spec.name.to_owned());
            accounts::list_existing(&txn, spec, &mut report).await?;
        } else {
            todo.push(number);
        }
    }
    let photo_sets = draw_photos(&todo).await?;

    let mut staged = StagedFiles::new(files);
    accounts::ensure_admin(&txn, now, &mut report).await?;
    let forwarders = ensure_forwarders(&txn, now, &mut report).await?;
    for (number, photos) in todo.into_iter().zip(photo_sets) {
        let spec = &catalogue::COMPANIES[number];
        company::seed_company(
            &txn,
            &mut staged,
            company::Block {
                spec,
                first_title: first_title_of(number),
                photos,
                forwarders: &forwarders,
                now,
            },
            &mut report,
        )
        .await
        .with_context(|| format!("cannot load the demo company {}", spec.name))?;
    }
    txn.commit().await.context("cannot commit the demo data")?;
    report.files_written = staged.keep().len();
    // The brands' seller settings, so that invoices can be issued with or without the back office.
    back_office::seed_seller_settings(db, &mut report).await?;
    // The invoices' PDFs are stored by the services themselves, not counted as demo photos.
    if back_office {
        back_office::seed_back_office(db, files, issuer, now, &mut report).await?;
    }
    report
        .accounts
        .sort_by_key(|a| catalogue_position(&a.email));
    Ok(report)
}

/// Sign-ins are listed in catalogue order (the admin first), whichever were already there.
fn catalogue_position(email: &str) -> usize {
    std::iter::once(catalogue::PROVIDER_ADMIN.email)
        .chain(
            catalogue::COMPANIES
                .iter()
                .flat_map(|c| c.users.iter().map(|u| u.person.email)),
        )
        .position(|e| e == email)
        .unwrap_or(usize::MAX)
}

/// Index into `artworks::TITLES` of a company's first asset: titles run on across companies, so
/// every asset in the demo has its own title and its own painting.
fn first_title_of(company_number: usize) -> usize {
    catalogue::COMPANIES[..company_number]
        .iter()
        .flat_map(|c| c.divisions)
        .map(|d| d.assets)
        .sum()
}

/// The JPEGs of each company to seed, one per asset, drawn off the async threads.
async fn draw_photos(companies: &[usize]) -> anyhow::Result<Vec<Vec<Vec<u8>>>> {
    let plan: Vec<(usize, usize)> = companies
        .iter()
        .map(|&n| {
            let count = catalogue::COMPANIES[n]
                .divisions
                .iter()
                .map(|d| d.assets)
                .sum();
            (first_title_of(n), count)
        })
        .collect();
    tokio::task::spawn_blocking(move || {
        plan.into_iter()
            .map(|(first, count)| {
                (first..first + count)
                    .map(|i| photos::painting(i as u64))
                    .collect()
            })
            .collect()
    })
    .await
    .context("drawing the demo photos failed")
}

/// The forwarders' addresses, created when missing (keyed by kind and name).
async fn ensure_forwarders(
    txn: &sea_orm::DatabaseTransaction,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<Vec<address::Model>> {
    let mut found = Vec::new();
    for spec in catalogue::FORWARDERS {
        let existing = address::Entity::find()
            .filter(address::Column::Kind.eq(AddressKind::Forwarder.as_str()))
            .filter(address::Column::Name.eq(spec.name))
            .one(txn)
            .await?;
        let model = match existing {
            Some(m) => m,
            None => {
                report.created.addresses += 1;
                new_address(spec, AddressKind::Forwarder, None, None, now)
                    .insert(txn)
                    .await?
            }
        };
        found.push(model);
    }
    Ok(found)
}

fn new_address(
    spec: &catalogue::Address,
    kind: AddressKind,
    company_id: Option<i32>,
    division_id: Option<i32>,
    now: DateTime<Utc>,
) -> address::ActiveModel {
    address::ActiveModel {
        company_id: Set(company_id),
        company_division_id: Set(division_id),
        kind: Set(kind.as_str().to_owned()),
        name: Set(Some(spec.name.to_owned())),
        line1: Set(spec.line1.to_owned()),
        line2: Set(spec.line2.map(str::to_owned)),
        city: Set(spec.city.to_owned()),
        county: Set(spec.county.map(str::to_owned)),
        post_code: Set(Some(spec.post_code.to_owned())),
        country: Set(spec.country.to_owned()),
        created_at: Set(now),
        ..Default::default()
    }
}
