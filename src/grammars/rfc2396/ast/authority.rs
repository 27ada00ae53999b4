//! Section 3.2: the authority, server-based or registry-based.

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::{HostText, Port, RegName, Text, Userinfo};
use crate::engine::{Entry, Span};
use crate::grammars::rfc2396::REGISTRY;
use crate::grammars::rfc2396::rules::{IPV4_ADDRESS, SERVER};

/// `authority = server | reg_name` (section 3.2).
///
/// An authority text can be both (`example.com`); it is read as a
/// [`Server`] whenever it is one, and as a registry name only when it is no
/// server, as `java.net.URI` reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Authority<'a> {
    /// A `server`: `[ [ userinfo "@" ] hostport ]` (section 3.2.2).
    Server(Server<'a>),
    /// A `reg_name` that is no `server` (section 3.2.1).
    Registry(RegName<'a>),
}

impl<'a> Authority<'a> {
    /// Reads `input[start..end]`, a valid `authority`.
    pub(crate) fn read(input: &'a str, start: usize, end: usize) -> Authority<'a> {
        if entry(&SERVER).check(&input.as_bytes()[start..end]).is_ok() {
            Authority::Server(Server::read(input, start, end))
        } else {
            Authority::Registry(Text::at(input, start, end))
        }
    }

    /// The text, as it stands in the input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            Authority::Server(s) => s.as_str(),
            Authority::Registry(r) => r.as_str(),
        }
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Authority::Server(s) => s.span(),
            Authority::Registry(r) => r.span(),
        }
    }
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Authority::Server(s) => s.fmt(f),
            Authority::Registry(r) => r.fmt(f),
        }
    }
}

/// The registry's entry for a rule this module reads with.
fn entry(rule: &'static crate::engine::RuleInfo) -> &'static Entry {
    REGISTRY
        .entries()
        .iter()
        .find(|e| std::ptr::eq(e.info(), rule))
        .unwrap_or(&REGISTRY.entries()[0])
}

/// `server = [ [ userinfo "@" ] hostport ]` (section 3.2.2); empty in
/// `file:///etc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Server<'a> {
    pub(super) text: Text<'a>,
    pub(super) userinfo: Option<Userinfo<'a>>,
    pub(super) host: Option<Host<'a>>,
    pub(super) port: Option<Port<'a>>,
}

impl<'a> Server<'a> {
    /// Reads `input[start..end]`, a valid `server`. `userinfo` holds no `@`,
    /// so the first `@` ends it; a `hostname` or `IPv4address` holds no `:`
    /// and an `IPv6reference` ends at its `]`, so the `:` after the host
    /// starts the port.
    fn read(input: &'a str, start: usize, end: usize) -> Server<'a> {
        let text = Text::at(input, start, end);
        let s = text.as_str();
        let (userinfo, host_start) = match s.find('@') {
            Some(i) => (Some(Text::at(input, start, start + i)), start + i + 1),
            None => (None, start),
        };
        if host_start == end {
            return Server {
                text,
                userinfo,
                host: None,
                port: None,
            };
        }
        let rest = &input[host_start..end];
        let host_len = if rest.starts_with('[') {
            rest.find(']').map_or(rest.len(), |i| i + 1)
        } else {
            rest.find(':').unwrap_or(rest.len())
        };
        let host_end = host_start + host_len;
        let host = Host::read(input, host_start, host_end);
        let port = (host_end < end).then(|| Port(Text::at(input, host_end + 1, end)));
        Server {
            text,
            userinfo,
            host: Some(host),
            port,
        }
    }

    /// The text, as it stands in the input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The `userinfo`, without its `@`.
    #[must_use]
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.userinfo
    }

    /// The host; `None` for an empty server.
    #[must_use]
    pub fn host(&self) -> Option<Host<'a>> {
        self.host
    }

    /// The port, without its `:`; `Some` with no digits for `h:`.
    #[must_use]
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }
}

impl fmt::Display for Server<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(u) = self.userinfo {
            write!(f, "{u}@")?;
        }
        if let Some(h) = self.host {
            write!(f, "{h}")?;
        }
        if let Some(p) = self.port {
            write!(f, ":{p}")?;
        }
        Ok(())
    }
}

/// `host = hostname | IPv4address | IPv6reference` (RFC 2732 section 3).
/// No text is both a `hostname` and an `IPv4address` (a hostname's last
/// label starts with a letter), so the kind is never a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A `hostname` (section 3.2.2).
    Hostname(HostText<'a>),
    /// An `IPv4address`: four groups of one to three digits, each possibly
    /// above 255 (see [`Host::ipv4`]).
    Ipv4(HostText<'a>),
    /// An `IPv6reference`, brackets included, whose IPv4 tail may hold a
    /// group above 255 (see [`Host::ipv6`]).
    Ipv6(HostText<'a>),
}

impl<'a> Host<'a> {
    /// Reads `input[start..end]`, a valid `host`.
    fn read(input: &'a str, start: usize, end: usize) -> Host<'a> {
        let text = Text::at(input, start, end);
        if text.as_str().starts_with('[') {
            Host::Ipv6(text)
        } else if entry(&IPV4_ADDRESS).check(text.as_str().as_bytes()).is_ok() {
            Host::Ipv4(text)
        } else {
            Host::Hostname(text)
        }
    }

    /// The text, as it stands in the input (brackets included).
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(t) | Host::Ipv4(t) | Host::Ipv6(t) => t.as_str(),
        }
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Host::Hostname(t) | Host::Ipv4(t) | Host::Ipv6(t) => t.span(),
        }
    }

    /// The IPv4 address, when this is an `IPv4address` whose four groups,
    /// read as decimal numbers (a leading zero changes nothing), are each at
    /// most 255. The grammar allows `999.1.1.1`; the address does not.
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// use urigram::grammars::rfc2396::UriReference;
    /// let host = |s| UriReference::parse(s).unwrap().absolute().unwrap()
    ///     .server().unwrap().host().unwrap();
    /// assert_eq!(host("http://10.0.0.255/").ipv4(), Some(Ipv4Addr::new(10, 0, 0, 255)));
    /// assert_eq!(host("http://10.0.0.256/").ipv4(), None);
    /// ```
    #[must_use]
    pub fn ipv4(&self) -> Option<Ipv4Addr> {
        let Host::Ipv4(t) = self else { return None };
        let mut octets = [0u8; 4];
        let mut groups = t.as_str().split('.');
        for o in &mut octets {
            *o = groups.next()?.parse().ok()?;
        }
        Some(Ipv4Addr::from(octets))
    }

    /// The IPv6 address, when this is an `IPv6reference` whose address is
    /// one `std::net::Ipv6Addr` reads. The grammar's IPv4 tail takes groups
    /// of one to three digits of any value (RFC 2373 Appendix B's
    /// `IPv4address`), so `[::1.2.3.999]` is valid and has no address.
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// use urigram::grammars::rfc2396::UriReference;
    /// let host = |s| UriReference::parse(s).unwrap().absolute().unwrap()
    ///     .server().unwrap().host().unwrap();
    /// assert_eq!(host("http://[1080::8:800:200C:417A]/").ipv6(),
    ///     Some("1080::8:800:200C:417A".parse::<Ipv6Addr>().unwrap()));
    /// assert_eq!(host("http://[::1.2.3.999]/").ipv6(), None);
    /// ```
    #[must_use]
    pub fn ipv6(&self) -> Option<Ipv6Addr> {
        let Host::Ipv6(t) = self else { return None };
        let s = t.as_str();
        s.get(1..s.len() - 1)?.parse().ok()
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
