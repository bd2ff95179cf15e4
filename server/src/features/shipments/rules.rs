//! The pure rules of a shipment save (docs/shipments.md): the mode (and Santa's refusal), the
//! commencement and conclusion dates and `hh:mm` times, the legs (ETA not before ETD, in order of
//! departure) and the assignments (at least one, none twice). No database here: `save.rs` applies
//! them before it opens its transaction. The UI checks the same in `features/shipments/legs.ts`.
use chrono::{NaiveDate, NaiveTime};

use super::dto::LegInput;
use crate::{
    error::{AppError, AppResult},
    features::input::{optional, parse_date},
};

/// The modes a shipment may travel by (docs/shipments.md), as stored and shown.
pub const MODES: [&str; 6] = ["Air", "Sea", "Road", "Rail", "Courier", "Hand carry"];

/// The mode 'Santa' is refused with a joke asking for another mode (docs/shipments.md).
pub const SANTA: &str = "Santa's sleigh is fully booked until the 25th of December: please \
choose another mode (Air, Sea, Road, Rail, Courier or Hand carry).";

/// Most legs on one shipment, and most assignments it carries.
pub const MAX_LEGS: usize = 50;
pub const MAX_ASSIGNMENTS: usize = 500;
/// Longest leg field (a vessel's name, a port) accepted.
pub const MAX_LEG_TEXT: usize = 120;

/// The mode as stored: one of [`MODES`] (any case, surrounding space ignored); Santa gets the joke.
pub fn mode(sent: &str) -> AppResult<&'static str> {
    let wanted = sent.trim();
    if wanted.eq_ignore_ascii_case("santa") {
        return Err(AppError::Unprocessable(SANTA.into()));
    }
    MODES
        .iter()
        .find(|m| m.eq_ignore_ascii_case(wanted))
        .copied()
        .ok_or_else(|| {
            AppError::Unprocessable(format!(
                "The mode '{wanted}' is not one of {}.",
                MODES.join(", ")
            ))
        })
}

/// A time of day as the calls write it, `hh:mm` (00:00 to 23:59); blank is none.
pub fn parse_time(label: &str, value: Option<&str>) -> AppResult<Option<String>> {
    let Some(text) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    let shaped = text.len() == 5
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 2 {
                b == b':'
            } else {
                b.is_ascii_digit()
            }
        });
    match NaiveTime::parse_from_str(text, "%H:%M") {
        Ok(_) if shaped => Ok(Some(text.to_owned())),
        _ => Err(AppError::Unprocessable(format!(
            "{label} '{text}' is not a time written hh:mm (00:00 to 23:59)."
        ))),
    }
}

/// One end of the journey: a date and, optionally, a time on it (a time needs its date).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    pub on: Option<NaiveDate>,
    pub at: Option<String>,
}

/// The commencement and conclusion after the rules: real dates, `hh:mm` times, a time only with
/// its date, and the conclusion not before the commencement.
pub fn journey(
    commencement: (Option<&str>, Option<&str>),
    conclusion: (Option<&str>, Option<&str>),
) -> AppResult<(Moment, Moment)> {
    let start = moment("commencement", commencement)?;
    let end = moment("conclusion", conclusion)?;
    if let (Some(a), Some(b)) = (start.on, end.on) {
        // Same day: the times decide (hh:mm sorts as text).
        let times_backwards = a == b && matches!((&start.at, &end.at), (Some(s), Some(e)) if e < s);
        if b < a || times_backwards {
            return Err(AppError::Unprocessable(
                "The conclusion cannot be before the commencement.".into(),
            ));
        }
    }
    Ok((start, end))
}

fn moment(which: &str, (on, at): (Option<&str>, Option<&str>)) -> AppResult<Moment> {
    let on = parse_date(&format!("The {which} date"), on)?;
    let at = parse_time(&format!("The {which} time"), at)?;
    if at.is_some() && on.is_none() {
        return Err(AppError::Unprocessable(format!(
            "The {which} time needs its date."
        )));
    }
    Ok(Moment { on, at })
}

