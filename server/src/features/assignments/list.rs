//! `GET /api/assignment` and the `/app/assignment` page: one page of the assignments in scope,
//! through the list contract (`crate::list`): the database answers the page's ids, then the rows
//! of those ids are read with their asset tallies.
use entity::{assignment, types::AssignmentStatus};
use sea_orm::{
    sea_query::{CaseStatement, ExprTrait, SimpleExpr},
    ColumnTrait, ConnectionTrait, QueryFilter,
};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{dto::AssignmentRow, read};
use crate::{
    auth::Scope,
    error::AppResult,
    list::{
        child_count, col, company_name, company_search, division_name, division_search, page_ids,
        Dir, ListRequest, ListSpec, Page, SortColumn,
    },
};

/// Statuses in the workflow's order (docs/assignments.md), not alphabetically.
fn status_order() -> SimpleExpr {
    let mut case = CaseStatement::new();
    for (position, status) in AssignmentStatus::ALL.iter().enumerate() {
        case = case.case(
            ExprTrait::eq(col(assignment::Column::Status), status.as_str()),
            position as i32,
        );
    }
    case.finally(AssignmentStatus::ALL.len() as i32).into()
}

/// Sorts: age (default: the newest first), ref, company, division, status (workflow order),
/// progress, assets (how many), po.
pub const SPEC: ListSpec = ListSpec {
    sorts: &[
        SortColumn {
            id: "age",
            key: || col(assignment::Column::CreatedAt),
            reversed: true,
        },
        SortColumn::new("ref", || col(assignment::Column::RefKey)),
        SortColumn::new("company", company_name),
        SortColumn::new("division", division_name),
        SortColumn::new("status", status_order),
        SortColumn::new("progress", || col(assignment::Column::Progress)),
        SortColumn::new("assets", || {
            child_count("assignment_asset", "assignment_id", "assignment")
        }),
        SortColumn::new("po", || col(assignment::Column::PoKey)),
    ],
    default_sort: "age",
    default_dir: Dir::Asc,
    search: || {
        vec![
            col(assignment::Column::SearchText),
            company_search(),
            division_search(),
        ]
    },
    tie: || col(assignment::Column::Id),
};

/// The filters of `GET /api/assignment` (beside `page`, `size`, `q`, `sort`, `dir`).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AssignmentFilters {
    /// One owner company's assignments only.
    pub company_id: Option<i32>,
    /// One division's assignments only.
    pub company_division_id: Option<i32>,
    /// With completed assignments too (default: all of them).
    pub inc_completed: Option<bool>,
}

impl AssignmentFilters {
    /// The filters as the API query string carries them (after the list parameters).
    pub fn query_pairs(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if let Some(id) = self.company_id {
            out.push(("companyId", id.to_string()));
        }
        if let Some(id) = self.company_division_id {
            out.push(("companyDivisionId", id.to_string()));
        }
        if let Some(inc) = self.inc_completed {
            out.push(("incCompleted", inc.to_string()));
        }
        out
    }
}

/// One page of the assignments in scope that pass the filters.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    filters: &AssignmentFilters,
    request: &ListRequest,
) -> AppResult<Page<AssignmentRow>> {
    let mut select = read::rows_query(scope);
    if let Some(id) = filters.company_id {
        select = select.filter(assignment::Column::CompanyId.eq(id));
    }
    if let Some(id) = filters.company_division_id {
        select = select.filter(assignment::Column::CompanyDivisionId.eq(id));
    }
    if filters.inc_completed == Some(false) {
        select = select.filter(assignment::Column::Completed.eq(false));
    }
    let ids = page_ids(db, select, assignment::Column::Id, &SPEC, request).await?;
    let rows = read::rows(db, scope, &ids.rows).await?;
    Ok(ids.with_rows(rows))
}
