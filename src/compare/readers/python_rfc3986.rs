//! PyPI rfc3986's `rfc3986.uri_reference(input)` and its `is_valid()`
//! (rfc3986 2.0.0, checked against it on CPython 3.11.7 by
//! `tests/compare_python_rfc3986.rs` on the vectors
//! `scripts/compare_vectors_python_rfc3986.sh` made), the validator that
//! Python code puts in front of a fetch when it wants RFC 3986 rather than
//! urllib's leniency.
//!
//! `uri_reference` never normalises: `URIReference.from_string` cuts the
//! input with one regular expression (RFC 3986 Appendix B's, with the
//! authority ending at `\` too, and the fragment at the first newline,
//! since the pattern's `.` takes none; what follows is dropped) and then
//! percent-encodes the path, query and fragment (`encode_component`):
//! every byte of the UTF-8 outside the reserved and unreserved characters
//! becomes `%XX`, and a `%` is kept only when every `%` of the part starts
//! a `%XX` escape (otherwise each becomes `%25`). The scheme and authority
//! are kept as written; an empty authority or path is `None`.
//!
//! The parts are the reference's fields and properties: scheme, authority,
//! userinfo, host (an IP literal in its brackets) and port (the string it
//! holds; no default is filled in), path, query and fragment; `None` is
//! absent. The userinfo, host and port come from a second pattern over the
//! authority (`SUBAUTHORITY_MATCHER`: a userinfo before the first `@`, a
//! reg-name, IPv4 or IP-literal host, `:` and at most five digits, `$`
//! taking one final newline); when it fails, or an IPv4-looking host has
//! an octet above 255, all three are `None`.
//!
//! A reading is valid when `is_valid()` is true: the authority splits as
//! above, an IPv6 literal's zone (if any) is written `%25` and a zone id,
//! and the encoded path, query and fragment hold no `[`, `]` (nor a
//! fragment a second `#`); otherwise the reading fails with the error
//! `is_valid() is false`. `uri_reference` itself raises only on bytes that
//! are not UTF-8 (given as `bytes`, it decodes them): the failure is
//! `UnicodeDecodeError` and CPython's message.
//!
//! Against a base (`compare --base`) it resolves as the library does,
//! `uri_reference(reference).resolve_with(base).unsplit()`
//! (`resolve_with.rs`; held to rfc3986 2.0.0 by
//! `tests/compare_base_clients.rs` on `base-python-rfc3986.jsonl`), and
//! reads the text that gives as any input.
//!
//! The destination is where Python's `http.client` would connect given the
//! host: Python's socket, which encodes a `str` host with the `idna` codec
//! (IDNA 2003, [`destination::python_idna`]) and reads `getaddrinfo`'s
//! numeric forms on the result ([`destination::urllib_host`], as urllib's;
//! an IP literal's brackets dropped, one getaddrinfo cannot read looked up
//! as a name); the port the written one, else the scheme's default.

use std::sync::Arc;

use super::super::destination::{self, Destination, Place, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError, set};
use super::scan;
use super::unit::{Known, Unit};

mod resolve_with;

/// rfc3986's uri_reference and is_valid.
#[derive(Debug)]
pub(super) struct PythonRfc3986Reader;

