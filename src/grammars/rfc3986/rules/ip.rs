//! Section 3.2.2: the IP address rules, IPv6address, h16, ls32, IPv4address
//! and dec-octet.
//!
//! The nine alternatives of `IPv6address` differ only in how many 16-bit
//! groups stand before and after the `::`. Read as a PEG they backtrack and
//! are easy to get wrong (an `ls32` tail eaten as an `h16`); read as counts
//! they are simple: without `::` there are exactly eight groups, with it at
//! most seven, and a dotted IPv4 tail counts as two groups and may only end
//! the address. [`ipv6_address`] scans once, counting, and stops at the first
//! byte that no IPv6 address could have there.
//!
//! That scan also works out what could have gone on where a reading died, for
//! the diagnostic. The whole-text tests [`ipv4_text`] and [`ipv6_text`], and
//! the single pass of the typed entry points, want only a verdict and a
//! value: they read the same rules, counted the same way, with the leaner
//! loops of the `whole` submodule, which the tests of `scans_agree` check
//! against the scans.

use std::net::{Ipv4Addr, Ipv6Addr};

use nom::IResult;

use super::{Input, PError, chars, fail_at, note, split, text, with_rule};
use crate::ast::Text;
use crate::error::{ExpectedSet, Kind, expected};
use crate::rule::Rule;

mod literal_masks;
#[cfg(test)]
mod scans_agree;
mod whole;
// The AVX2 verdict (x86-64 only) checks an IPv6 literal from its own masks.
#[cfg(target_arch = "x86_64")]
pub(crate) use literal_masks::ipv6_before_close;
pub(crate) use literal_masks::ipv6_literal_close;
pub(crate) use whole::ipv6_prefix;

/// Where an IPv6 or IPv4 scan died: offset into the scanned text, what would
/// have gone on there, and why.
#[derive(Clone, Copy, Debug)]
struct Death {
    at: usize,
    expected: ExpectedSet,
    kind: Option<Kind>,
    inner: &'static [Rule],
}

/// A successful scan: its length, its value, and what could have extended it
/// at its end (recorded for the diagnostic of whatever fails next).
#[derive(Clone, Copy, Debug)]
struct Scanned<T> {
    len: usize,
    value: T,
    more: ExpectedSet,
    more_inner: &'static [Rule],
}

/// Whether the digits `cur` of a dec-octet can take one more digit `d`.
fn octet_extends(cur: &[u8], d: u8) -> bool {
    match cur {
        [b'0'] => false,
        [_] => true,
        [b'1', _] => true,
        [b'2', b'0'..=b'4'] => true,
        [b'2', b'5'] => d <= b'5',
        _ => false,
    }
}

/// The longest `dec-octet` at the start of `b` (as ABNF's longest match, not
/// PEG's first alternative), or where it died.
fn scan_dec_octet(b: &[u8]) -> Result<Scanned<u8>, Death> {
    if !b.first().is_some_and(u8::is_ascii_digit) {
        return Err(Death {
            at: 0,
            expected: expected!(Digit),
            kind: None,
            inner: &[Rule::Digit],
        });
    }
    let mut n = 1;
    while n < b.len() && b[n].is_ascii_digit() && octet_extends(&b[..n], b[n]) {
        n += 1;
    }
    let value = b[..n]
        .iter()
        .fold(0u16, |v, &d| v * 10 + u16::from(d - b'0'));
    let can_extend = (b'0'..=b'9').any(|d| octet_extends(&b[..n], d));
    if n < b.len() && b[n].is_ascii_digit() {
        let kind = if b[0] == b'0' {
            Kind::OctetLeadingZero
        } else {
            Kind::OctetTooLarge
        };
        // A digit that cannot extend the octet kills this reading here; the
        // caller decides whether another reading (a reg-name) goes on.
        return Err(Death {
            at: n,
            expected: if can_extend {
                expected!(Digit)
            } else {
                ExpectedSet::EMPTY
            },
            kind: Some(kind),
            inner: &[],
        });
    }
    Ok(Scanned {
        len: n,
        value: value as u8,
        more: if can_extend {
            expected!(Digit)
        } else {
            ExpectedSet::EMPTY
        },
        more_inner: &[Rule::Digit],
    })
}

