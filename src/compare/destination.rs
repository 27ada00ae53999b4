//! Hosts compared as destinations: each reader's host taken to the name or
//! address its own client would look up, so that two spellings of one
//! place (`0xA9.0xFE.0xA9.0xFE` and `169.254.169.254`, `[::FFFF:A9FE:A9FE]`
//! and `[::ffff:169.254.169.254]`, `Example.COM.` and `example.com`) are
//! one destination, and two places are two.
//!
//! How each reader's host is taken (the module's one decision per reader):
//!
//! - a grammar's host as RFC 3986 section 3.2.2 reads it: an `IP-literal`
//!   is its IPv6 address (an RFC 6874 zone ID percent-decoded; an
//!   `IPvFuture` names no destination we can compare); any other host is
//!   percent-decoded, must be UTF-8, and is handed to the resolver, which
//!   reads `inet_aton`'s IPv4 forms as an address and anything else as a
//!   DNS name, through UTS #46 (non-transitional, no STD3 rules: the `idna`
//!   crate's `domain_to_ascii`, the Standard's own domain-to-ASCII without
//!   its forbidden code points) when it is not ASCII;
//! - urllib's host as Python's socket takes a `str` host: brackets around
//!   an IPv6 address (its zone as written: Python does not decode `%25`);
//!   otherwise the `idna` codec (IDNA 2003: [`python_idna`], CPython's
//!   codec ported with its own tables, held to its answers in
//!   `tests/data/compare/python-idna.tsv`), and on the result what
//!   `getaddrinfo` reads as numeric (`inet_aton`'s forms, IPv6), else a
//!   DNS name;
//! - the WHATWG URL Standard's host as the Standard's host parser left it
//!   (domain-to-ASCII and its IPv4 parser have run); an opaque host (a
//!   scheme the Standard does not know) as a grammar's reg-name.
//!
//! A port is the written one, or the scheme's default when none is written
//! (`http` 80, `https` 443, `ws` 80, `wss` 443, `ftp` 21: the Standard's
//! special schemes), so that `http://h:80/` and `http://h/` are one port.

use std::borrow::Cow;
use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

/// The name or address a reader's client would look up, and the port it
/// would connect to: what two readings must share to reach one place.
///
/// ```
/// use urigram::compare::{Destination, Target};
/// use std::net::Ipv4Addr;
/// let d = Destination { host: Some(Target::Ipv4(Ipv4Addr::new(169, 254, 169, 254))), port: Some(80) };
/// assert_eq!(d.host.unwrap().to_string(), "169.254.169.254");
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Destination {
    /// The host looked up: `None` when the reading has no host, an empty
    /// one, or one its client cannot look up (a name its IDNA refuses, an
    /// `IPvFuture`, a reg-name whose percent-decoding is not UTF-8).
    pub host: Option<Target>,
    /// The port: the written one, else the scheme's default, else `None`
    /// (also `None` when the written port is no number from 0 to 65535).
    pub port: Option<u16>,
}

/// A host as a client looks it up.
#[derive(Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Target {
    /// A DNS name, ASCII (any IDNA applied), lower-case, without one
    /// trailing dot: names are compared case-insensitively and a trailing
    /// dot makes a name absolute without changing it.
    Name(String),
    /// An IPv4 address, however written (`inet_aton`'s and the URL
    /// Standard's one to four parts, decimal, octal, hexadecimal).
    Ipv4(Ipv4Addr),
    /// An IPv6 address, however written, with its zone ID when it has one.
    Ipv6(Ipv6Addr, Option<String>),
}

