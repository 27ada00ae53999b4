//! npm url-parse (`new Url(input)`, url-parse 1.5.10 under Node v20.20.2,
//! checked by `tests/compare_url_parse.rs` on the vectors
//! `scripts/compare_vectors_url_parse.sh` made), the regex-based parser
//! that many Node routers, proxies and browser bundles read a URL with in
//! place of `new URL`.
//!
//! It is read as a Node server calls it, with one argument: url-parse's
//! `lolcation` then takes `global.location`, which Node does not define,
//! as `{}`, so that nothing is inherited and the query stays a string.
//! `new Url(input)` throws only a `URIError`, from `decodeURIComponent` on
//! the auth; that class is the failure.
//!
//! The parts, as the object's properties give them, each absent where
//! url-parse holds `""` (its "none"): scheme (`protocol` without its `:`,
//! lower-cased), userinfo (`auth`: `username`, then `:` and `password`
//! when the password is not empty; each decoded and encoded again by
//! `encodeURIComponent`), host (`hostname`: lower-cased by JavaScript's
//! `toLowerCase`, IPv6 brackets kept), port (`port`: url-parse *removes* a
//! port that is zero or its scheme's default (80 for http and ws, 443 for
//! https and wss, 21 for ftp, 70 for gopher, any for file), so such a port
//! is absent), path (`pathname`, always given, `""` kept), query (`query`
//! without its `?`; `""` for a lone `?`) and fragment (`hash` without its
//! `#`). There is no authority property: it is left unsplit. Input that is
//! not UTF-8 is read as Node's `Buffer.toString()` decodes it (a U+FFFD
//! for each bad sequence).
//!
//! The constructor's steps, each kept here in its order: the start trimmed
//! of C0 controls, the space and Unicode's other spaces (`trimLeft`), then
//! every tab, CR and LF dropped; the protocol (`[a-z][a-z0-9.+-]*:`, any
//! case) with a `//` after it and then any run of `/` and `\`: a special
//! protocol (file, ftp, http, https, ws, wss) drops them all (file only
//! two), another drops the `//` only, and with none every slash stays;
//! there is an authority unless there is no `//` and the protocol is not
//! special, or the protocol is `file:` with other than two slashes or a
//! drive letter next; then from the rest
//! the hash from the first `#`, the query from the first `?`, every `\`
//! turned to `/` for a special protocol, the pathname from the first `/`
//! (without an authority, the whole rest up to a U+2028 or U+2029, where
//! JavaScript's `.` stops, and nothing after it is kept), the auth before
//! the last `@`, the port the ASCII digits after a last `:`, and the
//! hostname what is left; a special protocol's pathname gets a leading
//! `/`.
//!
//! The destination is Node's `http.request({hostname})` on the hostname
//! as url-parse gives it (verified under Node v20.20.2 with a
//! `getaddrinfo` shim, no network): `http.request` first writes a `Host`
//! header, and throws `ERR_INVALID_CHAR` for a character outside tab,
//! U+0020 to U+007E and U+0080 to U+00FF (`σ.gr`, fullwidth digits, a C0
//! control), so such a host has no destination; then `dns.lookup`: an
//! IPv6 address written without brackets as it is, its zone too; a host
//! still in brackets is no host glibc's `getaddrinfo` finds (`[::1]` fails
//! with `ENOTFOUND`), so none; any other host through ada's `to_ascii`
//! (Node's own IDNA, `node_url/to_ascii.rs`, `BÜCHER.de` to
//! `xn--bcher-kva.de`; url-parse applies none itself, and a label ada
//! refuses, `xn--a`, fails with `EINVAL`) and then glibc's `getaddrinfo`:
//! `inet_aton`'s one-to-four-part IPv4 forms as an address, else a DNS
//! name, one trailing dot dropped; a name longer than 255 bytes once
//! ASCII fails in libuv with `EINVAL`, so it has none. The port is the written one, else the
//! scheme's default.

