//! A count's result (pure): each work scanned or expected, found where expected, missing,
//! misplaced or unexpected. Tested here.
use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What the count found of one work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Outcome {
    /// Scanned where its open storage entry says it is.
    Found,
    /// Expected in the counted place, not scanned.
    Missing,
    /// Scanned here, recorded elsewhere (another location, in the count or outside it).
    Misplaced,
    /// Scanned, but not in storage at all.
    Unexpected,
}

/// Where a work's open storage entry says it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// The location record (by id, or matched by its text); `None` for free text naming none.
    pub location_id: Option<i32>,
    pub text: Option<String>,
}

/// One scan of the count: the work and the location the phone was counting (`None`: the count's
/// own place, or the warehouse as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    pub asset_id: i32,
    pub location_id: Option<i32>,
}

/// What the classification needs of the count.
pub struct Count<'a> {
    /// The counted location and every location under it; `None`: the whole warehouse.
    pub within: Option<&'a HashSet<i32>>,
    /// The counted location itself (a scan there says no more than "somewhere in the count").
    pub root: Option<i32>,
}

/// One line of the result: the work, its outcome, where it was expected and where it was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub asset_id: i32,
    pub outcome: Outcome,
    pub expected: Option<Recorded>,
    pub seen_at: Option<i32>,
}

impl Count<'_> {
    fn counts_here(&self, recorded: &Recorded) -> bool {
        match self.within {
            None => true,
            Some(set) => recorded.location_id.is_some_and(|id| set.contains(&id)),
        }
    }
}

/// Classifies every work that was scanned or expected. `recorded` holds the open entry of every
/// work in storage that was scanned or may be expected (more is fine: works outside the count and
/// not scanned are left out). Lines by asset id.
pub fn classify(count: &Count<'_>, recorded: &BTreeMap<i32, Recorded>, seen: &[Seen]) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut scanned = HashSet::new();
    for scan in seen {
        if !scanned.insert(scan.asset_id) {
            continue;
        }
        let expected = recorded.get(&scan.asset_id).cloned();
        let outcome = match &expected {
            None => Outcome::Unexpected,
            Some(r) if !count.counts_here(r) => Outcome::Misplaced,
            Some(r) => {
                let vague = scan.location_id.is_none() || scan.location_id == count.root;
                if vague || scan.location_id == r.location_id {
                    Outcome::Found
                } else {
                    Outcome::Misplaced
                }
            }
        };
        lines.push(Line {
            asset_id: scan.asset_id,
            outcome,
            expected,
            seen_at: scan.location_id.or(count.root),
        });
    }
    for (asset_id, r) in recorded {
        if !scanned.contains(asset_id) && count.counts_here(r) {
            lines.push(Line {
                asset_id: *asset_id,
                outcome: Outcome::Missing,
                expected: Some(r.clone()),
                seen_at: None,
            });
        }
    }
    lines.sort_by_key(|l| (l.outcome, l.asset_id));
    lines
}

/// A correction the count asks for: a work seen at a location that its record does not say.
/// Missing works are not moved (where they are is not known); a work seen with no location more
/// precise than the whole warehouse cannot be put anywhere.
pub fn correction(line: &Line) -> Option<i32> {
    match line.outcome {
        Outcome::Misplaced | Outcome::Unexpected => line.seen_at,
        Outcome::Found | Outcome::Missing => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(id: i32) -> Recorded {
        Recorded {
            location_id: Some(id),
            text: Some(format!("L{id}")),
        }
    }

    #[test]
    fn found_missing_misplaced_and_unexpected() {
        // Counting location 1, which holds 2 and 3; location 9 lies outside.
        let within: HashSet<i32> = [1, 2, 3].into();
        let count = Count {
            within: Some(&within),
            root: Some(1),
        };
        let recorded: BTreeMap<i32, Recorded> = [
            (10, at(2)), // seen at 2: found
            (11, at(3)), // seen at the root: found (no more precise place was chosen)
            (12, at(2)), // not seen: missing
            (13, at(9)), // seen at 2, recorded outside: misplaced
            (14, at(3)), // seen at 2, recorded at 3: misplaced
            (15, at(9)), // outside, not seen: not in the result
        ]
        .into();
        let seen = [
            Seen {
                asset_id: 10,
                location_id: Some(2),
            },
            Seen {
                asset_id: 11,
                location_id: None,
            },
            Seen {
                asset_id: 13,
                location_id: Some(2),
            },
            Seen {
                asset_id: 14,
                location_id: Some(2),
            },
            Seen {
                asset_id: 16,
                location_id: Some(3),
            }, // not in storage: unexpected
            Seen {
                asset_id: 10,
                location_id: Some(3),
            }, // a second scan counts once
        ];
        let lines = classify(&count, &recorded, &seen);
        let got: Vec<(i32, Outcome)> = lines.iter().map(|l| (l.asset_id, l.outcome)).collect();
        assert_eq!(
            got,
            [
                (10, Outcome::Found),
                (11, Outcome::Found),
                (12, Outcome::Missing),
                (13, Outcome::Misplaced),
                (14, Outcome::Misplaced),
                (16, Outcome::Unexpected),
            ]
        );
        let fixes: Vec<Option<i32>> = lines.iter().map(correction).collect();
        assert_eq!(fixes, [None, None, None, Some(2), Some(2), Some(3)]);
        assert_eq!(lines[1].seen_at, Some(1), "seen at the root");
    }

    #[test]
    fn the_whole_warehouse_expects_every_work_in_storage() {
        let count = Count {
            within: None,
            root: None,
        };
        let loose = Recorded {
            location_id: None,
            text: Some("Dock".into()),
        };
        let recorded: BTreeMap<i32, Recorded> = [(1, loose), (2, at(4))].into();
        let seen = [
            Seen {
                asset_id: 1,
                location_id: None,
            },
            Seen {
                asset_id: 3,
                location_id: None,
            },
        ];
        let lines = classify(&count, &recorded, &seen);
        let got: Vec<(i32, Outcome)> = lines.iter().map(|l| (l.asset_id, l.outcome)).collect();
        assert_eq!(
            got,
            [
                (1, Outcome::Found),
                (2, Outcome::Missing),
                (3, Outcome::Unexpected)
            ]
        );
        assert_eq!(correction(&lines[2]), None, "nowhere to put it");
    }
}
