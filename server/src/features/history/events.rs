//! The timeline events one audit entry gives (pure: tested here). What each writer puts in its
//! entry's detail is what these read:
//! - `assignment` create: `status`, `progress` (when written by the call; the demo's have none);
//!   update (`PUT /api/admin/assignment`): `status`, `progress`, `completed` as saved, `changes`
//!   `{field: {from, to}}`, `storage` `{added, changed: [{id, from, to}], removed}`;
//! - `document` create and delete: `assignmentId` or `assetId`, `name`, `documentType`, `protected`;
//! - `shipment_assignment` create and delete: `shipmentId`, `assignmentId`, `mode`
//!   (`super::record::shipment_joined`);
//! - `condition_report` update with `signed` true: `flagged` `[{area, term, severity}]`, the new
//!   observations above "minor" (`features::condition_reports::write::sign`);
//! - `asset` create; update (`PUT /api/inventory`): `storage` as the assignment's, when the
//!   administrator's save sent the asset's storage entries.
use chrono::NaiveDate;
use serde_json::Value;

use super::dto::{HistoryEvent, HistoryKind};

/// Whose history is read: an assignment's shows its own creation as `created`; an asset's shows
/// the creation of an assignment it is on as `assignmentJoined`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Assignment,
    Asset,
}

/// One audit entry, as far as the timeline reads it.
pub struct Entry<'a> {
    pub action: &'a str,
    pub object_type: &'a str,
    pub object_id: Option<&'a str>,
    pub detail: Option<&'a Value>,
    pub assignment_id: Option<i32>,
}

fn int(v: Option<&Value>) -> Option<i32> {
    v.and_then(Value::as_i64)
        .and_then(|n| i32::try_from(n).ok())
}

fn text(v: Option<&Value>) -> Option<String> {
    v.and_then(Value::as_str).map(str::to_owned)
}

