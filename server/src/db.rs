//! Database connection: SQLite (WAL, busy timeout, foreign keys) or PostgreSQL, one codebase.
use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DatabaseTransaction, DbBackend,
    DbErr, SqliteTransactionMode, Statement, TransactionOptions, TransactionTrait, Value,
};

pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    let sqlite = url.starts_with("sqlite:");
    let mut opts = ConnectOptions::new(url.to_owned());
    opts.sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10))
        .acquire_timeout(Duration::from_secs(10));
    if sqlite {
        // SQLite has one writer: a small pool avoids lock convoys; the busy timeout absorbs short waits.
        opts.max_connections(4).min_connections(1);
        opts.map_sqlx_sqlite_opts(|o| {
            o.journal_mode(sea_orm::sqlx::sqlite::SqliteJournalMode::Wal)
                .synchronous(sea_orm::sqlx::sqlite::SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(5))
                .foreign_keys(true)
        });
    } else {
        opts.max_connections(16);
    }
    let db = Database::connect(opts).await?;
    if sqlite {
        db.execute_unprepared("PRAGMA foreign_keys = ON").await?;
    }
    Ok(db)
}

/// Connects and brings the schema up to date: SQLite migrates itself; PostgreSQL migrates when
/// `migrate` is true and otherwise refuses a schema with pending migrations (`plinth migrate` is
/// run once for all instances).
pub async fn open(url: &str, migrate: bool) -> anyhow::Result<DatabaseConnection> {
    use anyhow::Context;
    let db = connect(url).await.context("cannot open the database")?;
    let sqlite = db.get_database_backend() == DbBackend::Sqlite;
    if !(migrate || sqlite) {
        if pending_migrations(&db).await? > 0 {
            anyhow::bail!("the database has pending migrations: run `plinth migrate` first");
        }
        return Ok(db);
    }
    let applied = self::migrate(&db)
        .await
        .context("cannot apply migrations")?;
    if applied == 0 {
        return Ok(db);
    }
    tracing::info!(applied, "applied database migrations");
    if !sqlite {
        return Ok(db);
    }
    // The pool may open connections while the migrations run (one is busy when the next statement
    // asks). With such connections kept, about one new database in 500 read a fresh insert into a
    // table the migrations had altered back without the new column's value ("Missing value for
    // column 'locale'"); with every connection opened after the last migration, none in 2,400.
    db.close().await?;
    connect(url).await.context("cannot open the database")
}

/// Begins a transaction that will write. On SQLite it takes the write lock at `BEGIN IMMEDIATE`,
/// so a second writer waits out the busy timeout; a deferred one would fail at once ("database is
/// locked") when its first read turns into a write. PostgreSQL ignores the mode.
pub async fn begin_write(db: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    db.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..Default::default()
    })
    .await
}

/// A statement written with PostgreSQL's numbered placeholders (`$1`), for either database: SQLite
/// reads the same numbers as `?1`. For the few statements the query builder cannot say on both
/// (upserts with `RETURNING`, `FOR UPDATE SKIP LOCKED`); the SQL must hold no other `$`.
pub fn statement(db: &impl ConnectionTrait, sql: &str, values: Vec<Value>) -> Statement {
    let backend = db.get_database_backend();
    let sql = match backend {
        DbBackend::Sqlite => sql.replace('$', "?"),
        _ => sql.to_owned(),
    };
    Statement::from_sql_and_values(backend, sql, values)
}

/// The advisory lock's key held while migrating PostgreSQL (any number no other tool on the
/// database uses; this one spells "plinth").
const MIGRATION_LOCK: i64 = 0x706c_696e_7468;

/// Applies pending migrations; returns how many were applied. On PostgreSQL under an advisory lock
/// held on a connection of its own: of several instances started together on one database, one
/// migrates, the others wait for it and then find nothing left to do. (The lock goes with the
/// connection, so a process killed while migrating does not leave it held.)
pub async fn migrate(db: &DatabaseConnection) -> Result<usize, DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        let pending = pending_migrations(db).await?;
        Migrator::up(db, None).await?;
        return Ok(pending);
    }
    use sea_orm::sqlx;
    let mut lock = db
        .get_postgres_connection_pool()
        .acquire()
        .await
        .map_err(|e| DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e.into())))?;
    let sqlx_err = |e: sqlx::Error| DbErr::Exec(sea_orm::RuntimeErr::SqlxError(e.into()));
    sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *lock)
        .await
        .map_err(sqlx_err)?;
    let applied = async {
        let pending = pending_migrations(db).await?;
        if pending > 0 {
            Migrator::up(db, None).await?;
        }
        Ok::<_, DbErr>(pending)
    }
    .await;
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *lock)
        .await
        .map_err(sqlx_err)?;
    applied
}

/// Pending migrations, so `serve` on PostgreSQL can refuse to run an old schema.
pub async fn pending_migrations(db: &DatabaseConnection) -> Result<usize, DbErr> {
    Ok(Migrator::get_pending_migrations(db).await?.len())
}

/// Moves a row from `version` to the next one as the first write of a save's transaction, or
/// refuses: 404 when there is no such row, 409 with `changed_meanwhile` when it has another version
/// (someone else saved it since). One `UPDATE ... WHERE id = ? AND version = ?`, so two saves from
/// the same version can never both pass, whatever the timing; the caller's rollback undoes it.
pub async fn claim_version<E: sea_orm::EntityTrait>(
    txn: &DatabaseTransaction,
    (id_column, id): (E::Column, i32),
    (version_column, version): (E::Column, i32),
    changed_meanwhile: &str,
) -> crate::error::AppResult<()> {
    use sea_orm::{
        sea_query::{Expr, ExprTrait},
        ColumnTrait, QueryFilter,
    };
    let claimed = E::update_many()
        .col_expr(version_column, Expr::col(version_column).add(1))
        .filter(id_column.eq(id))
        .filter(version_column.eq(version))
        .exec(txn)
        .await?;
    if claimed.rows_affected == 1 {
        return Ok(());
    }
    match E::find().filter(id_column.eq(id)).one(txn).await? {
        Some(_) => Err(crate::error::AppError::Conflict(changed_meanwhile.into())),
        None => Err(crate::error::AppError::NotFound),
    }
}
