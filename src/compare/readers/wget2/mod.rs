//! GNU Wget2's URL parser: libwget's `wget_iri_parse(url, "utf-8")`
//! (libwget 1.99.1, Debian bookworm's wget2-dev 1.99.1-2.2 with libidn2
//! 2.3.3, checked by `tests/compare_wget2.rs` on the vectors
//! `scripts/compare_vectors_wget2.sh` made), what wget2 reads every URL it
//! fetches with. The encoding is `"utf-8"`: what wget2 passes for each URL
//! it finds itself, and its local encoding (`nl_langinfo(CODESET)`) for a
//! URL on its command line in a UTF-8 locale; from `"utf-8"` to UTF-8
//! libwget converts nothing, so bytes that are not UTF-8 stay as they are.
//!
//! `wget_iri_parse` never checks a character: it skips C's white space
//! (`isspace`) at the start (none at the end), and an input left empty is
//! refused. A scheme is a letter, then letters, digits, `+`, `-` and `.`,
//! then a `:` that no digit follows (`host:8080` has none); without one
//! the input is read as if `http://` stood before it. Any number of `/`
//! after the scheme are skipped; the authority runs to the first `/`, `?`
//! or `#` and is percent-decoded before it is split; a `/` starts the path
//! (the `/` not in it), then `?` the query, then `#` the fragment.
//!
//! The parts are the `wget_iri_t`'s fields: scheme (`scheme`, ASCII
//! lower-cased), userinfo (`userinfo`, up to the authority's first `@`,
//! cut at its first `:`, then `:` and `password`, what follows), host
//! (`host`: after that `@`, up to a `:`, or inside `[` and the last `]` (to
//! the end when there is none); ASCII lower-cased, and when not ASCII
//! converted by libidn2's `idn2_lookup_u8`, TR46 non-transitional, then
//! transitional, left as it was when both fail (`idn2.rs`; without the
//! `idna` feature no host is converted)), port (`port`: `atoi` of the
//! digits after that `:`, kept when from 1 to 65535, else the scheme's
//! default, 80 for
//! `http` and 443 for `https`, which counts as given; `null` for another
//! scheme without one, whose default is 0), path (`/` and `path`,
//! decoded: libwget cuts off the `/` that ends the authority, and puts it
//! back when it writes the request's resource), query
//! (`query`, each `+` a space, not decoded) and fragment (`fragment`,
//! decoded). Decoding turns every `%` and two hexadecimal digits into the
//! byte they spell, and a field ends at a NUL byte it makes. An `http` or
//! `https` URL with an empty authority is refused (`wget_iri_parse`
//! returns NULL and wget2 says "Missing host/domain in URI"); another
//! scheme has no host then. Wget2 has no authority field: it is left
//! unsplit. Bytes that are not UTF-8 come out as
//! `String::from_utf8_lossy` writes them.
//!
//! The destination is glibc's `getaddrinfo`, which wget2 resolves with:
//! `inet_aton`'s one-to-four-part IPv4 forms, an IPv6 address, else an
//! ASCII name (one trailing dot dropped); the port is `port`. Wget2
//! fetches only `http` and `https` ("URI scheme not supported"), so a URL
//! of another scheme has no destination.
//!
//! This is `wget_iri_parse` itself. wget2's command line goes through
//! `wget_iri_parse_base(NULL, url, ...)`, which refuses a URL that starts
//! with `/` before it parses anything; every other input reads the same.

#[cfg(feature = "idna")]
mod idn2;
mod resolve;
#[cfg(feature = "idna")]
mod unicode14;

use std::sync::Arc;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError, set_shown};
use super::text::set_lossy;
use super::unit::{Known, Unit};

/// libwget's `wget_iri_parse`.
#[derive(Debug)]
pub(super) struct Wget2Reader;

/// Wget2's IRI has no authority field.
const UNSPLIT: &[&str] = &["authority"];

/// What `wget_iri_parse` returning NULL is called here: wget2 logs no
/// code for it.
const REFUSED: &str = "wget_iri_parse returned NULL";

