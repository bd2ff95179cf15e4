//! Reading an assignment's or an asset's storage entries for a save, and writing what the save
//! changes, inside the caller's transaction. What was written goes into the save's audit entry
//! (`{added, changed: [{id, from, to}], removed}`), which the history reads as storage events
//! (`features::history::events`).
use entity::storage_entry;
use sea_orm::{
    ActiveModelTrait, ActiveValue, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter,
    QueryOrder, Set,
};
use serde_json::{json, Value};

use super::entries::{Holder, StorageLine, StoragePlan};
use crate::error::AppResult;

/// The assignment or asset whose entries a save changes.
#[derive(Clone, Copy, Debug)]
pub struct Owner {
    pub holder: Holder,
    pub id: i32,
    pub company_id: i32,
}

impl Owner {
    fn column(self) -> storage_entry::Column {
        match self.holder {
            Holder::Assignment => storage_entry::Column::AssignmentId,
            Holder::Asset => storage_entry::Column::AssetId,
        }
    }
}

/// The owner's storage entries, oldest first.
pub async fn stored(txn: &DatabaseTransaction, owner: Owner) -> AppResult<Vec<StorageLine>> {
    Ok(storage_entry::Entity::find()
        .filter(owner.column().eq(owner.id))
        .order_by_asc(storage_entry::Column::InOn)
        .order_by_asc(storage_entry::Column::Id)
        .all(txn)
        .await?
        .into_iter()
        .map(|s| StorageLine {
            id: Some(s.id),
            in_on: s.in_on,
            out_on: s.out_on,
            location: s.location,
        })
        .collect())
}

fn entry_json(id: i32, line: &StorageLine) -> Value {
    json!({ "id": id, "inOn": line.in_on, "outOn": line.out_on, "location": line.location })
}

/// Writes the plan; what it did, for the audit entry: `{added, changed, removed}`, each entry with
/// its id, dates and location (`changed` as `{id, from, to}`).
pub async fn write(txn: &DatabaseTransaction, owner: Owner, plan: StoragePlan) -> AppResult<Value> {
    let (asset_id, assignment_id) = match owner.holder {
        Holder::Assignment => (None, Some(owner.id)),
        Holder::Asset => (Some(owner.id), None),
    };
    let mut added = Vec::new();
    for line in &plan.added {
        let made = storage_entry::ActiveModel {
            company_id: Set(owner.company_id),
            asset_id: Set(asset_id),
            assignment_id: Set(assignment_id),
            in_on: Set(line.in_on),
            out_on: Set(line.out_on),
            location: Set(line.location.clone()),
            ..Default::default()
        }
        .insert(txn)
        .await?;
        added.push(entry_json(made.id, line));
    }
    let mut changed = Vec::new();
    for (from, to) in &plan.changed {
        let Some(id) = to.id else { continue };
        // A location typed anew no longer names the record the entry pointed at (docs/warehouse.md).
        let location_id = if from.location == to.location {
            ActiveValue::NotSet
        } else {
            Set(None)
        };
        storage_entry::ActiveModel {
            id: ActiveValue::Unchanged(id),
            in_on: Set(to.in_on),
            out_on: Set(to.out_on),
            location: Set(to.location.clone()),
            location_id,
            ..Default::default()
        }
        .update(txn)
        .await?;
        changed.push(json!({
            "id": id,
            "from": entry_json(id, from),
            "to": entry_json(id, to),
        }));
    }
    let mut removed = Vec::new();
    for line in &plan.removed {
        let Some(id) = line.id else { continue };
        storage_entry::Entity::delete_by_id(id).exec(txn).await?;
        removed.push(entry_json(id, line));
    }
    Ok(json!({ "added": added, "changed": changed, "removed": removed }))
}
