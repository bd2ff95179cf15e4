//! The pure rules of customer assignments: the age of an assignment,
//! what a new assignment's input must satisfy before the database is asked, and the totals of its
//! assets. No database here, so each rule is unit-tested on its own.
use chrono::{DateTime, NaiveDate, Utc};

use crate::{
    error::{AppError, AppResult},
    features::input::parse_date,
};

/// Most assets one assignment may hold: far above any real job, and low enough that the ids fit
/// in one query on both databases.
pub const MAX_ASSETS: usize = 1000;
/// Longest purchase order number accepted.
pub const MAX_PO_NUMBER: usize = 100;

/// Whole days from the UTC date of `created_at` to `today` (0 today, 1 yesterday). An assignment
/// stamped a little in the future (a clock ahead) reads as today.
pub fn age_in_days(created_at: DateTime<Utc>, today: NaiveDate) -> i64 {
    (today - created_at.date_naive()).num_days().max(0)
}

/// The pickup and delivery dates, each optional; when both are given the delivery cannot be
/// before the pickup.
pub fn planned_dates(
    pickup_on: Option<&str>,
    deliver_on: Option<&str>,
) -> AppResult<(Option<NaiveDate>, Option<NaiveDate>)> {
    let pickup = parse_date("The pickup date", pickup_on)?;
    let deliver = parse_date("The delivery date", deliver_on)?;
    if let (Some(p), Some(d)) = (pickup, deliver) {
        if d < p {
            return Err(AppError::Unprocessable(
                "The delivery date cannot be before the pickup date.".into(),
            ));
        }
    }
    Ok((pickup, deliver))
}

/// The assets of a new assignment: at least one, at most `MAX_ASSETS`, none twice.
pub fn asset_ids(ids: &[i32]) -> AppResult<Vec<i32>> {
    if ids.is_empty() {
        return Err(AppError::Unprocessable(
            "An assignment needs at least one asset.".into(),
        ));
    }
    if ids.len() > MAX_ASSETS {
        return Err(AppError::Unprocessable(format!(
            "An assignment holds at most {MAX_ASSETS} assets."
        )));
    }
    let mut seen = std::collections::HashSet::with_capacity(ids.len());
    for id in ids {
        if !seen.insert(*id) {
            return Err(AppError::Unprocessable(format!(
                "The asset {id} is listed twice."
            )));
        }
    }
    Ok(ids.to_vec())
}

/// The refusal for an asset already on an open assignment.
pub fn already_assigned(title: &str, their_ref: Option<&str>, assignment_ref: &str) -> String {
    match their_ref.map(str::trim).filter(|r| !r.is_empty()) {
        Some(r) => format!("{title} ({r}) is already on assignment {assignment_ref}."),
        None => format!("{title} is already on assignment {assignment_ref}."),
    }
}

/// The sum of the values that are there, or `None` when none is.
pub fn sum_present(values: impl IntoIterator<Item = Option<f64>>) -> Option<f64> {
    values
        .into_iter()
        .flatten()
        .fold(None, |total, v| Some(total.unwrap_or(0.0) + v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn message<T: std::fmt::Debug>(r: AppResult<T>) -> String {
        match r {
            Err(AppError::Unprocessable(m)) => m,
            other => panic!("expected a 422, got {other:?}"),
        }
    }

    #[test]
    fn age_counts_utc_calendar_days() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
        let at = |d, h, m| Utc.with_ymd_and_hms(2026, 11, d, h, m, 0).unwrap();
        assert_eq!(age_in_days(at(20, 0, 0), today), 0);
        assert_eq!(age_in_days(at(20, 23, 59), today), 0);
        // One minute before midnight yesterday is a whole day ago, though only hours have passed.
        assert_eq!(age_in_days(at(19, 23, 59), today), 1);
        assert_eq!(age_in_days(at(1, 9, 0), today), 19);
        assert_eq!(age_in_days(at(21, 8, 0), today), 0, "a clock ahead");
    }

    #[test]
    fn delivery_is_not_before_pickup() {
        assert!(planned_dates(Some("2026-12-01"), Some("2026-12-01")).is_ok());
        assert!(planned_dates(None, Some("2026-01-01")).is_ok());
        assert!(planned_dates(Some("2026-12-01"), None).is_ok());
        assert_eq!(
            message(planned_dates(Some("2026-12-02"), Some("2026-12-01"))),
            "The delivery date cannot be before the pickup date."
        );
        assert!(message(planned_dates(Some("2026-12-01"), Some("soon"))).contains("delivery date"));
    }

    #[test]
    fn assets_are_at_least_one_and_never_twice() {
        assert_eq!(asset_ids(&[3, 1]).unwrap(), [3, 1]);
        assert_eq!(
            message(asset_ids(&[])),
            "An assignment needs at least one asset."
        );
        assert_eq!(
            message(asset_ids(&[3, 1, 3])),
            "The asset 3 is listed twice."
        );
        let many: Vec<i32> = (1..=MAX_ASSETS as i32 + 1).collect();
        assert!(message(asset_ids(&many)).contains("at most 1000"));
        assert!(asset_ids(&many[..MAX_ASSETS]).is_ok());
    }

    #[test]
    fn the_refusal_names_the_asset_and_the_assignment() {
        assert_eq!(
            already_assigned("Blue Horse", Some("BH-1"), "A-000007"),
            "Blue Horse (BH-1) is already on assignment A-000007."
        );
        assert_eq!(
            already_assigned("Blue Horse", Some(" "), "HG-1001"),
            "Blue Horse is already on assignment HG-1001."
        );
    }

    #[test]
    fn sums_skip_what_is_missing() {
        assert_eq!(sum_present([]), None);
        assert_eq!(sum_present([None, None]), None);
        assert_eq!(sum_present([Some(1.5), None, Some(2.0)]), Some(3.5));
    }
}
