//! PHP's `parse_url` (PHP 8.2, Debian bookworm's php-cli, checked against
//! 8.2.36 by `tests/compare_php.rs` on the vectors
//! `scripts/compare_vectors_php.sh` made), what PHP filters check a URL
//! with before `file_get_contents`, `fopen` or curl fetch it, and what
//! PHP's own `http://` stream wrapper splits a URL with.
//!
//! `parse_url` is byte-oriented (`php_url_parse_ex2` in
//! `ext/standard/url.c`): it looks for no grammar, only for the first `:`,
//! the `//`, the `/`, `?` and `#` that end the host, the last `@` and the
//! last `:` before them; [`parse`] follows its steps in order (written
//! here from that function's behaviour, not its text). It returns an array
//! or `false`; the parts are its keys: scheme (`scheme`, case kept),
//! userinfo (`user`, then `:` and `pass` when the array has `pass`), host
//! (`host`, as written: no decoding, an IPv6 literal's brackets kept),
//! port (`port`, an int, written in decimal: `:080` is `80`), path
//! (`path`), query (`query`, `""` for a lone `?`) and fragment
//! (`fragment`, `""` for a lone `#`); a key the array lacks is absent.
//! Every control byte (`iscntrl`: below 0x20, and 0x7f) in a part is `_`,
//! as `parse_url` writes it. Bytes that are not UTF-8 are U+FFFD as PHP's
//! `json_encode` writes them with `JSON_INVALID_UTF8_SUBSTITUTE` (one for
//! each ill-formed sequence as PHP's decoder cuts them: [`json_text`]). A
//! failure is PHP's `false`; it has no other error. PHP has no authority
//! key: it is left unsplit.
//!
//! The destination is where PHP's own client connects: the `http://`,
//! `https://` and `ftp://` stream wrappers, which read the URL with this
//! same parser. A port of 0 or none is the scheme's default (`http` 80,
//! `https` 443, `ftp` 21, any case); the wrapper then writes `host:port`
//! for the socket transport, which splits it again at the first `:` (or,
//! after a `[`, at the first `]`, which a `:` must follow), so a `:` left
//! in parse_url's host moves the port (`http://127.0.0.1:8080:99/` connects
//! to 8080, `http://[127.0.0.1]:8080]/` too), and the transport's `atoi`
//! keeps the low 16 bits of the number. The host goes to glibc's
//! `getaddrinfo` (the resolver of PHP's streams and of curl's extension
//! alike), which reads `inet_aton`'s one-to-four-part IPv4 forms (`0x7f.1`
//! is 127.0.0.1; a trailing dot makes a name), then an IPv6 address (a
//! zone after `%` kept as written: glibc takes an interface's name or
//! number there), and looks any other host up as a DNS name, compared
//! without one trailing dot. Brackets hold any of these
//! (`http://[127.0.0.1]/` is 127.0.0.1). PHP asks for no IDNA (`AI_IDN`),
//! so a name that is not ASCII reaches no name registered under IDNA: no
//! destination. `tests/compare_php.rs` holds each rule to the connections
//! PHP made.

use std::borrow::Cow;
use std::ops::Range;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::scan;
use super::unit::{Known, Unit};

/// PHP's parse_url.
#[derive(Debug)]
pub(super) struct PhpReader;

