//! The fast path of the typed entry points and of [`crate::is_valid`]: one
//! pass over the bytes of a whole `URI-reference` that finds where each
//! component stands, or says that the input is not one.
//!
//! The combinators of the other modules are the grammar; this is a shortcut
//! that stands for the same rules, written as one loop over the character
//! tables of [`super::chars`], so that a valid input is read once, without
//! the result layers of the combinators. It records nothing: when it says no,
//! the entry point runs the combinators to locate the error, so error
//! offsets, expected sets and rule paths are theirs alone. Every step below
//! names the ABNF rules it stands for and why the shortcut reads the same
//! strings. The oracle agreement tests check it against the DFA built from
//! `grammar/rfc3986.abnf` (same verdict) and against the combinators (the same
//! tree, offset for offset).

use super::chars::{self, Class};
use super::ip;
use crate::ast::{AuthParts, HostForm, Parts, PathKind};

/// A reference found by [`uri_reference`]: whether it is a `URI` (it has a
/// scheme) and where its components stand in the input.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    /// The `URI` reading, not `relative-ref`.
    pub(crate) is_uri: bool,
    /// The offsets, counted from the start of the input.
    pub(crate) parts: Parts,
}

/// `*( class / pct-encoded )` from `from`: where the run ends, or `None` if it
/// stops on a broken `pct-encoded` triplet. A `%` can never end a component
/// (no delimiter of the grammar is `%`), so a broken triplet is always the
/// end of the whole match.
#[inline(always)]
fn run(b: &[u8], from: usize, class: Class) -> Option<usize> {
    let (n, broken) = chars::scan_pct(&b[from..], class);
    if broken { None } else { Some(from + n) }
}

/// Single bytes of `class` (no `pct-encoded`) from `from`: where the run ends.
#[inline(always)]
fn run_plain(b: &[u8], from: usize, class: Class) -> usize {
    from + b[from..]
        .iter()
        .position(|&c| !chars::is(c, class))
        .unwrap_or(b.len() - from)
}

/// Reads a whole `URI-reference`:
///
/// ```abnf
/// URI-reference = URI / relative-ref
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
///
/// `URI` is the reading exactly when the input begins with a `scheme` and a
/// `:`: then `relative-ref` cannot match, since its first segment would hold
/// that colon (`path-noscheme`) and the other forms of `relative-part` begin
/// with `/`, which no scheme holds; otherwise `URI` cannot match. This is the
/// order [`super::uri_reference`] tries them in, and the tree is the one it
/// builds.
#[inline]
pub(crate) fn uri_reference(s: &str) -> Option<Found> {
    let b = s.as_bytes();
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
    let scheme_end = if b.first().is_some_and(|&c| chars::is(c, chars::ALPHA)) {
        let n = run_plain(b, 1, chars::SCHEME);
        if b.get(n) == Some(&b':') { n } else { 0 }
    } else {
        0
    };
    let is_uri = scheme_end > 0;
    let hier = if is_uri { scheme_end + 1 } else { 0 };

    // hier-part / relative-part = "//" authority path-abempty / ...: "//" can
    // only begin the first alternative (a path-absolute has no empty first
    // segment, and path-rootless / path-noscheme / path-empty none at all).
    let (authority, path_start) = if b[hier..].starts_with(b"//") {
        let a = authority(s, hier + 2)?;
        (Some(a), a.end)
    } else {
        (None, hier)
    };

    // Every path rule is a first segment and `*( "/" segment )`, so the path
    // is a run of pchar and "/"; the first bytes tell the rules apart.
    let path_end = run(b, path_start, chars::PATH)?;
    let path = &b[path_start..path_end];
    let kind = if authority.is_some() {
        // path-abempty = *( "/" segment ): empty or beginning with "/".
        if path.first().is_some_and(|&c| c != b'/') {
            return None;
        }
        PathKind::AbEmpty
    } else if path.is_empty() {
        // path-empty = 0<pchar>
        PathKind::Empty
    } else if path[0] == b'/' {
        // path-absolute = "/" [ segment-nz *( "/" segment ) ]; "//" went to
        // the authority above.
        PathKind::Absolute
    } else if is_uri {
        // path-rootless = segment-nz *( "/" segment )
        PathKind::Rootless
    } else {
        // path-noscheme = segment-nz-nc *( "/" segment ): no ":" in the
        // first segment.
        if path.iter().take_while(|&&c| c != b'/').any(|&c| c == b':') {
            return None;
        }
        PathKind::NoScheme
    };

    // [ "?" query ], query = *( pchar / "/" / "?" )
    let query_end = if b.get(path_end) == Some(&b'?') {
        run(b, path_end + 1, chars::QUERY)?
    } else {
        path_end
    };
    // [ "#" fragment ], fragment = *( pchar / "/" / "?" ), then the end.
    let end = if b.get(query_end) == Some(&b'#') {
        run(b, query_end + 1, chars::QUERY)?
    } else {
        query_end
    };
    if end != b.len() {
        return None;
    }
    Some(Found {
        is_uri,
        parts: Parts {
            scheme_end,
            authority,
            path_start,
            path_end,
            kind,
            query_end,
        },
    })
}

