//! The unsubscribe token: `<account id>.<topic>.<signature>`, the signature being the HMAC-SHA256
//! of `<account id>.<topic>` under the server's secret (`mail::secret`), so a link works without
//! signing in and cannot be made for another account or topic. It does not expire: a mail read a
//! year later still unsubscribes.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use ring::hmac;

use super::mail_rules::Topic;

/// The name of the signing secret in `server_secret`.
pub const SECRET: &str = "unsubscribe";

pub fn sign(secret: &[u8], account_id: i32, topic: Topic) -> String {
    let message = format!("{account_id}.{}", topic.as_str());
    let key = hmac::Key::new(hmac::HMAC_SHA256, secret);
    let tag = hmac::sign(&key, message.as_bytes());
    format!("{message}.{}", URL_SAFE_NO_PAD.encode(tag.as_ref()))
}

/// The account and topic a token names, when its signature holds (compared in constant time).
pub fn verify(secret: &[u8], token: &str) -> Option<(i32, Topic)> {
    let mut parts = token.trim().splitn(3, '.');
    let (id, topic, signature) = (parts.next()?, parts.next()?, parts.next()?);
    let account_id: i32 = id.parse().ok()?;
    let topic = Topic::parse(topic)?;
    let signature = URL_SAFE_NO_PAD.decode(signature).ok()?;
    let key = hmac::Key::new(hmac::HMAC_SHA256, secret);
    hmac::verify(
        &key,
        format!("{id}.{}", topic.as_str()).as_bytes(),
        &signature,
    )
    .ok()?;
    Some((account_id, topic))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_names_its_account_and_topic_and_nothing_else() {
        let secret = b"0123456789abcdef0123456789abcdef";
        let token = sign(secret, 42, Topic::Invoices);
        assert_eq!(verify(secret, &token), Some((42, Topic::Invoices)));
        assert_eq!(verify(b"another secret", &token), None);
        let forged = token.replacen("42.", "43.", 1);
        assert_eq!(verify(secret, &forged), None);
        let other_topic = token.replacen("invoices", "status", 1);
        assert_eq!(verify(secret, &other_topic), None);
        assert_eq!(verify(secret, "42.invoices"), None);
        assert_eq!(verify(secret, ""), None);
    }
}