use std::borrow::Cow;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::node_url::to_ascii;
use super::unit::{Known, Unit};

mod resolve;

/// npm url-parse's `new Url(input)`.
#[derive(Debug)]
pub(super) struct UrlParseReader;

/// url-parse's object has no authority property.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for UrlParseReader {
    fn name(&self) -> &'static str {
        "url-parse"
    }

    fn library(&self) -> &'static str {
        "npm url-parse's new Url(input) (hostname, port)"
    }

    fn release(&self) -> &'static str {
        "url-parse 1.5.10, Node v20.20.2"
    }

    fn used_by(&self) -> &'static str {
        "Node routers, proxies and browser bundles that predate new URL"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Node]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers url-parse`) until the catalog carries its
    /// rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "http.request refuses it as a Host header, or dns.lookup finds no such host"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("new Url(reference, base).href: the base through lolcation, then the relative rules")
    }

    /// [`resolve::resolve`], each argument as `Buffer.toString()` decodes
    /// it; an error is the `URIError` that decoding the base's auth (`the
    /// base: `) or the reference's throws.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let (base, reference) = (
            String::from_utf8_lossy(base),
            String::from_utf8_lossy(reference),
        );
        Some(resolve::resolve(&base, &reference).map_err(|failed| {
            let prefix = match failed {
                resolve::Failed::Base => "the base: ",
                resolve::Failed::Reference => "",
            };
            ReadError::message_only(Some("URIError"), format!("{prefix}URIError"))
        }))
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        _need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        match new_url(&super::text::lossy_of(input, text), &Location::default()).map(UrlParse::from)
        {
            Err(MalformedUri) => into.set_refused(ReadError::message_only(
                Some("URIError"),
                "URIError".to_owned(),
            )),
            Ok(u) => {
                let destination = Destination {
                    host: u.hostname.as_deref().and_then(lookup),
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
                    path: Some(u.pathname),
                    query: u.query,
                    fragment: u.hash,
                    unsplit: UNSPLIT,
                };
                into.set_valid_owned(parts, Some(destination))
            }
        }
    }
}

/// The `URIError` `decodeURIComponent` throws ("URI malformed").
struct MalformedUri;

/// What the reader takes of a `Url` (the module's doc), delimiters off,
/// `None` where url-parse holds `""`.
struct UrlParse {
    protocol: Option<String>,
    auth: Option<String>,
    hostname: Option<String>,
    port: Option<String>,
    pathname: String,
    query: Option<String>,
    hash: Option<String>,
}

/// `controlOrWhitespace`, what `trimLeft` drops from the start: U+0000 to
/// the space, and U+00A0, U+1680, U+2000 to U+200A, U+2028, U+2029,
/// U+202F, U+205F, U+3000 and U+FEFF (not U+0085).
fn control_or_whitespace(c: char) -> bool {
    matches!(
        c,
        '\0'..=' '
            | '\u{a0}'
            | '\u{1680}'
            | '\u{2000}'..='\u{200a}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202f}'
            | '\u{205f}'
            | '\u{3000}'
            | '\u{feff}'
    )
}

/// `isSpecial`, on the protocol with its `:`, lower-cased.
fn special(protocol: &str) -> bool {
    matches!(
        protocol,
        "file:" | "ftp:" | "http:" | "https:" | "ws:" | "wss:"
    )
}

/// url-parse's `Url` object as its constructor leaves it, `""` its none.
#[derive(Debug, Default)]
struct Url {
    /// With its `:`, lower-cased.
    protocol: String,
    slashes: bool,
    auth: String,
    username: String,
    password: String,
    host: String,
    hostname: String,
    port: String,
    pathname: String,
    /// With its `?`.
    query: String,
    /// With its `#`.
    hash: String,
}

