//! Checks on the authority: userinfo, host and port.

use std::net::Ipv4Addr;

use super::{Check, Warning};
use crate::ast::{Host, Span, UriRef};

/// Default ports of schemes that have an authority (section 6.2.3).
pub(crate) const DEFAULT_PORTS: &[(&str, u16)] = &[
    ("http", 80),
    ("https", 443),
    ("ws", 80),
    ("wss", 443),
    ("ftp", 21),
    ("ssh", 22),
    ("sftp", 22),
    ("telnet", 23),
    ("gopher", 70),
    ("nntp", 119),
    ("imap", 143),
    ("ldap", 389),
    ("ldaps", 636),
    ("rtsp", 554),
];

/// Ports of well-known services that a URI can aim a client at (section 7.2).
const SERVICE_PORTS: &[(u16, &str)] = &[
    (21, "FTP"),
    (22, "SSH"),
    (23, "Telnet"),
    (25, "SMTP"),
    (53, "DNS"),
    (110, "POP3"),
    (143, "IMAP"),
    (465, "SMTP over TLS"),
    (587, "SMTP submission"),
    (2375, "the Docker API"),
    (3306, "MySQL"),
    (5432, "PostgreSQL"),
    (6379, "Redis"),
    (6667, "IRC"),
    (11211, "memcached"),
    (27017, "MongoDB"),
];

/// Schemes whose URIs name a host to connect to, so an empty one is an error
/// of the producer.
const NEEDS_HOST: &[&str] = &["http", "https", "ws", "wss", "ftp"];

pub(super) fn check(uri: &UriRef<'_>, out: &mut Vec<Warning>) {
    let Some(auth) = uri.authority() else { return };
    let scheme = uri.scheme().map(|s| s.as_str().to_ascii_lowercase());
    if let Some(info) = auth.userinfo() {
        let text = info.as_str();
        if let Some(colon) = text.find(':') {
            let start = info.span().start + colon + 1;
            out.push(Warning::new(
                uri,
                Check::PasswordInUserinfo,
                Span {
                    start,
                    end: info.span().end,
                },
                "the userinfo holds a password",
                "anyone who sees the URI sees the password; RFC 3986 deprecates \"user:password\"",
            ));
        }
        let user = &text[..text.find(':').unwrap_or(text.len())];
        if let Some(name) = host_like_prefix(user) {
            out.push(Warning::new(
                uri,
                Check::UserinfoLooksLikeHost,
                Span {
                    start: info.span().start,
                    end: info.span().start + name.len(),
                },
                format!("the userinfo begins with {name:?}, which reads like a host"),
                format!(
                    "the host is {:?}; a reader may think the URI points to {name:?}",
                    auth.host().as_str()
                ),
            ));
        }
    }
    host(uri, &auth.host(), scheme.as_deref(), out);
    if let Some(port) = auth.port() {
        let default = scheme
            .as_deref()
            .and_then(|s| DEFAULT_PORTS.iter().find(|(n, _)| *n == s))
            .map(|&(_, p)| p);
        match port.as_u16() {
            None => out.push(Warning::new(
                uri,
                Check::InvalidPortNumber,
                Span { start: port.span().start - 1, end: port.span().end },
                if port.is_empty() { "the port is empty".to_string() } else { format!("port {} does not fit 16 bits", port.as_str()) },
                "the grammar allows it, but no connection can be made to it; leave the port out or fix it",
            )),
            Some(p) if Some(p) == default => out.push(Warning::new(
                uri,
                Check::DefaultPort,
                Span { start: port.span().start - 1, end: port.span().end },
                format!("port {p} is the default for {}", scheme.as_deref().unwrap_or_default()),
                "normalized URIs leave the default port out",
            )),
            Some(p) => {
                if let (Some(d), Some(&(_, service))) = (default, SERVICE_PORTS.iter().find(|(q, _)| *q == p)) {
                    if d != p {
                        out.push(Warning::new(
                            uri,
                            Check::OtherProtocolPort,
                            port.span(),
                            format!("port {p} belongs to {service}"),
                            format!(
                                "{} clients sent there may be made to talk to a {service} server",
                                scheme.as_deref().unwrap_or_default()
                            ),
                        ));
                    }
                }
            }
        }
    }
}

