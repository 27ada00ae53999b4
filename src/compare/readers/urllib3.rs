//! urllib3's `urllib3.util.parse_url` (urllib3 2.8.0 with idna 3.20, checked
//! against them on CPython 3.11.7 by `tests/compare_urllib3.rs` on the
//! vectors `scripts/compare_vectors_urllib3.sh` made), what requests reads
//! a URL with before urllib3 connects.
//!
//! parse_url cuts the input with one regular expression (RFC 3986
//! Appendix B's, the authority ending at `\` too, and `//` put before an
//! input that starts with neither `scheme:` nor `/`), checks the host and
//! port with another, and for `http`, `https` and no scheme normalises:
//! the host lower-cased, its escapes of unreserved characters decoded and
//! the rest upper-cased, each label that is not ASCII IDNA 2008-encoded
//! with the `idna` package (`idna2008.rs`); an IPv6 zone's `%25` read as
//! `%`; dot segments removed from the path; characters outside each
//! part's RFC 3986 set percent-encoded in the userinfo, path, query and
//! fragment (`_encode_invalid_chars`). Here each step is written out by
//! hand, no regular expression run.
//!
//! The parts, as the `Url` namedtuple gives them: scheme (`scheme`,
//! lower-cased), userinfo (`auth`: user, `:` and password as written,
//! normalised), host (`host`: an IPv6 address in its brackets; `""` for an
//! empty one after `@`), port (`port`, the int as decimal), path, query
//! and fragment; `None` is absent. `Url` has no authority of the input's:
//! it is left unsplit. A failure is urllib3's `LocationParseError` and its
//! message, Python's `repr` in it as CPython writes it. An input that is
//! not UTF-8 no Python `str` holds: it is refused.
//!
//! The destination is where urllib3 connects given the host
//! (`socket.create_connection((host, port))`, the brackets dropped): Python's
//! socket, which encodes a `str` host with the `idna` codec (IDNA 2003)
//! and reads `inet_aton`'s forms ([`destination::urllib_host`], as
//! urllib's; an IPv6 literal getaddrinfo cannot read is a name to it); the port the written one, else the scheme's default, `http`'s
//! for no scheme (urllib3's pools take an input without one as `http`).

use crate::grammars::Parts;
use crate::urllib::{Python, Urllib, lower_in, repr_str};

use super::super::destination::{self, Destination, Place, Target};
use super::super::group::Group;
use super::super::idna2008;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, Unit};

/// urllib3's parse_url.
#[derive(Debug)]
pub(super) struct Urllib3Reader;