/// A leg after the rules, in the order it travels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leg {
    pub name_number: Option<String>,
    pub voyage: Option<String>,
    pub pod: Option<String>,
    pub etd_on: Option<NaiveDate>,
    pub poa: Option<String>,
    pub eta_on: Option<NaiveDate>,
}

/// The legs after the rules: each with something in it, its ETA not before its ETD, and each
/// departing not before the leg ahead of it (legs are kept in order of departure; a leg without an
/// ETD is not compared). Messages count legs from 1, as the form shows them.
pub fn legs(sent: &[LegInput]) -> AppResult<Vec<Leg>> {
    if sent.len() > MAX_LEGS {
        return Err(AppError::Unprocessable(format!(
            "A shipment has at most {MAX_LEGS} legs."
        )));
    }
    let mut out: Vec<Leg> = Vec::with_capacity(sent.len());
    let mut last_departure: Option<(usize, NaiveDate)> = None;
    for (i, l) in sent.iter().enumerate() {
        let n = i + 1;
        let text = |label: &str, v: &Option<String>| {
            optional(&format!("Leg {n}: the {label}"), v.as_deref(), MAX_LEG_TEXT)
        };
        let leg = Leg {
            name_number: text("name or number", &l.name_number)?,
            voyage: text("voyage", &l.voyage)?,
            pod: text("port of departure", &l.pod)?,
            etd_on: parse_date(&format!("Leg {n}: the ETD"), l.etd_on.as_deref())?,
            poa: text("port of arrival", &l.poa)?,
            eta_on: parse_date(&format!("Leg {n}: the ETA"), l.eta_on.as_deref())?,
        };
        if leg == Leg::empty() {
            return Err(AppError::Unprocessable(format!(
                "Leg {n} is empty: fill it in or remove it."
            )));
        }
        if let (Some(etd), Some(eta)) = (leg.etd_on, leg.eta_on) {
            if eta < etd {
                return Err(AppError::Unprocessable(format!(
                    "Leg {n}: the ETA cannot be before the ETD."
                )));
            }
        }
        if let Some(etd) = leg.etd_on {
            if let Some((before, previous)) = last_departure {
                if etd < previous {
                    return Err(AppError::Unprocessable(format!(
                        "Leg {n} departs before leg {before}: put the legs in order of departure."
                    )));
                }
            }
            last_departure = Some((n, etd));
        }
        out.push(leg);
    }
    Ok(out)
}

impl Leg {
    fn empty() -> Leg {
        Leg {
            name_number: None,
            voyage: None,
            pod: None,
            etd_on: None,
            poa: None,
            eta_on: None,
        }
    }
}

/// The words for an assignment named twice, the same on every list of assignments
/// (docs/shipments.md).
pub const ALREADY_IN_LIST: &str = "Assignment already in list";

