//! Classifying constraint errors the same way on SQLite and PostgreSQL.
//!
//! `DbErr::sql_err()` covers most cases, but SQLite reports a blocked `ON DELETE RESTRICT` as
//! `SQLITE_CONSTRAINT_TRIGGER` (extended code 1811, "FOREIGN KEY constraint failed"), which
//! `sql_err()` does not recognise. Use these instead when mapping errors to 409/422.
use sea_orm::{DbErr, RuntimeErr, SqlErr};

/// A unique constraint or unique index was violated (e.g. `account.email`, `assignment.ref`).
pub fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// A foreign key was violated: a missing parent on insert/update, or a delete blocked by RESTRICT.
pub fn is_foreign_key_violation(err: &DbErr) -> bool {
    if matches!(
        err.sql_err(),
        Some(SqlErr::ForeignKeyConstraintViolation(_))
    ) {
        return true;
    }
    if let DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) = err {
        if let Some(db) = e.as_database_error() {
            return db.code().as_deref() == Some("1811") && db.message().contains("FOREIGN KEY");
        }
    }
    false
}
