//! `GET /api/admin/invoice/` (every company's) and `GET /api/invoice` (the customer's own company's):
//! the issued invoices, sales and storage ones alike (each row says its `kind`), through the list contract (`crate::list`), filtered by brand, company, currency
//! and issue dates, with the totals per currency of every invoice the search and filters match.
use std::collections::BTreeMap;

use chrono::{Days, NaiveDate};
use entity::{
    generated_invoice,
    types::{GroupBrand, CURRENCIES},
};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, RelationTrait,
    Select,
};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{
    dto::{CurrencyTotals, InvoicePage},
    view::{self, Reader},
};
use crate::{
    auth::Scope,
    error::{AppError, AppResult},
    list::{col, company_name, in_order_of, page_ids, Dir, ListRequest, ListSpec, SortColumn},
    money::amount_text,
};

/// Sorts: issued (default: the newest first), number, company, ref, currency, total, paid.
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn {
            id: "issued",
            key: || col(generated_invoice::Column::CreatedAt),
            reversed: true,
        },
        SortColumn::new("number", || col(generated_invoice::Column::Number)),
        SortColumn::new("company", company_name),
        SortColumn::new("ref", || col(generated_invoice::Column::AssignmentRef)),
        SortColumn::new("currency", || col(generated_invoice::Column::Currency)),
        SortColumn::new("total", || col(generated_invoice::Column::TotalMinor)),
        SortColumn::new("paid", || col(generated_invoice::Column::PaidOn)),
    ],
    default_sort: "issued",
    default_dir: Dir::Asc,
    search: || vec![col(generated_invoice::Column::SearchText)],
    tie: || col(generated_invoice::Column::Id),
};

/// The filters of the invoice lists (beside `page`, `size`, `q`, `sort`, `dir`).
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct InvoiceFilters {
    /// `fd` or `eagle`.
    pub group_brand: Option<String>,
    /// One company's invoices (the admin's list; a customer sees their own company's anyway).
    pub company_id: Option<i32>,
    /// One currency's invoices (USD, GBP, EUR, CHF, AED, JPY).
    pub currency: Option<String>,
    /// Issued on or after this day (`YYYY-MM-DD`, UTC).
    pub from: Option<String>,
    /// Issued on or before this day (`YYYY-MM-DD`, UTC).
    pub to: Option<String>,
}

/// The filters, checked: a wrong value is a 400 naming what is allowed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckedFilters {
    pub group_brand: Option<GroupBrand>,
    pub company_id: Option<i32>,
    pub currency: Option<String>,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

fn day(name: &str, text: Option<&str>) -> AppResult<Option<NaiveDate>> {
    match text.map(str::trim) {
        None | Some("") => Ok(None),
        Some(t) => NaiveDate::parse_from_str(t, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| {
                AppError::BadRequest(format!(
                    "'{name}' must be a date written YYYY-MM-DD, not '{t}'."
                ))
            }),
    }
}

impl InvoiceFilters {
    pub fn check(&self) -> AppResult<CheckedFilters> {
        let group_brand = match self.group_brand.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(code) => Some(GroupBrand::parse(code).ok_or_else(|| {
                AppError::BadRequest(format!("'groupBrand' must be fd or eagle, not '{code}'."))
            })?),
        };
        let currency = match self.currency.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(code) if CURRENCIES.contains(&code) => Some(code.to_owned()),
            Some(code) => {
                return Err(AppError::BadRequest(format!(
                    "'currency' must be one of {}, not '{code}'.",
                    CURRENCIES.join(", ")
                )))
            }
        };
        let (from, to) = (
            day("from", self.from.as_deref())?,
            day("to", self.to.as_deref())?,
        );
        if let (Some(f), Some(t)) = (from, to) {
            if t < f {
                return Err(AppError::BadRequest(format!(
                    "'to' ({t}) is before 'from' ({f})."
                )));
            }
        }
        Ok(CheckedFilters {
            group_brand,
            company_id: self.company_id,
            currency,
            from,
            to,
        })
    }

    /// A page's reading of its URL: each odd value is no filter, as the screen reads it.
    pub fn lenient(&self) -> CheckedFilters {
        let alone = |f: InvoiceFilters| f.check().unwrap_or_default();
        let none = InvoiceFilters::default;
        CheckedFilters {
            group_brand: alone(InvoiceFilters {
                group_brand: self.group_brand.clone(),
                ..none()
            })
            .group_brand,
            company_id: self.company_id.filter(|id| *id > 0),
            currency: alone(InvoiceFilters {
                currency: self.currency.clone(),
                ..none()
            })
            .currency,
            from: alone(InvoiceFilters {
                from: self.from.clone(),
                ..none()
            })
            .from,
            to: alone(InvoiceFilters {
                to: self.to.clone(),
                ..none()
            })
            .to,
        }
    }
}

