//! Perl's URI module (`URI->new($input)`, URI 5.17 under perl 5.36,
//! Debian bookworm's liburi-perl, checked by `tests/compare_perl.rs` on the
//! vectors `scripts/compare_vectors_perl.sh` made), what LWP and most Perl
//! code that fetches reads a URL with.
//!
//! `URI->new` never fails on a string: it strips a `<URL:...>` or `<...>`
//! wrapper, then a `"..."` one, trims Perl's `\s` (Unicode White_Space)
//! at both ends, picks the class from the scheme (`http` -> `URI::http`,
//! unknown or none -> `URI::_foreign` / `URI::_generic`), and escapes:
//! for a server class a host holding a byte outside `uric` and `[]` is
//! first IDNA-encoded (`URI::_idna`: labels lower-cased by Perl's `lc`,
//! Punycode, each at most 63 characters, or left as it was when that
//! croaks); then every character outside `uric` and `#` is `%XX`-escaped
//! (as UTF-8) and `%5B` / `%5D` in the host turned back to brackets.
//!
//! The parts are the object's accessors, each `null` where its class has
//! none (`can` is false) or it returns undef: scheme (`scheme`,
//! lower-cased), userinfo (`userinfo`, as written, up to the last `@`;
//! server classes only), host (`host`: after the last `@`, its `:digits`
//! port and IPv6 brackets dropped, `%XX` decoded; server classes, and
//! `file`'s whole authority decoded), port (`->port`, which fills in the
//! class's default port when none or an empty one is written — counted
//! as given; `_port` is the written one), path (`path`: `URI::_generic`'s
//! between authority and `?`; `ftp`'s runs on to the fragment; `mailto:`,
//! `data:` and `urn:` give the opaque part up to `#`; `sip:` gives none),
//! query (`query`, up to `#`; none for `data:` and `urn:`, which have no
//! query accessor) and fragment (`fragment`, after the first `#`). Perl
//! has no authority in the row: it is left unsplit. Bytes that are not
//! UTF-8 once decoded are each U+FFFD.
//!
//! UTF-8 input is given to Perl decoded, a character string: `\s` and
//! `\d` are Unicode's, `lc` Unicode's, a character is escaped as its UTF-8
//! bytes. Input that is not UTF-8 is given as read, a byte string: ASCII
//! `\s`, `\d` and `lc`, each byte escaped as itself and, in a host,
//! Punycode-encoded as the code point of its value.
//!
//! The destination is glibc's `getaddrinfo` (LWP's `IO::Socket::IP`):
//! `inet_aton`'s one-to-four-part IPv4 forms, an IPv6 address, else an
//! ASCII name; the port is `->port`.

mod abs;

use std::borrow::Cow;
use std::fmt::Write as _;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::idna2008::punycode;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::scan;
use super::unit::{Known, Unit};

/// Perl's URI module.
#[derive(Debug)]
pub(super) struct PerlReader;

