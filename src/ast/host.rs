//! Section 3.2.2: the host, as the one of its three forms that the grammar
//! picks (first match wins).

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
    /// An `IP-literal` holding an `IPv6address`.
    Ipv6 {
        /// The address.
        addr: Ipv6Addr,
        /// The whole IP-literal, brackets included.
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
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Ipv6 { literal: text, .. }
            | Host::IpvFuture { literal: text, .. }
            | Host::Ipv4 { text, .. }
            | Host::RegName(text) => text.as_str(),
        }
    }

    /// Where the host stands in the input, with the brackets of an IP-literal.
    #[must_use]
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
    pub fn ip(&self) -> Option<IpAddr> {
        match *self {
            Host::Ipv6 { addr, .. } => Some(IpAddr::V6(addr)),
            Host::Ipv4 { addr, .. } => Some(IpAddr::V4(addr)),
            Host::IpvFuture { .. } | Host::RegName(_) => None,
        }
    }

    /// Whether this is an `IP-literal` (in brackets).
    #[must_use]
    pub fn is_ip_literal(&self) -> bool {
        matches!(self, Host::Ipv6 { .. } | Host::IpvFuture { .. })
    }
}

impl Host<'_> {
    /// The form's name, as `Debug` shows it.
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
    pub(crate) fn debug_form(&self) -> impl fmt::Debug + '_ {
        struct Form<'h, 'a>(&'h Host<'a>);
        impl fmt::Debug for Form<'_, '_> {
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Host::Ipv6 { literal, .. } | Host::IpvFuture { literal, .. } => literal,
            Host::Ipv4 { text, .. } | Host::RegName(text) => text,
        };
        f.debug_tuple(self.form_name()).field(text).finish()
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
