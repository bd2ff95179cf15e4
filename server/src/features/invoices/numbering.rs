//! Sales invoice numbers: one gapless sequence per group brand (`fd`: F1, F2…; `eagle`: E1, E2…),
//! kept in `invoice_sequence.next_number`.
//!
//! Taking a number is the first write of the generating transaction: `UPDATE invoice_sequence SET
//! next_number = next_number + 1 WHERE group_brand = ?`. On PostgreSQL the update holds the row
//! until the transaction ends, so a second generation waits, then reads the number after ours; on
//! SQLite the transaction already holds the write lock (`BEGIN IMMEDIATE`). Either way two
//! generations never take the same number, and a generation that fails rolls its number back, so
//! there is no gap. The unique index on `(group_brand, number)` stands behind it.
use entity::{invoice_sequence, types::GroupBrand};
use sea_orm::{
    sea_query::{Expr, ExprTrait},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect,
};

use crate::error::{AppError, AppResult};

/// The prefix of a brand's numbers: the first letter of the brand in upper case (docs/invoices.md).
pub fn prefix(group_brand: &str) -> String {
    group_brand
        .chars()
        .next()
        .map(|c| c.to_ascii_uppercase().to_string())
        .unwrap_or_default()
}

/// `F12`.
pub fn invoice_number(group_brand: &str, number: i32) -> String {
    format!("{}{number}", prefix(group_brand))
}

/// `F12.pdf`: the name the PDF is downloaded under.
pub fn file_name(group_brand: &str, number: i32) -> String {
    format!("{}.pdf", invoice_number(group_brand, number))
}

/// `F12.xml`: the name the UBL file is downloaded under.
pub fn xml_file_name(group_brand: &str, number: i32) -> String {
    format!("{}.xml", invoice_number(group_brand, number))
}

/// `FC3`: a credit note's number, the brand's letter and C.
pub fn credit_note_number(group_brand: &str, number: i32) -> String {
    format!("{}C{number}", prefix(group_brand))
}

/// What a download name names: an invoice (`F12`) or a credit note (`FC3`), as its PDF or its UBL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Download {
    pub brand: GroupBrand,
    pub number: i32,
    pub credit_note: bool,
    pub xml: bool,
}

/// `F12.pdf`, `e3.xml`, `FC1.pdf`; `None` for anything else (no prefix, an unknown prefix, a
/// number with a sign or leading zero, another extension).
pub fn parse_download(name: &str) -> Option<Download> {
    let (stem, xml) = match name.strip_suffix(".pdf") {
        Some(stem) => (stem, false),
        None => (name.strip_suffix(".xml")?, true),
    };
    let mut chars = stem.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    let rest = chars.as_str();
    let (digits, credit_note) = match rest.strip_prefix(['C', 'c']) {
        Some(d) => (d, true),
        None => (rest, false),
    };
    let (brand, number) = brand_and_number(letter, digits)?;
    Some(Download {
        brand,
        number,
        credit_note,
        xml,
    })
}

/// The brand and number a download name (`F12.pdf`, `e3.pdf`) names; `None` for anything else
/// (no prefix, an unknown prefix, a number with a sign or leading zero, another extension).
pub fn parse_file_name(name: &str) -> Option<(GroupBrand, i32)> {
    let stem = name.strip_suffix(".pdf")?;
    let mut chars = stem.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    brand_and_number(letter, chars.as_str())
}

fn brand_and_number(letter: char, digits: &str) -> Option<(GroupBrand, i32)> {
    if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let brand = GroupBrand::ALL
        .iter()
        .copied()
        .find(|b| prefix(b.as_str()).starts_with(letter))?;
    Some((brand, digits.parse().ok()?))
}

/// A table of gapless numbers per group brand: `next_number` by `group_brand` (the invoices' and
/// the credit notes'), taken the same way.
pub trait BrandSequence: EntityTrait {
    /// What the sequence numbers, for the error when a brand has no row.
    const NAME: &'static str;
    fn next_number() -> Self::Column;
    fn group_brand() -> Self::Column;
}

impl BrandSequence for invoice_sequence::Entity {
    const NAME: &'static str = "invoice";
    fn next_number() -> Self::Column {
        invoice_sequence::Column::NextNumber
    }
    fn group_brand() -> Self::Column {
        invoice_sequence::Column::GroupBrand
    }
}

