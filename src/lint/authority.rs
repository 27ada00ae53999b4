//! Checks on the authority: userinfo, host and port.

use std::net::Ipv4Addr;

use super::check::Check;
use super::finding::{Finding, Findings};
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
pub(crate) const SERVICE_PORTS: &[(u16, &str)] = &[
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

pub(super) fn check(uri: &UriRef<'_>, out: &mut Findings) {
    let Some(auth) = uri.authority() else { return };
    let scheme = uri.scheme().map(|s| s.as_str().to_ascii_lowercase());
    if let Some(info) = auth.userinfo() {
        let text = info.as_str();
        if let Some(colon) = text.find(':') {
            let start = info.span().start + colon + 1;
            out.push(Finding::new(
                Check::PasswordInUserinfo,
                Span {
                    start,
                    end: info.span().end,
                },
            ));
        }
        let user = &text[..text.find(':').unwrap_or(text.len())];
        if let Some(name) = host_like_prefix(user) {
            out.push(Finding::new(
                Check::UserinfoLooksLikeHost,
                Span {
                    start: info.span().start,
                    end: info.span().start + name.len(),
                },
            ));
        }
    }
    host(&auth.host(), scheme.as_deref(), out);
    if let Some(port) = auth.port() {
        let default = scheme
            .as_deref()
            .and_then(|s| DEFAULT_PORTS.iter().find(|(n, _)| *n == s))
            .map(|&(_, p)| p);
        match port.as_u16() {
            None => out.push(Finding::new(
                Check::InvalidPortNumber,
                Span {
                    start: port.span().start - 1,
                    end: port.span().end,
                },
            )),
            Some(p) if Some(p) == default => out.push(Finding::new(
                Check::DefaultPort,
                Span {
                    start: port.span().start - 1,
                    end: port.span().end,
                },
            )),
            Some(p) => {
                if let (Some(d), true) = (default, SERVICE_PORTS.iter().any(|(q, _)| *q == p)) {
                    if d != p {
                        out.push(Finding::new(Check::OtherProtocolPort, port.span()));
                    }
                }
            }
        }
    }
}

fn host(host: &Host<'_>, scheme: Option<&str>, out: &mut Findings) {
    match host {
        Host::Ipv6 { addr, literal } => {
            let compatible =
                addr.segments()[..6] == [0; 6] && !addr.is_unspecified() && !addr.is_loopback();
            if literal.as_str().contains('.') || addr.to_ipv4_mapped().is_some() || compatible {
                out.push(Finding::new(Check::EmbeddedIpv4, host.span()));
            }
        }
        Host::IpvFuture { .. } => out.push(Finding::new(Check::IpvFuture, host.span())),
        Host::Ipv4 { .. } => {}
        Host::RegName(name) => {
            let text = name.as_str();
            if text.is_empty() {
                if scheme.is_some_and(|s| NEEDS_HOST.contains(&s)) {
                    out.push(Finding::new(Check::EmptyHost, host.span()));
                }
                return;
            }
            if inet_aton(text).is_some() {
                out.push(Finding::new(Check::RareIpv4Form, host.span()));
            }
            let too_long_label = text.split('.').map(str::len).max().unwrap_or(0) > 63;
            if text.len() > 255 || too_long_label {
                out.push(Finding::new(Check::HostTooLong, host.span()));
            }
        }
    }
}

/// The address that the classic `inet_aton` reads from `text`, if it reads
/// one: one to four parts, each decimal, octal (leading `0`) or hexadecimal
/// (`0x`), the last filling the remaining bytes.
pub(crate) fn inet_aton(text: &str) -> Option<Ipv4Addr> {
    // At most four parts: a fifth means no address, however many follow
    // (so a host of a million dots costs no list of a million parts).
    let mut split = text.strip_suffix('.').unwrap_or(text).split('.');
    let parts: Vec<&str> = split.by_ref().take(4).collect();
    if parts.is_empty() || split.next().is_some() {
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
    // The labels are walked, not collected: a userinfo of a million dots
    // costs no list of a million labels.
    let count = name.split('.').count();
    if count < 2 || name.split('.').any(str::is_empty) {
        return None;
    }
    let last = name.rsplit('.').next().unwrap_or("");
    let tld = last.len() >= 2 && last.chars().all(|c| c.is_ascii_alphabetic());
    let dotted = count == 4 && name.split('.').all(|l| l.parse::<u8>().is_ok());
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