/// `IPv4address` at the start of `b`.
fn scan_ipv4(b: &[u8]) -> Result<Scanned<Ipv4Addr>, Death> {
    let mut octets = [0u8; 4];
    let mut p = 0;
    for (k, octet) in octets.iter_mut().enumerate() {
        if k > 0 {
            if b.get(p) != Some(&b'.') {
                return Err(Death {
                    at: p,
                    expected: expected!(Dot),
                    kind: None,
                    inner: &[],
                });
            }
            p += 1;
        }
        let s = scan_dec_octet(&b[p..]).map_err(|d| Death {
            at: p + d.at,
            // A digit too many ends a whole octet, so a '.' could have come
            // instead, unless this is the last octet (then the caller says
            // what may follow the address).
            expected: if d.kind.is_some() && k < 3 {
                d.expected.union(expected!(Dot))
            } else {
                d.expected
            },
            inner: if d.kind.is_some() {
                &[Rule::DecOctet]
            } else {
                &[Rule::DecOctet, Rule::Digit]
            },
            ..d
        })?;
        if k < 3 && b.get(p + s.len) != Some(&b'.') {
            return Err(Death {
                at: p + s.len,
                expected: s.more.union(expected!(Dot)),
                kind: None,
                inner: &[],
            });
        }
        *octet = s.value;
        p += s.len;
        if k == 3 {
            return Ok(Scanned {
                len: p,
                value: Ipv4Addr::from(octets),
                more: s.more,
                more_inner: &[Rule::DecOctet, Rule::Digit],
            });
        }
    }
    unreachable!("the loop returns on its fourth octet")
}

/// Whether the whole of `text` is an `IPv4address`, and its value.
///
/// This is the test `host` applies after scanning a reg-name.
///
/// ```
/// use urigram::rules::ip::ipv4_text;
/// assert_eq!(ipv4_text("1.2.3.4"), Some(std::net::Ipv4Addr::new(1, 2, 3, 4)));
/// for s in ["1.2.3.256", "01.2.3.4", "1.2.3", "1.2.3.4.5", "127.0.0.1a", ""] {
///     assert_eq!(ipv4_text(s), None, "{s}");
/// }
/// ```
#[must_use]
pub fn ipv4_text(text: &str) -> Option<Ipv4Addr> {
    let b = text.as_bytes();
    match whole::ipv4_prefix(b) {
        Some((n, addr)) if n == b.len() => Some(addr),
        _ => None,
    }
}

/// Whether the whole of `text` is an `IPv6address`, and its value.
///
/// ```
/// use urigram::rules::ip::ipv6_text;
/// assert_eq!(ipv6_text("::ffff:1.2.3.4"), "::ffff:1.2.3.4".parse().ok());
/// assert_eq!(ipv6_text("1::2::3"), None);
/// ```
#[must_use]
pub fn ipv6_text(text: &str) -> Option<Ipv6Addr> {
    match whole::ipv6_prefix::<true>(text.as_bytes()) {
        Some((n, addr)) if n == text.len() => Some(addr),
        _ => None,
    }
}

/// [`ipv4_text`] by the combinators' scan, which [`whole`] is checked
/// against.
#[cfg(test)]
fn ipv4_by_scan(text: &str) -> Option<Ipv4Addr> {
    match scan_ipv4(text.as_bytes()) {
        Ok(s) if s.len == text.len() => Some(s.value),
        _ => None,
    }
}

/// [`ipv6_text`] by the combinators' scan, which [`whole`] is checked
/// against.
#[cfg(test)]
fn ipv6_by_scan(text: &str) -> Option<Ipv6Addr> {
    match scan_ipv6(text.as_bytes()) {
        Ok(s) if s.len == text.len() => Some(s.value),
        _ => None,
    }
}

/// Counts hexadecimal digits at the start of `b`, at most `max`.
fn hex_run(b: &[u8], max: usize) -> usize {
    b.iter()
        .take(max)
        .take_while(|&&c| chars::is(c, chars::HEXDIG))
        .count()
}

/// The value of a run of at most four hexadecimal digits.
fn hex16(b: &[u8]) -> u16 {
    b.iter().fold(0u16, |v, &c| {
        (v << 4) | u16::from(chars::hex_value(c).unwrap_or(0))
    })
}

/// Whether a group of digits could be the first octet of a dotted tail.
fn is_dec_octet(b: &[u8]) -> bool {
    matches!(scan_dec_octet(b), Ok(s) if s.len == b.len())
}