/// Takes the next number of `group_brand` inside the caller's write transaction (see the module notes).
pub async fn take(txn: &impl ConnectionTrait, group_brand: &str) -> AppResult<i32> {
    take_from::<invoice_sequence::Entity>(txn, group_brand).await
}

/// Takes the next number of `group_brand` from the sequence table `S`: the increment is the
/// transaction's first write, which serialises concurrent takers (see the module notes).
pub async fn take_from<S: BrandSequence>(
    txn: &impl ConnectionTrait,
    group_brand: &str,
) -> AppResult<i32> {
    let moved = S::update_many()
        .col_expr(S::next_number(), Expr::col(S::next_number()).add(1))
        .filter(S::group_brand().eq(group_brand))
        .exec(txn)
        .await?;
    if moved.rows_affected != 1 {
        return Err(AppError::internal(format!(
            "no {} sequence for the group brand '{group_brand}'",
            S::NAME
        )));
    }
    let next: Option<i32> = S::find()
        .select_only()
        .column(S::next_number())
        .filter(S::group_brand().eq(group_brand))
        .into_tuple()
        .one(txn)
        .await?;
    let next =
        next.ok_or_else(|| AppError::internal(format!("the {} sequence row vanished", S::NAME)))?;
    Ok(next - 1)
}

/// Gives `number` back to its brand's sequence if it is the latest one taken (the sequence then
/// continues from it: no gap); false when a later number exists. Inside the caller's transaction,
/// the same row lock as `take`.
pub async fn give_back(
    txn: &impl ConnectionTrait,
    group_brand: &str,
    number: i32,
) -> AppResult<bool> {
    let moved = invoice_sequence::Entity::update_many()
        .col_expr(invoice_sequence::Column::NextNumber, Expr::value(number))
        .filter(invoice_sequence::Column::GroupBrand.eq(group_brand))
        .filter(invoice_sequence::Column::NextNumber.eq(number + 1))
        .exec(txn)
        .await?;
    Ok(moved.rows_affected == 1)
}

/// The latest number taken of a brand (0 when none).
pub async fn latest(db: &impl ConnectionTrait, group_brand: &str) -> AppResult<i32> {
    Ok(invoice_sequence::Entity::find_by_id(group_brand.to_owned())
        .one(db)
        .await?
        .map_or(0, |row| row.next_number - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_carry_the_brand_letter() {
        assert_eq!(invoice_number("fd", 12), "F12");
        assert_eq!(invoice_number("eagle", 1), "E1");
        assert_eq!(file_name("eagle", 3), "E3.pdf");
    }

    #[test]
    fn credit_notes_and_xml_files_have_their_names() {
        assert_eq!(credit_note_number("fd", 1), "FC1");
        assert_eq!(credit_note_number("eagle", 12), "EC12");
        assert_eq!(xml_file_name("fd", 3), "F3.xml");
        assert_eq!(
            parse_download("FC1.xml"),
            Some(Download {
                brand: GroupBrand::Fd,
                number: 1,
                credit_note: true,
                xml: true
            })
        );
        assert_eq!(
            parse_download("e3.pdf"),
            Some(Download {
                brand: GroupBrand::Eagle,
                number: 3,
                credit_note: false,
                xml: false
            })
        );
        for bad in [
            "FC.pdf", "FCC1.pdf", "FC01.xml", "F1.XML", "C1.pdf", "F1.txt",
        ] {
            assert_eq!(parse_download(bad), None, "{bad}");
        }
    }

    #[test]
    fn download_names_are_read_back_strictly() {
        assert_eq!(parse_file_name("F12.pdf"), Some((GroupBrand::Fd, 12)));
        assert_eq!(parse_file_name("e3.pdf"), Some((GroupBrand::Eagle, 3)));
        for bad in [
            "12.pdf",
            "X1.pdf",
            "F.pdf",
            "F01.pdf",
            "F-1.pdf",
            "F1.PDF",
            "F1",
            "F1.pdf.pdf",
            "F１.pdf",
            "",
        ] {
            assert_eq!(parse_file_name(bad), None, "{bad}");
        }
    }
}
