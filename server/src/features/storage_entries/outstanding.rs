//! Days in storage outstanding (docs/storage.md): the days of an asset's storage
//! not yet on a storage invoice. Pure, table-tested here; `billing.rs` reads what it needs.
//!
//! **How days are counted.** A storage day is a night in the warehouse: an entry from `in` to `end`
//! holds the days `[in, end)`, so `end - in` of them (an asset in and out on the same day: 0; in
//! yesterday: 1). `end` is the out date, or today while the asset is still in (an out date after
//! today counts as today: nothing is outstanding before it happens).
//!
//! **Billed periods use the same half-open rule.** A storage invoice bills an asset for
//! `[periodFrom, periodTo)`: `periodFrom` is where its outstanding days began, `periodTo` where they
//! ended (today at billing, or the out date of an asset already out). From then on only days from
//! `periodTo` on are outstanding: right after billing the asset has 0 and tomorrow 1, and no day is
//! billed twice or skipped.
use chrono::NaiveDate;

/// One storage entry: in on `in_on`, out on `out_on` (`None`: still in).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stay {
    pub in_on: NaiveDate,
    pub out_on: Option<NaiveDate>,
}

/// An asset's outstanding days and the period they span (`from` inclusive, `to` exclusive); the
/// period is `None` when there are no days.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outstanding {
    pub days: i64,
    pub period: Option<(NaiveDate, NaiveDate)>,
}

