//! `GET /api/admin/company` and the `/app/companies` page: one page of the companies through the
//! list contract (`crate::list`), each with its divisions and user count.
use entity::company;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::{dto::CompanyDto, read};
use crate::{
    error::AppResult,
    list::{
        child_count, col, in_order_of, json_text, page_ids, Dir, ListRequest, ListSpec, Page,
        SortColumn,
    },
};

/// Sorts: name (default), groupBrand, currencies, divisions and users (how many).
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("name", || col(company::Column::NameKey)),
        SortColumn::new("groupBrand", || col(company::Column::GroupBrand)),
        // JSON: PostgreSQL has no order for `json`, so both databases order its text.
        SortColumn::new("currencies", || json_text("company", "currencies")),
        SortColumn::new("divisions", || {
            child_count("company_division", "company_id", "company")
        }),
        SortColumn::new("users", || child_count("account", "company_id", "company")),
    ],
    default_sort: "name",
    default_dir: Dir::Asc,
    search: || vec![col(company::Column::SearchText)],
    tie: || col(company::Column::Id),
};

/// One page of the companies.
pub async fn page(db: &impl ConnectionTrait, request: &ListRequest) -> AppResult<Page<CompanyDto>> {
    let ids = page_ids(
        db,
        company::Entity::find(),
        company::Column::Id,
        &SPEC,
        request,
    )
    .await?;
    let companies = company::Entity::find()
        .filter(company::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let rows = read::with_divisions(db, in_order_of(&ids.rows, companies, |c| c.id)).await?;
    Ok(ids.with_rows(rows))
}
