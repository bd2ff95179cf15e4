//! Who may see which company's data: one value, made by the extractor, passed into every query of
//! customer data. A customer sees their own company (all its divisions); the admin sees all.
use sea_orm::{
    sea_query::{Condition, Expr, ExprTrait},
    ColumnTrait, ConnectionTrait, EntityTrait, PrimaryKeyTrait, QueryFilter,
};

use crate::error::{AppError, AppResult};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    All,
    Company(i32),
    /// A signed-in account with no company and no admin role: sees no customer data at all.
    Nothing,
}

impl Scope {
    /// The filter to put on a query of a tenant-owned table.
    pub fn condition(&self, company_column: impl ColumnTrait) -> Condition {
        match self {
            Scope::All => Condition::all(),
            Scope::Company(id) => Condition::all().add(company_column.eq(*id)),
            Scope::Nothing => Condition::all().add(ExprTrait::eq(Expr::val(1), 0)),
        }
    }

    pub fn allows(&self, company_id: Option<i32>) -> bool {
        match self {
            Scope::All => true,
            Scope::Company(id) => company_id == Some(*id),
            Scope::Nothing => false,
        }
    }
}

/// A table whose rows belong to one company.
pub trait CompanyOwned: EntityTrait {
    fn company_column() -> Self::Column;
}

/// Finds one row by id within the scope. Another company's row and a missing row give the same 404.
pub async fn find_in_scope<E>(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: i32,
) -> AppResult<E::Model>
where
    E: CompanyOwned,
    <E::PrimaryKey as PrimaryKeyTrait>::ValueType: From<i32>,
{
    let found = E::find_by_id(id)
        .filter(scope.condition(E::company_column()))
        .one(db)
        .await?;
    match found {
        Some(row) => Ok(row),
        None => {
            if let Scope::Company(company_id) = scope {
                log_if_elsewhere::<E>(db, company_id, id).await?;
            }
            Err(AppError::NotFound)
        }
    }
}

/// A customer asked for a row that exists but is another company's: the answer stays the 404 of a
/// missing row, and the log says who tried (the request's span names the account and address).
async fn log_if_elsewhere<E>(db: &impl ConnectionTrait, company_id: i32, id: i32) -> AppResult<()>
where
    E: CompanyOwned,
    <E::PrimaryKey as PrimaryKeyTrait>::ValueType: From<i32>,
{
    if E::find_by_id(id).one(db).await?.is_some() {
        tracing::warn!(target: "security", event = "cross_company_access",
            object = E::default().table_name(), id, company_id,
            "refused another company's object (answered 404)");
    }
    Ok(())
}

macro_rules! company_owned {
    ($($module:ident),* $(,)?) => {
        $(impl CompanyOwned for entity::$module::Entity {
            fn company_column() -> Self::Column { entity::$module::Column::CompanyId }
        })*
    };
}

company_owned!(
    company_division,
    asset,
    assignment,
    measurement,
    storage_entry,
    assignment_asset,
    invoice,
    storage_invoice_item,
    generated_invoice
);

impl CompanyOwned for entity::company::Entity {
    fn company_column() -> Self::Column {
        entity::company::Column::Id
    }
}
