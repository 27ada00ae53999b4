//! RFC 2732 section 3's `IPv6reference`, and the textual IPv6 address of
//! RFC 2373 section 2.2 that it names (`IPv6address`, `ls32`, `hex4`), with
//! RFC 5234's `HEXDIG`, and RFC 2732's amended `IPv4address`, which a
//! `host` may be and an `IPv6address` may end with.
//!
//! RFC 2373's Appendix B ABNF (`hexpart [ ":" IPv4address ]`) does not say
//! what section 2.2's text says: it rejects RFC 2732's own example
//! `http://[::192.9.5.5]/ipng` and accepts `[1:2]`. The grammar file takes
//! the text, formalized as RFC 3986 section 3.2.2 formalizes the same text
//! (eight pieces, or fewer with one `::` standing for at least one group of
//! zeros, the last two possibly an IPv4 address); `grammar/rfc2396.abnf`
//! says why.

use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// IPv6reference = "[" IPv6address "]"
/// ```
/// RFC 2732 section 3 (which writes the name `ipv6reference` once and
/// `IPv6reference` once; the grammar file uses the latter).
pub fn ipv6_reference(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV6_REFERENCE, |c| {
        let e = c.one(at, &OPEN_BRACKET);
        let e = c.then(e, ipv6_address);
        c.then(e, |c, p| c.one(p, &CLOSE_BRACKET))
    })
}

/// ```abnf
/// IPv6address   =                            6( hex4 ":" ) ls32
///               /                       "::" 5( hex4 ":" ) ls32
///               / [               hex4 ] "::" 4( hex4 ":" ) ls32
///               / [ *1( hex4 ":" ) hex4 ] "::" 3( hex4 ":" ) ls32
///               / [ *2( hex4 ":" ) hex4 ] "::" 2( hex4 ":" ) ls32
///               / [ *3( hex4 ":" ) hex4 ] "::"    hex4 ":"   ls32
///               / [ *4( hex4 ":" ) hex4 ] "::"               ls32
///               / [ *5( hex4 ":" ) hex4 ] "::"               hex4
///               / [ *6( hex4 ":" ) hex4 ] "::"
/// ```
/// RFC 2373 section 2.2's three text forms, written as RFC 3986 section
/// 3.2.2 writes them (see the module doc). The engine follows every
/// alternative, so each is tried as written: a piece ends after each of its
/// first four digits, and an `ls32` may be two pieces or an IPv4 address.
pub fn ipv6_address(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV6_ADDRESS, |c| {
        // 6( hex4 ":" ) ls32
        let e = pieces(c, vec![at], 6);
        let mut out = c.then(e, ls32);
        // "::" 5( hex4 ":" ) ls32
        let e = double_colon(c, at);
        let e = pieces(c, e, 5);
        let e = c.then(e, ls32);
        out = union(out, e);
        // [ *k( hex4 ":" ) hex4 ] "::" n( hex4 ":" ) ls32, k + n = 4
        for (k, n) in [(0, 4), (1, 3), (2, 2), (3, 1), (4, 0)] {
            let e = head(c, at, k);
            let e = c.then(e, double_colon);
            let e = pieces(c, e, n);
            let e = c.then(e, ls32);
            out = union(out, e);
        }
        // [ *5( hex4 ":" ) hex4 ] "::" hex4
        let e = head(c, at, 5);
        let e = c.then(e, double_colon);
        let e = c.then(e, hex4);
        out = union(out, e);
        // [ *6( hex4 ":" ) hex4 ] "::"
        let e = head(c, at, 6);
        let e = c.then(e, double_colon);
        union(out, e)
    })
}

/// `n( hex4 ":" )` after `starts`.
fn pieces(c: &mut Cursor<'_>, starts: Ends, n: usize) -> Ends {
    let mut e = starts;
    for _ in 0..n {
        e = c.then(e, piece);
    }
    e
}

/// `hex4 ":"` from `at`.
fn piece(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = hex4(c, at);
    c.then(e, |c, p| c.one(p, &COLON))
}

/// `[ *k( hex4 ":" ) hex4 ]` from `at`: `at` itself, and every end of up to
/// `k` pieces followed by one more `hex4`.
fn head(c: &mut Cursor<'_>, at: usize, k: usize) -> Ends {
    let mut all = vec![at];
    let mut frontier = vec![at];
    for _ in 0..k {
        frontier = c.then(frontier, piece);
        all = union(all, frontier.clone());
    }
    let e = c.then(all, hex4);
    union(vec![at], e)
}

/// The literal `"::"`.
fn double_colon(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.seq_classes(at, &[&COLON, &COLON])
}

/// ```abnf
/// ls32          = ( hex4 ":" hex4 ) / IPv4address
/// ```
/// The low 32 bits of an address: two pieces, or (RFC 2373 section 2.2's
/// third form) an IPv4 address. The name is RFC 3986 section 3.2.2's.
pub fn ls32(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LS32, |c| {
        let e = piece(c, at);
        let two = c.then(e, hex4);
        union(two, ipv4_address(c, at))
    })
}

/// ```abnf
/// hex4    = 1*4HEXDIG
/// ```
/// RFC 2373 Appendix B (RFC 3986's `h16`). Ends after each of its first four
/// digits.
pub fn hex4(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEX4, |c| c.repeat_class(at, 1, Some(4), &HEX_CHAR))
}

/// ```abnf
/// HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
/// ```
/// RFC 5234 Appendix B.1, which RFC 2373 uses. A quoted string of RFC 5234
/// matches either case, so `a` to `f` are hexadecimal digits too.
pub fn hexdig(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEXDIG, |c| c.one(at, &HEX_CHAR))
}

/// ```abnf
/// IPv4address   = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit
/// ```
/// RFC 2732 section 3, which bounds each group to three digits (RFC 2396
/// section 3.2.2 wrote `1*digit`). A group is not bounded by 255: `999.0.0.1`
/// is an `IPv4address`, and the typed host offers the address only where
/// each group is at most 255.
pub fn ipv4_address(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV4_ADDRESS, |c| {
        let mut e = c.repeat_class(at, 1, Some(3), &DIGIT_CHAR);
        for _ in 0..3 {
            e = c.then(e, |c, p| c.one(p, &DOT));
            e = c.then(e, |c, p| c.repeat_class(p, 1, Some(3), &DIGIT_CHAR));
        }
        e
    })
}
