//! Reading a history: the audit entries about an assignment or an asset (by the subject columns
//! `audit::record` fills), newest first, as timeline events, with who did each and the
//! assignment's reference. Within the caller's scope: another company's assignment or asset is a
//! 404; a customer never sees a protected document's events, nor the names of the provider's staff.
use std::collections::{HashMap, HashSet};

use entity::{account, asset, assignment, assignment_asset, audit_log};
use sea_orm::{
    sea_query::Condition, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use serde_json::Value;

use super::{
    dto::{ActorDto, HistoryEvent},
    events::{events_of, Entry, View},
};
use crate::{
    auth::{scope::find_in_scope, Scope, ADMIN_ROLE},
    error::AppResult,
    features::documents::attached::sees_protected,
};

/// The newest entries read for one history: far more than a timeline shows, and a bound on work.
pub const MAX_ENTRIES: u64 = 1000;

/// The provider's staff role beside the admin's.
const STAFF_ROLE: &str = "Plinth_Staff";

/// An assignment's history: its own changes, its documents, the shipments it joined.
pub async fn of_assignment(
    db: &impl ConnectionTrait,
    scope: Scope,
    brand: &str,
    id: i32,
) -> AppResult<Vec<HistoryEvent>> {
    let found = find_in_scope::<assignment::Entity>(db, scope, id).await?;
    let about = Condition::all().add(audit_log::Column::AssignmentId.eq(found.id));
    timeline(db, scope, brand, about, View::Assignment).await
}

/// An asset's history: its creation and documents, and for each assignment it is on, joining it
/// and that assignment's status, storage and shipments (not the assignment's documents).
pub async fn of_asset(
    db: &impl ConnectionTrait,
    scope: Scope,
    brand: &str,
    id: i32,
) -> AppResult<Vec<HistoryEvent>> {
    let found = find_in_scope::<asset::Entity>(db, scope, id).await?;
    let jobs: Vec<i32> = assignment_asset::Entity::find()
        .select_only()
        .column(assignment_asset::Column::AssignmentId)
        .filter(assignment_asset::Column::AssetId.eq(found.id))
        .filter(scope.condition(assignment_asset::Column::CompanyId))
        .into_tuple()
        .all(db)
        .await?;
    let about = Condition::any()
        .add(audit_log::Column::AssetId.eq(found.id))
        .add(
            Condition::all()
                .add(audit_log::Column::AssignmentId.is_in(jobs))
                .add(audit_log::Column::ObjectType.is_in(["assignment", "shipment_assignment"])),
        );
    timeline(db, scope, brand, about, View::Asset).await
}

async fn timeline(
    db: &impl ConnectionTrait,
    scope: Scope,
    brand: &str,
    about: Condition,
    view: View,
) -> AppResult<Vec<HistoryEvent>> {
    let entries = audit_log::Entity::find()
        .filter(about)
        .filter(scope.condition(audit_log::Column::CompanyId))
        .order_by_desc(audit_log::Column::At)
        .order_by_desc(audit_log::Column::Id)
        .limit(MAX_ENTRIES)
        .all(db)
        .await?;
    let staff_view = sees_protected(scope);
    let protected = protected_documents(&entries);
    let accounts = accounts(db, &entries).await?;
    let refs = references(db, &entries).await?;
    let mut out = Vec::new();
    for entry in &entries {
        let is_document = entry.object_type == "document";
        if is_document
            && !staff_view
            && entry
                .object_id
                .as_ref()
                .is_some_and(|id| protected.contains(id))
        {
            continue;
        }
        let by = actor(
            entry.account_id,
            entry.account_id.and_then(|id| accounts.get(&id)),
            staff_view,
            brand,
        );
        let mut events = events_of(
            &Entry {
                action: &entry.action,
                object_type: &entry.object_type,
                object_id: entry.object_id.as_deref(),
                detail: entry.detail.as_ref(),
                assignment_id: entry.assignment_id,
            },
            view,
        );
        // Newest first, within one save too.
        events.reverse();
        for mut event in events {
            event.entry_id = entry.id;
            event.at = entry.at;
            event.by = by.clone();
            event.assignment_ref = entry.assignment_id.and_then(|id| refs.get(&id).cloned());
            if !staff_view {
                event.protected = None;
            }
            out.push(event);
        }
    }
    Ok(out)
}

/// The ids of documents flagged protected in any of the entries (their upload, or their delete):
/// a delete written before deletes named the flag is known protected by its upload.
fn protected_documents(entries: &[audit_log::Model]) -> HashSet<String> {
    entries
        .iter()
        .filter(|e| e.object_type == "document")
        .filter(|e| {
            e.detail
                .as_ref()
                .and_then(|d| d.get("protected"))
                .and_then(Value::as_bool)
                == Some(true)
        })
        .filter_map(|e| e.object_id.clone())
        .collect()
}

async fn accounts(
    db: &impl ConnectionTrait,
    entries: &[audit_log::Model],
) -> AppResult<HashMap<i32, account::Model>> {
    let ids: HashSet<i32> = entries.iter().filter_map(|e| e.account_id).collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(account::Entity::find()
        .filter(account::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a))
        .collect())
}