/// urllib3's `Url` has no authority of the input's.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for Urllib3Reader {
    fn name(&self) -> &'static str {
        "urllib3"
    }

    fn library(&self) -> &'static str {
        "urllib3's urllib3.util.parse_url, with idna"
    }

    fn release(&self) -> &'static str {
        "urllib3 2.8.0, idna 3.20"
    }

    fn used_by(&self) -> &'static str {
        "requests, pip and botocore, which fetch through urllib3"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients, Group::Python]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers urllib3`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Python's idna codec refuses it: an empty or over-long label, or a character nameprep refuses"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("a redirect: PoolManager.urlopen's urljoin(url, redirect_location), CPython 3.11.7's")
    }

    /// urllib3 parses no reference against a base itself: `PoolManager`
    /// follows a redirect with `urljoin(url, redirect_location)`, imported
    /// from `urllib.parse`, so its resolution is urllib's under the CPython
    /// release its vectors were made on (3.11.7), and the text that comes
    /// out is then read by `parse_url` as any input.
    ///
    /// `urljoin`'s error is the base's when parsing the base alone
    /// raises (it parses the base first): then its message follows
    /// `the base: `.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let joined = super::urllib(Python::V3_11).resolve(base, reference)?;
        Some(joined.map_err(|mut e| {
            let base_raises = std::str::from_utf8(base)
                .is_ok_and(|b| Urllib::new(Python::V3_11).urlsplit(b).is_err());
            if base_raises && !e.message.starts_with("the base: ") {
                e.message = format!("the base: {}", e.message);
            }
            e
        }))
    }

    /// The path, query and fragment are made only when `need` asks for
    /// them (the consensus check of a destination asks for none).
    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        let Some(text) = text else {
            return into.set_refused(ReadError::not_utf8(super::text::valid_up_to(input)));
        };
        let tail = [Part::Path, Part::Query, Part::Fragment]
            .iter()
            .any(|p| need.contains(p));
        match parse_url(text, tail) {
            Err(e) => into.set_refused(ReadError::message_only(
                Some("LocationParseError"),
                format!("Failed to parse: {e}"),
            )),
            Ok(u) => {
                let destination = Destination {
                    host: u.host.as_deref().and_then(target),
                    port: destination::port_of(
                        Some(u.scheme.as_deref().unwrap_or("http")),
                        u.port.as_deref(),
                    )
                    .ok()
                    .flatten(),
                };
                let parts = Parts {
                    scheme: u.scheme,
                    authority: None,
                    userinfo: u.auth,
                    host: u.host,
                    port: u.port,
                    path: u.path,
                    query: u.query,
                    fragment: u.fragment,
                    unsplit: UNSPLIT,
                };
                into.set_valid_owned(parts, Some(destination))
            }
        }
    }
}

/// Where Python's socket connects given urllib3's host (the module's doc):
/// as urllib's host, but that urllib3 lets through an IPv6 literal with an
/// IPv4 tail that is no address (`[::1.2.3.999]`: its pattern takes any
/// three digits), which getaddrinfo cannot read and looks up as a name.
fn target(host: &str) -> Option<Target> {
    let place = destination::urllib_host(host).or_else(|| {
        let inside = host.strip_prefix('[')?.strip_suffix(']')?;
        destination::urllib_host(inside)
    });
    place.map(Place::into_target)
}

/// urllib3's `Url` (the port as its decimal text).
#[derive(Default)]
struct Url {
    scheme: Option<String>,
    auth: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

/// `parse_url(url)`, or the `LocationParseError`'s location (its message
/// after `Failed to parse: `). Without `tail`, the path, query and
/// fragment are left out (`None`): their normalization cannot fail, and is
/// most of the work on a long path.
fn parse_url(url: &str, tail: bool) -> Result<Url, String> {
    if url.is_empty() {
        return Ok(Url::default());
    }
    let prefixed;
    let url = if has_scheme_or_slash(url) {
        url
    } else {
        prefixed = format!("//{url}");
        &prefixed
    };
    let (scheme, rest) = uri_scheme(url);
    let (authority, rest) = match rest.strip_prefix("//") {
        Some(a) => {
            // The delimiters are ASCII: found by their bytes, no character
            // decoded.
            let end = a
                .bytes()
                .position(|b| matches!(b, b'\\' | b'/' | b'?' | b'#'))
                .unwrap_or(a.len());
            (Some(&a[..end]), &a[end..])
        }
        None => (None, rest),
    };
    // memchr's search: a byte-at-a-time one was about 550 instructions a
    // line of `compare --readers all`.
    let end = memchr::memchr2(b'?', b'#', rest.as_bytes()).unwrap_or(rest.len());
    let (path, rest) = rest.split_at(end);
    let (query, fragment) = match rest.split_once('#') {
        Some((q, f)) => (q.strip_prefix('?'), Some(f)),
        None => (rest.strip_prefix('?'), None),
    };
    let scheme = scheme.map(str::to_ascii_lowercase);
    let normalize = matches!(scheme.as_deref(), None | Some("http" | "https"));

    let (mut auth, mut host, mut port) = (None, None, None);
    if let Some(authority) = authority.filter(|a| !a.is_empty()) {
        let (a, host_port) = match authority.rfind('@') {
            Some(at) => (&authority[..at], &authority[at + 1..]),
            None => ("", authority),
        };
        let Some((h, p)) = host_and_port(host_port) else {
            return Err(match host_port.chars().find(|&c| is_host_invalid(c)) {
                Some(c) => format!(
                    "Host {} contains invalid character {}",
                    repr_str(host_port),
                    repr_str(c.encode_utf8(&mut [0; 4]))
                ),
                None => format!("{} is not a valid host or port", repr_str(host_port)),
            });
        };
        auth = (!a.is_empty()).then(|| match normalize {
            true => encode_invalid_chars(a, is_userinfo),
            false => a.to_owned(),
        });
        host = Some(h);
        port = p.filter(|p| !p.is_empty());
    }
    if port.is_some_and(|p| p.len() == 5 && p > "65535") {
        return Err(url.to_owned());
    }
    let host = host
        .map(|h| normalize_host(h, scheme.as_deref()))
        .transpose()?;
    if !tail {
        return Ok(Url {
            scheme,
            auth,
            host,
            port: port.map(str::to_owned),
            ..Url::default()
        });
    }

    let mut path = match normalize && !path.is_empty() {
        true => encode_invalid_chars(&remove_dot_segments(path), is_path),
        false => path.to_owned(),
    };
    let encode = |part: Option<&str>| {
        part.map(|p| match normalize && !p.is_empty() {
            true => encode_invalid_chars(p, is_query),
            false => p.to_owned(),
        })
    };
    let (query, fragment) = (encode(query), encode(fragment));
    let path = if path.is_empty() {
        (query.is_some() || fragment.is_some()).then(String::new)
    } else {
        // Url.__new__ roots a path that is not.
        if !path.starts_with('/') {
            path.insert(0, '/');
        }
        Some(path)
    };
    Ok(Url {
        scheme,
        auth,
        host,
        port: port.map(str::to_owned),
        path,
        query,
        fragment,
    })
}

/// `_SCHEME_RE`, `^(?:[a-zA-Z][a-zA-Z0-9+-]*:|/)`: without it, parse_url
/// puts `//` before the input. (No `.` here, unlike the scheme of
/// `_URI_RE`: `a.b:c` gets the `//`.)
fn has_scheme_or_slash(url: &str) -> bool {
    let b = url.as_bytes();
    if b[0] == b'/' {
        return true;
    }
    if !b[0].is_ascii_alphabetic() {
        return false;
    }
    let run = b[1..]
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'+' || c == b'-')
        .count();
    b.get(1 + run) == Some(&b':')
}

