//! Reading storage entries back in the storage tests (of an asset and of an assignment alike).
use serde_json::Value;

/// One storage period as (in on, out on, location).
pub type Period = (String, Option<String>, String);

/// The `storage` of an asset or an assignment as the API gives it.
pub fn periods(holder: &Value) -> Vec<Period> {
    holder["storage"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["inOn"].as_str().unwrap().to_owned(),
                s["outOn"].as_str().map(str::to_owned),
                s["location"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// A period as `periods` reads it.
pub fn p(in_on: &str, out_on: Option<&str>, location: &str) -> Period {
    (in_on.into(), out_on.map(Into::into), location.into())
}
