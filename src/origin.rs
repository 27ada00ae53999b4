//! RFC 6454: the origin of a URI, the (scheme, host, port) triple that web
//! security compares, or an opaque origin equal to nothing else.

use std::fmt;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::ast::{Host, Uri};
use crate::known_port::known_default_port;
use crate::pct;

/// The origin of a URI (RFC 6454 section 4), from
/// [`Uri::origin`](crate::Uri::origin) and the other types with a scheme.
///
/// A URI has a **tuple** origin when all of these hold, and an **opaque**
/// one otherwise:
/// - it has an authority (RFC 6454 section 4 asks that the URI use "a
///   hierarchical element as a naming authority") with a host that is not
///   an empty `reg-name` (an empty host names no authority);
/// - its scheme has a known default port ([`known_default_port`]: section
///   4 makes the origin opaque when the implementation does not support
///   the URI's protocol, and that table is the protocols urigram knows);
/// - its port, when it has a non-empty one, fits 16 bits.
///
/// So a `file` URI has an opaque origin (section 4 leaves `file` to the
/// implementation), as do `mailto:`, `urn:` and every URI without `//`.
///
/// The tuple holds the scheme in lowercase; the host in lowercase, with
/// its percent-encodings normalized as RFC 3986 section 6.2.2.2 does (so
/// `%41` and `a` give one origin) and an IPv6 address in the text form of
/// RFC 5952 (which writes an IPv4-mapped address dotted,
/// `[::ffff:192.0.2.1]`, where the `url` crate writes `[::ffff:c000:201]`);
/// and the port, or the scheme's default when there is none or it is empty
/// (RFC 3986 section 3.2.3 says an empty port means the default).
///
/// Two opaque origins are never equal unless one is a copy of the other:
/// each is "a fresh globally unique identifier" (RFC 6454 section 4), so
/// even the same URI's origin computed twice differs.
///
/// ```
/// use urigram::{Origin, Uri};
/// let o = |s| Uri::parse(s).unwrap().origin();
/// assert_eq!(o("HTTP://Example.COM/a"), o("http://example.com:80/b?q"));
/// assert_eq!(
///     o("https://example.com:8443/"),
///     Origin::Tuple { scheme: "https".into(), host: "example.com".into(), port: 8443 }
/// );
/// assert_ne!(o("http://example.com/"), o("https://example.com/"));
/// assert_eq!(o("https://example.com:8443/").to_string(), "https://example.com:8443");
/// let opaque = o("mailto:someone@example.com");
/// assert!(!opaque.is_tuple());
/// assert_ne!(opaque, o("mailto:someone@example.com"));
/// assert_eq!(opaque.to_string(), "null");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A scheme, host and port (RFC 6454 section 3.2).
    Tuple {
        /// The scheme, in lowercase.
        scheme: String,
        /// The host: lowercase, percent-encodings normalized, an IPv6
        /// literal in brackets in RFC 5952 form (its RFC 6874 zone ID kept).
        host: String,
        /// The port, or the scheme's default.
        port: u16,
    },
    /// An origin equal only to its own copies (RFC 6454 section 4).
    Opaque(OpaqueOrigin),
}

/// The identifier of an opaque [`Origin`]: unique within the process.
///
/// ```
/// use urigram::{Origin, Uri};
/// let Origin::Opaque(a) = Uri::parse("data:,x").unwrap().origin() else { panic!() };
/// let Origin::Opaque(b) = Uri::parse("data:,x").unwrap().origin() else { panic!() };
/// assert_ne!(a, b);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueOrigin(u64);

impl OpaqueOrigin {
    /// A fresh identifier, different from every other one made in this
    /// process (a 64-bit counter does not wrap in any process's lifetime).
    fn fresh() -> OpaqueOrigin {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        OpaqueOrigin(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

impl Origin {
    /// Whether this is a tuple origin (not an opaque one).
    ///
    /// ```
    /// use urigram::Uri;
    /// assert!(Uri::parse("http://h/").unwrap().origin().is_tuple());
    /// assert!(!Uri::parse("file:///etc").unwrap().origin().is_tuple());
    /// ```
    #[must_use]
    pub fn is_tuple(&self) -> bool {
        matches!(self, Origin::Tuple { .. })
    }

    /// The serialization of RFC 6454 section 6.2 (the `url` crate's name
    /// for it): `scheme://host`, with `:port` when the port is not the
    /// scheme's default; `null` for an opaque origin. The same as
    /// `to_string()`.
    ///
    /// ```
    /// use urigram::Uri;
    /// let o = |s| Uri::parse(s).unwrap().origin().ascii_serialization();
    /// assert_eq!(o("https://h:443/a"), "https://h");
    /// assert_eq!(o("https://h:80/a"), "https://h:80");
    /// assert_eq!(o("mailto:a@h"), "null");
    /// ```
    #[must_use]
    pub fn ascii_serialization(&self) -> String {
        self.to_string()
    }

    /// The origin of `uri`; see [`Origin`].
    pub(crate) fn of(uri: &Uri<'_>) -> Origin {
        Origin::tuple_of(uri).unwrap_or_else(|| Origin::Opaque(OpaqueOrigin::fresh()))
    }

    /// The tuple origin of `uri`, if it has one.
    fn tuple_of(uri: &Uri<'_>) -> Option<Origin> {
        let authority = uri.authority()?;
        let scheme = uri.scheme().as_str().to_ascii_lowercase();
        let default = known_default_port(&scheme)?;
        let port = match authority.port() {
            Some(p) if !p.is_empty() => p.as_u16()?,
            _ => default,
        };
        let host = origin_host(&authority.host())?;
        Some(Origin::Tuple { scheme, host, port })
    }
}

/// The host as an origin holds it, or `None` for an empty reg-name.
fn origin_host(host: &Host<'_>) -> Option<String> {
    let mut out = String::new();
    match host {
        Host::Ipv6 { addr, .. } => {
            // std writes IPv6 addresses as RFC 5952 section 4 recommends.
            let _ = write!(out, "[{addr}");
            if let Some(zone) = host.zone_id() {
                // RFC 6874 section 2: a zone ID is case-sensitive.
                out.push_str("%25");
                out.push_str(&pct::normalize(zone.as_str()));
            }
            out.push(']');
        }
        Host::RegName(text) if text.as_str().is_empty() => return None,
        // An IPv4address has one spelling; an IPvFuture and a reg-name are
        // case-insensitive (RFC 3986 sections 3.2.2 and 6.2.2.1).
        other => pct::normalize_into(&mut out, other.as_str(), true),
    }
    Some(out)
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Tuple { scheme, host, port } => {
                write!(f, "{scheme}://{host}")?;
                if known_default_port(scheme) != Some(*port) {
                    write!(f, ":{port}")?;
                }
                Ok(())
            }
            Origin::Opaque(_) => f.write_str("null"),
        }
    }
}
