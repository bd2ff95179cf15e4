//! Addresses: every one for the admin; a division's (and its company's division-less ones) for
//! anyone whose scope holds the division; new customer addresses, whose company is always the
//! division's. Another company's division is a 404, exactly like a missing one.
use std::collections::HashMap;

use chrono::Utc;
use entity::{
    address, company, company_division,
    types::{AddressKind, AuditAction},
};
use sea_orm::{
    sea_query::Condition, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, QueryFilter, QueryOrder, Set,
};
use serde_json::json;

use super::{
    countries,
    dto::{AddressDto, AddressFilters, AddressInput, AdminAddressRow},
};
use crate::{
    audit,
    auth::{scope::find_in_scope, CurrentUser, Scope},
    error::{AppError, AppResult},
    features::input::{optional, required, MAX_NAME},
    list::{col, in_order_of, page_ids, Dir, ListRequest, ListSpec, Page, SortColumn},
};

/// Longest address line accepted.
pub const MAX_LINE: usize = 200;

/// Sorts of the admin's address list: city (default), country, postCode, added.
pub const LIST: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("city", || col(address::Column::CityKey)),
        SortColumn::new("country", || col(address::Column::Country)),
        SortColumn::new("postCode", || col(address::Column::PostCode)),
        SortColumn::new("added", || col(address::Column::Id)),
    ],
    default_sort: "city",
    default_dir: Dir::Asc,
    search: || vec![col(address::Column::SearchText)],
    tie: || col(address::Column::Id),
};

/// One page of every address, customers' and forwarders' (`GET /api/admin/address/`), or of one
/// kind; each customer's address with its company's name.
pub async fn page(
    db: &impl ConnectionTrait,
    filters: &AddressFilters,
    request: &ListRequest,
) -> AppResult<Page<AdminAddressRow>> {
    let mut query = address::Entity::find();
    if let Some(kind) = filters.kind()? {
        query = query.filter(address::Column::Kind.eq(kind.as_str()));
    }
    let ids = page_ids(db, query, address::Column::Id, &LIST, request).await?;
    let rows = address::Entity::find()
        .filter(address::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let rows = in_order_of(&ids.rows, rows, |a| a.id);
    let names: HashMap<i32, String> = company::Entity::find()
        .filter(company::Column::Id.is_in(rows.iter().filter_map(|a| a.company_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    Ok(ids.with_rows(
        rows.into_iter()
            .map(|a| AdminAddressRow {
                company_name: a.company_id.and_then(|id| names.get(&id).cloned()),
                address: a.into(),
            })
            .collect(),
    ))
}

/// The division's addresses and its company's addresses that belong to no division, in the order
/// they were added. 404 when the division is missing or outside the scope.
pub async fn for_division(
    db: &impl ConnectionTrait,
    scope: Scope,
    division_id: i32,
) -> AppResult<Vec<AddressDto>> {
    let division = find_in_scope::<company_division::Entity>(db, scope, division_id).await?;
    Ok(address::Entity::find()
        .filter(
            Condition::any()
                .add(address::Column::CompanyDivisionId.eq(division.id))
                .add(
                    Condition::all()
                        .add(address::Column::CompanyId.eq(division.company_id))
                        .add(address::Column::CompanyDivisionId.is_null()),
                ),
        )
        .order_by_asc(address::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// The address fields after the rules: lines and city required, the country one of the list.
pub fn clean(input: &AddressInput) -> AppResult<address::ActiveModel> {
    let country = countries::canonical_name(&input.country).ok_or_else(|| {
        AppError::Unprocessable(format!(
            "Unknown country '{}': choose one from the country list.",
            input.country.trim()
        ))
    })?;
    Ok(address::ActiveModel {
        name: Set(optional("The name", input.name.as_deref(), MAX_NAME)?),
        line1: Set(required("The first address line", &input.line1, MAX_LINE)?),
        line2: Set(optional(
            "The second address line",
            input.line2.as_deref(),
            MAX_LINE,
        )?),
        city: Set(required("The city", &input.city, MAX_LINE)?),
        county: Set(optional("The county", input.county.as_deref(), MAX_LINE)?),
        post_code: Set(optional("The post code", input.post_code.as_deref(), 40)?),
        country: Set(country.to_owned()),
        ..Default::default()
    })
}

/// Adds a customer address to a division within the caller's scope (404 otherwise).
pub async fn create(
    db: &DatabaseConnection,
    user: &CurrentUser,
    input: AddressInput,
) -> AppResult<AddressDto> {
    let mut active = clean(&input)?;
    let txn = crate::db::begin_write(db).await?;
    let division =
        find_in_scope::<company_division::Entity>(&txn, user.scope(), input.company_division_id)
            .await?;
    active.company_id = Set(Some(division.company_id));
    active.company_division_id = Set(Some(division.id));
    active.kind = Set(AddressKind::Customer.as_str().to_owned());
    active.created_at = Set(Utc::now());
    let made = active.insert(&txn).await?;
    audit::record(
        &txn,
        audit::Entry {
            actor: Some(user.account.id),
            action: AuditAction::Create,
            object_type: "address",
            object_id: Some(made.id.to_string()),
            company_id: made.company_id,
            detail: Some(json!({ "companyDivisionId": division.id, "city": made.city })),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(made.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(country: &str) -> AddressInput {
        AddressInput {
            company_division_id: 1,
            name: Some(" ".into()),
            line1: " 1 Cork Street ".into(),
            line2: None,
            city: "London".into(),
            county: None,
            post_code: Some(" W1S 3LZ ".into()),
            country: country.into(),
        }
    }

    #[test]
    fn an_address_is_trimmed_and_its_country_named_as_listed() {
        let a = clean(&input("united kingdom")).unwrap();
        assert_eq!(a.line1, Set("1 Cork Street".to_owned()));
        assert_eq!(a.name, Set(None));
        assert_eq!(a.post_code, Set(Some("W1S 3LZ".to_owned())));
        assert_eq!(a.country, Set("United Kingdom".to_owned()));
    }

    #[test]
    fn an_address_needs_a_line_a_city_and_a_known_country() {
        let reason = |i: AddressInput| clean(&i).unwrap_err().public_message();
        assert_eq!(
            reason(input("Atlantis")),
            "Unknown country 'Atlantis': choose one from the country list."
        );
        assert_eq!(
            reason(AddressInput {
                line1: " ".into(),
                ..input("France")
            }),
            "The first address line is required."
        );
        assert_eq!(
            reason(AddressInput {
                city: String::new(),
                ..input("France")
            }),
            "The city is required."
        );
    }
}