/// As derived, but that `clone_from` copies a name into the string the
/// destination holds: `compare` writes each line's destinations over the
/// line before's ([`crate::compare::compare_into`]).
impl Clone for Destination {
    fn clone(&self) -> Self {
        Destination {
            host: self.host.clone(),
            port: self.port,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.host.clone_from(&source.host);
        self.port = source.port;
    }
}

/// As derived, but that `clone_from` copies a name into the string the
/// target holds when it holds a name (see [`Destination`]'s).
impl Clone for Target {
    fn clone(&self) -> Self {
        match self {
            Target::Name(n) => Target::Name(n.clone()),
            Target::Ipv4(a) => Target::Ipv4(*a),
            Target::Ipv6(a, z) => Target::Ipv6(*a, z.clone()),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        match (self, source) {
            (Target::Name(to), Target::Name(from)) => to.clone_from(from),
            (to, from) => *to = from.clone(),
        }
    }
}

/// `slot` set to `place` as a [`Target`] ([`Place::into_target`]), a name
/// written into the string `slot` holds when it holds a name.
pub(crate) fn set_target(slot: &mut Option<Target>, place: Option<Place<'_>>) {
    match (slot.as_mut(), place) {
        (Some(Target::Name(to)), Some(Place::Name(n))) => {
            to.clear();
            to.push_str(&n);
            to.make_ascii_lowercase();
        }
        (_, place) => *slot = place.map(Place::into_target),
    }
}

impl fmt::Display for Target {
    /// A name as is, an IPv4 address dotted, an IPv6 address in brackets as
    /// `std::net` writes it (RFC 5952), `%` and the zone inside.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Name(n) => f.write_str(n),
            Target::Ipv4(a) => write!(f, "{a}"),
            Target::Ipv6(a, None) => write!(f, "[{a}]"),
            Target::Ipv6(a, Some(z)) => write!(f, "[{a}%{z}]"),
        }
    }
}

/// A destination host as the verdict compares it, borrowed from the
/// reading where it can be (the consensus check copies nothing): a name
/// with one trailing dot dropped, compared up to ASCII case (a [`Target`]'s
/// name is the same, lower-cased), or an address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Place<'a> {
    /// A DNS name, ASCII, without one trailing dot, in any case.
    Name(Cow<'a, str>),
    /// An IPv4 address.
    Ipv4(Ipv4Addr),
    /// An IPv6 address and its zone ID.
    Ipv6(Ipv6Addr, Option<Cow<'a, str>>),
}

impl Place<'_> {
    /// Whether `self` and `other` are one destination host.
    #[inline]
    pub(crate) fn same(&self, other: &Place<'_>) -> bool {
        match (self, other) {
            (Place::Name(a), Place::Name(b)) => folded_eq(a, b),
            (Place::Ipv4(a), Place::Ipv4(b)) => a == b,
            (Place::Ipv6(a, za), Place::Ipv6(b, zb)) => a == b && za.as_deref() == zb.as_deref(),
            _ => false,
        }
    }

    /// The place as a [`Target`] (a name lower-cased).
    pub(crate) fn into_target(self) -> Target {
        match self {
            Place::Name(n) => {
                let mut lower = n.into_owned();
                lower.make_ascii_lowercase();
                Target::Name(lower)
            }
            Place::Ipv4(a) => Target::Ipv4(a),
            Place::Ipv6(a, z) => Target::Ipv6(a, z.map(Cow::into_owned)),
        }
    }
}

impl Target {
    /// The target as a [`Place`], borrowed.
    pub(crate) fn place(&self) -> Place<'_> {
        match self {
            Target::Name(n) => Place::Name(Cow::Borrowed(n)),
            Target::Ipv4(a) => Place::Ipv4(*a),
            Target::Ipv6(a, z) => Place::Ipv6(*a, z.as_deref().map(Cow::Borrowed)),
        }
    }
}

/// Whether `a` and `b` are one text up to ASCII case: most are the same
/// bytes, which one comparison of memory says.
#[inline]
pub(crate) fn folded_eq(a: &str, b: &str) -> bool {
    a == b || a.eq_ignore_ascii_case(b)
}

/// The default port of `scheme` for destinations: the URL Standard's
/// special schemes that have one (compared case-insensitively).
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    crate::KNOWN_DEFAULT_PORTS[..5]
        .iter()
        .find(|(s, _)| s.eq_ignore_ascii_case(scheme))
        .map(|&(_, p)| p)
}

