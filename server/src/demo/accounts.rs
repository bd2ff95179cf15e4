//! Demo accounts: the provider admin and the customers' users, keyed by email. Passwords go
//! through the product's own Argon2 hashing, and each creation is audited as `create_admin` does.
use chrono::{DateTime, Utc};
use entity::{account, types::AuditAction};
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, Set};

use super::{
    catalogue::{self, Person, DEMO_PASSWORD},
    DemoAccount, SeedReport,
};
use crate::{
    audit,
    auth::{self, password},
};

/// The role every customer user holds (business roles say what they do there).
const CUSTOMER_ROLE: &str = "Customer";

/// Where an account belongs.
pub(super) struct Membership<'a> {
    pub company_id: i32,
    pub division_id: i32,
    pub place: String,
    pub business_roles: &'a [&'a str],
}

pub(super) async fn ensure_admin(
    txn: &DatabaseTransaction,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<Option<i32>> {
    ensure(txn, &catalogue::PROVIDER_ADMIN, None, now, report).await
}

/// A customer user; returns its id when this run created it.
pub(super) async fn ensure_customer(
    txn: &DatabaseTransaction,
    person: &Person,
    membership: Membership<'_>,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<Option<i32>> {
    ensure(txn, person, Some(membership), now, report).await
}

/// Lists the users of a company that was already there, for the sign-in printout.
pub(super) async fn list_existing(
    txn: &DatabaseTransaction,
    company: &catalogue::Company,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    for user in company.users {
        if find(txn, user.person.email).await?.is_some() {
            report.accounts.push(DemoAccount {
                email: user.person.email.to_owned(),
                role: CUSTOMER_ROLE.to_owned(),
                place: format!(
                    "{} · {}",
                    company.name, company.divisions[user.division].name
                ),
                created: false,
            });
        }
    }
    Ok(())
}

async fn find(txn: &DatabaseTransaction, email: &str) -> anyhow::Result<Option<account::Model>> {
    Ok(account::Entity::find()
        .filter(account::Column::Email.eq(entity::types::normalize_email(email)))
        .one(txn)
        .await?)
}

async fn ensure(
    txn: &DatabaseTransaction,
    person: &Person,
    membership: Option<Membership<'_>>,
    now: DateTime<Utc>,
    report: &mut SeedReport,
) -> anyhow::Result<Option<i32>> {
    let (role, place) = match &membership {
        None => (auth::ADMIN_ROLE, "Plinth (provider)".to_owned()),
        Some(m) => (CUSTOMER_ROLE, m.place.clone()),
    };
    let exists = find(txn, person.email).await?.is_some();
    report.accounts.push(DemoAccount {
        email: person.email.to_owned(),
        role: role.to_owned(),
        place,
        created: !exists,
    });
    if exists {
        return Ok(None);
    }
    let hash = password::hash(DEMO_PASSWORD.to_owned()).await?;
    let company_id = membership.as_ref().map(|m| m.company_id);
    let business_roles: Vec<String> = membership
        .as_ref()
        .map(|m| m.business_roles.iter().map(|r| (*r).to_owned()).collect())
        .unwrap_or_default();
    let created = account::ActiveModel {
        email: Set(person.email.to_owned()),
        password_hash: Set(hash),
        first_name: Set(person.first_name.to_owned()),
        last_name: Set(person.last_name.to_owned()),
        company_id: Set(company_id),
        company_division_id: Set(membership.as_ref().map(|m| m.division_id)),
        roles: Set(vec![role.to_owned()].into()),
        business_roles: Set(business_roles.into()),
        theme: Set("21".to_owned()),
        disabled: Set(false),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    audit::record(
        txn,
        audit::Entry {
            actor: None,
            action: AuditAction::Create,
            object_type: "account",
            object_id: Some(created.id.to_string()),
            company_id,
            detail: Some(serde_json::json!({ "role": role, "source": "seed-demo" })),
        },
    )
    .await?;
    report.created.accounts += 1;
    report.created.audit_entries += 1;
    Ok(Some(created.id))
}
