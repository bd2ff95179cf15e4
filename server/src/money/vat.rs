//! VAT categories and the breakdown per category: the one calculation behind the invoice PDF, its
//! Factur-X (CII) XML and its UBL. Pure functions, table-tested.
//!
//! - Each line has a category: **standard** (the invoice's tax rate, EN 16931 code `S`), **zero**
//!   rated (`Z`, 0 %), **exempt** (`E`, 0 %, with a reason printed and sent), or **outside** the
//!   scope of tax (`O`, no rate at all).
//! - The tax of a category is its rate applied once to the sum of its lines' net, rounded half away
//!   from zero (`tax_on`), as `figures` does for the taxable lines: the breakdown's tax always equals
//!   `Figures::tax`, so the PDF, the CII and the UBL carry the same numbers.
//! - EN 16931 allows `O` only on an invoice whose every line is `O` (BR-O-11…14): `check_mix`
//!   refuses the others before anything is issued. It allows a standard rate only above 0 %
//!   (BR-S-05): a taxable line on an invoice whose rate is 0 % is issued as zero rated (`issued`).
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::tax_on;

/// A line's VAT category.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "camelCase")]
pub enum VatCategory {
    Standard,
    Zero,
    Exempt,
    Outside,
}

impl VatCategory {
    pub const ALL: [VatCategory; 4] = [Self::Standard, Self::Zero, Self::Exempt, Self::Outside];

    /// The stored and API name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Zero => "zero",
            Self::Exempt => "exempt",
            Self::Outside => "outside",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == text)
    }

    /// The UNCL5305 code EN 16931 uses (BT-151).
    pub fn code(self) -> &'static str {
        match self {
            Self::Standard => "S",
            Self::Zero => "Z",
            Self::Exempt => "E",
            Self::Outside => "O",
        }
    }

    /// What the PDF prints for the category.
    pub fn label(self) -> &'static str {
        match self {
            Self::Standard => "Standard rate",
            Self::Zero => "Zero rated",
            Self::Exempt => "Exempt",
            Self::Outside => "Outside the scope of VAT",
        }
    }

    /// A stored line's category: its own, or (lines saved before categories) standard when taxable
    /// and zero rated when not.
    pub fn of_line(stored: Option<&str>, taxable: bool) -> Self {
        stored
            .and_then(Self::parse)
            .unwrap_or(if taxable { Self::Standard } else { Self::Zero })
    }

    /// The category a line is issued under: standard at a 0 % rate is zero rated.
    pub fn issued(self, standard_bp: i32) -> Self {
        if self == Self::Standard && standard_bp <= 0 {
            Self::Zero
        } else {
            self
        }
    }

    /// The rate of the category in basis points, given the invoice's standard rate; `None` for
    /// outside the scope (no rate is sent at all).
    pub fn rate_bp(self, standard_bp: i32) -> Option<i32> {
        match self {
            Self::Standard => Some(standard_bp),
            Self::Zero | Self::Exempt => Some(0),
            Self::Outside => None,
        }
    }
}

/// The reason EN 16931 gives lines outside the scope of VAT.
pub const NOT_SUBJECT: &str = "Not subject to VAT";

/// A line as the breakdown reads it: net in minor units of the invoice's currency.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VatLine {
    pub net: i64,
    pub category: VatCategory,
    /// Exempt lines only: why (printed and sent as BT-120).
    pub exempt_reason: Option<String>,
}

/// One category's totals: the taxable amount (BT-116), the tax (BT-117), its rate and reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CategoryTotal {
    pub category: VatCategory,
    pub rate_bp: Option<i32>,
    pub base: i64,
    pub tax: i64,
    pub exempt_reason: Option<String>,
}

/// The whole document's totals (BT-106, BT-110, BT-112) with the breakdown per category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VatTotals {
    pub net: i64,
    pub tax: i64,
    pub gross: i64,
    pub categories: Vec<CategoryTotal>,
}

/// Sums the lines per category (in the order standard, zero, exempt, outside) and taxes each sum
/// once at its rate. Exempt lines with different reasons are one category group with the first
/// reason met: EN 16931 gives a category one reason (BR-E-10).
pub fn breakdown(lines: &[VatLine], standard_bp: i32) -> VatTotals {
    let mut categories: Vec<CategoryTotal> = Vec::new();
    for category in VatCategory::ALL {
        let mine: Vec<&VatLine> = lines.iter().filter(|l| l.category == category).collect();
        if mine.is_empty() {
            continue;
        }
        let base: i64 = mine.iter().map(|l| l.net).sum();
        let rate_bp = category.rate_bp(standard_bp);
        categories.push(CategoryTotal {
            category,
            rate_bp,
            base,
            tax: rate_bp.map_or(0, |bp| tax_on(base, bp)),
            // EN 16931 wants a reason on an outside-the-scope breakdown too (BR-O-10).
            exempt_reason: match category {
                VatCategory::Exempt => mine.iter().find_map(|l| l.exempt_reason.clone()),
                VatCategory::Outside => Some(NOT_SUBJECT.to_owned()),
                _ => None,
            },
        });
    }
    let net = categories.iter().map(|c| c.base).sum();
    let tax = categories.iter().map(|c| c.tax).sum();
    VatTotals {
        net,
        tax,
        gross: net + tax,
        categories,
    }
}