/// The port a reading connects to: the written one (ASCII digits, leading
/// zeros allowed, at most 65535), else the scheme's default. `Err` when a
/// port is written but is no such number.
pub(crate) fn port_of(scheme: Option<&str>, port: Option<&str>) -> Result<Option<u16>, ()> {
    match port.filter(|p| !p.is_empty()) {
        None => Ok(scheme.and_then(default_port)),
        Some(p) if p.bytes().all(|b| b.is_ascii_digit()) => {
            let digits = p.trim_start_matches('0');
            if digits.len() > 5 {
                return Err(());
            }
            digits
                .parse::<u32>()
                .map_or(Ok(Some(0)), |n| u16::try_from(n).map(Some).map_err(|_| ()))
        }
        Some(_) => Err(()),
    }
}

/// An IPv4 address in one of the forms `inet_aton` reads, the whole of
/// `s` (glibc's `inet_aton_exact`, which `getaddrinfo` uses): one to four
/// parts split by `.`, each decimal, octal with a leading `0`, or
/// hexadecimal with `0x`; the last part fills the bytes the others leave.
///
/// ```
/// use urigram::compare::ipv4_forms;
/// use std::net::Ipv4Addr;
/// assert_eq!(ipv4_forms("0xA9.0xFE.0xA9.0xFE"), Some(Ipv4Addr::new(169, 254, 169, 254)));
/// assert_eq!(ipv4_forms("2852039166"), Some(Ipv4Addr::new(169, 254, 169, 254)));
/// assert_eq!(ipv4_forms("0251.0376.43518"), Some(Ipv4Addr::new(169, 254, 169, 254)));
/// assert_eq!(ipv4_forms("1.2.3.4."), None);
/// assert_eq!(ipv4_forms("08.1.1.1"), None);
/// ```
#[must_use]
pub fn ipv4_forms(s: &str) -> Option<Ipv4Addr> {
    // Every part starts with a digit: a host that does not (most names)
    // is none, unsplit.
    if !s.as_bytes().first()?.is_ascii_digit() {
        return None;
    }
    let mut parts = [0u64; 4];
    let mut n = 0;
    for piece in s.split('.') {
        if n == 4 {
            return None;
        }
        parts[n] = aton_number(piece)?;
        n += 1;
    }
    ipv4_of_parts(&parts[..n])
}

/// One to four numbers as an IPv4 address, the last filling the bytes the
/// others leave (`inet_aton`'s and the JDK's rule alike), or `None` when a
/// number overflows its bytes.
pub(crate) fn ipv4_of_parts(parts: &[u64]) -> Option<Ipv4Addr> {
    let (&last, lead) = parts.split_last()?;
    let max_last = *[u64::from(u32::MAX), 0xff_ffff, 0xffff, 0xff].get(lead.len())?;
    if last > max_last || lead.iter().any(|&p| p > 0xff) {
        return None;
    }
    let mut value = last;
    for (i, &p) in lead.iter().enumerate() {
        value |= p << (24 - 8 * i);
    }
    u32::try_from(value).ok().map(Ipv4Addr::from)
}

/// One part of an `inet_aton` address: it starts with a digit; `0x` then
/// one or more hexadecimal digits, `0` then octal digits, or decimal
/// (glibc refuses a bare `0x`: `tests/data/compare/python-hosts.tsv`).
fn aton_number(s: &str) -> Option<u64> {
    let b = s.as_bytes();
    if !b.first()?.is_ascii_digit() {
        return None;
    }
    let (digits, radix) = match b {
        [b'0', b'x' | b'X'] => return None,
        [b'0', b'x' | b'X', rest @ ..] => (rest, 16),
        [b'0', rest @ ..] => (rest, 8),
        _ => (b, 10),
    };
    let mut value: u64 = 0;
    for &c in digits {
        let d = u64::from(char::from(c).to_digit(radix)?);
        value = value.checked_mul(u64::from(radix))?.checked_add(d)?;
        if value > u64::from(u32::MAX) {
            return None;
        }
    }
    Some(value)
}

