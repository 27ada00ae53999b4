//! The host as Mono's `System.Uri` checks it and its `Host` getter gives
//! it: an IPv4 address in `inet_aton`'s forms written back dotted, an IPv6
//! literal written back in RFC 5952's form (its zone dropped), or a name
//! whose labels are letters, digits, `-`, `_` and the characters IRI
//! parsing takes, lower-cased when it holds an ASCII capital.

use std::fmt::Write as _;
use std::net::Ipv4Addr;

use crate::unicode_forms::nfc;

use super::escape::is_bidi;
use super::punycode;

/// How a scheme's parser takes a host that is not an IPv6 literal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ipv4Forms {
    /// A known scheme's: `inet_aton`'s one-to-four-part forms (decimal,
    /// `0x` hexadecimal, `0` octal) are an address, written back dotted.
    Aton,
    /// An unknown scheme's: the host is a name as written.
    AsName,
}

/// The host `text` (what stands between the userinfo and the port) as
/// `Host` gives it, or `None` when Mono refuses it ("The hostname could
/// not be parsed"); `unc` says the scheme takes a UNC server name too. A name that is not ASCII, or any name when IRI
/// parsing runs over the string (`iri`), is given in NFC, and as `""` when
/// `IdnMapping` would refuse it (see [`idn_ok`]).
pub(super) fn name_or_ipv4(text: &str, forms: Ipv4Forms, iri: bool, unc: bool) -> Option<String> {
    if forms == Ipv4Forms::Aton {
        if let Some(a) = aton(text) {
            return Some(a.to_string());
        }
    }
    if !valid_name(text, unc) {
        return None;
    }
    // The IDN check sees the bidi controls that the host then drops.
    if (iri || !text.is_ascii()) && !idn_ok(text) {
        return Some(String::new());
    }
    // An ASCII name (most) holds no bidi control and needs no NFC, and its
    // lower case is ASCII's: copied once and lowered in place.
    if text.is_ascii() {
        return Some(text.to_ascii_lowercase());
    }
    let mut kept: String = text.chars().filter(|&c| !is_bidi(c)).collect();
    if !kept.is_ascii() {
        kept = nfc(kept.chars()).collect();
    }
    if !kept.bytes().any(|c| c.is_ascii_uppercase()) {
        return Some(kept);
    }
    Some(kept.chars().map(lower).collect())
}

/// Whether Mono's `IdnMapping.GetAscii` takes a name that is not ASCII:
/// no label starts with `-` or `_`, and each is at most 63 characters as ASCII
/// (`xn--` and its Punycode for one that is not ASCII). A trailing dot is
/// no label.
fn idn_ok(host: &str) -> bool {
    let labels: Vec<&str> = host.split(is_dot).collect();
    let n = labels.len() - usize::from(labels.len() > 1 && labels.last() == Some(&""));
    labels[..n].iter().all(|label| {
        if label.starts_with(['-', '_']) {
            return false;
        }
        if label.is_ascii() {
            return label.len() <= 63;
        }
        let chars: Vec<char> = nfc(label.chars()).map(lower).collect();
        chars.len() <= 63 && punycode(&chars).is_some_and(|p| p.len() + 4 <= 63)
    })
}

/// One character lower-cased where its lower case is one character (Mono's
/// invariant `ToLower`, which leaves U+0130 as it is).
fn lower(c: char) -> char {
    if c == '\u{130}' {
        return c;
    }
    let mut l = c.to_lowercase();
    match (l.next(), l.next()) {
        (Some(one), None) => one,
        _ => c,
    }
}

/// Whether `s` is a name Mono takes: an ASCII one valid as a DNS name, one
/// with other characters valid as an IRI's, or either valid as a UNC
/// server name where the scheme takes those (`unc`).
fn valid_name(s: &str, unc: bool) -> bool {
    let named = if s.is_ascii() {
        dns_name(s)
    } else {
        iri_name(s)
    };
    named || (unc && unc_name(s))
}

/// A DNS name: `.`-separated labels of 1 to 63 ASCII letters, digits, `-`
/// and `_`, each starting with a letter or digit; a trailing dot allowed.
fn dns_name(s: &str) -> bool {
    let s = s.strip_suffix('.').unwrap_or(s);
    !s.is_empty()
        && s.split('.').all(|label| {
            label.len() <= 63
                && label
                    .bytes()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphanumeric())
                && label
                    .bytes()
                    .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        })
}

/// An IRI's name: labels split at `.` and the IDN dots (U+3002, U+FF0E,
/// U+FF61), each non-empty, not starting with `-` or `_`, of ASCII
/// letters, digits, `-` and `_` or characters from U+00A0 up; a trailing
/// dot allowed.
fn iri_name(s: &str) -> bool {
    let mut label = 0usize;
    for c in s.chars() {
        if is_dot(c) {
            if label == 0 {
                return false;
            }
            label = 0;
            continue;
        }
        let ok = c.is_ascii_alphanumeric()
            || u32::from(c) >= 0xa0
            || (label > 0 && matches!(c, '-' | '_'));
        if !ok {
            return false;
        }
        label += 1;
    }
    !s.is_empty()
}

