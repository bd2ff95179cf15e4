//! Which customer events one audit entry gives (pure: tested here). The audit entry is the one
//! record of a change: the timeline reads it (`features::history`), and this turns it into the
//! events that the live stream, webhooks and mail send. What each writer puts in its entry's
//! detail is listed in `features/history/events.rs`.
use serde::Serialize;
use serde_json::{json, Map, Value};
use utoipa::ToSchema;

/// The kinds of event, as sent (`type` in the stream and in webhooks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub enum EventKind {
    #[serde(rename = "assignment.created")]
    AssignmentCreated,
    /// The status, progress or completion changed.
    #[serde(rename = "assignment.status_changed")]
    StatusChanged,
    /// The pickup or delivery date changed.
    #[serde(rename = "assignment.dates_changed")]
    DatesChanged,
    #[serde(rename = "assignment.shipment_joined")]
    ShipmentJoined,
    #[serde(rename = "assignment.shipment_left")]
    ShipmentLeft,
    /// The dates of a leg of a shipment the assignment is on changed.
    #[serde(rename = "shipment.legs_changed")]
    LegsChanged,
    /// A document that is not protected was added (to an assignment or a work).
    #[serde(rename = "document.added")]
    DocumentAdded,
    #[serde(rename = "invoice.issued")]
    InvoiceIssued,
    #[serde(rename = "storage.in")]
    StorageIn,
    #[serde(rename = "storage.out")]
    StorageOut,
    #[serde(rename = "condition_report.signed")]
    ConditionReportSigned,
}

impl EventKind {
    pub const ALL: [EventKind; 11] = [
        Self::AssignmentCreated,
        Self::StatusChanged,
        Self::DatesChanged,
        Self::ShipmentJoined,
        Self::ShipmentLeft,
        Self::LegsChanged,
        Self::DocumentAdded,
        Self::InvoiceIssued,
        Self::StorageIn,
        Self::StorageOut,
        Self::ConditionReportSigned,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::AssignmentCreated => "assignment.created",
            Self::StatusChanged => "assignment.status_changed",
            Self::DatesChanged => "assignment.dates_changed",
            Self::ShipmentJoined => "assignment.shipment_joined",
            Self::ShipmentLeft => "assignment.shipment_left",
            Self::LegsChanged => "shipment.legs_changed",
            Self::DocumentAdded => "document.added",
            Self::InvoiceIssued => "invoice.issued",
            Self::StorageIn => "storage.in",
            Self::StorageOut => "storage.out",
            Self::ConditionReportSigned => "condition_report.signed",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == name)
    }
}

/// One event an entry gives, before the assignment's ref and division are added.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub kind: EventKind,
    /// Its payload: ids, refs, names and the new status; never an amount, never a protected
    /// document.
    pub data: Map<String, Value>,
}

/// One audit entry, as far as events read it.
pub struct Entry<'a> {
    pub object_type: &'a str,
    pub action: &'a str,
    pub object_id: Option<&'a str>,
    pub detail: Option<&'a Value>,
}

