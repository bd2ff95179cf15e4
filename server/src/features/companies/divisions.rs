//! The admin's changes to divisions: add, change (never to another company), delete (refused while
//! anything is left). Each change and its audit entry are one transaction.
use chrono::Utc;
use entity::{address, company, company_division, types::AuditAction};
use sea_orm::{
    sea_query::Condition, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, QueryFilter, Set,
};
use serde_json::json;

use super::{
    dto::{DivisionDto, DivisionInput},
    in_use::{refuse_while_in_use, Owner},
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
    features::input::{self, same_name, MAX_NAME, MAX_TEXT},
};

/// Name and addressee after the rules (trimmed, name required, both bounded).
pub fn clean(input: &DivisionInput) -> AppResult<(String, Option<String>)> {
    Ok((
        input::required("The division name", &input.name, MAX_NAME)?,
        input::optional(
            "The invoice addressee",
            input.invoice.addressee.as_deref(),
            MAX_TEXT,
        )?,
    ))
}

/// 409 when the company already has a division of this name (other than `except`), ignoring case.
async fn ensure_unique_name(
    db: &impl ConnectionTrait,
    company_id: i32,
    name: &str,
    except: Option<i32>,
) -> AppResult<()> {
    let taken = company_division::Entity::find()
        .filter(company_division::Column::CompanyId.eq(company_id))
        .all(db)
        .await?
        .into_iter()
        .any(|d| Some(d.id) != except && same_name(&d.name, name));
    if taken {
        return Err(AppError::Conflict(name_taken(name)));
    }
    Ok(())
}

fn name_taken(name: &str) -> String {
    format!("This company already has a division named {name}.")
}

pub async fn create(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: DivisionInput,
) -> AppResult<DivisionDto> {
    if input.id.is_some() {
        return Err(AppError::Unprocessable(
            "Leave out the id to add a division; PUT changes one.".into(),
        ));
    }
    let (name, addressee) = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    if company::Entity::find_by_id(input.company_id)
        .one(&txn)
        .await?
        .is_none()
    {
        return Err(AppError::Unprocessable(format!(
            "There is no company with id {}.",
            input.company_id
        )));
    }
    ensure_unique_name(&txn, input.company_id, &name, None).await?;
    let now = Utc::now();
    let taken = name_taken(&name);
    let made = company_division::ActiveModel {
        company_id: Set(input.company_id),
        name: Set(name),
        invoice_addressee: Set(addressee),
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
            object_type: "company_division",
            object_id: Some(made.id.to_string()),
            company_id: Some(made.company_id),
            detail: Some(json!({ "name": made.name })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(made.into())
}

pub async fn update(
    db: &DatabaseConnection,
    actor: &CurrentUser,
    input: DivisionInput,
) -> AppResult<DivisionDto> {
    let id = input.id.ok_or_else(|| {
        AppError::Unprocessable("The id is missing: POST adds a division, PUT changes one.".into())
    })?;
    let (name, addressee) = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    let stored = company_division::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    if stored.company_id != input.company_id {
        return Err(AppError::Unprocessable(
            "A division cannot move to another company.".into(),
        ));
    }
    ensure_unique_name(&txn, stored.company_id, &name, Some(id)).await?;
    let changed: Vec<&str> = [
        ("name", stored.name != name),
        ("invoice", stored.invoice_addressee != addressee),
    ]
    .into_iter()
    .filter_map(|(field, differs)| differs.then_some(field))
    .collect();
    let company_id = stored.company_id;
    let taken = name_taken(&name);
    let mut active: company_division::ActiveModel = stored.into();
    active.name = Set(name);
    active.invoice_addressee = Set(addressee);
    active.updated_at = Set(Utc::now());
    let saved = active
        .update(&txn)
        .await
        .map_err(AppError::unique_as(taken))?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Update,
            object_type: "company_division",
            object_id: Some(id.to_string()),
            company_id: Some(company_id),
            detail: Some(json!({ "changed": changed })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(saved.into())
}

/// Deletes a division and its addresses, unless users, assets, assignments, invoices or addresses
/// in use are left (409, naming them). One transaction.
pub async fn delete(db: &DatabaseConnection, actor: &CurrentUser, id: i32) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let stored = company_division::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or(AppError::NotFound)?;
    let its_addresses = Condition::all().add(address::Column::CompanyDivisionId.eq(id));
    refuse_while_in_use(
        &txn,
        &stored.name,
        Owner::Division(id),
        its_addresses.clone(),
    )
    .await?;
    let addresses = address::Entity::delete_many()
        .filter(its_addresses)
        .exec(&txn)
        .await?
        .rows_affected;
    company_division::Entity::delete_by_id(id)
        .exec(&txn)
        .await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(actor.account.id),
            action: AuditAction::Delete,
            object_type: "company_division",
            object_id: Some(id.to_string()),
            company_id: Some(stored.company_id),
            detail: Some(json!({ "name": stored.name, "addresses": addresses })),
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

    #[test]
    fn a_division_needs_a_name() {
        let input = |name: &str, addressee: Option<&str>| DivisionInput {
            id: None,
            company_id: 1,
            name: name.into(),
            invoice: InvoiceDto {
                addressee: addressee.map(str::to_owned),
            },
        };
        assert_eq!(
            clean(&input(" London ", Some(" "))).unwrap(),
            ("London".to_owned(), None)
        );
        assert_eq!(
            clean(&input("", None)).unwrap_err().public_message(),
            "The division name is required."
        );
    }
}