impl Unit for PythonRfc3986Reader {
    fn name(&self) -> &'static str {
        "python-rfc3986"
    }

    fn library(&self) -> &'static str {
        "PyPI rfc3986's rfc3986.uri_reference and is_valid"
    }

    fn release(&self) -> &'static str {
        "rfc3986 2.0.0"
    }

    fn used_by(&self) -> &'static str {
        "Python validators that check a URL by RFC 3986 before a fetch"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Python]
    }

    /// Named only (`--readers python-rfc3986`) until the catalog carries
    /// its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Python's idna codec refuses it: an empty or over-long label, or a character nameprep refuses"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some(
            "uri_reference(reference).resolve_with(base).unsplit(): RFC 3986 5.2 over the base's normalize()",
        )
    }

    /// [`resolve_with::resolve_with`]. The reference is parsed first
    /// (`uri_reference`), so bytes that are not UTF-8 fail there as in
    /// [`Unit::read`]; a base that is not UTF-8 fails the same way, its
    /// message after `the base: `; a base that is not a valid URI with a
    /// scheme is `ResolutionError`, whose message names it.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        fn text<'a>(input: &'a [u8], which: &str) -> Result<&'a str, ReadError> {
            std::str::from_utf8(input).map_err(|e| {
                ReadError::message_only(
                    Some("UnicodeDecodeError"),
                    format!("{which}{}", decode_error(input, &e)),
                )
            })
        }
        let resolved = text(reference, "").and_then(|reference| {
            let base = text(base, "the base: ")?;
            resolve_with::resolve_with(base, reference)
                .map_err(|e| ReadError::message_only(Some("ResolutionError"), e))
        });
        Some(resolved)
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        _need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        let text = match text.ok_or_else(|| std::str::from_utf8(input)) {
            Ok(t) | Err(Ok(t)) => t,
            Err(Err(e)) => {
                return into.set_refused(ReadError::message_only(
                    Some("UnicodeDecodeError"),
                    decode_error(input, &e),
                ));
            }
        };
        let r = uri_reference(text);
        let Some(sub) = is_valid(&r) else {
            *into = invalid();
            return;
        };
        let (userinfo, host, port) =
            sub.map_or((None, None, None), |s| (s.userinfo, Some(s.host), s.port));
        let destination = host.filter(|h| !h.is_empty()).map(|h| Destination {
            host: target(h),
            port: destination::port_of(r.scheme, port).ok().flatten(),
        });
        let mut held = into.take_parts();
        let p = Arc::make_mut(&mut held);
        set(&mut p.scheme, r.scheme);
        set(&mut p.authority, r.authority);
        set(&mut p.userinfo, userinfo);
        set(&mut p.host, host);
        set(&mut p.port, port);
        p.path = r.path;
        p.query = r.query;
        p.fragment = r.fragment;
        p.unsplit = &[];
        into.set_valid(held, destination);
    }
}

/// `r.is_valid()`: the split authority (`None` when there is none) when
/// it holds, `None` when it does not. The base of
/// [`resolve_with::resolve_with`] must pass it too.
fn is_valid<'a>(r: &Reference<'a>) -> Option<Option<Sub<'a>>> {
    let sub = match r.authority.map(subauthority) {
        None => None,
        Some(Some(sub)) => Some(sub),
        Some(None) => return None,
    };
    let fails = !sub.is_none_or(|s| host_is_valid(s.host))
        || [&r.path, &r.query]
            .iter()
            .any(|p| p.as_deref().is_some_and(bracket))
        || r.fragment
            .as_deref()
            .is_some_and(|f| bracket(f) || f.contains('#'));
    (!fails).then_some(sub)
}

/// `is_valid()` is false.
fn invalid() -> Read {
    Read::refused(ReadError::message_only(
        None,
        "is_valid() is false".to_owned(),
    ))
}

/// Whether an encoded path, query or fragment holds `[` or `]`, which no
/// `pchar` is (the only characters `encode_component` keeps that the
/// validators' patterns refuse, beside a fragment's `#`).
fn bracket(s: &str) -> bool {
    // Their bytes, by memchr: a test of each character was about 440
    // instructions a line of `compare --readers all`.
    memchr::memchr2(b'[', b']', s.as_bytes()).is_some()
}

/// CPython's `str()` of the `UnicodeDecodeError` that `bytes.decode()`
/// raises on `input`, whose first bad sequence `e` describes: the bytes
/// it could not decode (Rust's `error_len`, the same maximal prefix), and
/// why.
fn decode_error(input: &[u8], e: &std::str::Utf8Error) -> String {
    let start = e.valid_up_to();
    let (end, why) = match e.error_len() {
        None => (input.len(), "unexpected end of data"),
        Some(n) if n == 1 && matches!(input[start], 0x80..=0xC1 | 0xF5..=0xFF) => {
            (start + 1, "invalid start byte")
        }
        Some(n) => (start + n, "invalid continuation byte"),
    };
    if end - start == 1 {
        format!(
            "'utf-8' codec can't decode byte 0x{:02x} in position {start}: {why}",
            input[start]
        )
    } else {
        format!(
            "'utf-8' codec can't decode bytes in position {start}-{}: {why}",
            end - 1
        )
    }
}

/// A `URIReference`: the scheme and authority as written, the path, query
/// and fragment encoded.
struct Reference<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