/// parse_url's array has no authority key.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for PhpReader {
    fn name(&self) -> &'static str {
        "php"
    }

    fn library(&self) -> &'static str {
        "PHP's parse_url (its array's keys)"
    }

    fn release(&self) -> &'static str {
        "8.2.36"
    }

    fn used_by(&self) -> &'static str {
        "PHP code that checks a URL before curl or file_get_contents fetch it, and PHP's http:// and ftp:// wrappers"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers php`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "not ASCII (glibc's getaddrinfo, without AI_IDN), or no host PHP's socket transport splits from its port"
    }

    /// The path, query and fragment are copied out only when `need` asks
    /// for them (the consensus check of a destination asks for none).
    fn fill(
        &self,
        input: &[u8],
        _text: Option<&str>,
        need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        let Some(url) = parse(input) else {
            return into.set_refused(ReadError::message_only(None, "false".to_owned()));
        };
        let text = |r: &Option<Range<usize>>| r.clone().map(|r| part(&input[r]));
        let userinfo = url.user.as_ref().map(|u| match &url.pass {
            Some(p) => format!("{}:{}", part(&input[u.clone()]), part(&input[p.clone()])),
            None => part(&input[u.clone()]),
        });
        let port = url.port.map(|p| p.to_string());
        let scheme = text(&url.scheme);
        let host = text(&url.host);
        let destination = destination_of(scheme.as_deref(), host.as_deref(), url.port);
        let parts = Parts {
            scheme,
            authority: None,
            userinfo,
            host,
            port,
            path: need
                .contains(&Part::Path)
                .then(|| text(&url.path))
                .flatten(),
            query: need
                .contains(&Part::Query)
                .then(|| text(&url.query))
                .flatten(),
            fragment: need
                .contains(&Part::Fragment)
                .then(|| text(&url.fragment))
                .flatten(),
            unsplit: UNSPLIT,
        };
        into.set_valid_owned(parts, Some(destination))
    }
}

/// What `php_url_parse_ex2` sets: each part a range of the input (the
/// port a number), `None` for a key the array lacks.
#[derive(Default)]
struct PhpUrl {
    scheme: Option<Range<usize>>,
    user: Option<Range<usize>>,
    pass: Option<Range<usize>>,
    host: Option<Range<usize>>,
    port: Option<u16>,
    path: Option<Range<usize>>,
    query: Option<Range<usize>>,
    fragment: Option<Range<usize>>,
}

/// Where [`parse`] goes on from, after the scheme: `php_url_parse_ex2`'s
/// labels.
enum Step {
    /// Read a port after the `:` at this index (`parse_port`): a URL
    /// without a scheme, as `a.com:80`.
    Port(usize),
    /// Read the authority from this index (`parse_host`).
    Host(usize),
    /// Read path, query and fragment from this index (`just_path`).
    Path(usize),
    /// Done: the scheme was all there was.
    Done,
}

/// `parse_url(raw)`: `None` where PHP returns `false`.
fn parse(raw: &[u8]) -> Option<PhpUrl> {
    let mut url = PhpUrl::default();
    let mut step = scheme(raw, &mut url);
    loop {
        step = match step {
            Step::Port(colon) => port_after_scheme_like(raw, colon, &mut url)?,
            Step::Host(s) => authority(raw, s, &mut url)?,
            Step::Path(s) => {
                path_query_fragment(raw, s, &mut url);
                Step::Done
            }
            Step::Done => return Some(url),
        }
    }
}

/// Whether `raw[at..]` starts with `//`.
fn slashes(raw: &[u8], at: usize) -> bool {
    raw.get(at..at + 2) == Some(b"//")
}

/// The first index of any of `set` in `raw[from..]`, else the length
/// (`binary_strcspn`).
fn first_of(raw: &[u8], from: usize, set: &[u8]) -> usize {
    raw[from..]
        .iter()
        .position(|b| set.contains(b))
        .map_or(raw.len(), |i| from + i)
}

