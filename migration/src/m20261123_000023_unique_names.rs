//! Company names, and division names within a company, are unique regardless of case. The admin
//! service checks this first and answers with a clear message; these indexes close the gap when two
//! admins save the same name at the same moment. `lower()` folds ASCII only on SQLite, so the
//! service check (full Unicode case folding) stays the rule and the index the backstop.
//!
//! Written as SQL, not with the builder: sea-query cannot write an expression index for SQLite.
//! The statements are the same on both databases.
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: [&str; 2] = [
    "CREATE UNIQUE INDEX ux_company_lower_name ON company (lower(name))",
    "CREATE UNIQUE INDEX ux_company_division_company_id_lower_name \
     ON company_division (company_id, lower(name))",
];

const DOWN: [&str; 2] = [
    "DROP INDEX ux_company_division_company_id_lower_name",
    "DROP INDEX ux_company_lower_name",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for statement in UP {
            manager
                .get_connection()
                .execute_unprepared(statement)
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for statement in DOWN {
            manager
                .get_connection()
                .execute_unprepared(statement)
                .await?;
        }
        Ok(())
    }
}