/// `URIReference.from_string(s)`: `URI_MATCHER`, then `encode_component`
/// on the path, query and fragment.
///
/// ```text
/// (?:(?P<scheme>[a-zA-Z][a-zA-Z0-9+.-]*):)?(?://(?P<authority>[^\\/?#]*))?
/// (?P<path>[^?#]*)(?:\?(?P<query>[^#]*))?(?:#(?P<fragment>.*))?
/// ```
fn uri_reference(s: &str) -> Reference<'_> {
    let scheme = scheme_len(s).map(|n| &s[..n]);
    let mut rest = &s[scheme.map_or(0, |n| n.len() + 1)..];
    let mut authority = None;
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['\\', '/', '?', '#']).unwrap_or(after.len());
        authority = Some(&after[..end]).filter(|a| !a.is_empty());
        rest = &after[end..];
    }
    // Their bytes, by memchr (both ASCII: the cut is at a character's
    // boundary).
    let end = memchr::memchr2(b'?', b'#', rest.as_bytes()).unwrap_or(rest.len());
    let path = Some(encode_component(&rest[..end])).filter(|p| !p.is_empty());
    rest = &rest[end..];
    let mut query = None;
    if let Some(after) = rest.strip_prefix('?') {
        let end = after.find('#').unwrap_or(after.len());
        query = Some(encode_component(&after[..end]));
        rest = &after[end..];
    }
    // `.` takes no newline: the fragment ends at the first.
    let fragment = rest.strip_prefix('#').map(|after| {
        let end = after.find('\n').unwrap_or(after.len());
        encode_component(&after[..end])
    });
    Reference {
        scheme,
        authority,
        path,
        query,
        fragment,
    }
}

/// The length of `[a-zA-Z][a-zA-Z0-9+.-]*` at the start of `s` when a `:`
/// follows it.
fn scheme_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if !b.first()?.is_ascii_alphabetic() {
        return None;
    }
    let n = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')))?;
    (b[n] == b':').then_some(n)
}

/// `NON_PCT_ENCODED_SET`, the reserved and unreserved characters, as a
/// table ([`encode_component`] reads every byte of every part against
/// it; one load a byte is cheaper than the comparisons, issue 37 item 7).
static NON_PCT_ENCODED: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = non_pct_encoded_match(b as u8);
        b += 1;
    }
    t
};

/// [`NON_PCT_ENCODED`] and `%`: what [`encode_component`] keeps of a
/// part whose every `%` begins an escape.
static NON_PCT_ENCODED_OR_PERCENT: scan::Class =
    scan::class!(b => b == b'%' || non_pct_encoded_match(b));

/// `NON_PCT_ENCODED_SET` written out: what [`NON_PCT_ENCODED`] is built
/// from.
const fn non_pct_encoded_match(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b':' | b'/'
                | b'?'
                | b'#'
                | b'['
                | b']'
                | b'@'
                | b'!'
                | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b'.'
                | b'_'
                | b'-'
                | b'~'
        )
}

/// Whether `s[i..]` starts with `%` and two hexadecimal digits.
fn pct_at(s: &[u8], i: usize) -> bool {
    s.get(i) == Some(&b'%')
        && s.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
        && s.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
}

/// `encode_component(part, "utf-8")`: a `%` is kept when every `%` starts
/// a `%XX` escape; every other byte outside [`NON_PCT_ENCODED`] is `%XX`.
fn encode_component(part: &str) -> String {
    let b = part.as_bytes();
    // Only the `%`s are looked at, found by `memchr` (most parts hold
    // none).
    let all_escaped = memchr::memchr_iter(b'%', b).all(|i| pct_at(b, i));
    let mut out = String::with_capacity(b.len());
    // The bytes kept are ASCII: each run of them is copied at once (a run
    // starts and ends on a character's boundary; between two bytes of one
    // character that are both escaped it is empty, and not sliced).
    // The runs are found sixteen bytes at a time ([`scan::run_end`]; a
    // test of each byte was about 740 instructions a line of `compare
    // --readers all`).
    let kept = if all_escaped {
        &NON_PCT_ENCODED_OR_PERCENT
    } else {
        &NON_PCT_ENCODED
    };
    let mut start = 0;
    let mut i = 0;
    loop {
        i = scan::run_end(b, i, kept);
        let Some(&c) = b.get(i) else {
            break;
        };
        if start < i {
            out.push_str(&part[start..i]);
        }
        out.push('%');
        out.push(char::from(HEX[usize::from(c >> 4)]));
        out.push(char::from(HEX[usize::from(c & 15)]));
        i += 1;
        start = i;
    }
    out.push_str(&part[start..]);
    out
}

/// Upper-case hexadecimal digits.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// What `SUBAUTHORITY_MATCHER` gives of an authority.
#[derive(Clone, Copy)]
struct Sub<'a> {
    userinfo: Option<&'a str>,
    host: &'a str,
    port: Option<&'a str>,
}

