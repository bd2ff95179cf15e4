//! The assignment report (`POST /api/assignment/generate/report`: the report list's assignments
//! with their assets) and the `open-assignments` named report (every open assignment with its
//! totals). Both read a page of assignments at a time and send its rows to the sheet's writer.
use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, Utc};
use entity::{asset, assignment};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::{
    build::ReportBuild,
    columns::{self, age, asset_rows, assignment_cells, gross_figures, ASSET, ASSIGNMENT},
    read::{self, Names},
    words::Words,
    xlsx::{column, Cell, Column, Kind},
};
use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    features::{
        assignments::rules::sum_present,
        companies::read::{companies, sort_by_name},
        input::{distinct_ids, missing_ids_message},
        inventory::{dto::MeasurementDto, measurements::ft3},
    },
};

/// Most assignments one report takes (the report list of the admin's screen holds far fewer).
pub const MAX_IDS: usize = 10_000;
/// Assignments read per page.
const ASSIGNMENTS_PER_PAGE: usize = 200;

pub const REPORT: [Column; 28] = columns::join(&[&ASSIGNMENT, &ASSET]);

pub const OPEN: [Column; 20] = columns::join(&[
    &ASSIGNMENT,
    &[
        column("Age (days)", 10.0, Kind::Integer),
        column("Assets", 8.0, Kind::Integer),
        column("Pieces", 8.0, Kind::Integer),
        column("Origin in storage", 10.0, Kind::Bool),
        column("Destination in storage", 10.0, Kind::Bool),
        column("Gross weight (kg)", 12.0, Kind::Decimal(2)),
        column("Gross weight (lb)", 12.0, Kind::Decimal(2)),
        column("Gross volume (m³)", 14.0, Kind::Decimal(4)),
        column("Gross volume (ft³)", 12.0, Kind::Decimal(2)),
    ],
]);

/// The ids as sent, each once in the place it first had: at least one (else 400), at most
/// `MAX_IDS` (else 422).
pub fn requested_ids(ids: &[i32]) -> AppResult<Vec<i32>> {
    distinct_ids(
        ids,
        MAX_IDS,
        "Add at least one assignment to the report list: ids is empty.",
        |n| format!("A report takes at most {MAX_IDS} assignments, not {n}."),
    )
}

/// The 404 message for ids the caller cannot see (missing or another company's: the same words).
pub fn missing_message(missing: &[i32]) -> String {
    missing_ids_message(missing, "assignment", "assignments")
}

/// 404 naming the ids of `ids` that are not assignments in the scope.
pub async fn check_ids(db: &impl ConnectionTrait, scope: Scope, ids: &[i32]) -> AppResult<()> {
    let mut found = std::collections::HashSet::new();
    for chunk in ids.chunks(1_000) {
        let seen: Vec<i32> = assignment::Entity::find()
            .select_only()
            .column(assignment::Column::Id)
            .filter(scope.condition(assignment::Column::CompanyId))
            .filter(assignment::Column::Id.is_in(chunk.iter().copied()))
            .into_tuple()
            .all(db)
            .await?;
        found.extend(seen);
    }
    let missing: Vec<i32> = ids
        .iter()
        .copied()
        .filter(|id| !found.contains(id))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        // Absent, not NotFound: the message names only ids the caller sent, and says the same
        // of another company's assignment as of a missing one.
        Err(AppError::Absent(missing_message(&missing)))
    }
}

/// A page of assignments (in the order of `ids`) with their assets and what their rows need.
struct Page {
    assignments: Vec<assignment::Model>,
    assets_of: HashMap<i32, Vec<i32>>,
    assets: HashMap<i32, asset::Model>,
    sizes: read::Sizes,
    addresses: HashMap<i32, String>,
}

impl Page {
    async fn read(db: &impl ConnectionTrait, scope: Scope, ids: &[i32]) -> AppResult<Page> {
        let mut assignments = assignment::Entity::find()
            .filter(scope.condition(assignment::Column::CompanyId))
            .filter(assignment::Column::Id.is_in(ids.iter().copied()))
            .all(db)
            .await?;
        let place: HashMap<i32, usize> = ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();
        assignments.sort_by_key(|a| place.get(&a.id).copied().unwrap_or(usize::MAX));
        let assets_of = read::assets_of(db, scope, ids).await?;
        let asset_ids: Vec<i32> = assets_of.values().flatten().copied().collect();
        let assets = if asset_ids.is_empty() {
            HashMap::new()
        } else {
            asset::Entity::find()
                .filter(scope.condition(asset::Column::CompanyId))
                .filter(asset::Column::Id.is_in(asset_ids.clone()))
                .all(db)
                .await?
                .into_iter()
                .map(|a| (a.id, a))
                .collect()
        };
        let sizes = read::sizes(db, scope, &asset_ids).await?;
        let address_ids: HashSet<i32> = assignments
            .iter()
            .flat_map(|a| [a.origin_address_id, a.destination_address_id])
            .flatten()
            .collect();
        let addresses = read::address_lines(db, address_ids).await?;
        Ok(Page {
            assignments,
            assets_of,
            assets,
            sizes,
            addresses,
        })
    }

    fn head(&self, a: &assignment::Model, names: &Names) -> Vec<Cell> {
        let line = |id: Option<i32>| {
            id.and_then(|id| self.addresses.get(&id))
                .map(String::as_str)
        };
        assignment_cells(
            a,
            names.company(a.company_id),
            names.division(a.company_division_id),
            line(a.origin_address_id),
            line(a.destination_address_id),
        )
    }

