//! libcurl's URL API (libcurl 7.88.1, Debian bookworm's
//! libcurl4-openssl-dev 7.88.1-10+deb12u15, checked by
//! `tests/compare_curl.rs` on the vectors `scripts/compare_vectors_curl.sh`
//! made): `curl_url_set(h, CURLUPART_URL, input, 0)` on a new handle, with
//! default flags, then `curl_url_get(h, part, &s, 0)` for each part. This
//! is how libcurl itself reads the URL it is told to fetch, so it is what
//! curl, PHP's curl extension and the many C programs built on libcurl
//! connect to.
//!
//! The parts, as `curl_url_get` with flags 0 gives them: scheme
//! (`CURLUPART_SCHEME`, lower-cased), userinfo (`CURLUPART_USER`, then `:`
//! and `CURLUPART_PASSWORD` when libcurl has one; as written; an IMAP, POP3
//! or SMTP URL's `;options` are a part of their own, left out), host
//! (`CURLUPART_HOST`: percent-decoded, an IPv4 number in any of
//! `ipv4_normalize`'s forms written as four decimal parts, an IPv6 literal
//! in brackets, shortened as glibc's `inet_ntop` writes it when that is
//! shorter, without its zone ID), port (`CURLUPART_PORT`: only a written
//! one, leading zeros dropped; without `CURLU_DEFAULT_PORT` libcurl fills
//! in no default, so none is counted as given), path (`CURLUPART_PATH`:
//! dot segments removed; `/` when none is written), query
//! (`CURLUPART_QUERY`: `""` for a lone `?`) and fragment
//! (`CURLUPART_FRAGMENT`: absent for a lone `#`). libcurl has no authority
//! getter: it is left unsplit. libcurl reads a C string, so an input is
//! read up to its first NUL byte; bytes that are not UTF-8 come out as
//! `String::from_utf8_lossy` (and Python's `errors="replace"`) writes them.
//! A failure is the `CURLUcode`'s name (`CURLUE_BAD_HOSTNAME`, ...).
//!
//! Default flags mean: a URL without a scheme is refused
//! (`CURLUE_BAD_SCHEME`: no guessing), and so is a scheme this libcurl
//! was not built with (`CURLUE_UNSUPPORTED_SCHEME`; [`SCHEMES`]), a space
//! or a control byte in any part (but a path of one byte, which libcurl
//! drops unchecked: `file:\x01?q` is valid, its path `/`), and a `file:`
//! URL with a host other than `localhost` or `127.0.0.1`.
//!
//! The destination is libcurl's client's: the host `CURLUPART_HOST`
//! gives, handed to glibc's `getaddrinfo`, which reads `inet_aton`'s one
//! to four part forms (decimal, octal, hexadecimal: what percent-decoding
//! can still make of a host libcurl did not normalize, `0x7f%2e1`) as an
//! address and any other host as a DNS name (`127.0.0.1.` is a name); an
//! IPv6 literal with the zone ID `CURLUPART_ZONEID` gives. A name that is
//! not ASCII is converted by libcurl's IDN (libidn2's TR46 lookup,
//! non-transitional, then transitional, in a UTF-8 locale), emulated by
//! UTS #46 (the `idna` crate; see [`idn`]). The port is the written
//! one, else the default of libcurl's handler for the scheme
//! ([`SCHEMES`]); a `file:` URL has no host to connect to.

mod dedot;
mod host;
mod redirect;

use std::borrow::Cow;
use std::net::Ipv6Addr;
use std::sync::Arc;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError, set, set_shown};
use super::scan;
use super::text::set_lossy;
use super::unit::{Known, Unit};

/// A `CURLUcode`'s name.
type Code = &'static str;

/// libcurl's URL API with default flags.
#[derive(Debug)]
pub(super) struct CurlReader;

/// libcurl's URL has no authority component.
const UNSPLIT: &[&str] = &["authority"];

