//! The rules of a working invoice save, pure (no database), each unit-tested: currencies, amounts,
//! tax rate, exchange rates, descriptions, the order of the lines and the deleted ones. A refusal is
//! a 422 naming the line and the field; nothing is saved.
use std::collections::HashSet;

use entity::types::GroupBrand;

use super::dto::{InvoiceInput, InvoiceLineInput};
use crate::{
    error::{AppError, AppResult},
    features::input::{optional, MAX_TEXT},
    money::{self, vat::VatCategory},
};

/// Most lines one invoice may have.
pub const MAX_LINES: usize = 200;
/// Longest line description.
pub const MAX_DESCRIPTION: usize = 500;
/// Longest PO number (as the assignment's).
pub const MAX_PO_NUMBER: usize = 100;
/// Longest reason for a VAT exemption.
pub const MAX_EXEMPT_REASON: usize = 300;
/// A new line's currency when none is sent (docs/invoices.md).
pub const DEFAULT_LINE_CURRENCY: &str = "GBP";

/// A line ready to store: amounts in minor units of its own currency.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CleanLine {
    pub id: Option<i32>,
    pub description: String,
    pub currency_in: String,
    pub cost: i64,
    pub charge: i64,
    pub taxable: bool,
    pub vat_category: VatCategory,
    pub exempt_reason: Option<String>,
    pub ignored: bool,
}

/// The working invoice ready to store; `lines` in their new order (position = index).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CleanInvoice {
    pub currency: String,
    pub addressee: Option<String>,
    pub group_brand: Option<GroupBrand>,
    pub tax_bp: i32,
    pub po_number: Option<String>,
    /// Only for currencies some line is in, other than the invoice's; sorted by code.
    pub rates: Vec<(String, i64)>,
    pub lines: Vec<CleanLine>,
    pub deleted: Vec<i32>,
}

fn refuse<T>(message: String) -> AppResult<T> {
    Err(AppError::Unprocessable(message))
}

/// The sent invoice, checked. `offered` are the company's currencies (every offered one when empty).
pub fn clean(input: &InvoiceInput, offered: &[String]) -> AppResult<CleanInvoice> {
    let currency = money::currency(input.currency.trim())?;
    if !offered.is_empty() && !offered.contains(&currency) {
        return refuse(format!(
            "The invoice's currency {currency} is not one of the company's currencies: {}.",
            offered.join(", ")
        ));
    }
    let group_brand = match input.group_brand.as_deref() {
        None => None,
        Some(code) => Some(GroupBrand::parse(code).ok_or_else(|| {
            AppError::Unprocessable(format!("Unknown group brand '{code}': choose fd or eagle."))
        })?),
    };
    let tax_bp = money::parse_tax_rate(&input.tax)?;
    let addressee = optional("The addressee", input.addressee.as_deref(), MAX_TEXT)?;
    let po_number = optional("The PO number", input.po_number.as_deref(), MAX_PO_NUMBER)?;
    if input.items.len() > MAX_LINES {
        return refuse(format!("An invoice has at most {MAX_LINES} lines."));
    }
    let lines = ordered(&input.items)
        .into_iter()
        .map(|(n, line)| clean_line(n, line))
        .collect::<AppResult<Vec<_>>>()?;
    let deleted = deleted_ids(&lines, &input.deleted_line_items)?;
    let rates = rates(input, &currency, &lines)?;
    Ok(CleanInvoice {
        currency,
        addressee,
        group_brand,
        tax_bp,
        po_number,
        rates,
        lines,
        deleted,
    })
}

/// The lines in their new order: by `order` (a line without one keeps its place in the list), ties
/// as sent; each with its number as the admin sees it (1-based, in the order sent) for messages.
fn ordered(items: &[InvoiceLineInput]) -> Vec<(usize, &InvoiceLineInput)> {
    let mut numbered: Vec<(usize, &InvoiceLineInput)> =
        items.iter().enumerate().map(|(i, l)| (i + 1, l)).collect();
    numbered.sort_by_key(|(n, line)| (line.order.map_or(*n as i64 - 1, i64::from), *n));
    numbered
}

