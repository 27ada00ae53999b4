//! Section 2.2's authority (`iauthority`, `iuserinfo`, `ihost`,
//! `ireg-name`) and what it takes from RFC 3986 section 3.2 (`port`,
//! `IP-literal`, `IPvFuture`).

use super::chars::{pct_encoded, ucschar};
use super::ip::{ipv4_address, ipv6_address};
use super::rules::*;
use crate::engine::{Cursor, Ends, Expected, union};

/// `1*` or `*` of one character that is an ASCII byte of `class`, a
/// `pct-encoded` or a `ucschar`: the shape of every `i` rule that widens an
/// RFC 3986 one. The ends are those of the ABNF's repetition.
pub(super) fn chars(c: &mut Cursor<'_>, starts: Ends, class: &'static Expected) -> Ends {
    c.star(starts, |c, p| one_of(c, p, class))
}

/// One character that is an ASCII byte of `class`, a `pct-encoded` or a
/// `ucschar`.
pub(super) fn one_of(c: &mut Cursor<'_>, at: usize, class: &'static Expected) -> Ends {
    let one = c.one(at, class);
    let one = union(one, pct_encoded(c, at));
    union(one, ucschar(c, at))
}

/// ```abnf
/// iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
/// ```
/// RFC 3987 section 2.2.
pub fn iauthority(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IAUTHORITY, |c| {
        let e = iuserinfo(c, at);
        let e = c.then(e, |c, p| c.one(p, &AT));
        let e = union(vec![at], e);
        let e = c.then(e, ihost);
        c.opt(e, |c, p| {
            let e = c.one(p, &COLON);
            c.then(e, port)
        })
    })
}

/// ```abnf
/// iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
/// ```
/// RFC 3987 section 2.2.
pub fn iuserinfo(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IUSERINFO, |c| chars(c, vec![at], &USERINFO_ASCII))
}

/// ```abnf
/// ihost          = IP-literal / IPv4address / ireg-name
/// ```
/// RFC 3987 section 2.2. Every reading is followed; which one a typed tree
/// takes (the IPv4 address when the whole host is one) is the tree's.
pub fn ihost(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IHOST, |c| {
        c.any(at, &[ip_literal, ipv4_address, ireg_name])
    })
}

/// ```abnf
/// ireg-name      = *( iunreserved / pct-encoded / sub-delims )
/// ```
/// RFC 3987 section 2.2.
pub fn ireg_name(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IREG_NAME, |c| chars(c, vec![at], &REG_NAME_ASCII))
}

/// ```abnf
/// port           = *DIGIT
/// ```
/// RFC 3986 section 3.2.3.
pub fn port(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PORT, |c| c.star_class(at, &DIGIT_CHAR))
}

/// ```abnf
/// IP-literal     = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
/// RFC 3986 section 3.2.2.
pub fn ip_literal(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IP_LITERAL, |c| {
        let e = c.one(at, &OPEN_BRACKET);
        let e = c.then(e, |c, p| c.any(p, &[ipv6_address, ipv_future]));
        c.then(e, |c, p| c.one(p, &CLOSE_BRACKET))
    })
}

/// ```abnf
/// IPvFuture      = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
/// RFC 3986 section 3.2.2.
pub fn ipv_future(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPV_FUTURE, |c| {
        let e = c.one(at, &V);
        let e = c.then(e, |c, p| c.repeat_class(p, 1, None, &HEX_CHAR));
        let e = c.then(e, |c, p| c.one(p, &DOT));
        c.then(e, |c, p| c.repeat_class(p, 1, None, &FUTURE_CHAR))
    })
}
