//! The controlled words of a condition report: kinds of examination, overall conditions, areas of
//! a work, terms for what is seen and severities. Stored and sent as the camelCase codes below;
//! the screens and the PDF show them in the reader's language (`ui/src/locales`, the
//! `conditionReports` namespace; `assets/condition-words.json` for the PDF).
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $code:literal),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
        #[serde(rename_all = "camelCase")]
        pub enum $name { $($variant),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code),* }
            }

            /// The word of a stored code (a row holds only codes this type wrote).
            pub fn parse(code: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|w| w.code() == code)
            }
        }
    };
}

words!(
    /// Why the work was examined.
    ReportKind {
        Intake => "intake",
        BeforeShipment => "beforeShipment",
        OnReceipt => "onReceipt",
        OnReturn => "onReturn",
        Periodic => "periodic",
        Incident => "incident",
    }
);

words!(
    /// The work's condition as a whole.
    Overall {
        Excellent => "excellent",
        Good => "good",
        Fair => "fair",
        Poor => "poor",
        Unstable => "unstable",
    }
);

words!(
    /// Where on the work an observation is.
    Area {
        Frame => "frame",
        Glazing => "glazing",
        Surface => "surface",
        Support => "support",
        Reverse => "reverse",
        Mount => "mount",
        Other => "other",
    }
);

words!(
    /// What was seen.
    Term {
        Scratch => "scratch",
        Abrasion => "abrasion",
        Dent => "dent",
        Tear => "tear",
        Crack => "crack",
        Flaking => "flaking",
        Loss => "loss",
        Stain => "stain",
        Discoloration => "discoloration",
        Mould => "mould",
        InsectDamage => "insectDamage",
        Loose => "loose",
        Other => "other",
    }
);

words!(
    /// How bad it is, in rising order.
    Severity {
        Minor => "minor",
        Moderate => "moderate",
        Major => "major",
        Critical => "critical",
    }
);

impl Severity {
    /// Above "minor": the report is flagged on its assignment and in the work's timeline.
    pub fn is_flagged(self) -> bool {
        self > Severity::Minor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_match_serde() {
        for t in Term::ALL {
            assert_eq!(Term::parse(t.code()), Some(*t));
            assert_eq!(
                serde_json::to_value(t).unwrap(),
                serde_json::json!(t.code())
            );
        }
        assert_eq!(
            ReportKind::parse("beforeShipment"),
            Some(ReportKind::BeforeShipment)
        );
        assert_eq!(Area::parse("Frame"), None);
    }

    #[test]
    fn only_above_minor_is_flagged() {
        assert!(!Severity::Minor.is_flagged());
        assert!(Severity::Moderate.is_flagged() && Severity::Critical.is_flagged());
    }
}