impl CheckedFilters {
    /// The filters as the API query string carries them (after the list parameters).
    pub fn query_pairs(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if let Some(b) = self.group_brand {
            out.push(("groupBrand", b.as_str().to_owned()));
        }
        if let Some(id) = self.company_id {
            out.push(("companyId", id.to_string()));
        }
        if let Some(c) = &self.currency {
            out.push(("currency", c.clone()));
        }
        if let Some(d) = self.from {
            out.push(("from", d.to_string()));
        }
        if let Some(d) = self.to {
            out.push(("to", d.to_string()));
        }
        out
    }

    pub fn apply(&self, scope: Scope) -> Select<generated_invoice::Entity> {
        use generated_invoice::Column as G;
        let mut select = generated_invoice::Entity::find()
            .join(
                JoinType::InnerJoin,
                generated_invoice::Relation::Company.def(),
            )
            .filter(scope.condition(G::CompanyId));
        if let Some(b) = self.group_brand {
            select = select.filter(G::GroupBrand.eq(b.as_str()));
        }
        if let Some(id) = self.company_id {
            select = select.filter(G::CompanyId.eq(id));
        }
        if let Some(c) = &self.currency {
            select = select.filter(G::Currency.eq(c.as_str()));
        }
        if let Some(d) = self.from {
            select = select
                .filter(G::CreatedAt.gte(d.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()));
        }
        if let Some(d) = self.to.and_then(|d| d.checked_add_days(Days::new(1))) {
            select = select
                .filter(G::CreatedAt.lt(d.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()));
        }
        select
    }
}

/// One page of the invoices in scope that pass the filters, and the totals of all that match.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    filters: &CheckedFilters,
    request: &ListRequest,
    reader: Reader,
) -> AppResult<InvoicePage> {
    let select = filters.apply(scope);
    let ids = page_ids(
        db,
        select.clone(),
        generated_invoice::Column::Id,
        &SPEC,
        request,
    )
    .await?;
    let records = generated_invoice::Entity::find()
        .filter(generated_invoice::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let rows = view::dtos(db, in_order_of(&ids.rows, records, |r| r.id), reader).await?;
    let searched = if request.q.trim().is_empty() {
        select
    } else {
        select.filter(crate::list::search_condition(&request.q, &(SPEC.search)()))
    };
    // Summed in Rust over (currency, net, tax, total) of the matching rows: the same answer on both
    // databases (PostgreSQL's SUM of bigint is numeric) and exact in i64.
    let amounts: Vec<(String, i64, i64, i64)> = searched
        .select_only()
        .column(generated_invoice::Column::Currency)
        .column(generated_invoice::Column::NetMinor)
        .column(generated_invoice::Column::TaxMinor)
        .column(generated_invoice::Column::TotalMinor)
        .into_tuple()
        .all(db)
        .await?;
    let mut sums: BTreeMap<String, (u64, i64, i64, i64)> = BTreeMap::new();
    for (currency, net, tax, total) in amounts {
        let s = sums.entry(currency).or_default();
        *s = (s.0 + 1, s.1 + net, s.2 + tax, s.3 + total);
    }
    let totals = sums
        .into_iter()
        .map(|(currency, (count, net, tax, total))| CurrencyTotals {
            count,
            net: amount_text(net, &currency),
            tax: amount_text(tax, &currency),
            total: amount_text(total, &currency),
            currency,
        })
        .collect();
    Ok(InvoicePage {
        rows,
        total: ids.total,
        page: ids.page,
        size: ids.size,
        totals,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filters(brand: &str, currency: &str, from: &str, to: &str) -> InvoiceFilters {
        InvoiceFilters {
            group_brand: Some(brand.into()),
            company_id: Some(3),
            currency: Some(currency.into()),
            from: Some(from.into()),
            to: Some(to.into()),
        }
    }

    #[test]
    fn filters_are_checked_strictly_for_the_api_and_leniently_for_pages() {
        let good = filters("eagle", "JPY", "2026-11-01", "2026-11-30")
            .check()
            .unwrap();
        assert_eq!(
            good.query_pairs(),
            [
                ("groupBrand", "eagle".to_owned()),
                ("companyId", "3".to_owned()),
                ("currency", "JPY".to_owned()),
                ("from", "2026-11-01".to_owned()),
                ("to", "2026-11-30".to_owned())
            ]
        );
        for (bad, says) in [
            (
                filters("hawk", "GBP", "", ""),
                "'groupBrand' must be fd or eagle",
            ),
            (filters("fd", "XYZ", "", ""), "'currency' must be one of"),
            (filters("fd", "GBP", "1 Nov", ""), "'from' must be a date"),
            (
                filters("fd", "GBP", "2026-11-02", "2026-11-01"),
                "'to' (2026-11-01) is before",
            ),
        ] {
            let err = bad.check().unwrap_err();
            assert!(
                matches!(&err, AppError::BadRequest(m) if m.contains(says)),
                "{err:?}"
            );
        }
        let odd = filters("hawk", "GBP", "1 Nov", "2026-11-30").lenient();
        assert_eq!(odd.group_brand, None);
        assert_eq!(odd.currency.as_deref(), Some("GBP"));
        assert_eq!(odd.from, None);
        assert_eq!(odd.to, NaiveDate::from_ymd_opt(2026, 11, 30));
    }
}
