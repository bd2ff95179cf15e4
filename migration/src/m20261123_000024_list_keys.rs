//! List keys: folded search text and sort keys on the tables whose lists page on the server
//! (assets, assignments, accounts, companies, divisions, addresses), filled for the rows already there, with
//! the indexes each list's sort and scope use. The keys are compared byte by byte on both databases:
//! SQLite's default collation already does; on PostgreSQL the columns are `COLLATE "C"` so that the
//! server's locale does not reorder them.
use entity::text::{search_text, sort_key};
use sea_orm_migration::{
    prelude::*,
    sea_orm::{ConnectionTrait, DatabaseBackend, FromQueryResult, JsonValue},
};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A key column: text, nullable (an empty source has no key and sorts last).
fn key_column(backend: DatabaseBackend, name: &'static str) -> ColumnDef {
    let mut def = ColumnDef::new(Alias::new(name));
    def.string().null();
    if backend == DatabaseBackend::Postgres {
        def.extra("COLLATE \"C\"");
    }
    def
}

/// The search text column: never NULL, empty when the row has no text.
fn search_column(backend: DatabaseBackend) -> ColumnDef {
    let mut def = ColumnDef::new(Alias::new("search_text"));
    def.text().not_null().default("");
    if backend == DatabaseBackend::Postgres {
        def.extra("COLLATE \"C\"");
    }
    def
}

struct Keyed {
    table: &'static str,
    search: bool,
    keys: &'static [&'static str],
    /// The columns the keys come from, in the order `compute` reads them.
    sources: &'static [&'static str],
    compute: fn(&[Option<String>]) -> Vec<(&'static str, Option<String>)>,
    indexes: &'static [(&'static str, &'static [&'static str])],
}

fn s(values: &[Option<String>], i: usize) -> Option<&str> {
    values[i].as_deref()
}

