//! The storage entries of an assignment or an asset as the admin's save sends them
//! (docs/storage.md): each entry's own rules, and what the list sent changes in the
//! stored one. Pure, so each rule is tested here; `store.rs` reads the stored entries and writes
//! the plan, for `PUT /api/admin/assignment` and `PUT /api/inventory` alike.
//!
//! The save sends the whole list: entries with an `id` are stored ones (changed or kept), entries
//! without are new, stored ones left out are removed.
use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    error::{AppError, AppResult},
    features::input::{optional, parse_date, MAX_NAME},
};

/// Most entries one assignment or asset may hold: far above any real one, and a bound on one
/// save's work.
pub const MAX_ENTRIES: usize = 200;

/// What holds the entries: named in the messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    Assignment,
    Asset,
}

impl Holder {
    fn noun(self) -> &'static str {
        match self {
            Holder::Assignment => "assignment",
            Holder::Asset => "asset",
        }
    }
}

/// One storage period as the admin's save sends it: a stored entry (with its `id`, as the
/// assignment or asset gave it) or a new one (no `id`).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StorageEntryInput {
    /// A stored entry of this assignment (or asset); absent for a new one.
    #[serde(default)]
    pub id: Option<i32>,
    /// `YYYY-MM-DD`, required.
    #[serde(default)]
    #[schema(example = "2026-12-01")]
    pub in_on: Option<String>,
    /// `YYYY-MM-DD`, not before `inOn`; null while still in storage.
    #[serde(default)]
    pub out_on: Option<String>,
    /// At most 200 characters.
    #[serde(default)]
    #[schema(example = "Bay 4")]
    pub location: Option<String>,
}

/// The refusal of a new entry while another has no out date.
pub const OPEN_ENTRY_FIRST: &str =
    "A new storage entry can be added only when every other entry has an out date.";

/// One storage period: stored (`id`) or new.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageLine {
    pub id: Option<i32>,
    pub in_on: NaiveDate,
    pub out_on: Option<NaiveDate>,
    pub location: Option<String>,
}

impl StorageLine {
    fn same_period(&self, other: &StorageLine) -> bool {
        self.in_on == other.in_on && self.out_on == other.out_on && self.location == other.location
    }
}

/// What a save does to the stored entries.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct StoragePlan {
    pub added: Vec<StorageLine>,
    /// (as stored, as sent), same id.
    pub changed: Vec<(StorageLine, StorageLine)>,
    pub removed: Vec<StorageLine>,
}

impl StoragePlan {
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.changed.is_empty() && self.removed.is_empty()
    }
}

/// The entries as sent, each checked on its own: an in date, dates written `YYYY-MM-DD`, the out
/// date not before the in date, a location of at most 200 characters, no id twice. Entries are
/// named by their place in the list (1 is the first).
pub fn clean(holder: Holder, sent: &[StorageEntryInput]) -> AppResult<Vec<StorageLine>> {
    if sent.len() > MAX_ENTRIES {
        return Err(AppError::Unprocessable(format!(
            "An {} holds at most {MAX_ENTRIES} storage entries.",
            holder.noun()
        )));
    }
    let mut ids = HashSet::new();
    let mut lines = Vec::with_capacity(sent.len());
    for (i, entry) in sent.iter().enumerate() {
        let n = i + 1;
        if let Some(id) = entry.id {
            if !ids.insert(id) {
                return Err(AppError::Unprocessable(format!(
                    "Storage entry {id} is listed twice."
                )));
            }
        }
        let in_on = parse_date(
            &format!("The in date of storage entry {n}"),
            entry.in_on.as_deref(),
        )?
        .ok_or_else(|| AppError::Unprocessable(format!("Storage entry {n} needs an in date.")))?;
        let out_on = parse_date(
            &format!("The out date of storage entry {n}"),
            entry.out_on.as_deref(),
        )?;
        if let Some(out) = out_on.filter(|out| *out < in_on) {
            return Err(AppError::Unprocessable(format!(
                "The out date of storage entry {n} ({out}) cannot be before its in date ({in_on})."
            )));
        }
        let location = optional(
            &format!("The location of storage entry {n}"),
            entry.location.as_deref(),
            MAX_NAME,
        )?;
        lines.push(StorageLine {
            id: entry.id,
            in_on,
            out_on,
            location,
        });
    }
    Ok(lines)
}