/// What `lolcation` hands the constructor: what a relative address takes
/// from its base. None (the default, `{slashes: false}`) is what a Node
/// server has, with no `global.location`.
#[derive(Debug, Default)]
struct Location {
    protocol: String,
    slashes: bool,
    host: String,
    hostname: String,
    port: String,
    pathname: String,
}

impl From<Url> for Location {
    fn from(u: Url) -> Self {
        Location {
            protocol: u.protocol,
            slashes: u.slashes,
            host: u.host,
            hostname: u.hostname,
            port: u.port,
            pathname: u.pathname,
        }
    }
}

impl From<Url> for UrlParse {
    fn from(u: Url) -> Self {
        let some = |s: String| Some(s).filter(|s| !s.is_empty());
        let cut = |s: String| (!s.is_empty()).then(|| s[1..].to_owned());
        UrlParse {
            protocol: u.protocol.strip_suffix(':').map(str::to_owned),
            auth: some(u.auth),
            hostname: some(u.hostname),
            port: some(u.port),
            pathname: u.pathname,
            query: cut(u.query),
            hash: cut(u.hash),
        }
    }
}

/// `new Url(address, location)` (the module's doc): with a location, a
/// relative address (no protocol, no `//`) takes the host, port and
/// hostname it lacks from it, and its path is resolved against the
/// location's ([`resolve::path`]) when the location has slashes.
fn new_url(address: &str, loc: &Location) -> Result<Url, MalformedUri> {
    let address = address.trim_start_matches(control_or_whitespace);
    // Their bytes, by memchr: a test of each character was about 700
    // instructions a line of `compare --readers all`.
    let address: Cow<'_, str> =
        if memchr::memchr3(b'\t', b'\n', b'\r', address.as_bytes()).is_some() {
            Cow::Owned(address.replace(['\t', '\n', '\r'], ""))
        } else {
            Cow::Borrowed(address)
        };
    let ex = extract_protocol(&address, &loc.protocol);
    let relative = ex.protocol.is_empty() && !ex.slashes;
    let protocol = if ex.protocol.is_empty() {
        loc.protocol.clone()
    } else {
        ex.protocol.clone()
    };
    let whole_path = (ex.protocol == "file:" && (ex.slashes_count != 2 || drive_letter(ex.rest)))
        || (!ex.slashes
            && (!ex.protocol.is_empty() || ex.slashes_count < 2 || !special(&protocol)));
    // A rule's value, or where it is empty and the address relative, the
    // location's.
    let or_location = |own: &str, l: &str| {
        if own.is_empty() && relative {
            l.to_owned()
        } else {
            own.to_owned()
        }
    };
    let mut rest = ex.rest;
    let hash = cut_from(&mut rest, b'#').unwrap_or_default();
    let query = cut_from(&mut rest, b'?').unwrap_or_default();
    let rest: Cow<'_, str> =
        if special(&protocol) && memchr::memchr(b'\\', rest.as_bytes()).is_some() {
            Cow::Owned(rest.replace('\\', "/"))
        } else {
            Cow::Borrowed(rest)
        };
    let (mut pathname, host) = if whole_path {
        // `/(.*)/`: `.` takes no line terminator, and the rest is dropped.
        // Both begin with the byte 0xE2, which most paths lack: memchr
        // says so, and only a path with it is decoded.
        let end = if memchr::memchr(0xE2, rest.as_bytes()).is_some() {
            rest.find(['\u{2028}', '\u{2029}']).unwrap_or(rest.len())
        } else {
            rest.len()
        };
        (rest[..end].to_owned(), "")
    } else {
        match rest.find('/') {
            Some(i) => (rest[i..].to_owned(), &rest[..i]),
            None => (String::new(), &rest[..]),
        }
    };
    let (auth, host) = match host.rfind('@') {
        Some(i) => (&host[..i], &host[i + 1..]),
        None => ("", host),
    };
    // `/:(\d*)$/`: only the last `:` can be followed by digits alone.
    let (hostname, port) = match host.rfind(':') {
        Some(i) if host[i + 1..].bytes().all(|b| b.is_ascii_digit()) => {
            (&host[..i], &host[i + 1..])
        }
        _ => (host, ""),
    };
    let mut host = lowercase(or_location(host, &loc.host));
    let mut port = or_location(port, &loc.port);
    let hostname = lowercase(or_location(hostname, &loc.hostname));
    if relative
        && loc.slashes
        && !pathname.starts_with('/')
        && (!pathname.is_empty() || !loc.pathname.is_empty())
    {
        pathname = resolve::path(&pathname, &loc.pathname);
    }
    if special(&protocol) && !pathname.starts_with('/') {
        pathname.insert(0, '/');
    }
    if !required(&port, &protocol) {
        host.clone_from(&hostname);
        port.clear();
    }
    let (mut username, mut password) = (String::new(), String::new());
    if !auth.is_empty() {
        let (user, pass) = match auth.split_once(':') {
            Some((u, p)) => (u, Some(p)),
            None => (auth, None),
        };
        username = encode_uri_component(&decode_uri_component(user)?);
        if let Some(p) = pass {
            password = encode_uri_component(&decode_uri_component(p)?);
        }
    }
    let auth = if password.is_empty() {
        username.clone()
    } else {
        format!("{username}:{password}")
    };
    Ok(Url {
        slashes: ex.slashes || (relative && loc.slashes),
        protocol,
        auth,
        username,
        password,
        host,
        hostname,
        port,
        pathname,
        query,
        hash,
    })
}

