//! Go's `net/url.Parse` (Go 1.19, Debian bookworm's golang-go, checked
//! against go1.19.8 by `tests/compare_go.rs` on the vectors
//! `scripts/compare_vectors_go.sh` made), what Go's `net/http` clients,
//! proxies and routers read a URL with.
//!
//! The parts, as the `*url.URL`'s API gives them: scheme (`Scheme`,
//! lower-cased by Parse; absent when `""`), userinfo (`User.Username()`,
//! then `:` and `Password()` when set; decoded; absent when `User` is
//! nil), host (`Hostname()`: decoded, brackets dropped; absent when `Host`
//! is `""`), port (`Port()`; absent when `""`), path (`Path`, decoded; an
//! opaque URL's `Opaque` as written), query (`RawQuery`, as written; absent
//! when `""` unless `ForceQuery`, a lone `?` at the end) and fragment
//! (`Fragment`, decoded; absent when `""`). Go has no authority getter: it
//! is left unsplit. Bytes that are not UTF-8 once decoded are each
//! U+FFFD, as Go's `encoding/json` writes them. A failure is the
//! `*url.Error`'s inner error, in Go's words.
//!
//! The destination is Go's own resolver's (`net.Dial`): `net.ParseIP`
//! reads IPv4 only as four decimal parts (no leading zero) and IPv6 as
//! written (a zone after `%`); any other host is a DNS name, which Go's
//! resolver looks up as written, ASCII only (it applies no IDNA).

use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, Unit};

/// Go's net/url.Parse.
#[derive(Debug)]
pub(super) struct GoReader;

/// Go's URL has no authority component.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for GoReader {
    fn name(&self) -> &'static str {
        "go"
    }

    fn library(&self) -> &'static str {
        "Go's net/url.Parse (Hostname(), Port())"
    }

    fn release(&self) -> &'static str {
        "go1.19.8"
    }

    fn used_by(&self) -> &'static str {
        "Go's net/http clients, reverse proxies and routers"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers go`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Go's resolver looks up no name that is not ASCII"
    }

    fn read(&self, input: &[u8], _need: &[Part], _: &Known<'_>) -> Read {
        match parse(input) {
            Err(e) => Read::refused(ReadError::message_only(None, e)),
            Ok(u) => {
                let destination = Destination {
                    host: u.hostname.as_deref().and_then(host),
                    port: destination::port_of(u.scheme.as_deref(), u.port.as_deref())
                        .ok()
                        .flatten(),
                };
                let parts = Parts {
                    scheme: u.scheme,
                    authority: None,
                    userinfo: u.userinfo,
                    host: u.hostname,
                    port: u.port,
                    path: Some(u.path),
                    query: u.query,
                    fragment: u.fragment,
                    unsplit: UNSPLIT,
                };
                Read::valid(parts, Some(destination))
            }
        }
    }
}

/// What the reader takes of a `*url.URL` (the module's doc).
struct GoUrl {
    scheme: Option<String>,
    userinfo: Option<String>,
    hostname: Option<String>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

/// `url.Parse(raw)`: the fragment cut off at the first `#` (and decoded),
/// the rest read by [`parse_rest`].
fn parse(raw: &[u8]) -> Result<GoUrl, String> {
    let (u, frag) = match raw.iter().position(|&b| b == b'#') {
        Some(i) => (&raw[..i], &raw[i + 1..]),
        None => (raw, &raw[raw.len()..]),
    };
    let mut url = parse_rest(u)?;
    if !frag.is_empty() {
        let f = unescape(frag, Mode::Fragment)?;
        url.fragment = Some(f).filter(|f| !f.is_empty());
    }
    Ok(url)
}