fn host(uri: &UriRef<'_>, host: &Host<'_>, scheme: Option<&str>, out: &mut Vec<Warning>) {
    match host {
        Host::Ipv6 { addr, literal } => {
            let compatible =
                addr.segments()[..6] == [0; 6] && !addr.is_unspecified() && !addr.is_loopback();
            if literal.as_str().contains('.') || addr.to_ipv4_mapped().is_some() || compatible {
                let v4 = addr.to_ipv4().map(|a| a.to_string()).unwrap_or_default();
                out.push(Warning::new(
                    uri,
                    Check::EmbeddedIpv4,
                    host.span(),
                    format!("the IPv6 address embeds the IPv4 address {v4}"),
                    "filters that block IPv4 ranges often let the embedded form through",
                ));
            }
        }
        Host::IpvFuture { .. } => out.push(Warning::new(
            uri,
            Check::IpvFuture,
            host.span(),
            "the host is an IPvFuture literal",
            "no resolver knows this address format; it cannot be reached as written",
        )),
        Host::Ipv4 { .. } => {}
        Host::RegName(name) => {
            let text = name.as_str();
            if text.is_empty() {
                if scheme.is_some_and(|s| NEEDS_HOST.contains(&s)) {
                    out.push(Warning::new(
                        uri,
                        Check::EmptyHost,
                        host.span(),
                        "the host is empty",
                        format!(
                            "{} URIs need a host to connect to",
                            scheme.unwrap_or_default()
                        ),
                    ));
                }
                return;
            }
            if let Some(addr) = inet_aton(text) {
                out.push(Warning::new(
                    uri,
                    Check::RareIpv4Form,
                    host.span(),
                    format!("some resolvers read {text:?} as the IPv4 address {addr}"),
                    "write the address in dotted-decimal form, or make sure it is not one",
                ));
            }
            let too_long_label = text.split('.').map(str::len).max().unwrap_or(0) > 63;
            if text.len() > 255 || too_long_label {
                out.push(Warning::new(
                    uri,
                    Check::HostTooLong,
                    host.span(),
                    if text.len() > 255 {
                        format!("the host is {} bytes long; DNS allows 255", text.len())
                    } else {
                        "a label of the host is over 63 bytes long, more than DNS allows"
                            .to_string()
                    },
                    "such a name cannot be resolved through DNS",
                ));
            }
        }
    }
}

/// The address that the classic `inet_aton` reads from `text`, if it reads
/// one: one to four parts, each decimal, octal (leading `0`) or hexadecimal
/// (`0x`), the last filling the remaining bytes.
pub(crate) fn inet_aton(text: &str) -> Option<Ipv4Addr> {
    let parts: Vec<&str> = text.strip_suffix('.').unwrap_or(text).split('.').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    let mut values = Vec::with_capacity(4);
    for p in &parts {
        let (digits, radix) = if let Some(h) = p.strip_prefix("0x").or_else(|| p.strip_prefix("0X"))
        {
            (h, 16)
        } else if p.len() > 1 && p.starts_with('0') {
            (&p[1..], 8)
        } else {
            (*p, 10)
        };
        if digits.is_empty() && radix != 16 {
            return None;
        }
        let v = if digits.is_empty() {
            0
        } else {
            u64::from_str_radix(digits, radix).ok()?
        };
        values.push(v);
    }
    let (last, init) = values.split_last()?;
    let mut addr: u64 = 0;
    for (i, &v) in init.iter().enumerate() {
        if v > 255 {
            return None;
        }
        addr |= v << (24 - 8 * i);
    }
    let room = 32 - 8 * init.len() as u32;
    if *last >= (1u64 << room) {
        return None;
    }
    addr |= last;
    Some(Ipv4Addr::from(u32::try_from(addr).ok()?))
}

/// The start of `user` if it reads like a host name: dotted labels of letters,
/// digits and hyphens ending in a letter label (`cnn.example.com`), or a
/// dotted-decimal address.
fn host_like_prefix(user: &str) -> Option<&str> {
    let end = user
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '.'))
        .unwrap_or(user.len());
    let name = user[..end].trim_end_matches('.');
    let labels: Vec<&str> = name.split('.').collect();
    if labels.len() < 2 || labels.iter().any(|l| l.is_empty()) {
        return None;
    }
    let last = labels[labels.len() - 1];
    let tld = last.len() >= 2 && last.chars().all(|c| c.is_ascii_alphabetic());
    let dotted = labels.len() == 4 && labels.iter().all(|l| l.parse::<u8>().is_ok());
    (tld || dotted).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::inet_aton;

    #[test]
    fn inet_aton_reads_the_rfc_7_4_forms() {
        let a = |s: &str| inet_aton(s).map(|a| a.to_string());
        assert_eq!(a("0x7f.1").as_deref(), Some("127.0.0.1"));
        assert_eq!(a("0177.0.0.1").as_deref(), Some("127.0.0.1"));
        assert_eq!(a("127.1").as_deref(), Some("127.0.0.1"));
        assert_eq!(a("2130706433").as_deref(), Some("127.0.0.1"));
        assert_eq!(a("example.com"), None);
        assert_eq!(a("1.2.3.4.5"), None);
        assert_eq!(a("256.1"), None);
        assert_eq!(a("09"), None);
    }
}
