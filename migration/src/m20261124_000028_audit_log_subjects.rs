//! `audit_log.assignment_id` and `audit_log.asset_id`: the assignment and the asset an entry is
//! about, so that an assignment's or an asset's history (the chain of custody) is read with one
//! indexed query instead of a scan of the company's whole log. No foreign keys: the log outlives
//! what it describes. The server fills them on every write (`server/src/audit.rs`, from the
//! entry's object and its `assignmentId` / `assetId` detail); the entries already there are
//! filled here the same way.
use sea_orm_migration::{
    prelude::*,
    schema::*,
    sea_orm::{ConnectionTrait, FromQueryResult, JsonValue},
};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// (index name, column)
const INDEXES: [(&str, AuditLog); 2] = [
    ("idx_audit_log_assignment_id", AuditLog::AssignmentId),
    ("idx_audit_log_asset_id", AuditLog::AssetId),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite alters one column per statement.
        for (_, column) in INDEXES {
            manager
                .alter_table(
                    Table::alter()
                        .table(AuditLog::Table)
                        .add_column(integer_null(column))
                        .to_owned(),
                )
                .await?;
        }
        backfill(manager).await?;
        for (name, column) in INDEXES {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(AuditLog::Table)
                        .col(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, column) in INDEXES {
            manager
                .drop_index(Index::drop().name(name).table(AuditLog::Table).to_owned())
                .await?;
            manager
                .alter_table(
                    Table::alter()
                        .table(AuditLog::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}

/// An entry about an assignment or an asset is about it by its object id (one statement each);
/// any other entry (a document's) by the `assignmentId` or `assetId` of its detail, read here
/// because the two databases read JSON differently.
async fn backfill(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    for (object_type, column) in [
        ("assignment", AuditLog::AssignmentId),
        ("asset", AuditLog::AssetId),
    ] {
        let mut update = Query::update();
        update
            .table(AuditLog::Table)
            .value(
                column,
                Expr::col(AuditLog::ObjectId).cast_as(Alias::new("integer")),
            )
            .and_where(Expr::col(AuditLog::ObjectType).eq(object_type))
            .and_where(Expr::col(AuditLog::ObjectId).is_not_null());
        db.execute(&update).await?;
    }
    let backend = manager.get_database_backend();
    let mut select = Query::select();
    select
        .columns([AuditLog::Id, AuditLog::Detail])
        .from(AuditLog::Table)
        .and_where(Expr::col(AuditLog::ObjectType).is_not_in(["assignment", "asset"]))
        .and_where(Expr::col(AuditLog::Detail).is_not_null());
    let rows = JsonValue::find_by_statement(backend.build(&select))
        .all(db)
        .await?;
    for row in rows {
        let Some(id) = row.get("id").and_then(JsonValue::as_i64) else {
            continue;
        };
        // PostgreSQL gives the json column as JSON; SQLite as its text.
        let detail = match row.get("detail") {
            Some(JsonValue::String(text)) => serde_json::from_str(text).unwrap_or(JsonValue::Null),
            Some(value) => value.clone(),
            None => JsonValue::Null,
        };
        let of = |key: &str| detail.get(key).and_then(JsonValue::as_i64);
        let (assignment, asset) = (of("assignmentId"), of("assetId"));
        if assignment.is_none() && asset.is_none() {
            continue;
        }
        let mut update = Query::update();
        update
            .table(AuditLog::Table)
            .value(AuditLog::AssignmentId, assignment)
            .value(AuditLog::AssetId, asset)
            .and_where(Expr::col(AuditLog::Id).eq(id));
        db.execute(&update).await?;
    }
    Ok(())
}

#[derive(DeriveIden, Clone, Copy)]
enum AuditLog {
    Table,
    Id,
    ObjectType,
    ObjectId,
    Detail,
    AssignmentId,
    AssetId,
}