/// The schemes this libcurl was built with (`curl -V`'s protocols; its
/// `protocols[]` handler table) and each handler's default port.
const SCHEMES: &[(&str, u16)] = &[
    ("https", 443),
    ("http", 80),
    ("ftp", 21),
    ("ftps", 990),
    ("sftp", 22),
    ("file", 0),
    ("scp", 22),
    ("smtp", 25),
    ("smtps", 465),
    ("ldap", 389),
    ("ldaps", 636),
    ("imap", 143),
    ("imaps", 993),
    ("telnet", 23),
    ("tftp", 69),
    ("pop3", 110),
    ("pop3s", 995),
    ("smb", 445),
    ("smbs", 445),
    ("rtsp", 554),
    ("mqtt", 1883),
    ("gopher", 70),
    ("gophers", 70),
    ("rtmp", 1935),
    ("rtmpt", 80),
    ("rtmpe", 1935),
    ("rtmpte", 80),
    ("rtmps", 443),
    ("rtmpts", 443),
    ("dict", 2628),
];

/// The schemes whose handlers take `;options` in the userinfo
/// (`PROTOPT_URLOPTIONS`).
const OPTIONS: &[&str] = &["imap", "imaps", "pop3", "pop3s", "smtp", "smtps"];

/// `CURL_MAX_INPUT_LENGTH`: the longest URL libcurl reads.
const MAX_INPUT: usize = 8_000_000;

/// `MAX_SCHEME_LEN`: the longest scheme libcurl looks for.
const MAX_SCHEME: usize = 40;

