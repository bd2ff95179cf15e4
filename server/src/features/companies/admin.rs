//! The admin's changes to companies: add, change, delete. Each change and its audit entry are one
//! transaction; a delete that would leave anything behind is refused and deletes nothing.
use chrono::Utc;
use entity::{
    address, company, company_division,
    types::{AuditAction, GroupBrand, CURRENCIES},
};
use sea_orm::{
    sea_query::Condition, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, QueryFilter, Set,
};
use serde_json::json;

use super::{
    dto::{CompanyDto, CompanyInput},
    in_use::{refuse_while_in_use, Owner},
    read,
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
    features::input::{self, from_list, same_name, MAX_NAME, MAX_TEXT},
};

/// A company's fields after the rules: trimmed, checked, ready to store.
#[derive(Debug, PartialEq)]
pub struct CleanCompany {
    pub name: String,
    pub currencies: Vec<String>,
    pub addressee: Option<String>,
    pub group_brand: GroupBrand,
}

/// The rules that need no database: name required, currencies from the six without repeats, a
/// known group brand, a bounded addressee.
pub fn clean(input: &CompanyInput) -> AppResult<CleanCompany> {
    Ok(CleanCompany {
        name: input::required("The company name", &input.name, MAX_NAME)?,
        currencies: from_list("currency", &input.currencies, &CURRENCIES)?,
        addressee: input::optional(
            "The invoice addressee",
            input.invoice.addressee.as_deref(),
            MAX_TEXT,
        )?,
        group_brand: GroupBrand::parse(&input.group_brand).ok_or_else(|| {
            AppError::Unprocessable(format!(
                "Unknown group brand '{}': choose fd or eagle.",
                input.group_brand
            ))
        })?,
    })
}

/// 409 when another company (other than `except`) already has this name, ignoring case.
async fn ensure_unique_name(
    db: &impl ConnectionTrait,
    name: &str,
    except: Option<i32>,
) -> AppResult<()> {
    let taken = company::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .any(|c| Some(c.id) != except && same_name(&c.name, name));
    if taken {
        return Err(AppError::Conflict(name_taken(name)));
    }
    Ok(())
}

fn name_taken(name: &str) -> String {
    format!("A company named {name} already exists.")
}

pub async fn create(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: CompanyInput,
) -> AppResult<CompanyDto> {
    if input.id.is_some() {
        return Err(AppError::Unprocessable(
            "Leave out the id to add a company; PUT changes one.".into(),
        ));
    }
    let clean = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    ensure_unique_name(&txn, &clean.name, None).await?;
    let now = Utc::now();
    let taken = name_taken(&clean.name);
    let made = company::ActiveModel {
        name: Set(clean.name),
        group_brand: Set(clean.group_brand.as_str().to_owned()),
        currencies: Set(clean.currencies.into()),
        invoice_addressee: Set(clean.addressee),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(AppError::unique_as(taken))?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Create,
            object_type: "company",
            object_id: Some(made.id.to_string()),
            company_id: Some(made.id),
            detail: Some(json!({ "name": made.name })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(CompanyDto::new(made, Vec::new(), 0))
}

pub async fn update(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: CompanyInput,
) -> AppResult<CompanyDto> {
    let id = input.id.ok_or_else(|| {
        AppError::Unprocessable("The id is missing: POST adds a company, PUT changes one.".into())
    })?;
    let clean = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    let stored = company::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    ensure_unique_name(&txn, &clean.name, Some(id)).await?;
    let changed: Vec<&str> = [
        ("name", stored.name != clean.name),
        ("currencies", stored.currencies.0 != clean.currencies),
        ("invoice", stored.invoice_addressee != clean.addressee),
        (
            "groupBrand",
            stored.group_brand != clean.group_brand.as_str(),
        ),
    ]
    .into_iter()
    .filter_map(|(field, differs)| differs.then_some(field))
    .collect();
    let taken = name_taken(&clean.name);
    let mut active: company::ActiveModel = stored.into();
    active.name = Set(clean.name);
    active.currencies = Set(clean.currencies.into());
    active.invoice_addressee = Set(clean.addressee);
    active.group_brand = Set(clean.group_brand.as_str().to_owned());
    active.updated_at = Set(Utc::now());
    active
        .update(&txn)
        .await
        .map_err(AppError::unique_as(taken))?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Update,
            object_type: "company",
            object_id: Some(id.to_string()),
            company_id: Some(id),
            detail: Some(json!({ "changed": changed })),
        },
    )
    .await?;
    let dto = read::get(&txn, id).await?;
    txn.commit().await?;
    Ok(dto)
}

