//! Forwarder addresses: the provider's own (no company), where shipments start and end. Listed
//! for the shipment form, added there or on the addresses screen, corrected and removed on the
//! addresses screen. A correction reaches every shipment that names the address (customers see
//! it there, as they should: it is where their works are); one still named by a shipment cannot
//! be removed.
use chrono::Utc;
use entity::{
    address, assignment, shipment,
    types::{AddressKind, AuditAction},
};
use sea_orm::{
    sea_query::Condition, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    EntityTrait, ModelTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use super::{
    customer::clean,
    dto::{AddressDto, AddressInput, ForwarderAddressInput},
};
use crate::{
    audit,
    auth::CurrentUser,
    error::{AppError, AppResult},
};

/// The forwarder addresses, by name then city.
pub async fn all(db: &impl ConnectionTrait) -> AppResult<Vec<AddressDto>> {
    Ok(address::Entity::find()
        .filter(address::Column::Kind.eq(AddressKind::Forwarder.as_str()))
        .order_by_asc(address::Column::Name)
        .order_by_asc(address::Column::CityKey)
        .order_by_asc(address::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// The address fields of a forwarder input, after the rules every address follows.
fn checked(input: ForwarderAddressInput) -> AppResult<address::ActiveModel> {
    clean(&AddressInput {
        company_division_id: 0,
        name: input.name,
        line1: input.line1,
        line2: input.line2,
        city: input.city,
        county: input.county,
        post_code: input.post_code,
        country: input.country,
    })
}

/// Adds a forwarder address (no company, no division), with its audit entry.
pub async fn create(
    db: &DatabaseConnection,
    user: &CurrentUser,
    input: ForwarderAddressInput,
) -> AppResult<AddressDto> {
    let mut active = checked(input)?;
    active.company_id = Set(None);
    active.company_division_id = Set(None);
    active.kind = Set(AddressKind::Forwarder.as_str().to_owned());
    active.created_at = Set(Utc::now());
    let txn = crate::db::begin_write(db).await?;
    let made = active.insert(&txn).await?;
    record(&txn, user, AuditAction::Create, &made).await?;
    txn.commit().await?;
    Ok(made.into())
}

/// Corrects a forwarder address: every field is replaced by the one sent. A customer's address
/// is not one: 404.
pub async fn update(
    db: &DatabaseConnection,
    user: &CurrentUser,
    id: i32,
    input: ForwarderAddressInput,
) -> AppResult<AddressDto> {
    let fields = checked(input)?;
    let txn = crate::db::begin_write(db).await?;
    let stored = find(&txn, id).await?;
    let mut active: address::ActiveModel = stored.into();
    active.name = fields.name;
    active.line1 = fields.line1;
    active.line2 = fields.line2;
    active.city = fields.city;
    active.county = fields.county;
    active.post_code = fields.post_code;
    active.country = fields.country;
    let saved = active.update(&txn).await?;
    record(&txn, user, AuditAction::Update, &saved).await?;
    txn.commit().await?;
    Ok(saved.into())
}

/// Removes a forwarder address that no shipment (and no assignment) names; otherwise a 409
/// naming the first one, so the admin knows what to change first.
pub async fn delete(db: &DatabaseConnection, user: &CurrentUser, id: i32) -> AppResult<()> {
    let txn = crate::db::begin_write(db).await?;
    let stored = find(&txn, id).await?;
    let names = |origin, destination| Condition::any().add(origin).add(destination);
    if let Some(s) = shipment::Entity::find()
        .filter(names(
            shipment::Column::OriginAddressId.eq(id),
            shipment::Column::DestinationAddressId.eq(id),
        ))
        .order_by_asc(shipment::Column::Id)
        .limit(1)
        .one(&txn)
        .await?
    {
        return Err(AppError::Conflict(format!(
            "This address is where shipment {} starts or ends: change the shipment first.",
            entity::shipment::reference(s.id)
        )));
    }
    if let Some(a) = assignment::Entity::find()
        .filter(names(
            assignment::Column::OriginAddressId.eq(id),
            assignment::Column::DestinationAddressId.eq(id),
        ))
        .order_by_asc(assignment::Column::Id)
        .limit(1)
        .one(&txn)
        .await?
    {
        return Err(AppError::Conflict(format!(
            "This address is the origin or destination of assignment {}: change the assignment first.",
            a.r#ref
        )));
    }
    record(&txn, user, AuditAction::Delete, &stored).await?;
    stored.delete(&txn).await?;
    txn.commit().await?;
    Ok(())
}

/// The forwarder address of this id; a missing one or a customer's is a 404.
async fn find(db: &impl ConnectionTrait, id: i32) -> AppResult<address::Model> {
    address::Entity::find_by_id(id)
        .filter(address::Column::Kind.eq(AddressKind::Forwarder.as_str()))
        .one(db)
        .await?
        .ok_or(AppError::NotFound)
}

async fn record(
    db: &impl ConnectionTrait,
    user: &CurrentUser,
    action: AuditAction,
    a: &address::Model,
) -> AppResult<()> {
    audit::record(
        db,
        audit::Entry {
            actor: Some(user.account.id),
            action,
            object_type: "address",
            object_id: Some(a.id.to_string()),
            company_id: None,
            detail: Some(json!({ "kind": a.kind, "city": a.city })),
        },
    )
    .await
}
