//! `GET /api/admin/account` and the `/app/users` page: one page of the accounts through the list
//! contract (`crate::list`), each with its company's and division's names.
use std::collections::HashMap;

use entity::{account, company, company_division};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, RelationTrait,
};

use super::dto::AccountDto;
use crate::{
    error::AppResult,
    list::{
        col, company_name, company_search, division_name, division_search, in_order_of, json_text,
        page_ids, Dir, ListRequest, ListSpec, Page, SortColumn,
    },
};

/// Sorts: name (default: last name, then first), email, company, division, roles, disabled.
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("name", || col(account::Column::NameKey)),
        SortColumn::new("email", || col(account::Column::Email)),
        SortColumn::new("company", company_name),
        SortColumn::new("division", division_name),
        // JSON: PostgreSQL has no order for `json`, so both databases order its text.
        SortColumn::new("roles", || json_text("account", "roles")),
        SortColumn::new("disabled", || col(account::Column::Disabled)),
    ],
    default_sort: "name",
    default_dir: Dir::Asc,
    search: || {
        vec![
            col(account::Column::SearchText),
            company_search(),
            division_search(),
        ]
    },
    tie: || col(account::Column::Id),
};

/// One page of the accounts.
pub async fn page(db: &impl ConnectionTrait, request: &ListRequest) -> AppResult<Page<AccountDto>> {
    let select = account::Entity::find()
        .join(JoinType::LeftJoin, account::Relation::Company.def())
        .join(JoinType::LeftJoin, account::Relation::CompanyDivision.def());
    let ids = page_ids(db, select, account::Column::Id, &SPEC, request).await?;
    let accounts = account::Entity::find()
        .filter(account::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let company_ids: Vec<i32> = accounts.iter().filter_map(|a| a.company_id).collect();
    let division_ids: Vec<i32> = accounts
        .iter()
        .filter_map(|a| a.company_division_id)
        .collect();
    let companies: HashMap<i32, String> = company::Entity::find()
        .filter(company::Column::Id.is_in(company_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    let divisions: HashMap<i32, String> = company_division::Entity::find()
        .filter(company_division::Column::Id.is_in(division_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();
    let rows = in_order_of(&ids.rows, accounts, |a| a.id)
        .into_iter()
        .map(|a| {
            let company = a.company_id.and_then(|id| companies.get(&id).cloned());
            let division = a
                .company_division_id
                .and_then(|id| divisions.get(&id).cloned());
            AccountDto::new(a, company, division)
        })
        .collect();
    Ok(ids.with_rows(rows))
}