/// Go's `parse(rawURL, false)`.
fn parse_rest(raw: &[u8]) -> Result<GoUrl, String> {
    if raw.iter().any(|&b| b < b' ' || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_owned());
    }
    let mut url = GoUrl {
        scheme: None,
        userinfo: None,
        hostname: None,
        port: None,
        path: String::new(),
        query: None,
        fragment: None,
    };
    if raw == b"*" {
        url.path = "*".to_owned();
        return Ok(url);
    }
    let (scheme, mut rest) = get_scheme(raw)?;
    let scheme = scheme.to_ascii_lowercase();
    let count = rest.iter().filter(|&&b| b == b'?').count();
    if rest.ends_with(b"?") && count == 1 {
        url.query = Some(String::new());
        rest = &rest[..rest.len() - 1];
    } else if let Some(q) = rest.iter().position(|&b| b == b'?') {
        url.query = Some(lossy(&rest[q + 1..])).filter(|q| !q.is_empty());
        rest = &rest[..q];
    }
    url.scheme = Some(lossy(&scheme)).filter(|s| !s.is_empty());
    if !rest.starts_with(b"/") {
        if url.scheme.is_some() {
            // Rootless paths are opaque (RFC 3986 section 3.3).
            url.path = lossy(rest);
            return Ok(url);
        }
        let segment = rest.split(|&b| b == b'/').next().unwrap_or(&[]);
        if segment.contains(&b':') {
            return Err("first path segment in URL cannot contain colon".to_owned());
        }
    }
    if (url.scheme.is_some() || !rest.starts_with(b"///")) && rest.starts_with(b"//") {
        let authority = &rest[2..];
        let (authority, after) = match authority.iter().position(|&b| b == b'/') {
            Some(i) => (&authority[..i], &authority[i..]),
            None => (authority, &authority[authority.len()..]),
        };
        let (user, host) = parse_authority(authority)?;
        url.userinfo = user;
        if !host.is_empty() {
            let (name, port) = split_host_port(&host);
            url.hostname = Some(lossy(name));
            url.port = Some(lossy(port)).filter(|p| !p.is_empty());
        }
        rest = after;
    }
    url.path = unescape(rest, Mode::Path)?;
    Ok(url)
}

/// Go's `getScheme`: letters, then letters, digits, `+`, `-`, `.` up to a
/// `:`; anything else (or a digit first) means no scheme.
fn get_scheme(raw: &[u8]) -> Result<(&[u8], &[u8]), String> {
    for (i, &c) in raw.iter().enumerate() {
        match c {
            b'a'..=b'z' | b'A'..=b'Z' => {}
            b'0'..=b'9' | b'+' | b'-' | b'.' if i > 0 => {}
            b':' if i == 0 => return Err("missing protocol scheme".to_owned()),
            b':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok((&[], raw)),
        }
    }
    Ok((&[], raw))
}

/// Go's `parseAuthority`: the host after the last `@`, the userinfo before
/// it (checked by `validUserinfo`, then decoded, split at its first `:`).
fn parse_authority(authority: &[u8]) -> Result<(Option<String>, Vec<u8>), String> {
    let at = authority.iter().rposition(|&b| b == b'@');
    let host = parse_host(at.map_or(authority, |i| &authority[i + 1..]))?;
    let Some(i) = at else {
        return Ok((None, host));
    };
    let userinfo = &authority[..i];
    if !valid_userinfo(userinfo) {
        return Err("net/url: invalid userinfo".to_owned());
    }
    let user = match userinfo.iter().position(|&b| b == b':') {
        None => unescape(userinfo, Mode::UserPassword)?,
        Some(c) => {
            let name = unescape(&userinfo[..c], Mode::UserPassword)?;
            let password = unescape(&userinfo[c + 1..], Mode::UserPassword)?;
            format!("{name}:{password}")
        }
    };
    Ok((Some(user), host))
}

/// Go's `validUserinfo`, over the runes of `s` (a byte that is not UTF-8
/// is the rune U+FFFD, which fails too).
fn valid_userinfo(s: &[u8]) -> bool {
    s.iter().all(|&b| {
        b.is_ascii_alphanumeric()
            || matches!(
                b,
                b'-' | b'.'
                    | b'_'
                    | b':'
                    | b'~'
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
                    | b'%'
                    | b'@'
            )
    })
}