/// `authority_info()`: `SUBAUTHORITY_MATCHER` over the authority, or
/// `None` where it fails or an IPv4-looking host has an octet above 255
/// (`InvalidAuthority`).
///
/// ```text
/// ^(?:(?P<userinfo>^([A-Za-z0-9._~\-!$&'()\*+,;=:]|%[A-Fa-f0-9]{2})+)@)?
/// (?P<host>(REG_NAME|IPv4|IP_LITERAL)):?(?P<port>[0-9]{1,5})?$
/// ```
///
/// No host token is `@` and `$` takes one final newline, so the userinfo
/// is all before the first `@` and the rest is matched whole.
fn subauthority(authority: &str) -> Option<Sub<'_>> {
    let t = authority.strip_suffix('\n').unwrap_or(authority);
    let (userinfo, rest) = match t.split_once('@') {
        Some((u, rest)) => {
            let ok = !u.is_empty() && tokens(u.as_bytes(), userinfo_char) == u.len();
            (Some(Some(u).filter(|_| ok)?), rest)
        }
        None => (None, t),
    };
    let (host, after) = if rest.starts_with('[') {
        let close = rest.find(']')?;
        ip_literal(&rest[1..close])?;
        rest.split_at(close + 1)
    } else {
        rest.split_at(tokens(rest.as_bytes(), reg_name_char))
    };
    // `:?` then `[0-9]{1,5}`, to the end.
    let digits = after.strip_prefix(':').unwrap_or(after);
    if digits.len() > 5 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // A reg-name stops only at `:` (digits are its own).
    if !host.starts_with('[') && digits.len() == after.len() && !after.is_empty() {
        return None;
    }
    if ipv4_like(host).is_some_and(|ok| !ok) {
        return None;
    }
    Some(Sub {
        userinfo,
        host,
        port: Some(digits).filter(|d| !d.is_empty()),
    })
}

/// How many bytes at the start of `s` are tokens: a `%XX` escape or a
/// byte `one` takes.
fn tokens(s: &[u8], one: fn(u8) -> bool) -> usize {
    let mut i = 0;
    while i < s.len() {
        if pct_at(s, i) {
            i += 3;
        } else if s[i] != b'%' && one(s[i]) {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// `UNRESERVED_RE`: `A-Za-z0-9._~-`.
fn unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"._~-".contains(&b)
}

/// `SUB_DELIMITERS_RE`: `!$&'()*+,;=`.
fn sub_delim(b: u8) -> bool {
    b"!$&'()*+,;=".contains(&b)
}

/// A reg-name's character: unreserved or a sub-delim.
fn reg_name_char(b: u8) -> bool {
    unreserved(b) || sub_delim(b)
}

/// A userinfo's character: a reg-name's or `:`.
fn userinfo_char(b: u8) -> bool {
    reg_name_char(b) || b == b':'
}

/// `IPv4_MATCHER` (`([0-9]{1,3}\.){3}[0-9]{1,3}`) on a host: `None` when
/// it does not match, else whether every octet is at most 255
/// (`valid_ipv4_host_address`).
fn ipv4_like(host: &str) -> Option<bool> {
    let mut n = 0;
    let mut ok = true;
    for part in host.split('.') {
        n += 1;
        if n > 4 || part.is_empty() || part.len() > 3 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        ok &= part.parse::<u16>().is_ok_and(|v| v <= 255);
    }
    (n == 4).then_some(ok)
}

/// What stands between an IP literal's brackets, by `IP_LITERAL_RE`.
enum Literal {
    /// `IPv6_RE`, then its zone (from the `%`) if any.
    Ipv6 { zone: bool, zone_25: bool },
    /// `v[0-9A-Fa-f]+\.[A-Za-z0-9._~\-!$&'()\*+,;=:]+` (a lower-case `v`).
    Future,
}

/// `IP_LITERAL_RE` inside the brackets: an IPv6 address (with any
/// three-digit numbers in an IPv4 tail) and an RFC 4007 zone (`%` or `%25`
/// and a zone id), or IPvFuture.
fn ip_literal(inside: &str) -> Option<Literal> {
    let (addr, zone) = match inside.find('%') {
        Some(i) => (&inside[..i], Some(&inside[i + 1..])),
        None => (inside, None),
    };
    if ipv6(addr) {
        let zone_ok =
            zone.is_none_or(|z| !z.is_empty() && tokens(z.as_bytes(), unreserved) == z.len());
        return zone_ok.then(|| Literal::Ipv6 {
            zone: zone.is_some(),
            zone_25: zone.is_some_and(|z| {
                z.strip_prefix("25").is_some_and(|id| {
                    !id.is_empty() && tokens(id.as_bytes(), unreserved) == id.len()
                })
            }),
        });
    }
    let rest = inside.strip_prefix('v')?;
    let dot = rest.find('.')?;
    let (hex, tail) = (&rest[..dot], &rest[dot + 1..]);
    (!hex.is_empty()
        && hex.bytes().all(|b| b.is_ascii_hexdigit())
        && !tail.is_empty()
        && tail.bytes().all(userinfo_char))
    .then_some(Literal::Future)
}

/// `host_is_valid`: an IPv6 literal's zone, if any, must be `%25` and a
/// zone id (`IPv6_NO_RFC4007_MATCHER`); any other host the authority
/// matched is valid.
fn host_is_valid(host: &str) -> bool {
    let Some(inside) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) else {
        return true;
    };
    match ip_literal(inside) {
        Some(Literal::Ipv6 { zone, zone_25 }) => !zone || zone_25,
        _ => true,
    }
}

/// `IPv6_RE`: RFC 3986's IPv6address, but that an IPv4 tail's numbers are
/// any one to three digits. At most one `::`; without it, eight groups
/// (an IPv4 tail counting two); with it, at most seven, and only the last
/// may be an IPv4 tail, after the `::`.
fn ipv6(s: &str) -> bool {
    let h16 = |g: &str| (1..=4).contains(&g.len()) && g.bytes().all(|b| b.is_ascii_hexdigit());
    let ipv4 = |g: &str| {
        let mut n = 0;
        g.split('.').all(|p| {
            n += 1;
            (1..=3).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit())
        }) && n == 4
    };
    // Groups of one side: h16s, the last of the right side maybe IPv4.
    let count = |side: &str, tail: bool| -> Option<usize> {
        if side.is_empty() {
            return Some(0);
        }
        let groups: Vec<&str> = side.split(':').collect();
        let last = groups.len() - 1;
        let mut n = 0;
        for (i, g) in groups.iter().enumerate() {
            n += if h16(g) {
                1
            } else if tail && i == last && ipv4(g) {
                2
            } else {
                return None;
            };
        }
        Some(n)
    };
    match s.find("::") {
        Some(i) => {
            let (left, right) = (&s[..i], &s[i + 2..]);
            if right.contains("::") {
                return false;
            }
            matches!((count(left, false), count(right, true)), (Some(l), Some(r)) if l + r <= 7)
        }
        None => count(s, true) == Some(8),
    }
}