/// What the list sent changes in the stored one. A sent id must be one of the stored entries. New
/// entries (docs/storage.md): a new entry only when every existing one has an out date; so when the
/// list adds entries, every entry but the last new one must have its out date (in this same save,
/// if need be: the screen lets the admin close the open entry, then add the next).
pub fn plan(
    holder: Holder,
    stored: &[StorageLine],
    sent: Vec<StorageLine>,
) -> AppResult<StoragePlan> {
    let by_id: HashMap<i32, &StorageLine> = stored
        .iter()
        .filter_map(|s| s.id.map(|id| (id, s)))
        .collect();
    if let Some(last_new) = sent.iter().rposition(|s| s.id.is_none()) {
        let open_other = sent
            .iter()
            .enumerate()
            .any(|(i, s)| i != last_new && s.out_on.is_none());
        if open_other {
            return Err(AppError::Unprocessable(OPEN_ENTRY_FIRST.into()));
        }
    }
    let mut plan = StoragePlan::default();
    let mut kept = HashSet::new();
    for line in sent {
        let Some(id) = line.id else {
            plan.added.push(line);
            continue;
        };
        let Some(before) = by_id.get(&id) else {
            return Err(AppError::Unprocessable(format!(
                "Storage entry {id} is not one of this {}'s.",
                holder.noun()
            )));
        };
        kept.insert(id);
        if !before.same_period(&line) {
            plan.changed.push(((*before).clone(), line));
        }
    }
    plan.removed = stored
        .iter()
        .filter(|s| s.id.is_some_and(|id| !kept.contains(&id)))
        .cloned()
        .collect();
    Ok(plan)
}

#[cfg(test)]
mod tests {
    use super::*;