/// Perl's row has no authority.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for PerlReader {
    fn name(&self) -> &'static str {
        "perl"
    }

    fn library(&self) -> &'static str {
        "Perl's URI module (URI->new, host, port)"
    }

    fn release(&self) -> &'static str {
        "URI 5.17"
    }

    fn used_by(&self) -> &'static str {
        "Perl's LWP clients and most Perl code that fetches"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers perl`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "getaddrinfo looks up no name that is not ASCII"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("LWP's redirect: URI->new($location, $base)->abs($base), relative schemes allowed")
    }

    /// [`abs::new_abs`]: what LWP fetches after a `Location`. It never
    /// refuses a base or a reference; the error is Perl's when a method
    /// it calls is missing from the class.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let (reference, base) = (held(reference), held(base));
        Some(
            abs::new_abs((&reference.0, reference.1), (&base.0, base.1))
                .map_err(|e| ReadError::message_only(None, e)),
        )
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        _need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        let (text, mode) = match text {
            Some(t) => (Cow::Borrowed(t), Mode::Characters),
            None => held(input),
        };
        let u = new(&text, mode);
        let destination = u.host.as_ref().map(|h| Destination {
            host: getaddrinfo(h),
            port: destination::port_of(None, u.port.as_deref()).ok().flatten(),
        });
        let parts = Parts {
            scheme: u.scheme,
            authority: None,
            userinfo: u.userinfo,
            host: u.host,
            port: u.port,
            path: u.path,
            query: u.query,
            fragment: u.fragment,
            unsplit: UNSPLIT,
        };
        into.set_valid_owned(parts, destination)
    }
}

/// `input` as Perl is given it: UTF-8 decoded, a character string; any
/// other bytes as read, a byte string (each byte one character).
fn held(input: &[u8]) -> (Cow<'_, str>, Mode) {
    match std::str::from_utf8(input) {
        Ok(text) => (Cow::Borrowed(text), Mode::Characters),
        Err(_) => (
            Cow::Owned(input.iter().map(|&b| char::from(b)).collect()),
            Mode::Bytes,
        ),
    }
}

/// What a URI class gives of the authority.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// `URI::_server` with its default port (`http`, `ftp`, ...).
    Server(u16),
    /// `URI::sip` / `URI::sips`: a server class whose authority runs from
    /// the scheme to `;` or `?`, and no path.
    Sip(u16),
    /// `URI::ftp`: a server class whose path runs on to the fragment.
    Ftp,
    /// `URI::file`: a host that is the whole authority, decoded.
    File,
    /// `URI::mailto`: the opaque part as path, and a query.
    Mailto,
    /// `URI::data` and `URI::urn`: the opaque part as path, no query.
    Opaque,
    /// `URI::_generic` / `URI::_foreign`: path and query, no host.
    Generic,
}

impl Class {
    /// `_no_scheme_ok`: true for `URI::_generic` and the classes built on
    /// it, which may hold a relative reference; false for those built on
    /// `URI` itself, which `new` gives a scheme.
    fn no_scheme_ok(self) -> bool {
        !matches!(self, Class::Mailto | Class::Opaque)
    }
}

/// `URI::implementor`: the class a (lower-cased) scheme names.
fn class(scheme: Option<&str>) -> Class {
    let Some(s) = scheme else {
        return Class::Generic;
    };
    let port = match s {
        "sip" => return Class::Sip(5060),
        "sips" => return Class::Sip(5061),
        "ftp" => return Class::Ftp,
        "file" => return Class::File,
        "mailto" => return Class::Mailto,
        "data" | "urn" => return Class::Opaque,
        "http" => 80,
        "https" => 443,
        "gopher" => 70,
        "ldap" => 389,
        "ldaps" => 636,
        "mms" => 1755,
        "news" | "nntp" => 119,
        "nntps" | "snews" => 563,
        "pop" => 110,
        "rlogin" => 513,
        "rsync" => 873,
        "rtsp" | "rtspu" => 554,
        "ssh" | "sftp" => 22,
        "telnet" | "tn3270" => 23,
        _ => return Class::Generic,
    };
    Class::Server(port)
}

/// `s` lower-cased into `buf`, not into a new string (this runs for every
/// input); `""` for a scheme longer than any [`class`] names.
fn lowered<'b>(s: &str, buf: &'b mut [u8; 8]) -> &'b str {
    let Some(to) = buf.get_mut(..s.len()) else {
        return "";
    };
    to.copy_from_slice(s.as_bytes());
    to.make_ascii_lowercase();
    std::str::from_utf8(to).unwrap_or("")
}

/// The row the accessors give (the module's doc).
struct PerlUri {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

/// What Perl holds the input as, which decides what `\s`, `\d`, `lc` and
/// the escape take a character above 0x7F to be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// UTF-8 input, decoded: a character string (Unicode rules; a
    /// character escaped as its UTF-8 bytes).
    Characters,
    /// Input that is not UTF-8, as it was read: a byte string, each byte
    /// one character (ASCII rules; a byte escaped as itself).
    Bytes,
}

impl Mode {
    /// Perl's `\s`.
    fn space(self, c: char) -> bool {
        match self {
            Mode::Characters => c.is_whitespace(),
            Mode::Bytes => matches!(c, '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' '),
        }
    }

    /// Perl's `\d`.
    fn digit(self, c: char) -> bool {
        match self {
            Mode::Characters => perl_digit(c),
            Mode::Bytes => c.is_ascii_digit(),
        }
    }
}

/// `URI->new($input)` on `input` held as `mode` says, then the accessors.
fn new(input: &str, mode: Mode) -> PerlUri {
    let (s, class) = init(input, mode, None);
    accessors(&s, class)
}

/// `URI->new($input, $scheme)`: the string the object holds and its
/// class. `hint` is the scheme `new` takes from its second argument
/// (as written) when `input` has none of its own: it picks the class, and
/// a class that needs a scheme (`mailto`, `data`, `urn`) gets it written
/// in front.
fn init(input: &str, mode: Mode, hint: Option<&str>) -> (String, Class) {
    let unwrapped = unwrap(input, '<', true);
    let unwrapped = unwrap(&unwrapped, '"', false);
    let trimmed = unwrapped.trim_matches(|c| mode.space(c));
    let own = scheme_len(trimmed).map(|n| &trimmed[..n]);
    let written = own.or(hint);
    let mut buf = [0; 8];
    let class = class(written.map(|w| lowered(w, &mut buf)));
    let prepared = match class {
        Class::Server(_) | Class::Sip(_) | Class::Ftp => idna_host(trimmed, mode),
        _ => Cow::Borrowed(trimmed),
    };
    let s = fix_host_brackets(escape(&prepared, mode));
    match (own, hint) {
        (None, Some(scheme)) if !class.no_scheme_ok() => (format!("{scheme}:{s}"), class),
        _ => (s, class),
    }
}

/// `s/^<(?:URL:)?(.*)>$/$1/` (`open` `<`, `url` true) or `s/^"(.*)"$/$1/`:
/// `.` takes no newline and `$` may stand before a final newline, which
/// stays.
fn unwrap(s: &str, open: char, url: bool) -> Cow<'_, str> {
    let close = if open == '<' { '>' } else { '"' };
    if !s.starts_with(open) {
        return Cow::Borrowed(s);
    }
    let (body_end, tail) = match s.strip_suffix('\n') {
        Some(head) if head.ends_with(close) => (head.len() - 1, "\n"),
        _ if s.ends_with(close) && s.len() > 1 => (s.len() - 1, ""),
        _ => return Cow::Borrowed(s),
    };
    if body_end < 1 {
        return Cow::Borrowed(s);
    }
    let start = if url && s[1..body_end].starts_with("URL:") {
        5
    } else {
        1
    };
    if s[start..body_end].contains('\n') {
        return Cow::Borrowed(s);
    }
    Cow::Owned(format!("{}{tail}", &s[start..body_end]))
}

/// The length of `$scheme_re` at the start of `s` when a `:` follows it.
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

/// `$URI::uric`: the reserved and unreserved characters and `%`.
fn uric(c: char) -> bool {
    u8::try_from(c).is_ok_and(uric_byte)
}

/// [`uric`] of an ASCII byte: one load of [`URIC`], not a search of the
/// set for each character (every character of every input passes here).
fn uric_byte(b: u8) -> bool {
    URIC[usize::from(b)]
}

/// [`uric_byte`] as a table: [`escape`] and [`idna_host`] test every byte
/// of each line, and one load is cheaper than the comparisons (issue 37
/// item 7).
static URIC: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = uric_match(b as u8);
        b += 1;
    }
    t
};

/// `$URI::uric` written out: what [`URIC`] is built from.
const fn uric_match(b: u8) -> bool {
    matches!(b,
        b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9'
        | b';' | b'/' | b'?' | b':' | b'@' | b'&' | b'=' | b'+' | b'$' | b','
        | b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')' | b'%')
}

/// `URI::_server::_uric_escape`'s first step: a host holding a character
/// outside `uric` and `[]` is IDNA-encoded when that succeeds.
fn idna_host(s: &str, mode: Mode) -> Cow<'_, str> {
    let pre = scheme_len(s).map_or(0, |n| n + 1);
    if !s[pre..].starts_with("//") {
        return Cow::Borrowed(s);
    }
    let start = pre + 2;
    let end = s[start..]
        .find(['/', '?', '#'])
        .map_or(s.len(), |i| start + i);
    let authority = &s[start..end];
    // `s/(.*@)//` without /s: the first line holding a `@`, to its last.
    let mut host_start = 0;
    let mut line_start = 0;
    for line in authority.split('\n') {
        if let Some(at) = line.rfind('@') {
            host_start = line_start + at + 1;
            break;
        }
        line_start += line.len() + 1;
    }
    let (ui_removed_before, ui_removed_after) = if host_start > 0 {
        let at_line = authority[..host_start].rfind('\n').map_or(0, |i| i + 1);
        (at_line, host_start)
    } else {
        (0, 0)
    };
    // Most authorities hold no userinfo: the host is then borrowed, not
    // copied.
    let host_full: Cow<'_, str> = if ui_removed_before == ui_removed_after {
        Cow::Borrowed(&authority[ui_removed_after..])
    } else {
        Cow::Owned(format!(
            "{}{}",
            &authority[..ui_removed_before],
            &authority[ui_removed_after..]
        ))
    };
    // `s/(:\d+)\z//`, `\d` any decimal digit (the string is Unicode).
    let digits = host_full.len() - host_full.trim_end_matches(|c| mode.digit(c)).len();
    let port_len = if digits > 0 && host_full[..host_full.len() - digits].ends_with(':') {
        digits + 1
    } else {
        0
    };
    let host = &host_full[..host_full.len() - port_len];
    if host.bytes().all(|c| uric_byte(c) || c == b'[' || c == b']') {
        return Cow::Borrowed(s);
    }
    let Some(encoded) = idna_encode(host, mode) else {
        return Cow::Borrowed(s);
    };
    let ui = &authority[ui_removed_before..ui_removed_after];
    Cow::Owned(format!(
        "{}{ui}{encoded}{}{}",
        &s[..start],
        &host_full[host_full.len() - port_len..],
        &s[end..]
    ))
}

