//! The OpenAPI document's `webhooks` section (OpenAPI 3.1): what a receiver gets, one entry per
//! event type, each a POST of `EventDto` with the three Standard Webhooks headers. utoipa 5 has no
//! model for the section, so it is added as JSON beside the document's own fields.
use serde_json::{json, Value};

use crate::events::EventKind;

/// Adds the section to `doc`.
pub fn document(doc: &mut utoipa::openapi::OpenApi) {
    let extensions = doc.extensions.get_or_insert_with(Default::default);
    extensions.insert("webhooks".into(), section());
}

fn header(name: &str, description: &str, example: &str) -> Value {
    json!({
        "name": name,
        "in": "header",
        "required": true,
        "description": description,
        "schema": { "type": "string" },
        "example": example,
    })
}

/// One entry per event type.
pub fn section() -> Value {
    let headers = vec![
        header(
            "webhook-id",
            "The delivery's id: the same on every attempt and on \"send again\"; drop a delivery \
whose id you have already handled.",
            "msg_42_3",
        ),
        header(
            "webhook-timestamp",
            "When this attempt was signed, in seconds since 1970; refuse one far from now.",
            "1764230400",
        ),
        header(
            "webhook-signature",
            "`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` keyed by the \
base64-decoded part of the endpoint's `whsec_` secret; two, space-separated, while a rotated-out \
secret still signs. Verify with a Standard Webhooks library.",
            "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
        ),
    ];
    let mut entries = serde_json::Map::new();
    for kind in EventKind::ALL {
        entries.insert(
            kind.as_str().to_owned(),
            json!({
                "post": {
                    "operationId": format!("webhook_{}", kind.as_str().replace('.', "_")),
                    "summary": format!("The event `{}`", kind.as_str()),
                    "description": "Sent to each active endpoint that takes this event type, for \
its company (or every company). A 2xx answer within 10 s is success; anything else is tried again \
with a doubling wait for more than a day. Redirects are not followed.",
                    "tags": ["webhooks"],
                    "parameters": headers,
                    "requestBody": {
                        "required": true,
                        "content": {
                            "application/json": {
                                "schema": {
                                    "allOf": [
                                        { "$ref": "#/components/schemas/EventDto" },
                                        { "type": "object",
                                          "properties": { "type": { "const": kind.as_str() } } }
                                    ]
                                }
                            }
                        }
                    },
                    "responses": {
                        "2XX": { "description": "Received (any 2xx)" },
                        "default": { "description": "Not received: tried again later" }
                    }
                }
            }),
        );
    }
    Value::Object(entries)
}
