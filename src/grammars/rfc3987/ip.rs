//! The IP addresses RFC 3987 takes from RFC 3986 section 3.2.2
//! (`IPv6address`, `h16`, `ls32`, `IPv4address`, `dec-octet`), written as
//! the ABNF is: the engine follows every reading, so the nine alternatives
//! of `IPv6address` need no reordering to be exact.

use super::chars::digit;
use super::rules::*;
use crate::engine::{Cursor, Ends, Matcher, union};

/// `h16 ":"`.
fn h16_colon(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = h16(c, at);
    c.then(e, |c, p| c.one(p, &COLON))
}

/// From every offset of `starts`, `min` to `max` repetitions of `f`.
fn times(c: &mut Cursor<'_>, starts: Ends, min: usize, max: usize, f: Matcher) -> Ends {
    let mut out = if min == 0 { starts.clone() } else { Vec::new() };
    let mut current = starts;
    for n in 1..=max {
        current = c.then(current, f);
        if current.is_empty() {
            break;
        }
        if n >= min {
            out = union(out, current.clone());
        }
    }
    out
}

/// One alternative of `IPv6address` after its first: `[ *k( h16 ":" ) h16 ]
/// "::"` (the bracket left out for the second alternative, `k` = `None`),
/// then `n( h16 ":" )`, then `tail`, if any.
fn compressed(
    c: &mut Cursor<'_>,
    at: usize,
    k: Option<usize>,
    n: usize,
    tail: Option<Matcher>,
) -> Ends {
    let before = match k {
        None => vec![at],
        Some(k) => {
            let e = times(c, vec![at], 0, k, h16_colon);
            let e = c.then(e, h16);
            union(vec![at], e)
        }
    };
    let e = c.then(before, |c, p| c.seq_classes(p, &[&COLON, &COLON]));
    let e = times(c, e, n, n, h16_colon);
    match tail {
        Some(t) => c.then(e, t),
        None => e,
    }
}

/// ```abnf
/// IPv6address    =                            6( h16 ":" ) ls32
///                /                       "::" 5( h16 ":" ) ls32
///                / [               h16 ] "::" 4( h16 ":" ) ls32
///                / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///                / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///                / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///                / [ *4( h16 ":" ) h16 ] "::"              ls32
///                / [ *5( h16 ":" ) h16 ] "::"              h16
///                / [ *6( h16 ":" ) h16 ] "::"
/// ```
/// RFC 3986 section 3.2.2.
pub fn ipv6_address(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV6_ADDRESS, |c| {
        let full = times(c, vec![at], 6, 6, h16_colon);
        let mut out = c.then(full, ls32);
        let alternatives: [(Option<usize>, usize, Option<Matcher>); 8] = [
            (None, 5, Some(ls32)),
            (Some(0), 4, Some(ls32)),
            (Some(1), 3, Some(ls32)),
            (Some(2), 2, Some(ls32)),
            (Some(3), 1, Some(ls32)),
            (Some(4), 0, Some(ls32)),
            (Some(5), 0, Some(h16)),
            (Some(6), 0, None),
        ];
        for (k, n, tail) in alternatives {
            let e = compressed(c, at, k, n, tail);
            out = union(out, e);
        }
        out
    })
}

/// ```abnf
/// h16            = 1*4HEXDIG
/// ```
/// RFC 3986 section 3.2.2.
pub fn h16(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&H16, |c| c.repeat_class(at, 1, Some(4), &HEX_CHAR))
}

/// ```abnf
/// ls32           = ( h16 ":" h16 ) / IPv4address
/// ```
/// RFC 3986 section 3.2.2.
pub fn ls32(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LS32, |c| {
        let e = h16_colon(c, at);
        let pair = c.then(e, h16);
        union(pair, ipv4_address(c, at))
    })
}

/// ```abnf
/// IPv4address    = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
/// RFC 3986 section 3.2.2.
pub fn ipv4_address(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV4_ADDRESS, |c| {
        let mut e = dec_octet(c, at);
        for _ in 0..3 {
            e = c.then(e, |c, p| c.one(p, &DOT));
            e = c.then(e, dec_octet);
        }
        e
    })
}

/// ```abnf
/// dec-octet      = DIGIT                 ; 0-9
///                / %x31-39 DIGIT         ; 10-99
///                / "1" 2DIGIT            ; 100-199
///                / "2" %x30-34 DIGIT     ; 200-249
///                / "25" %x30-35          ; 250-255
/// ```
/// RFC 3986 section 3.2.2.
pub fn dec_octet(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&DEC_OCTET, |c| {
        let one = digit(c, at);
        let two = c.seq_classes(at, &[&NONZERO_DIGIT, &DIGIT_CHAR]);
        let hundred = c.seq_classes(at, &[&ONE, &DIGIT_CHAR, &DIGIT_CHAR]);
        let two_hundred = c.seq_classes(at, &[&TWO, &DIGIT_0_4, &DIGIT_CHAR]);
        let fifty = c.seq_classes(at, &[&TWO, &FIVE, &DIGIT_0_5]);
        let e = union(one, two);
        let e = union(e, hundred);
        let e = union(e, two_hundred);
        union(e, fifty)
    })
}
