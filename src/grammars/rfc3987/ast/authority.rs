//! `iauthority` and `ihost` (RFC 3987 section 2.2).

use std::fmt;

use super::Text;
use crate::ast::{AuthorityOffsets, HostForm};
use crate::engine::Span;

/// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]`.
///
/// ```
/// use urigram::grammars::rfc3987::{Host, IriRef};
/// let r = IriRef::parse("http://ユーザー@例え.jp:8080/").unwrap();
/// let a = r.authority().unwrap();
/// assert_eq!(a.userinfo().unwrap().as_str(), "ユーザー");
/// assert!(matches!(a.host(), Host::RegName(h) if h.as_str() == "例え.jp"));
/// assert_eq!(a.port().unwrap().as_str(), "8080");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Authority<'a> {
    text: Text<'a>,
    userinfo: Option<Text<'a>>,
    host: Host<'a>,
    port: Option<Text<'a>>,
}

/// `ihost = IP-literal / IPv4address / ireg-name`, read first-match-wins as
/// RFC 3986 section 3.2.2 says (RFC 3987 section 2.2 refers to it): an
/// `IPv4address` when the whole host is one, although `ireg-name` also
/// matches its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Host<'a> {
    /// `IP-literal`, brackets included.
    IpLiteral(Text<'a>),
    /// `IPv4address`.
    Ipv4(Text<'a>),
    /// `ireg-name` (possibly empty).
    RegName(Text<'a>),
}

impl<'a> Host<'a> {
    /// The host's text as written.
    #[must_use]
    pub fn text(&self) -> Text<'a> {
        match *self {
            Host::IpLiteral(t) | Host::Ipv4(t) | Host::RegName(t) => t,
        }
    }

    /// The host's text as written.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text().as_str()
    }

    /// Where it stands.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text().span()
    }

    /// Reads a valid `ihost` at `input[start..end]`.
    fn read(input: &'a str, start: usize, end: usize) -> Host<'a> {
        let text = Text::at(input, start, end);
        if text.as_str().starts_with('[') {
            Host::IpLiteral(text)
        } else if is_ipv4_address(text.as_str()) {
            Host::Ipv4(text)
        } else {
            Host::RegName(text)
        }
    }
}

/// Whether `s` is an `IPv4address`: four `dec-octet`s (`0` to `255`, no
/// leading zero) joined by `.`, as RFC 3986 section 3.2.2's ABNF says; one
/// pass, where following every reading of the rule would cost a hundred
/// times more on every host.
fn is_ipv4_address(s: &str) -> bool {
    let mut parts = 0;
    for octet in s.split('.') {
        parts += 1;
        let b = octet.as_bytes();
        let digits = !b.is_empty() && b.len() <= 3 && b.iter().all(u8::is_ascii_digit);
        if !digits || (b.len() > 1 && b[0] == b'0') || octet.parse::<u16>().is_ok_and(|v| v > 255) {
            return false;
        }
    }
    parts == 4
}

impl<'a> Authority<'a> {
    /// Reads a valid `iauthority` at `input[start..end]`. `iuserinfo` holds
    /// no `@` and `ihost` none, so an `@` ends the userinfo; `ireg-name`
    /// and `IPv4address` hold no `:`, and an `IP-literal` ends with `]`, so
    /// the first `:` after the host starts the port.
    pub(super) fn read(input: &'a str, start: usize, end: usize) -> Authority<'a> {
        let s = &input[start..end];
        let (userinfo, host_start) = match s.find('@') {
            Some(i) => (Some(Text::at(input, start, start + i)), start + i + 1),
            None => (None, start),
        };
        let rest = &input[host_start..end];
        let host_len = if rest.starts_with('[') {
            rest.find(']').map_or(rest.len(), |i| i + 1)
        } else {
            rest.find(':').unwrap_or(rest.len())
        };
        let host_end = host_start + host_len;
        let port = (host_end < end).then(|| Text::at(input, host_end + 1, end));
        Authority {
            text: Text::at(input, start, end),
            userinfo,
            host: Host::read(input, host_start, host_end),
            port,
        }
    }

    /// The authority that RFC 3986's single pass found at `a` in `input`,
    /// an ASCII `IRI-reference` (which is a `URI-reference`, and reads the
    /// same: see [`super::IriRef::parse`]). The host's form is RFC 3986's,
    /// first-match-wins as [`Host::read`]'s: an IPv4address when the whole
    /// host is one.
    pub(super) fn from_offsets(input: &'a str, a: AuthorityOffsets) -> Authority<'a> {
        let host_text = Text::at(input, a.host_start, a.host_end);
        let host = match a.host {
            HostForm::Ipv6(_) | HostForm::IpvFuture { .. } => Host::IpLiteral(host_text),
            HostForm::Ipv4(_) => Host::Ipv4(host_text),
            HostForm::RegName => Host::RegName(host_text),
        };
        Authority {
            text: Text::at(input, a.start, a.end),
            userinfo: (a.host_start > a.start).then(|| Text::at(input, a.start, a.host_start - 1)),
            host,
            port: (a.end > a.host_end).then(|| Text::at(input, a.host_end + 1, a.end)),
        }
    }

    /// The `iuserinfo`, if there is an `@`.
    #[must_use]
    pub fn userinfo(&self) -> Option<Text<'a>> {
        self.userinfo
    }

    /// The `ihost`.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        self.host
    }

    /// The `port`'s digits (possibly none), if there is a `:`.
    #[must_use]
    pub fn port(&self) -> Option<Text<'a>> {
        self.port
    }

    /// The whole authority as written.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(u) = self.userinfo {
            write!(f, "{u}@")?;
        }
        f.write_str(self.host.as_str())?;
        if let Some(p) = self.port {
            write!(f, ":{p}")?;
        }
        Ok(())
    }
}