impl Unit for Wget2Reader {
    fn name(&self) -> &'static str {
        "wget2"
    }

    fn library(&self) -> &'static str {
        "GNU Wget2's libwget (wget_iri_parse)"
    }

    fn release(&self) -> &'static str {
        "libwget 1.99.1"
    }

    fn used_by(&self) -> &'static str {
        "GNU Wget2 and programs built on libwget"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers wget2`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "getaddrinfo looks up no name that is not ASCII"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some(
            "a redirect: wget_iri_relative_to_abs(iri, location) on the job's IRI, no RFC 3986 merge",
        )
    }

    /// [`resolve::resolve`]; the text as `String::from_utf8_lossy` writes
    /// it. A base `wget_iri_parse` refuses is named so.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        Some(match resolve::resolve(base, reference) {
            Some(text) => Ok(lossy(&text)),
            None => Err(ReadError::message_only(
                None,
                format!("the base: {REFUSED}"),
            )),
        })
    }

    fn fill(&self, input: &[u8], _: Option<&str>, _: &[Part], _: &Known<'_>, into: &mut Read) {
        let Some(iri) = parse(input) else {
            return into.set_refused(ReadError::message_only(None, REFUSED.to_owned()));
        };
        let web = iri.scheme == b"http" || iri.scheme == b"https";
        let mut held = into.take_parts();
        let p = Arc::make_mut(&mut held);
        set_lossy(&mut p.host, iri.host.as_deref());
        let destination = match &p.host {
            Some(h) if web => Some(Destination {
                host: getaddrinfo(h),
                port: Some(iri.port),
            }),
            _ => None,
        };
        match (&iri.user, &iri.password) {
            (Some(u), Some(pw)) => p.userinfo = Some(format!("{}:{}", lossy(u), lossy(pw))),
            (user, _) => set_lossy(&mut p.userinfo, user.as_deref()),
        }
        set_lossy(&mut p.scheme, Some(&iri.scheme));
        p.authority = None;
        set_shown(&mut p.port, (iri.port != 0).then_some(iri.port));
        match &iri.path {
            Some(path) => {
                let s = p.path.get_or_insert_with(String::new);
                s.clear();
                s.push('/');
                s.push_str(&super::text::lossy(path));
            }
            None => p.path = None,
        }
        set_lossy(&mut p.query, iri.query.as_deref());
        set_lossy(&mut p.fragment, iri.fragment.as_deref());
        p.unsplit = UNSPLIT;
        into.set_valid(held, destination);
    }
}

/// The fields of a `wget_iri_t` the row reads (the module's doc), as bytes.
struct Iri {
    scheme: Vec<u8>,
    user: Option<Vec<u8>>,
    password: Option<Vec<u8>>,
    host: Option<Vec<u8>>,
    port: u16,
    /// Whether the port was written (from 1 to 65535).
    port_given: bool,
    path: Option<Vec<u8>>,
    query: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

/// C's `isspace` in the C locale.
fn c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `wget_iri_parse(input, "utf-8")`, or `None` where it returns NULL.
fn parse(input: &[u8]) -> Option<Iri> {
    // A C string: the input ends at its first NUL.
    let input = &input[..memchr::memchr(0, input).unwrap_or(input.len())];
    let start = input.iter().position(|&b| !c_space(b))?;
    let url = &input[start..];
    let (scheme, mut rest) = match scheme_len(url) {
        Some(n) => (url[..n].to_ascii_lowercase(), &url[n + 1..]),
        None => (b"http".to_vec(), url),
    };
    let mut port: u16 = match scheme.as_slice() {
        b"http" => 80,
        b"https" => 443,
        _ => 0,
    };
    while let [b'/', tail @ ..] = rest {
        rest = tail;
    }
    let (authority, mut delimiter, mut rest) = cut(rest, b"/?#");
    let authority = unescape(authority);
    let mut iri = Iri {
        scheme,
        user: None,
        password: None,
        host: None,
        port,
        port_given: false,
        path: None,
        query: None,
        fragment: None,
    };
    if delimiter == Some(b'/') {
        let (path, d, after) = cut(rest, b"?#");
        iri.path = Some(unescape(path));
        (delimiter, rest) = (d, after);
    }
    if delimiter == Some(b'?') {
        let (query, d, after) = cut(rest, b"#");
        let query = query
            .iter()
            .map(|&b| if b == b'+' { b' ' } else { b })
            .collect();
        iri.query = Some(query);
        (delimiter, rest) = (d, after);
    }
    if delimiter == Some(b'#') {
        iri.fragment = Some(unescape(rest));
    }
    if authority.is_empty() {
        let web = iri.scheme == b"http" || iri.scheme == b"https";
        return (!web).then_some(iri);
    }
    let mut s = authority.as_slice();
    if let Some(at) = s.iter().position(|&b| b == b'@') {
        let userinfo = &s[..at];
        match userinfo.iter().position(|&b| b == b':') {
            Some(c) => {
                iri.user = Some(userinfo[..c].to_vec());
                iri.password = Some(userinfo[c + 1..].to_vec());
            }
            None => iri.user = Some(userinfo.to_vec()),
        }
        s = &s[at + 1..];
    }
    let host;
    if let Some(inside) = s.strip_prefix(b"[") {
        match inside.iter().rposition(|&b| b == b']') {
            Some(close) => (host, s) = (&inside[..close], &inside[close + 1..]),
            None => (host, s) = (inside, &[]),
        }
    } else {
        let colon = s.iter().position(|&b| b == b':').unwrap_or(s.len());
        (host, s) = s.split_at(colon);
    }
    if let [b':', digit, ..] = s
        && digit.is_ascii_digit()
        && let Some(p) = atoi(&s[1..])
    {
        port = p;
        iri.port = port;
        iri.port_given = true;
    }
    iri.host = Some(lookup(host.to_ascii_lowercase()));
    Some(iri)
}

/// The length of the scheme `wget_iri_parse` sees at the start of `url`:
/// a letter, then letters, digits, `+`, `-` and `.`, then a `:` that no
/// digit follows.
fn scheme_len(url: &[u8]) -> Option<usize> {
    if !url.first()?.is_ascii_alphabetic() {
        return None;
    }
    let n = url
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))?;
    let after = url.get(n + 1).copied().unwrap_or(0);
    (url[n] == b':' && !after.is_ascii_digit()).then_some(n)
}

/// `s` up to the first of `stops`, that byte, and what follows it.
fn cut<'a>(s: &'a [u8], stops: &[u8]) -> (&'a [u8], Option<u8>, &'a [u8]) {
    // Found by `memchr`, a word at a time (the path is most of a line:
    // issue 37 item 7).
    let at = match *stops {
        [a] => memchr::memchr(a, s),
        [a, b] => memchr::memchr2(a, b, s),
        [a, b, c] => memchr::memchr3(a, b, c, s),
        _ => s.iter().position(|b| stops.contains(b)),
    };
    match at {
        Some(i) => (&s[..i], Some(s[i]), &s[i + 1..]),
        None => (s, None, &[]),
    }
}

/// `wget_iri_unescape_inline`: every `%` and two hexadecimal digits as
/// the byte they spell; the C string it leaves ends at a NUL it makes.
fn unescape(s: &[u8]) -> Vec<u8> {
    let hex = |b: Option<&u8>| b.and_then(|&b| char::from(b).to_digit(16));
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        // A run with no `%` and no NUL is copied at once.
        let run = memchr::memchr2(b'%', 0, &s[i..]).map_or(s.len(), |n| i + n);
        out.extend_from_slice(&s[i..run]);
        i = run;
        if i == s.len() {
            break;
        }
        let b = match (s[i], hex(s.get(i + 1)), hex(s.get(i + 2))) {
            (b'%', Some(h), Some(l)) => {
                i += 3;
                u8::try_from(h << 4 | l).unwrap_or(0)
            }
            (b, _, _) => {
                i += 1;
                b
            }
        };
        if b == 0 {
            break;
        }
        out.push(b);
    }
    out
}

/// glibc's `atoi` on `digits` (which start with a digit) as
/// `wget_iri_parse` keeps it: `strtol`, saturating at `LONG_MAX`, cast
/// to `int` (its low 32 bits), then a port only from 1 to 65535.
fn atoi(digits: &[u8]) -> Option<u16> {
    let mut value: i64 = 0;
    for &b in digits.iter().take_while(|b| b.is_ascii_digit()) {
        value = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(i64::from(b - b'0')))
            .unwrap_or(i64::MAX);
    }
    // The cast to `int` keeps the low 32 bits.
    let int = i32::from_ne_bytes((value as u64 as u32).to_ne_bytes());
    u16::try_from(int).ok().filter(|&p| p != 0)
}

/// `wget_str_to_ascii` on the lower-cased host: a host that is not ASCII
/// as libidn2's lookup gives it, or as it was when that fails (bytes that
/// are not UTF-8 always do).
fn lookup(host: Vec<u8>) -> Vec<u8> {
    if host.is_ascii() {
        return host;
    }
    match std::str::from_utf8(&host).ok().and_then(idn) {
        Some(ascii) => ascii.into_bytes(),
        None => host,
    }
}

/// libidn2's lookup (`idn2.rs`).
#[cfg(feature = "idna")]
fn idn(host: &str) -> Option<String> {
    idn2::lookup(host)
}

/// Without the `idna` feature no host is converted: one that is not ASCII
/// stays as it was, as libwget keeps a host libidn2 refuses.
#[cfg(not(feature = "idna"))]
fn idn(_: &str) -> Option<String> {
    None
}

/// Bytes as text, as `String::from_utf8_lossy` writes them.
fn lossy(b: &[u8]) -> String {
    super::text::lossy(b).into_owned()
}

/// glibc's `getaddrinfo` on the host (the module's doc).
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