    /// The assignment's assets, by title as its view lists them.
    fn assets(&self, assignment_id: i32) -> Vec<&asset::Model> {
        let mut assets: Vec<&asset::Model> = self
            .assets_of
            .get(&assignment_id)
            .into_iter()
            .flatten()
            .filter_map(|id| self.assets.get(id))
            .collect();
        sort_by_name(&mut assets, |a| (&a.title, a.id));
        assets
    }

    fn sizes_of(&self, asset_id: i32) -> (&[MeasurementDto], &[MeasurementDto]) {
        read::sizes_of(&self.sizes, asset_id)
    }

    /// The assignment report's rows: a row per asset (and per further net measurement) of each
    /// assignment; an assignment without assets still has its row.
    fn report_rows(&self, names: &Names) -> Vec<Vec<Cell>> {
        let mut rows = Vec::new();
        for a in &self.assignments {
            let head = self.head(a, names);
            let assets = self.assets(a.id);
            if assets.is_empty() {
                let mut row = head;
                row.resize(REPORT.len(), Cell::Empty);
                rows.push(row);
                continue;
            }
            for asset in assets {
                let (net, gross) = self.sizes_of(asset.id);
                for cells in asset_rows(asset, net, gross) {
                    let mut row = head.clone();
                    row.extend(cells);
                    rows.push(row);
                }
            }
        }
        rows
    }

    /// The open-assignments report's rows: one per assignment, with its totals.
    fn open_rows(&self, names: &Names, today: NaiveDate) -> Vec<Vec<Cell>> {
        let mut rows = Vec::with_capacity(self.assignments.len());
        for a in &self.assignments {
            let mut row = self.head(a, names);
            let assets = self.assets(a.id);
            let figures: Vec<_> = assets
                .iter()
                .map(|asset| {
                    let (net, gross) = self.sizes_of(asset.id);
                    gross_figures(gross, net)
                })
                .collect();
            let kg = sum_present(figures.iter().map(|f| f.0));
            let lb = sum_present(figures.iter().map(|f| f.1));
            let m3 = sum_present(figures.iter().map(|f| f.2));
            row.extend([
                Cell::int(age(a.created_at, today)),
                Cell::int(assets.len() as i64),
                Cell::int(assets.iter().map(|x| i64::from(x.pieces)).sum()),
                Cell::Bool(a.origin_storage),
                Cell::Bool(a.destination_storage),
                Cell::number(kg),
                Cell::number(lb),
                Cell::number(m3),
                Cell::number(m3.map(ft3)),
            ]);
            rows.push(row);
        }
        rows
    }
}

/// The assignment report of `ids` (checked: in scope, each once), in the order of `ids`.
pub async fn assignment_report(
    db: &impl ConnectionTrait,
    scope: Scope,
    ids: &[i32],
    words: Words,
) -> AppResult<Vec<u8>> {
    let names = Names::read(db, scope).await?;
    let mut out = ReportBuild::start("Assignments", &REPORT, words).await?;
    for chunk in ids.chunks(ASSIGNMENTS_PER_PAGE) {
        let page = Page::read(db, scope, chunk).await?;
        out.push_all(page.report_rows(&names)).await?;
    }
    out.finish().await
}

/// Every open assignment of every company (companies by name, then oldest first), with its asset
/// count, pieces and gross totals.
pub async fn open_assignments_report(
    db: &impl ConnectionTrait,
    words: Words,
) -> AppResult<Vec<u8>> {
    let scope = Scope::All;
    let names = Names::read(db, scope).await?;
    let today = Utc::now().date_naive();
    let mut out = ReportBuild::start("Open assignments", &OPEN, words).await?;
    for company in companies(db).await? {
        let mut after = 0;
        loop {
            let ids: Vec<i32> = assignment::Entity::find()
                .select_only()
                .column(assignment::Column::Id)
                .filter(assignment::Column::CompanyId.eq(company.id))
                .filter(assignment::Column::Completed.eq(false))
                .filter(assignment::Column::Id.gt(after))
                .order_by_asc(assignment::Column::Id)
                .limit(ASSIGNMENTS_PER_PAGE as u64)
                .into_tuple()
                .all(db)
                .await?;
            let Some(&last) = ids.last() else { break };
            after = last;
            let page = Page::read(db, scope, &ids).await?;
            out.push_all(page.open_rows(&names, today)).await?;
        }
    }
    out.finish().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_kept_once_in_their_order() {
        assert_eq!(requested_ids(&[3, 1, 3, 2, 1]).unwrap(), [3, 1, 2]);
        assert_eq!(requested_ids(&[]).unwrap_err().status(), 400);
        let many: Vec<i32> = (1..=MAX_IDS as i32 + 1).collect();
        assert_eq!(requested_ids(&many).unwrap_err().status(), 422);
        let repeated = vec![7; MAX_IDS + 5];
        assert_eq!(requested_ids(&repeated).unwrap(), [7]);
    }

    #[test]
    fn the_missing_ids_are_named() {
        assert_eq!(missing_message(&[7]), "No assignment with the id 7.");
        assert_eq!(
            missing_message(&[7, 9]),
            "No assignments with the ids 7, 9."
        );
        let many: Vec<i32> = (1..=25).collect();
        assert!(missing_message(&many).ends_with("19, 20 and 5 more."));
    }
}
