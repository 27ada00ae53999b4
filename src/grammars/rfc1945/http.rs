//! Section 3.2.2: the `http_URL`, its `host` (RFC 1123 section 2.1's host
//! prose, spelled out by `grammar/rfc1945.abnf`) and `port`.

use super::rules::*;
use super::uri::abs_path;
use crate::engine::{Cursor, Ends};

/// ```abnf
/// http_URL       = "http:" "//" host [ ":" port ] [ abs_path ]
/// ```
/// RFC 1945 section 3.2.2. `"http:"` matches in any case (RFC 1945 section
/// 2.1), as the ABNF file's quoted string does.
pub fn http_url(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HTTP_URL, |c| {
        let e = c.seq_classes(at, &[&H, &T, &T, &P, &COLON, &SLASH, &SLASH]);
        let e = c.then(e, host);
        let e = c.opt(e, |c, p| {
            let e = c.one(p, &COLON);
            c.then(e, port)
        });
        c.opt(e, abs_path)
    })
}

/// ```abnf
/// host           = <A legal Internet host domain name
///                   or IP address (in dotted-decimal form),
///                   as defined by Section 2.1 of RFC 1123>
/// ```
/// RFC 1945 section 3.2.2. `grammar/rfc1945.abnf` spells the prose out:
///
/// ```abnf
/// host           = hostname / IPv4address
/// ```
///
/// `1.2.3.4` is read both ways (its labels are digits); the typed tree
/// takes a dotted-decimal form as an IPv4 address (see [`super::Host`]).
pub fn host(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HOST, |c| c.any(at, &[hostname, ipv4_address]))
}

/// RFC 1123 section 2.1's host name, with RFC 952's first character relaxed
/// to a letter or digit; the name is RFC 1035 section 2.3.1's.
/// `grammar/rfc1945.abnf`:
///
/// ```abnf
/// hostname       = label *( "." label )
/// ```
pub fn hostname(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HOSTNAME, |c| {
        let e = label(c, at);
        c.star(e, |c, p| {
            let e = c.one(p, &DOT);
            c.then(e, label)
        })
    })
}

/// A label of RFC 1123 section 2.1's host name: letters, digits and
/// hyphens, beginning and ending with a letter or digit (RFC 1035 section
/// 2.3.1's rule, its first character relaxed). `grammar/rfc1945.abnf`:
///
/// ```abnf
/// label          = let-dig [ *( let-dig-hyp ) let-dig ]
/// ```
pub fn label(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LABEL, |c| {
        let e = let_dig(c, at);
        c.opt(e, |c, p| {
            let e = c.star(vec![p], let_dig_hyp);
            c.then(e, let_dig)
        })
    })
}

/// A letter or digit, RFC 1035 section 2.3.1's name. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// let-dig        = ALPHA / DIGIT
/// ```
pub fn let_dig(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LET_DIG, |c| c.one(at, &LET_DIG_CHAR))
}

/// A letter, digit or hyphen, RFC 1035 section 2.3.1's name.
/// `grammar/rfc1945.abnf`:
///
/// ```abnf
/// let-dig-hyp    = ALPHA / DIGIT / "-"
/// ```
pub fn let_dig_hyp(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LET_DIG_HYP, |c| c.one(at, &LET_DIG_HYP_CHAR))
}

/// RFC 1123 section 2.1's "IP address (in dotted-decimal form)": four
/// dot-separated decimal numbers. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// IPv4address    = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
/// ```
///
/// The grammar bounds the digits, not the value; the typed tree's
/// [`super::Ipv4::octets`] does.
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

/// ```abnf
/// port           = *DIGIT
/// ```
/// RFC 1945 section 3.2.2.
pub fn port(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PORT, |c| c.star_class(at, &DIGIT_CHAR))
}