/// Why a set of lines cannot be issued under EN 16931, or `None`.
pub fn check_mix(lines: &[VatLine]) -> Option<String> {
    let has = |c: VatCategory| lines.iter().any(|l| l.category == c);
    if has(VatCategory::Outside) && lines.iter().any(|l| l.category != VatCategory::Outside) {
        return Some(
            "Lines outside the scope of VAT cannot share an invoice with taxed, zero-rated or \
             exempt lines: invoice them separately."
                .into(),
        );
    }
    if lines.iter().any(|l| {
        l.category == VatCategory::Exempt
            && l.exempt_reason
                .as_deref()
                .is_none_or(|r| r.trim().is_empty())
    }) {
        return Some("An exempt line needs the reason for the exemption.".into());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use VatCategory::*;

    fn line(net: i64, category: VatCategory) -> VatLine {
        VatLine {
            net,
            category,
            exempt_reason: (category == Exempt).then(|| "Article 135 export of services".into()),
        }
    }

    #[test]
    fn categories_are_summed_then_taxed_once_with_rounding_half_away_from_zero() {
        // (lines, standard rate in bp, expected [(category, base, tax)], net, tax)
        let cases: Vec<(Vec<VatLine>, i32, Vec<(VatCategory, i64, i64)>, i64, i64)> = vec![
            // 17.5 % of 10.01 = 1.75175 -> 1.75
            (
                vec![line(1001, Standard)],
                1750,
                vec![(Standard, 1001, 175)],
                1001,
                175,
            ),
            // taxed once on the sum: 10 % of 0.30 is 0.03 (per line it would be 0.02 + 0.02)
            (
                vec![line(15, Standard), line(15, Standard)],
                1000,
                vec![(Standard, 30, 3)],
                30,
                3,
            ),
            // half a minor unit rounds away from zero: 20 % of 0.025 -> 0.005 -> 0.01
            (
                vec![line(25, Standard)],
                2000,
                vec![(Standard, 25, 5)],
                25,
                5,
            ),
            (
                vec![line(-25, Standard)],
                2000,
                vec![(Standard, -25, -5)],
                -25,
                -5,
            ),
            (vec![line(2, Standard)], 2500, vec![(Standard, 2, 1)], 2, 1),
            // mixed: standard, zero and exempt each have their line in the breakdown
            (
                vec![
                    line(10000, Standard),
                    line(5000, Zero),
                    line(2500, Exempt),
                    line(333, Standard),
                ],
                2000,
                vec![(Standard, 10333, 2067), (Zero, 5000, 0), (Exempt, 2500, 0)],
                17833,
                2067,
            ),
            // outside the scope: no rate, no tax
            (
                vec![line(700, Outside), line(300, Outside)],
                2000,
                vec![(Outside, 1000, 0)],
                1000,
                0,
            ),
            (vec![], 2000, vec![], 0, 0),
        ];
        for (lines, bp, expected, net, tax) in cases {
            let totals = breakdown(&lines, bp);
            let got: Vec<(VatCategory, i64, i64)> = totals
                .categories
                .iter()
                .map(|c| (c.category, c.base, c.tax))
                .collect();
            assert_eq!(got, expected, "{lines:?}");
            assert_eq!(
                (totals.net, totals.tax, totals.gross),
                (net, tax, net + tax)
            );
        }
    }

    #[test]
    fn the_breakdown_agrees_with_the_invoice_figures() {
        let lines = [
            crate::money::Line {
                currency: "GBP".into(),
                cost: 0,
                charge: 12345,
                taxable: true,
                ignored: false,
            },
            crate::money::Line {
                currency: "GBP".into(),
                cost: 0,
                charge: 999,
                taxable: false,
                ignored: false,
            },
            crate::money::Line {
                currency: "GBP".into(),
                cost: 0,
                charge: 1,
                taxable: true,
                ignored: false,
            },
        ];
        let figures = crate::money::figures(&lines, "GBP", 1750, &[]).unwrap();
        let vat: Vec<VatLine> = lines
            .iter()
            .map(|l| line(l.charge, VatCategory::of_line(None, l.taxable)))
            .collect();
        let totals = breakdown(&vat, 1750);
        assert_eq!(
            (totals.net, totals.tax, totals.gross),
            (figures.net, figures.tax, figures.gross)
        );
        let outside = breakdown(&[line(5, Outside)], 2000);
        assert_eq!(
            outside.categories[0].exempt_reason.as_deref(),
            Some(NOT_SUBJECT)
        );
    }

    #[test]
    fn rates_and_codes_follow_en_16931() {
        assert_eq!(Standard.rate_bp(2000), Some(2000));
        assert_eq!(Zero.rate_bp(2000), Some(0));
        assert_eq!(Exempt.rate_bp(2000), Some(0));
        assert_eq!(Outside.rate_bp(2000), None);
        assert_eq!(
            VatCategory::ALL.map(VatCategory::code),
            ["S", "Z", "E", "O"]
        );
        assert_eq!(VatCategory::of_line(None, true), Standard);
        assert_eq!(VatCategory::of_line(None, false), Zero);
        assert_eq!(VatCategory::of_line(Some("exempt"), true), Exempt);
        assert_eq!(VatCategory::parse("outside"), Some(Outside));
        assert_eq!(VatCategory::parse("S"), None);
    }

    #[test]
    fn mixes_en_16931_refuses_are_named() {
        assert!(check_mix(&[line(1, Standard), line(1, Zero), line(1, Exempt)]).is_none());
        assert!(check_mix(&[line(1, Outside)]).is_none());
        assert!(check_mix(&[line(1, Outside), line(1, Zero)])
            .unwrap()
            .contains("outside the scope"));
        let no_reason = VatLine {
            net: 1,
            category: Exempt,
            exempt_reason: Some(" ".into()),
        };
        assert!(check_mix(&[no_reason]).unwrap().contains("reason"));
        assert_eq!(Standard.issued(0), Zero);
        assert_eq!(Standard.issued(2000), Standard);
        assert_eq!(Exempt.issued(0), Exempt);
    }
}