/// Go's `parseHost`: an IP literal up to its last `]` with an optional
/// port after it, its zone (from `%25`) decoded as a zone; else a port
/// after the last `:` checked; the host decoded as a host. Returns the
/// decoded `Host` (with its port), as bytes.
fn parse_host(host: &[u8]) -> Result<Vec<u8>, String> {
    if host.starts_with(b"[") {
        let Some(i) = host.iter().rposition(|&b| b == b']') else {
            return Err("missing ']' in host".to_owned());
        };
        let colon_port = &host[i + 1..];
        if !valid_optional_port(colon_port) {
            return Err(format!("invalid port {} after host", quote(colon_port)));
        }
        if let Some(zone) = find(&host[..i], b"%25") {
            let mut out = unescape_bytes(&host[..zone], Mode::Host)?;
            out.extend(unescape_bytes(&host[zone..i], Mode::Zone)?);
            out.extend(unescape_bytes(&host[i..], Mode::Host)?);
            return Ok(out);
        }
    } else if let Some(i) = host.iter().rposition(|&b| b == b':') {
        let colon_port = &host[i..];
        if !valid_optional_port(colon_port) {
            return Err(format!("invalid port {} after host", quote(colon_port)));
        }
    }
    unescape_bytes(host, Mode::Host)
}

/// The first index of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Go's `validOptionalPort`: empty, or `:` and ASCII digits.
fn valid_optional_port(port: &[u8]) -> bool {
    match port.split_first() {
        None => true,
        Some((b':', digits)) => digits.iter().all(u8::is_ascii_digit),
        Some(_) => false,
    }
}

/// Go's `splitHostPort` (behind `Hostname()` and `Port()`): a port after
/// the last `:` when it is digits, then brackets dropped.
fn split_host_port(host_port: &[u8]) -> (&[u8], &[u8]) {
    let (mut host, mut port): (&[u8], &[u8]) = (host_port, &[]);
    if let Some(colon) = host.iter().rposition(|&b| b == b':')
        && valid_optional_port(&host[colon..])
    {
        (host, port) = (&host_port[..colon], &host_port[colon + 1..]);
    }
    if host.len() >= 2 && host.starts_with(b"[") && host.ends_with(b"]") {
        host = &host[1..host.len() - 1];
    }
    (host, port)
}

/// Go's `encoding` modes that Parse decodes with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Path,
    UserPassword,
    Host,
    Zone,
    Fragment,
}

/// Go's `shouldEscape` for the host and zone modes (the only ones whose
/// unescaped bytes `unescape` checks): letters and digits, the
/// sub-delimiters, `:`, `[`, `]`, `<`, `>`, `"` and the unreserved marks
/// stay.
fn host_should_escape(c: u8) -> bool {
    !(c.is_ascii_alphanumeric()
        || matches!(
            c,
            b'!' | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b':'
                | b'['
                | b']'
                | b'<'
                | b'>'
                | b'"'
                | b'-'
                | b'_'
                | b'.'
                | b'~'
        ))
}

/// Go's `unescape` as text (see [`lossy`]).
fn unescape(s: &[u8], mode: Mode) -> Result<String, String> {
    // UTF-8 (nearly always) is its own lossy text: no second copy.
    unescape_bytes(s, mode).map(|b| String::from_utf8(b).unwrap_or_else(|e| lossy(e.as_bytes())))
}

