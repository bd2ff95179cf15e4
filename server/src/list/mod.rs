//! The one list contract of every list call that can grow (docs/lists.md):
//! `page` (1-based), `size` (3, 5, 10 or 20; default 10), `q` (every word must be in one of the
//! list's text columns, case and accents folded), `sort` and `dir` (a fixed set of columns per list;
//! anything else is a 400 naming them), plus the list's own filters. The answer is the rows of one
//! page, the total that matches, and the page served (a page past the end serves the last one).
//!
//! Each list says what it sorts and searches by ([`ListSpec`], [`SortColumn`]); paging, ordering and
//! counting are done here, once, in SQL: the database returns the ids of one page, and the list then
//! reads the rows of those ids only.
mod params;

use entity::{company, company_division};
use sea_orm::{
    sea_query::{Condition, Expr, ExprTrait, LikeExpr, NullOrdering, Order, SimpleExpr},
    ConnectionTrait, EntityTrait, IntoSimpleExpr, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Select,
};
use serde::Serialize;
use utoipa::ToSchema;

pub use params::{Dir, ListParams, ListRequest};

use crate::error::AppResult;

/// Page sizes offered (docs/lists.md) and the default.
pub const PAGE_SIZES: [u64; 4] = [3, 5, 10, 20];
pub const DEFAULT_SIZE: u64 = 10;

/// One page of a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    /// The rows of the page served, in the list's order.
    pub rows: Vec<T>,
    /// How many rows match the search and filters, on every page.
    pub total: u64,
    /// The page served: the one asked for, or the last one when that is past the end.
    pub page: u64,
    pub size: u64,
}

impl<T> Page<T> {
    /// The same page (total, number, size) with other rows: a page of ids becomes the page of
    /// the rows read for them.
    pub fn with_rows<U>(self, rows: Vec<U>) -> Page<U> {
        Page {
            rows,
            total: self.total,
            page: self.page,
            size: self.size,
        }
    }
}

/// A column a list may be sorted by: the id the URL and the API use, and what the database orders
/// by. Text columns order by their folded key (`entity::text::sort_key`); empty values come last in
/// both directions.
pub struct SortColumn {
    pub id: &'static str,
    pub key: fn() -> SimpleExpr,
    /// Ordered the other way round (e.g. "age" ascending is the newest first).
    pub reversed: bool,
}

impl SortColumn {
    pub const fn new(id: &'static str, key: fn() -> SimpleExpr) -> Self {
        SortColumn {
            id,
            key,
            reversed: false,
        }
    }
}

/// What one list sorts and searches by.
pub struct ListSpec {
    pub sorts: &'static [SortColumn],
    /// The sort when the request names none.
    pub default_sort: &'static str,
    pub default_dir: Dir,
    /// The folded text columns a search word may be found in (search text or key columns).
    pub search: fn() -> Vec<SimpleExpr>,
    /// Ties are broken by this (the table's id), ascending, so pages never overlap.
    pub tie: fn() -> SimpleExpr,
}

impl ListSpec {
    pub fn sort_ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.sorts.iter().map(|s| s.id)
    }

    fn column(&self, id: &str) -> &SortColumn {
        self.sorts
            .iter()
            .find(|s| s.id == id)
            .unwrap_or(&self.sorts[0])
    }
}

/// Rows whose searched columns hold every word of `q`: `(a LIKE '%w%' OR b LIKE '%w%') AND ...`.
pub fn search_condition(q: &str, columns: &[SimpleExpr]) -> Condition {
    let mut all = Condition::all();
    for term in entity::text::search_terms(q) {
        let pattern = entity::text::like_pattern(&term);
        let mut any = Condition::any();
        for column in columns {
            any = any.add(
                column
                    .clone()
                    .like(LikeExpr::new(pattern.clone()).escape('\\')),
            );
        }
        all = all.add(any);
    }
    all
}

/// The ids of one page of `select` (already scoped and filtered by the list), searched and ordered
/// as `request` says, with the total and the page served. Two queries: a count and one page of ids.
pub async fn page_ids<E: EntityTrait>(
    db: &impl ConnectionTrait,
    select: Select<E>,
    id: impl sea_orm::ColumnTrait,
    spec: &ListSpec,
    request: &ListRequest,
) -> AppResult<Page<i32>>
where
    E::Model: Send + Sync,
{
    let select = if request.q.trim().is_empty() {
        select
    } else {
        select.filter(search_condition(&request.q, &(spec.search)()))
    };
    let total = select.clone().count(db).await?;
    let pages = Ord::max(total.div_ceil(request.size), 1);
    let page = Ord::min(request.page, pages);
    let column = spec.column(&request.sort);
    let ascending = (request.dir == Dir::Asc) != column.reversed;
    let order = if ascending { Order::Asc } else { Order::Desc };
    let ids: Vec<i32> = select
        .select_only()
        .column(id)
        .order_by_with_nulls((column.key)(), order, NullOrdering::Last)
        .order_by((spec.tie)(), Order::Asc)
        .limit(request.size)
        .offset((page - 1) * request.size)
        .into_tuple()
        .all(db)
        .await?;
    Ok(Page {
        rows: ids,
        total,
        page,
        size: request.size,
    })
}

/// `(SELECT COUNT(*) FROM table WHERE table.fk = parent.id)`: a sort by how many children a row has.
pub fn child_count(table: &str, fk: &str, parent: &str) -> SimpleExpr {
    Expr::cust(format!(
        "(SELECT COUNT(*) FROM \"{table}\" WHERE \"{table}\".\"{fk}\" = \"{parent}\".\"id\")"
    ))
}

/// A column qualified by its table (lists join several tables), as a sort key or search column.
pub fn col(column: impl IntoSimpleExpr) -> SimpleExpr {
    column.into_simple_expr()
}

/// The company's name key: lists of company-owned rows sort and search by it (joined).
pub fn company_name() -> SimpleExpr {
    col(company::Column::NameKey)
}

/// The division's name key: lists of division-owned rows sort and search by it (joined).
pub fn division_name() -> SimpleExpr {
    col(company_division::Column::NameKey)
}

/// `CAST(table.column AS TEXT)`: a JSON column sorted by its text (PostgreSQL has no ordering
/// operator for `json`, a sort by it is an error there; SQLite stores the same text).
pub fn json_text(table: &str, column: &str) -> SimpleExpr {
    Expr::cust(format!("CAST(\"{table}\".\"{column}\" AS TEXT)"))
}

/// The company's folded name: lists of company-owned rows search it (joined).
pub fn company_search() -> SimpleExpr {
    col(company::Column::SearchText)
}

/// The division's folded name: lists of division-owned rows search it (joined).
pub fn division_search() -> SimpleExpr {
    col(company_division::Column::SearchText)
}

/// Keeps rows in the order of `ids` (the page's order) after they were read by id.
pub fn in_order_of<T>(ids: &[i32], rows: Vec<T>, id_of: impl Fn(&T) -> i32) -> Vec<T> {
    let mut slots: Vec<Option<T>> = ids.iter().map(|_| None).collect();
    for row in rows {
        if let Some(at) = ids.iter().position(|i| *i == id_of(&row)) {
            slots[at] = Some(row);
        }
    }
    slots.into_iter().flatten().collect()
}