/// The scheme: the bytes before the first `:` when they are all letters,
/// digits, `+`, `-` or `.` (any first, a digit too). After it, `//`
/// starts the authority (`file:///` and a Windows drive letter are a
/// path); one or more digits up to a `/` or the end, six bytes at most
/// with the `:`, make the word a host and the digits its port (`a.com:80`);
/// anything else is the path. Bytes before a `:` that are no scheme make
/// the `:` a port's only when it comes before any `?` or `#` and is not
/// last; else `//` starts an authority, or all is path.
fn scheme(raw: &[u8], url: &mut PhpUrl) -> Step {
    let ue = raw.len();
    let Some(e) = raw.iter().position(|&b| b == b':') else {
        return if slashes(raw, 0) {
            Step::Host(2)
        } else {
            Step::Path(0)
        };
    };
    if e == 0 {
        return Step::Port(e);
    }
    let valid = raw[..e]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'.' | b'-'));
    if !valid {
        return if e + 1 < ue && e < first_of(raw, 0, b"?#") {
            Step::Port(e)
        } else if slashes(raw, 0) {
            Step::Host(2)
        } else {
            Step::Path(0)
        };
    }
    if e + 1 == ue {
        url.scheme = Some(0..e);
        return Step::Done;
    }
    if raw[e + 1] != b'/' {
        let digits = raw[e + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let p = e + 1 + digits;
        if (p == ue || raw[p] == b'/') && p - e < 7 {
            return Step::Port(e);
        }
        url.scheme = Some(0..e);
        return Step::Path(e + 1);
    }
    url.scheme = Some(0..e);
    if raw.get(e + 2) != Some(&b'/') {
        return Step::Path(e + 1);
    }
    if raw[..e].eq_ignore_ascii_case(b"file") && raw.get(e + 3) == Some(&b'/') {
        // file:///c:/x is the path c:/x; file:///x is /x.
        let drive = raw.get(e + 5) == Some(&b':');
        return Step::Path(if drive { e + 4 } else { e + 3 });
    }
    Step::Host(e + 3)
}

/// `parse_port`, where no scheme was taken and a `:` is at `colon`: one
/// to five digits after it, then a `/` or the end, are the port (above
/// 65535 is `false`), and the host is read from the start (past a `//`);
/// a `:` that ends the input is `false`; else a `//` at the start starts
/// the authority, and anything else is a path.
fn port_after_scheme_like(raw: &[u8], colon: usize, url: &mut PhpUrl) -> Option<Step> {
    let ue = raw.len();
    let p = colon + 1;
    let digits = raw[p..]
        .iter()
        .take(6)
        .take_while(|c| c.is_ascii_digit())
        .count();
    let pp = p + digits;
    let start = if slashes(raw, 0) { 2 } else { 0 };
    if (1..6).contains(&digits) && (pp == ue || raw[pp] == b'/') {
        let port = raw[p..pp]
            .iter()
            .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
        url.port = Some(u16::try_from(port).ok()?);
        return Some(Step::Host(start));
    }
    if digits == 0 && pp == ue {
        return None;
    }
    Some(if start == 2 {
        Step::Host(2)
    } else {
        Step::Path(0)
    })
}

/// `parse_host`, from `s` to the first `/`, `?` or `#`: user and password
/// before the last `@` (split at the first `:` before it); then the host,
/// and a port after the last `:` unless the host is `[...]` whole. The
/// port is read only when none was read before, or the one read was 0
/// (PHP tests the number, not whether it was set): at most five bytes,
/// read by `strtol` (blanks, a sign and trailing bytes allowed: `: 8`,
/// `:+80`, `:8x` are port 8, 80, 8), 0 to 65535, else `false`; an empty
/// one is none. An empty host is `false`.
fn authority(raw: &[u8], mut s: usize, url: &mut PhpUrl) -> Option<Step> {
    let ue = raw.len();
    let e = first_of(raw, s, b"/?#");
    if let Some(at) = raw[s..e].iter().rposition(|&b| b == b'@') {
        let at = s + at;
        match raw[s..at].iter().position(|&b| b == b':') {
            Some(c) => {
                url.user = Some(s..s + c);
                url.pass = Some(s + c + 1..at);
            }
            None => url.user = Some(s..at),
        }
        s = at + 1;
    }
    let bracketed = s < ue && raw[s] == b'[' && raw[e - 1] == b']';
    let colon = if bracketed {
        None
    } else {
        raw[s..e].iter().rposition(|&b| b == b':').map(|i| s + i)
    };
    let host_end = match colon {
        None => e,
        Some(p) => {
            if url.port.unwrap_or(0) == 0 {
                let digits = &raw[p + 1..e];
                if digits.len() > 5 {
                    return None;
                }
                if !digits.is_empty() {
                    url.port = Some(strtol_port(digits)?);
                }
            }
            p
        }
    };
    if host_end <= s {
        return None;
    }
    url.host = Some(s..host_end);
    Some(if e == ue { Step::Done } else { Step::Path(e) })
}

