//! Marks on a condition photo, kept as W3C Web Annotation JSON (https://www.w3.org/TR/annotation-model/)
//! apart from the photo, which is never altered. One annotation per mark; its body links the
//! observation it shows (`urn:plinth:observation:{key}`), its target is the photo
//! (`urn:plinth:condition-photo:{id}`) with a selector in the photo's own upright pixels:
//! - a rectangle: `FragmentSelector` (Media Fragments) `xywh=pixel:x,y,w,h`;
//! - a point: `SvgSelector` `<svg xmlns="http://www.w3.org/2000/svg"><circle cx=".." cy=".." r="0"/></svg>`;
//! - a freehand line: `SvgSelector` with one `<polyline points="x,y x,y …"/>`.
//!
//! Only this exact shape is accepted (unknown fields refused), so what is stored is what is sent
//! and read back. Selectors are parsed strictly into [`Shape`]s: no SVG a client sent is ever passed
//! on; the layer drawn in the PDF ([`svg_layer`]) is written here from the parsed shapes.
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{AppError, AppResult};

pub const CONTEXT: &str = "http://www.w3.org/ns/anno.jsonld";
pub const MEDIA_FRAGMENTS: &str = "http://www.w3.org/TR/media-frags/";
const SVG_OPEN: &str = r#"<svg xmlns="http://www.w3.org/2000/svg">"#;
const SVG_CLOSE: &str = "</svg>";
const OBSERVATION_PREFIX: &str = "urn:plinth:observation:";
const PHOTO_PREFIX: &str = "urn:plinth:condition-photo:";
/// Most marks on one photo, and most points in one freehand line.
pub const MAX_MARKS: usize = 200;
pub const MAX_LINE_POINTS: usize = 2_000;

/// One mark (a W3C Web Annotation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Annotation {
    #[serde(rename = "@context")]
    #[schema(example = "http://www.w3.org/ns/anno.jsonld")]
    pub context: String,
    /// The mark's id, made by the client: `urn:uuid:…`.
    #[schema(example = "urn:uuid:6f1c0b9e-1d9a-4f4e-9d43-5b1a1f0c2e11")]
    pub id: String,
    /// `Annotation`.
    #[serde(rename = "type")]
    pub kind: String,
    /// `identifying`.
    pub motivation: String,
    /// One link to the observation the mark shows.
    pub body: Vec<AnnotationBody>,
    pub target: AnnotationTarget,
}

/// `{"type": "SpecificResource", "purpose": "linking", "source": "urn:plinth:observation:{key}"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnnotationBody {
    #[serde(rename = "type")]
    pub kind: String,
    pub purpose: String,
    #[schema(example = "urn:plinth:observation:obs-1")]
    pub source: String,
}

/// The photo (`urn:plinth:condition-photo:{id}`) and where on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnnotationTarget {
    #[schema(example = "urn:plinth:condition-photo:12")]
    pub source: String,
    pub selector: Selector,
}

/// `FragmentSelector` (a rectangle, with `conformsTo` Media Fragments) or `SvgSelector` (a point
/// or a freehand line).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Selector {
    #[serde(rename = "type")]
    #[schema(example = "FragmentSelector")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conforms_to: Option<String>,
    #[schema(example = "xywh=pixel:120,80,300,140")]
    pub value: String,
}

/// A mark's shape in the photo's upright pixels.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Point { x: f64, y: f64 },
    Rect { x: f64, y: f64, w: f64, h: f64 },
    Line(Vec<(f64, f64)>),
}

/// A checked mark: the observation it shows and its shape.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub observation: String,
    pub shape: Shape,
}

pub fn photo_source(photo_id: i32) -> String {
    format!("{PHOTO_PREFIX}{photo_id}")
}

fn bad(n: usize, why: impl std::fmt::Display) -> AppError {
    AppError::Unprocessable(format!("Mark {}: {why}", n + 1))
}

/// Checks the marks of photo `photo_id` (`width` × `height` pixels): the W3C shape, a known
/// observation (`observations` are the report's keys), a shape inside the photo. The marks in order.
pub fn check(
    annotations: &[Annotation],
    photo_id: i32,
    width: i32,
    height: i32,
    observations: &[String],
) -> AppResult<Vec<Mark>> {
    if annotations.len() > MAX_MARKS {
        return Err(AppError::Unprocessable(format!(
            "A photo takes at most {MAX_MARKS} marks."
        )));
    }
    let mut ids = std::collections::HashSet::new();
    annotations
        .iter()
        .enumerate()
        .map(|(n, a)| {
            if a.context != CONTEXT || a.kind != "Annotation" || a.motivation != "identifying" {
                return Err(bad(n, format!("a mark is a W3C Annotation (@context {CONTEXT}, type Annotation, motivation identifying).")));
            }
            if !a.id.starts_with("urn:uuid:") || a.id.len() > 64 || !ids.insert(a.id.as_str()) {
                return Err(bad(n, "its id must be a new urn:uuid: on this photo."));
            }
            let [body] = a.body.as_slice() else {
                return Err(bad(n, "it links exactly one observation."));
            };
            let key = body
                .source
                .strip_prefix(OBSERVATION_PREFIX)
                .filter(|_| body.kind == "SpecificResource" && body.purpose == "linking")
                .ok_or_else(|| bad(n, "its body links an observation (urn:plinth:observation:…)."))?;
            if !observations.iter().any(|o| o == key) {
                return Err(bad(n, format!("no observation '{key}' in this report.")));
            }
            if a.target.source != photo_source(photo_id) {
                return Err(bad(n, format!("its target is this photo, {}.", photo_source(photo_id))));
            }
            let shape = parse_selector(&a.target.selector).ok_or_else(|| {
                bad(n, "its selector is a rectangle (FragmentSelector xywh=pixel:…) or an SvgSelector with one circle or polyline.")
            })?;
            if !inside(&shape, f64::from(width), f64::from(height)) {
                return Err(bad(n, format!("it reaches outside the photo ({width}x{height} pixels).")));
            }
            Ok(Mark {
                observation: key.to_owned(),
                shape,
            })
        })
        .collect()
}