fn clean_line(n: usize, line: &InvoiceLineInput) -> AppResult<CleanLine> {
    let label = format!("Line {n}'s description");
    let description = optional(&label, Some(&line.description), MAX_DESCRIPTION)?
        .ok_or_else(|| AppError::Unprocessable(format!("{label} is required.")))?;
    let currency_in = match line.currency_in.as_deref().map(str::trim) {
        None | Some("") => DEFAULT_LINE_CURRENCY.to_owned(),
        Some(code) => money::currency(code).map_err(|_| {
            AppError::Unprocessable(format!("Line {n}: unknown currency '{code}'."))
        })?,
    };
    let vat_category = line
        .vat_category
        .unwrap_or(VatCategory::of_line(None, line.taxable));
    let exempt_reason = match vat_category {
        VatCategory::Exempt => optional(
            &format!("Line {n}'s exemption reason"),
            line.vat_exempt_reason.as_deref(),
            MAX_EXEMPT_REASON,
        )?,
        _ => None,
    };
    Ok(CleanLine {
        id: line.id,
        description,
        taxable: vat_category == VatCategory::Standard,
        vat_category,
        exempt_reason,
        cost: money::parse_amount(&format!("Line {n}'s cost"), &line.cost, &currency_in)?,
        charge: money::parse_amount(&format!("Line {n}'s charge"), &line.charge, &currency_in)?,
        currency_in,
        ignored: line.ignore,
    })
}

/// The deleted ids, each once, none also sent as a line (that the id belongs to the invoice is the
/// database's part).
fn deleted_ids(lines: &[CleanLine], deleted: &[i32]) -> AppResult<Vec<i32>> {
    let mut seen = HashSet::new();
    for id in lines.iter().filter_map(|l| l.id) {
        if !seen.insert(id) {
            return refuse(format!("Line {id} is sent twice."));
        }
    }
    let mut out = Vec::new();
    for &id in deleted {
        if seen.contains(&id) && !out.contains(&id) {
            return refuse(format!("Line {id} is both sent and deleted."));
        }
        if !out.contains(&id) {
            out.push(id);
        }
    }
    Ok(out)
}