const TABLES: [Keyed; 6] = [
    Keyed {
        table: "asset",
        search: true,
        keys: &["title_key", "artist_key", "their_ref_key"],
        sources: &["title", "artist", "their_ref", "ref"],
        compute: |v| {
            vec![
                (
                    "search_text",
                    Some(search_text([s(v, 0), s(v, 1), s(v, 2), s(v, 3)])),
                ),
                ("title_key", s(v, 0).and_then(sort_key)),
                ("artist_key", s(v, 1).and_then(sort_key)),
                ("their_ref_key", s(v, 2).and_then(sort_key)),
            ]
        },
        indexes: &[
            (
                "idx_asset_company_id_title_key",
                &["company_id", "title_key"],
            ),
            ("idx_asset_title_key", &["title_key"]),
            (
                "idx_asset_company_id_artist_key",
                &["company_id", "artist_key"],
            ),
            ("idx_asset_artist_key", &["artist_key"]),
            (
                "idx_asset_company_id_their_ref_key",
                &["company_id", "their_ref_key"],
            ),
            ("idx_asset_their_ref_key", &["their_ref_key"]),
        ],
    },
    Keyed {
        table: "assignment",
        search: true,
        keys: &["ref_key", "po_key"],
        sources: &["ref", "po_number"],
        compute: |v| {
            vec![
                ("search_text", Some(search_text([s(v, 0), s(v, 1)]))),
                ("ref_key", s(v, 0).and_then(sort_key)),
                ("po_key", s(v, 1).and_then(sort_key)),
            ]
        },
        indexes: &[
            (
                "idx_assignment_company_id_created_at",
                &["company_id", "created_at"],
            ),
            ("idx_assignment_created_at", &["created_at"]),
            ("idx_assignment_ref_key", &["ref_key"]),
            (
                "idx_assignment_company_id_ref_key",
                &["company_id", "ref_key"],
            ),
            (
                "idx_assignment_company_id_po_key",
                &["company_id", "po_key"],
            ),
            (
                "idx_assignment_completed_created_at",
                &["completed", "created_at"],
            ),
        ],
    },
    Keyed {
        table: "account",
        search: true,
        keys: &["name_key"],
        sources: &["first_name", "last_name", "email"],
        compute: |v| {
            let name = format!("{} {}", s(v, 1).unwrap_or(""), s(v, 0).unwrap_or(""));
            vec![
                (
                    "search_text",
                    Some(search_text([s(v, 0), s(v, 1), s(v, 2)])),
                ),
                ("name_key", sort_key(&name)),
            ]
        },
        indexes: &[("idx_account_name_key", &["name_key"])],
    },
    Keyed {
        table: "company",
        search: false,
        keys: &["name_key"],
        sources: &["name"],
        compute: |v| vec![("name_key", s(v, 0).and_then(sort_key))],
        indexes: &[("idx_company_name_key", &["name_key"])],
    },
    Keyed {
        table: "company_division",
        search: false,
        keys: &["name_key"],
        sources: &["name"],
        compute: |v| vec![("name_key", s(v, 0).and_then(sort_key))],
        indexes: &[("idx_company_division_name_key", &["name_key"])],
    },
    Keyed {
        table: "address",
        search: true,
        keys: &["city_key"],
        sources: &[
            "name",
            "line1",
            "line2",
            "city",
            "county",
            "post_code",
            "country",
        ],
        compute: |v| {
            vec![
                ("search_text", Some(search_text((0..7).map(|i| s(v, i))))),
                ("city_key", s(v, 3).and_then(sort_key)),
            ]
        },
        indexes: &[("idx_address_city_key", &["city_key"])],
    },
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let backend = manager.get_database_backend();
        for keyed in &TABLES {
            let table = Alias::new(keyed.table);
            // SQLite alters one column per statement.
            let mut columns: Vec<ColumnDef> =
                keyed.keys.iter().map(|k| key_column(backend, k)).collect();
            if keyed.search {
                columns.push(search_column(backend));
            }
            for mut column in columns {
                manager
                    .alter_table(
                        Table::alter()
                            .table(table.clone())
                            .add_column(&mut column)
                            .to_owned(),
                    )
                    .await?;
            }
            backfill(manager, keyed).await?;
            for (name, cols) in keyed.indexes {
                let mut index = Index::create();
                index.name(*name).table(table.clone());
                for col in *cols {
                    index.col(Alias::new(*col));
                }
                manager.create_index(index).await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for keyed in TABLES.iter().rev() {
            let table = Alias::new(keyed.table);
            for (name, _) in keyed.indexes {
                manager
                    .drop_index(Index::drop().name(*name).table(table.clone()).to_owned())
                    .await?;
            }
            let mut names: Vec<&str> = keyed.keys.to_vec();
            if keyed.search {
                names.push("search_text");
            }
            for name in names {
                manager
                    .alter_table(
                        Table::alter()
                            .table(table.clone())
                            .drop_column(Alias::new(name))
                            .to_owned(),
                    )
                    .await?;
            }
        }
        Ok(())
    }
}

/// Computes the keys of the rows already in `keyed.table`, one update a row (run once, on upgrade).
async fn backfill(manager: &SchemaManager<'_>, keyed: &Keyed) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let backend = manager.get_database_backend();
    let mut select = Query::select();
    select
        .column(Alias::new("id"))
        .from(Alias::new(keyed.table));
    for source in keyed.sources {
        select.column(Alias::new(*source));
    }
    let rows = JsonValue::find_by_statement(backend.build(&select))
        .all(db)
        .await?;
    for row in rows {
        let Some(id) = row.get("id").and_then(JsonValue::as_i64) else {
            continue;
        };
        let values: Vec<Option<String>> = keyed
            .sources
            .iter()
            .map(|c| row.get(*c).and_then(JsonValue::as_str).map(str::to_owned))
            .collect();
        let mut update = Query::update();
        update.table(Alias::new(keyed.table));
        for (column, value) in (keyed.compute)(&values) {
            update.value(Alias::new(column), value);
        }
        update.and_where(Expr::col(Alias::new("id")).eq(id));
        db.execute(&update).await?;
    }
    Ok(())
}