impl Unit for CurlReader {
    fn name(&self) -> &'static str {
        "curl"
    }

    fn library(&self) -> &'static str {
        "libcurl's URL API (curl_url_set, curl_url_get; default flags)"
    }

    fn release(&self) -> &'static str {
        "7.88.1"
    }

    fn used_by(&self) -> &'static str {
        "curl, PHP's curl extension and C programs that fetch with libcurl"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers curl`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "libcurl's IDN converts no such name"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("a redirect: curl_url_set(h, CURLUPART_URL, reference, 0) on the base's handle")
    }

    /// [`redirect::redirect`]: what libcurl fetches after a `Location`
    /// (bytes that are not UTF-8 as [`lossy`] writes them); a failure is
    /// the `CURLUcode`'s name.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        Some(
            redirect::redirect(base, reference)
                .map(|url| lossy(&url))
                .map_err(|code| ReadError::message_only(None, code)),
        )
    }

    /// The path, query and fragment are copied out only when `need` asks
    /// for them (the consensus check of a destination asks for none).
    fn fill(&self, input: &[u8], _: Option<&str>, need: &[Part], _: &Known<'_>, into: &mut Read) {
        match parse(input) {
            Err(code) => into.set_refused(ReadError::message_only(None, code.to_owned())),
            Ok(u) => {
                let port = u.port.and_then(|p| u16::try_from(p).ok()).or_else(|| {
                    SCHEMES
                        .iter()
                        .find(|(s, _)| *s == u.scheme)
                        .map(|&(_, p)| p)
                        .filter(|&p| p != 0)
                });
                let destination = Destination {
                    host: u
                        .host
                        .as_ref()
                        .and_then(|h| target(&h.name, h.zone.as_deref())),
                    port,
                };
                let mut held = into.take_parts();
                let p = Arc::make_mut(&mut held);
                set(&mut p.scheme, Some(u.scheme));
                p.authority = None;
                match (&u.user, &u.password) {
                    (Some(user), Some(pw)) => {
                        p.userinfo = Some(format!("{}:{}", lossy(user), lossy(pw)));
                    }
                    (user, _) => set_lossy(&mut p.userinfo, user.as_deref()),
                }
                set_lossy(&mut p.host, u.host.as_ref().map(|h| &h.name[..]));
                set_shown(&mut p.port, u.port);
                match u.path.as_deref().filter(|_| need.contains(&Part::Path)) {
                    None if need.contains(&Part::Path) => set(&mut p.path, Some("/")),
                    path => set_lossy(&mut p.path, path),
                }
                let query = u.query.as_deref().filter(|_| need.contains(&Part::Query));
                set_lossy(&mut p.query, query);
                let fragment = u
                    .fragment
                    .as_deref()
                    .filter(|_| need.contains(&Part::Fragment));
                set_lossy(&mut p.fragment, fragment);
                p.unsplit = UNSPLIT;
                into.set_valid(held, Some(destination));
            }
        }
    }
}

/// What `curl_url_set` keeps of a URL (the module's doc).
struct CurlUrl {
    scheme: &'static str,
    user: Option<Vec<u8>>,
    password: Option<Vec<u8>>,
    /// The `;options` of a scheme in [`OPTIONS`].
    options: Option<Vec<u8>>,
    host: Option<host::Host>,
    port: Option<u32>,
    path: Option<Vec<u8>>,
    query: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

/// libcurl's `parseurl` with flags 0, on the C string `url` holds.
fn parse(url: &[u8]) -> Result<CurlUrl, Code> {
    // memchr's search: a byte-at-a-time scan of every input was about
    // 440 instructions a line of `compare --readers all`.
    let url = &url[..memchr::memchr(0, url).unwrap_or(url.len())];
    if url.len() > MAX_INPUT {
        return Err("CURLUE_MALFORMED_INPUT");
    }
    let scheme_len = scheme_length(url).ok_or("CURLUE_BAD_SCHEME")?;
    let written = &url[..scheme_len];
    let scheme = SCHEMES
        .iter()
        .find(|(s, _)| s.as_bytes().eq_ignore_ascii_case(written))
        .map(|&(s, _)| s);
    let (authority, path) = if scheme == Some("file") {
        (&url[..0], file_path(url)?)
    } else {
        let after = &url[scheme_len + 1..];
        let slashes = after.iter().take(4).take_while(|&&b| b == b'/').count();
        if scheme.is_none() {
            return Err("CURLUE_UNSUPPORTED_SCHEME");
        }
        if !(1..=3).contains(&slashes) {
            return Err("CURLUE_BAD_SLASHES");
        }
        let rest = &after[slashes..];
        let end = memchr::memchr3(b'/', b'?', b'#', rest).unwrap_or(rest.len());
        if end == 0 {
            return Err("CURLUE_NO_HOST");
        }
        rest.split_at(end)
    };
    let scheme = scheme.unwrap_or("file");
    let mut u = CurlUrl {
        scheme,
        user: None,
        password: None,
        options: None,
        host: None,
        port: None,
        path: None,
        query: None,
        fragment: None,
    };
    // The delimiters are found by `memchr`, a word at a time: a path is
    // most of a line (issue 37 item 7).
    let (before_fragment, fragment) = match memchr::memchr(b'#', path) {
        Some(i) => (&path[..i], &path[i + 1..]),
        None => (path, &path[path.len()..]),
    };
    if !fragment.is_empty() {
        if junk(fragment) {
            return Err("CURLUE_BAD_FRAGMENT");
        }
        u.fragment = Some(fragment.to_vec());
    }
    let path = match memchr::memchr(b'?', before_fragment) {
        Some(i) => {
            let query = &before_fragment[i + 1..];
            if junk(query) {
                return Err("CURLUE_BAD_QUERY");
            }
            u.query = Some(query.to_vec());
            &before_fragment[..i]
        }
        None => before_fragment,
    };
    if path.len() > 1 {
        if junk(path) {
            return Err("CURLUE_BAD_PATH");
        }
        u.path = Some(dedot::dedotdotify(path).unwrap_or_else(|| path.to_vec()));
    }
    if !authority.is_empty() {
        let host = login(&mut u, authority)?;
        let (host, port) = host::split_port(host)?;
        if junk(host) {
            return Err("CURLUE_BAD_HOSTNAME");
        }
        u.port = port;
        u.host = Some(host::host(host)?);
    }
    Ok(u)
}

/// `Curl_is_absolute_url` without guessing: the length of a scheme (up to
/// [`MAX_SCHEME`] ASCII letters, digits, `+`, `-`, `.`, a digit first
/// too) followed by `:`.
fn scheme_length(url: &[u8]) -> Option<usize> {
    let n = url
        .iter()
        .take(MAX_SCHEME)
        .take_while(|&&b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        .count();
    (n > 0 && url.get(n) == Some(&b':')).then_some(n)
}

/// What follows `file:`: a URL of at least seven bytes; after `//`, a
/// path, or `localhost` or `127.0.0.1` (any case) and a path; no Windows
/// drive letter (libcurl refuses them off Windows).
fn file_path(url: &[u8]) -> Result<&[u8], Code> {
    if url.len() <= 6 {
        return Err("CURLUE_BAD_FILE_URL");
    }
    let mut path = &url[5..];
    if let Some(after) = path.strip_prefix(b"//") {
        path = after;
        if after.first() != Some(&b'/') && !drive_prefix(after) {
            let local = |name: &[u8]| after.len() >= 10 && after[..10].eq_ignore_ascii_case(name);
            if !(local(b"localhost/") || local(b"127.0.0.1/")) {
                return Err("CURLUE_BAD_FILE_URL");
            }
            path = &after[9..];
        }
    }
    if (path.first() == Some(&b'/') && drive_prefix(&path[1..])) || drive_prefix(path) {
        return Err("CURLUE_BAD_FILE_URL");
    }
    Ok(path)
}

