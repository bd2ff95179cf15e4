//! Endpoint secrets and the signature of a delivery, by the Standard Webhooks scheme
//! (`standardwebhooks`, the scheme's own library): `whsec_` and the base64 of 32 random bytes; the
//! `webhook-signature` header is `v1,<base64 HMAC-SHA256>` per secret that signs, space-separated
//! while a rotated-out secret still signs.
use base64::{engine::general_purpose::STANDARD, Engine};
use rand::RngCore;

/// How long a rotated-out secret keeps signing unless the administrator ends it sooner.
pub const OLD_SECRET_HOURS: i64 = 24;

/// A new secret, as shown to the administrator once.
pub fn new_secret() -> String {
    let mut key = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut key);
    format!("whsec_{}", STANDARD.encode(key))
}

/// The `webhook-signature` header for `body` sent as `msg_id` at `timestamp` (seconds), signed by
/// each of `secrets` in turn.
pub fn signature(
    secrets: &[&str],
    msg_id: &str,
    timestamp: i64,
    body: &[u8],
) -> anyhow::Result<String> {
    let mut parts = Vec::with_capacity(secrets.len());
    for secret in secrets {
        let webhook = standardwebhooks::Webhook::new(secret)
            .map_err(|e| anyhow::anyhow!("an endpoint's secret is not usable: {e}"))?;
        parts.push(
            webhook
                .sign(msg_id, timestamp, body)
                .map_err(|e| anyhow::anyhow!("could not sign: {e}"))?,
        );
    }
    Ok(parts.join(" "))
}

/// The secrets that sign at `now_ms`: the current one, and the old one until it ends.
pub fn signing<'a>(endpoint: &'a entity::webhook_endpoint::Model, now_ms: i64) -> Vec<&'a str> {
    let mut secrets = vec![endpoint.secret.as_str()];
    if let (Some(old), Some(until)) = (&endpoint.old_secret, endpoint.old_secret_until_ms) {
        if now_ms < until {
            secrets.push(old.as_str());
        }
    }
    secrets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_whsec_and_signs_verifiably_with_each_secret() {
        let (a, b) = (new_secret(), new_secret());
        assert!(a.starts_with("whsec_") && a != b);
        assert_eq!(STANDARD.decode(&a[6..]).unwrap().len(), 32);
        let now = chrono::Utc::now().timestamp();
        let header = signature(&[&a, &b], "msg_1", now, b"{}").unwrap();
        let parts: Vec<_> = header.split(' ').collect();
        assert_eq!(parts.len(), 2);
        assert!(parts.iter().all(|p| p.starts_with("v1,")));
        // Each verifies alone, as a receiver holding one of the two secrets would.
        for (secret, part) in [(&a, parts[0]), (&b, parts[1])] {
            let mut headers = axum::http::HeaderMap::new();
            headers.insert("webhook-id", "msg_1".parse().unwrap());
            headers.insert("webhook-timestamp", now.to_string().parse().unwrap());
            headers.insert("webhook-signature", part.parse().unwrap());
            let verifier = standardwebhooks::Webhook::new(secret).unwrap();
            assert!(verifier.verify(b"{}", &headers).is_ok());
        }
    }
}
