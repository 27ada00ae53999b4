//! RFC 9112's request-target forms decided by RFC 3986's fast path: the
//! verdict that [`crate::Rule::is_valid_with`] gives for them, in one pass
//! over the bytes instead of the three readings the combinators try.
//!
//! The form is told by the first byte, as in
//! [`request_target`](crate::request_target::request_target): only the
//! origin-form begins with `/`; then the part is RFC 3986's rule, checked by
//! its fast path. The verdict only: a caller that wants the error runs the
//! combinators, which alone locate it.
//!
//! [`request_target`] and [`authority_form`] build the typed tree from the
//! same pass, so that [`RequestTarget::parse`] runs the combinators only on
//! what the pass turns down: to locate the error, or to read a zone ID when
//! RFC 6874's switch is on (the pass reads RFC 3986's `IP-literal`, whose
//! strings RFC 6874's reads alike, so a tree it builds is the combinators'
//! under either grammar).

use crate::ast::{AbsoluteUri, Path, PathKind, Port, Query, Text, build_host};
use crate::grammars::rfc3986::rules::fast;
use crate::request_target::RequestTarget;

/// ```abnf
/// request-target = origin-form / absolute-form / authority-form / asterisk-form
/// ```
/// RFC 9112 section 3.2. Only the origin-form begins with `/` (a scheme
/// begins with a letter, a host with `[`, a digit or a `reg-name`
/// character, and an empty host is followed by `:`); any target is valid if
/// one of the others takes it whole, since the choice is unordered.
pub(crate) fn is_request_target(s: &str, zones: bool) -> bool {
    if s.starts_with('/') {
        return is_origin_form(s);
    }
    is_asterisk_form(s) || fast::is_absolute_uri(s, zones) || is_authority_form(s, zones)
}

/// ```abnf
/// origin-form    = absolute-path [ "?" query ]
/// absolute-path  = 1*( "/" segment )
/// ```
/// RFC 9112 section 3.2.1 and RFC 9110 section 4.1. A `/` and then a run of
/// `pchar`, `/` and `?`: the text before the first `?` is a `/` and any
/// `pchar` and `/` (one or more `"/" segment`), and the text after it any of
/// the three (`query = *( pchar / "/" / "?" )`). So the target is exactly a
/// `query` that begins with `/`.
pub(crate) fn is_origin_form(s: &str) -> bool {
    s.starts_with('/') && fast::is_query(s)
}

/// ```abnf
/// authority-form = uri-host ":" port
/// uri-host       = host
/// ```
/// RFC 9112 section 3.2.3: RFC 3986's `authority` without its userinfo and
/// with its `":" port`. The fast path reads the whole target as an
/// `authority`; then no `@` ended a userinfo before the host, and a `:`
/// came after it (the port's digits may be none).
pub(crate) fn is_authority_form(s: &str, zones: bool) -> bool {
    fast::whole_authority(s, zones).is_some_and(|a| a.host_start == a.start && a.end > a.host_end)
}

/// ```abnf
/// asterisk-form  = "*"
/// ```
/// RFC 9112 section 3.2.4.
pub(crate) fn is_asterisk_form(s: &str) -> bool {
    s == "*"
}

/// The tree of `s` read as a `request-target`, as
/// [`crate::request_target::request_target`] reads it, or `None` if the single
/// pass does not find one (it is invalid, or holds a zone ID).
///
/// The combinators take the longest of the readings that do not begin with
/// `/`, a tie going to the absolute-form; a reading that takes the whole of
/// `s` is the longest, so the first of these that does is the one: the
/// origin-form (the only one that begins with `/`), the asterisk-form, the
/// absolute-form, then the authority-form.
#[inline]
pub(crate) fn request_target(s: &str) -> Option<RequestTarget<'_>> {
    if s.starts_with('/') {
        return origin_form(s);
    }
    if s == "*" {
        return Some(RequestTarget::Asterisk(Text::new(s, 0)));
    }
    if let Some(u) = fast::uri_reference(s).and_then(|f| AbsoluteUri::from_scanned(s, f)) {
        return Some(RequestTarget::Absolute(u));
    }
    authority_form(s)
}

/// The tree of `s` read as an `origin-form` (see [`is_origin_form`]): the
/// path runs to the first `?`, the query from after it to the end, as
/// [`crate::request_target::origin_form`] reads them (its `absolute-path` is
/// RFC 3986's `path-abempty`).
fn origin_form(s: &str) -> Option<RequestTarget<'_>> {
    if !is_origin_form(s) {
        return None;
    }
    let path_end = memchr::memchr(b'?', s.as_bytes()).unwrap_or(s.len());
    Some(RequestTarget::Origin {
        path: Path::new(PathKind::AbEmpty, Text::new(&s[..path_end], 0)),
        query: (path_end < s.len()).then(|| Query(Text::new(&s[path_end + 1..], path_end + 1))),
        text: Text::new(s, 0),
    })
}

/// The tree of `s` read as an `authority-form` (see [`is_authority_form`]),
/// under RFC 3986's `IP-literal`.
#[inline]
pub(crate) fn authority_form(s: &str) -> Option<RequestTarget<'_>> {
    let a =
        fast::whole_authority_tree(s).filter(|a| a.host_start == a.start && a.end > a.host_end)?;
    Some(RequestTarget::Authority {
        host: build_host(s, 0, a.host_start..a.host_end, a.host),
        port: Port(Text::new(&s[a.host_end + 1..], a.host_end + 1)),
        text: Text::new(s, 0),
    })
}
