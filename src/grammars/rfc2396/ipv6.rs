//! RFC 2732 section 3's `IPv6reference`, and the textual IPv6 address of
//! RFC 2373 Appendix B that it names (`IPv6address`, `hexpart`, `hexseq`,
//! `hex4`), with RFC 5234's `HEXDIG`.
//!
//! RFC 2373's `hexpart` bounds neither the number of 16-bit groups nor where
//! `::` stands, and these combinators follow it: `1:2:3:4:5:6:7:8:9` and
//! `1::2:3:4:5:6:7:8:9` are `IPv6address`es here. The typed host offers the
//! bounded check as [`super::Host::ipv6`], an `Option<Ipv6Addr>`.

use super::authority::ipv4_address;
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
/// IPv6address = hexpart [ ":" IPv4address ]
/// ```
/// RFC 2373 Appendix B. The digits of an IPv4 tail are hexadecimal digits
/// too, so `hexpart` may end inside what turns out to be the tail; every
/// end of `hexpart` is tried with and without `":" IPv4address`.
pub fn ipv6_address(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV6_ADDRESS, |c| {
        let e = hexpart(c, at);
        c.opt(e, |c, p| {
            let e = c.one(p, &COLON);
            c.then(e, ipv4_address)
        })
    })
}

/// ```abnf
/// hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]
/// ```
/// RFC 2373 Appendix B. All three alternatives are tried.
pub fn hexpart(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEXPART, |c| {
        let seq = hexseq(c, at);
        let after_seq = c.then(seq.clone(), double_colon);
        let after_seq = c.opt(after_seq, hexseq);
        let lead = double_colon(c, at);
        let lead = c.opt(lead, hexseq);
        union(union(seq, after_seq), lead)
    })
}

/// The literal `"::"`.
fn double_colon(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.seq_classes(at, &[&COLON, &COLON])
}

/// ```abnf
/// hexseq  = hex4 *( ":" hex4 )
/// ```
/// RFC 2373 Appendix B.
pub fn hexseq(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEXSEQ, |c| {
        let e = hex4(c, at);
        c.star(e, |c, p| {
            let e = c.one(p, &COLON);
            c.then(e, hex4)
        })
    })
}

/// ```abnf
/// hex4    = 1*4HEXDIG
/// ```
/// RFC 2373 Appendix B. Ends after each of its first four digits.
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