/// `_URI_RE`'s scheme, `(?:([a-zA-Z][a-zA-Z0-9+.-]*):)?`, and the rest.
fn uri_scheme(url: &str) -> (Option<&str>, &str) {
    let b = url.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_alphabetic) {
        return (None, url);
    }
    let run = b[1..]
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'.' | b'-'))
        .count();
    match b.get(1 + run) {
        Some(b':') => (Some(&url[..=run]), &url[run + 2..]),
        _ => (None, url),
    }
}

/// `_HOST_PORT_RE.fullmatch`:
/// `(reg-name|IPv4|\[IPv6 zone?\])(?::0*?(|0|[1-9][0-9]{0,4}))?`, as the
/// host and the port group. A reg-name's characters take in the IPv4
/// form's, so the reg-name is the longest run of them (`%` only as an
/// escape); a `[` opens the IPv6 form, which ends at the first `]`.
fn host_and_port(hp: &str) -> Option<(&str, Option<&str>)> {
    let end = if hp.starts_with('[') {
        let close = hp.find(']')?;
        ipv6_addrz(&hp[1..close]).then_some(close + 1)?
    } else {
        reg_name_end(hp)
    };
    let rest = &hp[end..];
    if rest.is_empty() {
        return Some((&hp[..end], None));
    }
    let digits = rest.strip_prefix(':')?;
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // `0*?` takes the fewest zeros that let the rest match: all but the
    // last of a port that is only zeros.
    let port = match digits.trim_start_matches('0') {
        "" if digits.is_empty() => "",
        "" => &digits[digits.len() - 1..],
        p if p.len() <= 5 => p,
        _ => return None,
    };
    Some((&hp[..end], Some(port)))
}

/// The end of `_REG_NAME_PAT`'s longest match, `(?:[^\[\]%:/?#]|%XX)*`.
fn reg_name_end(s: &str) -> usize {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'[' | b']' | b':' | b'/' | b'?' | b'#' => break,
            b'%' if escape_at(b, i) => i += 3,
            b'%' => break,
            _ => i += 1,
        }
    }
    i
}

/// Whether `b[i]` starts a `%` and two hexadecimal digits.
fn escape_at(b: &[u8], i: usize) -> bool {
    b[i] == b'%'
        && b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
        && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
}

/// Inside the brackets of `_IPV6_ADDRZ_PAT`: an IPv6 address (RFC 3986's
/// `IPv6address`, its IPv4 tail any four runs of one to three digits),
/// then an optional zone: `%` (or `%25`) and one or more unreserved
/// characters or escapes.
fn ipv6_addrz(inside: &str) -> bool {
    match inside.split_once('%') {
        None => ipv6(inside),
        Some((addr, zone)) => ipv6(addr) && zone_ok(zone),
    }
}

/// A zone after its `%`: one or more unreserved characters or escapes
/// (`%25` then nothing is the zone `25`).
fn zone_ok(zone: &str) -> bool {
    let b = zone.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if is_unreserved(b[i]) {
            i += 1;
        } else if escape_at(b, i) {
            i += 3;
        } else {
            return false;
        }
    }
    !b.is_empty()
}