/// `IPv6address` at the start of `b`: the counting scan described in the
/// module docs.
fn scan_ipv6(b: &[u8]) -> Result<Scanned<Ipv6Addr>, Death> {
    let mut groups = [0u16; 8];
    let mut count = 0usize; // 16-bit groups so far, a dotted tail counting two
    let mut gap: Option<usize> = None; // the group index where "::" stands
    let mut p = 0;
    let h16_inner: &'static [Rule] = &[Rule::H16, Rule::Hexdig];
    if b.first() == Some(&b':') {
        if b.get(1) != Some(&b':') {
            return Err(Death {
                at: 1,
                expected: expected!(Colon),
                kind: Some(Kind::LoneColon),
                inner: &[],
            });
        }
        gap = Some(0);
        p = 2;
    }
    loop {
        // At the start of a group: just after "::", after a single ":", or
        // at the very start.
        let after_gap = gap.is_some() && p >= 2 && b[p - 1] == b':' && b[p - 2] == b':';
        let k = hex_run(&b[p..], 4);
        if k == 0 {
            let room = if gap.is_some() { count < 7 } else { count < 8 };
            if after_gap {
                let more = if room {
                    expected!(Hexdig)
                } else {
                    ExpectedSet::EMPTY
                };
                return Ok(finish(p, groups, count, gap, more, h16_inner));
            }
            // After a single ":" (or at the start) a second ":" would make "::".
            let exp = if gap.is_none() {
                expected!(Hexdig, Colon)
            } else {
                expected!(Hexdig)
            };
            return Err(Death {
                at: p,
                expected: exp,
                kind: None,
                inner: h16_inner,
            });
        }
        if gap.is_some() && count >= 7 {
            return Err(Death {
                at: p,
                expected: ExpectedSet::EMPTY,
                kind: Some(Kind::TooManyGroups),
                inner: &[],
            });
        }
        let group = &b[p..p + k];
        let tail_allowed = if gap.is_some() {
            count <= 5
        } else {
            count == 6
        };
        let q = p + k;
        if b.get(q) == Some(&b'.') {
            let octet_ok = is_dec_octet(group);
            if !(tail_allowed && octet_ok) {
                let kind = if !tail_allowed || !group.iter().all(u8::is_ascii_digit) {
                    Kind::MisplacedIpv4
                } else if group[0] == b'0' {
                    Kind::OctetLeadingZero
                } else {
                    Kind::OctetTooLarge
                };
                let exp = continuation(k, count + 1, gap.is_some(), false);
                return Err(Death {
                    at: q,
                    expected: exp,
                    kind: Some(kind),
                    inner: &[],
                });
            }
            let tail = scan_ipv4(&b[p..]).map_err(|d| Death {
                at: p + d.at,
                inner: &[Rule::Ls32, Rule::Ipv4address],
                ..d
            })?;
            let o = tail.value.octets();
            groups[count] = u16::from_be_bytes([o[0], o[1]]);
            groups[count + 1] = u16::from_be_bytes([o[2], o[3]]);
            count += 2;
            return Ok(finish(
                p + tail.len,
                groups,
                count,
                gap,
                tail.more,
                &[Rule::Ls32, Rule::Ipv4address, Rule::DecOctet],
            ));
        }
        groups[count] = hex16(group);
        count += 1;
        p = q;
        if k == 4 && b.get(p).is_some_and(|&c| chars::is(c, chars::HEXDIG)) {
            let exp = continuation(k, count, gap.is_some(), false);
            return Err(Death {
                at: p,
                expected: exp,
                kind: Some(Kind::GroupTooLong),
                inner: &[],
            });
        }
        if b.get(p) == Some(&b':') {
            // A ':' promises one more group, so it needs room for one: with
            // a "::" already read, seven groups fill the address and even the
            // first ':' of a second "::" is a byte no address has there.
            let room = if gap.is_some() { count < 7 } else { count < 8 };
            if !room {
                return Err(Death {
                    at: p,
                    expected: ExpectedSet::EMPTY,
                    kind: Some(Kind::TooManyGroups),
                    inner: &[],
                });
            }
            if b.get(p + 1) == Some(&b':') {
                if gap.is_some() {
                    return Err(Death {
                        at: p + 1,
                        expected: expected!(Hexdig),
                        kind: Some(Kind::SecondDoubleColon),
                        inner: &[],
                    });
                }
                gap = Some(count);
                p += 2;
                continue;
            }
            p += 1;
            continue;
        }
        let complete = if gap.is_some() {
            count <= 7
        } else {
            count == 8
        };
        let more = continuation(k, count, gap.is_some(), tail_allowed && is_dec_octet(group));
        if complete {
            return Ok(finish(p, groups, count, gap, more, &[]));
        }
        return Err(Death {
            at: p,
            expected: more,
            kind: Some(Kind::TooFewGroups),
            inner: &[],
        });
    }
}