    const JOB: Holder = Holder::Assignment;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 10, d).unwrap()
    }

    fn line(id: Option<i32>, in_on: u32, out_on: Option<u32>, location: &str) -> StorageLine {
        StorageLine {
            id,
            in_on: day(in_on),
            out_on: out_on.map(day),
            location: Some(location.to_owned()),
        }
    }

    fn input(id: Option<i32>, in_on: &str, out_on: Option<&str>) -> StorageEntryInput {
        StorageEntryInput {
            id,
            in_on: Some(in_on.to_owned()),
            out_on: out_on.map(str::to_owned),
            location: Some(" Bay 4 ".to_owned()),
        }
    }

    fn message<T: std::fmt::Debug>(r: AppResult<T>) -> String {
        match r {
            Err(AppError::Unprocessable(m)) => m,
            other => panic!("expected a 422, got {other:?}"),
        }
    }

    #[test]
    fn each_entry_has_an_in_date_and_leaves_after_it() {
        let got = clean(JOB, &[input(Some(4), "2026-10-01", Some("2026-10-01"))]).unwrap();
        assert_eq!(
            got,
            [line(Some(4), 1, Some(1), "Bay 4")],
            "same day is fine"
        );
        assert_eq!(
            message(clean(JOB, &[
                input(None, "2026-10-01", None),
                input(None, "2026-10-05", Some("2026-10-04"))
            ])),
            "The out date of storage entry 2 (2026-10-04) cannot be before its in date (2026-10-05)."
        );
        let mut no_in = input(None, "", None);
        no_in.in_on = None;
        assert_eq!(
            message(clean(JOB, &[no_in])),
            "Storage entry 1 needs an in date."
        );
        assert_eq!(
            message(clean(JOB, &[input(None, "2026-10-01", Some("soon"))])),
            "The out date of storage entry 1 'soon' is not a date written YYYY-MM-DD."
        );
        assert_eq!(
            message(clean(
                JOB,
                &[
                    input(Some(3), "2026-10-01", Some("2026-10-02")),
                    input(Some(3), "2026-10-03", None)
                ]
            )),
            "Storage entry 3 is listed twice."
        );
        let mut long = input(None, "2026-10-01", None);
        long.location = Some("x".repeat(201));
        assert!(message(clean(JOB, &[long])).contains("location of storage entry 1"));
        let many: Vec<_> = (0..=MAX_ENTRIES)
            .map(|_| input(None, "2026-10-01", Some("2026-10-02")))
            .collect();
        assert!(message(clean(JOB, &many)).contains("at most 200"));
    }

    #[test]
    fn a_new_entry_only_when_every_other_has_an_out_date() {
        let open = [line(Some(1), 1, None, "Bay 4")];
        // Adding while the stored entry is still open: refused.
        assert_eq!(
            message(plan(
                JOB,
                &open,
                vec![
                    line(Some(1), 1, None, "Bay 4"),
                    line(None, 10, None, "Bay 2")
                ]
            )),
            OPEN_ENTRY_FIRST
        );
        // Closing it in the same save, then adding: fine; the new one may stay open.
        let got = plan(
            JOB,
            &open,
            vec![
                line(Some(1), 1, Some(9), "Bay 4"),
                line(None, 10, None, "Bay 2"),
            ],
        )
        .unwrap();
        assert_eq!(got.added, [line(None, 10, None, "Bay 2")]);
        assert_eq!(
            got.changed,
            [(
                line(Some(1), 1, None, "Bay 4"),
                line(Some(1), 1, Some(9), "Bay 4")
            )]
        );
        assert!(got.removed.is_empty());
        // Two new ones: the first must be closed before the second.
        assert_eq!(
            message(plan(
                JOB,
                &[],
                vec![line(None, 1, None, "A"), line(None, 5, None, "B")]
            )),
            OPEN_ENTRY_FIRST
        );
        assert!(plan(
            JOB,
            &[],
            vec![line(None, 1, Some(4), "A"), line(None, 5, None, "B")]
        )
        .is_ok());
        // Without new entries an open one is no obstacle (editing, reopening an out date).
        assert!(plan(JOB, &open, vec![line(Some(1), 2, None, "Bay 5")]).is_ok());
    }

    #[test]
    fn the_list_sent_replaces_the_stored_one() {
        let stored = [
            line(Some(1), 1, Some(3), "Bay 1"),
            line(Some(2), 4, Some(6), "Bay 2"),
        ];
        let same = plan(JOB, &stored, stored.to_vec()).unwrap();
        assert!(same.is_empty(), "nothing changed");
        let got = plan(JOB, &stored, vec![line(Some(2), 4, Some(6), "Bay 9")]).unwrap();
        assert_eq!(got.removed, [stored[0].clone()]);
        assert_eq!(got.changed.len(), 1);
        assert_eq!(got.changed[0].1.location.as_deref(), Some("Bay 9"));
        assert_eq!(
            message(plan(JOB, &stored, vec![line(Some(77), 1, Some(2), "X")])),
            "Storage entry 77 is not one of this assignment's."
        );
        let cleared = plan(JOB, &stored, Vec::new()).unwrap();
        assert_eq!(cleared.removed.len(), 2);
    }

    #[test]
    fn an_asset_s_entries_are_named_as_the_asset_s() {
        let stored = [line(Some(1), 1, Some(3), "Bay 1")];
        assert_eq!(
            message(plan(
                Holder::Asset,
                &stored,
                vec![line(Some(9), 1, None, "X")]
            )),
            "Storage entry 9 is not one of this asset's."
        );
        let many: Vec<_> = (0..=MAX_ENTRIES)
            .map(|_| input(None, "2026-10-01", Some("2026-10-02")))
            .collect();
        assert_eq!(
            message(clean(Holder::Asset, &many)),
            "An asset holds at most 200 storage entries."
        );
        assert_eq!(
            message(plan(
                Holder::Asset,
                &[line(Some(1), 1, None, "Bay 1")],
                vec![
                    line(Some(1), 1, None, "Bay 1"),
                    line(None, 5, None, "Bay 2")
                ]
            )),
            OPEN_ENTRY_FIRST
        );
    }
}