async fn references(
    db: &impl ConnectionTrait,
    entries: &[audit_log::Model],
) -> AppResult<HashMap<i32, String>> {
    let ids: HashSet<i32> = entries.iter().filter_map(|e| e.assignment_id).collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(i32, String)> = assignment::Entity::find()
        .select_only()
        .column(assignment::Column::Id)
        .column(assignment::Column::Ref)
        .filter(assignment::Column::Id.is_in(ids))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}

/// The provider's people: the administrator, the provider's staff, anyone of no company.
pub fn is_provider(account: &account::Model) -> bool {
    account.company_id.is_none()
        || account
            .roles
            .iter()
            .any(|r| r == ADMIN_ROLE || r == STAFF_ROLE)
}

/// Who did it, as the reader may see it. `staff_view`: the provider reads (names shown). To a
/// customer the provider's people and the system are the provider, named by `brand`.
pub fn actor(
    actor_id: Option<i32>,
    account: Option<&account::Model>,
    staff_view: bool,
    brand: &str,
) -> ActorDto {
    let provider_name = (!staff_view).then(|| brand.to_owned());
    match (actor_id, account) {
        // The system (seeded data, a command line).
        (None, _) => ActorDto {
            name: provider_name,
            provider: true,
        },
        // An account removed since: nothing is known of it.
        (Some(_), None) => ActorDto {
            name: None,
            provider: false,
        },
        (Some(_), Some(a)) if is_provider(a) => ActorDto {
            name: provider_name.or_else(|| Some(full_name(a))),
            provider: true,
        },
        (Some(_), Some(a)) => ActorDto {
            name: Some(full_name(a)),
            provider: false,
        },
    }
}

fn full_name(a: &account::Model) -> String {
    format!("{} {}", a.first_name.trim(), a.last_name.trim())
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(company_id: Option<i32>, roles: &[&str]) -> account::Model {
        account::Model {
            id: 1,
            email: "x@example.test".into(),
            password_hash: String::new(),
            first_name: "Sam".into(),
            last_name: "Stone".into(),
            company_id,
            company_division_id: None,
            roles: roles.into(),
            business_roles: Default::default(),
            theme: String::new(),
            locale: "en".to_owned(),
            disabled: false,
            search_text: String::new(),
            name_key: None,
            created_at: Default::default(),
            updated_at: Default::default(),
        }
    }

    fn named(name: Option<&str>, provider: bool) -> ActorDto {
        ActorDto {
            name: name.map(str::to_owned),
            provider,
        }
    }

    #[test]
    fn customers_see_the_provider_never_its_staff() {
        let admin = person(None, &[ADMIN_ROLE]);
        let staff_of_company = person(Some(3), &[STAFF_ROLE]);
        let customer = person(Some(3), &["Customer"]);
        for staff in [&admin, &staff_of_company] {
            assert_eq!(
                actor(Some(1), Some(staff), false, "Plinth"),
                named(Some("Plinth"), true)
            );
            assert_eq!(
                actor(Some(1), Some(staff), true, "Plinth"),
                named(Some("Sam Stone"), true)
            );
        }
        assert_eq!(
            actor(Some(1), Some(&customer), false, "Plinth"),
            named(Some("Sam Stone"), false)
        );
        assert_eq!(
            actor(Some(1), Some(&customer), true, "Plinth"),
            named(Some("Sam Stone"), false)
        );
        assert_eq!(
            actor(None, None, false, "Acme Moves"),
            named(Some("Acme Moves"), true)
        );
        assert_eq!(actor(None, None, true, "Plinth"), named(None, true));
        assert_eq!(actor(Some(9), None, false, "Plinth"), named(None, false));
    }
}