/// `extractProtocol`'s answer.
struct Extracted<'a> {
    /// The protocol with its `:`, lower-cased, or `""`.
    protocol: String,
    /// Whether `//` follows the protocol, or the protocol is special.
    slashes: bool,
    /// How many `/` and `\` follow the protocol: the `//`, then the run.
    slashes_count: usize,
    /// What the rules read.
    rest: &'a str,
}

/// `extractProtocol`: `protocolre`'s four groups, the protocol, the `//`,
/// a run of `/` and `\`, the rest; and which of the slashes the rest keeps
/// (with no protocol, all of them but against a special `location`
/// protocol with two or more).
fn extract_protocol<'a>(address: &'a str, location: &str) -> Extracted<'a> {
    let b = address.as_bytes();
    let proto_len = match b.first() {
        Some(c) if c.is_ascii_alphabetic() => b
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'.' | b'+' | b'-')))
            .filter(|&i| b[i] == b':')
            .map_or(0, |i| i + 1),
        _ => 0,
    };
    let protocol = address[..proto_len].to_ascii_lowercase();
    let after = &address[proto_len..];
    let forward_slashes = after.starts_with("//");
    let double = if forward_slashes { 2 } else { 0 };
    let run = after[double..]
        .bytes()
        .take_while(|&c| c == b'/' || c == b'\\')
        .count();
    let slashes_count = double + run;
    let rest = if protocol == "file:" {
        if slashes_count >= 2 {
            &after[2..]
        } else {
            after
        }
    } else if special(&protocol) {
        &after[slashes_count..]
    } else if protocol.is_empty() {
        if slashes_count >= 2 && special(location) {
            &after[slashes_count..]
        } else {
            after
        }
    } else {
        &after[double..]
    };
    Extracted {
        slashes: forward_slashes || special(&protocol),
        protocol,
        slashes_count,
        rest,
    }
}

/// `windowsDriveLetter`, `/^[a-zA-Z]:/`.
fn drive_letter(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':'
}

/// JavaScript's `toLowerCase()` of a string owned already: an ASCII one
/// (most hosts) in place, else by [`str::to_lowercase`] (which agrees with
/// it on ASCII), so that the common case makes no second string (issue 37
/// item 7).
fn lowercase(mut s: String) -> String {
    if s.is_ascii() {
        s.make_ascii_lowercase();
        s
    } else {
        s.to_lowercase()
    }
}

