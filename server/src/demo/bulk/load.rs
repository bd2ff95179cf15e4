//! `plinth bench-data`: a database at the size a provider storing for a few auction houses
//! reaches (100,000 assets, 20,000 assignments), in well under a minute. One transaction per
//! company, multi-row INSERTs; the ids the next table needs come back through `RETURNING`.
use std::{fmt, time::Instant};

use anyhow::Context;
use chrono::{DateTime, Duration, Utc};
use entity::{
    asset, assignment, company, company_division,
    types::{AssignmentStatus, MeasurementKind, StringList},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait,
    QueryFilter, QueryOrder, Set,
};

use super::{
    insert::{insert_all, insert_returning},
    plan::{self, Plan, Share},
    rows::{self, Owner},
};

/// The customer made when none is named (`--customer`), then `Bench Company 1`, 2, ...
pub const BENCH_CUSTOMER: &str = "Bench Customer";

/// Rows made, per table, and how long it took.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub companies: usize,
    pub divisions: usize,
    pub assets: usize,
    pub hidden_assets: usize,
    pub measurements: usize,
    pub assignments: usize,
    pub open_assignments: usize,
    pub assignment_assets: usize,
    pub storage_entries: usize,
    /// The company that received `customer_assets`, and its id.
    pub customer: (String, i32),
    pub seconds: f64,
}