/// Reads `authority = [ userinfo "@" ] host [ ":" port ]` from byte `start`
/// of `s`, as [`super::authority()`] does: the characters of `userinfo` hold
/// those of `reg-name`, `:` and the digits of `port`, so one run of them that
/// ends in `@` is the userinfo, and otherwise there is none.
#[inline]
fn authority(s: &str, start: usize) -> Option<AuthParts> {
    let b = s.as_bytes();
    // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    let info_end = run(b, start, chars::USERINFO)?;
    let host_start = if b.get(info_end) == Some(&b'@') {
        info_end + 1
    } else {
        start
    };
    // host = IP-literal / IPv4address / reg-name: "[" decides the first;
    // IPv4address only when the whole reg-name reads as one (first match
    // wins), as in super::host().
    let (host_end, host) = if b.get(host_start) == Some(&b'[') {
        ip_literal(s, host_start)?
    } else {
        // reg-name = *( unreserved / pct-encoded / sub-delims )
        let e = run(b, host_start, chars::REG_NAME)?;
        let form = match ip::ipv4_text(&s[host_start..e]) {
            Some(addr) => HostForm::Ipv4(addr),
            None => HostForm::RegName,
        };
        (e, form)
    };
    // [ ":" port ], port = *DIGIT
    let end = if b.get(host_end) == Some(&b':') {
        run_plain(b, host_end + 1, chars::DIGIT)
    } else {
        host_end
    };
    Some(AuthParts {
        start,
        host_start,
        host_end,
        end,
        host,
    })
}

/// Reads `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` from the `[` at
/// byte `at`: where it ends (after the `]`) and its form. Neither address
/// holds a `]`, so the literal ends at the first one.
#[inline(never)]
fn ip_literal(s: &str, at: usize) -> Option<(usize, HostForm)> {
    let b = s.as_bytes();
    let inner = at + 1;
    if matches!(b.get(inner), Some(b'v' | b'V')) {
        // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
        let dot = run_plain(b, inner + 1, chars::HEXDIG);
        if dot == inner + 1 || b.get(dot) != Some(&b'.') {
            return None;
        }
        let close = run_plain(b, dot + 1, chars::USERINFO);
        if close == dot + 1 || b.get(close) != Some(&b']') {
            return None;
        }
        Some((close + 1, HostForm::IpvFuture { dot }))
    } else {
        // IPv6address, up to the first "]".
        let close = inner + b[inner..].iter().position(|&c| c == b']')?;
        let addr = ip::ipv6_text(&s[inner..close])?;
        Some((close + 1, HostForm::Ipv6(addr)))
    }
}
