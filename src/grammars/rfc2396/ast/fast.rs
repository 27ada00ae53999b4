//! The tree of most valid RFC 2396 `URI-reference`s read from RFC 3986's
//! single pass (issue 40 item 2), so that they cost one pass over the bytes
//! rather than the compiled automaton and then the combinators of
//! [`super::build`], which run for every input this turns down.
//!
//! Why it is sound. Without an IP-literal host (RFC 2732's `IPv6reference`
//! is RFC 3986's `IPv6address` literal, which this leaves to the automaton;
//! RFC 3986 allows no other `[`), an RFC 3986 `URI-reference` is an RFC 2396 one but for two
//! shapes, which this turns down: a `relative-ref` whose path is empty and
//! that has a query (`?q`: `relativeURI` has a path), and a `URI` with
//! neither authority nor path nor query (`x:` or `x:#f`: `opaque-part` is
//! not empty). For the rest, the character classes agree rule for rule:
//! RFC 3986's `pchar` (`unreserved / pct-encoded / sub-delims / ":" / "@"`)
//! is RFC 2396's `pchar` with the `;` of `segment`'s params, both
//! `segment-nz-nc` and `rel-segment` are those without `:`, `userinfo` is
//! the same set in both, every character of RFC 3986's `authority` is one of
//! RFC 2396's `reg-name`, and `query` and `fragment` (`pchar / "/" / "?"`)
//! lie inside `uric`. The delimiters split both alike: no `authority` holds
//! `/`, `?` or `#`, no path `?` or `#`, no query `#`; and a `URI` whose text
//! after the colon begins with `/` is a `hier-part`, any other an
//! `opaque-part` (`uric-no-slash *uric`).
//!
//! The tree is the one [`super::build`]'s combinators build (the
//! `fast_trees` tests hold them together): the authority is a `server`
//! whenever it is one, which the RFC 3986 offsets decide with a check of
//! the host as `hostname` or `IPv4address` (RFC 3986's `userinfo` and
//! `port` are RFC 2396's).

use super::reference::Body;
use super::{AbsoluteUri, Authority, Host, Path, Port, Relative, Server, Text, UriReference};
use crate::ast::AuthorityOffsets;
use crate::grammars::rfc3986::rules::fast;

/// The tree of `s`, if RFC 3986's single pass shows it to be an RFC 2396
/// `URI-reference` (see the module docs); `None` says only "not by this
/// shortcut".
#[inline]
pub(super) fn uri_reference(s: &str) -> Option<UriReference<'_>> {
    let b = s.as_bytes();
    let found = fast::uri_reference(s)?;
    let p = found.parts;
    // RFC 3986's pass takes a "[" only where it begins an IP-literal host.
    if p.authority
        .is_some_and(|a| b.get(a.host_start) == Some(&b'['))
    {
        return None;
    }
    let len = s.len();
    // The first "#" ends the body, and the pass's query ends there.
    let body_end = p.query_end;
    let empty_path = p.authority.is_none() && p.path_start == p.path_end;
    let body = if body_end == 0 {
        None
    } else if found.is_uri {
        let after = p.scheme_end + 1;
        // opaque-part = uric-no-slash *uric: not empty.
        if empty_path && body_end == after {
            return None;
        }
        let (hier, opaque) = if b.get(after) == Some(&b'/') {
            (
                Some(relative(s, after, p.path_end, body_end, p.authority)),
                None,
            )
        } else {
            (None, Some(Text::at(s, after, body_end)))
        };
        Some(Body::Absolute(AbsoluteUri {
            text: Text::at(s, 0, body_end),
            scheme: Text::at(s, 0, p.scheme_end),
            hier,
            opaque,
        }))
    } else {
        // relativeURI = ( net-path / abs-path / rel-path ) [ "?" query ]:
        // a body that is only a query is none of them.
        if empty_path {
            return None;
        }
        Some(Body::Relative(relative(
            s,
            0,
            p.path_end,
            body_end,
            p.authority,
        )))
    };
    Some(UriReference {
        text: Text::at(s, 0, len),
        body,
        fragment: (body_end < len).then(|| Text::at(s, body_end + 1, len)),
    })
}