/// What could go on right after a group of `k` digits, with `count` groups
/// now complete.
fn continuation(k: usize, count: usize, has_gap: bool, dot: bool) -> ExpectedSet {
    let mut e = ExpectedSet::EMPTY;
    if k < 4 {
        e = e.union(expected!(Hexdig));
    }
    if (has_gap && count < 7) || (!has_gap && count < 8) {
        e = e.union(expected!(Colon));
    }
    if dot {
        e = e.union(expected!(Dot));
    }
    e
}

/// Places the groups around the gap and builds the address.
fn finish(
    len: usize,
    groups: [u16; 8],
    count: usize,
    gap: Option<usize>,
    more: ExpectedSet,
    more_inner: &'static [Rule],
) -> Scanned<Ipv6Addr> {
    let mut out = [0u16; 8];
    match gap {
        Some(g) => {
            out[..g].copy_from_slice(&groups[..g]);
            let after = count - g;
            out[8 - after..].copy_from_slice(&groups[g..count]);
        }
        None => out = groups,
    }
    Scanned {
        len,
        value: Ipv6Addr::from(out),
        more,
        more_inner,
    }
}

/// Runs `scan` at the start of `i` and turns its result into a combinator
/// result, recording the death or the continuation for the diagnostic.
///
/// Like every nom parser, the combinator matches a prefix, and ABNF's match
/// of these rules is the longest prefix the rule accepts. Where the scan dies
/// right after a complete match (a ninth group after eight, a fifth digit
/// after `1.2.3.25`), that complete text is the match: the combinator gives it
/// back and leaves the byte that killed the longer reading to its caller,
/// which fails on it in turn (`]` or the end must come next). The error lands
/// on the same byte, and the diagnostic also lists what the caller could have
/// taken there.
fn finish_rule<T>(
    i: Input<'_>,
    scan: fn(&[u8]) -> Result<Scanned<T>, Death>,
) -> IResult<Input<'_>, (T, Text<'_>), PError> {
    let bytes = i.fragment().as_bytes();
    let (scanned, death) = match scan(bytes) {
        Err(d) if d.at > 0 => match scan(&bytes[..d.at]) {
            Ok(s) if s.len == d.at => (Ok(s), Some(d)),
            _ => (Err(d), None),
        },
        other => (other, None),
    };
    match scanned {
        Ok(s) => {
            let (rest, taken) = split(i, s.len);
            match death {
                // One record for the death and the continuation, so that the
                // reason and the rule path of the death stay together.
                Some(d) => note(&rest, d.expected.union(s.more), d.kind, d.inner),
                None if !s.more.is_empty() => note(&rest, s.more, None, s.more_inner),
                None => {}
            }
            Ok((rest, (s.value, text(&taken))))
        }
        Err(d) => fail_at(i, d.at, d.expected, d.kind, d.inner),
    }
}

