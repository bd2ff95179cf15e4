//! One HTTP attempt of a delivery: the event's JSON POSTed with the Standard Webhooks headers, 10 s
//! at most, no redirect followed, a 2xx is success. The client resolves names itself and refuses a
//! name that resolves to a non-public address (unless allowed), so it connects only to addresses it
//! checked: a name that changed to a private address since the endpoint was saved is refused.
use std::{
    net::SocketAddr,
    sync::{Arc, OnceLock},
    time::{Duration, Instant},
};

use chrono::Utc;
use reqwest::{
    dns::{Addrs, Name, Resolve, Resolving},
    header::CONTENT_TYPE,
};

use super::{addresses, secrets};
use crate::limits::millis;

/// How long a receiver has to answer.
pub const TIMEOUT: Duration = Duration::from_secs(10);
/// The most of an error's words kept in the log.
const ERROR_CHARS: usize = 500;

/// What an attempt came to.
#[derive(Debug)]
pub struct Outcome {
    /// The receiver's HTTP status; None when there was no answer.
    pub status: Option<u16>,
    pub duration_ms: i32,
    /// Why it failed; None on success (a 2xx).
    pub error: Option<String>,
}

/// Sends `body` to `endpoint` as the message `msg_id`, signed now.
pub async fn post(
    endpoint: &entity::webhook_endpoint::Model,
    msg_id: &str,
    body: &[u8],
    allow_private: bool,
) -> Outcome {
    let started = Instant::now();
    let result = attempt(endpoint, msg_id, body, allow_private).await;
    let duration_ms = i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX);
    let (status, error) = match result {
        Ok(status) if (200..300).contains(&status) => (Some(status), None),
        Ok(status) => (
            Some(status),
            Some(format!("The receiver answered {status}.")),
        ),
        Err(e) => (None, Some(e.chars().take(ERROR_CHARS).collect())),
    };
    Outcome {
        status,
        duration_ms,
        error,
    }
}

async fn attempt(
    endpoint: &entity::webhook_endpoint::Model,
    msg_id: &str,
    body: &[u8],
    allow_private: bool,
) -> Result<u16, String> {
    let url = addresses::parse(&endpoint.url)?;
    // A literal address is checked here; a name, by the client's resolver as it connects.
    if !matches!(url.host(), Some(url::Host::Domain(_))) {
        addresses::resolve(&url, allow_private).await?;
    }
    let now = Utc::now();
    let signature = secrets::signature(
        &secrets::signing(endpoint, millis(now)),
        msg_id,
        now.timestamp(),
        body,
    )
    .map_err(|e| e.to_string())?;
    let response = client(allow_private)?
        .post(url)
        .header(CONTENT_TYPE, "application/json")
        .header("webhook-id", msg_id)
        .header("webhook-timestamp", now.timestamp().to_string())
        .header("webhook-signature", signature)
        .body(body.to_vec())
        .send()
        .await
        .map_err(describe)?;
    Ok(response.status().as_u16())
}

/// The error and its causes, the way a person reads them ("error sending request: … refused").
fn describe(e: reqwest::Error) -> String {
    let mut words = if e.is_timeout() {
        format!("No answer within {} s", TIMEOUT.as_secs())
    } else {
        e.to_string()
    };
    let mut source = std::error::Error::source(&e);
    while let Some(cause) = source {
        words.push_str(": ");
        words.push_str(&cause.to_string());
        source = cause.source();
    }
    words
}

/// One client per setting, shared by every delivery (its connections are reused).
fn client(allow_private: bool) -> Result<reqwest::Client, String> {
    static CLIENTS: [OnceLock<Result<reqwest::Client, String>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    CLIENTS[usize::from(allow_private)]
        .get_or_init(|| {
            let _ = rustls::crypto::ring::default_provider().install_default();
            reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .timeout(TIMEOUT)
                .no_proxy()
                .user_agent(concat!("Plinth-Webhooks/", env!("CARGO_PKG_VERSION")))
                .dns_resolver(Arc::new(CheckedResolver { allow_private }))
                .build()
                .map_err(|e| format!("could not make the HTTP client: {e}"))
        })
        .clone()
}

/// Resolves as the system does, then refuses the name when an address is not public.
struct CheckedResolver {
    allow_private: bool,
}

impl Resolve for CheckedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow_private = self.allow_private;
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let addrs: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if !allow_private {
                if let Some(bad) = addrs.iter().find(|a| !addresses::is_public(a.ip())) {
                    return Err(format!(
                        "'{host}' resolves to {}, which is not a public address: not sent",
                        bad.ip()
                    )
                    .into());
                }
            }
            let addrs: Addrs = Box::new(addrs.into_iter());
            Ok(addrs)
        })
    }
}