fn draft(kind: EventKind, data: Value) -> Draft {
    let data = match data {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    Draft { kind, data }
}

/// The object's own id, as a number.
fn own_id(entry: &Entry<'_>) -> Value {
    entry
        .object_id
        .and_then(|id| id.parse::<i64>().ok())
        .map_or(Value::Null, Value::from)
}

/// The events of one entry, in order. Entries no customer is told of give none.
pub fn drafts(entry: &Entry<'_>) -> Vec<Draft> {
    let null = Value::Null;
    let detail = entry.detail.unwrap_or(&null);
    match (entry.object_type, entry.action) {
        ("assignment", "create") => vec![draft(
            EventKind::AssignmentCreated,
            json!({"status": detail["status"], "progress": detail["progress"]}),
        )],
        ("assignment", "update") => assignment_update(detail),
        ("shipment_assignment", action @ ("create" | "delete")) => vec![draft(
            if action == "create" {
                EventKind::ShipmentJoined
            } else {
                EventKind::ShipmentLeft
            },
            json!({
                "shipmentId": detail["shipmentId"],
                "shipmentRef": detail["shipmentId"].as_i64().map(|id| format!("S-{id}")),
                "mode": detail["mode"],
            }),
        )],
        ("document", "create") if detail["protected"] != true => vec![draft(
            EventKind::DocumentAdded,
            json!({
                "documentId": own_id(entry),
                "name": detail["name"],
                "documentType": detail["documentType"],
                "assetId": detail["assetId"],
            }),
        )],
        ("generated_invoice", "create") => vec![draft(
            EventKind::InvoiceIssued,
            json!({
                "invoiceId": own_id(entry),
                "invoiceNumber": detail["invoiceNumber"],
                "invoiceKind": detail["kind"].as_str().unwrap_or("assignment"),
            }),
        )],
        ("condition_report", "update") if detail["signed"] == true => vec![draft(
            EventKind::ConditionReportSigned,
            json!({
                "conditionReportId": own_id(entry),
                "assetId": detail["assetId"],
                "reportKind": detail["kind"],
            }),
        )],
        ("asset", "update") if detail.get("move").is_some() => {
            moved(&detail["move"], own_id(entry))
        }
        ("asset", "update") => storage(&detail["storage"], Some(own_id(entry))),
        _ => Vec::new(),
    }
}

/// A save of an assignment: its status, its dates, then its works' storage moves.
fn assignment_update(detail: &Value) -> Vec<Draft> {
    let changes = &detail["changes"];
    let changed = |key: &str| changes.get(key).is_some();
    let mut out = Vec::new();
    if changed("status") || changed("progress") || changed("completed") {
        let from = &changes["status"]["from"];
        out.push(draft(
            EventKind::StatusChanged,
            json!({
                "status": detail["status"],
                "progress": detail["progress"],
                "completed": detail["completed"],
                "previousStatus": if from.is_null() { &detail["status"] } else { from },
            }),
        ));
    }
    if changed("pickupOn") || changed("deliverOn") {
        let to = |key: &str| {
            let c = &changes[key];
            if c.is_null() {
                Value::Null
            } else {
                c["to"].clone()
            }
        };
        out.push(draft(
            EventKind::DatesChanged,
            json!({"pickupOn": to("pickupOn"), "deliverOn": to("deliverOn")}),
        ));
    }
    out.extend(storage(&detail["storage"], None));
    out
}

/// In and out of storage, from a save's `storage` `{added, changed, removed}`.
fn storage(storage: &Value, asset_id: Option<Value>) -> Vec<Draft> {
    let mut out = Vec::new();
    let event = |kind, e: &Value, on: &Value| {
        let asset = asset_id.clone().unwrap_or_else(|| e["assetId"].clone());
        draft(
            kind,
            json!({"assetId": asset, "location": e["location"], "on": on}),
        )
    };
    for e in storage["added"].as_array().into_iter().flatten() {
        out.push(event(EventKind::StorageIn, e, &e["inOn"]));
        if !e["outOn"].is_null() {
            out.push(event(EventKind::StorageOut, e, &e["outOn"]));
        }
    }
    for c in storage["changed"].as_array().into_iter().flatten() {
        if c["from"]["outOn"].is_null() && !c["to"]["outOn"].is_null() {
            out.push(event(EventKind::StorageOut, &c["to"], &c["to"]["outOn"]));
        }
    }
    out
}

/// A move by scanning: out of where it was, into where it went.
fn moved(moved: &Value, asset_id: Value) -> Vec<Draft> {
    let mut out = Vec::new();
    if !moved["from"].is_null() {
        out.push(draft(
            EventKind::StorageOut,
            json!({"assetId": asset_id, "location": moved["from"], "on": moved["on"]}),
        ));
    }
    if !moved["to"].is_null() {
        out.push(draft(
            EventKind::StorageIn,
            json!({"assetId": asset_id, "location": moved["to"], "on": moved["on"]}),
        ));
    }
    out
}

/// A shipment save that changed a leg's dates (`legDatesChanged` in its entry) gives one event
/// per assignment on it; `events::record_for` finds them.
pub fn shipment_legs_changed(entry: &Entry<'_>) -> bool {
    entry.object_type == "shipment"
        && entry.action == "update"
        && entry.detail.is_some_and(|d| d["legDatesChanged"] == true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(object_type: &str, action: &str, detail: Value) -> Vec<Draft> {
        drafts(&Entry {
            object_type,
            action,
            object_id: Some("41"),
            detail: Some(&detail),
        })
    }

    fn kinds(drafts: &[Draft]) -> Vec<&'static str> {
        drafts.iter().map(|d| d.kind.as_str()).collect()
    }

    #[test]
    fn a_save_gives_its_status_its_dates_and_its_storage() {
        let detail = json!({
            "status": "In Warehouse", "progress": 24, "completed": false,
            "changes": {"status": {"from": "In Bond", "to": "In Warehouse"},
                        "deliverOn": {"from": null, "to": "2026-12-01"}},
            "storage": {
                "added": [{"id": 3, "assetId": 5, "inOn": "2026-10-10", "outOn": null, "location": "Bay 2"}],
                "changed": [{"id": 1, "from": {"inOn": "2026-10-01", "outOn": null, "location": "Bay 4"},
                             "to": {"assetId": 6, "inOn": "2026-10-01", "outOn": "2026-10-09", "location": "Bay 4"}}],
                "removed": []
            }
        });
        let events = of("assignment", "update", detail);
        assert_eq!(
            kinds(&events),
            [
                "assignment.status_changed",
                "assignment.dates_changed",
                "storage.in",
                "storage.out"
            ]
        );
        assert_eq!(events[0].data["status"], "In Warehouse");
        assert_eq!(events[0].data["previousStatus"], "In Bond");
        assert_eq!(events[0].data["progress"], 24);
        assert_eq!(events[1].data["deliverOn"], "2026-12-01");
        assert_eq!(events[1].data["pickupOn"], Value::Null);
        assert_eq!(
            (&events[2].data["assetId"], &events[2].data["on"]),
            (&json!(5), &json!("2026-10-10"))
        );
        assert_eq!(events[3].data["on"], "2026-10-09");
    }

    #[test]
    fn a_save_of_other_fields_tells_no_one() {
        let detail = json!({"status": "Submitted", "changes": {"poNumber": {"from": "1", "to": "2"}},
                            "storage": {"added": [], "changed": [], "removed": []}});
        assert!(of("assignment", "update", detail).is_empty());
        assert!(of("account", "signin", json!({})).is_empty());
        assert!(of("generated_invoice", "update", json!({"paidOn": {}})).is_empty());
    }

    #[test]
    fn a_protected_document_is_never_an_event() {
        let open = of(
            "document",
            "create",
            json!({"assignmentId": 7, "name": "Quote.pdf", "documentType": "Quote", "protected": false}),
        );
        assert_eq!(kinds(&open), ["document.added"]);
        assert_eq!(open[0].data["documentId"], 41);
        assert_eq!(open[0].data["name"], "Quote.pdf");
        let hidden = json!({"assignmentId": 7, "name": "Cost.pdf", "protected": true});
        assert!(of("document", "create", hidden).is_empty());
        assert!(of("document", "delete", json!({"name": "x"})).is_empty());
    }

    #[test]
    fn an_invoice_tells_its_number_and_never_its_amounts() {
        let detail = json!({"assignmentId": 7, "invoiceNumber": "INV-3", "total": "EUR 1,200.00",
                            "net": "EUR 1,000.00"});
        let events = of("generated_invoice", "create", detail);
        assert_eq!(kinds(&events), ["invoice.issued"]);
        assert_eq!(events[0].data["invoiceNumber"], "INV-3");
        let text = serde_json::to_string(&events[0].data).unwrap();
        assert!(!text.contains("1,200") && !text.contains("1,000"), "{text}");
    }

    #[test]
    fn shipments_moves_and_reports() {
        let joined = of(
            "shipment_assignment",
            "create",
            json!({"shipmentId": 12, "assignmentId": 7, "mode": "Road"}),
        );
        assert_eq!(kinds(&joined), ["assignment.shipment_joined"]);
        assert_eq!(joined[0].data["shipmentRef"], "S-12");
        let left = of("shipment_assignment", "delete", json!({"shipmentId": 12}));
        assert_eq!(kinds(&left), ["assignment.shipment_left"]);
        let moved = of(
            "asset",
            "update",
            json!({"move": {"from": "A", "to": "B", "on": "2026-10-05"}}),
        );
        assert_eq!(kinds(&moved), ["storage.out", "storage.in"]);
        assert_eq!(moved[1].data["location"], "B");
        assert_eq!(moved[1].data["assetId"], 41);
        let signed = of(
            "condition_report",
            "update",
            json!({"signed": true, "assetId": 5, "kind": "incoming", "flagged": []}),
        );
        assert_eq!(kinds(&signed), ["condition_report.signed"]);
        assert!(of("condition_report", "update", json!({"signed": false})).is_empty());
    }

    #[test]
    fn kinds_are_named_as_sent() {
        for kind in EventKind::ALL {
            assert_eq!(serde_json::to_value(kind).unwrap(), json!(kind.as_str()));
            assert_eq!(EventKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(EventKind::parse("nothing"), None);
    }
}
