//! Job costing's pure rules: how a purchase invoice's cost is shared between the assignments it covers,
//! and an assignment's charge, cost and margin from parts in several currencies.
use crate::money::{convert, margin_percent, RATE_SCALE};

/// The share of `net` (minor units) of the assignment at `position` (0-based, in the order they were
/// added) among `count`: equal shares, the first ones taking the minor units left over, so the shares
/// always add up to `net`. 100.00 over 3 is 33.34, 33.33, 33.33.
pub fn share(net: i64, count: usize, position: usize) -> i64 {
    let count = count.max(1) as i64;
    let (base, rest) = (net / count, net % count);
    base + i64::from((position as i64) < rest)
}

/// One part of an assignment's money: an issued invoice, the working invoice's open lines in one
/// currency, or a purchase invoice's share. Minor units of `currency`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub currency: String,
    pub charge: i64,
    pub cost: i64,
}

/// The assignment's totals in `currency` (minor units); `unconverted`: the currencies of parts left out
/// because the working invoice has no exchange rate for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobFigures {
    pub charge: i64,
    pub cost: i64,
    pub margin: i64,
    pub unconverted: Vec<String>,
}

/// The parts added up in `currency`, each other-currency part converted at the working invoice's rate
/// for it (millionths, as `money::convert` takes them) and rounded per part.
pub fn job_figures(parts: &[Part], currency: &str, rates: &[(String, i64)]) -> JobFigures {
    let (mut charge, mut cost) = (0, 0);
    let mut unconverted: Vec<String> = Vec::new();
    for part in parts {
        let rate = if part.currency == currency {
            Some(RATE_SCALE)
        } else {
            rates
                .iter()
                .find(|(c, _)| *c == part.currency)
                .map(|(_, r)| *r)
        };
        match rate {
            Some(rate) => {
                charge += convert(part.charge, &part.currency, currency, rate);
                cost += convert(part.cost, &part.currency, currency, rate);
            }
            None if !unconverted.contains(&part.currency) => {
                unconverted.push(part.currency.clone())
            }
            None => {}
        }
    }
    JobFigures {
        charge,
        cost,
        margin: margin_percent(charge, cost),
        unconverted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(currency: &str, charge: i64, cost: i64) -> Part {
        Part {
            currency: currency.into(),
            charge,
            cost,
        }
    }

    #[test]
    fn shares_add_up_to_the_whole() {
        for (net, count) in [
            (10_000, 3),
            (1, 2),
            (0, 4),
            (99_999, 7),
            (5, 1),
            (12_000, 5),
        ] {
            let shares: Vec<i64> = (0..count).map(|p| share(net, count, p)).collect();
            assert_eq!(shares.iter().sum::<i64>(), net, "{net} over {count}");
            assert!(
                shares.windows(2).all(|w| w[0] - w[1] <= 1 && w[0] >= w[1]),
                "{shares:?}"
            );
        }
        assert_eq!(
            (
                share(10_000, 3, 0),
                share(10_000, 3, 1),
                share(10_000, 3, 2)
            ),
            (3334, 3333, 3333)
        );
    }

    #[test]
    fn a_job_adds_its_parts_in_its_currency() {
        let parts = [
            part("GBP", 150_000, 60_000),
            part("GBP", 20_000, 5_000),
            part("EUR", 0, 23_530),
        ];
        let f = job_figures(&parts, "GBP", &[("EUR".into(), 850_000)]);
        // 235.30 EUR at 0.85 is 200.005 GBP: 200.01.
        assert_eq!(
            f,
            JobFigures {
                charge: 170_000,
                cost: 85_001,
                margin: 100,
                unconverted: vec![]
            }
        );
    }

    #[test]
    fn a_part_without_a_rate_is_left_out_and_named() {
        let parts = [
            part("GBP", 100_000, 40_000),
            part("USD", 0, 10_000),
            part("USD", 0, 1),
            part("JPY", 0, 500),
        ];
        let f = job_figures(&parts, "GBP", &[]);
        assert_eq!((f.charge, f.cost, f.margin), (100_000, 40_000, 150));
        assert_eq!(f.unconverted, ["USD", "JPY"]);
    }

    #[test]
    fn a_job_without_cost_has_no_margin() {
        assert_eq!(job_figures(&[part("JPY", 5000, 0)], "JPY", &[]).margin, 0);
        assert_eq!(
            job_figures(&[], "GBP", &[]),
            JobFigures {
                charge: 0,
                cost: 0,
                margin: 0,
                unconverted: vec![]
            }
        );
    }
}
