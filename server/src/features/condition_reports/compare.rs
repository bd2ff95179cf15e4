//! Comparing two reports of one work (pure): observations are matched by area and term, in their
//! order (the second scratch on the frame in one report is the second in the other), since each
//! report is written anew and the clients' keys differ from report to report.
use super::dto::{Change, ObservationChange, ObservationInput};

/// The observations of `later` against `earlier`: each of `later` as added, changed (severity or
/// note) or the same, then what is gone.
pub fn observations(
    earlier: &[ObservationInput],
    later: &[ObservationInput],
) -> Vec<ObservationChange> {
    let mut unmatched: Vec<Option<&ObservationInput>> = earlier.iter().map(Some).collect();
    let mut out = Vec::new();
    for after in later {
        let found = unmatched
            .iter_mut()
            .find(|b| b.is_some_and(|b| b.area == after.area && b.term == after.term))
            .and_then(Option::take);
        out.push(match found {
            Some(before) => ObservationChange {
                change: if before.severity == after.severity && before.note == after.note {
                    Change::Same
                } else {
                    Change::Changed
                },
                before: Some(before.clone()),
                after: Some(after.clone()),
            },
            None => ObservationChange {
                change: Change::Added,
                before: None,
                after: Some(after.clone()),
            },
        });
    }
    out.extend(
        unmatched
            .into_iter()
            .flatten()
            .map(|before| ObservationChange {
                change: Change::Gone,
                before: Some(before.clone()),
                after: None,
            }),
    );
    out
}

/// The observations of `later` above "minor" that are new since `earlier` (the work's last signed
/// report before it, if any): added, or grown worse than they were.
pub fn newly_flagged(
    earlier: &[ObservationInput],
    later: &[ObservationInput],
) -> Vec<ObservationInput> {
    observations(earlier, later)
        .into_iter()
        .filter_map(|c| {
            let after = c.after?;
            let worse = c
                .before
                .as_ref()
                .is_none_or(|b| after.severity > b.severity);
            (after.severity.is_flagged() && worse).then_some(after)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::condition_reports::vocabulary::{Area, Severity, Term};

    fn obs(area: Area, term: Term, severity: Severity, note: &str) -> ObservationInput {
        ObservationInput {
            key: note.to_owned(),
            area,
            term,
            severity,
            note: note.to_owned(),
        }
    }

    #[test]
    fn added_gone_changed_and_same() {
        let earlier = [
            obs(Area::Frame, Term::Scratch, Severity::Minor, "a"),
            obs(Area::Surface, Term::Stain, Severity::Minor, "b"),
            obs(Area::Glazing, Term::Crack, Severity::Major, "c"),
        ];
        let later = [
            obs(Area::Frame, Term::Scratch, Severity::Minor, "a"),
            obs(Area::Surface, Term::Stain, Severity::Moderate, "b"),
            obs(Area::Support, Term::Tear, Severity::Major, "d"),
        ];
        let changes: Vec<Change> = observations(&earlier, &later)
            .iter()
            .map(|c| c.change)
            .collect();
        assert_eq!(
            changes,
            [Change::Same, Change::Changed, Change::Added, Change::Gone]
        );
        let flagged: Vec<String> = newly_flagged(&earlier, &later)
            .into_iter()
            .map(|o| o.note)
            .collect();
        assert_eq!(flagged, ["b", "d"], "worse and new above minor");
        assert!(newly_flagged(&later, &later).is_empty());
        assert_eq!(
            newly_flagged(&[], &earlier).len(),
            1,
            "a first report flags its major crack"
        );
    }
}
