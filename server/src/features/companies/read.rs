//! Reading companies and divisions: the caller's divisions, the summaries, and the admin's full view.
use std::collections::HashMap;

use entity::{account, company, company_division};
use sea_orm::{
    sea_query::{Expr, Func},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect,
};

use super::dto::{CompanyDto, CompanySummaryDto, InvoiceDto};
use crate::{
    auth::Scope,
    error::{AppError, AppResult},
};

/// The divisions the caller may work in: their own company's, or every company's for the admin.
pub async fn divisions(
    db: &impl ConnectionTrait,
    scope: Scope,
) -> AppResult<Vec<company_division::Model>> {
    let mut divisions = company_division::Entity::find()
        .filter(scope.condition(company_division::Column::CompanyId))
        .all(db)
        .await?;
    sort_by_name(&mut divisions, |d| (&d.name, d.id));
    Ok(divisions)
}

/// Every company, by name (see `sort_by_name`), as the summary gives them.
pub async fn companies(db: &impl ConnectionTrait) -> AppResult<Vec<company::Model>> {
    let mut companies = company::Entity::find().all(db).await?;
    sort_by_name(&mut companies, |c| (&c.name, c.id));
    Ok(companies)
}

/// Orders by name ignoring case, then id: the same on SQLite and PostgreSQL, whatever the collation.
pub fn sort_by_name<T>(items: &mut [T], key: impl Fn(&T) -> (&str, i32)) {
    items.sort_by_cached_key(|item| {
        let (name, id) = key(item);
        (name.to_lowercase(), id)
    });
}

/// Accounts per company of `ids` (companies without accounts are absent).
async fn user_counts(db: &impl ConnectionTrait, ids: &[i32]) -> AppResult<HashMap<i32, u64>> {
    let q = account::Entity::find()
        .select_only()
        .column(account::Column::CompanyId)
        .column_as(Expr::expr(Func::count(Expr::col(account::Column::Id))), "n")
        .filter(account::Column::CompanyId.is_in(ids.iter().copied()))
        .group_by(account::Column::CompanyId);
    let rows: Vec<(Option<i32>, i64)> = q.into_tuple().all(db).await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, n)| Some((id?, u64::try_from(n).unwrap_or(0))))
        .collect())
}

/// Every company with its divisions and user count, by name: what the user form offers
/// (`GET /api/admin/company/options`). The companies list pages (`list.rs`).
pub async fn list(db: &impl ConnectionTrait) -> AppResult<Vec<CompanyDto>> {
    let mut companies = company::Entity::find().all(db).await?;
    sort_by_name(&mut companies, |c| (&c.name, c.id));
    with_divisions(db, companies).await
}

/// Companies as the calls show them: each with its divisions (by name) and user count, read for
/// all of them at once.
pub async fn with_divisions(
    db: &impl ConnectionTrait,
    companies: Vec<company::Model>,
) -> AppResult<Vec<CompanyDto>> {
    let ids: Vec<i32> = companies.iter().map(|c| c.id).collect();
    let mut divisions = company_division::Entity::find()
        .filter(company_division::Column::CompanyId.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    sort_by_name(&mut divisions, |d| (&d.name, d.id));
    let mut by_company: HashMap<i32, Vec<company_division::Model>> = HashMap::new();
    for d in divisions {
        by_company.entry(d.company_id).or_default().push(d);
    }
    let counts = user_counts(db, &ids).await?;
    Ok(companies
        .into_iter()
        .map(|c| {
            let divisions = by_company.remove(&c.id).unwrap_or_default();
            let users = counts.get(&c.id).copied().unwrap_or(0);
            CompanyDto::new(c, divisions, users)
        })
        .collect())
}

/// One company with its divisions and user count; 404 if there is none.
pub async fn get(db: &impl ConnectionTrait, id: i32) -> AppResult<CompanyDto> {
    let company = company::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    with_divisions(db, vec![company])
        .await?
        .pop()
        .ok_or(AppError::NotFound)
}

/// The addressee invoices of a division go to: its own when it has one, else its company's.
pub fn invoice_addressee(company: Option<&str>, division: Option<&str>) -> Option<String> {
    division
        .filter(|d| !d.trim().is_empty())
        .or(company)
        .map(str::to_owned)
}

/// The company summary as it applies to one of its divisions; 404 if the division is not the company's.
pub async fn summary_for_division(
    db: &impl ConnectionTrait,
    company_id: i32,
    division_id: i32,
) -> AppResult<CompanySummaryDto> {
    let company = company::Entity::find_by_id(company_id)
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let division = company_division::Entity::find_by_id(division_id)
        .filter(company_division::Column::CompanyId.eq(company_id))
        .one(db)
        .await?
        .ok_or(AppError::NotFound)?;
    let addressee = invoice_addressee(
        company.invoice_addressee.as_deref(),
        division.invoice_addressee.as_deref(),
    );
    let mut summary = CompanySummaryDto::from(company);
    summary.invoice = InvoiceDto { addressee };
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_division_addressee_wins_unless_blank() {
        assert_eq!(
            invoice_addressee(Some("Acme"), Some("Acme London")).as_deref(),
            Some("Acme London")
        );
        assert_eq!(
            invoice_addressee(Some("Acme"), Some("  ")).as_deref(),
            Some("Acme")
        );
        assert_eq!(
            invoice_addressee(Some("Acme"), None).as_deref(),
            Some("Acme")
        );
        assert_eq!(invoice_addressee(None, None), None);
    }

    #[test]
    fn names_sort_ignoring_case_then_by_id() {
        let mut v = vec![("beta", 1), ("Alpha", 2), ("alpha", 1), ("Gamma", 3)];
        sort_by_name(&mut v, |(n, id)| (n, *id));
        assert_eq!(v, [("alpha", 1), ("Alpha", 2), ("beta", 1), ("Gamma", 3)]);
    }
}
