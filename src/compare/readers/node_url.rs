//! Node's legacy `url.parse(input)` (Node 20, checked against v20.20.2 by
//! `tests/compare_node_url.rs` on the vectors
//! `scripts/compare_vectors_node_url.sh` made), what Node's `http.request`
//! takes its host and port from in the code written before `new URL`, and
//! what many Node proxies and filters still read a URL with.
//!
//! The parts, as the `Url` object gives them: scheme (`protocol` without
//! its `:`, lower-cased by parse), userinfo (`auth`, decoded by
//! `decodeURIComponent`), host (`hostname`: lower-cased, through Node's
//! `toASCII`, ada's, in `node_url/to_ascii.rs`; brackets dropped; `""`
//! when parse looked for a host and found none), port (`port`), path (`pathname`), query
//! (`search` without its `?`; `""` for a lone `?`) and fragment (`hash`
//! without its `#`), each absent where the object holds `null`. There is
//! no authority getter: it is left unsplit. A failure is the thrown
//! error's code (`ERR_INVALID_URL`, a `TypeError`) or, for a `URIError`
//! from decoding the auth, its class. Input that is not UTF-8 is read as
//! Node's `Buffer.toString()` decodes it (a U+FFFD for each bad sequence).
//!
//! parse's own steps, each kept here in its order (`lib/url.js`): the
//! input trimmed of code units up to the space, U+00A0 and U+FEFF, and
//! `\` turned to `/` before the first `?` or `#`; a path that starts with
//! one or two slashes and holds no whitespace taken whole as a path (the
//! "simple path" fast path); the protocol (`[a-z0-9.+-]+:`, any case);
//! `//` skipped when a protocol or `//user@host` is there; a host looked
//! for after `//`, or after any protocol that is not written in lower case
//! as one of http, https, ftp, gopher, file, ws, wss; the host ended by
//! the first `/`, `?` or `#`, with the auth before its last `@`, and cut
//! short at the first of ``"%';<>\^`{|}`` or a space (tabs and line breaks
//! dropped); the port the digits after its last `:`; what of the host
//! follows another `:` pushed to the path; a host longer than 255 code
//! units dropped; the rest escaped (``\t\n\r "'<>\^`{|}``) unless the
//! protocol is `javascript:`, and split at `?` and `#`.
//!
//! The destination is Node's `dns.lookup`, glibc's `getaddrinfo`: an
//! IPv6 `hostname` as written (its zone too), `inet_aton`'s one-to-four
//! part IPv4 forms as an address, and any other host as the DNS name
//! `toASCII` made (one trailing dot dropped).

use std::borrow::Cow;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::scan;
use super::unit::{Known, Unit};

mod resolve;
mod to_ascii;

pub(super) use to_ascii::to_ascii;

/// Node's legacy url.parse.
#[derive(Debug)]
pub(super) struct NodeUrlReader;

