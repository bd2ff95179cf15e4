//! Amounts, tax rates and exchange rates as the API writes them (plain decimal text) and as a PDF or a
//! spreadsheet shows them (`GBP 1,234.50`).
use super::{minor_digits, RATE_SCALE};
use crate::error::{AppError, AppResult};

/// The largest amount accepted, in major units (a hundred billion: the UI's `MAX_MONEY`).
pub const MAX_MAJOR: i64 = 100_000_000_000;

/// Plain decimal text (`"12"`, `"12.5"`) split into its whole part and decimals, at most `max_decimals`
/// of them and no sign; `None` for anything else (a comma, a group separator, an exponent, a sign).
fn decimal_parts(text: &str, max_decimals: usize) -> Option<(i64, i64, usize)> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (whole, frac) = match text.split_once('.') {
        Some((whole, frac)) => (whole, frac),
        None => (text, ""),
    };
    if !digits(whole) || (text.contains('.') && !digits(frac)) || whole.len() > 15 {
        return None;
    }
    let frac = frac.trim_end_matches('0');
    if frac.len() > max_decimals {
        return None;
    }
    let frac_value = if frac.is_empty() {
        0
    } else {
        frac.parse().ok()?
    };
    Some((whole.parse().ok()?, frac_value, frac.len()))
}

/// An amount of `currency` as minor units: plain decimal text, not negative, at most the currency's
/// decimals (trailing zeros do not count: JPY `"12000.00"` is 12000), at most `MAX_MAJOR`. `label`
/// names the field in the 422 ("The charge").
pub fn parse_amount(label: &str, text: &str, currency: &str) -> AppResult<i64> {
    let digits = minor_digits(currency);
    let example = if digits == 0 { "12000" } else { "12500.50" };
    let text = text.trim();
    let Some((whole, frac, frac_len)) = decimal_parts(text, digits as usize) else {
        let why = if text.starts_with('-') {
            "cannot be negative".to_owned()
        } else if digits == 0 && text.contains('.') {
            format!("has decimals, and {currency} has none")
        } else {
            format!("is not an amount of {currency}: write it like {example}")
        };
        return Err(AppError::Unprocessable(format!("{label} '{text}' {why}.")));
    };
    if whole > MAX_MAJOR {
        return Err(AppError::Unprocessable(format!(
            "{label} '{text}' is more than the largest amount accepted ({MAX_MAJOR})."
        )));
    }
    let scale = 10i64.pow(digits);
    Ok(whole * scale + frac * 10i64.pow(digits - frac_len as u32))
}

/// Minor units as the API's decimal text: `"350.50"`, JPY `"12000"`, `"-3.05"`.
pub fn amount_text(minor: i64, currency: &str) -> String {
    let digits = minor_digits(currency);
    if digits == 0 {
        return minor.to_string();
    }
    let scale = 10i64.pow(digits);
    let sign = if minor < 0 { "-" } else { "" };
    let abs = minor.unsigned_abs();
    format!(
        "{sign}{}.{:0width$}",
        abs / scale as u64,
        abs % scale as u64,
        width = digits as usize
    )
}

/// The amount as an invoice prints it: the code, then the amount grouped in thousands
/// (`GBP 1,234.50`, `JPY 12,000`, `USD -3.05`).
pub fn format_amount(minor: i64, currency: &str) -> String {
    let text = amount_text(minor, currency);
    let (sign, unsigned) = text
        .strip_prefix('-')
        .map_or(("", text.as_str()), |t| ("-", t));
    let (whole, frac) = unsigned
        .split_once('.')
        .map_or((unsigned, None), |(w, f)| (w, Some(f)));
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match frac {
        Some(frac) => format!("{currency} {sign}{grouped}.{frac}"),
        None => format!("{currency} {sign}{grouped}"),
    }
}

/// A tax rate in percent (`"20"`, `"17.5"`, at most two decimals, 0 to 100) as basis points.
pub fn parse_tax_rate(text: &str) -> AppResult<i32> {
    let text = text.trim();
    match decimal_parts(text, 2) {
        Some((whole, frac, len)) if whole <= 100 => {
            let bp = whole * 100 + frac * 10i64.pow(2 - len as u32);
            if bp <= 10_000 {
                return Ok(bp as i32);
            }
        }
        _ => {}
    }
    Err(AppError::Unprocessable(format!(
        "The tax rate '{text}' must be a percentage from 0 to 100, with at most two decimals."
    )))
}

