//! The status rule of the admin's assignment edit (docs/assignments.md): the status choices, the
//! progress each suggests, and when a save completes the assignment. Pure, so each rule is tested
//! here.
//!
//! The choices are `assets/assignment-statuses.json`, the file the UI's status select reads too:
//! one table, so the server and the screen suggest the same numbers. Its tests check it against
//! the statuses the database stores (`entity::types::AssignmentStatus`).
use std::sync::OnceLock;

use entity::types::AssignmentStatus;
use serde::Deserialize;

use crate::error::{AppError, AppResult};

/// The question the edit screen asks before a closing save, and the refusal of a closing save
/// that does not carry the answer (`confirmClose: true`).
pub const CONFIRM_CLOSE: &str = "Are you sure you want to close this assignment?";

/// What choosing a status does to the progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggests {
    /// Sets it to this value.
    Progress(i32),
    /// Adds this much to the current progress (at most 100).
    Add(i32),
}

/// One entry of the status select.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatusChoice {
    pub status: AssignmentStatus,
    pub suggests: Suggests,
    /// Saving with it completes the assignment, once confirmed.
    pub closes: bool,
}

impl StatusChoice {
    /// The progress this choice suggests when the assignment is at `current`.
    pub fn progress_from(self, current: i32) -> i32 {
        match self.suggests {
            Suggests::Progress(p) => p,
            Suggests::Add(n) => (current.clamp(0, 100) + n).min(100),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChoiceFile {
    #[allow(dead_code)]
    comment: String,
    choices: Vec<ChoiceEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChoiceEntry {
    status: AssignmentStatus,
    progress: Option<i32>,
    add: Option<i32>,
    #[serde(default)]
    closes: bool,
}

/// The status select's choices, in its order (`assets/assignment-statuses.json`).
pub fn choices() -> &'static [StatusChoice] {
    static CHOICES: OnceLock<Vec<StatusChoice>> = OnceLock::new();
    CHOICES.get_or_init(|| {
        let file: ChoiceFile =
            serde_json::from_str(include_str!("../../../../assets/assignment-statuses.json"))
                .expect("assets/assignment-statuses.json is valid");
        file.choices
            .into_iter()
            .map(|c| StatusChoice {
                status: c.status,
                suggests: match (c.progress, c.add) {
                    (Some(p), None) => Suggests::Progress(p),
                    (None, Some(n)) => Suggests::Add(n),
                    _ => panic!("{}: give either progress or add", c.status),
                },
                closes: c.closes,
            })
            .collect()
    })
}

/// The first choice of a status: what a status chosen by name (not from the select) suggests.
pub fn first_choice(status: AssignmentStatus) -> StatusChoice {
    *choices()
        .iter()
        .find(|c| c.status == status)
        .expect("every status is a choice")
}

/// A status as the calls write it: exactly one of the names of docs/assignments.md.
pub fn parse_status(text: &str) -> AppResult<AssignmentStatus> {
    AssignmentStatus::parse(text).ok_or_else(|| {
        let names: Vec<&str> = AssignmentStatus::ALL.iter().map(|s| s.as_str()).collect();
        AppError::Unprocessable(format!(
            "The status '{text}' is not one of: {}.",
            names.join(", ")
        ))
    })
}

/// The progress a save writes. Sent: as sent, from 0 to 100. Left out: a newly chosen status
/// suggests it from the current progress (its first choice in the select: In Transit sets 20); an
/// unchanged status keeps the current progress.
pub fn progress_for(
    status: AssignmentStatus,
    previous: AssignmentStatus,
    current: i32,
    sent: Option<i32>,
) -> AppResult<i32> {
    match sent {
        Some(p) if (0..=100).contains(&p) => Ok(p),
        Some(_) => Err(AppError::Unprocessable(
            "Progress must be a whole number from 0 to 100.".into(),
        )),
        None if status == previous => Ok(current),
        None => Ok(first_choice(status).progress_from(current)),
    }
}

/// Whether the assignment is completed after a save with `status`. A closing status (Delivered,
/// Cancelled) completes it only when the save confirms it (`confirm_close`) or it already was;
/// otherwise nothing may be saved (422 with [`CONFIRM_CLOSE`]). Any other status leaves it open:
/// moving a completed assignment back to an open status reopens it.
pub fn completed_after(
    status: AssignmentStatus,
    was_completed: bool,
    confirm_close: bool,
) -> AppResult<bool> {
    if !status.closes() {
        return Ok(false);
    }
    if was_completed || confirm_close {
        Ok(true)
    } else {
        Err(AppError::Unprocessable(CONFIRM_CLOSE.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AssignmentStatus::*;

    fn message<T: std::fmt::Debug>(r: AppResult<T>) -> String {
        match r {
            Err(AppError::Unprocessable(m)) => m,
            other => panic!("expected a 422, got {other:?}"),
        }
    }

    #[test]
    fn the_shared_table_is_spec_section_4() {
        let table: Vec<(AssignmentStatus, Suggests, bool)> = choices()
            .iter()
            .map(|c| (c.status, c.suggests, c.closes))
            .collect();
        use Suggests::{Add, Progress};
        assert_eq!(
            table,
            [
                (Submitted, Progress(3), false),
                (Quoted, Progress(7), false),
                (CollectionScheduled, Progress(10), false),
                (WaitingToCollect, Progress(15), false),
                (InTransit, Progress(20), false),
                (InCustoms, Add(2), false),
                (InBond, Add(2), false),
                (InWarehouse, Add(2), false),
                (InTransit, Add(2), false),
                (DeliveryScheduled, Progress(80), false),
                (Delivered, Progress(100), true),
                (Cancelled, Progress(0), true),
            ]
        );
    }

    #[test]
    fn the_table_agrees_with_the_stored_statuses() {
        // Every stored status is offered, in the stored order (the second In Transit aside).
        let mut order: Vec<AssignmentStatus> = Vec::new();
        for c in choices() {
            if !order.contains(&c.status) {
                order.push(c.status);
            }
        }
        assert_eq!(order, AssignmentStatus::ALL);
        for s in AssignmentStatus::ALL {
            let first = first_choice(*s);
            assert_eq!(first.closes, s.closes(), "{s}");
            match s.fixed_progress() {
                Some(p) => assert_eq!(first.suggests, Suggests::Progress(p), "{s}"),
                None => assert_eq!(first.suggests, Suggests::Add(2), "{s}"),
            }
        }
    }

    #[test]
    fn choosing_sets_or_adds_capped_at_100() {
        let second_transit = choices()[8];
        assert_eq!(second_transit.status, InTransit);
        assert_eq!(second_transit.progress_from(26), 28);
        assert_eq!(first_choice(InTransit).progress_from(26), 20);
        assert_eq!(first_choice(InCustoms).progress_from(20), 22);
        assert_eq!(first_choice(InBond).progress_from(22), 24);
        assert_eq!(first_choice(InWarehouse).progress_from(99), 100);
        assert_eq!(first_choice(InWarehouse).progress_from(100), 100);
        assert_eq!(first_choice(InCustoms).progress_from(-5), 2);
        assert_eq!(first_choice(DeliveryScheduled).progress_from(26), 80);
        assert_eq!(first_choice(Cancelled).progress_from(80), 0);
    }

    #[test]
    fn a_save_keeps_sends_or_suggests_the_progress() {
        assert_eq!(progress_for(InTransit, Submitted, 3, Some(55)).unwrap(), 55);
        assert_eq!(progress_for(InTransit, Submitted, 3, Some(0)).unwrap(), 0);
        assert_eq!(
            progress_for(InTransit, Submitted, 3, Some(100)).unwrap(),
            100
        );
        assert_eq!(progress_for(InTransit, Submitted, 3, None).unwrap(), 20);
        assert_eq!(progress_for(InCustoms, InTransit, 20, None).unwrap(), 22);
        assert_eq!(
            progress_for(InCustoms, InCustoms, 22, None).unwrap(),
            22,
            "saving the same status again does not add 2 again"
        );
        for bad in [-1, 101] {
            assert_eq!(
                message(progress_for(InTransit, Submitted, 3, Some(bad))),
                "Progress must be a whole number from 0 to 100."
            );
        }
    }

    #[test]
    fn statuses_are_spec_names_exactly() {
        assert_eq!(parse_status("In Bond").unwrap(), InBond);
        let refused = message(parse_status("in bond"));
        assert!(refused.starts_with("The status 'in bond' is not one of: Submitted, Quoted,"));
        assert!(refused.ends_with("Delivered, Cancelled."));
        assert!(parse_status("Lost").is_err());
    }

    #[test]
    fn closing_needs_the_confirmation_and_other_statuses_reopen() {
        assert_eq!(
            message(completed_after(Delivered, false, false)),
            CONFIRM_CLOSE
        );
        assert_eq!(
            message(completed_after(Cancelled, false, false)),
            CONFIRM_CLOSE
        );
        assert!(completed_after(Delivered, false, true).unwrap());
        assert!(
            completed_after(Cancelled, true, false).unwrap(),
            "already closed"
        );
        assert!(
            !completed_after(InTransit, true, false).unwrap(),
            "reopened"
        );
        assert!(!completed_after(Quoted, false, true).unwrap());
    }
}