/// The legacy `Url` has no authority component.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for NodeUrlReader {
    fn name(&self) -> &'static str {
        "node-url"
    }

    fn library(&self) -> &'static str {
        "Node's legacy url.parse (hostname, port)"
    }

    fn release(&self) -> &'static str {
        "v20.20.2"
    }

    fn used_by(&self) -> &'static str {
        "Node's http.request on parsed URLs, older Node proxies and filters"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients, Group::Node]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers node-url`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("url.resolve(from, to): resolveObject on url.parse(_, false, true), then format")
    }

    /// [`resolve::resolve`], each argument as `Buffer.toString()` decodes
    /// it; an error is what parsing the base (`the base: `) or the
    /// reference throws.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let (from, to) = (
            String::from_utf8_lossy(base),
            String::from_utf8_lossy(reference),
        );
        Some(resolve::resolve(&from, &to).map_err(|(e, prefix)| {
            ReadError::message_only(Some(e.class()), format!("{prefix}{}", e.name()))
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
        let tail = [Part::Path, Part::Query, Part::Fragment]
            .iter()
            .any(|p| need.contains(p));
        // Most input is UTF-8: checked at once, and borrowed.
        let text = match text {
            Some(t) => Cow::Borrowed(t),
            None => String::from_utf8_lossy(input),
        };
        match parse_url(&text, false, tail) {
            Err(e) => into.set_refused(ReadError::message_only(
                Some(e.class()),
                e.name().to_owned(),
            )),
            Ok(u) => {
                let destination = Destination {
                    host: u.hostname.as_deref().and_then(host),
                    port: destination::port_of(u.protocol.as_deref(), u.port.as_deref())
                        .ok()
                        .flatten(),
                };
                let parts = Parts {
                    scheme: u.protocol,
                    authority: None,
                    userinfo: u.auth,
                    host: u.hostname,
                    port: u.port,
                    path: u.pathname,
                    query: u.search,
                    fragment: u.hash,
                    unsplit: UNSPLIT,
                };
                into.set_valid_owned(parts, Some(destination))
            }
        }
    }
}

/// What url.parse throws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Thrown {
    /// `TypeError [ERR_INVALID_URL]`: a host toASCII empties or leaves
    /// with a forbidden character, or a bracketed host holding one.
    InvalidUrl,
    /// `URIError: URI malformed`: `decodeURIComponent` on the auth.
    Malformed,
}

impl Thrown {
    /// The error's code, or its class when it has none.
    fn name(self) -> &'static str {
        match self {
            Thrown::InvalidUrl => "ERR_INVALID_URL",
            Thrown::Malformed => "URIError",
        }
    }

    /// The error's class.
    fn class(self) -> &'static str {
        match self {
            Thrown::InvalidUrl => "TypeError",
            Thrown::Malformed => "URIError",
        }
    }
}

/// What the reader takes of a `Url` (the module's doc), delimiters off;
/// and what `url.resolve` needs besides: `slashes`, and `host` (the
/// hostname as parse made it, brackets kept, and `:` and the port).
#[derive(Default)]
struct NodeUrl {
    slashes: bool,
    host: Option<String>,
    protocol: Option<String>,
    auth: Option<String>,
    hostname: Option<String>,
    port: Option<String>,
    pathname: Option<String>,
    search: Option<String>,
    hash: Option<String>,
}

/// Whether parse's first loop trims `c`: a code unit below 33, U+00A0 or
/// U+FEFF.
fn trimmed_ws(c: char) -> bool {
    (c as u32) < 33 || c == '\u{a0}' || c == '\u{feff}'
}

/// JavaScript's `\s` (WhiteSpace and LineTerminator), which the simple
/// path pattern refuses.
fn js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// Protocols with no host (`hostlessProtocol`), never escaped
/// (`unsafeProtocol`): both sets hold only `javascript`.
fn hostless(lower_proto: Option<&str>) -> bool {
    lower_proto == Some("javascript:")
}

/// `slashedProtocol`: written with or without the `:`, in lower case.
fn slashed(proto: &str) -> bool {
    let p = proto.strip_suffix(':').unwrap_or(proto);
    matches!(
        p,
        "http" | "https" | "ftp" | "gopher" | "file" | "ws" | "wss"
    )
}

/// `Url.prototype.parse(url, false, slashes_denote_host)`: with
/// `slashes_denote_host` (as `url.resolve` parses both its arguments) there
/// is no simple path, and `//` begins a host without a protocol too.
fn parse_with(url: &str, slashes_denote_host: bool) -> Result<NodeUrl, Thrown> {
    parse_url(url, slashes_denote_host, true)
}

