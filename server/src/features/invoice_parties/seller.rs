//! The seller per group brand: read and saved by the admin, and required complete before a brand
//! issues anything (`for_issue`: a 422 naming every missing item).
use chrono::Utc;
use entity::{seller_setting, types::GroupBrand};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, EntityTrait, Set};
use serde_json::json;

use super::{
    dto::{SellerSettingsDto, SellerSettingsInput},
    tax_ids,
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
};

/// The longest payment terms accepted, in days.
pub const MAX_TERMS_DAYS: i32 = 365;

fn brand(code: &str) -> AppResult<GroupBrand> {
    GroupBrand::parse(code).ok_or(AppError::NotFound)
}

/// What a brand's settings still lack before it can issue, in the screen's order.
pub fn missing(s: Option<&seller_setting::Model>) -> Vec<String> {
    let blank = |v: &str| v.trim().is_empty();
    let Some(s) = s else {
        return [
            "legal name",
            "address",
            "city",
            "country",
            "VAT number",
            "registration number",
            "bank account (IBAN and BIC, or account text)",
            "payment terms",
        ]
        .map(String::from)
        .to_vec();
    };
    let mut out = Vec::new();
    for (empty, name) in [
        (blank(&s.legal_name), "legal name"),
        (blank(&s.street), "address"),
        (blank(&s.city), "city"),
        (blank(&s.country), "country"),
        (blank(&s.vat_number), "VAT number"),
        (blank(&s.registration_number), "registration number"),
        (
            (blank(&s.iban) || blank(&s.bic)) && blank(&s.account_text),
            "bank account (IBAN and BIC, or account text)",
        ),
        (s.payment_terms_days.is_none(), "payment terms"),
    ] {
        if empty {
            out.push(name.to_owned());
        }
    }
    out
}

fn dto(code: &str, s: Option<seller_setting::Model>) -> SellerSettingsDto {
    let missing = missing(s.as_ref());
    let s = s.unwrap_or_else(|| seller_setting::Model {
        group_brand: code.to_owned(),
        legal_name: String::new(),
        street: String::new(),
        postcode: String::new(),
        city: String::new(),
        country: String::new(),
        vat_number: String::new(),
        registration_number: String::new(),
        iban: String::new(),
        bic: String::new(),
        account_text: String::new(),
        payment_terms_days: None,
        footer: String::new(),
        updated_at: Utc::now(),
    });
    SellerSettingsDto {
        group_brand: s.group_brand,
        legal_name: s.legal_name,
        street: s.street,
        postcode: s.postcode,
        city: s.city,
        country: s.country,
        vat_number: s.vat_number,
        registration_number: s.registration_number,
        iban: s.iban,
        bic: s.bic,
        account_text: s.account_text,
        payment_terms_days: s.payment_terms_days,
        footer: s.footer,
        missing,
    }
}

/// Both brands' settings, `fd` first.
pub async fn list(db: &impl ConnectionTrait) -> AppResult<Vec<SellerSettingsDto>> {
    let mut out = Vec::new();
    for b in GroupBrand::ALL {
        let row = seller_setting::Entity::find_by_id(b.as_str().to_owned())
            .one(db)
            .await?;
        out.push(dto(b.as_str(), row));
    }
    Ok(out)
}

/// The input checked for form: trimmed, country and identifiers checked when filled in.
fn clean(input: SellerSettingsInput) -> AppResult<SellerSettingsInput> {
    let t = |s: String| s.trim().to_owned();
    let mut c = SellerSettingsInput {
        legal_name: t(input.legal_name),
        street: input.street.trim().to_owned(),
        postcode: t(input.postcode),
        city: t(input.city),
        country: t(input.country),
        vat_number: tax_ids::compact(&input.vat_number),
        registration_number: t(input.registration_number),
        iban: tax_ids::compact(&input.iban),
        bic: tax_ids::compact(&input.bic),
        account_text: input.account_text.trim().to_owned(),
        payment_terms_days: input.payment_terms_days,
        footer: input.footer.trim().to_owned(),
    };
    let mut problems = Vec::new();
    if !c.country.is_empty() {
        match tax_ids::country(&c.country) {
            Ok(code) => c.country = code,
            Err(e) => problems.push(e),
        }
    }
    if !c.vat_number.is_empty() {
        problems.extend(tax_ids::vat_number_problem(&c.vat_number));
    }
    if !c.iban.is_empty() {
        problems.extend(tax_ids::iban_problem(&c.iban));
    }
    if !c.bic.is_empty() {
        problems.extend(tax_ids::bic_problem(&c.bic));
    }
    if let Some(days) = c.payment_terms_days {
        if !(0..=MAX_TERMS_DAYS).contains(&days) {
            problems.push(format!(
                "The payment terms must be 0 to {MAX_TERMS_DAYS} days, not {days}."
            ));
        }
    }
    for (value, name, max) in [
        (&c.legal_name, "legal name", 200),
        (&c.street, "address", 500),
        (&c.city, "city", 100),
        (&c.postcode, "postcode", 20),
        (&c.registration_number, "registration number", 50),
        (&c.account_text, "account text", 500),
        (&c.footer, "footer", 1000),
    ] {
        if value.chars().count() > max {
            problems.push(format!("The {name} is longer than {max} characters."));
        }
    }
    if problems.is_empty() {
        Ok(c)
    } else {
        Err(AppError::Unprocessable(problems.join(" ")))
    }
}