/// Basis points as the API's percentage text: 2000 is `"20"`, 1750 `"17.5"`.
pub fn tax_rate_text(bp: i32) -> String {
    trimmed(format!("{}.{:02}", bp / 100, bp % 100))
}

/// An exchange rate (`"1.1734"`: units of the invoice's currency for one of the line's), more than zero,
/// at most six decimals and at most a million, as millionths.
pub fn parse_rate(currency: &str, text: &str) -> AppResult<i64> {
    let text = text.trim();
    match decimal_parts(text, 6) {
        Some((whole, frac, len)) if whole < 1_000_000 => {
            let micro = whole * RATE_SCALE + frac * 10i64.pow(6 - len as u32);
            if micro > 0 {
                return Ok(micro);
            }
        }
        _ => {}
    }
    Err(AppError::Unprocessable(format!(
        "The exchange rate for {currency} '{text}' must be a number above 0 with at most six decimals, \
         like 1.1734."
    )))
}

/// Millionths as the API's rate text: 1_173_400 is `"1.1734"`.
pub fn rate_text(micro: i64) -> String {
    trimmed(format!("{}.{:06}", micro / RATE_SCALE, micro % RATE_SCALE))
}

fn trimmed(text: String) -> String {
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_read_in_the_currency_decimals() {
        let ok: &[(&str, &str, i64)] = &[
            ("350.50", "GBP", 35050),
            ("350.5", "EUR", 35050),
            ("12", "USD", 1200),
            ("0", "CHF", 0),
            ("12000", "JPY", 12000),
            ("12000.00", "JPY", 12000),
            (" 7.05 ", "AED", 705),
            ("100000000000", "GBP", 10_000_000_000_000),
        ];
        for &(text, cur, minor) in ok {
            assert_eq!(
                parse_amount("The charge", text, cur).unwrap(),
                minor,
                "{text} {cur}"
            );
        }
        let bad: &[(&str, &str, &str)] = &[
            ("-5", "GBP", "The charge '-5' cannot be negative."),
            ("12.5", "JPY", "The charge '12.5' has decimals, and JPY has none."),
            ("1.005", "GBP", "The charge '1.005' is not an amount of GBP: write it like 12500.50."),
            ("1,000", "GBP", "The charge '1,000' is not an amount of GBP: write it like 12500.50."),
            ("1e3", "USD", "The charge '1e3' is not an amount of USD: write it like 12500.50."),
            ("", "USD", "The charge '' is not an amount of USD: write it like 12500.50."),
            ("100000000001", "GBP", "The charge '100000000001' is more than the largest amount accepted (100000000000)."),
        ];
        for &(text, cur, message) in bad {
            match parse_amount("The charge", text, cur) {
                Err(AppError::Unprocessable(m)) => assert_eq!(m, message),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn amounts_are_written_back_as_read_and_printed_grouped() {
        assert_eq!(amount_text(35050, "GBP"), "350.50");
        assert_eq!(amount_text(-305, "USD"), "-3.05");
        assert_eq!(amount_text(12000, "JPY"), "12000");
        assert_eq!(format_amount(123_456_789, "GBP"), "GBP 1,234,567.89");
        assert_eq!(format_amount(12000, "JPY"), "JPY 12,000");
        assert_eq!(format_amount(-305, "USD"), "USD -3.05");
        assert_eq!(format_amount(5, "EUR"), "EUR 0.05");
        assert_eq!(format_amount(100_000, "EUR"), "EUR 1,000.00");
    }

    #[test]
    fn tax_rates_are_percentages_in_basis_points() {
        for (text, bp) in [
            ("20", 2000),
            ("17.5", 1750),
            ("0", 0),
            ("100", 10_000),
            ("5.25", 525),
        ] {
            assert_eq!(parse_tax_rate(text).unwrap(), bp, "{text}");
            assert_eq!(tax_rate_text(bp), text);
        }
        for bad in ["100.01", "101", "-1", "12.345", "twenty", ""] {
            assert!(parse_tax_rate(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn exchange_rates_are_positive_millionths() {
        for (text, micro) in [
            ("1.1734", 1_173_400),
            ("150.5", 150_500_000),
            ("0.000001", 1),
            ("1", 1_000_000),
        ] {
            assert_eq!(parse_rate("EUR", text).unwrap(), micro, "{text}");
            assert_eq!(rate_text(micro), text);
        }
        for bad in ["0", "0.0000001", "-1.2", "1000000", "1,2"] {
            assert!(parse_rate("EUR", bad).is_err(), "{bad}");
        }
    }
}