/// The longest name, as written, that is looked up: a DNS name is at most
/// 253 bytes (RFC 1035 section 2.3.4), and IDNA maps a character to a few
/// at most, so a longer host names no destination; the bound also keeps
/// IDNA's work (and its buffers) in proportion to what can be resolved.
const MAX_NAME: usize = 1024;

/// A DNS name as compared: ASCII lower-case, one trailing dot dropped.
pub(crate) fn name(ascii: &str) -> Target {
    named(Cow::Borrowed(ascii)).into_target()
}

/// A DNS name as a [`Place`]: one trailing dot dropped, no copy made.
pub(crate) fn named(ascii: Cow<'_, str>) -> Place<'_> {
    match ascii {
        Cow::Borrowed(n) => Place::Name(Cow::Borrowed(n.strip_suffix('.').unwrap_or(n))),
        Cow::Owned(mut n) => {
            if n.ends_with('.') {
                n.pop();
            }
            Place::Name(Cow::Owned(n))
        }
    }
}

/// An IPv6 literal's inside (`addr` or `addr%zone`), the zone decoded when
/// `decode_zone` (RFC 6874 writes `%` as `%25`).
pub(crate) fn ipv6(inside: &str, decode_zone: bool) -> Option<Target> {
    ipv6_place(inside, decode_zone).map(Place::into_target)
}

/// [`ipv6`] as a [`Place`], the zone borrowed unless decoded.
pub(crate) fn ipv6_place(inside: &str, decode_zone: bool) -> Option<Place<'_>> {
    let (addr, zone) = match inside.split_once('%') {
        Some((a, z)) if decode_zone => (a, Some(z.strip_prefix("25")?)),
        Some((a, z)) => (a, Some(z)),
        None => (inside, None),
    };
    let addr: Ipv6Addr = addr.parse().ok()?;
    let zone = match zone {
        Some(z) if decode_zone => Some(crate::pct::decode_utf8(z).ok()?),
        z => z.map(Cow::Borrowed),
    };
    Some(Place::Ipv6(addr, zone))
}

/// A grammar's host (RFC 3986 section 3.2.2; RFC 3987's `ihost`), as the
/// module's doc says. `None` for an empty or unresolvable host.
pub(crate) fn grammar_host(host: &str) -> Option<Place<'_>> {
    if let Some(inside) = host.strip_prefix('[') {
        let inside = inside.strip_suffix(']')?;
        return ipv6_place(inside, true);
    }
    reg_name(host)
}

/// A reg-name handed to the resolver: percent-decoded UTF-8, an IPv4 form
/// as an address, else a DNS name through UTS #46.
pub(crate) fn reg_name(host: &str) -> Option<Place<'_>> {
    if host.is_empty() {
        return None;
    }
    let text = crate::pct::decode_utf8(host).ok()?;
    if let Some(a) = ipv4_forms(&text) {
        return Some(Place::Ipv4(a));
    }
    if text.is_ascii() {
        return Some(named(text));
    }
    if text.len() > MAX_NAME {
        return None;
    }
    uts46(&text).map(|a| named(Cow::Owned(a)))
}

/// UTS #46 ToASCII, non-transitional, without STD3 rules or DNS lengths
/// (the `idna` crate's `domain_to_ascii`).
#[cfg(feature = "idna")]
fn uts46(text: &str) -> Option<String> {
    idna::domain_to_ascii(text).ok()
}

/// Without the `idna` feature a non-ASCII name is not looked up.
#[cfg(not(feature = "idna"))]
fn uts46(_: &str) -> Option<String> {
    None
}