/// Fills the database as `plan` says. `customer` names an existing company (e.g. one from
/// `seed-demo`, so its users can sign in) to receive the customer's share; without it a company
/// `Bench Customer` is made. Refuses to run twice on the same companies.
pub async fn load(
    db: &DatabaseConnection,
    plan: &Plan,
    customer: Option<&str>,
    now: DateTime<Utc>,
) -> anyhow::Result<Report> {
    let started = Instant::now();
    let mut report = Report::default();
    for (k, share) in plan.shares().into_iter().enumerate() {
        let txn = crate::db::begin_write(db).await?;
        let (company, divisions) = match (k, customer) {
            (0, Some(name)) => existing_company(&txn, name).await?,
            (0, None) => {
                new_company(&txn, BENCH_CUSTOMER, plan.divisions, now, &mut report).await?
            }
            _ => {
                let name = format!("Bench Company {k}");
                new_company(&txn, &name, plan.divisions, now, &mut report).await?
            }
        };
        if k == 0 {
            report.customer = (company.name.clone(), company.id);
        }
        fill_company(&txn, &company, &divisions, share, now, &mut report)
            .await
            .with_context(|| format!("cannot fill {}", company.name))?;
        txn.commit().await?;
    }
    report.seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

async fn existing_company(
    txn: &DatabaseTransaction,
    name: &str,
) -> anyhow::Result<(company::Model, Vec<i32>)> {
    let company = company::Entity::find()
        .filter(company::Column::Name.eq(name))
        .one(txn)
        .await?
        .with_context(|| format!("no company named '{name}' (run seed-demo first)"))?;
    let divisions: Vec<i32> = company_division::Entity::find()
        .filter(company_division::Column::CompanyId.eq(company.id))
        .order_by_asc(company_division::Column::Id)
        .all(txn)
        .await?
        .into_iter()
        .map(|d| d.id)
        .collect();
    anyhow::ensure!(!divisions.is_empty(), "'{name}' has no division");
    let first_ref = format!("{}-{:06}", tag_of(company.id), 1);
    let loaded = asset::Entity::find()
        .filter(asset::Column::CompanyId.eq(company.id))
        .filter(asset::Column::Ref.eq(first_ref))
        .one(txn)
        .await?;
    anyhow::ensure!(loaded.is_none(), "'{name}' already has bench data");
    Ok((company, divisions))
}

/// A company with `divisions` divisions; inserted one by one, so `before_save` runs.
async fn new_company(
    txn: &DatabaseTransaction,
    name: &str,
    divisions: usize,
    now: DateTime<Utc>,
    report: &mut Report,
) -> anyhow::Result<(company::Model, Vec<i32>)> {
    let exists = company::Entity::find()
        .filter(company::Column::Name.eq(name))
        .one(txn)
        .await?;
    anyhow::ensure!(
        exists.is_none(),
        "'{name}' already exists: bench data is loaded"
    );
    let company = company::ActiveModel {
        name: Set(name.to_owned()),
        group_brand: Set("fd".to_owned()),
        currencies: Set(StringList::from(&["USD", "GBP"][..])),
        invoice_addressee: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    let mut ids = Vec::new();
    for d in 1..=divisions.max(1) {
        let division = company_division::ActiveModel {
            company_id: Set(company.id),
            name: Set(format!(
                "{name} {}",
                ["North", "South", "East", "West"][d % 4]
            )),
            invoice_addressee: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        ids.push(division.id);
    }
    report.companies += 1;
    report.divisions += ids.len();
    Ok((company, ids))
}

/// References of a company's bench rows start with this, so they are unique across companies.
fn tag_of(company_id: i32) -> String {
    format!("BD{company_id}")
}

/// One company's assets (spread evenly over its divisions), their measurements and storage, then
/// its assignments (each within one division) with their assets.
async fn fill_company(
    txn: &DatabaseTransaction,
    company: &company::Model,
    divisions: &[i32],
    share: Share,
    now: DateTime<Utc>,
    report: &mut Report,
) -> anyhow::Result<()> {
    let tag = tag_of(company.id);
    let owners: Vec<Owner> = divisions
        .iter()
        .map(|&division_id| Owner {
            company_id: company.id,
            division_id,
        })
        .collect();
    let mut pools = Vec::new();
    let mut first = 1;
    for (owner, count) in owners.iter().zip(plan::split(share.assets, owners.len())) {
        let numbers = first..first + count;
        first += count;
        report.hidden_assets += numbers.clone().filter(|n| n.is_multiple_of(50)).count();
        let rows = numbers.map(|n| {
            let mut row = rows::asset(*owner, n, &tag, now);
            // One in fifty hidden: the counts must leave them out.
            row.hidden = Set(n.is_multiple_of(50));
            row
        });
        let ids: Vec<i32> = insert_returning(txn, rows.collect(), [asset::Column::Id]).await?;
        report.assets += ids.len();
        add_measurements_and_storage(txn, company.id, &ids, now, report).await?;
        pools.push(Pool::new(ids));
    }
    for (d, owner) in owners.iter().enumerate() {
        // Assignment n goes to division n mod the division count.
        let numbers: Vec<usize> = (d..share.assignments).step_by(owners.len()).collect();
        let rows = numbers.iter().map(|&n| {
            rows::assignment(
                *owner,
                n + 1,
                share.assignments,
                plan::status_of(n),
                &tag,
                now,
            )
        });
        let made: Vec<(i32, String)> = insert_returning(
            txn,
            rows.collect(),
            [assignment::Column::Id, assignment::Column::Status],
        )
        .await?;
        add_assignment_assets(txn, company.id, made, &mut pools[d], now, report).await?;
    }
    Ok(())
}

async fn add_measurements_and_storage(
    txn: &DatabaseTransaction,
    company_id: i32,
    asset_ids: &[i32],
    now: DateTime<Utc>,
    report: &mut Report,
) -> anyhow::Result<()> {
    let mut sizes = Vec::new();
    for &id in asset_ids {
        sizes.push(rows::measurement(company_id, id, MeasurementKind::Net));
        if id % 4 == 0 {
            sizes.push(rows::measurement(company_id, id, MeasurementKind::Gross));
        }
    }
    report.measurements += insert_all(txn, sizes).await?;
    // One in ten stored once and taken out; one in twenty in storage now.
    let today = now.date_naive();
    let stays = asset_ids.iter().filter_map(|&id| match id % 20 {
        0 | 10 => Some(rows::storage(
            company_id,
            id,
            None,
            today - Duration::days(400),
            Some(today - Duration::days(100)),
        )),
        5 => Some(rows::storage(
            company_id,
            id,
            None,
            today - Duration::days(200),
            None,
        )),
        _ => None,
    });
    report.storage_entries += insert_all(txn, stays.collect()).await?;
    Ok(())
}

/// A division's assets for its assignments: an open assignment takes assets no other open one
/// has (until there are none left); a completed one reuses any, round the pool.
struct Pool {
    ids: Vec<i32>,
    next_open: usize,
    next_done: usize,
}

impl Pool {
    fn new(ids: Vec<i32>) -> Self {
        Pool {
            ids,
            next_open: 0,
            next_done: 0,
        }
    }

    fn take(&mut self, count: usize, open: bool) -> Vec<i32> {
        if open {
            let end = (self.next_open + count).min(self.ids.len());
            let taken = self.ids[self.next_open..end].to_vec();
            self.next_open = end;
            taken
        } else if self.ids.is_empty() {
            Vec::new()
        } else {
            let taken = (0..count.min(self.ids.len()))
                .map(|k| self.ids[(self.next_done + k) % self.ids.len()])
                .collect();
            self.next_done = (self.next_done + count) % self.ids.len();
            taken
        }
    }
}

async fn add_assignment_assets(
    txn: &DatabaseTransaction,
    company_id: i32,
    made: Vec<(i32, String)>,
    pool: &mut Pool,
    now: DateTime<Utc>,
    report: &mut Report,
) -> anyhow::Result<()> {
    let mut links = Vec::new();
    let mut stored = Vec::new();
    for (id, status) in made {
        let status =
            AssignmentStatus::parse(&status).context("a bench status did not read back")?;
        let open = !status.closes();
        report.assignments += 1;
        report.open_assignments += usize::from(open);
        for asset_id in pool.take(plan::size_of(id as usize), open) {
            links.push(rows::link(company_id, id, asset_id));
            if status == AssignmentStatus::InWarehouse {
                let since = now.date_naive() - Duration::days(3);
                stored.push(rows::storage(company_id, asset_id, Some(id), since, None));
            }
        }
    }
    report.assignment_assets += insert_all(txn, links).await?;
    report.storage_entries += insert_all(txn, stored).await?;
    Ok(())
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = thousands;
        writeln!(
            f,
            "Bench data loaded in {:.1} s: {} new companies ({} divisions), {} assets ({} hidden), \
             {} measurements, {} assignments ({} open), {} assignment assets, {} storage entries.",
            self.seconds,
            n(self.companies),
            n(self.divisions),
            n(self.assets),
            n(self.hidden_assets),
            n(self.measurements),
            n(self.assignments),
            n(self.open_assignments),
            n(self.assignment_assets),
            n(self.storage_entries),
        )?;
        write!(
            f,
            "The customer's share went to {} (company id {}).",
            self.customer.0, self.customer.1
        )
    }
}

/// 100000 as "100,000".
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