/// A UNC server name (at most 256 characters): a first segment of letters,
/// digits, `-` and `_`, not all digits; after each later `.` a segment
/// that starts with a letter or digit (the first segment's verdict carries
/// over the first `.`, so `a.-b` passes and `a.b.-c` does not); no empty
/// segment but a last one.
fn unc_name(s: &str) -> bool {
    if s.is_empty() || s.chars().count() > 256 {
        return false;
    }
    let mut chars = s.chars();
    let mut short = false;
    let mut prev_dot = false;
    for c in chars.by_ref() {
        if c == '.' {
            prev_dot = true;
            break;
        }
        if c.is_alphabetic() || c == '-' || c == '_' {
            short = true;
        } else if !c.is_ascii_digit() {
            return false;
        }
    }
    if !short {
        return false;
    }
    for c in chars {
        if c == '.' {
            if !short || prev_dot {
                return false;
            }
            short = false;
            prev_dot = true;
            continue;
        }
        prev_dot = false;
        if c == '-' || c == '_' {
            if !short {
                return false;
            }
        } else if c.is_alphabetic() || c.is_ascii_digit() {
            short = true;
        } else {
            return false;
        }
    }
    short || prev_dot
}

/// A dot between labels.
fn is_dot(c: char) -> bool {
    matches!(c, '.' | '\u{3002}' | '\u{ff0e}' | '\u{ff61}')
}

/// `inet_aton`'s forms: one to four parts, each decimal, `0x` hexadecimal
/// (at least one digit) or `0` octal; the last part fills the bytes left.
fn aton(s: &str) -> Option<Ipv4Addr> {
    let mut parts = [0u64; 4];
    let mut n = 0;
    for part in s.split('.') {
        if n == 4 {
            return None;
        }
        parts[n] = number(part)?;
        n += 1;
    }
    let last_max = match n {
        1 => 0xffff_ffff,
        2 => 0xff_ffff,
        3 => 0xffff,
        _ => 0xff,
    };
    if parts[..n - 1].iter().any(|&p| p > 0xff) || parts[n - 1] > last_max {
        return None;
    }
    let mut v: u64 = 0;
    for (i, p) in parts[..n - 1].iter().enumerate() {
        v |= p << (24 - 8 * i);
    }
    v |= parts[n - 1];
    Some(Ipv4Addr::from(u32::try_from(v).ok()?))
}

/// One part of [`aton`]; `None` past 2^32 (no overflow on long digits).
fn number(p: &str) -> Option<u64> {
    let (digits, radix) = if let Some(h) = p.strip_prefix("0x").or_else(|| p.strip_prefix("0X")) {
        (h, 16)
    } else if p.len() > 1 && p.starts_with('0') {
        (&p[1..], 8)
    } else {
        (p, 10)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        v = v * radix + u64::from(c.to_digit(u32::try_from(radix).ok()?)?);
        if v > 0xffff_ffff {
            return None;
        }
    }
    Some(v)
}

/// An IPv6 literal's inside (between the brackets) as `Host` writes it,
/// brackets included, or `None` when Mono refuses it. A zone (`%` and
/// what follows) is dropped.
pub(super) fn ipv6(inside: &str) -> Option<String> {
    let addr = match inside.find('%') {
        Some(i) => &inside[..i],
        None => inside,
    };
    // Mono reads a lone `:` before a later `::` as a zero word.
    let owned;
    let addr = if addr.starts_with(':') && !addr.starts_with("::") && addr.contains("::") {
        owned = format!("0{addr}");
        &owned
    } else {
        addr
    };
    let words = ipv6_words(addr)?;
    // Mono writes `::` followed by seven words as `::`.
    if addr.starts_with("::")
        && addr[2..]
            .split(':')
            .map(|p| if p.contains('.') { 2 } else { 1 })
            .sum::<usize>()
            == 7
    {
        return Some("[::]".to_owned());
    }
    Some(format!("[{}]", rfc5952(&words)))
}

/// An IPv6 host's `DnsSafeHost`: `host` (as [`ipv6`] writes it) without
/// its brackets, then the zone of `inside` as written, `%` included.
pub(super) fn dns_safe_ipv6(host: &str, inside: &str) -> String {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    match inside.find('%') {
        Some(i) => format!("{bare}{}", &inside[i..]),
        None => bare.to_owned(),
    }
}

