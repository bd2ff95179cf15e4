//! The reference of a new assignment: its company's prefix and the prefix's next number, `HG-1007`,
//! the same whoever creates it (a customer's draft, the demo). References once given never change,
//! so a company renamed later keeps its old references and numbers on under the new prefix.
//!
//! Two companies whose names give the same prefix share its numbers, so references stay unique
//! across companies. Two creations at the same moment cannot take the same number: on SQLite the
//! write transaction holds the write lock from its start; on PostgreSQL a transaction lock on the
//! prefix queues them (the number is read and written inside that lock).
use entity::assignment;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseBackend, DatabaseTransaction, EntityTrait, QueryFilter,
    QuerySelect, Statement,
};

use crate::error::AppResult;

/// The first number of a prefix, so a reference reads as a job number rather than a count.
pub const FIRST_NUMBER: u64 = 1001;
/// The prefix of a name with no Latin letter or digit to take (e.g. only CJK characters).
pub const FALLBACK_PREFIX: &str = "AS";
/// Most letters a prefix takes from a name.
const MAX_PREFIX: usize = 3;

/// The prefix of a company's references: the initials of the first words of its name, upper
/// case, without accents ("Hollis Gallery" -> `HG`, "Musée d'Orsay" -> `MDO`); a one-word name
/// gives its first two letters ("Tate" -> `TA`). Fewer than two letters or digits: `AS`.
pub fn prefix_of(company_name: &str) -> String {
    let folded = entity::text::fold(company_name);
    let words: Vec<Vec<char>> = folded
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.chars().collect())
        .collect();
    let letters: String = match words.as_slice() {
        [only] => only.iter().take(2).collect(),
        many => many.iter().take(MAX_PREFIX).map(|w| w[0]).collect(),
    };
    if letters.len() < 2 {
        return FALLBACK_PREFIX.into();
    }
    letters.to_ascii_uppercase()
}

/// The number of a reference made with this prefix (`HG-1007` -> 1007); None for any other.
fn number_in(prefix: &str, reference: &str) -> Option<u64> {
    let digits = reference.strip_prefix(prefix)?.strip_prefix('-')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The next reference of the prefix after the references already given: one above the highest
/// number made with this prefix, and never below `FIRST_NUMBER`. Other references are ignored.
pub fn next_reference<'a>(prefix: &str, given: impl IntoIterator<Item = &'a str>) -> String {
    let highest = given.into_iter().filter_map(|r| number_in(prefix, r)).max();
    let next = highest.map_or(FIRST_NUMBER, |n| (n + 1).max(FIRST_NUMBER));
    format!("{prefix}-{next}")
}

/// The reference a new assignment of the company named `company_name` gets, inside the creating
/// write transaction (see the module's note on concurrency).
pub async fn next_for(txn: &DatabaseTransaction, company_name: &str) -> AppResult<String> {
    let prefix = prefix_of(company_name);
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        txn.execute_raw(Statement::from_sql_and_values(
            DatabaseBackend::Postgres,
            "SELECT pg_advisory_xact_lock(hashtext($1))",
            [format!("assignment-ref:{prefix}").into()],
        ))
        .await?;
    }
    let given: Vec<String> = assignment::Entity::find()
        .select_only()
        .column(assignment::Column::Ref)
        .filter(assignment::Column::Ref.starts_with(format!("{prefix}-")))
        .into_tuple()
        .all(txn)
        .await?;
    Ok(next_reference(&prefix, given.iter().map(String::as_str)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefix_is_the_initials_of_the_name() {
        assert_eq!(prefix_of("Hollis Gallery"), "HG");
        assert_eq!(prefix_of("Marlow Collection"), "MC");
        assert_eq!(prefix_of("Musée d'Orsay"), "MDO");
        assert_eq!(prefix_of("  the   Ruiz-Picasso Foundation Trust "), "TRP");
        assert_eq!(prefix_of("Tate"), "TA");
        assert_eq!(prefix_of("Ölstad & 7 Partners"), "O7P");
        assert_eq!(prefix_of("故宫博物院"), "AS");
        assert_eq!(prefix_of("X"), "AS");
        assert_eq!(prefix_of(""), "AS");
    }

    #[test]
    fn the_demo_companies_prefixes_are_their_initials() {
        // The demo's asset references share the prefix its assignments are numbered with.
        for company in crate::demo::catalogue::COMPANIES {
            assert_eq!(prefix_of(company.name), company.prefix, "{}", company.name);
        }
    }

    #[test]
    fn numbers_start_at_1001_and_go_on_from_the_highest() {
        assert_eq!(next_reference("HG", []), "HG-1001");
        assert_eq!(
            next_reference("HG", ["HG-1001", "HG-1007", "HG-1003"]),
            "HG-1008"
        );
        // Only this prefix's references count: another prefix, the old `A-000014` scheme, a
        // prefix that merely starts the same, or a reference with more than a number after it.
        let others = [
            "MC-5000", "A-000014", "HGX-9000", "HG-12a", "HG-", "hg-9999",
        ];
        assert_eq!(next_reference("HG", others), "HG-1001");
        assert_eq!(
            next_reference("HG", ["HG-0042"]),
            "HG-1001",
            "never below the first"
        );
        assert_eq!(next_reference("HG", ["HG-99999"]), "HG-100000");
    }
}
