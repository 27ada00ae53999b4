//! The words of a warning: its message and note, written from the check, the
//! spans and the input only when asked for
//! ([`Warning::message`](super::Warning::message)).
//!
//! The checks record just a [`Finding`] (which check, which bytes), so that a
//! hostile input drawing hundreds of thousands of warnings costs a few words
//! of memory each and no allocation per warning. Everything a message quotes
//! is read again from the input: the span's own text, the scheme (the input
//! up to its first `:`, since a scheme comes first) and, for the one check
//! that names a second part of the URI, the host after the userinfo.

use std::borrow::Cow;

use super::authority::{SERVICE_PORTS, inet_aton};
use super::check::Check;
use super::finding::Finding;
use std::net::Ipv6Addr;

use crate::rules::chars;

/// The host of the authority in which `from` stands (a userinfo's start):
/// the authority runs to the next `/`, `?` or `#`; the host follows its `@`
/// and ends at `]` for an IP literal, else before the port's `:` (a
/// reg-name holds no `:`).
fn host_after(input: &str, from: usize) -> &str {
    let rest = input.get(from..).unwrap_or("");
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &rest[..end];
    let host_port = authority.split_once('@').map_or(authority, |(_, h)| h);
    if host_port.starts_with('[') {
        &host_port[..host_port.find(']').map_or(host_port.len(), |i| i + 1)]
    } else {
        host_port.rsplit_once(':').map_or(host_port, |(h, _)| h)
    }
}

/// The scheme of the linted `input`, lower-cased, or `""`. The checks that
/// name it fire only on URIs with an authority, whose scheme, when there is
/// one, is everything before the first `:`.
fn scheme(input: &str) -> String {
    match input.find([':', '/', '?', '#']) {
        Some(i) if input.as_bytes()[i] == b':' => input[..i].to_ascii_lowercase(),
        _ => String::new(),
    }
}

/// The IPv4 address an IPv6 literal (`[...]`, maybe with an RFC 6874 zone
/// ID) embeds, as text.
fn embedded_ipv4(literal: &str) -> String {
    let inner = literal.trim_start_matches('[').trim_end_matches(']');
    let address = inner.split("%25").next().unwrap_or(inner);
    address
        .parse::<Ipv6Addr>()
        .ok()
        .and_then(|a| a.to_ipv4())
        .map(|a| a.to_string())
        .unwrap_or_default()
}

/// The octet a `%XX` triplet encodes (the checks only record valid ones).
fn octet(triplet: &str) -> char {
    let b = triplet.as_bytes();
    let value = match (b.get(1), b.get(2)) {
        (Some(&h), Some(&l)) => chars::hex_value(h)
            .zip(chars::hex_value(l))
            .map_or(0, |(h, l)| (h << 4) | l),
        _ => 0,
    };
    char::from(value)
}

/// The message and the note of `finding` in the linted `input`.
pub(super) fn describe(finding: Finding, input: &str) -> (String, Cow<'static, str>) {
    let text = input
        .get(finding.span.start..finding.span.end)
        .unwrap_or("");
    match finding.check {
        Check::PasswordInUserinfo => (
            "the userinfo holds a password".into(),
            "anyone who sees the URI sees the password; RFC 3986 deprecates \"user:password\""
                .into(),
        ),
        Check::UserinfoLooksLikeHost => {
            let host = host_after(input, finding.span.start);
            (
                format!("the userinfo begins with {text:?}, which reads like a host"),
                format!("the host is {host:?}; a reader may think the URI points to {text:?}")
                    .into(),
            )
        }
        Check::RareIpv4Form => {
            let addr = inet_aton(text).map(|a| a.to_string()).unwrap_or_default();
            (
                format!("some resolvers read {text:?} as the IPv4 address {addr}"),
                "write the address in dotted-decimal form, or make sure it is not one".into(),
            )
        }
        Check::EmbeddedIpv4 => {
            let v4 = embedded_ipv4(text);
            (
                format!("the IPv6 address embeds the IPv4 address {v4}"),
                "filters that block IPv4 ranges often let the embedded form through".into(),
            )
        }
        Check::IpvFuture => (
            "the host is an IPvFuture literal".into(),
            "no resolver knows this address format; it cannot be reached as written".into(),
        ),
        Check::HostTooLong => (
            if text.len() > 255 {
                format!("the host is {} bytes long; DNS allows 255", text.len())
            } else {
                "a label of the host is over 63 bytes long, more than DNS allows".to_string()
            },
            "such a name cannot be resolved through DNS".into(),
        ),
        Check::EmptyHost => (
            "the host is empty".into(),
            format!("{} URIs need a host to connect to", scheme(input)).into(),
        ),
        Check::EncodedNonAsciiHost => (
            "the host holds percent-encoded non-ASCII characters".into(),
            "look-alike characters can make it pass for another name; show it decoded, or in its IDNA form".into(),
        ),
        Check::EncodedUnreserved => {
            let c = octet(text);
            (
                format!("{text:?} encodes the unreserved character {c:?}"),
                format!("write {c:?} as itself; encoded and plain forms are equivalent").into(),
            )
        }
        Check::EncodedDelimiterInHost => (
            format!(
                "{text:?} encodes the delimiter {:?} inside the host",
                octet(text)
            ),
            "a back end that decodes the host may read a different authority".into(),
        ),
        Check::EncodedSlashInPath => (
            format!("{text:?} encodes {:?} inside a path segment", octet(text)),
            "a back end that decodes before splitting the path sees other segments".into(),
        ),
        Check::EncodedDotSegment => (
            format!("the segment {text:?} is a percent-encoded dot segment"),
            "a back end that decodes before resolving climbs out of the intended directory".into(),
        ),
        Check::EncodedControl => (
            format!("{text:?} encodes a control character"),
            "a back end that decodes it may cut the string short or split a request".into(),
        ),
        Check::DotSegment => (
            format!("the path has a {text:?} segment"),
            "dot segments belong at the start of relative references; resolution removes them, so this URI names another path".into(),
        ),
        Check::DefaultPort => {
            let port = text.trim_start_matches(':');
            let port = port.parse::<u16>().map_or(port.to_string(), |p| p.to_string());
            (
                format!("port {port} is the default for {}", scheme(input)),
                "normalized URIs leave the default port out".into(),
            )
        }
        Check::InvalidPortNumber => {
            let port = text.trim_start_matches(':');
            (
                if port.is_empty() {
                    "the port is empty".to_string()
                } else {
                    format!("port {port} does not fit 16 bits")
                },
                "the grammar allows it, but no connection can be made to it; leave the port out or fix it".into(),
            )
        }
        Check::OtherProtocolPort => {
            let port = text.parse::<u16>().unwrap_or_default();
            let service = SERVICE_PORTS
                .iter()
                .find(|(q, _)| *q == port)
                .map_or("", |&(_, s)| s);
            let s = scheme(input);
            (
                format!("port {port} belongs to {service}"),
                format!("{s} clients sent there may be made to talk to a {service} server").into(),
            )
        }
        Check::LowercasePercentEncoding => (
            format!("{text:?} uses lower-case hexadecimal digits"),
            format!("write it as {:?}", text.to_ascii_uppercase()).into(),
        ),
        Check::ActiveContentScheme => (
            format!(
                "the {}: scheme carries content or code, not a location",
                text.to_ascii_lowercase()
            ),
            "a client that follows it runs or renders what the URI itself contains".into(),
        ),
    }
}