/// urllib's host (as `SplitResult` cuts it from the netloc, brackets and
/// case kept) as Python's socket looks it up: the inside of brackets as an
/// IPv6 address (its zone as written: Python does not decode `%25`); any
/// other host encoded by the `idna` codec ([`python_idna`]), as the socket
/// encodes a `str` host, and the result read as `getaddrinfo` reads it: an
/// `inet_aton` form is an IPv4 address, text with a `:` an IPv6 address
/// (nameprep makes `127.0.0.1` of `１２７．０．０．１`, and `1::1` of
/// `１：：１`), anything else a DNS name. `None` for an empty host or one the
/// codec refuses.
pub(crate) fn urllib_host(host: &str) -> Option<Place<'_>> {
    if host.is_empty() {
        return None;
    }
    if let Some(inside) = host.strip_prefix('[') {
        // SplitResult.hostname is what stands between the brackets.
        let inside = inside.strip_suffix(']').unwrap_or(inside);
        return ipv6_place(inside, false);
    }
    let encoded = if host.is_ascii() {
        // The codec keeps an ASCII host as is (no copy made to check it).
        ascii_labels_fit(host).then_some(Cow::Borrowed(host))?
    } else {
        Cow::Owned(python_idna(host)?)
    };
    if let Some(a) = ipv4_forms(&encoded) {
        return Some(Place::Ipv4(a));
    }
    if encoded.contains(':') {
        if let Some(Place::Ipv6(a, z)) = ipv6_place(&encoded, false) {
            return Some(Place::Ipv6(a, z.map(|z| Cow::Owned(z.into_owned()))));
        }
    }
    Some(named(encoded))
}

/// What CPython's `str.encode('idna')` makes of a host (the socket module
/// encodes a `str` host so), or `None` where it raises `UnicodeError`.
///
/// The codec is IDNA 2003 (RFC 3490 ToASCII, RFC 3491 nameprep over
/// Unicode 3.2, unassigned code points allowed), ported exactly with
/// tables generated from CPython's own `stringprep` and
/// `unicodedata.ucd_3_2_0`; `tests/data/compare/python-idna.tsv` holds
/// CPython's answers on every code point to U+FFFF and on random labels,
/// and the port is held to each. A non-ASCII host longer than 1,024 bytes
/// is refused without being encoded (no resolver looks up such a name).
/// The answers are CPython 3.12's and 3.13's: an older release folds case
/// and orders combining marks by its own, older Unicode data, so it
/// differs on characters later Unicode versions added (3.9.18 on 66 of
/// the file's random hosts, each holding a character Unicode 13 lacks).
/// Without the `idna` feature only ASCII hosts are encoded (the codec's
/// fast path), and every other is `None`.
///
/// ```
/// use urigram::compare::python_idna;
/// assert_eq!(python_idna(".github"), None); // an empty label
/// # #[cfg(feature = "idna")] {
/// assert_eq!(python_idna("faß.de").as_deref(), Some("fass.de"));
/// // U+180F, unassigned in Unicode 3.2, is kept (UTS #46 drops it).
/// assert_eq!(python_idna("\u{180f}localhost").as_deref(), Some("xn--localhost-fi3c"));
/// # }
/// ```
#[must_use]
pub fn python_idna(host: &str) -> Option<String> {
    if host.is_ascii() {
        return ascii_labels_fit(host).then(|| host.to_owned());
    }
    if host.len() > MAX_NAME {
        return None;
    }
    idna2003(host)
}

/// A host with a non-ASCII character through the codec's labels.
#[cfg(feature = "idna")]
fn idna2003(host: &str) -> Option<String> {
    super::python_idna::encode(host)
}

/// Without the `idna` feature no non-ASCII host is encoded.
#[cfg(not(feature = "idna"))]
fn idna2003(_: &str) -> Option<String> {
    None
}

/// Whether the `idna` codec keeps the ASCII host `host` (its fast path):
/// each label but the last 1 to 63 bytes long, the last under 64 (it may be
/// empty: a trailing dot).
fn ascii_labels_fit(host: &str) -> bool {
    // One pass over the bytes: the length of the label being read.
    let mut len = 0usize;
    for &b in host.as_bytes() {
        if b == b'.' {
            if len == 0 {
                return false;
            }
            len = 0;
        } else {
            len += 1;
            if len > 63 {
                return false;
            }
        }
    }
    true
}