/// Deletes a company with its divisions and their addresses, unless users, assets, assignments or
/// invoices are left (409, naming them). One transaction: all of it or nothing.
pub async fn delete(db: &DatabaseConnection, actor: &CurrentUser, id: i32) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let stored = company::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let divisions = company_division::Entity::find()
        .filter(company_division::Column::CompanyId.eq(id))
        .all(&txn)
        .await?;
    let division_ids: Vec<i32> = divisions.iter().map(|d| d.id).collect();
    let its_addresses = Condition::any()
        .add(address::Column::CompanyId.eq(id))
        .add(address::Column::CompanyDivisionId.is_in(division_ids.clone()));
    refuse_while_in_use(
        &txn,
        &stored.name,
        Owner::Company(id),
        its_addresses.clone(),
    )
    .await?;
    let addresses = address::Entity::delete_many()
        .filter(its_addresses)
        .exec(&txn)
        .await?
        .rows_affected;
    for d in &divisions {
        audit::record(
            &txn,
            audit::Entry {
                actor: Some(actor.account.id),
                action: AuditAction::Delete,
                object_type: "company_division",
                object_id: Some(d.id.to_string()),
                company_id: Some(id),
                detail: Some(json!({ "name": d.name, "withCompany": true })),
            },
        )
        .await?;
    }
    company_division::Entity::delete_many()
        .filter(company_division::Column::CompanyId.eq(id))
        .exec(&txn)
        .await?;
    company::Entity::delete_by_id(id).exec(&txn).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Delete,
            object_type: "company",
            object_id: Some(id.to_string()),
            company_id: Some(id),
            detail: Some(json!({
                "name": stored.name,
                "divisions": divisions.len(),
                "addresses": addresses,
            })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::companies::dto::InvoiceDto;

    fn input(name: &str, currencies: &[&str], brand: &str) -> CompanyInput {
        CompanyInput {
            id: None,
            name: name.into(),
            currencies: currencies.iter().map(|c| c.to_string()).collect(),
            invoice: InvoiceDto {
                addressee: Some("  Accounts\nAcme  ".into()),
            },
            group_brand: brand.into(),
        }
    }

    #[test]
    fn a_good_company_is_trimmed() {
        let c = clean(&input("  Acme ", &["GBP", "USD"], "eagle")).unwrap();
        assert_eq!(
            c,
            CleanCompany {
                name: "Acme".into(),
                currencies: vec!["GBP".into(), "USD".into()],
                addressee: Some("Accounts\nAcme".into()),
                group_brand: GroupBrand::Eagle,
            }
        );
    }

    #[test]
    fn bad_companies_are_refused_with_a_reason() {
        let reason = |i: CompanyInput| clean(&i).unwrap_err().public_message();
        assert_eq!(
            reason(input(" ", &[], "fd")),
            "The company name is required."
        );
        assert!(reason(input("Acme", &["GBP", "BTC"], "fd")).contains("Unknown currency 'BTC'"));
        assert_eq!(
            reason(input("Acme", &["EUR", "EUR"], "fd")),
            "The currency EUR is listed twice."
        );
        assert_eq!(
            reason(input("Acme", &[], "FD")),
            "Unknown group brand 'FD': choose fd or eagle."
        );
    }
}
