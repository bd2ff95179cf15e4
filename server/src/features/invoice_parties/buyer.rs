//! The buyer's legal data: a company's, and a division's own where it has one (its invoices then
//! use it). Entered by the admin; the VAT number is checked for form when entered.
use chrono::Utc;
use entity::{buyer_legal, company, company_division, types::AuditAction};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    Set,
};
use serde_json::json;

use super::{
    dto::{BuyerLegalDto, BuyerLegalInput},
    tax_ids,
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
};

/// The buyer as an invoice prints and sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buyer {
    pub legal_name: String,
    /// Address lines.
    pub street: Vec<String>,
    pub postcode: String,
    pub city: String,
    /// ISO 3166-1 alpha-2; the seller's country when none was entered (a domestic buyer).
    pub country: String,
    pub vat_number: Option<String>,
}

async fn row(
    db: &impl ConnectionTrait,
    company_id: i32,
    division_id: Option<i32>,
) -> AppResult<Option<buyer_legal::Model>> {
    let q = buyer_legal::Entity::find().filter(buyer_legal::Column::CompanyId.eq(company_id));
    let q = match division_id {
        Some(d) => q.filter(buyer_legal::Column::CompanyDivisionId.eq(d)),
        None => q.filter(buyer_legal::Column::CompanyDivisionId.is_null()),
    };
    Ok(q.one(db).await?)
}