/// One rule "extract from the back": from the first `delim` on, cut off
/// `rest`; its text from `delim` on, or `None` when there is none.
fn cut_from(rest: &mut &str, delim: u8) -> Option<String> {
    // memchr's SIMD search: `str::find` of a char scans a byte at a time.
    let i = memchr::memchr(delim, rest.as_bytes())?;
    let taken = rest[i..].to_owned();
    *rest = &rest[..i];
    Some(taken)
}

/// requires-port's `required(port, protocol)`: whether url-parse keeps
/// `port` (ASCII digits, maybe none): not when it is zero (`+port` falsy)
/// or the protocol's default, nor ever for `file:`.
fn required(port: &str, protocol: &str) -> bool {
    let value = port.trim_start_matches('0');
    if value.is_empty() {
        return false;
    }
    let default = match protocol.strip_suffix(':').unwrap_or(protocol) {
        "http" | "ws" => "80",
        "https" | "wss" => "443",
        "ftp" => "21",
        "gopher" => "70",
        "file" => return false,
        _ => return true,
    };
    value != default
}

/// `decodeURIComponent`: each run of `%XX` escapes must be UTF-8 (no
/// overlong form, no surrogate), and every `%` must start one.
fn decode_uri_component(s: &str) -> Result<Cow<'_, str>, MalformedUri> {
    if !s.contains('%') {
        return Ok(Cow::Borrowed(s));
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
                    .ok_or(MalformedUri)
            };
            let byte = hex(i + 1)? << 4 | hex(i + 2)?;
            run.push(u8::try_from(byte).map_err(|_| MalformedUri)?);
            i += 3;
            continue;
        }
        flush(&mut run, &mut out)?;
        let next = s[i..].find('%').map_or(s.len(), |n| i + n);
        out.push_str(&s[i..next]);
        i = next;
    }
    flush(&mut run, &mut out)?;
    Ok(Cow::Owned(out))
}

/// A run of decoded escapes into `out`, which must be UTF-8.
fn flush(run: &mut Vec<u8>, out: &mut String) -> Result<(), MalformedUri> {
    if !run.is_empty() {
        out.push_str(std::str::from_utf8(run).map_err(|_| MalformedUri)?);
        run.clear();
    }
    Ok(())
}

/// `encodeURIComponent`: every character but ASCII letters, digits and
/// ``-_.!~*'()`` as `%XX` of its UTF-8 bytes.
fn encode_uri_component(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c) {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                crate::compare::hex::push_pct(&mut out, b);
            }
        }
    }
    out
}

/// The longest name libuv's `uv_getaddrinfo` takes after ada's `to_ascii`
/// (its 256-byte buffer, NUL included): a longer one fails with `EINVAL`
/// (Node v20.20.2: 255 `a`s are looked up, 256 are not).
const MAX_ASCII: usize = 255;

/// Where `http.request` and `dns.lookup` take a url-parse hostname (the
/// module's doc).
fn lookup(hostname: &str) -> Option<Target> {
    let header_char = |c: char| matches!(c, '\t' | ' '..='~' | '\u{80}'..='\u{ff}');
    if !hostname.chars().all(header_char) || hostname.contains(['[', ']']) {
        return None;
    }
    if hostname.contains(':') {
        return destination::ipv6(hostname, false);
    }
    // Every Latin-1 character but the soft hyphen (which UTS #46 maps to
    // nothing) writes at least one byte, or ada refuses it: a longer host
    // is past the limit below before any work, and Punycode's time, square
    // in a label's length, stays bounded.
    if hostname.chars().filter(|&c| c != '\u{ad}').count() > MAX_ASCII {
        return None;
    }
    let ascii = to_ascii(hostname);
    if ascii.is_empty() || ascii.len() > MAX_ASCII {
        return None;
    }
    if let Some(a) = destination::ipv4_forms(&ascii) {
        return Some(Target::Ipv4(a));
    }
    Some(destination::name(&ascii))
}
