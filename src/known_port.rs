//! The default port of the schemes urigram knows: what
//! `port_or_known_default()` and [`Origin`](crate::Origin) fall back to when
//! a URI names no port (RFC 3986 section 3.2.3 leaves the default to each
//! scheme's specification).

/// The schemes with a known default port, lowercase, each with its port;
/// [`known_default_port`] names the document that gives each.
///
/// The first five are the WHATWG URL Standard's special schemes that have a
/// port (`file` has none), so on them urigram agrees with the `url` crate.
/// The others are IANA-registered schemes whose specification names the
/// port a URI without one means.
///
/// ```
/// let schemes: Vec<_> = urigram::KNOWN_DEFAULT_PORTS.iter().map(|(s, _)| *s).collect();
/// assert_eq!(schemes[..5], ["ftp", "http", "https", "ws", "wss"]);
/// ```
pub const KNOWN_DEFAULT_PORTS: &[(&str, u16)] = &[
    ("ftp", 21),
    ("http", 80),
    ("https", 443),
    ("ws", 80),
    ("wss", 443),
    ("coap", 5683),
    ("coaps", 5684),
    ("gopher", 70),
    ("imap", 143),
    ("ipp", 631),
    ("ldap", 389),
    ("nfs", 2049),
    ("nntp", 119),
    ("pop", 110),
    ("rtsp", 554),
    ("ssh", 22),
    ("telnet", 23),
    ("tftp", 69),
    ("vnc", 5900),
];

/// The default port of `scheme` (compared case-insensitively, as RFC 3986
/// section 3.1 says schemes are), or `None` for a scheme not in this table:
///
/// | scheme | port | source |
/// |---|---|---|
/// | `ftp` | 21 | RFC 1738 section 3.2; WHATWG URL Standard (special scheme) |
/// | `http` | 80 | RFC 9110 section 4.2.1; WHATWG URL Standard (special scheme) |
/// | `https` | 443 | RFC 9110 section 4.2.2; WHATWG URL Standard (special scheme) |
/// | `ws` | 80 | RFC 6455 section 3; WHATWG URL Standard (special scheme) |
/// | `wss` | 443 | RFC 6455 section 3; WHATWG URL Standard (special scheme) |
/// | `coap` | 5683 | RFC 7252 section 6.1 |
/// | `coaps` | 5684 | RFC 7252 section 6.2 |
/// | `gopher` | 70 | RFC 4266 |
/// | `imap` | 143 | RFC 5092 |
/// | `ipp` | 631 | RFC 3510 |
/// | `ldap` | 389 | RFC 4516 |
/// | `nfs` | 2049 | RFC 2224 |
/// | `nntp` | 119 | RFC 5538 |
/// | `pop` | 110 | RFC 2384 |
/// | `rtsp` | 554 | RFC 7826 |
/// | `ssh` | 22 | RFC 4253 section 4 (the protocol's port; the `ssh` URI scheme is IANA-provisional) |
/// | `telnet` | 23 | RFC 4248 |
/// | `tftp` | 69 | RFC 3617 |
/// | `vnc` | 5900 | RFC 7869 |
///
/// `file` has no port, and schemes without an authority (`mailto`, `urn`,
/// `data`...) none either. The `url` crate knows only the first five, so
/// its `port_or_known_default()` answers `None` for the others.
/// Normalization drops a default port only for those five too
/// ([`normalize::default_port`](crate::normalize::default_port)).
///
/// ```
/// use urigram::known_default_port;
/// assert_eq!(known_default_port("https"), Some(443));
/// assert_eq!(known_default_port("HTTP"), Some(80));
/// assert_eq!(known_default_port("ssh"), Some(22));
/// assert_eq!(known_default_port("file"), None);
/// assert_eq!(known_default_port("mailto"), None);
/// ```
#[must_use]
pub fn known_default_port(scheme: &str) -> Option<u16> {
    KNOWN_DEFAULT_PORTS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}