/// The first of each run of ten decimal digits (general category Nd) in
/// Unicode 14.0, perl 5.36's: Python 3.11's `unicodedata` lists them
/// (`category(c) == "Nd" and digit(c) == 0`; each run is ten long).
const DIGIT_ZEROS: [u32; 66] = [
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66,
    0xDE6, 0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90,
    0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
    0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650,
    0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50,
    0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
];

/// Perl's `\d` on a character string: any decimal digit (Nd).
fn perl_digit(c: char) -> bool {
    let c = u32::from(c);
    DIGIT_ZEROS.iter().any(|&z| (z..z + 10).contains(&c))
}

/// `URI::_idna::encode`: each `.`-label by ToASCII (a last empty label
/// kept), or `None` where a label croaks.
fn idna_encode(host: &str, mode: Mode) -> Option<String> {
    let mut labels: Vec<&str> = host.split('.').collect();
    let last_empty = labels.len() > 1 && labels.last() == Some(&"");
    if last_empty {
        labels.pop();
    }
    let mut out = Vec::with_capacity(labels.len() + 1);
    for label in labels {
        out.push(to_ascii(label, mode)?);
    }
    if last_empty {
        out.push(String::new());
    }
    Some(out.join("."))
}

/// `URI::_idna::ToASCII`: an ASCII label as it is, else `lc` (per
/// character: no final sigma) and, still not ASCII, `xn--` and Punycode;
/// empty or above 63 characters croaks.
fn to_ascii(label: &str, mode: Mode) -> Option<String> {
    let check = |l: String| (!l.is_empty() && l.chars().count() <= 63).then_some(l);
    if label.is_ascii() {
        return check(label.to_owned());
    }
    let lower: Vec<char> = match mode {
        Mode::Characters => label.chars().flat_map(char::to_lowercase).collect(),
        Mode::Bytes => label.chars().map(|c| c.to_ascii_lowercase()).collect(),
    };
    if lower.iter().all(char::is_ascii) {
        return check(lower.into_iter().collect());
    }
    if lower.starts_with(&['x', 'n', '-', '-']) {
        return None;
    }
    // Punycode writes at least a character for each: longer never fits.
    if lower.len() > 59 {
        return None;
    }
    check(format!("xn--{}", punycode(&lower)?))
}