/// The rates the lines need, checked: a known currency, not the invoice's own, each once. A rate for
/// a currency no line is in is dropped (the line was removed or changed).
fn rates(
    input: &InvoiceInput,
    currency: &str,
    lines: &[CleanLine],
) -> AppResult<Vec<(String, i64)>> {
    let mut out: Vec<(String, i64)> = Vec::new();
    for rate in &input.rates {
        let code = money::currency(rate.currency.trim())?;
        if code == currency {
            return refuse(format!(
                "{code} is the invoice's currency: it needs no exchange rate."
            ));
        }
        if out.iter().any(|(c, _)| *c == code) {
            return refuse(format!("The exchange rate for {code} is sent twice."));
        }
        let micro = money::parse_rate(&code, &rate.rate)?;
        if lines.iter().any(|l| l.currency_in == code) {
            out.push((code, micro));
        }
    }
    out.sort();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::dto::RateDto;
    use super::*;

    fn line(
        id: Option<i32>,
        order: Option<i32>,
        description: &str,
        currency: &str,
        cost: &str,
        charge: &str,
    ) -> InvoiceLineInput {
        InvoiceLineInput {
            id,
            order,
            description: description.into(),
            currency_in: Some(currency.into()),
            cost: cost.into(),
            charge: charge.into(),
            taxable: true,
            vat_category: None,
            vat_exempt_reason: None,
            ignore: false,
        }
    }

    fn invoice(items: Vec<InvoiceLineInput>) -> InvoiceInput {
        InvoiceInput {
            currency: "GBP".into(),
            addressee: Some("  Hollis Gallery\nLondon  ".into()),
            group_brand: None,
            tax: "20".into(),
            po_number: Some(" ".into()),
            rates: vec![],
            items,
            deleted_line_items: vec![],
        }
    }

    fn message(r: AppResult<CleanInvoice>) -> String {
        match r {
            Err(AppError::Unprocessable(m)) => m,
            other => panic!("expected a 422, got {other:?}"),
        }
    }

    #[test]
    fn lines_are_ordered_by_their_order_then_as_sent_and_amounts_are_minor_units() {
        let clean = clean(
            &invoice(vec![
                line(Some(4), Some(2), "Crate", "GBP", "10", "12.5"),
                line(None, Some(0), "Collection", "JPY", "12000", "15000"),
                line(Some(5), Some(0), "Wall to wall", "GBP", "0", "350.50"),
            ]),
            &[],
        )
        .unwrap();
        let names: Vec<_> = clean.lines.iter().map(|l| l.description.as_str()).collect();
        assert_eq!(names, ["Collection", "Wall to wall", "Crate"]);
        assert_eq!((clean.lines[0].cost, clean.lines[0].charge), (12000, 15000));
        assert_eq!((clean.lines[2].cost, clean.lines[2].charge), (1000, 1250));
        assert_eq!(clean.addressee.as_deref(), Some("Hollis Gallery\nLondon"));
        assert_eq!(clean.po_number, None);
        assert_eq!(clean.tax_bp, 2000);
    }

    #[test]
    fn a_line_without_currency_is_in_gbp() {
        let mut l = line(None, None, "Crate", "GBP", "1", "2");
        l.currency_in = None;
        assert_eq!(
            clean(&invoice(vec![l]), &[]).unwrap().lines[0].currency_in,
            "GBP"
        );
    }

    #[test]
    fn bad_values_are_refused_naming_the_line() {
        let cases: Vec<(InvoiceInput, &str)> = vec![
            (
                invoice(vec![line(None, None, "x", "GBP", "-1", "2")]),
                "Line 1's cost '-1' cannot be negative.",
            ),
            (
                invoice(vec![
                    line(None, None, "x", "GBP", "1", "2"),
                    line(None, None, " ", "GBP", "1", "2"),
                ]),
                "Line 2's description is required.",
            ),
            (
                invoice(vec![line(None, None, "x", "XYZ", "1", "2")]),
                "Line 1: unknown currency 'XYZ'.",
            ),
            (
                invoice(vec![line(None, None, "x", "JPY", "1", "2.5")]),
                "Line 1's charge '2.5' has decimals, and JPY has none.",
            ),
            (
                invoice(vec![line(None, None, "x", "GBP", "1", "200000000000")]),
                "more than the largest amount",
            ),
            (
                InvoiceInput {
                    tax: "100.5".into(),
                    ..invoice(vec![])
                },
                "The tax rate '100.5' must be a percentage from 0 to 100",
            ),
            (
                InvoiceInput {
                    currency: "XYZ".into(),
                    ..invoice(vec![])
                },
                "Unknown currency 'XYZ'",
            ),
            (
                InvoiceInput {
                    group_brand: Some("hawk".into()),
                    ..invoice(vec![])
                },
                "Unknown group brand 'hawk'",
            ),
            (
                invoice(vec![
                    line(Some(3), None, "x", "GBP", "1", "2"),
                    line(Some(3), None, "y", "GBP", "1", "2"),
                ]),
                "Line 3 is sent twice.",
            ),
            (
                InvoiceInput {
                    deleted_line_items: vec![3],
                    ..invoice(vec![line(Some(3), None, "x", "GBP", "1", "2")])
                },
                "Line 3 is both sent and deleted.",
            ),
            (
                InvoiceInput {
                    rates: vec![RateDto {
                        currency: "GBP".into(),
                        rate: "1".into(),
                    }],
                    ..invoice(vec![])
                },
                "GBP is the invoice's currency",
            ),
            (
                InvoiceInput {
                    rates: vec![RateDto {
                        currency: "EUR".into(),
                        rate: "0".into(),
                    }],
                    ..invoice(vec![])
                },
                "The exchange rate for EUR '0' must be a number above 0",
            ),
        ];
        for (input, expected) in cases {
            let got = message(clean(&input, &[]));
            assert!(
                got.contains(expected),
                "{got:?} should contain {expected:?}"
            );
        }
        let many = invoice(
            (0..=MAX_LINES)
                .map(|_| line(None, None, "x", "GBP", "1", "1"))
                .collect(),
        );
        assert_eq!(
            message(clean(&many, &[])),
            "An invoice has at most 200 lines."
        );
    }

    #[test]
    fn the_currency_must_be_one_of_the_companys() {
        let offered = vec!["USD".to_owned(), "EUR".to_owned()];
        assert_eq!(
            message(clean(&invoice(vec![]), &offered)),
            "The invoice's currency GBP is not one of the company's currencies: USD, EUR."
        );
        let usd = InvoiceInput {
            currency: "USD".into(),
            ..invoice(vec![])
        };
        assert_eq!(clean(&usd, &offered).unwrap().currency, "USD");
    }

    #[test]
    fn only_rates_the_lines_need_are_kept() {
        let input = InvoiceInput {
            rates: vec![
                RateDto {
                    currency: "USD".into(),
                    rate: "0.79".into(),
                },
                RateDto {
                    currency: "EUR".into(),
                    rate: "0.85".into(),
                },
            ],
            deleted_line_items: vec![9, 9],
            ..invoice(vec![line(None, None, "x", "EUR", "1", "2")])
        };
        let clean = clean(&input, &[]).unwrap();
        assert_eq!(clean.rates, [("EUR".to_owned(), 850_000)]);
        assert_eq!(clean.deleted, [9]);
    }
}