/// Where Python's socket connects given the host (the module's doc): as
/// urllib's host, but that an IP literal getaddrinfo cannot read (an IPv4
/// tail that is no address, IPvFuture) is looked up as the name inside
/// the brackets.
fn target(host: &str) -> Option<Target> {
    let place = destination::urllib_host(host).or_else(|| {
        let inside = host.strip_prefix('[')?.strip_suffix(']')?;
        destination::urllib_host(inside)
    });
    place.map(Place::into_target)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `encode_component` is rfc3986 2.0's `encode_component` written a
    /// byte at a time (each byte outside `NON_PCT_ENCODED_SET` as `%XX`,
    /// and `%` too unless every `%` of the part begins an escape): every
    /// byte at every place of parts of up to twenty bytes, beside escapes
    /// and lone `%`s, and a character above ASCII.
    #[test]
    fn encode_component_is_the_definition_at_every_byte_and_place() {
        let naive = |part: &str| {
            let b = part.as_bytes();
            let all_escaped = (0..b.len()).filter(|&i| b[i] == b'%').all(|i| {
                b.get(i + 1..i + 3)
                    .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit))
            });
            let mut out = String::new();
            for &c in b {
                if (all_escaped && c == b'%') || non_pct_encoded_match(c) {
                    out.push(char::from(c));
                } else {
                    crate::compare::hex::push_pct(&mut out, c);
                }
            }
            out
        };
        for len in 0..20 {
            for base in ["a", "%", "%41", "\u{e9}"] {
                let line = base.repeat(len);
                assert_eq!(encode_component(&line), naive(&line), "{line:?}");
                for at in 0..line.len() {
                    if !line.is_char_boundary(at) || !line.is_char_boundary(at + 1) {
                        continue;
                    }
                    for c in 0..0x80u8 {
                        let mut t = line.clone();
                        t.replace_range(at..=at, char::from(c).encode_utf8(&mut [0; 4]));
                        assert_eq!(encode_component(&t), naive(&t), "{t:?}");
                    }
                }
            }
        }
    }
}
