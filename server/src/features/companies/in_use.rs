//! What still belongs to a company or a division, so a delete can be refused before it deletes
//! anything (the admin then sees what is left, by name and count).
use entity::{account, address, asset, assignment, generated_invoice, shipment};
use sea_orm::{
    sea_query::{Condition, Query, SelectStatement, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use crate::{
    error::{AppError, AppResult},
    features::input::what_is_left,
};

/// Whose dependants are counted: a whole company's, or one division's.
#[derive(Clone, Copy)]
pub(super) enum Owner {
    Company(i32),
    Division(i32),
}

/// Refuses (409, naming what is left) to delete `name` while users, assets, assignments, invoices
/// or addresses used by an assignment or shipment still belong to `owner`. `its_addresses` selects the
/// addresses the delete would remove.
pub(super) async fn refuse_while_in_use(
    db: &impl ConnectionTrait,
    name: &str,
    owner: Owner,
    its_addresses: Condition,
) -> AppResult<()> {
    // Every table names both its company and its division, so one pair of columns per owner.
    let (users, assets, assignments, invoices) = match owner {
        Owner::Company(id) => (
            count::<account::Entity>(db, account::Column::CompanyId.eq(id)).await?,
            count::<asset::Entity>(db, asset::Column::CompanyId.eq(id)).await?,
            count::<assignment::Entity>(db, assignment::Column::CompanyId.eq(id)).await?,
            count::<generated_invoice::Entity>(db, generated_invoice::Column::CompanyId.eq(id))
                .await?,
        ),
        Owner::Division(id) => (
            count::<account::Entity>(db, account::Column::CompanyDivisionId.eq(id)).await?,
            count::<asset::Entity>(db, asset::Column::CompanyDivisionId.eq(id)).await?,
            count::<assignment::Entity>(db, assignment::Column::CompanyDivisionId.eq(id)).await?,
            count::<generated_invoice::Entity>(
                db,
                generated_invoice::Column::CompanyDivisionId.eq(id),
            )
            .await?,
        ),
    };
    let used = addresses_in_use(db, its_addresses).await?;
    match what_is_left(
        name,
        &[
            (users, "user", "users"),
            (assets, "asset", "assets"),
            (assignments, "assignment", "assignments"),
            (invoices, "invoice", "invoices"),
            (
                used,
                "address used by an assignment or shipment",
                "addresses used by assignments or shipments",
            ),
        ],
    ) {
        Some(refusal) => Err(AppError::Conflict(refusal)),
        None => Ok(()),
    }
}

async fn count<E: EntityTrait>(db: &impl ConnectionTrait, which: SimpleExpr) -> AppResult<u64>
where
    E::Model: Sync,
{
    Ok(E::find().filter(which).count(db).await?)
}

/// Addresses (matching `which`) that an assignment or a shipment names as its origin or
/// destination.
async fn addresses_in_use(db: &impl ConnectionTrait, which: Condition) -> AppResult<u64> {
    let uses = [
        ids_in(assignment::Entity, assignment::Column::OriginAddressId),
        ids_in(assignment::Entity, assignment::Column::DestinationAddressId),
        ids_in(shipment::Entity, shipment::Column::OriginAddressId),
        ids_in(shipment::Entity, shipment::Column::DestinationAddressId),
    ];
    let used = uses.into_iter().fold(Condition::any(), |any, ids| {
        any.add(address::Column::Id.in_subquery(ids))
    });
    Ok(address::Entity::find()
        .filter(which)
        .filter(used)
        .count(db)
        .await?)
}

/// The non-null values of `column` in `entity`'s table, as a subquery.
fn ids_in<E: EntityTrait>(entity: E, column: E::Column) -> SelectStatement {
    Query::select()
        .column(column)
        .from(entity)
        .and_where(column.is_not_null())
        .to_owned()
}