/// `( net-path / abs-path / rel-path ) [ "?" query ]` at `start..end` of
/// `s`, its path (after the authority, if any) ending at `path_end`.
#[inline]
fn relative(
    s: &str,
    start: usize,
    path_end: usize,
    end: usize,
    authority: Option<AuthorityOffsets>,
) -> Relative<'_> {
    let path_start = authority.map_or(start, |a| a.end);
    Relative {
        text: Text::at(s, start, end),
        authority: authority.map(|a| read_authority(s, a)),
        path: (path_start < path_end).then(|| Path::at(s, path_start, path_end)),
        query: (path_end < end).then(|| Text::at(s, path_end + 1, end)),
    }
}

/// `authority = server / reg-name`, a `server` whenever it is one: an empty
/// one, or `[ userinfo "@" ] host [ ":" port ]` whose host is a `hostname`
/// or an `IPv4address` (RFC 3986's pass has checked the userinfo and the
/// port, whose classes are RFC 2396's).
#[inline]
fn read_authority(s: &str, a: AuthorityOffsets) -> Authority<'_> {
    let text = Text::at(s, a.start, a.end);
    if a.start == a.end {
        return Authority::Server(Server {
            text,
            userinfo: None,
            host: None,
            port: None,
        });
    }
    let host_text = Text::at(s, a.host_start, a.host_end);
    let host = if is_ipv4_address(host_text.as_str().as_bytes()) {
        Host::Ipv4(host_text)
    } else if is_hostname(host_text.as_str().as_bytes()) {
        Host::Hostname(host_text)
    } else {
        return Authority::Registry(text);
    };
    Authority::Server(Server {
        text,
        userinfo: (a.host_start > a.start).then(|| Text::at(s, a.start, a.host_start - 1)),
        host: Some(host),
        port: (a.end > a.host_end).then(|| Port(Text::at(s, a.host_end + 1, a.end))),
    })
}

/// The bytes of a `hostname` by their part in it: [`LETTER`], [`DIGIT`],
/// `-` ([`HYPHEN`]), `.` ([`DOT`]), or none (0).
static HOST_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = if b.is_ascii_alphabetic() {
            LETTER
        } else if b.is_ascii_digit() {
            DIGIT
        } else if b == b'-' {
            HYPHEN
        } else if b == b'.' {
            DOT
        } else {
            0
        };
        c += 1;
    }
    t
};
/// `alpha`, in [`HOST_CLASS`].
const LETTER: u8 = 1;
/// `digit`, in [`HOST_CLASS`].
const DIGIT: u8 = 2;
/// `-`, in [`HOST_CLASS`].
const HYPHEN: u8 = 3;
/// `.`, in [`HOST_CLASS`].
const DOT: u8 = 4;

/// ```abnf
/// hostname      = *( domainlabel "." ) toplabel [ "." ]
/// domainlabel   = alphanum / alphanum *( alphanum / "-" ) alphanum
/// toplabel      = alpha / alpha *( alphanum / "-" ) alphanum
/// ```
/// Labels of letters, digits and `-`, neither first nor last a `-`, the
/// last beginning with a letter, and one `.` after them allowed: one loop
/// over the bytes' classes, which holds the class of the byte before and
/// that of the current label's first byte.
fn is_hostname(h: &[u8]) -> bool {
    let h = h.strip_suffix(b".").unwrap_or(h);
    // Before the first label, as after a dot.
    let (mut before, mut first) = (DOT, 0);
    for &c in h {
        let class = HOST_CLASS[usize::from(c)];
        match (before, class) {
            (_, 0) | (DOT | HYPHEN, DOT) | (DOT, HYPHEN) => return false,
            (DOT, _) => first = class,
            _ => {}
        }
        before = class;
    }
    matches!(before, LETTER | DIGIT) && first == LETTER
}

/// ```abnf
/// IPv4address   = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit
/// ```
/// RFC 2732's rule (RFC 2396 wrote `1*digit`): no bound on the values. One
/// loop over the bytes, counting the dots and the digits since the last.
fn is_ipv4_address(h: &[u8]) -> bool {
    let (mut dots, mut digits) = (0, 0);
    for &c in h {
        match c {
            b'0'..=b'9' if digits < 3 => digits += 1,
            b'.' if digits > 0 && dots < 3 => (dots, digits) = (dots + 1, 0),
            _ => return false,
        }
    }
    dots == 3 && digits > 0
}
