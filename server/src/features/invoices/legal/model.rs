//! The model of an issued document as the law and EN 16931 see it: seller, buyer, dates, lines with
//! their VAT categories, the totals per category (`money::vat::breakdown`: the one calculation),
//! payment details. Built by `LegalDoc::new` from plain values, so it is pure and table-testable.
use chrono::NaiveDate;
use entity::seller_setting;

use crate::{
    features::invoice_parties::buyer::Buyer,
    money::vat::{breakdown, VatCategory, VatLine, VatTotals},
};

/// Invoice (UNTDID 1001 code 380) or credit note (381).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DocKind {
    Invoice,
    CreditNote,
}

impl DocKind {
    pub fn type_code(self) -> &'static str {
        match self {
            Self::Invoice => "380",
            Self::CreditNote => "381",
        }
    }
}

/// A party's legal block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    /// Address lines (EN 16931 carries at most three).
    pub street: Vec<String>,
    pub postcode: String,
    pub city: String,
    /// ISO 3166-1 alpha-2.
    pub country: String,
    pub vat_number: Option<String>,
    pub registration_number: Option<String>,
}

/// Where to pay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    pub iban: Option<String>,
    pub bic: Option<String>,
    pub account_text: Option<String>,
    pub terms_days: i32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocLine {
    pub description: String,
    /// In minor units of the document's currency.
    pub net: i64,
    pub category: VatCategory,
    pub exempt_reason: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalDoc {
    pub kind: DocKind,
    /// `F12`, `FC3`.
    pub number: String,
    pub issued_on: NaiveDate,
    pub due_on: NaiveDate,
    pub currency: String,
    pub seller: Party,
    pub buyer: Party,
    pub po_number: Option<String>,
    /// The buyer's reference (BT-10): the assignment reference, else the document number.
    pub buyer_reference: String,
    /// A credit note's invoice: its number and issue date.
    pub preceding: Option<(String, NaiveDate)>,
    /// The standard rate in basis points (applies to `standard` lines).
    pub standard_bp: i32,
    pub lines: Vec<DocLine>,
    pub totals: VatTotals,
    pub payment: Payment,
    pub footer: Option<String>,
    pub note: Option<String>,
}

fn non_empty(s: &str) -> Option<String> {
    let t = s.trim();
    (!t.is_empty()).then(|| t.to_owned())
}

/// The seller's block from the brand's settings.
pub fn seller_party(s: &seller_setting::Model) -> Party {
    Party {
        name: s.legal_name.clone(),
        street: s.street.lines().filter_map(non_empty).collect(),
        postcode: s.postcode.clone(),
        city: s.city.clone(),
        country: s.country.clone(),
        vat_number: non_empty(&s.vat_number),
        registration_number: non_empty(&s.registration_number),
    }
}

pub fn buyer_party(b: &Buyer) -> Party {
    Party {
        name: b.legal_name.clone(),
        street: b.street.clone(),
        postcode: b.postcode.clone(),
        city: b.city.clone(),
        country: b.country.clone(),
        vat_number: b.vat_number.clone(),
        registration_number: None,
    }
}

pub fn payment(s: &seller_setting::Model) -> Payment {
    Payment {
        iban: non_empty(&s.iban),
        bic: non_empty(&s.bic),
        account_text: non_empty(&s.account_text),
        terms_days: s.payment_terms_days.unwrap_or(0),
    }
}

/// The due date: the issue date plus the payment terms.
pub fn due_on(issued_on: NaiveDate, terms_days: i32) -> NaiveDate {
    issued_on + chrono::Days::new(u64::try_from(terms_days.max(0)).unwrap_or(0))
}

/// What a document needs besides its lines.
pub struct Head {
    pub kind: DocKind,
    pub number: String,
    pub issued_on: NaiveDate,
    pub currency: String,
    pub po_number: Option<String>,
    pub buyer_reference: Option<String>,
    pub preceding: Option<(String, NaiveDate)>,
    pub standard_bp: i32,
    pub note: Option<String>,
}

impl LegalDoc {
    pub fn new(
        head: Head,
        seller: &seller_setting::Model,
        buyer: &Buyer,
        lines: Vec<DocLine>,
    ) -> Self {
        let vat: Vec<VatLine> = lines
            .iter()
            .map(|l| VatLine {
                net: l.net,
                category: l.category,
                exempt_reason: l.exempt_reason.clone(),
            })
            .collect();
        let totals = breakdown(&vat, head.standard_bp);
        let payment = payment(seller);
        let mut seller_block = seller_party(seller);
        let mut buyer_block = buyer_party(buyer);
        // Outside the scope of VAT, EN 16931 wants no VAT numbers on the document (BR-O-02).
        if lines.iter().all(|l| l.category == VatCategory::Outside) && !lines.is_empty() {
            seller_block.vat_number = None;
            buyer_block.vat_number = None;
        }
        LegalDoc {
            kind: head.kind,
            buyer_reference: head
                .buyer_reference
                .filter(|r| !r.trim().is_empty())
                .unwrap_or_else(|| head.number.clone()),
            due_on: due_on(head.issued_on, payment.terms_days),
            number: head.number,
            issued_on: head.issued_on,
            currency: head.currency,
            seller: seller_block,
            buyer: buyer_block,
            po_number: head.po_number.filter(|p| !p.trim().is_empty()),
            preceding: head.preceding,
            standard_bp: head.standard_bp,
            lines,
            totals,
            payment,
            footer: non_empty(&seller.footer),
            note: head.note.filter(|n| !n.trim().is_empty()),
        }
    }

    /// The payment terms as printed and sent: `Payment within 30 days, by 24 Dec 2026.`
    pub fn terms_text(&self) -> String {
        match self.kind {
            DocKind::CreditNote => format!(
                "Credit for invoice {}.",
                self.preceding.as_ref().map_or("", |(n, _)| n.as_str())
            ),
            DocKind::Invoice if self.payment.terms_days == 0 => {
                format!(
                    "Payment due on receipt ({}).",
                    self.due_on.format("%d %b %Y")
                )
            }
            DocKind::Invoice => format!(
                "Payment within {} days, by {}.",
                self.payment.terms_days,
                self.due_on.format("%d %b %Y")
            ),
        }
    }
}

pub mod sample {
    //! A document for the writers' tests and the benchmark.
    use super::*;
    use chrono::Utc;

    pub fn seller() -> seller_setting::Model {
        seller_setting::Model {
            group_brand: "fd".into(),
            legal_name: "FD Fine Art Logistics Ltd".into(),
            street: "Unit 4, Thameside Estate\nDock Road".into(),
            postcode: "E16 2QD".into(),
            city: "London".into(),
            country: "GB".into(),
            vat_number: "GB980780684".into(),
            registration_number: "01234567".into(),
            iban: "GB82WEST12345698765432".into(),
            bic: "WESTGB2L".into(),
            account_text: String::new(),
            payment_terms_days: Some(30),
            footer: "Registered in England & Wales".into(),
            updated_at: Utc::now(),
        }
    }

    pub fn doc(kind: DocKind) -> LegalDoc {
        let buyer = Buyer {
            legal_name: "Galerie Hollis SARL".into(),
            street: vec!["12 rue de Seine".into()],
            postcode: "75006".into(),
            city: "Paris".into(),
            country: "FR".into(),
            vat_number: Some("FR40303265045".into()),
        };
        LegalDoc::new(
            Head {
                kind,
                number: if kind == DocKind::Invoice {
                    "F12".into()
                } else {
                    "FC1".into()
                },
                issued_on: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
                currency: "EUR".into(),
                po_number: Some("PO <42> & co".into()),
                buyer_reference: Some("A-000042".into()),
                preceding: (kind == DocKind::CreditNote)
                    .then(|| ("F12".into(), NaiveDate::from_ymd_opt(2026, 11, 20).unwrap())),
                standard_bp: 2000,
                note: None,
            },
            &seller(),
            &buyer,
            vec![
                DocLine {
                    description: "Crating".into(),
                    net: 10001,
                    category: VatCategory::Standard,
                    exempt_reason: None,
                },
                DocLine {
                    description: "Export transport".into(),
                    net: 50000,
                    category: VatCategory::Zero,
                    exempt_reason: None,
                },
                DocLine {
                    description: "Insurance".into(),
                    net: 2500,
                    category: VatCategory::Exempt,
                    exempt_reason: Some("Insurance services, Article 135(1)(a)".into()),
                },
            ],
        )
    }

    #[cfg(test)]
    #[test]
    fn the_model_sums_once_and_dates_the_due_day() {
        let d = doc(DocKind::Invoice);
        assert_eq!(d.totals.net, 62501);
        assert_eq!(d.totals.tax, 2000); // 20 % of 100.01 = 20.002
        assert_eq!(d.totals.gross, 64501);
        assert_eq!(d.due_on, NaiveDate::from_ymd_opt(2026, 12, 24).unwrap());
        assert_eq!(d.terms_text(), "Payment within 30 days, by 24 Dec 2026.");
        assert_eq!(d.seller.street, ["Unit 4, Thameside Estate", "Dock Road"]);
    }
}