/// Saves a brand's settings whole (audited) and returns them with what is still missing.
pub async fn save(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    code: &str,
    input: SellerSettingsInput,
) -> AppResult<SellerSettingsDto> {
    let b = brand(code)?;
    let c = clean(input)?;
    let txn = crate::db::begin_write(db).await?;
    let existing = seller_setting::Entity::find_by_id(b.as_str().to_owned())
        .one(&txn)
        .await?;
    let row = seller_setting::ActiveModel {
        group_brand: Set(b.as_str().to_owned()),
        legal_name: Set(c.legal_name),
        street: Set(c.street),
        postcode: Set(c.postcode),
        city: Set(c.city),
        country: Set(c.country),
        vat_number: Set(c.vat_number),
        registration_number: Set(c.registration_number),
        iban: Set(c.iban),
        bic: Set(c.bic),
        account_text: Set(c.account_text),
        payment_terms_days: Set(c.payment_terms_days),
        footer: Set(c.footer),
        updated_at: Set(Utc::now()),
    };
    let saved = if existing.is_some() {
        row.update(&txn).await?
    } else {
        row.insert(&txn).await?
    };
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: if existing.is_some() {
                entity::types::AuditAction::Update
            } else {
                entity::types::AuditAction::Create
            },
            object_type: "seller_setting",
            object_id: Some(saved.group_brand.clone()),
            company_id: None,
            detail: Some(json!({"before": existing, "after": saved})),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(dto(b.as_str(), Some(saved)))
}

/// The brand's complete settings, or a 422 that names what is missing and where to fill it in.
pub async fn for_issue(db: &impl ConnectionTrait, code: &str) -> AppResult<seller_setting::Model> {
    let row = seller_setting::Entity::find_by_id(code.to_owned())
        .one(db)
        .await?;
    let missing = missing(row.as_ref());
    match row {
        Some(row) if missing.is_empty() => Ok(row),
        _ => Err(AppError::Unprocessable(format!(
            "The brand {} cannot issue invoices yet: its seller settings lack the {}. Fill them in \
             under Settings, Invoice sellers.",
            crate::features::invoices::document::brand_name(code),
            missing.join(", ")
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_saved_lacks_everything_and_an_iban_without_bic_is_no_account() {
        assert_eq!(missing(None).len(), 8);
        let mut s = seller_setting::Model {
            group_brand: "fd".into(),
            legal_name: "FD Fine Art Logistics Ltd".into(),
            street: "1 Dock Road".into(),
            postcode: "E16 1AA".into(),
            city: "London".into(),
            country: "GB".into(),
            vat_number: "GB980780684".into(),
            registration_number: "01234567".into(),
            iban: "GB82WEST12345698765432".into(),
            bic: String::new(),
            account_text: String::new(),
            payment_terms_days: Some(30),
            footer: String::new(),
            updated_at: Utc::now(),
        };
        assert_eq!(
            missing(Some(&s)),
            ["bank account (IBAN and BIC, or account text)"]
        );
        s.account_text = "Sort code 12-34-56, account 12345678".into();
        assert!(missing(Some(&s)).is_empty());
        s.payment_terms_days = None;
        s.legal_name = " ".into();
        assert_eq!(missing(Some(&s)), ["legal name", "payment terms"]);
    }
}