fn date(v: Option<&Value>) -> Option<NaiveDate> {
    v.and_then(Value::as_str)
        .and_then(|s| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
}

/// The events of one entry, in the order they happened (the caller reverses for newest first).
/// Entries the timeline does not show (a title change, a sign-in) give none.
pub fn events_of(entry: &Entry<'_>, view: View) -> Vec<HistoryEvent> {
    let detail = entry.detail;
    let field = |key: &str| detail.and_then(|d| d.get(key));
    let base = HistoryEvent {
        assignment_id: entry.assignment_id,
        ..Default::default()
    };
    let own_id = entry.object_id.and_then(|id| id.parse::<i32>().ok());
    match (entry.object_type, entry.action) {
        ("assignment", "create") => vec![HistoryEvent {
            kind: match view {
                View::Assignment => HistoryKind::Created,
                View::Asset => HistoryKind::AssignmentJoined,
            },
            status: text(field("status")),
            progress: int(field("progress")),
            ..base
        }],
        ("assignment", "update") => assignment_update(detail, base),
        ("asset", "create") => vec![HistoryEvent {
            kind: HistoryKind::Created,
            ..base
        }],
        // A move by scanning is one line (from, to), not the out and in its entries make.
        ("asset", "update") if field("move").is_some() => {
            let moved = &detail.map_or(Value::Null, |d| d["move"].clone());
            vec![HistoryEvent {
                kind: HistoryKind::Moved,
                on: date(moved.get("on")),
                from_location: text(moved.get("from")),
                location: text(moved.get("to")),
                ..base
            }]
        }
        ("asset", "update") => detail.map_or_else(Vec::new, |d| storage_events(d, &base)),
        ("document", action @ ("create" | "delete")) => vec![HistoryEvent {
            kind: if action == "create" {
                HistoryKind::DocumentAdded
            } else {
                HistoryKind::DocumentRemoved
            },
            document_id: own_id,
            document_name: text(field("name")),
            protected: field("protected").and_then(Value::as_bool),
            ..base
        }],
        ("shipment_assignment", action @ ("create" | "delete")) => vec![HistoryEvent {
            kind: if action == "create" {
                HistoryKind::ShipmentJoined
            } else {
                HistoryKind::ShipmentLeft
            },
            shipment_id: int(field("shipmentId")),
            mode: text(field("mode")),
            ..base
        }],
        ("condition_report", "update") => condition_flagged(detail, own_id, base),
        _ => Vec::new(),
    }
}

/// A signed condition report's new observations above "minor", as one event (none without any).
fn condition_flagged(
    detail: Option<&Value>,
    id: Option<i32>,
    base: HistoryEvent,
) -> Vec<HistoryEvent> {
    const ORDER: [&str; 4] = ["minor", "moderate", "major", "critical"];
    let flagged = detail
        .filter(|d| d["signed"] == true)
        .and_then(|d| d["flagged"].as_array())
        .filter(|f| !f.is_empty());
    let Some(flagged) = flagged else {
        return Vec::new();
    };
    let worst = flagged
        .iter()
        .filter_map(|f| f["severity"].as_str())
        .max_by_key(|s| ORDER.iter().position(|o| o == s))
        .map(str::to_owned);
    vec![HistoryEvent {
        kind: HistoryKind::ConditionFlagged,
        condition_report_id: id,
        severity: worst,
        flagged_count: i32::try_from(flagged.len()).ok(),
        ..base
    }]
}

/// A status event when the status, progress or completion changed; then the storage events.
fn assignment_update(detail: Option<&Value>, base: HistoryEvent) -> Vec<HistoryEvent> {
    let Some(detail) = detail else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let changed = |key: &str| detail["changes"].get(key).is_some();
    if changed("status") || changed("progress") || changed("completed") {
        out.push(HistoryEvent {
            kind: HistoryKind::Status,
            status: text(detail.get("status")),
            progress: int(detail.get("progress")),
            completed: detail.get("completed").and_then(Value::as_bool),
            ..base.clone()
        });
    }
    out.extend(storage_events(detail, &base));
    out
}

/// The storage moves of a save's `storage` `{added, changed, removed}` (an assignment's or an
/// asset's): in and out with their days, corrections, removals.
fn storage_events(detail: &Value, base: &HistoryEvent) -> Vec<HistoryEvent> {
    let mut out = Vec::new();
    let storage = &detail["storage"];
    let entry = |kind, e: &Value, on: Option<NaiveDate>| HistoryEvent {
        kind,
        on,
        in_on: date(e.get("inOn")),
        out_on: date(e.get("outOn")),
        location: text(e.get("location")),
        ..base.clone()
    };
    for e in storage["added"].as_array().into_iter().flatten() {
        out.push(entry(HistoryKind::StorageIn, e, date(e.get("inOn"))));
        if let Some(out_on) = date(e.get("outOn")) {
            out.push(entry(HistoryKind::StorageOut, e, Some(out_on)));
        }
    }
    for c in storage["changed"].as_array().into_iter().flatten() {
        let (from, to) = (&c["from"], &c["to"]);
        let leaves = from["outOn"].is_null() && !to["outOn"].is_null();
        let corrected = from["inOn"] != to["inOn"]
            || from["location"] != to["location"]
            || (!leaves && from["outOn"] != to["outOn"]);
        if leaves {
            out.push(entry(HistoryKind::StorageOut, to, date(to.get("outOn"))));
        }
        if corrected {
            out.push(entry(HistoryKind::StorageChanged, to, None));
        }
    }
    for e in storage["removed"].as_array().into_iter().flatten() {
        out.push(entry(HistoryKind::StorageRemoved, e, None));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use HistoryKind::*;

    fn of(object_type: &str, action: &str, detail: Value, view: View) -> Vec<HistoryEvent> {
        events_of(
            &Entry {
                action,
                object_type,
                object_id: Some("41"),
                detail: Some(&detail),
                assignment_id: Some(7),
            },
            view,
        )
    }

    fn kinds(events: &[HistoryEvent]) -> Vec<HistoryKind> {
        events.iter().map(|e| e.kind).collect()
    }

    fn day(d: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(2026, 10, d)
    }

    #[test]
    fn a_move_by_scanning_is_one_line_from_and_to() {
        let detail = json!({
            "storage": {"added": [{"id": 9, "inOn": "2026-10-05", "outOn": null, "location": "B"}],
                        "changed": [{"id": 8, "from": {"inOn": "2026-10-01", "outOn": null, "location": "A"},
                                     "to": {"inOn": "2026-10-01", "outOn": "2026-10-05", "location": "A"}}],
                        "removed": []},
            "move": {"from": "A", "to": "B", "on": "2026-10-05"}
        });
        let events = of("asset", "update", detail, View::Asset);
        assert_eq!(kinds(&events), [Moved]);
        assert_eq!(
            (
                events[0].from_location.as_deref(),
                events[0].location.as_deref(),
                events[0].on
            ),
            (Some("A"), Some("B"), day(5))
        );
        let out = of(
            "asset",
            "update",
            json!({"move": {"from": "A", "to": null, "on": "2026-10-06"}}),
            View::Asset,
        );
        assert_eq!((out[0].kind, out[0].location.as_ref()), (Moved, None));
    }

    #[test]
    fn an_assignment_is_created_or_joined() {
        let detail = json!({"ref": "A-7", "status": "Submitted", "progress": 3});
        let made = of("assignment", "create", detail.clone(), View::Assignment);
        assert_eq!(kinds(&made), [Created]);
        assert_eq!(made[0].status.as_deref(), Some("Submitted"));
        assert_eq!(
            (made[0].progress, made[0].assignment_id),
            (Some(3), Some(7))
        );
        assert_eq!(
            kinds(&of("assignment", "create", detail, View::Asset)),
            [AssignmentJoined]
        );
        let seeded = of(
            "assignment",
            "create",
            json!({"source": "seed-demo"}),
            View::Assignment,
        );
        assert_eq!((seeded[0].kind, seeded[0].status.as_ref()), (Created, None));
    }

    #[test]
    fn a_save_gives_its_status_then_its_storage_moves() {
        let detail = json!({
            "status": "In Warehouse", "progress": 24, "completed": false,
            "changes": {"status": {"from": "In Bond", "to": "In Warehouse"}},
            "storage": {
                "added": [
                    {"id": 3, "inOn": "2026-10-10", "outOn": null, "location": "Bay 2"},
                    {"id": 4, "inOn": "2026-10-01", "outOn": "2026-10-02", "location": "Dock"}
                ],
                "changed": [
                    {"id": 1, "from": {"inOn": "2026-10-01", "outOn": null, "location": "Bay 4"},
                              "to": {"inOn": "2026-10-01", "outOn": "2026-10-09", "location": "Bay 4"}},
                    {"id": 2, "from": {"inOn": "2026-09-01", "outOn": "2026-09-03", "location": "A"},
                              "to": {"inOn": "2026-09-01", "outOn": "2026-09-04", "location": "A"}}
                ],
                "removed": [{"id": 5, "inOn": "2026-08-01", "outOn": null, "location": "Old"}]
            }
        });
        let events = of("assignment", "update", detail, View::Assignment);
        assert_eq!(
            kinds(&events),
            [
                Status,
                StorageIn,
                StorageIn,
                StorageOut,
                StorageOut,
                StorageChanged,
                StorageRemoved
            ]
        );
        assert_eq!(events[0].status.as_deref(), Some("In Warehouse"));
        assert_eq!(
            (events[0].progress, events[0].completed),
            (Some(24), Some(false))
        );
        assert_eq!(
            (events[1].on, events[1].location.as_deref()),
            (day(10), Some("Bay 2"))
        );
        assert_eq!(events[3].on, day(2), "added already out");
        assert_eq!(
            (events[4].on, events[4].location.as_deref()),
            (day(9), Some("Bay 4"))
        );
        assert_eq!(events[5].out_on, NaiveDate::from_ymd_opt(2026, 9, 4));
        assert_eq!(events[6].location.as_deref(), Some("Old"));
    }

    #[test]
    fn a_save_without_status_change_or_storage_shows_nothing() {
        let detail = json!({
            "status": "Quoted", "progress": 7, "completed": false,
            "changes": {"poNumber": {"from": null, "to": "PO-1"}},
            "storage": {"added": [], "changed": [], "removed": []}
        });
        assert!(of("assignment", "update", detail, View::Assignment).is_empty());
        let progress_only = json!({"status": "Quoted", "progress": 9,
            "changes": {"progress": {"from": 7, "to": 9}}});
        assert_eq!(
            kinds(&of("assignment", "update", progress_only, View::Asset)),
            [Status]
        );
    }

    #[test]
    fn documents_and_shipments() {
        let doc = json!({"assignmentId": 7, "name": "Quote.pdf", "protected": true});
        let added = of("document", "create", doc.clone(), View::Assignment);
        assert_eq!(kinds(&added), [DocumentAdded]);
        assert_eq!(added[0].document_id, Some(41));
        assert_eq!(added[0].document_name.as_deref(), Some("Quote.pdf"));
        assert_eq!(added[0].protected, Some(true));
        assert_eq!(
            kinds(&of("document", "delete", doc, View::Assignment)),
            [DocumentRemoved]
        );
        let ship = json!({"shipmentId": 12, "assignmentId": 7, "mode": "Road"});
        let joined = of("shipment_assignment", "create", ship.clone(), View::Asset);
        assert_eq!(kinds(&joined), [ShipmentJoined]);
        assert_eq!(
            (joined[0].shipment_id, joined[0].mode.as_deref()),
            (Some(12), Some("Road"))
        );
        assert_eq!(
            kinds(&of("shipment_assignment", "delete", ship, View::Asset)),
            [ShipmentLeft]
        );
        assert_eq!(
            kinds(&of("asset", "create", json!({}), View::Asset)),
            [Created]
        );
        assert!(of("asset", "update", json!({"title": "x"}), View::Asset).is_empty());
        let stored = json!({"title": "x", "storage": {
            "added": [{"id": 3, "inOn": "2026-10-10", "outOn": null, "location": "Bay 2"}],
            "changed": [{"id": 1, "from": {"inOn": "2026-10-01", "outOn": null, "location": "A"},
                                  "to": {"inOn": "2026-10-01", "outOn": "2026-10-09", "location": "A"}}],
            "removed": [{"id": 2, "inOn": "2026-09-01", "outOn": "2026-09-02", "location": "B"}]
        }});
        let moves = of("asset", "update", stored, View::Asset);
        assert_eq!(kinds(&moves), [StorageIn, StorageOut, StorageRemoved]);
        assert_eq!(
            (moves[0].on, moves[0].location.as_deref()),
            (day(10), Some("Bay 2"))
        );
        assert_eq!(moves[1].on, day(9));
        assert!(of("account", "signin", json!({}), View::Asset).is_empty());
        let signed = json!({"signed": true, "flagged": [
            {"area": "frame", "term": "dent", "severity": "moderate"},
            {"area": "surface", "term": "tear", "severity": "major"}]});
        let flagged = of("condition_report", "update", signed, View::Asset);
        assert_eq!(kinds(&flagged), [ConditionFlagged]);
        assert_eq!(
            (
                flagged[0].condition_report_id,
                flagged[0].severity.as_deref(),
                flagged[0].flagged_count
            ),
            (Some(41), Some("major"), Some(2))
        );
        let quiet = json!({"signed": true, "flagged": []});
        assert!(of("condition_report", "update", quiet, View::Assignment).is_empty());
    }
}
