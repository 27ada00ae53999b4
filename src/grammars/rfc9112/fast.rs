//! RFC 9112's request-target forms decided by RFC 3986's fast path: the
//! verdict that [`crate::Rule::is_valid_with`] gives for them, in one pass
//! over the bytes instead of the three readings the combinators try.
//!
//! The form is told by the first byte, as in
//! [`request_target`](crate::request_target::request_target): only the
//! origin-form begins with `/`; then the part is RFC 3986's rule, checked by
//! its fast path. The verdict only: a caller that wants the error runs the
//! combinators, which alone locate it.

use crate::grammars::rfc3986::rules::fast;

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
