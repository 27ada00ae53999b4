//! Section 3.2.2: the host, as the one of its three forms that the grammar
//! picks (first match wins).

use std::borrow::Cow;
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use super::{Span, Text};

/// `host = IP-literal / IPv4address / reg-name` (section 3.2.2).
///
/// The rule is first-match-wins: a host is an [`Ipv4`](Host::Ipv4) only when
/// the whole host is an `IPv4address`; `1.2.3.256` or `01.2.3.4` is a
/// [`RegName`](Host::RegName).
///
/// ```
/// use urigram::{Host, Uri};
/// let host = |s| Uri::parse(s).unwrap().authority().unwrap().host();
/// assert!(matches!(host("http://[::1]/"), Host::Ipv6 { addr, .. } if addr.is_loopback()));
/// assert!(matches!(host("http://1.2.3.4/"), Host::Ipv4 { .. }));
/// assert!(matches!(host("http://1.2.3.256/"), Host::RegName(_)));
/// ```
///
/// `Debug` shows the form and the text with its start: `Ipv6("[::1]"@7)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Host<'a> {
    /// An `IP-literal` holding an `IPv6address`, or, under RFC 6874, an
    /// `IPv6addrz` (see [`Host::zone_id`]).
    Ipv6 {
        /// The address (without its zone ID).
        addr: Ipv6Addr,
        /// The whole IP-literal, brackets (and zone ID) included.
        literal: Text<'a>,
    },
    /// An `IP-literal` holding an `IPvFuture`: `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    IpvFuture {
        /// The hexadecimal version, after the `v`.
        version: Text<'a>,
        /// The address, after the `.`.
        address: Text<'a>,
        /// The whole IP-literal, brackets included.
        literal: Text<'a>,
    },
    /// An `IPv4address`.
    Ipv4 {
        /// The address.
        addr: Ipv4Addr,
        /// Its text.
        text: Text<'a>,
    },
    /// A `reg-name`: possibly empty, possibly percent-encoded.
    RegName(Text<'a>),
}

impl<'a> Host<'a> {
    /// The host as written, with the brackets of an IP-literal.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Ipv6 { literal: text, .. }
            | Host::IpvFuture { literal: text, .. }
            | Host::Ipv4 { text, .. }
            | Host::RegName(text) => text.as_str(),
        }
    }

    /// Where the host stands in the input, with the brackets of an IP-literal.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn span(&self) -> Span {
        match self {
            Host::Ipv6 { literal: text, .. }
            | Host::IpvFuture { literal: text, .. }
            | Host::Ipv4 { text, .. }
            | Host::RegName(text) => text.span(),
        }
    }

    /// The text without brackets: what stands between them for an IP-literal,
    /// the whole host otherwise.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn text(&self) -> Text<'a> {
        match self {
            Host::Ipv6 { literal, .. } | Host::IpvFuture { literal, .. } => {
                let s = literal.as_str();
                Text::new(&s[1..s.len() - 1], literal.span().start + 1)
            }
            Host::Ipv4 { text, .. } | Host::RegName(text) => *text,
        }
    }

    /// The IP address, for an IPv6 literal or an `IPv4address`; `None` for a
    /// reg-name (even one that reads like an address in some other syntax,
    /// such as `0x7f.1`) and for an `IPvFuture`.
    ///
    /// ```
    /// use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
    /// use urigram::Uri;
    /// let ip = |s| Uri::parse(s).unwrap().host().unwrap().ip();
    /// assert_eq!(ip("http://[::1]/"), Some(IpAddr::V6(Ipv6Addr::LOCALHOST)));
    /// assert_eq!(ip("http://127.0.0.1:8080/"), Some(IpAddr::V4(Ipv4Addr::LOCALHOST)));
    /// assert_eq!(ip("http://localhost/"), None);
    /// assert_eq!(ip("http://127.1/"), None);
    /// assert_eq!(ip("http://[v1.x]/"), None);
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn ip(&self) -> Option<IpAddr> {
        match *self {
            Host::Ipv6 { addr, .. } => Some(IpAddr::V6(addr)),
            Host::Ipv4 { addr, .. } => Some(IpAddr::V4(addr)),
            Host::IpvFuture { .. } | Host::RegName(_) => None,
        }
    }

    /// Whether this is an `IP-literal` (in brackets).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_ip_literal(&self) -> bool {
        matches!(self, Host::Ipv6 { .. } | Host::IpvFuture { .. })
    }

    /// The short name of the host's form: `"ipv6"`, `"ipvfuture"`, `"ipv4"`
    /// (an `IPv4address`) or `"reg-name"`. It is the `kind` of a host in
    /// the CLI's JSON and the `host_kind` of Python's `urigram.parse` and
    /// `urigram.arrow.parse`, written here once so that they cannot drift.
    ///
    /// ```
    /// use urigram::Uri;
    /// let kind = |s| Uri::parse(s).unwrap().host().unwrap().kind_name();
    /// assert_eq!(kind("http://[::1]/"), "ipv6");
    /// assert_eq!(kind("http://[v1.x]/"), "ipvfuture");
    /// assert_eq!(kind("http://127.0.0.1/"), "ipv4");
    /// assert_eq!(kind("http://127.1/"), "reg-name");
    /// assert_eq!(kind("file:///etc"), "reg-name");
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn kind_name(&self) -> &'static str {
        match self {
            Host::Ipv6 { .. } => "ipv6",
            Host::IpvFuture { .. } => "ipvfuture",
            Host::Ipv4 { .. } => "ipv4",
            Host::RegName(_) => "reg-name",
        }
    }

    /// The zone ID of an IPv6 literal, `IPv6address "%25" ZoneID` (RFC 6874
    /// section 2), which only a parse with
    /// [`ParseOptions::RFC6874`](crate::ParseOptions::RFC6874) accepts; `None`
    /// for every other host.
    ///
    /// It is read from the literal: RFC 3986's `IPv6address` holds no `%`,
    /// so the first `%25` of an IPv6 literal begins its zone ID.
    ///
    /// ```
    /// use urigram::{ParseOptions, Uri};
    /// let u = Uri::parse_with("http://[fe80::a%25en%311]/", ParseOptions::RFC6874).unwrap();
    /// let host = u.host().unwrap();
    /// let zone = host.zone_id().unwrap();
    /// assert_eq!(zone.as_str(), "en%311");
    /// assert_eq!(&*zone.decode(), b"en11");
    /// assert_eq!(host.ip().unwrap().to_string(), "fe80::a");
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn zone_id(&self) -> Option<ZoneId<'a>> {
        let Host::Ipv6 { literal, .. } = self else {
            return None;
        };
        let s = literal.as_str();
        let at = s.find("%25")?;
        let zone = &s[at + 3..s.len() - 1];
        Some(ZoneId::new(Text::new(zone, literal.span().start + at + 3)))
    }
}