/// C's `strtol(buf, &end, 10)` on a port's at most five bytes, as PHP
/// checks it: blanks (`isspace`) skipped, a sign, then decimal digits up
/// to the first other byte (a NUL ends the C string); `None` when no digit
/// was read or the number is not 0 to 65535.
fn strtol_port(buf: &[u8]) -> Option<u16> {
    let mut rest = buf;
    while let [b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r', tail @ ..] = rest {
        rest = tail;
    }
    let negative = rest.first() == Some(&b'-');
    if let [b'+' | b'-', tail @ ..] = rest {
        rest = tail;
    }
    let digits = rest.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let n = rest[..digits]
        .iter()
        .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
    if negative && n != 0 {
        return None;
    }
    u16::try_from(n).ok()
}

/// `just_path`, from `s`: the fragment after the first `#` (`""` when it
/// is last), the query after the first `?` before it, and the path before
/// both, set when it is not empty or when `s` is the end of the input.
fn path_query_fragment(raw: &[u8], s: usize, url: &mut PhpUrl) {
    let mut e = raw.len();
    if let Some(h) = memchr::memchr(b'#', &raw[s..]) {
        url.fragment = Some(s + h + 1..e);
        e = s + h;
    }
    if let Some(q) = memchr::memchr(b'?', &raw[s..e]) {
        url.query = Some(s + q + 1..e);
        e = s + q;
    }
    if s < e || s == raw.len() {
        url.path = Some(s..e);
    }
}

/// A part as parse_url gives it (each control byte `_`), as text (the
/// module's doc).
fn part(bytes: &[u8]) -> String {
    // Sixteen bytes at a time, vectorized ([`scan::any_by`]): every part
    // of every input is tested.
    let bytes: Cow<'_, [u8]> = if scan::any_by(bytes, control) {
        bytes
            .iter()
            .map(|&b| if control(b) { b'_' } else { b })
            .collect()
    } else {
        Cow::Borrowed(bytes)
    };
    json_text(&bytes)
}

/// The bytes [`part`] writes as `_`: the C0 controls and DEL.
fn control(b: u8) -> bool {
    b < 0x20 || b == 0x7f
}

/// Bytes as PHP's `json_encode` writes them with
/// `JSON_INVALID_UTF8_SUBSTITUTE`: UTF-8 as it is, and U+FFFD for each
/// ill-formed sequence as PHP's decoder (`php_next_utf8_char`) cuts them,
/// which is not always one a byte nor one a maximal subpart: a lead byte
/// whose sequence is cut short takes the bytes after it up to the first
/// that leads a character (ASCII too) or the sequence's length, whatever
/// they are (`e2 82 ff` and `e2 ff 80` are one U+FFFD each, `f0 9f e2` two:
/// `f0 9f`, then `e2`), and an overlong, surrogate or out-of-range
/// sequence is one (`e0 80 80`, `ed a0 80`). It never takes an ASCII
/// byte, so a part's text is the whole input's, cut.
fn json_text(b: &[u8]) -> String {
    // Well-formed UTF-8 (nearly every part) is written as it is: copied
    // whole, not a character at a time. Rust's UTF-8 refuses what PHP's
    // decoder cuts (overlong, surrogate, out of range), so only text
    // without any of those takes this way.
    if let Ok(text) = std::str::from_utf8(b) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let (c, len) = php_next_utf8_char(&b[i..]);
        out.push(c.unwrap_or(char::REPLACEMENT_CHARACTER));
        i += len;
    }
    out
}