/// [`parse_with`], the pathname, search and hash left out (`None`) unless
/// `tail`: nothing after the host can throw or change the host, the port
/// or the protocol, so a reading of those alone skips the escaping and the
/// copies of the rest.
fn parse_url(url: &str, slashes_denote_host: bool, tail: bool) -> Result<NodeUrl, Thrown> {
    let (rest, has_hash, has_at) = trim_and_turn(url);
    let mut u = NodeUrl::default();
    if !slashes_denote_host
        && !has_hash
        && !has_at
        && let Some((path, search)) = simple_path(&rest)
    {
        if tail {
            u.pathname = Some(path.to_owned());
            u.search = search.map(str::to_owned);
        }
        return Ok(u);
    }
    let mut rest: &str = &rest;
    let proto_len = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'.' | b'+' | b'-')))
        .filter(|&i| i > 0 && rest.as_bytes()[i] == b':')
        .map(|i| i + 1);
    let proto = proto_len.map(|n| &rest[..n]);
    let lower_proto = proto.map(str::to_ascii_lowercase);
    if let Some(n) = proto_len {
        rest = &rest[n..];
    }
    let lower = lower_proto.as_deref();
    let mut slashes = false;
    if slashes_denote_host || proto.is_some() || host_pattern(rest) {
        slashes = rest.starts_with("//");
        if slashes && !hostless(lower) {
            rest = &rest[2..];
            u.slashes = true;
        }
    }
    let mut owned: Cow<'_, str> = Cow::Borrowed(rest);
    if !hostless(lower) && (slashes || proto.is_some_and(|p| !slashed(p))) {
        owned = host_part(rest, &mut u, tail)?;
    }
    if tail {
        let rest: Cow<'_, str> = if hostless(lower) {
            owned
        } else {
            auto_escape(owned)
        };
        split_rest(&rest, &mut u);
    }
    if tail
        && lower.is_some_and(slashed)
        && u.hostname.as_deref().is_some_and(|h| !h.is_empty())
        && u.pathname.as_deref().is_none_or(str::is_empty)
    {
        u.pathname = Some("/".to_owned());
    }
    u.protocol = lower_proto.map(|mut p| {
        p.pop();
        p
    });
    Ok(u)
}

/// parse's first loop: `url` trimmed (see [`trimmed_ws`]) with each `\`
/// before the first `?` or `#` turned to `/`; and whether a `#` comes
/// anywhere, an `@` before the first `?` or `#`.
fn trim_and_turn(url: &str) -> (Cow<'_, str>, bool, bool) {
    let start = url.find(|c| !trimmed_ws(c)).unwrap_or(url.len());
    let end = url.rfind(|c| !trimmed_ws(c)).map_or(start, |i| {
        i + url[i..].chars().next().map_or(1, char::len_utf8)
    });
    let trimmed = &url[start..end];
    // `#`, `?`, `@` and `\\` are ASCII: their bytes are found without
    // decoding a character (`memchr` for one byte).
    let b = trimmed.as_bytes();
    let has_hash = b.contains(&b'#');
    let split = memchr::memchr2(b'?', b'#', b).unwrap_or(trimmed.len());
    let has_at = b[..split].contains(&b'@');
    let rest = if b[..split].contains(&b'\\') {
        Cow::Owned(trimmed[..split].replace('\\', "/") + &trimmed[split..])
    } else {
        Cow::Borrowed(trimmed)
    };
    (rest, has_hash, has_at)
}

/// `simplePathPattern`, `^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$`: one or two
/// slashes (not three), then no whitespace. The path, and the search with
/// its `?` off when there is one.
fn simple_path(rest: &str) -> Option<(&str, Option<&str>)> {
    if !rest.starts_with('/') || rest.starts_with("///") || has_js_space(rest) {
        return None;
    }
    Some(match rest.split_once('?') {
        Some((path, search)) => (path, Some(search)),
        None => (rest, None),
    })
}

/// Whether `s` holds a [`js_space`]: ASCII text by its bytes (one test a
/// byte, no character decoded), other text by its characters.
fn has_js_space(s: &str) -> bool {
    if s.is_ascii() {
        s.bytes().any(|b| js_space(char::from(b)))
    } else {
        s.contains(js_space)
    }
}

/// `hostPattern`, `^\/\/[^@/]+@[^@/]+`: `//`, then `user@host` with
/// neither holding `@` or `/`.
fn host_pattern(rest: &str) -> bool {
    let Some(after) = rest.strip_prefix("//") else {
        return false;
    };
    let user = after.find(['@', '/']).unwrap_or(after.len());
    after[user..].starts_with('@')
        && user > 0
        && after[user + 1..]
            .chars()
            .next()
            .is_some_and(|c| c != '@' && c != '/')
}

