//! `GET /api/admin/company` and the `/app/companies` page: one page of the companies through the
//! list contract (`crate::list`), each with its divisions and user count.
use entity::company;
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};

use super::{dto::CompanyDto, service};
use crate::{
    error::AppResult,
    list::{child_count, in_order_of, page_ids, Dir, ListRequest, ListSpec, Page, SortColumn},
};

fn col(column: company::Column) -> SimpleExpr {
    Expr::col((company::Entity, column)).into()
}

/// Sorts: name (default), groupBrand, currencies, divisions and users (how many).
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("name", || col(company::Column::NameKey)),
        SortColumn::new("groupBrand", || col(company::Column::GroupBrand)),
        SortColumn::new("currencies", || col(company::Column::Currencies)),
        SortColumn::new("divisions", || {
            child_count("company_division", "company_id", "company")
        }),
        SortColumn::new("users", || child_count("account", "company_id", "company")),
    ],
    default_sort: "name",
    default_dir: Dir::Asc,
    search: || vec![col(company::Column::NameKey)],
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
    let rows = service::with_divisions(db, in_order_of(&ids.rows, companies, |c| c.id)).await?;
    Ok(Page {
        rows,
        total: ids.total,
        page: ids.page,
        size: ids.size,
    })
}
