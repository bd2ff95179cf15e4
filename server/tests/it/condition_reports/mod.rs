//! Condition reports recorded for a work (`/api/inventory/{id}/condition-reports`,
//! `/api/condition-reports/…`): records, photos and marks, signing and the digest, who sees what,
//! the record's PDF, history and comparison. The works are the label tests' floor: Acme's Golden
//! Pear and Zenith's Night Cafe.
mod comparison;
mod record_pdf;
mod records;
mod scope;

use serde_json::{json, Value};

use crate::common::{
    labels::Floor,
    multipart::{jpeg, Form},
    Reply,
};

pub const CONTEXT: &str = "http://www.w3.org/ns/anno.jsonld";

pub fn reports_of(asset: i32) -> String {
    format!("/api/inventory/{asset}/condition-reports")
}

pub fn report(id: i64) -> String {
    format!("/api/condition-reports/{id}")
}

/// An intake report with two observations (a minor scratch on the frame, a major tear of the support).
pub fn intake() -> Value {
    json!({
        "kind": "intake", "examinedOn": "2026-11-20", "overall": "fair",
        "summary": "Received in its crate.",
        "observations": [
            {"key": "obs-1", "area": "frame", "term": "scratch", "severity": "minor", "note": "Lower left corner"},
            {"key": "obs-2", "area": "support", "term": "tear", "severity": "major", "note": "3 cm, upper edge"}
        ]
    })
}

/// A rectangle on `photo` (its `source`) for observation `key`.
pub fn rect_mark(n: u32, source: &str, key: &str, xywh: &str) -> Value {
    json!({
        "@context": CONTEXT, "id": format!("urn:uuid:00000000-0000-4000-8000-00000000000{n}"),
        "type": "Annotation", "motivation": "identifying",
        "body": [{"type": "SpecificResource", "purpose": "linking", "source": format!("urn:plinth:observation:{key}")}],
        "target": {"source": source, "selector": {
            "type": "FragmentSelector", "conformsTo": "http://www.w3.org/TR/media-frags/", "value": format!("xywh=pixel:{xywh}")}}
    })
}

/// A freehand line on `photo` for observation `key`.
pub fn line_mark(n: u32, source: &str, key: &str, points: &str) -> Value {
    json!({
        "@context": CONTEXT, "id": format!("urn:uuid:00000000-0000-4000-8000-00000000001{n}"),
        "type": "Annotation", "motivation": "identifying",
        "body": [{"type": "SpecificResource", "purpose": "linking", "source": format!("urn:plinth:observation:{key}")}],
        "target": {"source": source, "selector": {"type": "SvgSelector",
            "value": format!(r#"<svg xmlns="http://www.w3.org/2000/svg"><polyline points="{points}"/></svg>"#)}}
    })
}

/// A point on `photo` for observation `key`.
pub fn point_mark(n: u32, source: &str, key: &str, x: f64, y: f64) -> Value {
    json!({
        "@context": CONTEXT, "id": format!("urn:uuid:00000000-0000-4000-8000-00000000002{n}"),
        "type": "Annotation", "motivation": "identifying",
        "body": [{"type": "SpecificResource", "purpose": "linking", "source": format!("urn:plinth:observation:{key}")}],
        "target": {"source": source, "selector": {"type": "SvgSelector",
            "value": format!(r#"<svg xmlns="http://www.w3.org/2000/svg"><circle cx="{x}" cy="{y}" r="0"/></svg>"#)}}
    })
}

impl Floor {
    /// A new report on `asset` by `token`.
    pub async fn new_report(&self, token: &str, asset: i32, body: &Value) -> Reply {
        self.post(&reports_of(asset), token, body).await
    }

    /// A draft by the admin on the Golden Pear, with a photo of `w` x `h` carrying a rectangle
    /// (obs-1) and a freehand line (obs-2): the report's JSON after the photo was marked.
    pub async fn marked_draft(&self, w: u32, h: u32) -> Value {
        let made = self.new_report(&self.w.admin, self.pear, &intake()).await;
        assert_eq!(made.status, 201, "{}", made.text());
        let id = made.json()["id"].as_i64().unwrap();
        let photo = self.add_photo(&self.w.admin, id, &jpeg(w, h)).await;
        assert_eq!(photo.status, 201, "{}", photo.text());
        let photo = photo.json();
        let source = photo["source"].as_str().unwrap();
        let marks = json!({"rotation": 90, "marks": [
            rect_mark(1, source, "obs-1", "10,12,20.5,8"),
            line_mark(1, source, "obs-2", "30,5 35.5,9 40,20"),
            point_mark(1, source, "obs-2", 50.0, 30.0),
        ]});
        let saved = self
            .w
            .app
            .put_json(
                &format!("{}/photos/{}", report(id), photo["id"]),
                Some(&self.w.admin),
                &marks.to_string(),
            )
            .await;
        assert_eq!(saved.status, 200, "{}", saved.text());
        assert_eq!(
            saved.json()["marks"],
            marks["marks"],
            "the annotation JSON exactly"
        );
        self.w
            .app
            .get(&report(id), Some(&self.w.admin))
            .await
            .json()
    }

    pub async fn add_photo(&self, token: &str, report_id: i64, bytes: &[u8]) -> Reply {
        let form = Form::new().file("photo", "detail.jpg", "image/jpeg", bytes);
        self.w
            .app
            .post_form_data(&format!("{}/photos", report(report_id)), Some(token), form)
            .await
    }

    pub async fn sign(&self, token: &str, id: i64) -> Reply {
        self.post(&format!("{}/sign", report(id)), token, &json!({}))
            .await
    }
}