/// The days of `stays` from `billed_to` (the end of the last billed period, if any) up to `today`.
/// Stays may overlap (entries are kept by hand): a day counts once.
pub fn outstanding(stays: &[Stay], billed_to: Option<NaiveDate>, today: NaiveDate) -> Outstanding {
    let mut spans: Vec<(NaiveDate, NaiveDate)> = stays
        .iter()
        .filter_map(|s| {
            let start = billed_to.map_or(s.in_on, |b| Ord::max(s.in_on, b));
            let end = s.out_on.map_or(today, |out| Ord::min(out, today));
            (start < end).then_some((start, end))
        })
        .collect();
    spans.sort_unstable();
    let mut days = 0;
    let mut reached: Option<NaiveDate> = None;
    for (start, end) in &spans {
        let start = reached.map_or(*start, |r| Ord::max(*start, r));
        if start < *end {
            days += (*end - start).num_days();
            reached = Some(*end);
        }
    }
    let period = spans
        .first()
        .zip(reached)
        .map(|((from, _), to)| (*from, to));
    Outstanding { days, period }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn stay(in_on: &str, out_on: Option<&str>) -> Stay {
        Stay {
            in_on: d(in_on),
            out_on: out_on.map(d),
        }
    }

    #[test]
    fn outstanding_days_by_case() {
        // (case, stays, billed to, today, days, period)
        type Case<'a> = (
            &'a str,
            Vec<Stay>,
            Option<&'a str>,
            &'a str,
            i64,
            Option<(&'a str, &'a str)>,
        );
        let cases: Vec<Case> = vec![
            ("never stored", vec![], None, "2026-11-24", 0, None),
            (
                "came in today",
                vec![stay("2026-11-24", None)],
                None,
                "2026-11-24",
                0,
                None,
            ),
            (
                "in since the 1st",
                vec![stay("2026-11-01", None)],
                None,
                "2026-11-24",
                23,
                Some(("2026-11-01", "2026-11-24")),
            ),
            (
                "an entry dated ahead",
                vec![stay("2026-11-30", None)],
                None,
                "2026-11-24",
                0,
                None,
            ),
            (
                "out before today: counts to the out date",
                vec![stay("2026-11-01", Some("2026-11-10"))],
                None,
                "2026-11-24",
                9,
                Some(("2026-11-01", "2026-11-10")),
            ),
            (
                "in and out the same day",
                vec![stay("2026-11-05", Some("2026-11-05"))],
                None,
                "2026-11-24",
                0,
                None,
            ),
            (
                "an out date after today counts to today",
                vec![stay("2026-11-20", Some("2026-12-05"))],
                None,
                "2026-11-24",
                4,
                Some(("2026-11-20", "2026-11-24")),
            ),
            (
                "across a month end",
                vec![stay("2026-10-30", None)],
                None,
                "2026-11-02",
                3,
                Some(("2026-10-30", "2026-11-02")),
            ),
            (
                "across the year end",
                vec![stay("2026-12-31", None)],
                None,
                "2027-01-01",
                1,
                Some(("2026-12-31", "2027-01-01")),
            ),
            (
                "February of a leap year has 29 days",
                vec![stay("2028-02-28", None)],
                None,
                "2028-03-01",
                2,
                Some(("2028-02-28", "2028-03-01")),
            ),
            (
                "February of another year has 28",
                vec![stay("2027-02-28", None)],
                None,
                "2027-03-01",
                1,
                Some(("2027-02-28", "2027-03-01")),
            ),
            (
                "two entries: both count",
                vec![
                    stay("2026-10-01", Some("2026-10-11")),
                    stay("2026-11-20", None),
                ],
                None,
                "2026-11-24",
                14,
                Some(("2026-10-01", "2026-11-24")),
            ),
            (
                "overlapping entries count a day once",
                vec![
                    stay("2026-11-01", Some("2026-11-15")),
                    stay("2026-11-10", None),
                ],
                None,
                "2026-11-24",
                23,
                Some(("2026-11-01", "2026-11-24")),
            ),
            (
                "billed up to the 15th: from there on",
                vec![stay("2026-11-01", None)],
                Some("2026-11-15"),
                "2026-11-24",
                9,
                Some(("2026-11-15", "2026-11-24")),
            ),
            (
                "billed today: nothing outstanding",
                vec![stay("2026-11-01", None)],
                Some("2026-11-24"),
                "2026-11-24",
                0,
                None,
            ),
            (
                "billed today, the next day: one",
                vec![stay("2026-11-01", None)],
                Some("2026-11-24"),
                "2026-11-25",
                1,
                Some(("2026-11-24", "2026-11-25")),
            ),
            (
                "billed to its out date, back in later",
                vec![
                    stay("2026-10-01", Some("2026-10-11")),
                    stay("2026-11-20", None),
                ],
                Some("2026-10-11"),
                "2026-11-24",
                4,
                Some(("2026-11-20", "2026-11-24")),
            ),
            (
                "billed mid-way through the first of two entries",
                vec![
                    stay("2026-10-01", Some("2026-10-11")),
                    stay("2026-11-20", None),
                ],
                Some("2026-10-06"),
                "2026-11-24",
                9,
                Some(("2026-10-06", "2026-11-24")),
            ),
            (
                "billed past its whole stay",
                vec![stay("2026-10-01", Some("2026-10-11"))],
                Some("2026-10-11"),
                "2026-11-24",
                0,
                None,
            ),
            (
                "billed up to a leap day's end",
                vec![stay("2028-02-01", None)],
                Some("2028-02-29"),
                "2028-03-31",
                31,
                Some(("2028-02-29", "2028-03-31")),
            ),
        ];
        for (case, stays, billed, today, days, period) in cases {
            let got = outstanding(&stays, billed.map(d), d(today));
            assert_eq!(
                got,
                Outstanding {
                    days,
                    period: period.map(|(f, t)| (d(f), d(t)))
                },
                "{case}"
            );
        }
    }

    #[test]
    fn billing_the_period_leaves_nothing_and_counts_on_from_its_end() {
        let stays = [stay("2026-01-15", None)];
        for today in ["2026-01-31", "2026-02-28", "2026-03-01", "2026-12-31"] {
            let today = d(today);
            let before = outstanding(&stays, None, today);
            let (_, to) = before.period.unwrap();
            assert_eq!(outstanding(&stays, Some(to), today).days, 0);
            let tomorrow = today.succ_opt().unwrap();
            let next = outstanding(&stays, Some(to), tomorrow);
            assert_eq!(next.days, 1);
            assert_eq!(
                before.days + next.days,
                outstanding(&stays, None, tomorrow).days,
                "no day billed twice or skipped"
            );
        }
    }
}