async fn check_target(
    db: &impl ConnectionTrait,
    company_id: i32,
    division_id: Option<i32>,
) -> AppResult<()> {
    company::Entity::find_by_id(company_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    if let Some(d) = division_id {
        company_division::Entity::find_by_id(d)
            .filter(company_division::Column::CompanyId.eq(company_id))
            .one(db)
            .await?
            .ok_or(AppError::NotFound)?;
    }
    Ok(())
}

fn dto(r: Option<buyer_legal::Model>) -> BuyerLegalDto {
    r.map_or_else(BuyerLegalDto::default, |r| BuyerLegalDto {
        legal_name: r.legal_name,
        street: r.street,
        postcode: r.postcode,
        city: r.city,
        country: r.country,
        vat_number: r.vat_number,
        saved: true,
    })
}

/// The saved legal data of a company (`division_id` none) or a division; 404 for an unknown one.
pub async fn get(
    db: &impl ConnectionTrait,
    company_id: i32,
    division_id: Option<i32>,
) -> AppResult<BuyerLegalDto> {
    check_target(db, company_id, division_id).await?;
    Ok(dto(row(db, company_id, division_id).await?))
}

/// Saves them whole (audited): legal name, city and country required, the VAT number checked.
pub async fn save(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    company_id: i32,
    division_id: Option<i32>,
    input: BuyerLegalInput,
) -> AppResult<BuyerLegalDto> {
    // Each problem with the field it is about (its JSON name), for the form to mark.
    let mut problems: Vec<(&'static str, String)> = Vec::new();
    let legal_name = input.legal_name.trim().to_owned();
    let city = input.city.trim().to_owned();
    if legal_name.is_empty() {
        problems.push(("legalName", "Enter the buyer's legal name.".to_owned()));
    }
    if city.is_empty() {
        problems.push(("city", "Enter the buyer's city.".to_owned()));
    }
    let country = match tax_ids::country(&input.country) {
        Ok(c) => c,
        Err(e) => {
            problems.push(("country", e));
            String::new()
        }
    };
    let vat_number = tax_ids::compact(&input.vat_number);
    if !vat_number.is_empty() {
        if let Some(problem) = tax_ids::vat_number_problem(&vat_number) {
            problems.push(("vatNumber", problem));
        }
    }
    if legal_name.chars().count() > 200 {
        problems.push((
            "legalName",
            "The legal name is too long (200 characters at most).".into(),
        ));
    }
    if input.street.chars().count() > 500 {
        problems.push((
            "street",
            "The address is too long (500 characters at most).".into(),
        ));
    }
    if !problems.is_empty() {
        let mut fields: Vec<&'static str> = Vec::new();
        for (field, _) in &problems {
            if !fields.contains(field) {
                fields.push(*field);
            }
        }
        let message = problems
            .into_iter()
            .map(|(_, m)| m)
            .collect::<Vec<_>>()
            .join(" ");
        return Err(AppError::Invalid { message, fields });
    }
    let txn = crate::db::begin_write(db).await?;
    check_target(&txn, company_id, division_id).await?;
    let existing = row(&txn, company_id, division_id).await?;
    let mut model: buyer_legal::ActiveModel = match &existing {
        Some(e) => e.clone().into(),
        None => buyer_legal::ActiveModel {
            company_id: Set(company_id),
            company_division_id: Set(division_id),
            ..Default::default()
        },
    };
    model.legal_name = Set(legal_name);
    model.street = Set(input.street.trim().to_owned());
    model.postcode = Set(input.postcode.trim().to_owned());
    model.city = Set(city);
    model.country = Set(country);
    model.vat_number = Set(vat_number);
    model.updated_at = Set(Utc::now());
    let saved = if existing.is_some() {
        model.update(&txn).await?
    } else {
        model.insert(&txn).await?
    };
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: if existing.is_some() {
                AuditAction::Update
            } else {
                AuditAction::Create
            },
            object_type: "buyer_legal",
            object_id: Some(saved.id.to_string()),
            company_id: Some(company_id),
            detail: Some(json!({"divisionId": division_id, "before": existing, "after": saved})),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(dto(Some(saved)))
}

/// Takes a division's own legal data away (audited), so its invoices use the company's again;
/// answers what it has now (`saved` false). Nothing to take away is not an error.
pub async fn remove_division_own(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    company_id: i32,
    division_id: i32,
) -> AppResult<BuyerLegalDto> {
    let txn = crate::db::begin_write(db).await?;
    check_target(&txn, company_id, Some(division_id)).await?;
    if let Some(existing) = row(&txn, company_id, Some(division_id)).await? {
        buyer_legal::Entity::delete_by_id(existing.id)
            .exec(&txn)
            .await?;
        audit::record(
            &txn,
            audit::Entry {
                actor: Some(actor.account.id),
                action: AuditAction::Delete,
                object_type: "buyer_legal",
                object_id: Some(existing.id.to_string()),
                company_id: Some(company_id),
                detail: Some(json!({"divisionId": division_id, "before": existing})),
            },
        )
        .await?;
    }
    txn.commit().await?;
    Ok(dto(None))
}

/// The buyer of an invoice to `company` (its `division`): the division's legal data, else the
/// company's, else the invoice addressee (or company name) in the seller's country.
pub async fn for_issue(
    db: &impl ConnectionTrait,
    company: &company::Model,
    division_id: Option<i32>,
    addressee: Option<&str>,
    seller_country: &str,
) -> AppResult<Buyer> {
    let own = match division_id {
        Some(d) => row(db, company.id, Some(d)).await?,
        None => None,
    };
    let legal = match own {
        Some(r) => Some(r),
        None => row(db, company.id, None).await?,
    };
    Ok(match legal {
        Some(r) => Buyer {
            legal_name: r.legal_name,
            street: r
                .street
                .lines()
                .map(|l| l.trim().to_owned())
                .filter(|l| !l.is_empty())
                .collect(),
            postcode: r.postcode,
            city: r.city,
            country: r.country,
            vat_number: (!r.vat_number.is_empty()).then_some(r.vat_number),
        },
        None => {
            let lines: Vec<String> = addressee
                .filter(|a| !a.trim().is_empty())
                .unwrap_or(&company.name)
                .lines()
                .map(|l| l.trim().to_owned())
                .filter(|l| !l.is_empty())
                .collect();
            Buyer {
                legal_name: company.name.clone(),
                street: lines.into_iter().filter(|l| *l != company.name).collect(),
                postcode: String::new(),
                city: String::new(),
                country: seller_country.to_owned(),
                vat_number: None,
            }
        }
    })
}
