//! Whose request this is: the client's address, and a log span that names it (and, once the
//! session is known, the account) for every event the request writes.
//!
//! Behind a reverse proxy the connection comes from the proxy, so the address of the person is in
//! `X-Forwarded-For` (or `Forwarded`). Anyone can send those headers, so they are read only when
//! the connection comes from one of `--trusted-proxies`, and then from the right: each proxy
//! appends the address it saw, so the right-most address that is not one of our proxies is the
//! last one a proxy of ours vouched for. Everything left of it was written by the client.
use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequestParts, Request, State},
    http::{request::Parts, HeaderMap},
    middleware::Next,
    response::Response,
};
use tracing::Instrument;

use crate::state::AppState;

/// One address or a CIDR range (`10.0.0.0/8`, `fd00::/8`, `192.168.1.5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IpRange {
    base: IpAddr,
    prefix: u8,
}

impl IpRange {
    pub fn parse(raw: &str) -> Result<IpRange, String> {
        let raw = raw.trim();
        let (addr, prefix) = match raw.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (raw, None),
        };
        let base: IpAddr = addr
            .parse()
            .map_err(|_| format!("'{raw}' is not an address or a CIDR range"))?;
        let max = if base.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= max)
                .ok_or_else(|| format!("'{raw}': the prefix length must be 0 to {max}"))?,
        };
        Ok(IpRange {
            base: base.to_canonical(),
            prefix,
        })
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.base, ip.to_canonical()) {
            (IpAddr::V4(base), IpAddr::V4(ip)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(base) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(base), IpAddr::V6(ip)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(base) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

/// `--trusted-proxies`: each entry an address or a range; empty entries are skipped.
pub fn parse_ranges(raw: &[String]) -> anyhow::Result<Vec<IpRange>> {
    raw.iter()
        .filter(|r| !r.trim().is_empty())
        .map(|r| IpRange::parse(r).map_err(|e| anyhow::anyhow!("--trusted-proxies: {e}")))
        .collect()
}

/// The addresses a proxy chain reports, left (the first client) to right (the last proxy's
/// peer): `X-Forwarded-For` when present, else `Forwarded`'s `for=`. Unknown or obfuscated
/// entries (`for=unknown`, `for=_hidden`) are kept as `None`: they stop the walk from the right.
fn forwarded_chain(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let xff: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .collect();
    if !xff.is_empty() {
        return xff.into_iter().map(parse_node).collect();
    }
    headers
        .get_all("forwarded")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|element| {
            element.split(';').find_map(|pair| {
                let (key, value) = pair.split_once('=')?;
                key.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| parse_node(value))
            })
        })
        .collect()
}

/// One node: `203.0.113.7`, `"[2001:db8::1]:4711"`, `198.51.100.2:8080`.
fn parse_node(raw: &str) -> Option<IpAddr> {
    let node = raw.trim().trim_matches('"');
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Ok(sock) = node.parse::<SocketAddr>() {
        return Some(sock.ip().to_canonical());
    }
    let bracketed = node.strip_prefix('[')?.split(']').next()?;
    bracketed.parse::<IpAddr>().ok().map(|ip| ip.to_canonical())
}

/// The client's address: the peer itself unless it is a trusted proxy; then the right-most
/// address of the forwarded chain that is not a trusted proxy (or the left-most when every one
/// is). A chain with an unreadable entry where the walk needs it gives the proxy's own address.
pub fn client_ip(peer: IpAddr, headers: &HeaderMap, trusted: &[IpRange]) -> IpAddr {
    let peer = peer.to_canonical();
    let is_trusted = |ip: IpAddr| trusted.iter().any(|r| r.contains(ip));
    if !is_trusted(peer) {
        return peer;
    }
    let mut found = peer;
    for node in forwarded_chain(headers).into_iter().rev() {
        let Some(ip) = node else {
            return found;
        };
        found = ip;
        if !is_trusted(ip) {
            return ip;
        }
    }
    found
}

/// The client's address for this request, set by [`client_span`]; `None` when the request came
/// without a connection (the in-process tests that do not say one).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddr(pub Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(parts
            .extensions
            .get::<ClientAddr>()
            .copied()
            .unwrap_or(ClientAddr(None)))
    }
}

/// Middleware: works out the client's address once, keeps it for [`ClientAddr`], and runs the
/// request in a span `request{client, account}` so every log event of it says from where and (once
/// the session is read) who.
pub async fn client_span(State(state): State<AppState>, mut req: Request, next: Next) -> Response {
    let addr = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| client_ip(c.0.ip(), req.headers(), &state.settings.trusted_proxies));
    req.extensions_mut().insert(ClientAddr(addr));
    let client = addr.map_or_else(|| "-".to_owned(), |a| a.to_string());
    let span = tracing::info_span!("request", client = %client, account = tracing::field::Empty);
    next.run(req).instrument(span).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    #[test]
    fn ranges_hold_their_addresses() {
        let r = IpRange::parse("10.0.0.0/8").unwrap();
        assert!(r.contains(ip("10.200.1.1")) && !r.contains(ip("11.0.0.1")));
        assert!(r.contains(ip("::ffff:10.1.2.3")), "IPv4-mapped");
        let one = IpRange::parse("192.168.1.5").unwrap();
        assert!(one.contains(ip("192.168.1.5")) && !one.contains(ip("192.168.1.6")));
        let v6 = IpRange::parse("fd00::/8").unwrap();
        assert!(v6.contains(ip("fd12::1")) && !v6.contains(ip("fe80::1")));
        assert!(IpRange::parse("0.0.0.0/0").unwrap().contains(ip("8.8.8.8")));
        for bad in ["10.0.0.0/33", "proxy", "10.0.0/8", "::/129"] {
            assert!(IpRange::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn headers_count_only_from_a_trusted_proxy() {
        let trusted = [IpRange::parse("10.0.0.0/8").unwrap()];
        let h = headers(&[("x-forwarded-for", "1.2.3.4, 203.0.113.7")]);
        assert_eq!(
            client_ip(ip("198.51.100.9"), &h, &trusted),
            ip("198.51.100.9")
        );
        assert_eq!(client_ip(ip("10.0.0.2"), &h, &trusted), ip("203.0.113.7"));
        // The client wrote the left part; the walk stops at the first address not ours.
        let h = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.7, 10.0.0.3")]);
        assert_eq!(client_ip(ip("10.0.0.2"), &h, &trusted), ip("203.0.113.7"));
        assert_eq!(
            client_ip(ip("10.0.0.2"), &HeaderMap::new(), &trusted),
            ip("10.0.0.2"),
            "no header: the proxy itself"
        );
        let h = headers(&[(
            "forwarded",
            "for=6.6.6.6, for=\"[2001:db8::1]:4711\";proto=https",
        )]);
        assert_eq!(client_ip(ip("10.0.0.2"), &h, &trusted), ip("2001:db8::1"));
        let h = headers(&[("forwarded", "for=unknown")]);
        assert_eq!(client_ip(ip("10.0.0.2"), &h, &trusted), ip("10.0.0.2"));
        assert_eq!(
            client_ip(
                ip("10.0.0.2"),
                &headers(&[("x-forwarded-for", "1.2.3.4")]),
                &[]
            ),
            ip("10.0.0.2"),
            "no trusted proxies: headers are never read"
        );
    }
}