/// `STARTS_WITH_URL_DRIVE_PREFIX`: a letter, `:` or `|`, then `/`, `\` or
/// the end.
fn drive_prefix(s: &[u8]) -> bool {
    matches!(s, [l, b':' | b'|', rest @ ..]
        if l.is_ascii_alphabetic() && matches!(rest.first(), None | Some(b'/' | b'\\')))
}

/// `junkscan` with flags 0: a control byte (0x01 to 0x1f, 0x7f) or a
/// space. Sixteen bytes at a time, vectorized ([`scan::any_by`]): the
/// path and query of every input pass here.
fn junk(part: &[u8]) -> bool {
    scan::any_by(part, |b| b <= b' ' || b == 0x7f)
}

/// `parse_hostname_login`: the userinfo before the first `@` split by
/// `Curl_parse_login_details` (the user up to the first `:`, the password
/// after it; `;options` apart for the schemes in [`OPTIONS`]), each
/// checked by [`junk`]. Returns what follows the `@`.
fn login<'a>(u: &mut CurlUrl, authority: &'a [u8]) -> Result<&'a [u8], Code> {
    let Some(at) = authority.iter().position(|&b| b == b'@') else {
        return Ok(authority);
    };
    let login = &authority[..at];
    let psep = login.iter().position(|&b| b == b':');
    let osep = if OPTIONS.contains(&u.scheme) {
        login.iter().position(|&b| b == b';')
    } else {
        None
    };
    let user_end = match (psep, osep) {
        (Some(p), Some(o)) => p.min(o),
        (Some(p), None) => p,
        (None, Some(o)) => o,
        (None, None) => login.len(),
    };
    let user = &login[..user_end];
    let password = psep.map(|p| match osep {
        Some(o) if o > p => &login[p + 1..o],
        _ => &login[p + 1..],
    });
    let options = osep.map(|o| match psep {
        Some(p) if p > o => &login[o + 1..p],
        _ => &login[o + 1..],
    });
    if junk(user) {
        return Err("CURLUE_BAD_USER");
    }
    if password.is_some_and(junk) {
        return Err("CURLUE_BAD_PASSWORD");
    }
    if options.is_some_and(junk) {
        return Err("CURLUE_BAD_LOGIN");
    }
    u.user = Some(user.to_vec());
    u.password = password.map(<[u8]>::to_vec);
    u.options = options.map(<[u8]>::to_vec);
    Ok(&authority[at + 1..])
}