/// One character from the start of `b` (not empty) and the bytes it
/// takes, or `None` and the bytes an ill-formed sequence takes, by the
/// rule [`json_text`] states.
fn php_next_utf8_char(b: &[u8]) -> (Option<char>, usize) {
    let trail = |k: usize| b.get(k).is_some_and(|&x| (0x80..=0xbf).contains(&x));
    let lead = |k: usize| {
        b.get(k)
            .is_some_and(|&x| x < 0x80 || (0xc2..=0xf4).contains(&x))
    };
    let c = b[0];
    let len = match c {
        0x00..=0x7f => return (Some(char::from(c)), 1),
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return (None, 1),
    };
    if (1..len).any(|k| !trail(k)) {
        // Cut before the first byte after the lead that is the lead of
        // another character (or past the end), else after `len` bytes,
        // continuation bytes or not.
        let take = (1..len).find(|&k| k >= b.len() || lead(k)).unwrap_or(len);
        return (None, take);
    }
    let mut cp = u32::from(c) & (0x7f >> len);
    for &t in &b[1..len] {
        cp = cp << 6 | u32::from(t & 0x3f);
    }
    let min = [0, 0, 0x80, 0x800, 0x1_0000][len];
    if cp < min {
        return (None, len);
    }
    // A surrogate or a code point above U+10FFFF is no char.
    (char::from_u32(cp), len)
}

/// Where PHP's `http://`, `https://` and `ftp://` wrappers connect given
/// parse_url's scheme, host and port (the module's doc): a port of 0 or
/// none is the scheme's default; the wrapper writes `host:port` for the
/// socket transport, which splits it again ([`transport`]); `getaddrinfo`
/// takes the host it gets.
fn destination_of(scheme: Option<&str>, host: Option<&str>, port: Option<u16>) -> Destination {
    let port = port
        .filter(|&p| p != 0)
        .or_else(|| scheme.and_then(destination::default_port));
    let Some(host) = host else {
        return Destination { host: None, port };
    };
    match transport(host, port) {
        Some((host, port)) => Destination {
            host: getaddrinfo(host),
            port,
        },
        None => Destination { host: None, port },
    }
}

/// The socket transport's reading of `host:port` (`parse_ip_address_ex`
/// in `main/streams/xp_socket.c`), as it splits the string the wrapper
/// wrote: after a `[`, the host runs to the first `]`, which must be
/// followed by `:` (else nothing is connected: `None`), and the port is
/// `atoi` of what follows; else the host runs to the first `:`, and the
/// port is `atoi` of what follows it. So a `:` or `]:` inside parse_url's
/// host moves both: `http://127.0.0.1:8080:99/` connects to port 8080
/// (`tests/compare_php.rs` shows each with PHP's own connections).
fn transport(host: &str, port: Option<u16>) -> Option<(&str, Option<u16>)> {
    if let Some(rest) = host.strip_prefix('[') {
        let close = rest.find(']')?;
        return match &rest[close + 1..] {
            "" => Some((&rest[..close], port)),
            after => Some((&rest[..close], Some(atoi_port(after.strip_prefix(':')?)))),
        };
    }
    Some(match host.split_once(':') {
        Some((name, after)) => (name, Some(atoi_port(after))),
        None => (host, port),
    })
}

/// C's `atoi` (`strtol` base 10: blanks, a sign, digits, saturating at
/// the `long` range; 0 when no digit) as the port the transport passes on,
/// an `unsigned short`: the low 16 bits (`-18413` is 47123).
fn atoi_port(s: &str) -> u16 {
    let b = s
        .trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
        .as_bytes();
    let (negative, b) = match b {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, b),
    };
    let mut n: i64 = 0;
    for &d in b.iter().take_while(|c| c.is_ascii_digit()) {
        let d = i64::from(d - b'0');
        n = if negative {
            n.saturating_mul(10).saturating_sub(d)
        } else {
            n.saturating_mul(10).saturating_add(d)
        };
    }
    // The low 16 bits, as C's conversions to int, then unsigned short, keep.
    u16::try_from(n.rem_euclid(0x1_0000)).unwrap_or_default()
}

/// glibc's `getaddrinfo` on `host` (the module's doc): `inet_aton`'s
/// forms, then an IPv6 address, else an ASCII name (`a b` too: glibc asks
/// DNS for it); nothing for an empty host or one that is not ASCII.
fn getaddrinfo(host: &str) -> Option<Target> {
    if host.is_empty() {
        return None;
    }
    if let Some(a) = destination::ipv4_forms(host) {
        return Some(Target::Ipv4(a));
    }
    if let Some(a) = destination::ipv6(host, false) {
        return Some(a);
    }
    host.is_ascii().then(|| destination::name(host))
}
