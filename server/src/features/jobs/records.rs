//! Reading the jobs for the admin, and the retry of a failed one.
use chrono::Utc;
use entity::job;
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};

use super::dto::{JobDto, JobStatus, JobSummaryDto};
use crate::{
    error::{AppError, AppResult},
    jobs::store,
    list::{col, in_order_of, page_ids, Dir, ListRequest, ListSpec, Page, SortColumn},
};

/// Sorts: created (default, the newest first), runAt, kind, attempts. Search: kind and last error.
pub const LIST: ListSpec = ListSpec {
    sorts: &[
        SortColumn::new("created", || col(job::Column::Id)),
        SortColumn::new("runAt", || col(job::Column::RunAtMs)),
        SortColumn::new("kind", || col(job::Column::Kind)),
        SortColumn::new("attempts", || col(job::Column::Attempts)),
    ],
    default_sort: "created",
    default_dir: Dir::Desc,
    // Neither column has a folded key: searched lower-cased (the search words are).
    search: || vec![lower("kind"), lower("last_error")],
    tie: || col(job::Column::Id),
};

fn lower(column: &str) -> SimpleExpr {
    Expr::cust(format!("LOWER(\"job\".\"{column}\")"))
}

pub async fn page(
    db: &impl ConnectionTrait,
    status: Option<JobStatus>,
    request: &ListRequest,
) -> AppResult<Page<JobDto>> {
    let mut select = job::Entity::find();
    if let Some(status) = status {
        select = select.filter(job::Column::Status.eq(status.as_str()));
    }
    let ids = page_ids(db, select, job::Column::Id, &LIST, request).await?;
    let rows = job::Entity::find()
        .filter(job::Column::Id.is_in(ids.rows.iter().copied()))
        .all(db)
        .await?;
    let rows = in_order_of(&ids.rows, rows, |j| j.id);
    Ok(ids.with_rows(rows.into_iter().map(JobDto::from).collect()))
}

pub async fn summary(db: &impl ConnectionTrait, kinds: Vec<&str>) -> AppResult<JobSummaryDto> {
    let c = store::counts(db).await?;
    Ok(JobSummaryDto {
        pending: c.pending,
        running: c.running,
        done: c.done,
        failed: c.failed,
        kinds: kinds.into_iter().map(str::to_owned).collect(),
    })
}

/// Puts a failed job back to pending with its attempts again; the job as it now is.
pub async fn retry(db: &impl ConnectionTrait, id: i32) -> AppResult<JobDto> {
    store::retry(db, id, Utc::now()).await?;
    job::Entity::find_by_id(id)
        .one(db)
        .await?
        .map(JobDto::from)
        .ok_or(AppError::NotFound)
}