/// The nine alternatives of `_IPV6_PAT`: eight groups, or fewer around
/// one `::` that stands for at least one; an IPv4 tail counts two and
/// ends the address.
fn ipv6(addr: &str) -> bool {
    match addr.find("::") {
        None => groups(addr, true) == Some(8),
        Some(i) => {
            let left = if i == 0 {
                Some(0)
            } else {
                groups(&addr[..i], false)
            };
            let right = &addr[i + 2..];
            let right = if right.is_empty() {
                Some(0)
            } else {
                groups(right, true)
            };
            matches!((left, right), (Some(l), Some(r)) if l + r <= 7)
        }
    }
}

/// How many groups `s` is (`h16` each, split by `:`; the last an IPv4
/// tail counting two when `tail`), or `None` when it is none such.
fn groups(s: &str, tail: bool) -> Option<usize> {
    let mut n = 0;
    let mut pieces = s.split(':').peekable();
    while let Some(p) = pieces.next() {
        if (1..=4).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_hexdigit()) {
            n += 1;
        } else if tail && pieces.peek().is_none() && loose_ipv4(p) {
            n += 2;
        } else {
            return None;
        }
    }
    Some(n)
}

/// `_IPV4_PAT`: four runs of one to three digits, split by `.`.
fn loose_ipv4(s: &str) -> bool {
    let mut n = 0;
    for part in s.split('.') {
        n += 1;
        if n > 4 || !(1..=3).contains(&part.len()) || !part.bytes().all(|b| b.is_ascii_digit()) {
            return false;
        }
    }
    n == 4
}

/// `_HOST_INVALID_CHAR_RE`, `[\x00-\x20\x7f]`.
fn is_host_invalid(c: char) -> bool {
    c <= ' ' || c == '\x7f'
}

/// `_normalize_host(host, scheme)`: a host with a control character or a
/// space refused; for `http`, `https` and no scheme, an IPv6 address
/// lower-cased (its zone's `%25` read as `%`, the zone's escapes checked
/// and upper-cased, the rest of it encoded), an IPv4-like host kept, any
/// other with its escapes normalised and each label lower-cased or
/// IDNA-encoded.
fn normalize_host(host: &str, scheme: Option<&str>) -> Result<String, String> {
    if host.is_empty() {
        return Ok(String::new());
    }
    // The characters refused are ASCII: their bytes are found without
    // decoding a character.
    let invalid = host.bytes().find(|&b| is_host_invalid(char::from(b)));
    if let Some(c) = invalid.map(char::from) {
        return Err(format!(
            "Host {} contains invalid character {}",
            repr_str(host),
            repr_str(c.encode_utf8(&mut [0; 4]))
        ));
    }
    if !matches!(scheme, None | Some("http" | "https")) {
        return Ok(host.to_owned());
    }
    if host.starts_with('[') {
        // _HOST_PORT_RE let it through, so it is one of _IPV6_ADDRZ_RE's.
        let Some(start) = host.find('%') else {
            return Ok(host.to_ascii_lowercase());
        };
        let end = host.len() - 1;
        let zone = &host[start..end];
        let zone = match zone.strip_prefix("%25") {
            Some(z) if !z.is_empty() => z,
            _ => &zone[1..],
        };
        let zone = upper_escapes(zone, host, |_| false)?;
        let zone = encode_invalid_chars(&zone, is_unreserved);
        return Ok(format!(
            "{}%{zone}{}",
            host[..start].to_ascii_lowercase(),
            &host[end..]
        ));
    }
    if ipv4_like(host) {
        return Ok(host.to_owned());
    }
    // Most hosts: ASCII without an escape, which the steps below lower
    // label by label and leave otherwise as they are; done in one copy.
    if host.bytes().all(|b| b.is_ascii() && b != b'%') {
        return Ok(host.to_ascii_lowercase());
    }
    let host = upper_escapes(host, host, is_unreserved)?;
    let mut out = String::with_capacity(host.len());
    for (i, label) in host.split('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        if label.is_ascii() {
            let lower = label.to_ascii_lowercase();
            out.push_str(&upper_escapes(&lower, &lower, |_| false)?);
        } else {
            let Some(a_label) = idna2008::encode_label(&lower_in(Python::V3_11, label)) else {
                return Err(format!("Name '{label}' is not a valid IDNA label"));
            };
            out.push_str(&a_label);
        }
    }
    Ok(out)
}