/// The host part of parse: auth, host, port and hostname taken from the
/// front of `rest` into `u`; what follows them is returned (borrowed from
/// `rest` when it is all of what follows the host's first `/`, `?` or `#`,
/// as it is in most URLs). `host` (which only `url.resolve` reads) is set
/// only when `whole`.
fn host_part<'r>(rest: &'r str, u: &mut NodeUrl, whole: bool) -> Result<Cow<'r, str>, Thrown> {
    // Tabs and line breaks before the host's end are dropped, and the
    // indices are the kept string's (which holds the host's part of `rest`
    // alone: the tail after it is taken as it is). Every character looked
    // for is ASCII, a byte of its own in UTF-8, so the bytes are scanned
    // (a kept index is the byte's less the bytes dropped before it), and
    // the host's part is borrowed when nothing was dropped.
    let b = rest.as_bytes();
    let (mut at_sign, mut non_host, mut end, mut dropped) = (None, None, b.len(), 0);
    for (i, &c) in b.iter().enumerate() {
        let k = i - dropped;
        match c {
            b'\t' | b'\n' | b'\r' => dropped += 1,
            b' ' | b'"' | b'%' | b'\'' | b';' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|'
            | b'}' => {
                non_host = non_host.or(Some(k));
            }
            b'#' | b'/' | b'?' => {
                non_host = non_host.or(Some(k));
                end = i;
                break;
            }
            b'@' => {
                at_sign = Some(k);
                non_host = None;
            }
            _ => {}
        }
    }
    let tail = &rest[end..];
    let kept: Cow<'_, str> = if dropped == 0 {
        Cow::Borrowed(&rest[..end])
    } else {
        Cow::Owned(
            rest[..end]
                .chars()
                .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
                .collect(),
        )
    };
    let mut start = 0;
    if let Some(a) = at_sign {
        u.auth = Some(decode_uri_component(&kept[..a])?);
        start = a + 1;
    }
    // What follows the host: from `non_host` in `kept`, then the tail.
    let (host, mut rest): (&str, Cow<'r, str>) = match non_host {
        None => (&kept[start..], Cow::Borrowed("")),
        Some(n) if n == kept.len() => (&kept[start..n], Cow::Borrowed(tail)),
        Some(n) => (&kept[start..n], Cow::Owned(format!("{}{tail}", &kept[n..]))),
    };
    // parseHost: a port is the digits after the last `:` when they end it.
    let mut hostname = host;
    if let Some(colon) = host.rfind(':')
        && host[colon + 1..].bytes().all(|b| b.is_ascii_digit())
    {
        if colon + 1 < host.len() {
            u.port = Some(host[colon + 1..].to_owned());
        }
        hostname = &host[..colon];
    }
    let ipv6 = hostname.len() >= 2 && hostname.starts_with('[') && hostname.ends_with(']');
    // ASCII delimiters: found by their bytes, no character decoded.
    let cut = hostname
        .bytes()
        .position(|b| matches!(b, b'/' | b'\\' | b'#' | b'?' | b':'));
    if !ipv6 && let Some(i) = cut {
        rest = Cow::Owned(format!("/{}{rest}", &hostname[i..]));
        hostname = &hostname[..i];
    }
    // No more UTF-16 code units than bytes: only a long host is counted.
    let mut name = if hostname.len() > 255 && hostname.encode_utf16().count() > 255 {
        String::new()
    } else {
        hostname.to_lowercase()
    };
    if !name.is_empty() {
        if ipv6 {
            if name.contains(forbidden_ipv6) {
                return Err(Thrown::InvalidUrl);
            }
        } else {
            name = to_ascii(&name);
            // The forbidden characters are ASCII, each its own byte.
            if name.is_empty() || name.bytes().any(|b| forbidden(char::from(b))) {
                return Err(Thrown::InvalidUrl);
            }
        }
    }
    if whole {
        u.host = Some(match &u.port {
            Some(p) => format!("{name}:{p}"),
            None => name.clone(),
        });
    }
    if ipv6 {
        let mut chars = name.chars();
        chars.next();
        chars.next_back();
        name = chars.as_str().to_owned();
        if !rest.starts_with('/') {
            rest = Cow::Owned(format!("/{rest}"));
        }
    }
    u.hostname = Some(name);
    Ok(rest)
}