/// Go's `unescape`: every `%` must start two hexadecimal digits; in a
/// host only a byte from 0x80 up (or `%25`) may be escaped; in a zone an
/// escape must stand for a byte a host may hold as it is (or a space); in
/// both, an ASCII byte a host must escape is refused.
fn unescape_bytes(s: &[u8], mode: Mode) -> Result<Vec<u8>, String> {
    let host_like = matches!(mode, Mode::Host | Mode::Zone);
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'%' => {
                let hex = |j: usize| s.get(j).and_then(|&c| char::from(c).to_digit(16));
                let (Some(h), Some(l)) = (hex(i + 1), hex(i + 2)) else {
                    let end = (i + 3).min(s.len());
                    return Err(format!("invalid URL escape {}", quote(&s[i..end])));
                };
                let triplet = &s[i..i + 3];
                if mode == Mode::Host && h < 8 && triplet != b"%25" {
                    return Err(format!("invalid URL escape {}", quote(triplet)));
                }
                let v = u8::try_from(h << 4 | l).unwrap_or(0);
                if mode == Mode::Zone && triplet != b"%25" && v != b' ' && host_should_escape(v) {
                    return Err(format!("invalid URL escape {}", quote(triplet)));
                }
                i += 3;
            }
            c => {
                if host_like && c < 0x80 && host_should_escape(c) {
                    return Err(format!(
                        "invalid character {} in host name",
                        quote(&s[i..=i])
                    ));
                }
                i += 1;
            }
        }
    }
    // With no escape the text is the bytes: kept, not copied again.
    let text = lossy(s);
    Ok(match crate::pct::decode(&text) {
        std::borrow::Cow::Borrowed(_) => text.into_bytes(),
        std::borrow::Cow::Owned(v) => v,
    })
}

/// Bytes as text the way Go's `encoding/json` writes a string: each byte
/// that is not part of a UTF-8 sequence is U+FFFD.
fn lossy(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len());
    for chunk in b.utf8_chunks() {
        out.push_str(chunk.valid());
        for _ in chunk.invalid() {
            out.push('\u{fffd}');
        }
    }
    out
}

/// Go's `strconv.Quote` for the short pieces Go's errors quote: printable
/// characters as they are, `"` and `\` escaped, a byte that is not UTF-8
/// `\xNN`, a control `\n`, `\t`, ... or `\xNN` / `\uNNNN`.
fn quote(b: &[u8]) -> String {
    let mut out = String::from("\"");
    for chunk in b.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\u{7}' => out.push_str("\\a"),
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{b}' => out.push_str("\\v"),
                c if c < ' ' || c == '\u{7f}' => {
                    let _ = write!(out, "\\x{:02x}", u32::from(c));
                }
                c if c.is_control() => {
                    let _ = write!(out, "\\u{:04x}", u32::from(c));
                }
                c => out.push(c),
            }
        }
        for &byte in chunk.invalid() {
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out.push('"');
    out
}

/// Where Go's `net.Dial` connects given `Hostname()` (the module's doc).
fn host(h: &str) -> Option<Target> {
    if h.is_empty() {
        return None;
    }
    if h.contains(':') {
        let (addr, zone) = match h.split_once('%') {
            Some((a, z)) => (a, Some(z.to_owned())),
            None => (h, None),
        };
        return addr.parse::<Ipv6Addr>().ok().map(|a| Target::Ipv6(a, zone));
    }
    if let Some(a) = parse_ipv4(h) {
        return Some(Target::Ipv4(a));
    }
    h.is_ascii().then(|| destination::name(h))
}

/// `net.ParseIP`'s IPv4: four decimal parts, each at most 255, with no
/// leading zero (Go 1.17 on).
fn parse_ipv4(s: &str) -> Option<Ipv4Addr> {
    let mut octets = [0u8; 4];
    let mut parts = s.split('.');
    for o in &mut octets {
        let p = parts.next()?;
        if p.is_empty()
            || p.len() > 3
            || !p.bytes().all(|b| b.is_ascii_digit())
            || (p.len() > 1 && p.starts_with('0'))
        {
            return None;
        }
        *o = p.parse().ok()?;
    }
    parts.next().is_none().then(|| Ipv4Addr::from(octets))
}
