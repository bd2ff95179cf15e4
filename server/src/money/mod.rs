//! Money: integer minor units, never floating point. One module for the API, the invoice figures and the
//! PDFs; `ui/src/shared/money` is its twin for the screens (the same rules, the same table tests).
//!
//! - An amount is stored and computed in the minor units of its currency: cents, pence, fils, rappen;
//!   the yen has none (`minor_digits`).
//! - The API carries amounts as plain decimal text in the currency's own decimals (`"350.50"`, JPY
//!   `"12000"`), tax rates as a percentage with at most two decimals (`"17.5"`, kept as basis points) and
//!   exchange rates with at most six decimals (kept as millionths).
//! - **Rounding**: every result that falls between two minor units (a conversion, a tax, a margin) is
//!   rounded half away from zero, once, at the step that makes it: each converted line is rounded in the
//!   invoice's currency, the tax is computed once on the sum of the taxable net (not per line).

mod figures;
mod text;
pub mod vat;

pub use figures::{figures, margin_percent, tax_on, Figures, Line, MissingRate};
pub use text::{
    amount_text, format_amount, parse_amount, parse_rate, parse_tax_rate, rate_text, tax_rate_text,
    MAX_MAJOR,
};

use crate::error::{AppError, AppResult};
use entity::types::CURRENCIES;

/// Decimals of a currency's minor unit: two, but none for the yen.
pub fn minor_digits(currency: &str) -> u32 {
    match currency {
        "JPY" => 0,
        _ => 2,
    }
}

/// The currency code, if it is one Plinth offers (USD, GBP, EUR, CHF, AED, JPY; docs/invoices.md);
/// else 422.
pub fn currency(code: &str) -> AppResult<String> {
    if CURRENCIES.contains(&code) {
        Ok(code.to_owned())
    } else {
        Err(AppError::Unprocessable(format!(
            "Unknown currency '{code}': choose from {}.",
            CURRENCIES.join(", ")
        )))
    }
}

/// `numerator / denominator` rounded half away from zero (`denominator` > 0).
pub(crate) fn div_round(numerator: i128, denominator: i128) -> i128 {
    let half = denominator / 2;
    if numerator >= 0 {
        (numerator + half) / denominator
    } else {
        (numerator - half) / denominator
    }
}

/// Millionths in one unit of an exchange rate.
pub const RATE_SCALE: i64 = 1_000_000;

/// `minor` units of `from` in `to`, at `rate_micro` millionths of a `to` unit per `from` unit, rounded
/// half away from zero to `to`'s minor unit. GBP 10.00 at 1.17 is EUR 11.70; JPY 1000 at 0.0052 is GBP 5.20.
pub fn convert(minor: i64, from: &str, to: &str, rate_micro: i64) -> i64 {
    let scale_from = 10i128.pow(minor_digits(from));
    let scale_to = 10i128.pow(minor_digits(to));
    let numerator = minor as i128 * rate_micro as i128 * scale_to;
    div_round(numerator, scale_from * RATE_SCALE as i128) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_round_half_away_from_zero_into_the_target_minor_unit() {
        let cases: &[(i64, &str, &str, i64, i64)] = &[
            (1000, "GBP", "EUR", 1_170_000, 1170),
            (1000, "JPY", "GBP", 5_200, 520),
            (1, "JPY", "GBP", 5_200, 1), // 0.52 pence rounds up
            (1, "JPY", "GBP", 4_999, 0), // 0.4999 pence rounds down
            (1999, "USD", "JPY", 150_500_000, 3008), // 19.99 * 150.5 = 3008.495
            (1001, "USD", "JPY", 1_500_000, 15), // 10.01 * 1.5 = 15.015
            (-1001, "USD", "JPY", 1_500_000, -15),
            (250, "EUR", "EUR", RATE_SCALE, 250),
            (5, "GBP", "USD", 1_100_000, 6), // 0.055 -> 0.06
            (-5, "GBP", "USD", 1_100_000, -6),
        ];
        for &(minor, from, to, rate, expected) in cases {
            assert_eq!(
                convert(minor, from, to, rate),
                expected,
                "{minor} {from}->{to} at {rate}"
            );
        }
    }

    #[test]
    fn only_offered_currencies_are_accepted() {
        assert_eq!(currency("JPY").unwrap(), "JPY");
        for bad in ["XYZ", "gbp", ""] {
            assert!(currency(bad).is_err(), "{bad}");
        }
        assert_eq!(minor_digits("JPY"), 0);
        assert_eq!(minor_digits("AED"), 2);
    }
}