/// ```abnf
/// IPv6address =                            6( h16 ":" ) ls32
///             /                       "::" 5( h16 ":" ) ls32
///             / [               h16 ] "::" 4( h16 ":" ) ls32
///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///             / [ *4( h16 ":" ) h16 ] "::"              ls32
///             / [ *5( h16 ":" ) h16 ] "::"              h16
///             / [ *6( h16 ":" ) h16 ] "::"
/// ```
/// Section 3.2.2. Not nine ordered alternatives but one counting scan (see the
/// module docs): eight groups without `::`, at most seven with it, a dotted
/// IPv4 tail counting two and only at the end. It takes the longest address
/// at the start of the input; inside an `IP-literal` the next byte must be
/// `]`, which no address contains, so the longest is the only one that can
/// fit. Returns the address as [`Ipv6Addr`] and its text.
///
/// ```
/// use urigram::rules::{input, ipv6_address};
/// let (_, (addr, _)) = ipv6_address(input("1:2:3:4:5:6:1.2.3.4")).unwrap();
/// assert_eq!(addr, "1:2:3:4:5:6:1.2.3.4".parse::<std::net::Ipv6Addr>().unwrap());
/// assert!(ipv6_address(input(":1::")).is_err());
/// ```
pub fn ipv6_address(input: Input<'_>) -> IResult<Input<'_>, (Ipv6Addr, Text<'_>), PError> {
    with_rule(input, Rule::Ipv6address, |i| finish_rule(i, scan_ipv6))
}

/// ```abnf
/// h16 = 1*4HEXDIG
/// ```
/// Section 3.2.2: 16 bits of address in hexadecimal. Returns the value.
pub fn h16(input: Input<'_>) -> IResult<Input<'_>, (u16, Text<'_>), PError> {
    with_rule(input, Rule::H16, |i| finish_rule(i, scan_h16))
}

/// `h16` at the start of `b`: one to four hexadecimal digits.
fn scan_h16(b: &[u8]) -> Result<Scanned<u16>, Death> {
    let k = hex_run(b, 4);
    if k == 0 {
        return Err(Death {
            at: 0,
            expected: expected!(Hexdig),
            kind: None,
            inner: &[Rule::Hexdig],
        });
    }
    let more = if k < 4 {
        expected!(Hexdig)
    } else {
        ExpectedSet::EMPTY
    };
    Ok(Scanned {
        len: k,
        value: hex16(&b[..k]),
        more,
        more_inner: &[Rule::Hexdig],
    })
}

/// ```abnf
/// ls32 = ( h16 ":" h16 ) / IPv4address
/// ```
/// Section 3.2.2: the least-significant 32 bits. The two alternatives part
/// ways at the first byte after the leading digits (`:` or `.`), so at most
/// one of them matches; both are tried, and the failure of the other is kept
/// for the diagnostic. Returns the 32 bits.
pub fn ls32(input: Input<'_>) -> IResult<Input<'_>, (u32, Text<'_>), PError> {
    with_rule(input, Rule::Ls32, |i| {
        let pair = (|| {
            let (r, (hi, _)) = h16(i)?;
            let (r, _) = super::expect_byte(r, b':', crate::error::Expected::Colon)?;
            let (r, (lo, _)) = h16(r)?;
            Ok((r, (u32::from(hi) << 16) | u32::from(lo)))
        })();
        let (rest, value) = match pair {
            Ok(ok) => ok,
            Err(nom::Err::Error(e1)) => match ipv4_address(i) {
                Ok((r, (addr, _))) => (r, u32::from(addr)),
                Err(nom::Err::Error(e2)) => {
                    return Err(nom::Err::Error(nom::error::ParseError::or(e1, e2)));
                }
                Err(e) => return Err(e),
            },
            Err(e) => return Err(e),
        };
        Ok((rest, (value, text(&super::between(i, rest)))))
    })
}

/// ```abnf
/// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
/// Section 3.2.2: dotted-decimal form only, no leading zeros.
///
/// ```
/// use urigram::rules::{input, ipv4_address};
/// let (_, (addr, _)) = ipv4_address(input("192.0.2.1")).unwrap();
/// assert_eq!(addr, std::net::Ipv4Addr::new(192, 0, 2, 1));
/// ```
pub fn ipv4_address(input: Input<'_>) -> IResult<Input<'_>, (Ipv4Addr, Text<'_>), PError> {
    with_rule(input, Rule::Ipv4address, |i| finish_rule(i, scan_ipv4))
}

/// ```abnf
/// dec-octet = DIGIT                 ; 0-9
///           / %x31-39 DIGIT         ; 10-99
///           / "1" 2DIGIT            ; 100-199
///           / "2" %x30-34 DIGIT     ; 200-249
///           / "25" %x30-35          ; 250-255
/// ```
/// Section 3.2.2. ABNF takes whichever alternative lets the rest match, where a
/// PEG would stop at the first, `DIGIT`, and read `255` as `2`; this takes the
/// longest dec-octet, which in every context of the grammar is the only one
/// that can be followed by what must come next (`.`, `]` or the end).
pub fn dec_octet(input: Input<'_>) -> IResult<Input<'_>, (u8, Text<'_>), PError> {
    with_rule(input, Rule::DecOctet, |i| finish_rule(i, scan_dec_octet))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_std() {
        for s in [
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7::",
            "::2:3:4:5:6:7:8",
            "1:2:3:4:5:6:7:8",
            "::ffff:1.2.3.4",
            "1:2:3:4:5:6:1.2.3.4",
            "1::5:1.2.3.4",
            "abcd:ef01::",
            "::0.0.0.0",
        ] {
            assert_eq!(ipv6_text(s), s.parse().ok(), "{s}");
        }
        for s in [
            "1:2:3:4:5:6:7:8:9",
            "1::2::3",
            ":1::",
            "1:::2",
            "::1.2.3.256",
            "12345::",
            "1:2:3:4:5:6:7:1.2.3.4",
            "1:2:3:4:5:6:7",
            "::01.2.3.4",
            "1:2:3:4:5:6::1.2.3.4",
        ] {
            assert_eq!(ipv6_text(s), None, "{s}");
        }
    }
}