/// The assignments of a save: at least one, at most [`MAX_ASSIGNMENTS`], none twice (an assignment
/// is on a shipment once; it may be on other shipments, the legs of its journey).
pub fn assignment_ids(ids: &[i32]) -> AppResult<Vec<i32>> {
    if ids.is_empty() {
        return Err(AppError::Unprocessable(
            "A shipment carries at least one assignment.".into(),
        ));
    }
    if ids.len() > MAX_ASSIGNMENTS {
        return Err(AppError::Unprocessable(format!(
            "A shipment carries at most {MAX_ASSIGNMENTS} assignments."
        )));
    }
    let mut seen = std::collections::HashSet::with_capacity(ids.len());
    if ids.iter().any(|id| !seen.insert(*id)) {
        return Err(AppError::Unprocessable(ALREADY_IN_LIST.into()));
    }
    Ok(ids.to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason<T: std::fmt::Debug>(r: AppResult<T>) -> String {
        r.unwrap_err().public_message()
    }

    fn leg(etd: Option<&str>, eta: Option<&str>) -> LegInput {
        LegInput {
            name_number: Some("MSC Aurora".into()),
            voyage: None,
            pod: None,
            etd_on: etd.map(str::to_owned),
            poa: None,
            eta_on: eta.map(str::to_owned),
        }
    }

    #[test]
    fn a_mode_is_one_of_the_list_and_santa_is_refused_with_a_joke() {
        assert_eq!(mode(" air ").unwrap(), "Air");
        assert_eq!(mode("hand CARRY").unwrap(), "Hand carry");
        assert_eq!(reason(mode("Santa")), SANTA);
        assert_eq!(reason(mode(" SANTA ")), SANTA);
        assert!(SANTA.contains("another mode"));
        assert_eq!(
            reason(mode("Teleport")),
            "The mode 'Teleport' is not one of Air, Sea, Road, Rail, Courier, Hand carry."
        );
    }

    #[test]
    fn times_are_hh_mm() {
        assert_eq!(
            parse_time("T", Some("06:30")).unwrap(),
            Some("06:30".into())
        );
        assert_eq!(parse_time("T", Some(" ")).unwrap(), None);
        for bad in ["6:30", "24:00", "12:60", "12.30", "12:30:00"] {
            assert_eq!(
                reason(parse_time("The commencement time", Some(bad))),
                format!(
                    "The commencement time '{bad}' is not a time written hh:mm (00:00 to 23:59)."
                )
            );
        }
    }

    #[test]
    fn the_conclusion_is_not_before_the_commencement() {
        let ok = journey(
            (Some("2026-12-01"), Some("18:00")),
            (Some("2026-12-01"), Some("18:00")),
        )
        .unwrap();
        assert_eq!(ok.0.at.as_deref(), Some("18:00"));
        let backwards = "The conclusion cannot be before the commencement.";
        assert_eq!(
            reason(journey(
                (Some("2026-12-02"), None),
                (Some("2026-12-01"), None)
            )),
            backwards
        );
        assert_eq!(
            reason(journey(
                (Some("2026-12-01"), Some("18:00")),
                (Some("2026-12-01"), Some("09:15"))
            )),
            backwards
        );
        assert_eq!(
            reason(journey((None, Some("09:00")), (None, None))),
            "The commencement time needs its date."
        );
        assert_eq!(
            reason(journey((Some("01-Dec-2026"), None), (None, None))),
            "The commencement date '01-Dec-2026' is not a date written YYYY-MM-DD."
        );
    }

    #[test]
    fn legs_arrive_after_they_leave_and_go_in_order_of_departure() {
        let two = legs(&[
            leg(Some("2026-12-01"), Some("2026-12-01")),
            leg(None, None),
            leg(Some("2026-12-02"), Some("2026-12-09")),
        ])
        .unwrap();
        assert_eq!(two.len(), 3);
        assert_eq!(
            reason(legs(&[leg(Some("2026-12-05"), Some("2026-12-04"))])),
            "Leg 1: the ETA cannot be before the ETD."
        );
        assert_eq!(
            reason(legs(&[
                leg(Some("2026-12-05"), None),
                leg(None, None),
                leg(Some("2026-12-04"), None)
            ])),
            "Leg 3 departs before leg 1: put the legs in order of departure."
        );
        let empty = LegInput {
            name_number: Some(" ".into()),
            ..leg(None, None)
        };
        assert_eq!(
            reason(legs(&[empty])),
            "Leg 1 is empty: fill it in or remove it."
        );
    }

    #[test]
    fn assignments_are_at_least_one_and_never_twice() {
        assert_eq!(assignment_ids(&[3, 1]).unwrap(), [3, 1]);
        assert_eq!(reason(assignment_ids(&[3, 1, 3])), ALREADY_IN_LIST);
        assert_eq!(
            reason(assignment_ids(&[])),
            "A shipment carries at least one assignment."
        );
    }
}
