//! Every answer the suite receives from a documented call is checked against the OpenAPI document:
//! its status must be documented for that call, its content type among the documented ones, and a
//! JSON body must match the documented schema (references resolved against the document's own
//! components). A wrong `body = …` in a handler's annotation then fails the first test that calls it.
//!
//! The check is written here rather than taken from a JSON Schema crate: it needs only the keywords
//! utoipa writes, and a crate's features on `serde_json` would change the server's own build for
//! the tests (every crate above `serde_json` built twice).
use std::sync::OnceLock;

use serde_json::Value;

struct Document {
    json: Value,
    /// Each documented path with its segments, `{name}` standing for any one segment.
    paths: Vec<(String, Vec<String>)>,
}

fn document() -> &'static Document {
    static DOC: OnceLock<Document> = OnceLock::new();
    DOC.get_or_init(|| {
        let json = serde_json::to_value(server::openapi::document()).expect("document as JSON");
        let paths = json["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|p| (p.clone(), p.split('/').map(str::to_owned).collect()))
            .collect();
        Document { json, paths }
    })
}

/// The documented path the request path is an instance of; a literal segment is preferred to a
/// parameter (`/company/options` over `/company/{id}`).
fn template_of(path: &str) -> Option<&'static str> {
    let segments: Vec<&str> = path.split('/').collect();
    document()
        .paths
        .iter()
        .filter(|(_, parts)| {
            parts.len() == segments.len()
                && parts.iter().zip(&segments).all(|(part, seg)| {
                    part == seg || (part.starts_with('{') && part.ends_with('}') && !seg.is_empty())
                })
        })
        .max_by_key(|(_, parts)| parts.iter().filter(|p| !p.starts_with('{')).count())
        .map(|(template, _)| template.as_str())
}

/// What in `value` (at `path`) the schema refuses, by the keywords utoipa writes: `$ref` (into
/// the document), `type` (one or several), `properties`, `required`, `additionalProperties`,
/// `items`, `oneOf`, `anyOf`, `allOf`, `enum`, `const`, `minimum`, `maximum`. Annotations
/// (`format`, `description`, `example`...) are not checked.
fn refusals(schema: &Value, value: &Value, path: &str, out: &mut Vec<String>) {
    let Some(schema) = schema.as_object() else {
        return; // `true` or `{}`: anything.
    };
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let pointer = reference
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("OpenAPI: a reference outside the document: {reference}"));
        let target = document()
            .json
            .pointer(pointer)
            .unwrap_or_else(|| panic!("OpenAPI: {reference} is not in the document"));
        refusals(target, value, path, out);
    }
    if let Some(kind) = schema.get("type") {
        let kinds: Vec<&str> = match kind {
            Value::String(k) => vec![k.as_str()],
            Value::Array(ks) => ks.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if !kinds.iter().any(|k| is_a(value, k)) {
            out.push(format!(
                "at `{path}`: {} is not {}",
                brief(value),
                kinds.join(" or ")
            ));
            return;
        }
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array) {
        if !allowed.contains(value) {
            out.push(format!(
                "at `{path}`: {} is not one of {allowed:?}",
                brief(value)
            ));
        }
    }
    if let Some(constant) = schema.get("const") {
        if constant != value {
            out.push(format!("at `{path}`: {} is not {constant}", brief(value)));
        }
    }
    if let Some(n) = value.as_f64() {
        if let Some(min) = schema.get("minimum").and_then(Value::as_f64) {
            if n < min {
                out.push(format!("at `{path}`: {n} is below the minimum {min}"));
            }
        }
        if let Some(max) = schema.get("maximum").and_then(Value::as_f64) {
            if n > max {
                out.push(format!("at `{path}`: {n} is above the maximum {max}"));
            }
        }
    }
    if let Value::Object(fields) = value {
        let properties = schema.get("properties").and_then(Value::as_object);
        for name in schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
        {
            if !fields.contains_key(name) {
                out.push(format!(
                    "at `{path}`: the required field `{name}` is missing"
                ));
            }
        }
        for (name, field) in fields {
            let at = format!("{path}/{name}");
            match properties.and_then(|p| p.get(name)) {
                Some(s) => refusals(s, field, &at, out),
                None => match schema.get("additionalProperties") {
                    Some(Value::Bool(false)) => {
                        out.push(format!("at `{path}`: the field `{name}` is not documented"))
                    }
                    Some(s @ Value::Object(_)) => refusals(s, field, &at, out),
                    _ => {}
                },
            }
        }
    }
    if let (Value::Array(items), Some(item)) = (value, schema.get("items")) {
        for (i, v) in items.iter().enumerate() {
            refusals(item, v, &format!("{path}/{i}"), out);
        }
    }
    for s in schema
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        refusals(s, value, path, out);
    }
    let passing = |list: &Vec<Value>| {
        list.iter()
            .filter(|s| {
                let mut errors = Vec::new();
                refusals(s, value, path, &mut errors);
                errors.is_empty()
            })
            .count()
    };
    if let Some(list) = schema.get("oneOf").and_then(Value::as_array) {
        let n = passing(list);
        if n != 1 {
            out.push(format!(
                "at `{path}`: {} matches {n} of the {} `oneOf` schemas, not exactly one",
                brief(value),
                list.len()
            ));
        }
    }
    if let Some(list) = schema.get("anyOf").and_then(Value::as_array) {
        if passing(list) == 0 {
            out.push(format!(
                "at `{path}`: {} matches none of the `anyOf` schemas",
                brief(value)
            ));
        }
    }
}