/// `_IPV4_RE`: one to four parts split by `.`, each `0x` and hexadecimal
/// digits or decimal digits.
fn ipv4_like(host: &str) -> bool {
    let mut n = 0;
    for part in host.split('.') {
        n += 1;
        let hex = part
            .strip_prefix("0x")
            .or_else(|| part.strip_prefix("0X"))
            .filter(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()));
        if n > 4
            || (hex.is_none() && (part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit())))
        {
            return false;
        }
    }
    true
}

/// Each escape of `s` upper-cased, or decoded where `decode` takes the
/// byte; an escape of a control character refused (urllib3's
/// `_decode_percent_encoding`, `host` named in the message), and a `%`
/// that starts none (`_HOST_PERCENT_RE`'s lone `%`).
fn upper_escapes(s: &str, host: &str, decode: fn(u8) -> bool) -> Result<String, String> {
    if !s.contains('%') {
        return Ok(s.to_owned());
    }
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while let Some(j) = s[i..].find('%').map(|j| i + j) {
        out.push_str(&s[i..j]);
        if !escape_at(b, j) {
            return Err(format!("{} is not a valid host", repr_str(host)));
        }
        let triplet = &s[j..j + 3];
        let v = u8::from_str_radix(&triplet[1..], 16).unwrap_or(0);
        if v < 0x20 || v == 0x7f {
            return Err(format!(
                "Host {} contains invalid percent-encoded control character {}",
                repr_str(host),
                repr_str(triplet)
            ));
        }
        if decode(v) {
            out.push(char::from(v));
        } else {
            out.push_str(&triplet.to_ascii_uppercase());
        }
        i = j + 3;
    }
    out.push_str(&s[i..]);
    Ok(out)
}

/// `_encode_invalid_chars(component, allowed)`: escapes upper-cased; each
/// byte that is not allowed escaped, a `%` too unless every `%` of the
/// component starts an escape.
fn encode_invalid_chars(component: &str, allowed: fn(u8) -> bool) -> String {
    let b = component.as_bytes();
    if !b.contains(&b'%') && b.iter().all(|&c| c.is_ascii() && allowed(c)) {
        return component.to_owned();
    }
    let mut upper = b.to_vec();
    let (mut escapes, mut percents) = (0, 0);
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            percents += 1;
            if escape_at(b, i) {
                escapes += 1;
                upper[i + 1].make_ascii_uppercase();
                upper[i + 2].make_ascii_uppercase();
                i += 3;
                continue;
            }
        }
        i += 1;
    }
    let encoded = escapes == percents;
    let mut out = String::with_capacity(b.len());
    for &c in &upper {
        if (encoded && c == b'%') || (c.is_ascii() && allowed(c)) {
            out.push(char::from(c));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(c >> 4)]));
            out.push(char::from(HEX[usize::from(c & 15)]));
        }
    }
    out
}

/// Upper-case hexadecimal digits, as `%02X` writes them.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// `_UNRESERVED_CHARS`.
fn is_unreserved(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'-' | b'~')
}

/// `_USERINFO_CHARS`: unreserved, the sub-delimiters and `:`.
fn is_userinfo(c: u8) -> bool {
    is_unreserved(c)
        || matches!(
            c,
            b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'=' | b':'
        )
}

/// `_PATH_CHARS`: the userinfo's, `@` and `/`.
fn is_path(c: u8) -> bool {
    is_userinfo(c) || c == b'@' || c == b'/'
}

/// `_QUERY_CHARS` and `_FRAGMENT_CHARS`: the path's and `?`.
fn is_query(c: u8) -> bool {
    is_path(c) || c == b'?'
}

/// `_remove_path_dot_segments`: `.` segments dropped, a `..` segment and
/// the one before it, the leading `/` kept, a trailing `/.` or `/..`
/// leaving a trailing `/`.
fn remove_dot_segments(path: &str) -> String {
    let mut output: Vec<&str> = Vec::new();
    for segment in path.split('/') {
        match segment {
            "." => {}
            ".." => {
                output.pop();
            }
            s => output.push(s),
        }
    }
    if path.starts_with('/') && output.first().is_none_or(|s| !s.is_empty()) {
        output.insert(0, "");
    }
    if path.ends_with("/.") || path.ends_with("/..") {
        output.push("");
    }
    output.join("/")
}