/// `URI::_uric_escape`'s escape: every character outside `uric` and `#`
/// as `%XX` of its UTF-8 bytes.
fn escape(s: &str, mode: Mode) -> String {
    // Most inputs need no escape: the run of bytes that stay is found
    // sixteen at a time ([`scan::run_end`]; a byte at a time, about 700
    // instructions a line of `compare --readers all`) and copied at once,
    // and only the rest is read character by character.
    let keep = scan::run_end(s.as_bytes(), 0, &URIC_OR_HASH);
    let mut out = String::with_capacity(s.len());
    out.push_str(&s[..keep]);
    for c in s[keep..].chars() {
        if uric(c) || c == '#' {
            out.push(c);
        } else if mode == Mode::Bytes {
            let _ = write!(out, "%{:02X}", u32::from(c));
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                crate::compare::hex::push_pct(&mut out, b);
            }
        }
    }
    out
}

/// The bytes [`escape`] keeps as they are: [`uric_byte`] and `#`.
static URIC_OR_HASH: scan::Class = scan::class!(b => uric_match(b) || b == b'#');

/// `_fix_uric_escape_for_host_part`: `%5B` and `%5D` back to brackets in
/// the host (everywhere in a `mailto:`), except for `data`, `ldapi`,
/// `urn`, `sqlite` and `sqlite3` (as written, case and all).
fn fix_host_brackets(s: String) -> String {
    if memchr::memchr(b'%', s.as_bytes()).is_none() {
        return s;
    }
    for skip in ["data:", "ldapi:", "urn:", "sqlite:", "sqlite3:"] {
        if s.starts_with(skip) {
            return s;
        }
    }
    if s.starts_with("mailto:") {
        return brackets(&s);
    }
    let pre = scheme_len(&s).map_or(0, |n| n + 1);
    if !s[pre..].starts_with("//") {
        return s;
    }
    let start = pre + 2;
    let end = s[start..]
        .find(['/', '?', '#'])
        .map_or(s.len(), |i| start + i);
    if end == start {
        return s;
    }
    let orig = &s[start..end];
    let host_at = orig.rfind('@').map_or(0, |i| i + 1);
    let (user, host) = orig.split_at(host_at);
    let digits = host.len() - host.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let port_at = if digits > 0 && host[..host.len() - digits].ends_with(':') {
        host.len() - digits - 1
    } else {
        host.len()
    };
    let (host, port) = host.split_at(port_at);
    format!("{}{user}{}{port}{}", &s[..start], brackets(host), &s[end..])
}