fn is_a(value: &Value, kind: &str) -> bool {
    match kind {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "string" => value.is_string(),
        "object" => value.is_object(),
        "array" => value.is_array(),
        "number" => value.is_number(),
        "integer" => {
            value.is_i64() || value.is_u64() || value.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => true,
    }
}

/// A value as an error names it: short.
fn brief(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// Panics naming the call, the status and what does not match, when an answer of a documented
/// call is not what the document says. Calls the document does not list (pages, files) are not
/// checked here.
pub fn check(method: &str, uri: &str, status: u16, content_type: Option<&str>, body: &[u8]) {
    let path = uri.split(['?', '#']).next().unwrap_or(uri);
    let Some(template) = template_of(path) else {
        return;
    };
    let method = method.to_ascii_lowercase();
    let Some(operation) = document().json["paths"][template].get(&method) else {
        return; // 405: the router's answer for a method no call has, not a call's.
    };
    let call = format!("{} {path} ({template})", method.to_uppercase());
    let responses = &operation["responses"];
    let Some(response) = responses
        .get(status.to_string())
        .or_else(|| responses.get("default"))
    else {
        let documented: Vec<&String> = responses
            .as_object()
            .map(|m| m.keys().collect())
            .unwrap_or_default();
        panic!(
            "OpenAPI: {call} answered {status}, which is not documented (documented: {documented:?}). Body: {}",
            excerpt(body)
        );
    };
    let media = content_type
        .map(|c| c.split(';').next().unwrap_or(c).trim().to_ascii_lowercase())
        .filter(|_| !body.is_empty());
    let Some(media) = media else { return };
    let Some(content) = response.get("content").and_then(Value::as_object) else {
        panic!(
            "OpenAPI: {call} answered {status} with a {media} body, but the document gives that \
status no body. Body: {}",
            excerpt(body)
        );
    };
    let Some(entry) = content.get(&media) else {
        panic!(
            "OpenAPI: {call} answered {status} as {media}, but the document says {:?}",
            content.keys().collect::<Vec<_>>()
        );
    };
    if media != "application/json" {
        return;
    }
    let Some(schema) = entry.get("schema") else {
        return;
    };
    let instance: Value = serde_json::from_slice(body).unwrap_or_else(|e| {
        panic!(
            "OpenAPI: {call} answered {status} as JSON that does not parse ({e}): {}",
            excerpt(body)
        )
    });
    let mut errors = Vec::new();
    refusals(schema, &instance, "", &mut errors);
    if !errors.is_empty() {
        errors.truncate(8);
        panic!(
            "OpenAPI: {call} answered {status} with a body its documented schema refuses:\n  {}\nschema: {schema}\nbody: {}",
            errors.join("\n  "),
            excerpt(body)
        );
    }
}

fn excerpt(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    match text.char_indices().nth(600) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::check;

    fn refusal(method: &str, uri: &str, status: u16, body: &str) -> Option<String> {
        let caught = std::panic::catch_unwind(|| {
            check(
                method,
                uri,
                status,
                Some("application/json"),
                body.as_bytes(),
            )
        });
        caught.err().map(|e| {
            e.downcast_ref::<String>()
                .cloned()
                .unwrap_or_else(|| "a panic without a message".into())
        })
    }

    #[test]
    fn a_body_that_is_not_the_documented_one_is_refused_by_call_and_status() {
        // The addressee block where the working invoice is documented: the mistake this catches.
        let message = refusal(
            "GET",
            "/api/admin/assignment/7/invoice",
            200,
            r#"{"addressee": "Accounts"}"#,
        )
        .expect("refused");
        assert!(
            message.contains("GET /api/admin/assignment/7/invoice (/api/admin/assignment/{id}/invoice) answered 200"),
            "{message}"
        );
        assert!(
            message.contains("the required field `assignmentId` is missing"),
            "{message}"
        );
        // A wrong type deep inside, an undocumented status, and a body where none is documented.
        let message = refusal("GET", "/api/health", 200, r#"{"status": 1}"#).expect("refused");
        assert!(message.contains("at `/status`"), "{message}");
        let message = refusal("GET", "/api/health", 418, "{}").expect("refused");
        assert!(
            message.contains("answered 418, which is not documented"),
            "{message}"
        );
        // The documented answers pass; calls the document does not list are not checked.
        assert_eq!(
            refusal(
                "GET",
                "/api/admin/assignment/7/invoice",
                404,
                r#"{"messages": ["Not found."]}"#
            ),
            None
        );
        assert_eq!(refusal("GET", "/app/anything?x=1", 200, "[]"), None);
    }
}