/// `forbiddenHostChars`: what toASCII must not leave in a host.
fn forbidden(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '%'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// `forbiddenHostCharsIpv6`: [`forbidden`] but `[`, `]` and `:`.
fn forbidden_ipv6(c: char) -> bool {
    forbidden(c) && !matches!(c, '[' | ']' | ':')
}

/// `decodeURIComponent`: each run of `%XX` escapes must be UTF-8, and every
/// `%` must start one; `Err` is its `URIError`.
fn decode_uri_component(s: &str) -> Result<String, Thrown> {
    if !s.contains('%') {
        return Ok(s.to_owned());
    }
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut run = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = |j: usize| {
                b.get(j)
                    .and_then(|&c| char::from(c).to_digit(16))
                    .ok_or(Thrown::Malformed)
            };
            let v = hex(i + 1)? << 4 | hex(i + 2)?;
            run.push(u8::try_from(v).map_err(|_| Thrown::Malformed)?);
            i += 3;
            continue;
        }
        flush(&mut run, &mut out)?;
        let next = s[i..].find('%').map_or(s.len(), |n| i + n);
        out.push_str(&s[i..next]);
        i = next;
    }
    flush(&mut run, &mut out)?;
    Ok(out)
}

/// A run of decoded escapes into `out`, which must be UTF-8.
fn flush(run: &mut Vec<u8>, out: &mut String) -> Result<(), Thrown> {
    if !run.is_empty() {
        out.push_str(std::str::from_utf8(run).map_err(|_| Thrown::Malformed)?);
        run.clear();
    }
    Ok(())
}

/// `autoEscapeStr`: the characters RFC 2396 calls delims and unwise, and
/// `'`, percent-encoded.
fn auto_escape(rest: Cow<'_, str>) -> Cow<'_, str> {
    // Every character escaped is ASCII, which in UTF-8 is its own byte:
    // the bytes say whether any is there, without decoding a character,
    // sixteen at a time ([`scan::any_in`]; a byte-at-a-time test was
    // about 750 instructions a line of `compare --readers all`).
    if !scan::any_in(rest.as_bytes(), &AUTO_ESCAPED) {
        return rest;
    }
    let mut out = String::with_capacity(rest.len() + 8);
    for c in rest.chars() {
        if c.is_ascii() && AUTO_ESCAPED[usize::from(c as u8)] {
            crate::compare::hex::push_pct(&mut out, c as u8);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// The characters `autoEscapeChars` lists, all ASCII, as their bytes.
static AUTO_ESCAPED: scan::Class = scan::class!(b => matches!(
    b,
    b'\t' | b'\n' | b'\r' | b' ' | b'"' | b'\'' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|' | b'}'
));

/// parse's last loop: the hash from the first `#`, the search from the
/// first `?` before it, the pathname what comes before both (absent when
/// empty).
fn split_rest(rest: &str, u: &mut NodeUrl) {
    // memchr's SIMD search: `split_once` of a char scans a byte at a time.
    // Both delimiters are ASCII, so each cut is at a char boundary.
    let (before, hash) = match memchr::memchr(b'#', rest.as_bytes()) {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    u.hash = hash.map(str::to_owned);
    let (path, search) = match memchr::memchr(b'?', before.as_bytes()) {
        Some(i) => (&before[..i], Some(&before[i + 1..])),
        None => (before, None),
    };
    u.search = search.map(str::to_owned);
    u.pathname = Some(path.to_owned()).filter(|p| !p.is_empty());
}

/// Where `dns.lookup` (glibc's `getaddrinfo`) takes `hostname` (the
/// module's doc).
fn host(h: &str) -> Option<Target> {
    if h.is_empty() {
        return None;
    }
    if h.contains(':') {
        return destination::ipv6(h, false);
    }
    if let Some(a) = destination::ipv4_forms(h) {
        return Some(Target::Ipv4(a));
    }
    Some(destination::name(h))
}