/// `s/\%5B/[/gi; s/\%5D/]/gi`.
fn brackets(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('%') {
        out.push_str(&rest[..i]);
        let t = &rest[i..];
        let hex = t.get(1..3).map(str::to_ascii_uppercase);
        match hex.as_deref() {
            Some("5B") => out.push('['),
            Some("5D") => out.push(']'),
            _ => {
                out.push('%');
                rest = &t[1..];
                continue;
            }
        }
        rest = &t[3..];
    }
    out.push_str(rest);
    out
}

/// The accessors over the escaped string `s` (ASCII from here on).
fn accessors(s: &str, class: Class) -> PerlUri {
    let scheme_n = scheme_len(s);
    let scheme = scheme_n.map(|n| s[..n].to_ascii_lowercase());
    // memchr's searches, not `str::find`'s a byte at a time: every input
    // is cut at `#` and `?` here.
    let hash = memchr::memchr(b'#', s.as_bytes());
    let fragment = hash.map(|i| s[i + 1..].to_owned());
    let before_frag = &s[..hash.unwrap_or(s.len())];
    let question = memchr::memchr(b'?', before_frag.as_bytes());
    let opaque = &before_frag[scheme_n.map_or(0, |n| n + 1)..];
    let query = match class {
        Class::Opaque => None,
        _ => question.map(|i| before_frag[i + 1..].to_owned()),
    };
    // `URI::_generic::path`'s prefix: `[^:/?#]+:`, then `//[^/?#]*`.
    let mut p = match before_frag.find([':', '/', '?']) {
        Some(i) if i > 0 && before_frag.as_bytes()[i] == b':' => i + 1,
        _ => 0,
    };
    if before_frag[p..].starts_with("//") {
        p = before_frag[p + 2..]
            .find(['/', '?'])
            .map_or(before_frag.len(), |i| p + 2 + i);
    }
    let generic_path = &before_frag[p..];
    let path_end = memchr::memchr(b'?', generic_path.as_bytes()).unwrap_or(generic_path.len());
    let authority = {
        let after = &s[scheme_n.map_or(0, |n| n + 1)..];
        after.strip_prefix("//").map(|a| {
            let end = a.find(['/', '?', '#']).unwrap_or(a.len());
            &a[..end]
        })
    };
    let mut u = PerlUri {
        scheme,
        userinfo: None,
        host: None,
        port: None,
        path: Some(generic_path[..path_end].to_owned()),
        query,
        fragment,
    };
    let default = match class {
        Class::Server(port) | Class::Sip(port) => port,
        Class::Ftp => 21,
        Class::File => {
            u.host = authority.map(unescape);
            return u;
        }
        Class::Mailto | Class::Opaque => {
            u.path = Some(opaque.to_owned());
            return u;
        }
        Class::Generic => return u,
    };
    let authority = match class {
        Class::Sip(_) => {
            u.path = None;
            let after = &s[scheme_n.map_or(0, |n| n + 1)..];
            Some(&after[..after.find([';', '?']).unwrap_or(after.len())])
        }
        Class::Ftp => {
            u.path = Some(generic_path.to_owned());
            authority
        }
        _ => authority,
    };
    if let Some(a) = authority {
        let at = memchr::memrchr(b'@', a.as_bytes());
        u.userinfo = at.map(|i| a[..i].to_owned());
        let hostport = &a[at.map_or(0, |i| i + 1)..];
        let digits = hostport.len()
            - hostport
                .trim_end_matches(|c: char| c.is_ascii_digit())
                .len();
        let colon = hostport.len() - digits;
        let written = hostport[..colon].ends_with(':');
        let mut host = if written && digits > 0 {
            &hostport[..colon - 1]
        } else {
            hostport
        };
        if host.len() >= 2 && host.starts_with('[') && host.ends_with(']') {
            host = &host[1..host.len() - 1];
        }
        u.host = Some(unescape(host));
        // `_port`: `:(\d*)$` on the whole authority.
        let all_digits = a.len() - a.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let port_at = a.len() - all_digits;
        if a[..port_at].ends_with(':') && all_digits > 0 {
            u.port = Some(a[port_at..].to_owned());
        }
    }
    if u.port.is_none() {
        u.port = Some(default.to_string());
    }
    u
}

/// `uri_unescape`: each `%` and two hexadecimal digits as the byte; the
/// bytes as text, each one outside a UTF-8 sequence U+FFFD.
fn unescape(s: &str) -> String {
    lossy(&crate::pct::decode(s))
}

/// Bytes as text, each byte outside a UTF-8 sequence U+FFFD.
fn lossy(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for _ in chunk.invalid() {
            out.push('\u{fffd}');
        }
    }
    out
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