/// The eight words of an IPv6 address as RFC 4291 section 2.2 writes it.
fn ipv6_words(s: &str) -> Option<[u16; 8]> {
    let (head, tail, gap) = match s.find("::") {
        Some(i) => (&s[..i], &s[i + 2..], true),
        None => (s, "", false),
    };
    if tail.contains("::") {
        return None;
    }
    let mut words = Vec::with_capacity(8);
    let mut tail_words = Vec::with_capacity(8);
    fill(head, &mut words, !gap)?;
    if gap {
        fill(tail, &mut tail_words, true)?;
    }
    let total = words.len() + tail_words.len();
    if (gap && total > 7) || (!gap && total != 8) {
        return None;
    }
    let mut out = [0u16; 8];
    out[..words.len()].copy_from_slice(&words);
    out[8 - tail_words.len()..].copy_from_slice(&tail_words);
    Some(out)
}

/// The words of one side of `::` into `out`; an IPv4 tail (two words) only
/// where `last` (it ends the address).
fn fill(s: &str, out: &mut Vec<u16>, last: bool) -> Option<()> {
    if s.is_empty() {
        return Some(());
    }
    let pieces: Vec<&str> = s.split(':').collect();
    for (i, piece) in pieces.iter().enumerate() {
        if out.len() >= 8 {
            return None;
        }
        if last && i == pieces.len() - 1 && piece.contains('.') {
            let a = dotted(piece)?.octets();
            out.push(u16::from_be_bytes([a[0], a[1]]));
            out.push(u16::from_be_bytes([a[2], a[3]]));
            continue;
        }
        if piece.is_empty() || piece.len() > 4 {
            return None;
        }
        out.push(u16::from_str_radix(piece, 16).ok()?);
    }
    Some(())
}

/// Four decimal parts, each at most 255 (an IPv6 address's IPv4 tail).
fn dotted(s: &str) -> Option<Ipv4Addr> {
    let mut b = [0u8; 4];
    let mut n = 0;
    for part in s.split('.') {
        if n == 4
            || part.is_empty()
            || part.len() > 3
            || (part.len() > 1 && part.starts_with('0'))
            || !part.bytes().all(|c| c.is_ascii_digit())
        {
            return None;
        }
        b[n] = part.parse().ok()?;
        n += 1;
    }
    (n == 4).then(|| Ipv4Addr::from(b))
}

/// RFC 5952's text: lower-case hexadecimal, the longest run of two or more
/// zero words (the first of equal runs) as `::`, and the last two words
/// dotted where the first four are zero and the next two are `0:0`,
/// `0:ffff` or `ffff:0` with a non-zero word after, or the fifth and sixth
/// are ISATAP's `0:5efe`.
fn rfc5952(w: &[u16; 8]) -> String {
    let embedded = (w[..4] == [0, 0, 0, 0]
        && w[6] != 0
        && matches!((w[4], w[5]), (0, 0 | 0xffff) | (0xffff, 0)))
        || (w[4] == 0 && w[5] == 0x5efe);
    let words = if embedded { 6 } else { 8 };
    let (mut best, mut best_len, mut i) = (0, 0, 0);
    while i < words {
        if w[i] == 0 {
            let start = i;
            while i < words && w[i] == 0 {
                i += 1;
            }
            if i - start > best_len {
                best = start;
                best_len = i - start;
            }
        } else {
            i += 1;
        }
    }
    let mut out = String::with_capacity(41);
    let mut i = 0;
    while i < words {
        if best_len >= 2 && i == best {
            out.push_str("::");
            i += best_len;
            continue;
        }
        if !out.is_empty() && !out.ends_with(':') {
            out.push(':');
        }
        let _ = write!(out, "{:x}", w[i]);
        i += 1;
    }
    if embedded {
        if !out.is_empty() && !out.ends_with(':') {
            out.push(':');
        }
        let [a, b] = w[6].to_be_bytes();
        let [c, d] = w[7].to_be_bytes();
        let _ = write!(out, "{a}.{b}.{c}.{d}");
    }
    out
}

/// The name Mono's `IdnHost` gives for a `Host` that is not ASCII (checked
/// on `bücher.de`, `ＡＢＣ.com`, `ß.de`, `faß.de`, `a。b`, `ﬀ.com`, `Ω`,
/// `İ.com`): full-width ASCII mapped to ASCII, the IDN dots to `.`, NFC,
/// lower-cased as [`lower`] does, and each label that is still not ASCII
/// written `xn--` and its Punycode. `None` where Punycode overflows.
pub(super) fn idn_host(host: &str) -> Option<String> {
    let mapped: String = nfc(host.chars().map(|c| match c {
        '\u{ff01}'..='\u{ff5e}' => char::from_u32(u32::from(c) - 0xfee0).unwrap_or(c),
        _ if is_dot(c) => '.',
        _ => c,
    }))
    .map(lower)
    .collect();
    let mut out = String::with_capacity(mapped.len() + 8);
    for (i, label) in mapped.split('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        if label.is_ascii() {
            out.push_str(label);
        } else {
            let chars: Vec<char> = label.chars().collect();
            out.push_str("xn--");
            out.push_str(&punycode(&chars)?);
        }
    }
    Some(out)
}
