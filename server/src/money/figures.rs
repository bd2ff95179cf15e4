//! The figures of an invoice from its lines: net charge, tax, gross, cost and margin, in the invoice's
//! currency. The same function serves the finance panel (through the UI twin), the API and the PDF.
use super::{convert, div_round, RATE_SCALE};

/// A line as the figures need it: amounts in minor units of `currency`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub currency: String,
    pub cost: i64,
    pub charge: i64,
    pub taxable: bool,
    pub ignored: bool,
}

/// Totals in minor units of the invoice's currency; `margin` in whole percent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    pub net: i64,
    pub tax: i64,
    pub gross: i64,
    pub cost: i64,
    pub margin: i64,
}

/// The currencies of lines that have no exchange rate to the invoice's currency, in the order met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingRate(pub Vec<String>);

impl std::fmt::Display for MissingRate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Enter an exchange rate for {} on the invoice first.",
            self.0.join(", ")
        )
    }
}

/// `bp` basis points of `minor`, rounded half away from zero: 17.5 % of 10.01 is 1.75.
pub fn tax_on(minor: i64, bp: i32) -> i64 {
    div_round(minor as i128 * bp as i128, 10_000) as i64
}

/// (net charge - cost) / cost in whole percent, rounded half away from zero; 0 when the cost is zero
/// (a margin over nothing is not a number).
pub fn margin_percent(net: i64, cost: i64) -> i64 {
    if cost == 0 {
        return 0;
    }
    let (numerator, denominator) = ((net - cost) as i128 * 100, cost as i128);
    let sign = if denominator < 0 { -1 } else { 1 };
    div_round(numerator * sign, denominator * sign) as i64
}

/// The figures of the lines that are not ignored. Each line in another currency is converted at the
/// invoice's rate for it (`rates`: currency and millionths), rounded per line; the tax is `tax_bp` of
/// the taxable lines' net, rounded once. A line currency without a rate: `MissingRate`.
pub fn figures(
    lines: &[Line],
    currency: &str,
    tax_bp: i32,
    rates: &[(String, i64)],
) -> Result<Figures, MissingRate> {
    let mut missing: Vec<String> = Vec::new();
    let (mut net, mut taxable, mut cost) = (0i64, 0i64, 0i64);
    for line in lines.iter().filter(|l| !l.ignored) {
        let rate = if line.currency == currency {
            RATE_SCALE
        } else if let Some((_, r)) = rates.iter().find(|(c, _)| *c == line.currency) {
            *r
        } else {
            if !missing.contains(&line.currency) {
                missing.push(line.currency.clone());
            }
            continue;
        };
        let charge = convert(line.charge, &line.currency, currency, rate);
        net += charge;
        if line.taxable {
            taxable += charge;
        }
        cost += convert(line.cost, &line.currency, currency, rate);
    }
    if !missing.is_empty() {
        return Err(MissingRate(missing));
    }
    let tax = tax_on(taxable, tax_bp);
    Ok(Figures {
        net,
        tax,
        gross: net + tax,
        cost,
        margin: margin_percent(net, cost),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(currency: &str, cost: i64, charge: i64, taxable: bool, ignored: bool) -> Line {
        Line {
            currency: currency.into(),
            cost,
            charge,
            taxable,
            ignored,
        }
    }

    #[test]
    fn tax_rounds_half_away_from_zero() {
        for (minor, bp, tax) in [
            (1001, 1750, 175),
            (1000, 2000, 200),
            (3, 5000, 2),
            (1, 4999, 0),
            (0, 2000, 0),
            (-3, 5000, -2),
        ] {
            assert_eq!(tax_on(minor, bp), tax, "{minor} at {bp}");
        }
    }

    #[test]
    fn margin_is_a_whole_percentage_over_cost_and_zero_without_cost() {
        for (net, cost, margin) in [
            (150, 100, 50),
            (100, 100, 0),
            (50, 100, -50),
            (1000, 0, 0),
            (0, 0, 0),
            (2, 3, -33),
            (1, 3, -67),
            (5, 3, 67),
            (0, 100, -100),
        ] {
            assert_eq!(margin_percent(net, cost), margin, "{net} over {cost}");
        }
    }

    #[test]
    fn figures_leave_out_ignored_lines_and_tax_only_taxable_ones() {
        let lines = [
            line("GBP", 40000, 60000, true, false),
            line("GBP", 10000, 15050, false, false),
            line("GBP", 99999, 99999, true, true),
        ];
        let f = figures(&lines, "GBP", 2000, &[]).unwrap();
        assert_eq!(
            f,
            Figures {
                net: 75050,
                tax: 12000,
                gross: 87050,
                cost: 50000,
                margin: 50
            }
        );
    }

    #[test]
    fn other_currencies_convert_per_line_at_the_invoice_rate() {
        let lines = [
            line("GBP", 10000, 20000, true, false),
            line("EUR", 5000, 10001, true, false),
        ];
        let rates = [("EUR".to_owned(), 850_000)]; // 1 EUR = 0.85 GBP
        let f = figures(&lines, "GBP", 2000, &rates).unwrap();
        // 100.01 EUR is 85.0085 GBP: 85.01; 50 EUR is 42.50.
        assert_eq!(f.net, 20000 + 8501);
        assert_eq!(f.cost, 10000 + 4250);
        assert_eq!(f.tax, 5700); // 20 % of 285.01 = 57.002
        assert_eq!(f.gross, 28501 + 5700);
        assert_eq!(f.margin, 100); // (285.01 - 142.50) / 142.50 = 100.007 %
    }

    #[test]
    fn yen_invoices_have_no_minor_unit() {
        let lines = [
            line("JPY", 100_000, 150_000, true, false),
            line("USD", 1000, 1999, false, false),
        ];
        let rates = [("USD".to_owned(), 150_500_000)];
        let f = figures(&lines, "JPY", 1000, &rates).unwrap();
        assert_eq!(f.net, 150_000 + 3008); // 19.99 USD = 3008.495 JPY
        assert_eq!(f.cost, 100_000 + 1505);
        assert_eq!(f.tax, 15_000);
    }

    #[test]
    fn a_missing_rate_names_each_currency_once() {
        let lines = [
            line("EUR", 0, 1, true, false),
            line("USD", 0, 1, true, false),
            line("EUR", 0, 1, true, false),
            line("CHF", 0, 1, true, true),
        ];
        let err = figures(&lines, "GBP", 0, &[]).unwrap_err();
        assert_eq!(err.0, ["EUR", "USD"]);
        assert_eq!(
            err.to_string(),
            "Enter an exchange rate for EUR, USD on the invoice first."
        );
    }

    #[test]
    fn no_lines_make_zero_figures() {
        assert_eq!(figures(&[], "GBP", 2000, &[]).unwrap(), Figures::default());
    }
}
