//! The address rules read for a verdict and a value only: the whole-text
//! tests [`super::ipv4_text`] and [`super::ipv6_text`], and the IP-literal of
//! the single pass ([`crate::grammars::rfc3986::rules::fast`]).
//!
//! The combinators' scans ([`super::ipv6_address`] and the others) also work
//! out where a reading died and what could have gone on there, for the
//! diagnostic. These readers only say yes or no, so each is one short loop
//! over the same rules, counted the same way (see the module docs of
//! [`super`]); the tests of `scans_agree` check them against the scans.

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::grammars::rfc3986::rules::chars::HEX_VALUES;

/// The value of the decimal digit at `b[i]`, if there is one.
#[inline(always)]
fn digit(b: &[u8], i: usize) -> Option<u16> {
    b.get(i)
        .filter(|c| c.is_ascii_digit())
        .map(|&c| u16::from(c - b'0'))
}

/// ```abnf
/// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
/// ```
/// at the start of `b`: its length and value. The five alternatives are the
/// numbers 0 to 255 written without a leading zero. The digits are read as
/// far as an octet goes (three at most); a digit after them can follow no
/// octet, and the caller, which needs a `.`, a `]` or the end there, fails
/// on it.
#[inline(always)]
fn dec_octet(b: &[u8]) -> Option<(usize, u8)> {
    let d0 = digit(b, 0)?;
    let Some(d1) = digit(b, 1) else {
        return Some((1, d0 as u8));
    };
    if d0 == 0 {
        // "0" takes no second digit: the digit after it cannot follow.
        return None;
    }
    let Some(d2) = digit(b, 2) else {
        return Some((2, (d0 * 10 + d1) as u8));
    };
    u8::try_from(d0 * 100 + d1 * 10 + d2).ok().map(|v| (3, v))
}

/// ```abnf
/// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
/// at the start of `b`: its length and value.
#[inline]
pub(super) fn ipv4_prefix(b: &[u8]) -> Option<(usize, Ipv4Addr)> {
    let mut octets = [0u8; 4];
    let mut at = 0;
    for (k, octet) in octets.iter_mut().enumerate() {
        if k > 0 {
            if b.get(at) != Some(&b'.') {
                return None;
            }
            at += 1;
        }
        let (n, v) = dec_octet(&b[at..])?;
        *octet = v;
        at += n;
    }
    Some((at, Ipv4Addr::from(octets)))
}

/// `h16 = 1*4HEXDIG` at byte `i` of `b`: where its digits end (`i` when
/// there are none) and, if `VALUE`, its value.
///
/// The four bytes that could be its digits are looked up together, and the
/// digits counted from a mask of those that are not hexadecimal, so that a
/// group of any length costs no branch: groups of one to four digits follow
/// each other in no order a branch could learn.
#[inline(always)]
fn h16<const VALUE: bool>(b: &[u8], i: usize) -> (usize, u16) {
    let d = match b.get(i..).and_then(<[u8]>::first_chunk::<4>) {
        Some(c) => c.map(|x| HEX_VALUES[x as usize]),
        None => {
            let value = |j: usize| b.get(i + j).map_or(0xFF, |&c| HEX_VALUES[c as usize]);
            [value(0), value(1), value(2), value(3)]
        }
    };
    let not_hex = u32::from(d[0] == 0xFF)
        | u32::from(d[1] == 0xFF) << 1
        | u32::from(d[2] == 0xFF) << 2
        | u32::from(d[3] == 0xFF) << 3
        | 1 << 4;
    let k = not_hex.trailing_zeros();
    if !VALUE {
        return (i + k as usize, 0);
    }
    let all = d.iter().fold(0u32, |v, &x| (v << 4) | u32::from(x & 0xF));
    // The first k nibbles are the group's (none for k = 0).
    (i + k as usize, (all >> (16 - 4 * k)) as u16)
}

/// `IPv6address` at the start of `b`, read as far as an address goes: its
/// length and value, or `None` if no address stands there.
///
/// The nine alternatives of the rule, counted (see the module docs of
/// [`super`]): groups (`h16`) joined by `:`, at most one `::`, and a dotted
/// `IPv4address` (the second form of `ls32`) only as the last 32 bits.
/// Without `::` there are exactly eight groups, the tail counting two; with
/// it at most seven, as `::` stands for at least one. The reading stops at
/// the first byte that is not a hexadecimal digit, `:` or `.` (the `]` of an
/// IP-literal, or the end), and whatever else it cannot take makes it fail
/// or stop early; either way a caller that needs the address to end at a
/// given byte gets the same answer as the rule gives on the text before it.
///
/// Without `VALUE` only the length is wanted: the groups are not worked out,
/// and the address given is the unspecified one.
#[inline]
pub(crate) fn ipv6_prefix<const VALUE: bool>(b: &[u8]) -> Option<(usize, Ipv6Addr)> {
    let mut groups = [0u16; 8];
    let mut n = 0; // groups so far, a dotted tail counting two
    let mut gap = None; // how many groups stand before "::"
    let mut i = 0;
    if b.starts_with(b"::") {
        gap = Some(0);
        i = 2;
    }
    loop {
        let (end, v) = h16::<VALUE>(b, i);
        if end == i {
            // No group: the address may end only right after "::" (an empty
            // address at the very start, or after a single ":", cannot).
            if gap.is_some() && b[..i].ends_with(b"::") {
                break;
            }
            return None;
        }
        if b.get(end) == Some(&b'.') {
            // ls32 = IPv4address, the last 32 bits: after exactly six groups
            // without "::", or at most five with it. The digits just read
            // as a group are its first octet.
            let room = if gap.is_some() { n <= 5 } else { n == 6 };
            if !room {
                return None;
            }
            let (len, v4) = ipv4_prefix(&b[i..])?;
            let [a, b2, c, d] = v4.octets();
            groups[n] = u16::from_be_bytes([a, b2]);
            groups[n + 1] = u16::from_be_bytes([c, d]);
            n += 2;
            i += len;
            break;
        }
        // No room for one more group: eight fill the address, and seven
        // with "::", which stands for at least one.
        if n >= if gap.is_some() { 7 } else { 8 } {
            return None;
        }
        groups[n] = v;
        n += 1;
        i = end;
        // After a group: ":" and another group, "::", or the end.
        if b.get(i) != Some(&b':') {
            break;
        }
        if b.get(i + 1) == Some(&b':') {
            if gap.is_some() {
                return None;
            }
            gap = Some(n);
            i += 2;
        } else {
            i += 1;
        }
    }
    let complete = match gap {
        None => n == 8,
        Some(_) => n <= 7,
    };
    if !complete {
        return None;
    }
    if !VALUE {
        return Some((i, Ipv6Addr::UNSPECIFIED));
    }
    let mut out = groups;
    if let Some(g) = gap {
        out = [0; 8];
        out[..g].copy_from_slice(&groups[..g]);
        out[8 - (n - g)..].copy_from_slice(&groups[g..n]);
    }
    Some((i, Ipv6Addr::from(out)))
}
