//! What a purchase invoice must be before it is saved: pure, so the rules are tested without a database.
use chrono::NaiveDate;

use super::dto::PurchaseInvoiceInput;
use crate::{
    error::{AppError, AppResult},
    features::input::{required, MAX_NAME},
    money,
};

/// Longest supplier invoice number accepted.
pub const MAX_NUMBER: usize = 60;
/// Most assignments one purchase invoice may cover.
pub const MAX_ASSIGNMENTS: usize = 500;

/// A purchase invoice after the rules, amounts in minor units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CleanPurchaseInvoice {
    pub supplier: String,
    pub number: String,
    pub currency: String,
    pub net: i64,
    pub tax: i64,
    pub gross: i64,
    pub invoice_on: Option<NaiveDate>,
    pub due_on: Option<NaiveDate>,
    pub paid_on: Option<NaiveDate>,
    pub assignment_ids: Vec<i32>,
}

pub fn clean(input: &PurchaseInvoiceInput) -> AppResult<CleanPurchaseInvoice> {
    let supplier = required("The supplier", &input.supplier, MAX_NAME)?;
    let number = required("The invoice number", &input.number, MAX_NUMBER)?;
    let currency = money::currency(input.currency.trim())?;
    let net = money::parse_amount("The net value", &input.net_value, &currency)?;
    let tax = money::parse_amount("The tax amount", &input.tax_amount, &currency)?;
    let gross = net + tax;
    if let Some(sent) = input
        .gross_value
        .as_deref()
        .filter(|g| !g.trim().is_empty())
    {
        if money::parse_amount("The gross value", sent, &currency)? != gross {
            return Err(AppError::Unprocessable(format!(
                "The gross value must be the net value plus the tax amount: {}.",
                money::format_amount(gross, &currency)
            )));
        }
    }
    if let (Some(on), Some(due)) = (input.invoice_on, input.due_on) {
        if due < on {
            return Err(AppError::Unprocessable(
                "The due date cannot be before the invoice date.".into(),
            ));
        }
    }
    let mut assignment_ids: Vec<i32> = Vec::with_capacity(input.assignments.len());
    for a in &input.assignments {
        if assignment_ids.contains(&a.id) {
            return Err(AppError::Unprocessable("Assignment already in list".into()));
        }
        assignment_ids.push(a.id);
    }
    if assignment_ids.len() > MAX_ASSIGNMENTS {
        return Err(AppError::Unprocessable(format!(
            "A purchase invoice can cover at most {MAX_ASSIGNMENTS} assignments."
        )));
    }
    Ok(CleanPurchaseInvoice {
        supplier,
        number,
        currency,
        net,
        tax,
        gross,
        invoice_on: input.invoice_on,
        due_on: input.due_on,
        paid_on: input.paid_on,
        assignment_ids,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::purchase_invoices::dto::CoveredAssignment;

    fn input() -> PurchaseInvoiceInput {
        PurchaseInvoiceInput {
            id: None,
            supplier: " Atlas Fine Art Shipping ".into(),
            number: " INV-7781 ".into(),
            currency: "GBP".into(),
            net_value: "1000.00".into(),
            tax_amount: "200".into(),
            gross_value: None,
            invoice_on: NaiveDate::from_ymd_opt(2026, 11, 1),
            due_on: NaiveDate::from_ymd_opt(2026, 12, 1),
            paid_on: None,
            assignments: vec![
                CoveredAssignment {
                    id: 3,
                    reference: None,
                },
                CoveredAssignment {
                    id: 5,
                    reference: Some("A-5".into()),
                },
            ],
        }
    }

    fn reason(i: PurchaseInvoiceInput) -> String {
        clean(&i).unwrap_err().public_message()
    }

    #[test]
    fn the_gross_value_is_net_plus_tax() {
        let c = clean(&input()).unwrap();
        assert_eq!(
            (c.supplier.as_str(), c.number.as_str()),
            ("Atlas Fine Art Shipping", "INV-7781")
        );
        assert_eq!((c.net, c.tax, c.gross), (100_000, 20_000, 120_000));
        assert_eq!(c.assignment_ids, [3, 5]);
        let sent_right = PurchaseInvoiceInput {
            gross_value: Some("1200".into()),
            ..input()
        };
        assert_eq!(clean(&sent_right).unwrap().gross, 120_000);
        let sent_wrong = PurchaseInvoiceInput {
            gross_value: Some("1100.00".into()),
            ..input()
        };
        assert_eq!(
            reason(sent_wrong),
            "The gross value must be the net value plus the tax amount: GBP 1,200.00."
        );
    }

    #[test]
    fn yen_has_no_decimals_and_amounts_are_never_negative() {
        let yen = PurchaseInvoiceInput {
            currency: "JPY".into(),
            net_value: "150000".into(),
            tax_amount: "15000".into(),
            ..input()
        };
        assert_eq!(clean(&yen).unwrap().gross, 165_000);
        let yen_cents = PurchaseInvoiceInput {
            currency: "JPY".into(),
            net_value: "1.50".into(),
            ..input()
        };
        assert_eq!(
            reason(yen_cents),
            "The net value '1.50' has decimals, and JPY has none."
        );
        let negative = PurchaseInvoiceInput {
            tax_amount: "-20".into(),
            ..input()
        };
        assert_eq!(reason(negative), "The tax amount '-20' cannot be negative.");
    }

    #[test]
    fn bad_input_is_named() {
        assert_eq!(
            reason(PurchaseInvoiceInput {
                supplier: " ".into(),
                ..input()
            }),
            "The supplier is required."
        );
        assert_eq!(
            reason(PurchaseInvoiceInput {
                number: String::new(),
                ..input()
            }),
            "The invoice number is required."
        );
        assert_eq!(
            reason(PurchaseInvoiceInput {
                currency: "XYZ".into(),
                ..input()
            }),
            "Unknown currency 'XYZ': choose from USD, GBP, EUR, CHF, AED, JPY."
        );
        let early = PurchaseInvoiceInput {
            due_on: NaiveDate::from_ymd_opt(2026, 10, 31),
            ..input()
        };
        assert_eq!(
            reason(early),
            "The due date cannot be before the invoice date."
        );
        let twice = PurchaseInvoiceInput {
            assignments: vec![
                CoveredAssignment {
                    id: 3,
                    reference: None,
                },
                CoveredAssignment {
                    id: 3,
                    reference: None,
                },
            ],
            ..input()
        };
        assert_eq!(reason(twice), "Assignment already in list");
    }
}