/// Bytes as text, each maximal invalid sequence U+FFFD.
fn lossy(b: &[u8]) -> String {
    super::text::lossy(b).into_owned()
}

/// Where libcurl's client connects given the host `CURLUPART_HOST` gives
/// and its zone ID (the module's doc).
fn target(name: &[u8], zone: Option<&[u8]>) -> Option<Target> {
    if let Some(inside) = name.strip_prefix(b"[") {
        let inside = inside.strip_suffix(b"]")?;
        let words = host::inet_pton6(inside)?;
        return Some(Target::Ipv6(Ipv6Addr::from(words), zone.map(lossy)));
    }
    let text = std::str::from_utf8(name).ok()?;
    if let Some(a) = destination::ipv4_forms(text) {
        return Some(Target::Ipv4(a));
    }
    if text.is_ascii() {
        return Some(destination::name(text));
    }
    idn(text).map(|a| destination::named(Cow::Owned(a)).into_target())
}

/// libcurl's IDN conversion of a name that is not ASCII (`lib/idn.c`):
/// libidn2 2.3.3's lookup with TR46 non-transitional processing, then, if
/// that fails, transitional; emulated by UTS #46 (the `idna` crate), after
/// libidn2's mapping of `ẞ` to `ss` (its TR46 table's), with libidn2's
/// checks on each label that comes out as an A-label ([`a_label_fits`]),
/// and transitional processing as the four deviation characters mapped
/// first (`ß` to `ss`, `ς` to `σ`, ZWJ and ZWNJ to nothing). An ASCII label
/// stays as it is.
#[cfg(feature = "idna")]
fn idn(text: &str) -> Option<String> {
    if text.len() > MAX_IDN_INPUT {
        return None;
    }
    let lookup = |t: &str| {
        idna::domain_to_ascii(t).ok().filter(|a| {
            // libidn2 refuses a name longer than 253 bytes (254 with a
            // trailing dot).
            !a.is_empty()
                && a.strip_suffix('.').unwrap_or(a).len() <= 253
                && a.split('.').all(a_label_fits)
        })
    };
    let mapped = |transitional: bool| {
        let mut out = String::with_capacity(text.len() + 4);
        for c in text.chars() {
            match c {
                '\u{1e9e}' => out.push_str("ss"),
                '\u{df}' if transitional => out.push_str("ss"),
                '\u{3c2}' if transitional => out.push('\u{3c3}'),
                '\u{200c}' | '\u{200d}' if transitional => {}
                c => out.push(c),
            }
        }
        out
    };
    lookup(&mapped(false)).or_else(|| lookup(&mapped(true)))
}

/// The longest name, as written, handed to IDN: libidn2 refuses a result
/// longer than 253 bytes, and TR46 maps a character to a few at most or
/// drops it (a soft hyphen), so a longer host is refused here without the
/// work (the bound `destination` keeps for the same reason; a name of more
/// than this many bytes of ignored characters is the one it misjudges).
#[cfg(feature = "idna")]
const MAX_IDN_INPUT: usize = 1024;

/// libidn2's checks on a label it encodes (`xn--`): at most 63 bytes; in
/// its Unicode form no `-` first or last, nor `--` third and fourth
/// (RFC 5891 section 4.2.3.1); letters, digits and `-` its only ASCII
/// (IDNA 2008 takes no other).
#[cfg(feature = "idna")]
fn a_label_fits(label: &str) -> bool {
    let Some(encoded) = label.strip_prefix("xn--") else {
        return true;
    };
    let Some(unicode) = idna::punycode::decode_to_string(encoded) else {
        return false;
    };
    label.len() <= 63
        && !unicode.starts_with('-')
        && !unicode.ends_with('-')
        && unicode.get(2..4) != Some("--")
        && unicode
            .bytes()
            .all(|b| !b.is_ascii() || b.is_ascii_alphanumeric() || b == b'-')
}

/// Without the `idna` feature a name that is not ASCII is not looked up.
#[cfg(not(feature = "idna"))]
fn idn(_: &str) -> Option<String> {
    None
}
