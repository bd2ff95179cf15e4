//! Multi-row INSERTs in batches, with `RETURNING` for the rows whose ids the next table needs.
//! `RETURNING` is built with sea-query rather than sea-orm's `exec_with_returning_*`, which only
//! use it on SQLite with a cargo feature this workspace does not turn on; SQLite has had it since
//! 3.35 and sqlx bundles a newer one, so the same statement runs on both databases.
use sea_orm::{
    sea_query::{IntoColumnRef, Query},
    ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryTrait, TryGetableMany,
};

/// Rows per INSERT: 1,000 rows of up to 30 columns stay under SQLite's 32,766 bound variables
/// (and PostgreSQL's 65,535).
pub const BATCH: usize = 1_000;

/// Inserts every row, `BATCH` at a time; returns how many.
pub async fn insert_all<A>(db: &impl ConnectionTrait, rows: Vec<A>) -> Result<usize, DbErr>
where
    A: ActiveModelTrait,
{
    let count = rows.len();
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let batch: Vec<A> = rows.by_ref().take(BATCH).collect();
        A::Entity::insert_many(batch)
            .exec_without_returning(db)
            .await?;
    }
    Ok(count)
}

/// Inserts every row, `BATCH` at a time, and reads `columns` back from each inserted row (in no
/// promised order: callers match rows by what they read back, never by position).
pub async fn insert_returning<A, T, C>(
    db: &impl ConnectionTrait,
    rows: Vec<A>,
    columns: C,
) -> Result<Vec<T>, DbErr>
where
    A: ActiveModelTrait,
    T: TryGetableMany,
    C: IntoIterator + Clone,
    C::Item: IntoColumnRef,
{
    let mut out = Vec::with_capacity(rows.len());
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let batch: Vec<A> = rows.by_ref().take(BATCH).collect();
        let mut query = A::Entity::insert_many(batch).into_query();
        query.returning(Query::returning().columns(columns.clone()));
        for row in db.query_all(&query).await? {
            out.push(row.try_get_many_by_index()?);
        }
    }
    Ok(out)
}
