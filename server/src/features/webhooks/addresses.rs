//! Where a webhook may go: an `http` or `https` URL whose host is, and resolves only to, public
//! addresses (no private, loopback, link-local, unspecified, multicast, documentation or other
//! reserved range, IPv4 or IPv6, IPv4-mapped included), unless the setting
//! `--webhooks-allow-private` allows them. Checked when an endpoint is saved and again before each
//! delivery, which then connects only to the addresses checked (a name that resolves to a public
//! address when saved and to a private one later is refused then).
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use reqwest::Url;

/// The URL checked for its form (scheme, host, no credentials); the message says what is wrong.
pub fn parse(raw: &str) -> Result<Url, String> {
    let raw = raw.trim();
    let url = Url::parse(raw).map_err(|e| format!("The URL '{raw}' is not a valid URL ({e})."))?;
    if !matches!(url.scheme(), "https" | "http") {
        return Err(format!(
            "The URL must start with https:// or http:// (got '{}').",
            url.scheme()
        ));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err("The URL has no host.".into());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("The URL must not carry a user name or password.".into());
    }
    if url.fragment().is_some() {
        return Err("The URL must not have a #fragment.".into());
    }
    Ok(url)
}

/// The addresses `url`'s host is or resolves to, each checked: an error names the first one that
/// is not public (unless `allow_private`), or says that the name does not resolve.
pub async fn resolve(url: &Url, allow_private: bool) -> Result<Vec<SocketAddr>, String> {
    let port = url.port_or_known_default().unwrap_or(443);
    let addrs: Vec<SocketAddr> = match url.host() {
        Some(url::Host::Ipv4(ip)) => vec![SocketAddr::new(IpAddr::V4(ip), port)],
        Some(url::Host::Ipv6(ip)) => vec![SocketAddr::new(IpAddr::V6(ip), port)],
        Some(url::Host::Domain(name)) => tokio::net::lookup_host((name, port))
            .await
            .map_err(|e| format!("The host '{name}' cannot be found ({e})."))?
            .collect(),
        None => return Err("The URL has no host.".into()),
    };
    if addrs.is_empty() {
        return Err(format!(
            "The host '{}' has no address.",
            url.host_str().unwrap_or("")
        ));
    }
    if !allow_private {
        if let Some(bad) = addrs.iter().find(|a| !is_public(a.ip())) {
            return Err(format!(
                "The URL's host '{}' is (or resolves to) {}, a private, loopback, link-local or \
otherwise non-public address: webhooks are sent only to public addresses (an administrator of the \
server may allow private ones with --webhooks-allow-private).",
                url.host_str().unwrap_or(""),
                bad.ip()
            ));
        }
    }
    Ok(addrs)
}

/// Whether `ip` is a public unicast address, one a webhook may be sent to.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0 // "this network"
        || a >= 240 // reserved for future use
        || (a == 100 && (b & 0xc0) == 64) // shared address space (carrier NAT), 100.64/10
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments, 192.0.0/24
        || (a == 198 && (b & 0xfe) == 18)) // benchmarking, 198.18/15
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || (s[0] & 0xfe00) == 0xfc00 // unique local, fc00::/7
        || (s[0] & 0xffc0) == 0xfe80 // link-local, fe80::/10
        || (s[0] & 0xffc0) == 0xfec0 // site-local (deprecated), fec0::/10
        || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation, 2001:db8::/32
        || (s[0] == 0x0064 && s[1] == 0xff9b) // NAT64, 64:ff9b::/96 and /48
        || (s[0] == 0x0100 && s[1] == 0 && s[2] == 0 && s[3] == 0) // discard-only, 100::/64
        || (s[0] == 0x2002) // 6to4 embeds an IPv4 address: refused rather than decoded
        || (s[0] == 0x2001 && s[1] == 0) // Teredo, 2001::/32
        || (s[..6] == [0, 0, 0, 0, 0, 0])) // IPv4-compatible (deprecated) ::a.b.c.d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        for private in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "224.0.0.1",
            "255.255.255.255",
            "198.18.0.1",
            "::1",
            "::",
            "fe80::1",
            "fd00::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::127.0.0.1",
            "2001:db8::1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in [
            "93.184.216.34",
            "8.8.8.8",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
        ] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn a_url_is_http_or_https_with_a_host_and_no_credentials() {
        assert!(parse("https://example.com/hook").is_ok());
        assert!(parse(" http://example.com:8080/x?y=1 ").is_ok());
        for bad in [
            "ftp://example.com",
            "example.com/hook",
            "https://user:pw@example.com/",
            "https://example.com/#x",
            "file:///etc/passwd",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[tokio::test]
    async fn a_private_address_is_refused_unless_allowed() {
        let url = parse("http://127.0.0.1:9/hook").unwrap();
        let refused = resolve(&url, false).await.unwrap_err();
        assert!(refused.contains("127.0.0.1"), "{refused}");
        assert!(refused.contains("--webhooks-allow-private"), "{refused}");
        assert_eq!(resolve(&url, true).await.unwrap().len(), 1);
        let mapped = parse("http://[::ffff:192.168.0.1]/").unwrap();
        assert!(resolve(&mapped, false).await.is_err());
    }
}