fn number(s: &str) -> Option<f64> {
    let s = s.trim();
    let ok = !s.is_empty()
        && s.len() <= 24
        && s.bytes()
            .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-');
    ok.then(|| s.parse::<f64>().ok())
        .flatten()
        .filter(|v| v.is_finite())
}

fn parse_selector(s: &Selector) -> Option<Shape> {
    match s.kind.as_str() {
        "FragmentSelector" if s.conforms_to.as_deref() == Some(MEDIA_FRAGMENTS) => {
            let v: Vec<f64> = s
                .value
                .strip_prefix("xywh=pixel:")?
                .split(',')
                .map(number)
                .collect::<Option<_>>()?;
            let [x, y, w, h] = v.as_slice() else {
                return None;
            };
            (*w > 0.0 && *h > 0.0).then_some(Shape::Rect {
                x: *x,
                y: *y,
                w: *w,
                h: *h,
            })
        }
        "SvgSelector" if s.conforms_to.is_none() => {
            let inner = s.value.strip_prefix(SVG_OPEN)?.strip_suffix(SVG_CLOSE)?;
            let inner = inner.strip_suffix("/>")?;
            if let Some(points) = inner.strip_prefix(r#"<polyline points=""#) {
                let pts: Vec<(f64, f64)> = points
                    .strip_suffix('"')?
                    .split_whitespace()
                    .map(|p| {
                        let (x, y) = p.split_once(',')?;
                        Some((number(x)?, number(y)?))
                    })
                    .collect::<Option<_>>()?;
                (2..=MAX_LINE_POINTS)
                    .contains(&pts.len())
                    .then_some(Shape::Line(pts))
            } else {
                let rest = inner.strip_prefix(r#"<circle cx=""#)?;
                let (cx, rest) = rest.split_once(r#"" cy=""#)?;
                let (cy, rest) = rest.split_once('"')?;
                (rest.trim_end() == r#" r="0""#).then_some(())?;
                Some(Shape::Point {
                    x: number(cx)?,
                    y: number(cy)?,
                })
            }
        }
        _ => None,
    }
}

fn inside(shape: &Shape, width: f64, height: f64) -> bool {
    let ok = |x: f64, y: f64| (0.0..=width).contains(&x) && (0.0..=height).contains(&y);
    match shape {
        Shape::Point { x, y } => ok(*x, *y),
        Shape::Rect { x, y, w, h } => ok(*x, *y) && ok(x + w, y + h),
        Shape::Line(points) => points.iter().all(|(x, y)| ok(*x, *y)),
    }
}

/// Where a mark's number is put: its top-left corner, as fractions of the photo's width and height.
pub fn label_at(shape: &Shape, width: i32, height: i32) -> (f64, f64) {
    let (x, y) = match shape {
        Shape::Point { x, y } => (*x, *y),
        Shape::Rect { x, y, .. } => (*x, *y),
        Shape::Line(points) => points.first().copied().unwrap_or_default(),
    };
    (x / f64::from(width.max(1)), y / f64::from(height.max(1)))
}

/// The marks as one SVG the size of the photo (its viewBox is the photo's pixels), drawn over it in
/// the PDF: red strokes on a white halo, so they show on dark and light paint alike.
pub fn svg_layer(marks: &[Mark], width: i32, height: i32) -> String {
    let stroke = f64::from(width.max(height)) / 300.0;
    let mut shapes = String::new();
    for m in marks {
        let element = match &m.shape {
            Shape::Point { x, y } => format!(
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}"/>"#,
                stroke * 4.0
            ),
            Shape::Rect { x, y, w, h } => {
                format!(r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}"/>"#)
            }
            Shape::Line(points) => {
                let pts: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{x:.1},{y:.1}"))
                    .collect();
                format!(r#"<polyline points="{}"/>"#, pts.join(" "))
            }
        };
        shapes.push_str(&element);
    }
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"><g fill="none" stroke-linejoin="round" stroke-linecap="round"><g stroke="#ffffff" stroke-width="{halo:.1}">{shapes}</g><g stroke="#d62828" stroke-width="{stroke:.1}">{shapes}</g></g></svg>"##,
        halo = stroke * 2.2
    )
}

/// The marks of a stored photo (written by [`check`], so they read back; a row that does not is a
/// server fault, not the reader's).
pub fn stored(json: &str) -> AppResult<Vec<Annotation>> {
    serde_json::from_str(json).map_err(|e| AppError::Internal(format!("stored marks: {e}")))
}

/// The shapes of stored marks (checked when they were written).
pub fn shapes_of(annotations: &[Annotation]) -> Vec<Mark> {
    annotations
        .iter()
        .filter_map(|a| {
            Some(Mark {
                observation: a
                    .body
                    .first()?
                    .source
                    .strip_prefix(OBSERVATION_PREFIX)?
                    .to_owned(),
                shape: parse_selector(&a.target.selector)?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn mark(selector: serde_json::Value) -> serde_json::Value {
        json!({
            "@context": CONTEXT, "id": "urn:uuid:1", "type": "Annotation", "motivation": "identifying",
            "body": [{"type": "SpecificResource", "purpose": "linking", "source": "urn:plinth:observation:a"}],
            "target": {"source": "urn:plinth:condition-photo:7", "selector": selector}
        })
    }

    fn checked(v: serde_json::Value) -> AppResult<Vec<Mark>> {
        let a: Annotation =
            serde_json::from_value(v).map_err(|e| AppError::Unprocessable(e.to_string()))?;
        check(&[a], 7, 400, 300, &["a".to_owned()])
    }

    #[test]
    fn the_three_shapes_parse_and_round_trip() {
        let rect = mark(
            json!({"type": "FragmentSelector", "conformsTo": MEDIA_FRAGMENTS, "value": "xywh=pixel:10,20,30.5,40"}),
        );
        assert_eq!(
            checked(rect.clone()).unwrap()[0].shape,
            Shape::Rect {
                x: 10.0,
                y: 20.0,
                w: 30.5,
                h: 40.0
            }
        );
        let a: Annotation = serde_json::from_value(rect.clone()).unwrap();
        assert_eq!(serde_json::to_value(&a).unwrap(), rect, "kept exactly");
        let point = mark(
            json!({"type": "SvgSelector", "value": r#"<svg xmlns="http://www.w3.org/2000/svg"><circle cx="5" cy="6.5" r="0"/></svg>"#}),
        );
        assert_eq!(
            checked(point).unwrap()[0].shape,
            Shape::Point { x: 5.0, y: 6.5 }
        );
        let line = mark(
            json!({"type": "SvgSelector", "value": r#"<svg xmlns="http://www.w3.org/2000/svg"><polyline points="1,2 3,4 5,6"/></svg>"#}),
        );
        assert_eq!(
            checked(line).unwrap()[0].shape,
            Shape::Line(vec![(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)])
        );
    }

    #[test]
    fn anything_else_is_refused() {
        for selector in [
            json!({"type": "SvgSelector", "value": r#"<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>"#}),
            json!({"type": "SvgSelector", "value": r#"<svg xmlns="http://www.w3.org/2000/svg"><polyline points="1,2"/></svg>"#}),
            json!({"type": "FragmentSelector", "conformsTo": MEDIA_FRAGMENTS, "value": "xywh=pixel:390,20,30,40"}),
            json!({"type": "FragmentSelector", "value": "xywh=pixel:1,2,3,4"}),
            json!({"type": "FragmentSelector", "conformsTo": MEDIA_FRAGMENTS, "value": "xywh=percent:1,2,3,4"}),
        ] {
            assert_eq!(
                checked(mark(selector.clone()))
                    .unwrap_err()
                    .status()
                    .as_u16(),
                422,
                "{selector}"
            );
        }
        let mut other = mark(
            json!({"type": "FragmentSelector", "conformsTo": MEDIA_FRAGMENTS, "value": "xywh=pixel:1,2,3,4"}),
        );
        other["body"][0]["source"] = json!("urn:plinth:observation:zzz");
        assert!(checked(other)
            .unwrap_err()
            .public_message()
            .contains("no observation 'zzz'"));
        let mut extra = mark(
            json!({"type": "FragmentSelector", "conformsTo": MEDIA_FRAGMENTS, "value": "xywh=pixel:1,2,3,4"}),
        );
        extra["creator"] = json!("x");
        assert!(
            serde_json::from_value::<Annotation>(extra).is_err(),
            "unknown fields are refused"
        );
    }

    #[test]
    fn the_layer_is_drawn_from_parsed_shapes() {
        let marks = [Mark {
            observation: "a".into(),
            shape: Shape::Rect {
                x: 1.0,
                y: 2.0,
                w: 3.0,
                h: 4.0,
            },
        }];
        let svg = svg_layer(&marks, 400, 300);
        assert!(
            svg.contains(r#"viewBox="0 0 400 300""#) && svg.matches("<rect").count() == 2,
            "{svg}"
        );
        assert_eq!(label_at(&marks[0].shape, 400, 300), (0.0025, 2.0 / 300.0));
    }
}
