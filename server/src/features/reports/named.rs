//! The provider's named reports (`GET /api/admin/report/{name}`) and the file names of every
//! report: `{stem}-YYYY-MM-DD.xlsx`, dated today in UTC.
use chrono::NaiveDate;
use sea_orm::ConnectionTrait;

use super::{assignments, inventory, words::Words};
use crate::error::{AppError, AppResult};

/// A named report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// Every asset of every company.
    Inventory,
    /// Every asset in storage now, with its days outstanding.
    InStorage,
    /// Every open assignment, with its totals.
    OpenAssignments,
}

impl Named {
    pub const ALL: [Named; 3] = [Named::Inventory, Named::InStorage, Named::OpenAssignments];

    pub fn name(self) -> &'static str {
        match self {
            Named::Inventory => "inventory",
            Named::InStorage => "in-storage",
            Named::OpenAssignments => "open-assignments",
        }
    }

    /// The report called `name` (exactly); an unknown name is a 404 that lists the known ones.
    pub fn parse(name: &str) -> AppResult<Named> {
        Named::ALL
            .into_iter()
            .find(|n| n.name() == name)
            .ok_or_else(|| AppError::Absent(unknown_message(name)))
    }

    /// The report, its headers and statuses in the language of `words`.
    pub async fn build(self, db: &impl ConnectionTrait, words: Words) -> AppResult<Vec<u8>> {
        match self {
            Named::Inventory => inventory::inventory_report(db, words).await,
            Named::InStorage => inventory::in_storage_report(db, words).await,
            Named::OpenAssignments => assignments::open_assignments_report(db, words).await,
        }
    }
}

fn unknown_message(name: &str) -> String {
    // The name is echoed back: only a short, printable piece of it.
    let shown: String = name.chars().filter(|c| !c.is_control()).take(60).collect();
    let known: Vec<&str> = Named::ALL.iter().map(|n| n.name()).collect();
    format!(
        "There is no report called '{shown}'. The reports are: {}.",
        known.join(", ")
    )
}

/// `{stem}-YYYY-MM-DD.xlsx`.
pub fn file_name(stem: &str, today: NaiveDate) -> String {
    format!("{stem}-{}.xlsx", today.format("%Y-%m-%d"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_exactly_and_the_unknown_lists_the_known() {
        for n in Named::ALL {
            assert_eq!(Named::parse(n.name()).unwrap(), n);
        }
        let e = Named::parse("Inventory").unwrap_err();
        assert_eq!(e.status(), 404);
        assert_eq!(
            e.public_message(),
            "There is no report called 'Inventory'. The reports are: inventory, in-storage, open-assignments."
        );
        let long = format!("{}\u{7}", "x".repeat(100));
        assert!(!unknown_message(&long).contains(&"x".repeat(61)));
        assert!(!unknown_message(&long).contains('\u{7}'));
    }

    #[test]
    fn file_names_carry_the_date() {
        let day = NaiveDate::from_ymd_opt(2026, 3, 7).unwrap();
        assert_eq!(file_name("inventory", day), "inventory-2026-03-07.xlsx");
        assert_eq!(
            file_name("assignment-report", day),
            "assignment-report-2026-03-07.xlsx"
        );
    }
}