/// `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 section 2): the zone
/// of an IPv6 address, as written (after the `%25`) and decoded.
///
/// RFC 6874 section 2 says a zone ID is case-sensitive and gives it no
/// normalization beyond percent-encoding, so urigram compares and keeps it as
/// written.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ZoneId<'a> {
    raw: Text<'a>,
}

impl<'a> ZoneId<'a> {
    /// The zone ID whose text is `raw`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn new(raw: Text<'a>) -> Self {
        ZoneId { raw }
    }

    /// The zone ID as written, percent-encodings and all, without the `%25`.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_str(&self) -> &'a str {
        self.raw.as_str()
    }

    /// The zone ID as written, with its position.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn text(&self) -> Text<'a> {
        self.raw
    }

    /// Where the zone ID stands in the input (after the `%25`).
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn span(&self) -> Span {
        self.raw.span()
    }

    /// The zone ID with its percent-encodings decoded: bytes, which may not
    /// be UTF-8 (RFC 6874 leaves the zone's encoding to the system).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn decode(&self) -> Cow<'a, [u8]> {
        crate::pct::decode(self.raw.as_str())
    }

    /// The decoded zone ID as UTF-8 text, if it is.
    ///
    /// # Errors
    /// A [`DecodeError`](crate::pct::DecodeError) if the decoded bytes are
    /// not UTF-8.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn decode_utf8(&self) -> Result<Cow<'a, str>, crate::pct::DecodeError> {
        crate::pct::decode_utf8(self.raw.as_str())
    }
}

impl fmt::Debug for ZoneId<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ZoneId").field(&self.raw).finish()
    }
}

impl fmt::Display for ZoneId<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Host<'_> {
    /// The form's name, as `Debug` shows it.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn form_name(&self) -> &'static str {
        match self {
            Host::Ipv6 { .. } => "Ipv6",
            Host::IpvFuture { .. } => "IpvFuture",
            Host::Ipv4 { .. } => "Ipv4",
            Host::RegName(_) => "RegName",
        }
    }

    /// `Debug` without the position: `RegName("example.com")`, as a
    /// reference's `Debug` shows its host.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn debug_form(&self) -> impl fmt::Debug + '_ {
        struct Form<'h, 'a>(&'h Host<'a>);
        impl fmt::Debug for Form<'_, '_> {
            #[cfg_attr(urigram_web, optimize(speed))]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(self.0.form_name())
                    .field(&self.0.as_str())
                    .finish()
            }
        }
        Form(self)
    }
}

impl fmt::Debug for Host<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Host::Ipv6 { literal, .. } | Host::IpvFuture { literal, .. } => literal,
            Host::Ipv4 { text, .. } | Host::RegName(text) => text,
        };
        f.debug_tuple(self.form_name()).field(text).finish()
    }
}

impl fmt::Display for Host<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `host == "example.com"`: the host as written (an IP-literal with its
/// brackets) compared with text, ignoring ASCII case, since section 3.2.2
/// makes the host case-insensitive (`Example.COM` is `"example.com"`, and
/// `[::A]` is `"[::a]"`). Nothing else is normalized: `ex%61mple.com` is
/// not `"example.com"`, nor `[0::1]` `"[::1]"`; for equivalence in the
/// sense of section 6, compare [`Normalized`](crate::Normalized) URIs, or
/// IP addresses with [`Host::ip`]. (Two `Host`s compare as the text they
/// hold, where they stand.)
///
/// ```
/// let u = urigram::Uri::parse("http://Example.COM:8080/").unwrap();
/// assert!(u.host().unwrap() == "example.com");
/// assert!("EXAMPLE.com" == u.host().unwrap());
/// let v6 = urigram::Uri::parse("http://[2001:DB8::1]/").unwrap();
/// assert!(v6.host().unwrap() == "[2001:db8::1]");
/// assert!(v6.host().unwrap() != "2001:db8::1");
/// ```
impl PartialEq<str> for Host<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &str) -> bool {
        self.as_str().eq_ignore_ascii_case(other)
    }
}

/// As `PartialEq<str>`.
impl PartialEq<&str> for Host<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &&str) -> bool {
        self.as_str().eq_ignore_ascii_case(other)
    }
}

/// As `Host`'s `PartialEq<str>`.
impl PartialEq<Host<'_>> for str {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &Host<'_>) -> bool {
        other.as_str().eq_ignore_ascii_case(self)
    }
}

/// As `Host`'s `PartialEq<str>`.
impl PartialEq<Host<'_>> for &str {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &Host<'_>) -> bool {
        other.as_str().eq_ignore_ascii_case(self)
    }
}
